// What an applicant or a client user does to an order from the dashboards (portal §4 "Order actions", §7 "Orders"):
// write to the order's applicant, cancel the order or one of its checks. Each write is one transaction holding the
// order's row lock (lifecycle-store.ts lockedOrder): the change, the history row the back office shows, and the mails
// (through the job queue, committed with the rows or not at all). A refused request throws before anything is written.
// The rules and messages are the engine's (src/engine/order-actions.ts), shared with the dialogs; the moves of the
// checks and the order status that follows are the lifecycle's (lifecycle.ts, order-flags.ts).
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Tx } from '../db';
import { clients, orderCancellations, orderHistory, orderMessages, orders, orderServices, services, users } from '../db/schema';
import { badRequest, conflict, notFound } from '../http';
import { enqueueMails, type MailJob } from '../jobs/enqueue';
import type { Caller } from '../auth/guard';
import type { FieldCipher } from '../field-cipher';
import { checkOffers, downloadsEnded, FINAL_ORDER_STATUSES, serviceMoveProblem } from '../../src/engine/lifecycle';
import { REFERENCES_SERVICE } from '../../src/engine/order-rules';
import { wireDateTimeSql } from '../db/wire-time';
import { changeDelay, lockedOrder, mailStatusChange, statusNow, type LifecycleContext } from './lifecycle-store';
import { clientBrand } from './mail-brand';
import { checkCancelFlag, orderFlags } from '../../src/engine/order-flags';
import {
  ACTION_LIMITS,
  BANK_FIELDS,
  cancelProblems,
  CONTACT_MESSAGES,
  contactProblems,
  type BankField,
} from '../../src/engine/order-actions';

type Order = typeof orders.$inferSelect;
type Db = LifecycleContext['db'];

const applicantName = (order: Order) => `${order.applicantFirstName} ${order.applicantSurname}`.trim();

async function userOf(db: Db | Tx, id: number) {
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName, surname: users.surname, username: users.username })
    .from(users)
    .where(eq(users.id, id));
  if (!user) throw notFound('No such user.');
  return { ...user, name: `${user.firstName} ${user.surname}`.trim() || user.username };
}

async function companyOf(db: Db | Tx, clientId: number): Promise<string> {
  const [client] = await db.select({ name: clients.companyName }).from(clients).where(eq(clients.id, clientId));
  return client?.name ?? '';
}

const defaultSubject = (order: Order, company: string) =>
  `Your background check ${order.id}${company ? ` for ${company}` : ''}`;

/** What the contact dialog shows: who writes, to whom, about what (POST /utilities/get_applicant_contact). */
export async function applicantContact(db: Db, caller: Caller, order: Order) {
  const sender = await userOf(db, caller.id);
  return { Sender: sender.email, Recipient: order.applicantEmail, Subject: defaultSubject(order, await companyOf(db, order.clientId)) };
}

export interface ApplicantMessage {
  subject?: string;
  message: string;
}

/**
 * Mails a client user's message to the order's applicant and keeps it on the order. The recipient is the email on the
 * order and the reply-to the caller's own, whatever the request said.
 */
export async function messageApplicant(ctx: LifecycleContext, caller: Caller, orderId: number, input: ApplicantMessage) {
  const [problem] = contactProblems(input);
  if (problem) throw badRequest(problem.message);
  const message = input.message.trim();
  const asked = input.subject?.trim() ?? '';
  if (asked.length > ACTION_LIMITS.subject) throw badRequest(`The subject may be at most ${ACTION_LIMITS.subject} characters.`);

  return ctx.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, orderId);
    if (!order.applicantEmail) throw conflict('This order has no email address for the applicant: the message cannot be sent.');
    const sender = await userOf(tx, caller.id);
    const company = await companyOf(tx, order.clientId);
    const subject = asked || defaultSubject(order, company);
    const now = ctx.now();
    const [kept] = await tx
      .insert(orderMessages)
      .values({ orderId: order.id, senderUserId: caller.id, recipient: order.applicantEmail, replyTo: sender.email, subject, message, sentAt: now })
      .returning({ id: orderMessages.id });
    await tx.insert(orderHistory).values({
      orderId: order.id,
      at: now,
      userId: caller.id,
      action: 'order.message',
      before: {},
      after: { Recipient: order.applicantEmail, Subject: subject },
      note: message,
    });
    const signature = `${sender.name}${company ? `, ${company}` : ''}`;
    await enqueueMails(ctx.jobs, tx, [
      {
        key: `order-message-${kept.id}`,
        to: order.applicantEmail,
        replyTo: sender.email,
        template: 'applicantMessage',
        props: {
          brand: await clientBrand(tx, order.clientId),
          subject,
          firstName: order.applicantFirstName || applicantName(order),
          orderId: order.id,
          signature,
          message,
        },
      },
    ]);
    return { Outcome: CONTACT_MESSAGES.sent };
  });
}

