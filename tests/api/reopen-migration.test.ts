// Migration 0018 on orders stranded before the fix of issue 29: an order "In progress" whose application was never
// submitted, with no check started (every check Open or Cancelled, one at least Open) and no hold, is Open again; any
// order with a started check, a submitted application, a hold or items awaiting the applicant is left as it is.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { orders, orderServices } from '../../server/db/schema';
import { createTestApp, type TestApp } from './harness';
import { MIGRATIONS } from './migrations-before';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('migration 0018 (orders stranded by a check cancelled before submission)', () => {
  it('reopens exactly the stranded orders', async () => {
    const db = t.database.db;
    const own = await db.select().from(orders).orderBy(asc(orders.id)).limit(5);
    expect(own.length).toBe(5);
    const ids = own.map((o) => o.id);
    const [stranded, submitted, started, held, awaiting] = ids;
    // Each order: two checks, the first cancelled; the second Open, except on `started`.
    for (const id of ids) {
      const lines = await db.select().from(orderServices).where(eq(orderServices.orderId, id)).orderBy(asc(orderServices.id));
      await db.update(orderServices).set({ checkStatus: 'Cancelled' }).where(eq(orderServices.id, lines[0].id));
      const rest = lines.slice(1).map((l) => l.id);
      if (rest.length === 0) {
        await db.insert(orderServices).values({ orderId: id, serviceId: 'IDV', checkStatus: id === started ? 'In progress' : 'Open', price: '0' });
      } else {
        await db.update(orderServices).set({ checkStatus: id === started ? 'In progress' : 'Open' }).where(inArray(orderServices.id, rest));
      }
    }
    await db.update(orders).set({ status: 'In progress', submittedAt: null, holdReason: '', awaitingEdit: false }).where(inArray(orders.id, ids));
    await db.update(orders).set({ submittedAt: new Date() }).where(eq(orders.id, submitted));
    await db.update(orders).set({ holdReason: 'Identity verification failed' }).where(eq(orders.id, held));
    await db.update(orders).set({ awaitingEdit: true }).where(eq(orders.id, awaiting));

    await db.execute(sql.raw(readFileSync(path.join(MIGRATIONS, '0018_reopen_stranded_orders.sql'), 'utf8')));

    const after = new Map((await db.select().from(orders).where(inArray(orders.id, ids))).map((o) => [o.id, o.status]));
    expect(after.get(stranded)).toBe('Open');
    for (const untouched of [submitted, started, held, awaiting]) expect(after.get(untouched)).toBe('In progress');
  });
});
