// The side menu (portal §2 menu table): the pages of menu-pages.ts with their icons. The drawer shows only entries
// whose role equals the user's role. Adding a page to the menu is adding a row to menu-pages.ts and its icon here
// (an applicant's page) or in menu-staff-icons.ts (a client's or an operator's page).
import type { ComponentType } from 'react';
import { ChatBubbleIcon, CounterClockwiseClockIcon, HomeIcon, PersonIcon, QuestionMarkCircledIcon } from '@radix-ui/react-icons';
import { MENU_PAGES, type MenuPage } from './menu-pages';
import type { Role } from './session-store';

export type MenuIcon = ComponentType<{ 'aria-hidden'?: boolean }>;
type Page = (typeof MENU_PAGES)[number];
export type MenuPath = Page['path'];
/** The paths of the client's and the operator's menus. */
export type StaffMenuPath = Exclude<Page, { role: 1 }>['path'];

/**
 * The applicant's icons, in the layout's chunk: every application step is an applicant's page, and its first load has
 * a budget. The client's and the operator's icons load with their first page (loadStaffIcons): an applicant never
 * carries them. A page without an icon is a type error here or there.
 */
export const INDIVIDUAL_ICONS: Record<Extract<Page, { role: 1 }>['path'], MenuIcon> = {
  '/admin/home': HomeIcon,
  '/admin/faq': QuestionMarkCircledIcon,
  '/admin/contact': ChatBubbleIcon,
  '/admin/history': CounterClockwiseClockIcon,
  '/admin/settings': PersonIcon,
};

export const loadStaffIcons = async (): Promise<Record<StaffMenuPath, MenuIcon>> => (await import('./menu-staff-icons')).STAFF_ICONS;

export type MenuEntry = MenuPage;

export function menuFor(role: Role): MenuEntry[] {
  return MENU_PAGES.filter((entry) => entry.role === role);
}
