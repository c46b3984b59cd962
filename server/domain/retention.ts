// Retention (issue 32 item 5): a Closed order's documents, results (files and detail), summary report and referee
// answers are purged RETENTION_MONTHS after it closed, unless an operator put it under a legal hold. The order's facts
// (who, which checks, statuses, dates) stay; retention_purges records what went, when and why, and the order's
// history says it too.
//
// Safe to run twice or on two servers at once: each order is purged in one transaction that locks the order row and
// checks again that it is due, so a second run finds it purged and does nothing. The stored files are removed after
// that commit (a file removed and then a rollback would leave the order pointing at nothing); their list is in the
// record, and a run first finishes any record whose files are not all gone (a crash between the two).
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import {
  clients,
  orderDocuments,
  orderHistory,
  orderRejections,
  orders,
  orderServices,
  refereeAnswers,
  referees,
  retentionPurges,
  services,
  users,
  type PurgedItem,
} from '../db/schema';
import type { FileStore } from '../storage';
import { badRequest, conflict } from '../http';
import { lockedOrder, REASON_REQUIRED, type Actor } from './lifecycle-store';
import { longDate, retentionNotice } from '../../src/engine/retention';
import { wireDateTime } from './application-format';

export interface RetentionContext {
  db: Db;
  files: FileStore;
  now: () => Date;
  /** RETENTION_MONTHS. */
  months: number;
}

/** Orders purged per transaction batch of a run (a run continues until none is due). */
const BATCH = 50;

/** The day an order's files are due for deletion: its closing day plus the period, as PostgreSQL adds months. */
const dueAt = (months: number) => sql<Date>`${orders.closedAt} + make_interval(months => ${months}::int)`;

/** Closed, not yet purged, not held, and its period over. */
const isDue = (months: number, now: Date) =>
  and(
    eq(orders.status, 'Closed'),
    isNull(orders.purgedAt),
    eq(orders.legalHoldReason, ''),
    isNotNull(orders.closedAt),
    sql`${dueAt(months)} <= ${now.toISOString()}::timestamptz`,
  );

/** Purges every order that is due and finishes earlier purges' file removals; answers the orders purged now. */
export async function purgeDueOrders(ctx: RetentionContext): Promise<number[]> {
  await finishFileRemovals(ctx);
  const purged: number[] = [];
  const tried = new Set<number>();
  for (;;) {
    const due = (await ctx.db.select({ id: orders.id }).from(orders).where(isDue(ctx.months, ctx.now())).orderBy(asc(orders.id)).limit(BATCH))
      .map((o) => o.id)
      .filter((id) => !tried.has(id));
    if (due.length === 0) break;
    for (const orderId of due) {
      tried.add(orderId);
      const files = await ctx.db.transaction((tx) => purgeOrder(tx, ctx, orderId));
      if (files === null) continue;
      purged.push(orderId);
      await removeFiles(ctx, orderId, files);
    }
  }
  return purged;
}

/** Records whose files were not all removed (the process stopped between the commit and the removal). */
async function finishFileRemovals(ctx: RetentionContext): Promise<void> {
  const pending = await ctx.db.select().from(retentionPurges).where(isNull(retentionPurges.filesRemovedAt));
  for (const record of pending) await removeFiles(ctx, record.orderId, record.files);
}

/** Removes the files from the store (both back ends ignore a file already gone), then says so on the record. */
async function removeFiles(ctx: RetentionContext, orderId: number, locations: string[]): Promise<void> {
  for (const location of locations) await ctx.files.remove(location);
  await ctx.db
    .update(retentionPurges)
    .set({ filesRemovedAt: ctx.now() })
    .where(and(eq(retentionPurges.orderId, orderId), isNull(retentionPurges.filesRemovedAt)));
}

/**
 * One order's purge, in the caller's transaction: null when, with the order locked, it is no longer due (purged by
 * another run, held, reopened); else the stored files to remove once the transaction commits.
 */
