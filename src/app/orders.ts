// Orders and their checks as GET /orders/{userId} and GET /services/{userId}/{orderId} answer them (portal §3 "Order",
// "Service (check) in an order"), shared by the client dashboard and home. Which actions they offer is the
// lifecycle's (src/engine/lifecycle.ts, order-flags.ts orderActions and serviceActions).
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

/** Text of an order that offers no action (portal §4), except a cancelled one, which simply has none. */
export const NO_ACTIONS = 'No actions at this state.';

/** Portal §5: "Dates before year 2020 are shown as '-'; dates show the first 10 characters." */
export function shownDate(value: string | null | undefined): string {
  if (!value) return '-';
  const day = value.slice(0, 10);
  const year = Number(day.slice(0, 4));
  return Number.isInteger(year) && year >= 2020 ? day : '-';
}

/** Portal §3 "Order history row": a check's start and completion shown YYYY-MM-DD HH:mm ('-' when unset or before 2020). */
export function shownDateTime(value: string | null | undefined): string {
  return shownDate(value) === '-' ? '-' : value!.slice(0, 16).replace('T', ' ');
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
