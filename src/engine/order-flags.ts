// Which actions an order and its checks offer (portal §4 "Order actions", "Service actions", §6 "Edit, cancel and
// start buttons depend on per-order Y/N flags from the server"), from the lifecycle's declaration (lifecycle.ts):
// the server computes the flags and enforces them, the pages turn the same statuses and flags into buttons
// (orderActions, serviceActions). Pure: the route hands in what it read.
//
// Decisions where the spec is silent:
// - start: only while the order is Open (or Open with Alert) and its application has not been submitted.
// - edit: while an operator's rejected items wait for the applicant's corrections (order_rejections; kept on the order
//   as awaiting_edit) and the order is On hold or In progress (the edit screen resubmits exactly those items, and
//   after a good edit_submit there is nothing left to edit: editFlag 'N').
// - cancel: while the order is Open, In progress or On hold, and "results are not ready and the third party has not
//   supplied results": no check is Ready or In QC (results received and being checked) and none has a results file.
// - deals (adsFlag): shown for Completed orders only, and only where the order carries the deal flag.
// - A user who may only look (a client user with Restricted view) gets no start, edit or cancel.
// - A check's CancelFlag follows the service actions: every status but Ready, In QC and Cancelled offers cancel,
//   while its order is still cancellable at all (not Completed, Cancelled or Closed).
//
// The rules are written once, over `OrderFacts`: what an order list needs to know about an order's checks without the
// check rows themselves (their statuses, and whether any has a results file). A list of 10,000 orders has SQL
// aggregate those facts per order (GET /orders); a caller holding the check rows uses `orderFlags`, which derives the
// same facts from them.

import { REFERENCES_SERVICE } from './order-rules';
import {
  checkOffers,
  downloadsEnded,
  isOrderStatus,
  ORDER_STATUS_ACTIONS,
  orderOffers,
  RESULTS_SUPPLIED,
  type OrderAction,
  type ServiceAction,
} from './lifecycle';

export type Flag = 'Y' | 'N';

export interface CheckState {
  checkStatus: string;
  resultsLocation: string;
}

export interface OrderState {
  status: string;
  submittedAt: Date | null;
  adsFlag: string;
  /** Rejected items wait for the applicant's corrections (orders.awaiting_edit). */
  awaitingEdit: boolean;
  checks: readonly CheckState[];
}

export interface OrderFlags {
  startFlag: Flag;
  editFlag: Flag;
  cancelFlag: Flag;
  adsFlag: Flag;
}

/**
 * What the order flags depend on, with its checks reduced to two facts: the statuses of its checks, and whether any
 * check has a results file. An order list aggregates these in SQL instead of reading every check row.
 */
export interface OrderFacts {
  status: string;
  /** The application has been submitted (submitted_at is set). */
  submitted: boolean;
  adsFlag: string;
  /** Rejected items wait for the applicant's corrections (orders.awaiting_edit). */
  awaitingEdit: boolean;
  /** The statuses of the order's checks (each once is enough; none for an order without checks). */
  checkStatuses: readonly string[];
  /** Some check of the order has a results file (a non-empty results location). */
  anyResultsFile: boolean;
}

const flag = (condition: boolean): Flag => (condition ? 'Y' : 'N');

function applicationOpenFor(status: string, submitted: boolean): boolean {
  return orderOffers(status, 'start') && !submitted;
}

/** True while the applicant (or a client on their behalf) may still fill in and submit the application. */
export function applicationOpen(order: Pick<OrderState, 'status' | 'submittedAt'>): boolean {
  return applicationOpenFor(order.status, order.submittedAt !== null);
}

/** The facts the flags depend on, from the order and its check rows. */
export function orderFacts(order: OrderState): OrderFacts {
  return {
    status: order.status,
    submitted: order.submittedAt !== null,
    adsFlag: order.adsFlag,
    awaitingEdit: order.awaitingEdit,
    checkStatuses: order.checks.map((c) => c.checkStatus),
    anyResultsFile: order.checks.some((c) => c.resultsLocation !== ''),
  };
}

