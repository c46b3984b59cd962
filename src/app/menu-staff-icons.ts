// The client's and the operator's menu icons (see menu.ts): a chunk of their own, loaded with their first page.
import {
  BarChartIcon,
  ChatBubbleIcon,
  FileTextIcon,
  Pencil2Icon,
  LayoutIcon,
  PersonIcon,
  QuestionMarkCircledIcon,
  ReaderIcon,
  Share1Icon,
  StarIcon,
  TrashIcon,
} from '@radix-ui/react-icons';
import type { MenuIcon, StaffMenuPath } from './menu';

export const STAFF_ICONS: Record<StaffMenuPath, MenuIcon> = {
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
  '/admin/backoffice/forms': Pencil2Icon,
  '/admin/backoffice/audit': ReaderIcon,
  '/admin/backoffice/retention': TrashIcon,
  '/admin/backoffice/account': PersonIcon,
};
