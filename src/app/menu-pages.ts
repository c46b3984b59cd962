// The side menu's pages as plain data (portal §2 menu table): path, label and the role that sees each. Kept apart
// from the icons (menu.ts) because the route table needs the paths and labels, and it is in the first load.
import type { Role } from './session-store';

export interface MenuPage {
  path: string;
  label: string;
  role: Role;
}

export const MENU_PAGES = [
  { path: '/admin/home', label: 'Home', role: 1 },
  { path: '/admin/faq', label: 'Help Center', role: 1 },
  { path: '/admin/contact', label: 'Contact Us', role: 1 },
  { path: '/admin/history', label: 'Order History', role: 1 },
  { path: '/admin/settings', label: 'Account Information', role: 1 },
  { path: '/admin/dashboard', label: 'Dashboard', role: 2 },
  { path: '/admin/invoices', label: 'Invoices', role: 2 },
  { path: '/admin/reports', label: 'Reports', role: 2 },
  { path: '/admin/thirdparties', label: 'Third Parties', role: 2 },
  { path: '/admin/faqclient', label: 'Help Center', role: 2 },
  { path: '/admin/contactclient', label: 'Contact Us', role: 2 },
  { path: '/admin/clientsettings', label: 'Account Information', role: 2 },
  { path: '/admin/backoffice', label: 'Back office queue', role: 3 },
  { path: '/admin/backoffice/enquiries', label: 'Enquiries', role: 3 },
  { path: '/admin/backoffice/invoices', label: 'Invoices', role: 3 },
  { path: '/admin/backoffice/partners', label: 'Partners', role: 3 },
  { path: '/admin/backoffice/forms', label: 'Form designer', role: 3 },
] as const satisfies readonly MenuPage[];