async function purgeOrder(tx: Tx, ctx: RetentionContext, orderId: number): Promise<string[] | null> {
  const now = ctx.now();
  await lockedOrder(tx, orderId);
  const [order] = await tx.select().from(orders).where(and(eq(orders.id, orderId), isDue(ctx.months, now)));
  if (!order) return null;

  const documents = await tx.select().from(orderDocuments).where(and(eq(orderDocuments.orderId, orderId), isNull(orderDocuments.purgedAt)));
  const waiting = await tx
    .select({ location: orderRejections.uploadLocation })
    .from(orderRejections)
    .where(and(eq(orderRejections.orderId, orderId), isNotNull(orderRejections.uploadLocation)));
  const checks = await tx
    .select({ id: orderServices.id, name: services.serviceName, score: orderServices.resultsScore, credit: orderServices.creditScore, fraud: orderServices.fraudScore })
    .from(orderServices)
    .innerJoin(services, eq(services.serviceId, orderServices.serviceId))
    .where(eq(orderServices.orderId, orderId))
    .orderBy(asc(orderServices.id));
  const answered = await tx
    .select({ refereeId: refereeAnswers.refereeId })
    .from(refereeAnswers)
    .innerJoin(referees, eq(referees.id, refereeAnswers.refereeId))
    .where(eq(referees.orderId, orderId))
    .orderBy(asc(referees.tableId));

  const items: PurgedItem[] = [
    ...documents.map((d): PurgedItem => ({ kind: d.kind === 'result' || d.kind === 'report' ? d.kind : 'document', name: d.docName })),
    ...waiting.map((): PurgedItem => ({ kind: 'document', name: 'A corrected document not yet sent' })),
    ...checks.filter((c) => c.score !== '' || c.credit !== null || c.fraud !== null).map((c): PurgedItem => ({ kind: 'result detail', name: c.name })),
    ...answered.map((_, i): PurgedItem => ({ kind: 'referee answers', name: `Referee ${i + 1}` })),
  ];
  const files = [...documents.map((d) => d.location), ...waiting.map((w) => w.location!)];
  const reason = `Retention policy: ${ctx.months} month${ctx.months === 1 ? '' : 's'} after the order closed on ${longDate(order.closedAt!)}`;

  await tx.update(orderDocuments).set({ purgedAt: now }).where(and(eq(orderDocuments.orderId, orderId), isNull(orderDocuments.purgedAt)));
  await tx
    .update(orderRejections)
    .set({ uploadDocId: null, uploadLocation: null, uploadMimeType: null, uploadSizeBytes: null })
    .where(eq(orderRejections.orderId, orderId));
  await tx.update(orderServices).set({ resultsScore: '', creditScore: null, fraudScore: null }).where(eq(orderServices.orderId, orderId));
  if (answered.length > 0) {
    await tx
      .update(refereeAnswers)
      .set({ answers: [], ip: '', claimedIp: '', userAgent: '' })
      .where(inArray(refereeAnswers.refereeId, answered.map((a) => a.refereeId)));
  }
  await tx.update(orders).set({ purgedAt: now }).where(eq(orders.id, orderId));
  await tx.insert(retentionPurges).values({ orderId, purgedAt: now, reason, items, files, filesRemovedAt: files.length === 0 ? now : null });
  await tx.insert(orderHistory).values({ orderId, at: now, userId: null, action: 'order.purge', before: {}, after: { Deleted: String(items.length) }, note: reason });
  return files;
}

