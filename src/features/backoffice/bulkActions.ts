// The queue's bulk actions (issue 31): one call per selected order, through the same calls as the order page, so each
// order is checked by the server's lifecycle rules (src/engine/lifecycle.ts) on its own: some may be refused (a check
// that cannot make that move, an order that is Completed), and the summary says which and why, in the server's words.
import type { BodyOf } from '../../../schemas/api';
import { api } from '../../app/api';
import { refusalText } from '../../app/useAction';
import type { QueueRow } from './useQueue';

export interface BulkOutcome {
  orderID: number;
  applicant: string;
  done: boolean;
  /** What happened to this order, as a sentence. */
  text: string;
}

export interface BulkSummary {
  /** What was asked, e.g. "Move National Police Check to In progress". */
  title: string;
  outcomes: BulkOutcome[];
}

type MoveBody = BodyOf<'POST /backoffice/services/status'>;

/** An order the action does not apply to, said in the page's words (no call was made). */
class NotApplicable extends Error {}

/** One order after the other (a bulk action's calls are few, and the order of the answers is the summary's). */
async function eachOrder(rows: readonly QueueRow[], act: (row: QueueRow) => Promise<string>): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = [];
  for (const row of rows) {
    const base = { orderID: row.orderID, applicant: row.applicant };
    try {
      outcomes.push({ ...base, done: true, text: await act(row) });
    } catch (error) {
      outcomes.push({ ...base, done: false, text: error instanceof NotApplicable ? error.message : refusalText(error) });
    }
  }
  return outcomes;
}

export interface BulkMove {
  serviceId: string;
  serviceName: string;
  to: MoveBody['CheckStatus'];
  /** undefined keeps each check's delay; '' ends it. */
  delayReason: MoveBody['DelayReason'] | undefined;
  note: string;
}

export async function moveChecks(rows: readonly QueueRow[], move: BulkMove): Promise<BulkSummary> {
  const outcomes = await eachOrder(rows, async (row) => {
    if (!row.services.some((s) => s.ServiceID === move.serviceId)) {
      throw new NotApplicable(`This order has no ${move.serviceName}: nothing changed.`);
    }
    const answer = await api.call('POST /backoffice/services/status', {
      body: {
        orderID: row.orderID,
        ServiceID: move.serviceId,
        CheckStatus: move.to,
        ...(move.delayReason === undefined ? {} : { DelayReason: move.delayReason }),
        ...(move.note ? { Note: move.note } : {}),
      },
    });
    const delay = answer.DelayReason ? `, delayed: ${answer.DelayReason}` : '';
    return `${move.serviceName} is ${answer.CheckStatus}${delay}; the order is ${answer.orderStatus}.`;
  });
  return { title: `Move ${move.serviceName} to ${move.to}`, outcomes };
}

export async function holdOrders(rows: readonly QueueRow[], hold: boolean, reason: string): Promise<BulkSummary> {
  const outcomes = await eachOrder(rows, async (row) => {
    const answer = await api.call('POST /backoffice/orders/hold', { body: { orderID: row.orderID, Hold: hold ? 'Y' : 'N', Reason: reason } });
    return hold ? `Held: the order is ${answer.orderStatus}.` : `Released: the order is ${answer.orderStatus}.`;
  });
  return { title: hold ? 'Hold the orders' : 'Release the orders', outcomes };
}

export async function remindReferees(rows: readonly QueueRow[]): Promise<BulkSummary> {
  const outcomes = await eachOrder(rows, async (row) => {
    const invited = await api.call('POST /backoffice/references/send', { body: { orderID: row.orderID } });
    if (invited.length === 0) return 'Every referee has answered (or was withdrawn): nobody to remind.';
    return `Reminded ${invited.length === 1 ? 'one referee' : `${invited.length} referees`}: ${invited.map((r) => r.Email).join(', ')}.`;
  });
  return { title: 'Remind the referees', outcomes };
}