/** Results are ready, being quality-checked, or supplied by the third party (a results file exists). */
function resultsSupplied(facts: OrderFacts): boolean {
  return facts.anyResultsFile || facts.checkStatuses.some((s) => RESULTS_SUPPLIED.includes(s));
}

/** The order's action flags from its facts (see `OrderFacts`); `mayAct` is false for users who may only look. */
export function flagsOf(facts: OrderFacts, mayAct: boolean): OrderFlags {
  const live = facts.checkStatuses.some((s) => s !== 'Cancelled');
  return {
    startFlag: flag(mayAct && applicationOpenFor(facts.status, facts.submitted)),
    editFlag: flag(mayAct && facts.awaitingEdit && orderOffers(facts.status, 'edit')),
    cancelFlag: flag(mayAct && live && orderOffers(facts.status, 'cancel') && !resultsSupplied(facts)),
    adsFlag: flag(orderOffers(facts.status, 'deals') && facts.adsFlag === 'Y'),
  };
}

/** The order's action flags for a caller; `mayAct` is false for users who may only look. */
export function orderFlags(order: OrderState, mayAct: boolean): OrderFlags {
  return flagsOf(orderFacts(order), mayAct);
}

/** The CancelFlag of one check of the order: the check offers cancel while its order does. */
export function checkCancelFlag(orderStatus: string, checkStatus: string, mayAct: boolean): Flag {
  return flag(mayAct && orderOffers(orderStatus, 'cancel') && checkOffers(checkStatus, 'cancel'));
}

// ---- What the pages draw: the statuses and the server's flags, read through the same declaration -------------------

/** Who the actions are drawn for (portal §6): the client dashboard's icon buttons, or the individual's text buttons. */
export type ActionKind = 'client' | 'individual';

/** What the pages know of an order: its status and the server's flags (GET /orders). */
export interface OrderOffersFacts {
  orderStatus: string;
  startFlag: string;
  editFlag: string;
  cancelFlag?: string;
  adsFlag?: string;
  reportLocation?: string;
}

/**
 * The actions an order offers a page (ORDER_STATUS_ACTIONS), each when its condition holds: start, edit and cancel by
 * the server's flags (which already say whether the caller may act: Restricted view gets 'N'); contact for the
 * client kind only (the individual is the applicant) and only for a user who may act (`mayAct`); the summary report
 * once it exists; deals by adsFlag.
 */
export function orderActions(order: OrderOffersFacts, kind: ActionKind = 'individual', mayAct = true): OrderAction[] {
  const status = order.orderStatus;
  if (!isOrderStatus(status)) return [];
  const holds: Record<OrderAction, boolean> = {
    start: order.startFlag === 'Y',
    edit: order.editFlag === 'Y',
    cancel: order.cancelFlag === 'Y',
    contact: kind === 'client' && mayAct,
    report: Boolean(order.reportLocation),
    deals: order.adsFlag === 'Y',
  };
  return ORDER_STATUS_ACTIONS[status].filter((action) => holds[action]);
}

/** What the pages know of a check (GET /services). */
export interface CheckOffersFacts {
  ServiceID: string;
  CheckStatus: string;
  DownloadRestriction: string;
  ResultsLocation: string;
  CancelFlag: string;
}

/**
 * The actions a check offers a page (CHECK_STATUS_ACTIONS), each when its condition holds: download when results exist
 * and DownloadRestriction is 'None'; the referees' answers so far for the Reference Check, to the ordering client only
 * (referees answer in confidence to the organisation that asked); cancel by the server's CancelFlag. Nothing is
 * downloaded once the order is Closed.
 */
export function serviceActions(order: { orderStatus: string }, service: CheckOffersFacts, kind: ActionKind): ServiceAction[] {
  const downloads = !downloadsEnded(order.orderStatus);
  const holds: Record<ServiceAction, boolean> = {
    download: downloads && service.ResultsLocation !== '' && service.DownloadRestriction === 'None',
    answers: downloads && service.ServiceID === REFERENCES_SERVICE && kind === 'client',
    cancel: service.CancelFlag === 'Y',
  };
  return (['download', 'answers', 'cancel'] as const).filter((action) => checkOffers(service.CheckStatus, action) && holds[action]);
}
