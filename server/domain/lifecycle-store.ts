// The operator's changes to an order (the back office): move a check, hold or release the order, publish a result,
// complete the order with its summary report.
// Each runs in one transaction holding the order's row lock, so two operators acting at once act one after the other,
// and it writes together: the change, the delay it starts or ends, the order status that follows
// (src/engine/lifecycle.ts), the history row (who, when, what, before and after), and the mails that say the status
// changed (through the job queue: committed with the rows, or not at all). A refused change throws before anything is
// written.
import { Readable } from 'node:stream';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import { orderDocuments, orderHistory, orders, orderServices, serviceDelays, services, users } from '../db/schema';
import { badRequest, conflict, notFound } from '../http';
import { enqueueMails, type MailJob } from '../jobs/enqueue';
import type { JobQueue } from '../jobs/queue';
import type { Config } from '../config';
import { CONTENT_TYPES, MAX_UPLOAD_BYTES } from '../../src/engine/files';
import type { FileStore } from '../storage';
import { completeProblem, delayAfter, holdProblem, orderStatusFrom, resultsProblem, serviceMoveProblem } from '../../src/engine/lifecycle';
import { summaryReportModel } from './lifecycle-report';
import { adsFlagsOfOrder } from './deals-store';
import { renderSummaryReport } from '../pdf/summary-report';
import { clientBrand } from './mail-brand';
import type { StatusCause } from '../mails/status-reason';

type Order = typeof orders.$inferSelect;

export interface LifecycleContext {
  db: Db;
  jobs: JobQueue;
  config: Config;
  files: FileStore;
  now: () => Date;
}

/** Who acts: the operator's user id. */
export interface Actor {
  id: number;
}

export interface CheckMove {
  orderId: number;
  serviceId: string;
  to: string;
  /** A delay cause, '' to end the delay, undefined to keep it. */
  delayReason?: string;
  note?: string;
}

/** A summary report is a few pages; the upload limit is far above it and keeps the store's bound. */
const MAX_REPORT_BYTES = MAX_UPLOAD_BYTES;

/** The spec's words when a reason is missing (order-and-application §5, the cancel reason). */
export const REASON_REQUIRED = 'Please write a reason';

export async function lockedOrder(tx: Tx, orderId: number): Promise<Order> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound('No such order.');
  return order;
}

/** The order's check of this service, with the service's name; 404 when the order has none. */
export async function checkOf(tx: Tx, orderId: number, serviceId: string) {
  const [check] = await tx
    .select({ row: orderServices, service: services.serviceName })
    .from(orderServices)
    .innerJoin(services, eq(services.serviceId, orderServices.serviceId))
    .where(and(eq(orderServices.orderId, orderId), eq(orderServices.serviceId, serviceId)))
    .orderBy(asc(orderServices.id))
    .limit(1);
  if (!check) throw notFound(`Order ${orderId} has no check ${serviceId}.`);
  return check;
}

/**
 * The order's status from its checks and holds, as they are now inside the transaction. `awaitingEdit` defaults to the
 * order's own (a rejection or an edit passes what it is about to write).
 */
export async function statusNow(tx: Tx, order: Order, holdReason: string, awaitingEdit = order.awaitingEdit): Promise<string> {
  const checks = await tx
    .select({ checkStatus: orderServices.checkStatus })
    .from(orderServices)
    .where(eq(orderServices.orderId, order.id))
    .orderBy(asc(orderServices.id));
  return orderStatusFrom({
    status: order.status,
    submitted: order.submittedAt !== null,
    holdReason,
    awaitingEdit,
    reportExists: order.reportLocation !== '',
    checkStatuses: checks.map((c) => c.checkStatus),
  });
}