export interface CancelRequest {
  /** The check to cancel; null for the whole order. */
  serviceId: string | null;
  reason: string;
  /** The individual's refund account (required of individuals, ignored for client users). */
  bank: Partial<Record<BankField, string>>;
}

/** The order's checks with their services' names, in order. */
function checksOf(tx: Tx, orderId: number) {
  return tx
    .select({
      id: orderServices.id,
      serviceId: orderServices.serviceId,
      service: services.serviceName,
      checkStatus: orderServices.checkStatus,
      delayReason: orderServices.delayReason,
      resultsLocation: orderServices.resultsLocation,
    })
    .from(orderServices)
    .innerJoin(services, eq(services.serviceId, orderServices.serviceId))
    .where(eq(orderServices.orderId, orderId))
    .orderBy(asc(orderServices.id));
}

type Check = Awaited<ReturnType<typeof checksOf>>[number];

/** Why the referees' answers of the order may not be downloaded now, as a sentence for a 409; null when they may. */
export async function refereeAnswersProblem(db: Db, order: Order): Promise<string | null> {
  if (downloadsEnded(order.status)) return 'This order is Closed: its results can no longer be downloaded.';
  const [check] = await db
    .select({ status: orderServices.checkStatus })
    .from(orderServices)
    .where(and(eq(orderServices.orderId, order.id), eq(orderServices.serviceId, REFERENCES_SERVICE)));
  if (!check) return `Order ${order.id} has no Reference Check.`;
  // The lifecycle's declaration decides (CHECK_STATUS_ACTIONS 'answers'), as it does for the page's button.
  if (!checkOffers(check.status, 'answers')) {
    if (check.status === 'Ready') return 'The Reference Check is Ready: its results hold the answers.';
    return `The referees' answers can be downloaded once the Reference Check is In review; it is ${check.status}.`;
  }
  return null;
}

/** Why the whole order may not be cancelled (portal §4), as a sentence for a 409; null when it may. */
function orderCancelProblem(order: Order, checks: readonly Check[]): string | null {
  if (FINAL_ORDER_STATUSES.includes(order.status)) return `Order ${order.id} is ${order.status}: it can no longer be cancelled.`;
  const flags = orderFlags(
    {
      status: order.status,
      submittedAt: order.submittedAt,
      adsFlag: order.adsFlag,
      awaitingEdit: order.awaitingEdit,
      checks: checks.map((c) => ({ checkStatus: c.checkStatus, resultsLocation: c.resultsLocation })),
    },
    true,
  );
  if (flags.cancelFlag === 'Y') return null;
  if (!checks.some((c) => c.checkStatus !== 'Cancelled')) return `Order ${order.id} has no check left to cancel.`;
  return `Order ${order.id} can no longer be cancelled: results are ready or a third party has supplied them.`;
}

/** Why this check may not be cancelled (portal §4 "Service actions"), as a sentence for a 409; null when it may. */
function checkCancelProblem(order: Order, check: Check): string | null {
  if (FINAL_ORDER_STATUSES.includes(order.status)) return `Order ${order.id} is ${order.status}: its checks can no longer be cancelled.`;
  if (check.checkStatus === 'Cancelled') return `${check.service} is already cancelled.`;
  if (checkCancelFlag(order.status, check.checkStatus, true) === 'N' || check.resultsLocation !== '') {
    return `${check.service} can no longer be cancelled: its results are ready or the third party has supplied them.`;
  }
  return serviceMoveProblem(
    { status: order.status, submitted: order.submittedAt !== null },
    { service: check.service, checkStatus: check.checkStatus, hasResults: check.resultsLocation !== '' },
    'Cancelled',
  );
}

/**
 * Cancels the order (every check not yet cancelled) or one check, as the caller asked (POST /orders/cancel): the
 * checks become Cancelled (their delays end), the order's status follows from its checks (the last check cancelled
 * cancels the order), the history records it with the reason, the request is kept (an individual's bank account
 * encrypted) and the caller gets a confirmation mail; the applicant and the client user who ordered are told when the
 * order's status changed. Answers the Outcome to show.
 */
