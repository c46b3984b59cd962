// Retention (issue 32 item 5, server/domain/retention.ts): a Closed order's documents, results (files and detail),
// summary report and referee answers are purged by the job queue RETENTION_MONTHS after it closed (the injected
// clock decides), its facts kept and a record left; a legal hold stops it; operators see what is due; a purged file
// is answered with the notice, not a broken link; two runs at once purge once.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { orderDocuments, orderHistory, orders, orderServices, retentionPurges } from '../../server/db/schema';
import { PURGE_CLOSED_ORDERS } from '../../server/jobs/work';
import { purgeDueOrders } from '../../server/domain/retention';
import { uploadsDir } from '../../server/storage';
import { createFileStore } from '../../server/storage-config';
import { retentionNotice } from '../../src/engine/retention';
import { bearer, createTestApp, type TestApp } from './harness';

let t: TestApp;
let operator: { token: string; userId: number };
let client: { token: string; userId: number };
/** Orders of the seed that have stored files (results, reports, documents) on the disk store. */
let withFiles: number[];
const DAY = 86_400_000;
beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await t.signInDemo('operator', 'client'));
  const rows = await t.database.db.execute(sql`select order_id from order_documents group by order_id having count(*) >= 1 order by order_id limit 5`);
  withFiles = ((rows as unknown as { rows: Array<{ order_id: number }> }).rows).map((r) => r.order_id);
  expect(withFiles.length).toBe(5);
});
afterAll(() => t.close());

const closeOrder = (id: number, daysAgo: number) =>
  t.database.db.update(orders).set({ status: 'Closed', closedAt: new Date(t.clock.now.getTime() - daysAgo * DAY) }).where(eq(orders.id, id));
const filesOf = async (id: number) => t.database.db.select().from(orderDocuments).where(eq(orderDocuments.orderId, id));
const onDisk = (location: string) => existsSync(path.join(uploadsDir(t.config.dataDir), location));
const backofficeOrder = (id: number) => t.app.inject({ method: 'GET', url: `/api/backoffice/orders/${id}`, headers: bearer(operator.token) });
const legalHold = (token: string, orderID: number, Hold: 'Y' | 'N', Reason: string) =>
  t.app.inject({ method: 'POST', url: '/api/backoffice/orders/legal_hold', headers: bearer(token), payload: { orderID, Hold, Reason } });
const runPurge = async () => {
  await t.app.jobs.enqueue(t.database.db, PURGE_CLOSED_ORDERS, [{ data: {} }]);
  await t.settle();
};