/** Moves one check of an order; answers the order's and the check's state afterwards. */
export async function moveCheck(ctx: LifecycleContext, actor: Actor, move: CheckMove) {
  return ctx.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, move.orderId);
    const check = await checkOf(tx, order.id, move.serviceId);
    const from = check.row;

    const problem = serviceMoveProblem(
      { status: order.status, submitted: order.submittedAt !== null },
      { service: check.service, checkStatus: from.checkStatus, hasResults: from.resultsLocation !== '' },
      move.to,
    );
    if (problem) throw conflict(problem);

    const delayReason = delayAfter(from.delayReason, move.delayReason, move.to);
    const moved = move.to !== from.checkStatus;
    const note = move.note?.trim() ?? '';
    const answer = { orderStatus: order.status, CheckStatus: from.checkStatus, DelayReason: from.delayReason };
    if (!moved && delayReason === from.delayReason && note === '') return answer;

    const now = ctx.now();
    await tx
      .update(orderServices)
      .set({
        checkStatus: move.to,
        delayReason,
        // A check starts when it first leaves Open, and is complete when it is done.
        ...(from.checkStart === null && move.to !== 'Open' ? { checkStart: now } : {}),
        ...(moved && (move.to === 'Ready' || move.to === 'Cancelled') ? { checkCompletion: now } : {}),
      })
      .where(eq(orderServices.id, from.id));
    if (delayReason !== from.delayReason) await changeDelay(tx, from.id, delayReason, now);

    const orderStatus = await statusNow(tx, order, order.holdReason);
    if (orderStatus !== order.status) await tx.update(orders).set({ status: orderStatus }).where(eq(orders.id, order.id));

    const [history] = await tx
      .insert(orderHistory)
      .values({
        orderId: order.id,
        at: now,
        userId: actor.id,
        action: 'service.status',
        serviceId: move.serviceId,
        before: { CheckStatus: from.checkStatus, DelayReason: from.delayReason, orderStatus: order.status },
        after: { CheckStatus: move.to, DelayReason: delayReason, orderStatus },
        note,
      })
      .returning({ id: orderHistory.id });
    if (orderStatus !== order.status) {
      const cause = { kind: 'check', service: check.service, from: from.checkStatus, to: move.to, delayReason } as const;
      await mailStatusChange(ctx, tx, order, orderStatus, history.id, cause);
    }
    return { orderStatus, CheckStatus: move.to, DelayReason: delayReason };
  });
}

export interface PublishedResult {
  orderId: number;
  serviceId: string;
  resultsScore: 'Clear' | 'Consider';
  creditScore: number | null;
  fraudScore: number | null;
  /** The PDF, already kept in the file store. */
  file: { location: string; sizeBytes: number };
}

/**
 * Publishes a provider's result on a check: the file becomes one of the order's files (kind 'result', served by the
 * one download call under its rules), and the check becomes Ready with its scores, its delay ended.
 */
export async function publishResult(ctx: LifecycleContext, actor: Actor, result: PublishedResult) {
  return ctx.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, result.orderId);
    const check = await checkOf(tx, order.id, result.serviceId);
    const from = check.row;
    const problem = resultsProblem(order.status, { service: check.service, checkStatus: from.checkStatus, hasResults: from.resultsLocation !== '' });
    if (problem) throw conflict(problem);

    const now = ctx.now();
    await tx.insert(orderDocuments).values({
      orderId: order.id,
      docId: `RESULT-${result.serviceId}`,
      docName: `${check.service} result`,
      kind: 'result',
      location: result.file.location,
      mimeType: CONTENT_TYPES.pdf,
      sizeBytes: result.file.sizeBytes,
      stage: 'Results',
      uploadedByUserId: actor.id,
      uploadedAt: now,
    });
    await tx
      .update(orderServices)
      .set({
        checkStatus: 'Ready',
        delayReason: '',
        resultsLocation: result.file.location,
        resultsScore: result.resultsScore,
        creditScore: result.creditScore,
        fraudScore: result.fraudScore,
        checkStart: from.checkStart ?? now,
        checkCompletion: now,
      })
      .where(eq(orderServices.id, from.id));
    if (from.delayReason !== '') await changeDelay(tx, from.id, '', now);

    const orderStatus = await statusNow(tx, order, order.holdReason);
    if (orderStatus !== order.status) await tx.update(orders).set({ status: orderStatus }).where(eq(orders.id, order.id));
    const scores: Record<string, string> =
      result.creditScore === null ? {} : { CreditScore: String(result.creditScore), FraudScore: String(result.fraudScore) };
    const [history] = await tx
      .insert(orderHistory)
      .values({
        orderId: order.id,
        at: now,
        userId: actor.id,
        action: 'service.results',
        serviceId: result.serviceId,
        before: { CheckStatus: from.checkStatus, ResultsScore: from.resultsScore, orderStatus: order.status },
        after: { CheckStatus: 'Ready', ResultsScore: result.resultsScore, ...scores, ResultsLocation: result.file.location, orderStatus },
        note: '',
      })
      .returning({ id: orderHistory.id });
    if (orderStatus !== order.status) {
      await mailStatusChange(ctx, tx, order, orderStatus, history.id, { kind: 'result', service: check.service });
    }
    return { CheckStatus: 'Ready', ResultsLocation: result.file.location };
  });
}