export async function cancelFromPortal(
  ctx: LifecycleContext,
  cipher: FieldCipher,
  caller: Caller,
  orderId: number,
  request: CancelRequest,
): Promise<{ Outcome: string }> {
  const kind = caller.kind === 'individual' ? 'individual' : 'client';
  const [problem] = cancelProblems({ RefundReason: request.reason, ...request.bank }, kind);
  if (problem) throw badRequest(problem.message);
  const reason = request.reason.trim();
  const bank =
    kind === 'individual' ? Object.fromEntries(BANK_FIELDS.map((field) => [field, request.bank[field]?.trim() ?? ''])) : null;

  return ctx.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, orderId);
    const checks = await checksOf(tx, order.id);
    let targets: Check[];
    if (request.serviceId === null) {
      const refused = orderCancelProblem(order, checks);
      if (refused) throw conflict(refused);
      targets = checks.filter((c) => c.checkStatus !== 'Cancelled');
    } else {
      const check = checks.find((c) => c.serviceId === request.serviceId);
      if (!check) throw notFound(`Order ${order.id} has no check ${request.serviceId}.`);
      const refused = checkCancelProblem(order, check);
      if (refused) throw conflict(refused);
      targets = [check];
    }

    const now = ctx.now();
    for (const check of targets) {
      await tx
        .update(orderServices)
        .set({ checkStatus: 'Cancelled', delayReason: '', checkCompletion: now })
        .where(eq(orderServices.id, check.id));
      if (check.delayReason !== '') await changeDelay(tx, check.id, '', now);
    }
    const orderStatus = await statusNow(tx, order, order.holdReason);
    if (orderStatus !== order.status) await tx.update(orders).set({ status: orderStatus }).where(eq(orders.id, order.id));

    const statusesOf = (list: readonly Check[], to?: string) =>
      Object.fromEntries(list.map((c) => [`CheckStatus ${c.serviceId}`, to ?? c.checkStatus]));
    const [history] = await tx
      .insert(orderHistory)
      .values({
        orderId: order.id,
        at: now,
        userId: caller.id,
        action: request.serviceId === null ? 'order.cancel' : 'service.cancel',
        serviceId: request.serviceId ?? '',
        before: { orderStatus: order.status, ...statusesOf(targets) },
        after: { orderStatus, ...statusesOf(targets, 'Cancelled') },
        note: reason,
      })
      .returning({ id: orderHistory.id });
    await tx.insert(orderCancellations).values({
      orderId: order.id,
      serviceId: request.serviceId ?? '',
      userId: caller.id,
      clientType: kind,
      refundCategory: request.serviceId === null ? 'Order' : 'Service',
      refundReason: reason,
      bankDetails: bank ? cipher.seal(JSON.stringify(bank)) : null,
      cancelledAt: now,
    });

    const what =
      request.serviceId === null
        ? `Order ${order.id} has been cancelled.`
        : `${targets[0].service} of order ${order.id} has been cancelled.` +
          (orderStatus === 'Cancelled' ? ' It was the last open check: the order is now Cancelled.' : '');
    const refund = kind === 'individual' ? ' Any refund due will be paid into the bank account you gave.' : '';
    const outcome = what + refund;

    const me = await userOf(tx, caller.id);
    const brand = await clientBrand(tx, order.clientId);
    const mails: MailJob[] = [];
    if (me.email) {
      mails.push({
        key: `order-cancel-${history.id}-caller`,
        to: me.email,
        template: 'cancellation',
        props: { brand, firstName: me.firstName || me.name, orderId: order.id, applicant: applicantName(order), outcome, reason },
      });
    }
    await enqueueMails(ctx.jobs, tx, mails);
    if (orderStatus !== order.status) {
      const cause = { kind: 'cancel', what, by: me.name, reason } as const;
      await mailStatusChange(ctx, tx, order, orderStatus, history.id, cause, me.email);
    }
    return { Outcome: outcome };
  });
}

/**
 * The cancellations asked on an order, for the back office only (GET /backoffice/orders/:orderId): an individual's
 * refund account decrypted here and nowhere else. A value that no longer opens (the field key changed) says so rather
 * than failing the whole order page.
 */
export async function cancellationsOf(db: Db, cipher: FieldCipher, orderId: number) {
  const rows = await db
    .select({
      At: wireDateTimeSql(orderCancellations.cancelledAt),
      User: users.username,
      ServiceID: orderCancellations.serviceId,
      ClientType: orderCancellations.clientType,
      RefundReason: orderCancellations.refundReason,
      bankDetails: orderCancellations.bankDetails,
    })
    .from(orderCancellations)
    .innerJoin(users, eq(users.id, orderCancellations.userId))
    .where(eq(orderCancellations.orderId, orderId))
    .orderBy(desc(orderCancellations.cancelledAt), desc(orderCancellations.id));
  return rows.map(({ bankDetails, ...row }) => {
    let bank: Partial<Record<BankField, string>> = {};
    if (bankDetails) {
      try {
        bank = JSON.parse(cipher.open(bankDetails)) as Partial<Record<BankField, string>>;
      } catch {
        bank = { Bank: 'Cannot be read with this server\'s FIELD_KEY' };
      }
    }
    return { ...row, Bank: bank.Bank ?? '', AccountName: bank.AccountName ?? '', Bsb: bank.Bsb ?? '', AccountNumber: bank.AccountNumber ?? '' };
  });
}
