// Which actions an order and its checks offer (portal §4 "Order actions", "Service actions", §6 "Edit, cancel and
// start buttons depend on per-order Y/N flags from the server"). Pure: the route hands in what it read.
//
// Decisions where the spec is silent:
// - start: only while the order is Open (or Open with Alert) and its application has not been submitted.
// - edit: while the order is On hold or In progress (the edit screen resubmits rejected items).
// - cancel: while the order is Open, In progress or On hold, and "results are not ready and the third party has not
//   supplied results": no check is Ready or In QC (results received and being checked) and none has a results file.
// - deals (adsFlag): shown for Completed orders only, and only where the order carries the deal flag.
// - A user who may only look (a client user with Restricted view) gets no start, edit or cancel.
// - A check's CancelFlag follows the service actions: every status but Ready, In QC and Cancelled offers cancel,
//   while its order is still cancellable at all (not Completed, Cancelled or Closed).

export type Flag = 'Y' | 'N';

export const OPEN_STATUSES: readonly string[] = ['Open', 'Open with Alert'];
const EDITABLE_STATUSES: readonly string[] = ['On hold', 'In progress'];
const CANCELLABLE_STATUSES: readonly string[] = [...OPEN_STATUSES, 'In progress', 'On hold'];
/** Check statuses that mean results exist (or are being quality-checked): cancelling is no longer possible. */
const RESULTS_SUPPLIED: readonly string[] = ['Ready', 'In QC'];
const NO_CANCEL_SERVICE: readonly string[] = [...RESULTS_SUPPLIED, 'Cancelled'];

export interface CheckState {
  checkStatus: string;
  resultsLocation: string;
}

export interface OrderState {
  status: string;
  submittedAt: Date | null;
  adsFlag: string;
  checks: readonly CheckState[];
}

export interface OrderFlags {
  startFlag: Flag;
  editFlag: Flag;
  cancelFlag: Flag;
  adsFlag: Flag;
}

const flag = (condition: boolean): Flag => (condition ? 'Y' : 'N');

/** True while the applicant (or a client on their behalf) may still fill in and submit the application. */
export function applicationOpen(order: Pick<OrderState, 'status' | 'submittedAt'>): boolean {
  return OPEN_STATUSES.includes(order.status) && order.submittedAt === null;
}

function resultsSupplied(checks: readonly CheckState[]): boolean {
  return checks.some((c) => RESULTS_SUPPLIED.includes(c.checkStatus) || c.resultsLocation !== '');
}

/** The order's action flags for a caller; `mayAct` is false for users who may only look. */
export function orderFlags(order: OrderState, mayAct: boolean): OrderFlags {
  const live = order.checks.some((c) => c.checkStatus !== 'Cancelled');
  return {
    startFlag: flag(mayAct && applicationOpen(order)),
    editFlag: flag(mayAct && EDITABLE_STATUSES.includes(order.status)),
    cancelFlag: flag(mayAct && live && CANCELLABLE_STATUSES.includes(order.status) && !resultsSupplied(order.checks)),
    adsFlag: flag(order.status === 'Completed' && order.adsFlag === 'Y'),
  };
}

/** The CancelFlag of one check of the order. */
export function checkCancelFlag(orderStatus: string, checkStatus: string, mayAct: boolean): Flag {
  return flag(mayAct && CANCELLABLE_STATUSES.includes(orderStatus) && !NO_CANCEL_SERVICE.includes(checkStatus));
}
