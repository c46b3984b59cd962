// The side menu as data (portal §2 menu table): the drawer shows only entries whose role equals the
// user's role. Adding a page to the menu is adding a row here.
import type { ComponentType } from 'react';
import {
  BarChartIcon,
  ChatBubbleIcon,
  CounterClockwiseClockIcon,
  DashboardIcon,
  FileTextIcon,
  HomeIcon,
  Link2Icon,
  PersonIcon,
  QuestionMarkCircledIcon,
} from '@radix-ui/react-icons';
import type { Role } from './session-store';

export interface MenuEntry {
  path: string;
  label: string;
  role: Role;
  icon: ComponentType<{ 'aria-hidden'?: boolean }>;
  /** Optional second level, shown under the entry. */
  children?: readonly Omit<MenuEntry, 'role' | 'children'>[];
}

export const MENU: readonly MenuEntry[] = [
  { path: '/admin/home', label: 'Home', role: 1, icon: HomeIcon },
  { path: '/admin/faq', label: 'Help Center', role: 1, icon: QuestionMarkCircledIcon },
  { path: '/admin/contact', label: 'Contact Us', role: 1, icon: ChatBubbleIcon },
  { path: '/admin/history', label: 'Order History', role: 1, icon: CounterClockwiseClockIcon },
  { path: '/admin/settings', label: 'Account Information', role: 1, icon: PersonIcon },
  { path: '/admin/dashboard', label: 'Dashboard', role: 2, icon: DashboardIcon },
  { path: '/admin/invoices', label: 'Invoices', role: 2, icon: FileTextIcon },
  { path: '/admin/reports', label: 'Reports', role: 2, icon: BarChartIcon },
  { path: '/admin/thirdparties', label: 'Third Parties', role: 2, icon: Link2Icon },
  { path: '/admin/faqclient', label: 'Help Center', role: 2, icon: QuestionMarkCircledIcon },
  { path: '/admin/contactclient', label: 'Contact Us', role: 2, icon: ChatBubbleIcon },
  { path: '/admin/clientsettings', label: 'Account Information', role: 2, icon: PersonIcon },
];

export function menuFor(role: Role): MenuEntry[] {
  return MENU.filter((entry) => entry.role === role);
}
