// Which actions an order and its checks offer (portal §4 "Order actions", "Service actions", §6 "Edit, cancel and
// start buttons depend on per-order Y/N flags from the server"). Pure: the route hands in what it read.
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

// The statuses themselves, and which ones mean results exist, are the lifecycle's (server/domain/lifecycle.ts).
import { OPEN_STATUSES, RESULTS_SUPPLIED } from './lifecycle';

export { OPEN_STATUSES };

export type Flag = 'Y' | 'N';

const EDITABLE_STATUSES: readonly string[] = ['On hold', 'In progress'];
const CANCELLABLE_STATUSES: readonly string[] = [...OPEN_STATUSES, 'In progress', 'On hold'];
const NO_CANCEL_SERVICE: readonly string[] = [...RESULTS_SUPPLIED, 'Cancelled'];

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
  return OPEN_STATUSES.includes(status) && !submitted;
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
    editFlag: flag(mayAct && facts.awaitingEdit && EDITABLE_STATUSES.includes(facts.status)),
    cancelFlag: flag(mayAct && live && CANCELLABLE_STATUSES.includes(facts.status) && !resultsSupplied(facts)),
    adsFlag: flag(facts.status === 'Completed' && facts.adsFlag === 'Y'),
  };
}

/** The order's action flags for a caller; `mayAct` is false for users who may only look. */
export function orderFlags(order: OrderState, mayAct: boolean): OrderFlags {
  return flagsOf(orderFacts(order), mayAct);
}

/** The CancelFlag of one check of the order. */
export function checkCancelFlag(orderStatus: string, checkStatus: string, mayAct: boolean): Flag {
  return flag(mayAct && CANCELLABLE_STATUSES.includes(orderStatus) && !NO_CANCEL_SERVICE.includes(checkStatus));
}