/**
 * Completes the order: draws its summary report, keeps it as one of the order's files (kind 'report', served by the
 * one download call under its rules), and the order becomes Completed with its reportLocation. The report is drawn
 * inside the transaction, so it shows the checks exactly as they are when the order completes.
 */
export async function completeOrder(ctx: LifecycleContext, actor: Actor, orderId: number) {
  let kept: string | null = null;
  try {
    return await ctx.db.transaction(async (tx) => {
      const order = await lockedOrder(tx, orderId);
      const checks = await tx
        .select({ service: services.serviceName, checkStatus: orderServices.checkStatus })
        .from(orderServices)
        .innerJoin(services, eq(services.serviceId, orderServices.serviceId))
        .where(eq(orderServices.orderId, order.id))
        .orderBy(asc(orderServices.id));
      const problem = completeProblem(order.status, checks);
      if (problem) throw conflict(problem);

      const now = ctx.now();
      const pdf = await renderSummaryReport(await summaryReportModel(tx, ctx.config, order.id, now));
      const received = await ctx.files.receive(Readable.from([pdf]), MAX_REPORT_BYTES);
      const location = await ctx.files.keep(received, 'pdf');
      kept = location;
      await tx.insert(orderDocuments).values({
        orderId: order.id,
        docId: 'SUMMARY-REPORT',
        docName: 'Summary report',
        kind: 'report',
        location,
        mimeType: CONTENT_TYPES.pdf,
        sizeBytes: pdf.length,
        stage: 'Results',
        uploadedByUserId: actor.id,
        uploadedAt: now,
      });
      const orderStatus = orderStatusFrom({
        status: order.status,
        submitted: order.submittedAt !== null,
        holdReason: order.holdReason,
        awaitingEdit: order.awaitingEdit,
        reportExists: true,
        checkStatuses: checks.map((c) => c.checkStatus),
      });
      await tx.update(orders).set({ status: orderStatus, reportLocation: location, completedAt: now }).where(eq(orders.id, order.id));
      // A credit result with scores makes the completed order offer deals, unless its client switched promotions off.
      await adsFlagsOfOrder(tx, order.id);
      const [history] = await tx
        .insert(orderHistory)
        .values({
          orderId: order.id,
          at: now,
          userId: actor.id,
          action: 'order.complete',
          before: { orderStatus: order.status, reportLocation: order.reportLocation },
          after: { orderStatus, reportLocation: location },
          note: '',
        })
        .returning({ id: orderHistory.id });
      if (orderStatus !== order.status) await mailStatusChange(ctx, tx, order, orderStatus, history.id, { kind: 'complete' });
      return { orderStatus, reportLocation: location };
    });
  } catch (error) {
    // The rows were not written: the report file must not stay behind.
    if (kept !== null) await ctx.files.remove(kept);
    throw error;
  }
}

