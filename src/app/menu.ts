// The side menu (portal §2 menu table): the pages of menu-pages.ts with their icons. The drawer shows only entries
// whose role equals the user's role. Adding a page to the menu is adding a row to menu-pages.ts and its icon here.
import type { ComponentType } from 'react';
import {
  BarChartIcon,
  ChatBubbleIcon,
  CounterClockwiseClockIcon,
  FileTextIcon,
  HomeIcon,
  LayoutIcon,
  PersonIcon,
  QuestionMarkCircledIcon,
  Share1Icon,
  StarIcon,
} from '@radix-ui/react-icons';
import { MENU_PAGES, type MenuPage } from './menu-pages';
import type { Role } from './session-store';

type Icon = ComponentType<{ 'aria-hidden'?: boolean }>;

export interface MenuEntry extends MenuPage {
  icon: Icon;
  /** Optional second level, shown under the entry. */
  children?: readonly Omit<MenuEntry, 'role' | 'children'>[];
}

/** Each menu page's icon, by path: a page without one is a type error. */
const ICONS: Record<(typeof MENU_PAGES)[number]['path'], Icon> = {
  '/admin/home': HomeIcon,
  '/admin/faq': QuestionMarkCircledIcon,
  '/admin/contact': ChatBubbleIcon,
  '/admin/history': CounterClockwiseClockIcon,
  '/admin/settings': PersonIcon,
  '/admin/dashboard': LayoutIcon,
  '/admin/invoices': FileTextIcon,
  '/admin/reports': BarChartIcon,
  '/admin/thirdparties': Share1Icon,
  '/admin/faqclient': QuestionMarkCircledIcon,
  '/admin/contactclient': ChatBubbleIcon,
  '/admin/clientsettings': PersonIcon,
  '/admin/backoffice': LayoutIcon,
  '/admin/backoffice/enquiries': ChatBubbleIcon,
  '/admin/backoffice/invoices': FileTextIcon,
  '/admin/backoffice/partners': StarIcon,
};

export const MENU: readonly MenuEntry[] = MENU_PAGES.map((page) => ({ ...page, icon: ICONS[page.path] }));

export function menuFor(role: Role): MenuEntry[] {
  return MENU.filter((entry) => entry.role === role);
}
