// Why an order's status changed, as the server knows it at the moment of the change, in words for the applicant or
// for the client user. Every caller of mailStatusChange names its cause; a status mail never goes without one.

export type StatusAudience = 'applicant' | 'client';

export type StatusCause =
  /** The operator held the order, with the reason typed. */
  | { kind: 'hold'; reason: string }
  /** The operator released the hold. */
  | { kind: 'release' }
  /** A check moved (the operator, or enough referees answering); its delay cause if it has one. */
  | { kind: 'check'; service: string; from: string; to: string; delayReason: string }
  /** A check's result was published. */
  | { kind: 'result'; service: string }
  /** Every check is done and the summary report drawn. */
  | { kind: 'complete' }
  /** A check or the whole order was cancelled, by whom and why. */
  | { kind: 'cancel'; what: string; by: string; reason: string }
  /** The applicant sent the corrections asked for. */
  | { kind: 'corrected' };

const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** One or two sentences that say why, each starting with a capital. */
export function statusReason(cause: StatusCause, audience: StatusAudience, applicant: string): string {
  switch (cause.kind) {
    case 'hold':
      return `It is paused for this reason: ${sentence(cause.reason)}`;
    case 'release':
      return 'The hold on the order has been lifted: work on the checks goes on.';
    case 'check': {
      const delay = cause.delayReason ? ` The cause of the delay: ${sentence(cause.delayReason)}` : '';
      return `${checkMoved(cause.service, cause.from, cause.to)}${delay}`;
    }
    case 'result':
      return `The result of the ${cause.service} is ready.`;
    case 'complete':
      return 'Every check is done and the summary report is ready.';
    case 'cancel':
      return cause.reason ? `${sentence(cause.what)} ${cause.by} gave this reason: ${sentence(cause.reason)}` : sentence(cause.what);
    case 'corrected':
      return audience === 'applicant'
        ? 'We received your corrections: work on your checks goes on.'
        : `${applicant || 'The applicant'} sent the corrections we asked for: work on the checks goes on.`;
  }
}

/** A check's move in words: what the work on it is now, not the status's wire name. */
function checkMoved(service: string, from: string, to: string): string {
  switch (to) {
    case 'Rejected by third party':
      return `The ${service} was returned by the organisation that runs it, and waits to be sent again.`;
    case 'In progress':
      return from === 'Open' ? `Work on the ${service} has started.` : `Work on the ${service} goes on.`;
    case 'With provider':
      return `The ${service} is with the organisation that runs it.`;
    case 'Verified':
      return `The ${service} has been verified.`;
    case 'In review':
      return `The ${service} is being reviewed.`;
    case 'In QC':
      return `The result of the ${service} is being checked.`;
    case 'Ready':
      return `The result of the ${service} is ready.`;
    case 'Cancelled':
      return `The ${service} was cancelled.`;
    default:
      return `The ${service} is now ${to}.`;
  }
}
