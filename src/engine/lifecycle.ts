// The lifecycle of an order and its checks, declared once (portal §4 "States and transitions", "Order actions",
// "Service actions"): the statuses, which moves an operator may make on a check, the causes a delay may carry, the
// order status that follows from its checks and holds, and which actions each status offers. Pure, in the engine: the
// server enforces it (routes hand in what they read and write what these functions decide) and the pages read from it
// which actions an order and its checks offer (order-flags.ts), so no page decides alone.
//
// Decisions where the spec is silent (portal §4 names the statuses, not the moves between them):
// - A check starts Open and moves forward through the work: In progress, then Verified (a verification that passed),
//   With provider (police checks, credit reports), In review (e.g. referees' answers being read), In QC (results
//   received and being checked), Ready. Rejected by third party returns to In progress or With provider once corrected.
//   In QC may send a check back to In progress or In review.
// - Ready and Cancelled are final. Ready is reached from In QC only: every result is quality-checked.
// - Cancelled is refused once results are ready or supplied ("Cancel is allowed only if results are not ready and the
//   third party has not supplied results"): from In QC or Ready, and from any status once the check has a results file.
// - The checks of a Completed, Cancelled or Closed order no longer move, and such an order cannot be held.

/** Check statuses (portal §4 "Service statuses"): the wire values, which the rules below are written over. */
export const SERVICE_STATUSES = [
  'Open',
  'In progress',
  'Verified',
  'With provider',
  'Rejected by third party',
  'In QC',
  'Ready',
  'Cancelled',
  'In review',
] as const;

/** Order statuses (portal §4 "Order statuses"). */
export const ORDER_STATUSES = ['Open', 'Open with Alert', 'In progress', 'On hold', 'Cancelled', 'Completed', 'Closed'] as const;

/** The five causes of the delays report (portal §3 "Type 4 (delays)"), in its column order. */
export const DELAY_CAUSES = [
  'Administrative queue',
  'Identity verification issues',
  'Third party response times',
  'Application corrections',
  'Waiting on details from applicant',
] as const;

export type ServiceStatus = (typeof SERVICE_STATUSES)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type DelayCause = (typeof DELAY_CAUSES)[number];

/** An order's actions (portal §4 "Order actions"). */
export type OrderAction = 'start' | 'edit' | 'cancel' | 'contact' | 'report' | 'deals';
/** A check's actions (portal §4 "Service actions"): its results file, the referees' answers so far (RC), cancel. */
export type ServiceAction = 'download' | 'answers' | 'cancel';

/**
 * What each order status offers (portal §4 "Order actions"), before each action's own condition (order-flags.ts):
 * start while the application is not submitted, edit while rejected items wait for the applicant, cancel while no
 * results are supplied, contact for the ordering client, the summary report once it exists, deals where the order
 * carries them. Cancelled and Closed offer nothing (a Closed order's results can no longer be downloaded).
 */
export const ORDER_STATUS_ACTIONS: Readonly<Record<OrderStatus, readonly OrderAction[]>> = {
  Open: ['start', 'cancel', 'contact'],
  'Open with Alert': ['start', 'cancel', 'contact'],
  'On hold': ['edit', 'cancel', 'contact'],
  'In progress': ['edit', 'cancel', 'contact'],
  Completed: ['contact', 'report', 'deals'],
  Cancelled: [],
  Closed: [],
};

/**
 * What each check status offers (portal §4 "Service actions"): Ready its results; In review and Verified cancel, and
 * for the Reference Check the referees' answers so far; In QC and Cancelled nothing; every other status cancel.
 */
export const CHECK_STATUS_ACTIONS: Readonly<Record<ServiceStatus, readonly ServiceAction[]>> = {
  Open: ['cancel'],
  'In progress': ['cancel'],
  Verified: ['cancel', 'answers'],
  'With provider': ['cancel'],
  'Rejected by third party': ['cancel'],
  'In review': ['cancel', 'answers'],
  'In QC': [],
  Ready: ['download'],
  Cancelled: [],
};

export const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);
export const isServiceStatus = (value: string): value is ServiceStatus => (SERVICE_STATUSES as readonly string[]).includes(value);

/** Whether an order in `status` offers `action` (before the action's own condition). */
export const orderOffers = (status: string, action: OrderAction): boolean =>
  isOrderStatus(status) && ORDER_STATUS_ACTIONS[status].includes(action);

/** Whether a check in `status` offers `action` (before the action's own condition). */
export const checkOffers = (status: string, action: ServiceAction): boolean =>
  isServiceStatus(status) && CHECK_STATUS_ACTIONS[status].includes(action);