/** Ends the check's current delay and starts the new one ('' for none): each delay keeps its start and end. */
export async function changeDelay(tx: Tx, orderServiceId: number, cause: string, now: Date): Promise<void> {
  await tx
    .update(serviceDelays)
    .set({ endedAt: now })
    .where(and(eq(serviceDelays.orderServiceId, orderServiceId), isNull(serviceDelays.endedAt)));
  if (cause !== '') await tx.insert(serviceDelays).values({ orderServiceId, cause, startedAt: now });
}

/** Holds the order with a reason, or releases it; answers its status afterwards. */
export async function holdOrder(ctx: LifecycleContext, actor: Actor, orderId: number, hold: boolean, reason: string) {
  const why = reason.trim();
  if (hold && why === '') throw badRequest(REASON_REQUIRED);
  return ctx.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, orderId);
    const problem = holdProblem(order.status);
    if (problem) throw conflict(problem);

    const holdReason = hold ? why : '';
    if (holdReason === order.holdReason) return { orderStatus: order.status };
    const orderStatus = await statusNow(tx, order, holdReason);
    await tx.update(orders).set({ holdReason, status: orderStatus }).where(eq(orders.id, order.id));
    const [history] = await tx
      .insert(orderHistory)
      .values({
        orderId: order.id,
        at: ctx.now(),
        userId: actor.id,
        action: hold ? 'order.hold' : 'order.release',
        before: { orderStatus: order.status, HoldReason: order.holdReason },
        after: { orderStatus, HoldReason: holdReason },
        note: why,
      })
      .returning({ id: orderHistory.id });
    if (orderStatus !== order.status) {
      await mailStatusChange(ctx, tx, order, orderStatus, history.id, hold ? { kind: 'hold', reason: why } : { kind: 'release' });
    }
    return { orderStatus };
  });
}

/**
 * Tells the applicant and the client user who ordered that the order's status changed, and why (`cause`: what the
 * server knows at the moment of the change), keyed by the history row so each is sent once. Enqueued in the change's
 * transaction.
 */
export async function mailStatusChange(
  ctx: LifecycleContext,
  tx: Tx,
  order: Order,
  status: string,
  historyId: number,
  cause: StatusCause,
  /** Someone who is told otherwise (the caller who cancelled gets their own confirmation): not mailed here. */
  except?: string,
) {
  const applicant = `${order.applicantFirstName} ${order.applicantSurname}`.trim();
  const brand = await clientBrand(tx, order.clientId);
  const facts = { brand, orderId: order.id, applicant, status, cause };
  const mails: MailJob[] = [];
  if (order.applicantEmail) {
    mails.push({
      key: `order-status-${historyId}-applicant`,
      to: order.applicantEmail,
      template: 'statusChange',
      props: { ...facts, audience: 'applicant', firstName: order.applicantFirstName || applicant },
    });
  }
  const orderer = await ordererOf(tx, order);
  if (orderer) {
    mails.push({
      key: `order-status-${historyId}-client`,
      to: orderer.email,
      template: 'statusChange',
      props: { ...facts, audience: 'client', firstName: orderer.firstName },
    });
  }
  const skip = except?.trim().toLowerCase();
  await enqueueMails(ctx.jobs, tx, skip ? mails.filter((mail) => mail.to.trim().toLowerCase() !== skip) : mails);
}

/** The client user who ordered, while their account lasts and has an email address. */
export async function ordererOf(tx: Tx, order: Order): Promise<{ email: string; firstName: string } | null> {
  if (order.orderedByUserId === null) return null;
  const [orderer] = await tx
    .select({ email: users.email, firstName: users.firstName, username: users.username })
    .from(users)
    .where(and(eq(users.id, order.orderedByUserId), isNull(users.deletedAt)));
  return orderer?.email ? { email: orderer.email, firstName: orderer.firstName || orderer.username } : null;
}
