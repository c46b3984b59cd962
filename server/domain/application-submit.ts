// submit_application: the whole application checked again on the server with the rules each step applied (every
// tab's fields, terms, consent, signatures, documents), then the order moves on: Open -> In progress, submission time
// and IP recorded, and its open checks start.
import { isIPv4 } from 'node:net';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import { orderHistory, orders, orderServices } from '../db/schema';
import type { Order } from '../auth/order-access';
import { documentsComplete } from './documents';
import { checkStoredTab, closedReason, loadApplicationState, ALREADY_SUBMITTED } from './application-state';
import { isFieldTab, orderTabs } from './application-tabs';
import { violationMessage } from './application-validation';
import { OPEN_STATUSES } from '../../src/engine/lifecycle';

export const TERMS_NOT_ACCEPTED = 'Please accept the terms and conditions and the privacy policy before submitting.';
export const reviewStepMessage = (tabName: string, details: string) => `Please review the ${tabName} step. ${details}`;

export interface Verdict {
  approve: 0 | 1;
  error_msg: string;
}

const refuse = (error_msg: string): Verdict => ({ approve: 0, error_msg });

/** The first reason the application cannot be submitted yet, in the order the applicant meets the steps. */
export async function submissionProblem(db: Db, order: Order, options: { selfieExempt: boolean }): Promise<string | null> {
  if (!order.termsAccepted) return TERMS_NOT_ACCEPTED;
  const state = await loadApplicationState(db, order);
  for (const tabName of await orderTabs(db, order.id)) {
    if (!isFieldTab(tabName)) continue;
    const { fields, violations } = await checkStoredTab(db, state, tabName);
    if (Object.keys(violations).length > 0) return reviewStepMessage(tabName, violationMessage(fields, violations));
  }
  const documents = await documentsComplete(db, order, options);
  return documents.complete ? null : documents.message;
}

/** The IP to record: the address the browser looked up, when it is a valid IPv4 address, else the request's. */
export const submissionIp = (claimed: string | undefined, requestIp: string): string =>
  claimed !== undefined && isIPv4(claimed.trim()) ? claimed.trim() : requestIp;

export async function submitApplication(
  db: Db,
  order: Order,
  options: {
    selfieExempt: boolean;
    ip: string;
    now: Date;
    /** Who submitted (the applicant, or a client user on their behalf): the order's history names them. */
    userId: number;
    /** Work that belongs to the submission, in its transaction (the referees' invitations). */
    onSubmitted?: (tx: Tx, order: Order) => Promise<void>;
  },
): Promise<Verdict> {
  const closed = closedReason(order, true);
  if (closed) return refuse(closed);
  const problem = await submissionProblem(db, order, options);
  if (problem) return refuse(problem);
  return db.transaction(async (tx) => {
    // Conditional on the order still being open and unsubmitted: of two submissions racing, one wins.
    const moved = await tx
      .update(orders)
      .set({ status: 'In progress', submittedAt: options.now, submittedIp: options.ip })
      .where(and(eq(orders.id, order.id), isNull(orders.submittedAt), inArray(orders.status, [...OPEN_STATUSES])))
      .returning({ id: orders.id });
    if (moved.length === 0) return refuse(ALREADY_SUBMITTED);
    const started = await tx
      .update(orderServices)
      .set({ checkStatus: 'In progress', checkStart: options.now })
      .where(and(eq(orderServices.orderId, order.id), eq(orderServices.checkStatus, 'Open')))
      .returning({ serviceId: orderServices.serviceId });
    // The submission is an effect on the order like any other: one entry in its history.
    const statuses = (to: string) => Object.fromEntries(started.map((c) => [`CheckStatus ${c.serviceId}`, to]));
    await tx.insert(orderHistory).values({
      orderId: order.id,
      at: options.now,
      userId: options.userId,
      action: 'application.submit',
      before: { orderStatus: order.status, ...statuses('Open') },
      after: { orderStatus: 'In progress', ...statuses('In progress') },
    });
    await options.onSubmitted?.(tx, order);
    return { approve: 1, error_msg: '' } satisfies Verdict;
  });
}
