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
  { path: '/admin/backoffice/audit', label: 'Audit trail', role: 3 },
  { path: '/admin/backoffice/retention', label: 'Due for deletion', role: 3 },
  { path: '/admin/backoffice/account', label: 'Account Information', role: 3 },
] as const satisfies readonly MenuPage[];

/**
 * The pages below /admin the menu does not list, by their first path segment, with the roles that may open them.
 * Client users complete an application (or its corrections) on an applicant's behalf; the deals of an order are
 * offered to both.
 */
const PAGES_OUTSIDE_THE_MENU: Record<string, readonly Role[]> = {
  application: [1, 2],
  'edit-application': [1, 2],
  deals: [1, 2],
  neworder: [2],
  individual_form: [2],
  report_details: [2],
};

/** The first path segment below /admin: 'home' for /admin/home, 'backoffice' for /admin/backoffice/forms. */
const sectionOf = (pathname: string): string => pathname.replace(/^\/admin\/?/, '').split('/')[0];

const MENU_SECTION_ROLES = new Map<string, Role>(MENU_PAGES.map((page) => [sectionOf(page.path), page.role]));

/**
 * The roles that may open the page at `pathname` (declared here, read by the admin guard: another role's page sends
 * the user to their own home); null for /admin itself and for paths that are no page (the not-found page's).
 */
export function pageRoles(pathname: string): readonly Role[] | null {
  const section = sectionOf(pathname);
  const menuRole = MENU_SECTION_ROLES.get(section);
  if (menuRole !== undefined) return [menuRole];
  return PAGES_OUTSIDE_THE_MENU[section] ?? null;
}
