// The lean order lists compute in SQL what used to be computed per row in JavaScript. These hold the two to the same
// answer: dates formatted by the database against wireDateTime (Intl), across Sydney's daylight-saving changes, and
// the flags of every listed order against orderFlags over the order's full check rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { orders, orderServices, users } from '../../server/db/schema';
import { wireDateTimeSql } from '../../server/db/wire-time';
import { wireDateTime } from '../../server/domain/application-format';
import { orderFlags } from '../../src/engine/order-flags';
import { createTestApp, type TestApp } from './harness';
import { get, type SignedIn } from './application-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('wire timestamps formatted by the database', () => {
  it('match wireDateTime to the second, across daylight-saving changes and with microseconds', async () => {
    const instants: string[] = [];
    // Each side of every change of 2008..2030 (first Sunday of April and of October, 3am / 2am local), and a spread.
    for (let year = 2008; year <= 2030; year++) {
      for (const month of [3, 9]) {
        for (let day = 1; day <= 8; day++) {
          for (const hourUtc of [15, 16]) {
            for (const second of [-1, 0, 1]) instants.push(new Date(Date.UTC(year, month, day, hourUtc, 0, second, 999)).toISOString());
          }
        }
      }
    }
    for (let i = 0; i < 200; i++) instants.push(new Date(Date.UTC(1990, 0, 1) + i * 7_889_238_123).toISOString());
    instants.push('2026-01-31T13:59:59.999999Z', '2026-06-30T14:00:00.000001Z');

    const rows = await t.database.db.execute<{ at: string; wire: string }>(
      sql`select i.at, ${wireDateTimeSql(sql`i.at::timestamptz`)} as wire from unnest(${sql.param(instants)}::text[]) as i(at)`,
    );
    const got = (rows as unknown as { rows: Array<{ at: string; wire: string }> }).rows;
    expect(got).toHaveLength(instants.length);
    const mismatches = got.filter((r) => r.wire !== wireDateTime(new Date(r.at))).map((r) => `${r.at}: ${r.wire} vs ${wireDateTime(new Date(r.at))}`);
    expect(mismatches).toEqual([]);

    const [unset] = await t.database.db.select({ wire: wireDateTimeSql(orders.completedAt) }).from(orders).where(sql`${orders.completedAt} is null`).limit(1);
    expect(unset.wire).toBe('');
  });
});

describe('flags of the lean list', () => {
  it('are what orderFlags gives over each order and its full check rows', async () => {
    const users: Array<[string, string]> = [['applicant', 'Applicant#2026'], ['client', 'Client#2026'], ['viewer', 'Viewer#2026'], ['recruiter', 'Recruiter#2026']];
    // Every combination the rules look at: ready results, a results file, only cancelled checks, no checks at all.
    const [order] = await t.database.db.select().from(orders).where(eq(orders.status, 'In progress')).limit(1);
    const [noChecks] = await t.database.db
      .insert(orders)
      .values({ applicantUserId: order.applicantUserId, clientId: order.clientId, status: 'Open' })
      .returning();
    const variants = [
      { checkStatus: 'Verified', resultsLocation: 'verified.pdf' },
      { checkStatus: 'Cancelled', resultsLocation: '' },
      { checkStatus: 'Ready', resultsLocation: '' },
    ];
    let compared = 0;
    let sawNoChecks = false;
    for (const variant of variants) {
      await t.database.db.update(orderServices).set(variant).where(eq(orderServices.orderId, order.id));
      for (const [username, password] of users) {
        const who: SignedIn = await t.signIn(username, password);
        const list = (await get(t, `/api/orders/${who.userId}`, who)).json() as Array<Record<string, unknown> & { orderID: number }>;
        const acting = username !== 'viewer';
        for (const row of list) {
          const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, row.orderID));
          const checks = await t.database.db.select().from(orderServices).where(eq(orderServices.orderId, row.orderID));
          expect({ id: row.orderID, ...pickFlags(row) }).toEqual({ id: row.orderID, ...orderFlags({ ...stored, checks }, acting) });
          compared++;
          if (row.orderID === noChecks.id) sawNoChecks = true;
        }
      }
    }
    expect(compared).toBeGreaterThan(3 * 20);
    expect(sawNoChecks).toBe(true);
  });
});

describe('an empty list', () => {
  it('is [] with its validators, for a caller who sees no order', async () => {
    const who = await t.signIn('applicant', 'Applicant#2026');
    const mine = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.applicantUserId, who.userId));
    const [other] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'client'));
    // Moved to another user for the length of the test.
    await t.database.db.update(orders).set({ applicantUserId: other.id }).where(eq(orders.applicantUserId, who.userId));
    try {
      const response = await get(t, `/api/orders/${who.userId}`, who);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
      expect(response.headers.etag).toMatch(/^W\//);
    } finally {
      await t.database.db.update(orders).set({ applicantUserId: who.userId }).where(inArray(orders.id, mine.map((o) => o.id)));
    }
    expect(mine.length).toBeGreaterThan(0);
  });
});

function pickFlags(row: Record<string, unknown>) {
  const { startFlag, editFlag, cancelFlag, adsFlag } = row;
  return { startFlag, editFlag, cancelFlag, adsFlag };
}