/** Puts the order under a legal hold (with its reason) or lifts it; the order's history records either. */
export async function setLegalHold(db: Db, now: () => Date, actor: Actor, orderId: number, hold: boolean, reason: string) {
  const why = reason.trim();
  if (hold && why === '') throw badRequest(REASON_REQUIRED);
  return db.transaction(async (tx) => {
    const order = await lockedOrder(tx, orderId);
    if (order.purgedAt) throw conflict(`This order's files and answers were already deleted on ${longDate(order.purgedAt)}: there is nothing left to hold.`);
    const legalHoldReason = hold ? why : '';
    if (legalHoldReason !== order.legalHoldReason) {
      const at = now();
      await tx
        .update(orders)
        .set({ legalHoldReason, legalHoldAt: hold ? at : null, legalHoldUserId: hold ? actor.id : null })
        .where(eq(orders.id, orderId));
      await tx.insert(orderHistory).values({
        orderId,
        at,
        userId: actor.id,
        action: hold ? 'order.legal_hold' : 'order.legal_release',
        before: { LegalHold: order.legalHoldReason },
        after: { LegalHold: legalHoldReason },
        note: why,
      });
    }
    return { legalHoldReason };
  });
}

/** What the back office's order page says of retention. */
export interface OrderRetention {
  closedDate: string;
  /** When the files are due for deletion ('' while the order is not Closed, or once purged). */
  dueDate: string;
  legalHoldReason: string;
  legalHoldDate: string;
  legalHoldBy: string;
  /** When retention deleted the order's files and answers, '' while they are kept. */
  deletedDate: string;
  /** What pages show in place of what went ('Deleted on 3 March 2027 under the retention policy'), '' while kept. */
  notice: string;
  reason: string;
  items: PurgedItem[];
}

export async function orderRetention(db: Db, months: number, orderId: number): Promise<OrderRetention> {
  const [row] = await db
    .select({
      closedAt: orders.closedAt,
      status: orders.status,
      due: dueAt(months),
      purgedAt: orders.purgedAt,
      legalHoldReason: orders.legalHoldReason,
      legalHoldAt: orders.legalHoldAt,
      legalHoldBy: users.username,
      reason: retentionPurges.reason,
      items: retentionPurges.items,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.legalHoldUserId))
    .leftJoin(retentionPurges, eq(retentionPurges.orderId, orders.id))
    .where(eq(orders.id, orderId));
  const purged = row.purgedAt !== null;
  return {
    closedDate: row.status === 'Closed' ? wireDateTime(row.closedAt) : '',
    dueDate: row.status === 'Closed' && !purged && row.due ? wireDateTime(new Date(row.due)) : '',
    legalHoldReason: row.legalHoldReason,
    legalHoldDate: wireDateTime(row.legalHoldAt),
    legalHoldBy: row.legalHoldBy ?? '',
    deletedDate: wireDateTime(row.purgedAt),
    notice: row.purgedAt ? retentionNotice(row.purgedAt) : '',
    reason: row.reason ?? '',
    items: row.items ?? [],
  };
}

/** Days ahead the Due for deletion list looks, beside the orders already due. */
export const DUE_WITHIN_DAYS = 30;

/** Closed orders not yet purged whose files are due within DUE_WITHIN_DAYS (or overdue, held ones included), with their client. */
export async function dueForDeletion(db: Db, months: number, now: Date, page: { offset: number; limit: number }) {
  const horizon = new Date(now.getTime() + DUE_WITHIN_DAYS * 86_400_000);
  const where = and(
    eq(orders.status, 'Closed'),
    isNull(orders.purgedAt),
    isNotNull(orders.closedAt),
    sql`${dueAt(months)} <= ${horizon.toISOString()}::timestamptz`,
  );
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where);
  const rows = await db
    .select({
      orderID: orders.id,
      client: clients.companyName,
      first: orders.applicantFirstName,
      surname: orders.applicantSurname,
      closedAt: orders.closedAt,
      due: dueAt(months),
      legalHoldReason: orders.legalHoldReason,
    })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(where)
    .orderBy(asc(dueAt(months)), asc(orders.id))
    .offset(page.offset)
    .limit(page.limit);
  return {
    total,
    months,
    rows: rows.map((r) => ({
      orderID: r.orderID,
      client: r.client,
      applicant: `${r.first} ${r.surname}`.trim(),
      closedDate: wireDateTime(r.closedAt),
      dueDate: wireDateTime(new Date(r.due)),
      legalHoldReason: r.legalHoldReason,
    })),
  };
}