/** Nothing of a Closed order is downloaded any more: results, summary report, referees' answers (portal §4). */
export const downloadsEnded = (orderStatus: string): boolean => orderStatus === 'Closed';

/** An order that is not started yet (the application may still be filled in). */
export const OPEN_STATUSES: readonly string[] = ['Open', 'Open with Alert'];
/** Orders whose checks no longer move and that cannot be held. */
export const FINAL_ORDER_STATUSES: readonly string[] = ['Cancelled', 'Completed', 'Closed'];
/** Check statuses that mean results exist (or are being quality-checked): cancelling is no longer possible. */
export const RESULTS_SUPPLIED: readonly string[] = ['Ready', 'In QC'];
/** A check in one of these statuses is done: it no longer holds the order back from completion. */
export const DONE_SERVICE_STATUSES: readonly string[] = ['Ready', 'Cancelled'];

/** The moves an operator may make, from each status. */
export const SERVICE_TRANSITIONS: Readonly<Record<ServiceStatus, readonly ServiceStatus[]>> = {
  Open: ['In progress', 'Cancelled'],
  'In progress': ['Verified', 'With provider', 'In review', 'In QC', 'Rejected by third party', 'Cancelled'],
  Verified: ['In QC', 'In review', 'Cancelled'],
  'With provider': ['In QC', 'In review', 'Rejected by third party', 'Cancelled'],
  'Rejected by third party': ['In progress', 'With provider', 'Cancelled'],
  'In review': ['In progress', 'With provider', 'In QC', 'Cancelled'],
  'In QC': ['Ready', 'In progress', 'In review'],
  Ready: [],
  Cancelled: [],
};


export interface CheckNow {
  /** The service's name, for the message. */
  service: string;
  checkStatus: string;
  /** The check has a results file (the third party supplied results). */
  hasResults: boolean;
}

export interface OrderNow {
  status: string;
  /** The application has been submitted. */
  submitted: boolean;
}

/**
 * Why the operator may not move the check to `to`, as a sentence for a 409; null when the move is allowed. Staying in
 * the same status is not a move (the operator may change only the delay). While the application is not submitted its
 * checks cannot start, held or not (the order would leave Open and the applicant could no longer start it); they may
 * be cancelled.
 */
export function serviceMoveProblem(order: OrderNow, check: CheckNow, to: string): string | null {
  if (FINAL_ORDER_STATUSES.includes(order.status)) {
    return `The order is ${order.status}: its checks can no longer change.`;
  }
  if (to === check.checkStatus) return null;
  // Whatever the order's status: an operator's hold on an unsubmitted order does not start its work either (the
  // model test found a held order's check started, which on release left the application closed but unsubmitted).
  if (!order.submitted && to !== 'Cancelled') {
    return `The application is not submitted yet: ${check.service} cannot start before it is.`;
  }
  const from = check.checkStatus;
  const next = isServiceStatus(from) ? SERVICE_TRANSITIONS[from] : [];
  if (!isServiceStatus(to) || !next.includes(to)) {
    const allowed = next.length ? `From ${from} it may move to ${next.join(', ')}.` : `${from} is final.`;
    return `${check.service} cannot move from ${from} to ${to}. ${allowed}`;
  }
  if (to === 'Cancelled' && check.hasResults) {
    return `${check.service} cannot be cancelled: the third party has supplied its results.`;
  }
  return null;
}

/**
 * Why the provider's result may not be published on the check now, as a sentence for a 409; null when it may.
 * Publishing is the end of the work: the result arrives, is quality-checked and the check becomes Ready, so it is
 * allowed where the check is In QC or may move to In QC (In progress, Verified, With provider, In review). Not while
 * Open (the work has not started), Rejected by third party (it must be resubmitted first), Ready or Cancelled.
 */
export function resultsProblem(orderStatus: string, check: CheckNow): string | null {
  if (FINAL_ORDER_STATUSES.includes(orderStatus)) return `The order is ${orderStatus}: its checks can no longer change.`;
  const from = check.checkStatus;
  if (from === 'In QC' || (isServiceStatus(from) && SERVICE_TRANSITIONS[from].includes('In QC'))) return null;
  return `${check.service} cannot take results while it is ${from}.`;
}

/**
 * Why the order cannot be completed (its summary report generated), as a sentence for a 409; null when it can: every
 * check Ready or Cancelled, at least one Ready (an order of cancelled checks is Cancelled, with nothing to report).
 */