describe('retention of Closed orders', () => {
  it('purges what is due after the period, keeps the facts and a record, and leaves held and recent orders alone', async () => {
    const [due, recent, held] = withFiles;
    await closeOrder(due, 400); // 13 months and more
    await closeOrder(recent, 330); // under 12 months
    await closeOrder(held, 400);
    expect((await legalHold(operator.token, held, 'Y', '   ')).statusCode).toBe(400);
    const hold = await legalHold(operator.token, held, 'Y', 'Subpoena 2026/114: keep every record');
    expect(hold.statusCode, hold.body).toBe(200);
    expect((await legalHold(client.token, held, 'N', 'no')).statusCode).toBe(403);

    // Due for deletion: both old orders, the held one with its hold; not the recent one.
    const list = await t.app.inject({ method: 'GET', url: '/api/backoffice/retention', headers: bearer(operator.token) });
    expect(list.statusCode).toBe(200);
    const listed = list.json().rows as Array<{ orderID: number; client: string; legalHoldReason: string }>;
    expect(listed.find((r) => r.orderID === due)?.legalHoldReason).toBe('');
    const companies = await t.database.db.execute(sql`select c.company_name as company from orders o join clients c on c.id = o.client_id where o.id = ${due}`);
    const [{ company }] = (companies as unknown as { rows: Array<{ company: string }> }).rows;
    expect(listed.find((r) => r.orderID === due)?.client).toBe(company);
    expect(listed.find((r) => r.orderID === held)?.legalHoldReason).toBe('Subpoena 2026/114: keep every record');
    expect(listed.some((r) => r.orderID === recent)).toBe(false);
    expect(list.json().months).toBe(12);

    const [factsBefore] = await t.database.db.select().from(orders).where(eq(orders.id, due));
    const checksBefore = await t.database.db.select().from(orderServices).where(eq(orderServices.orderId, due));
    const dueFiles = await filesOf(due);
    expect(dueFiles.every((f) => onDisk(f.location))).toBe(true);
    const keptFiles = [...(await filesOf(recent)), ...(await filesOf(held))];

    await runPurge();

    // Gone: every file of the due order, from the store too; its results' detail.
    expect((await filesOf(due)).every((f) => f.purgedAt !== null)).toBe(true);
    expect(dueFiles.some((f) => onDisk(f.location))).toBe(false);
    const checksAfter = await t.database.db.select().from(orderServices).where(eq(orderServices.orderId, due));
    expect(checksAfter.every((c) => c.resultsScore === '' && c.creditScore === null && c.fraudScore === null)).toBe(true);
    // Kept: who, which checks, statuses, dates.
    const [factsAfter] = await t.database.db.select().from(orders).where(eq(orders.id, due));
    expect({ ...factsAfter, purgedAt: null, updatedAt: null }).toEqual({ ...factsBefore, purgedAt: null, updatedAt: null });
    expect(checksAfter.map((c) => [c.serviceId, c.checkStatus, c.checkStart, c.checkCompletion])).toEqual(
      checksBefore.map((c) => [c.serviceId, c.checkStatus, c.checkStart, c.checkCompletion]),
    );
    // The record: what went, when and why; and the order's history says so.
    const [record] = await t.database.db.select().from(retentionPurges).where(eq(retentionPurges.orderId, due));
    expect(record.purgedAt.getTime()).toBe(t.clock.now.getTime());
    expect(record.reason).toMatch(/^Retention policy: 12 months after the order closed on \d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(record.items.map((i) => i.name)).toEqual(expect.arrayContaining(dueFiles.map((f) => f.docName)));
    expect(record.filesRemovedAt).not.toBeNull();
    const history = await t.database.db.select().from(orderHistory).where(and(eq(orderHistory.orderId, due), eq(orderHistory.action, 'order.purge')));
    expect(history).toHaveLength(1);

    // Untouched: the recent order and the held one, files and all.
    for (const id of [recent, held]) {
      expect((await t.database.db.select().from(orders).where(eq(orders.id, id)))[0].purgedAt).toBeNull();
      expect((await filesOf(id)).every((f) => f.purgedAt === null)).toBe(true);
    }
    expect(keptFiles.every((f) => onDisk(f.location))).toBe(true);

    // The page that showed the files says what happened instead; the file itself answers the notice.
    const page = await backofficeOrder(due);
    expect(page.json().retention).toMatchObject({ notice: retentionNotice(t.clock.now), dueDate: '' });
    const download = await t.app.inject({ method: 'POST', url: '/api/utilities/download_image', headers: bearer(operator.token), payload: { url: dueFiles[0].location } });
    expect(download.statusCode).toBe(410);
    expect(download.json().errorMessage).toBe(`${retentionNotice(t.clock.now)}.`);
    expect((await backofficeOrder(held)).json().retention).toMatchObject({ legalHoldReason: 'Subpoena 2026/114: keep every record', legalHoldBy: 'operator', notice: '' });
  });

  it('purges a held order once its hold is lifted, and a purged order cannot be held', async () => {
    const held = withFiles[2];
    expect((await legalHold(operator.token, held, 'N', '')).statusCode).toBe(200);
    await runPurge();
    expect((await t.database.db.select().from(orders).where(eq(orders.id, held)))[0].purgedAt).not.toBeNull();
    const refused = await legalHold(operator.token, held, 'Y', 'Too late');
    expect(refused.statusCode).toBe(409);
  });

  it('does nothing more when run again, or twice at once', async () => {
    const [, , , a, b] = withFiles;
    await closeOrder(a, 400);
    await closeOrder(b, 400);
    const context = { db: t.database.db, files: createFileStore(t.config), now: () => t.clock.now, months: t.config.retentionMonths };
    const runs = await Promise.all([purgeDueOrders(context), purgeDueOrders(context)]);
    expect(runs.flat().sort()).toEqual([a, b].sort());
    await runPurge();
    const records = await t.database.db.select().from(retentionPurges).where(inArray(retentionPurges.orderId, [a, b]));
    expect(records).toHaveLength(2);
    const history = await t.database.db.select().from(orderHistory).where(and(inArray(orderHistory.orderId, [a, b]), eq(orderHistory.action, 'order.purge')));
    expect(history).toHaveLength(2);
  });

  it('stamps the closing date when an order becomes Closed, whoever closes it', async () => {
    const [order] = await t.database.db.select().from(orders).where(eq(orders.status, 'Completed')).limit(1);
    await t.database.db.update(orders).set({ status: 'Closed' }).where(eq(orders.id, order.id));
    const [closed] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(closed.closedAt).not.toBeNull();
  });
});
