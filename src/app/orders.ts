// Orders and their checks as GET /orders/{userId} and GET /services/{userId}/{orderId} answer them (portal §3 "Order",
// "Service (check) in an order"), and the rules of their actions (portal §4), shared by the client dashboard and home.
import type { ReplyOf } from '../../schemas/api';

export type Order = ReplyOf<'GET /orders/:userId'>[number];
export type OrderService = ReplyOf<'GET /services/:userId/:orderId'>[number];

/** The three steps of an order card's progress indicator. */
export const PROGRESS_STEPS = ['Open', 'In progress', 'Completed'] as const;

/** Portal §4: "Open is step 0, Completed step 2, anything else step 1" ('Open with Alert' is an Open order). */
export function progressIndex(status: string): 0 | 1 | 2 {
  if (status === 'Open' || status === 'Open with Alert') return 0;
  if (status === 'Completed') return 2;
  return 1;
}

/** The home page's buttons. Cancel, contact and downloads come with the tracking work and are not offered yet. */
export type OrderAction = 'start' | 'edit';

/**
 * The actions an order's flags allow that this portal can carry out now (portal §4 "Order actions"): start while the
 * order is Open and startFlag is 'Y'; edit while On hold or In progress and editFlag is 'Y'.
 */
export function orderActions(order: Pick<Order, 'orderStatus' | 'startFlag' | 'editFlag'>): OrderAction[] {
  const actions: OrderAction[] = [];
  const open = progressIndex(order.orderStatus) === 0;
  if (open && order.startFlag === 'Y') actions.push('start');
  if ((order.orderStatus === 'On hold' || order.orderStatus === 'In progress') && order.editFlag === 'Y') {
    actions.push('edit');
  }
  return actions;
}

/** Text of an order that offers no action (portal §4), except a cancelled one, which simply has none. */
export const NO_ACTIONS = 'No actions at this state.';

/** Portal §5: "Dates before year 2020 are shown as '-'; dates show the first 10 characters." */
export function shownDate(value: string | null | undefined): string {
  if (!value) return '-';
  const day = value.slice(0, 10);
  const year = Number(day.slice(0, 4));
  return Number.isInteger(year) && year >= 2020 ? day : '-';
}

/** Status colours of the badges (Radix accent names): green done, amber waiting on someone, red stopped. */
export function statusColor(status: string): 'gray' | 'indigo' | 'orange' | 'green' | 'red' {
  switch (status) {
    case 'Completed':
    case 'Ready':
    case 'Verified':
      return 'green';
    case 'On hold':
    case 'Open with Alert':
    case 'Rejected by third party':
    case 'In review':
      return 'orange';
    case 'Cancelled':
      return 'red';
    case 'Open':
    case 'Closed':
      return 'gray';
    default:
      return 'indigo';
  }
}