export function completeProblem(orderStatus: string, checks: ReadonlyArray<{ service: string; checkStatus: string }>): string | null {
  if (FINAL_ORDER_STATUSES.includes(orderStatus)) return `The order is ${orderStatus}: it can no longer be completed.`;
  const open = checks.filter((c) => !DONE_SERVICE_STATUSES.includes(c.checkStatus));
  if (open.length > 0) {
    const names = open.map((c) => `${c.service} (${c.checkStatus})`).join(', ');
    return `The order cannot be completed until every check is Ready or Cancelled: ${names}.`;
  }
  if (!checks.some((c) => c.checkStatus === 'Ready')) return 'The order has no check with results: there is nothing to report.';
  return null;
}

/** The statuses the operator may move the check to now: what `serviceMoveProblem` allows. */
export function movesOf(order: OrderNow, check: CheckNow): ServiceStatus[] {
  const next = isServiceStatus(check.checkStatus) ? SERVICE_TRANSITIONS[check.checkStatus] : [];
  return next.filter((to) => serviceMoveProblem(order, check, to) === null);
}

/**
 * The check's delay after a move: a check that is done (Ready or Cancelled) is no longer delayed; otherwise the
 * requested cause ('' ends the delay), or the current one when none is requested.
 */
export function delayAfter(current: string, requested: string | undefined, to: string): string {
  if (DONE_SERVICE_STATUSES.includes(to)) return '';
  return requested ?? current;
}

/** What the order's status follows from. */
export interface OrderStatusFacts {
  /** The order's status now. */
  status: string;
  /** The application has been submitted: the work has started even while every check is still Open. */
  submitted: boolean;
  /** An operator holds the order (a manual hold, a failed identity verification): the reason, '' when none. */
  holdReason: string;
  /** Items of the application were sent back to the applicant and are not corrected yet (order_rejections). */
  awaitingEdit?: boolean;
  /** The summary report has been generated (the order has a reportLocation). */
  reportExists: boolean;
  checkStatuses: readonly string[];
}

/**
 * The order's status from its checks and holds (portal §4):
 * - Closed stays Closed, and Cancelled stays Cancelled: both are final;
 * - Cancelled when every check is cancelled;
 * - Completed only when every check is Ready or Cancelled and the summary report exists;
 * - On hold while an operator holds it, items of its application wait for the applicant's corrections, or a third
 *   party rejected a check;
 * - In progress once the application is submitted or any check has started (a cancelled one has not);
 * - otherwise Open (Open with Alert keeps its alert).
 */
export function orderStatusFrom(facts: OrderStatusFacts): OrderStatus {
  if (facts.status === 'Closed' || facts.status === 'Cancelled') return facts.status;
  const checks = facts.checkStatuses;
  if (checks.length > 0 && checks.every((s) => s === 'Cancelled')) return 'Cancelled';
  if (checks.length > 0 && checks.every((s) => DONE_SERVICE_STATUSES.includes(s)) && facts.reportExists) return 'Completed';
  if (facts.holdReason !== '' || facts.awaitingEdit || checks.includes('Rejected by third party')) return 'On hold';
  // A cancelled check is not work started: cancelling one check before the application is submitted leaves the order
  // Open, so the applicant can still complete and submit it for the others.
  if (facts.submitted || checks.some((s) => s !== 'Open' && s !== 'Cancelled')) return 'In progress';
  return facts.status === 'Open with Alert' ? 'Open with Alert' : 'Open';
}

/** Why the order cannot be held or released, as a sentence for a 409; null when it can. */
export function holdProblem(orderStatus: string): string | null {
  return FINAL_ORDER_STATUSES.includes(orderStatus) ? `The order is ${orderStatus}: it can no longer be held or released.` : null;
}

/** Files of an order the back office publishes (order_documents.kind), beside the applicant's own uploads. */
export const PUBLISHED_KINDS: readonly string[] = ['result', 'report'];

/**
 * Why a published file (a check's result, the summary report) may not be downloaded, as a sentence for a 403; null
 * when it may. After Closed neither may (portal §4); a result also only while its check's DownloadRestriction is
 * 'None' (portal §3). An applicant's own uploads are not published files and are not limited here.
 */
export function downloadProblem(orderStatus: string, kind: string, downloadRestriction: string | null): string | null {
  if (!PUBLISHED_KINDS.includes(kind)) return null;
  if (downloadsEnded(orderStatus)) return 'This order is Closed: its results and summary report can no longer be downloaded.';
  if (kind === 'result' && downloadRestriction !== null && downloadRestriction !== 'None') {
    return 'This result may not be downloaded.';
  }
  return null;
}
