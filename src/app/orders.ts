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

/** Who the actions are drawn for (portal §6): the client dashboard's icon buttons, or the individual's text buttons. */
export type ActionKind = 'client' | 'individual';

/** An order's actions (portal §4 "Order actions"). */
export type OrderAction = 'start' | 'edit' | 'cancel' | 'contact' | 'report' | 'deals';

type OrderFacts = Pick<Order, 'orderStatus' | 'startFlag' | 'editFlag'> &
  Partial<Pick<Order, 'cancelFlag' | 'adsFlag' | 'reportLocation'>>;

/**
 * The actions an order offers, by its status and the server's Y/N flags (portal §4 "Order actions", §6):
 * - Open (and Open with Alert): start (startFlag), cancel (cancelFlag), contact;
 * - On hold and In progress: edit (editFlag), cancel (cancelFlag), contact;
 * - Completed: contact, the summary report when it exists, deals when adsFlag is 'Y';
 * - Cancelled and Closed: none (a Closed order's results and report can no longer be downloaded, §4).
 * Contact is the client kind's only (the individual is the applicant), and only for a user who may act (`mayAct`: a
 * Restricted view user only looks); the other flags already say whether the caller may act (Restricted view gets 'N').
 */
export function orderActions(order: OrderFacts, kind: ActionKind = 'individual', mayAct = true): OrderAction[] {
  const actions: OrderAction[] = [];
  const status = order.orderStatus;
  const contact = kind === 'client' && mayAct;
  if (progressIndex(status) === 0) {
    if (order.startFlag === 'Y') actions.push('start');
    if (order.cancelFlag === 'Y') actions.push('cancel');
    if (contact) actions.push('contact');
  } else if (status === 'On hold' || status === 'In progress') {
    if (order.editFlag === 'Y') actions.push('edit');
    if (order.cancelFlag === 'Y') actions.push('cancel');
    if (contact) actions.push('contact');
  } else if (status === 'Completed') {
    if (contact) actions.push('contact');
    if (order.reportLocation) actions.push('report');
    if (order.adsFlag === 'Y') actions.push('deals');
  }
  return actions;
}

/** A check's actions (portal §4 "Service actions"): its results file, the referees' answers so far (RC), cancel. */
export type ServiceAction = 'download' | 'answers' | 'cancel';

/** The references service: its answers may be read while In review or Verified (portal §4). */
export const REFERENCES_SERVICE_ID = 'RC';

type ServiceFacts = Pick<OrderService, 'ServiceID' | 'CheckStatus' | 'DownloadRestriction' | 'ResultsLocation' | 'CancelFlag'>;

/**
 * The actions a check offers (portal §4 "Service actions"): Ready gives download when results exist and
 * DownloadRestriction is 'None'; In review and Verified give cancel, and download for RC: the referees' answers so far
 * (POST /orders/references_answers), to the ordering client only (referees answer in confidence to the organisation
 * that asked); In QC and Cancelled none; every other status cancel. Cancel also needs the server's CancelFlag (it says
 * whether the caller may act and whether the order may still change); nothing is downloaded once the order is Closed.
 */
export function serviceActions(order: Pick<Order, 'orderStatus'>, service: ServiceFacts, kind: ActionKind): ServiceAction[] {
  const status = service.CheckStatus;
  if (status === 'In QC' || status === 'Cancelled') return [];
  const open = order.orderStatus !== 'Closed';
  const actions: ServiceAction[] = [];
  if (status === 'Ready' && service.ResultsLocation !== '' && service.DownloadRestriction === 'None' && open) actions.push('download');
  const rcEarly = service.ServiceID === REFERENCES_SERVICE_ID && (status === 'In review' || status === 'Verified');
  if (rcEarly && kind === 'client' && open) actions.push('answers');
  if (status !== 'Ready' && service.CancelFlag === 'Y') actions.push('cancel');
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
