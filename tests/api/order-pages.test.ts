// The client dashboard's paged list (issue 31, GET /orders/{userId}/page): keyset pages yield every order the caller
// sees under any search and sort once, in that sort (fast-check, against a statement written here on its own); another
// client's orders never appear; the rows are the whole list's rows; the counts come with the first page only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql, type SQL } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import { ORDER_PAGE_SORTS } from '../../schemas/api/orders';
import { STALE_ORDER_PAGE } from '../../server/domain/dashboard-page';
import { GENERATED, GENERATED_SIGN_IN, generatedOrders, seedLargeClient } from '../../server/db/seed-enterprise';
import { createFileStore } from '../../server/storage-config';
import { bearer, createTestApp, type TestApp } from './harness';

let t: TestApp;
const tokens: Record<string, { token: string; userId: number }> = {};
const clientOf: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await t.signInDemo('client', 'recruiter', 'applicant'));
  const { db } = t.database;
  for (const username of ['client', 'recruiter']) {
    const [user] = await db.select({ clientId: users.clientId }).from(users).where(eq(users.username, username));
    clientOf[username] = user.clientId!;
  }
  // 160 more orders for `client`: names, statuses, types and dates spread so every sort has ties and gaps (two orders
  // lodged at the same instant, completed dates on some only).
  await db.execute(sql`
    INSERT INTO orders (applicant_user_id, client_id, applicant_first_name, applicant_surname, status, order_type, lodged_at, completed_at)
    SELECT (SELECT id FROM users WHERE username = 'applicant'), ${clientOf.client},
      (ARRAY['Ava', 'ava', 'Liam', 'Noah', 'Mia'])[1 + i % 5], (ARRAY['Smith', 'Lee', 'Brown'])[1 + i % 3],
      (ARRAY['Open', 'In progress', 'On hold', 'Completed', 'Closed', 'Cancelled', 'Open with Alert'])[1 + i % 7],
      CASE WHEN i % 4 = 0 THEN 'Needs attention' ELSE 'General' END,
      now() - (i / 2) * interval '9 hours',
      CASE WHEN i % 7 IN (3, 4) THEN now() - (i % 11) * interval '1 day' END
    FROM generate_series(1, 160) AS i`);
});
afterAll(() => t.close());

const get = (url: string, username = 'client') => t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(tokens[username].token) });

interface Page {
  rows: Array<{ orderID: number; clientID: number; applicant: string; orderStatus: string }>;
  next: string;
  counts?: Array<{ orderStatus: string; total: number; matching: number; needingAttention: number }>;
}

async function page(username: string, query: URLSearchParams): Promise<Page> {
  const response = await get(`/orders/${tokens[username].userId}/page?${query}`, username);
  expect(response.statusCode, `${query} ${response.body}`).toBe(200);
  return response.json() as Page;
}

async function allPages(username: string, query: URLSearchParams) {
  const first = await page(username, query);
  const rows = [...first.rows];
  let next = first.next;
  for (let pages = 1; next !== ''; pages++) {
    if (pages > 400) throw new Error('paging did not end');
    const after = new URLSearchParams(query);
    after.set('after', next);
    const more = await page(username, after);
    expect(more.counts).toBeUndefined();
    rows.push(...more.rows);
    next = more.next;
  }
  return { first, rows };
}

interface Search { applicantName?: string; status?: string; orderType?: string; serviceId?: string; dateFrom?: string; dateTo?: string }

/** The ids the pages must add up to, by a statement of its own: visibility written out, no keyset. */
async function expectedIds(username: string, search: Search, sort: string | undefined, dir: 'asc' | 'desc') {
  const client = clientOf[username];
  const where: SQL[] = [sql`(o.client_id = ${client} or o.recruiter_client_id = ${client})`];
  if (search.applicantName) where.push(sql`(o.applicant_first_name || ' ' || o.applicant_surname) ilike ${`%${search.applicantName}%`}`);
  if (search.status) where.push(sql`o.status = ${search.status}`);
  if (search.orderType) where.push(sql`o.order_type = ${search.orderType}`);
  if (search.serviceId) where.push(sql`exists (select 1 from order_services s where s.order_id = o.id and s.service_id = ${search.serviceId})`);
  if (search.dateFrom) where.push(sql`(o.lodged_at at time zone 'Australia/Sydney')::date >= ${search.dateFrom}::date`);
  if (search.dateTo) where.push(sql`(o.lodged_at at time zone 'Australia/Sydney')::date <= ${search.dateTo}::date`);
  const d = sql.raw(sort === undefined ? 'desc' : dir);
  const key = {
    orderID: null,
    applicant: sql`lower(o.applicant_first_name || ' ' || o.applicant_surname)`,
    clientName: sql`c.company_name`,
    orderStatus: sql`o.status`,
    lodgeDate: sql`o.lodged_at`,
    completionDate: sql`coalesce(o.completed_at, '-infinity')`,
  }[sort ?? 'lodgeDate'];
  const orderBy = key === null ? sql`o.id ${d}` : sql`${key} ${d}, o.id ${d}`;
  const result = await t.database.db.execute(
    sql`select o.id from orders o join clients c on c.id = o.client_id where ${sql.join(where, sql` and `)} order by ${orderBy}`,
  );
  const rows = (result as unknown as { rows?: Array<{ id: number }> }).rows ?? (result as unknown as Array<{ id: number }>);
  return rows.map((r) => Number(r.id));
}

describe('keyset pages of the client dashboard', () => {
  it('yield every order the caller sees under any search and sort once, in that sort, whatever the page size', async () => {
    const services = (await t.database.db.execute(sql`select distinct service_id from order_services`)) as unknown as { rows?: Array<{ service_id: string }> };
    const serviceIds = (services.rows ?? (services as unknown as Array<{ service_id: string }>)).map((r) => r.service_id);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('client', 'recruiter'),
        fc.record(
          {
            applicantName: fc.constantFrom('a', 'AVA', 'li', ' sm', 'zz%'),
            status: fc.constantFrom('Open', 'In progress', 'On hold', 'Completed', 'Closed'),
            orderType: fc.constantFrom('General', 'Needs attention'),
            serviceId: fc.constantFrom(...serviceIds),
            dateFrom: fc.constantFrom('2020-01-01', new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10)),
            // Today (the dashboard's default, the counts' shortcut), a day in the seed's weeks, before every order.
            dateTo: fc.constantFrom(
              ...[0, 1, 10].map((days) => new Date(Date.now() - days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' })),
              '2019-12-31',
            ),
          },
          { requiredKeys: [] },
        ),
        fc.option(fc.constantFrom(...ORDER_PAGE_SORTS), { nil: undefined }),
        fc.constantFrom('asc' as const, 'desc' as const),
        fc.integer({ min: 1, max: 45 }),
        async (username, search, sort, dir, limit) => {
          const query = new URLSearchParams({ dir, limit: String(limit) });
          if (sort) query.set('sort', sort);
          for (const [key, value] of Object.entries(search)) query.set(key, String(value));
          const { first, rows } = await allPages(username, query);
          const ids = rows.map((r) => r.orderID);
          expect(new Set(ids).size).toBe(ids.length);
          expect(ids).toEqual(await expectedIds(username, search, sort, dir));
          // Never another client's order.
          const client = clientOf[username];
          const own = await expectedIds(username, {}, 'orderID', 'asc');
          expect(ids.every((id) => own.includes(id))).toBe(true);
          if (username === 'client') expect(rows.every((r) => r.clientID === client)).toBe(true);
          // The counts: every order the caller sees, and those the search keeps.
          const counts = first.counts!;
          expect(counts.reduce((sum, c) => sum + c.total, 0)).toBe(own.length);
          expect(counts.reduce((sum, c) => sum + c.matching, 0)).toBe(ids.length);
        },
      ),
      { numRuns: 70 },
    );
  });

  it('answers the rows of the whole list, and counts those needing attention', async () => {
    const whole = (await get(`/orders/${tokens.client.userId}`)).json() as Array<{ orderID: number; orderType: string }>;
    const { first, rows } = await allPages('client', new URLSearchParams({ limit: '37' }));
    expect(rows).toEqual(whole);
    expect(first.counts!.reduce((sum, c) => sum + c.needingAttention, 0)).toBe(whole.filter((o) => o.orderType === 'Needs attention').length);
  });

  it("refuses another user's list, a stale page place, and a bad query with 400 or 403, naming the problem", async () => {
    expect((await get(`/orders/${tokens.recruiter.userId}/page`, 'client')).statusCode).toBe(403);
    const first = await page('client', new URLSearchParams({ sort: 'applicant', limit: '2' }));
    for (const query of [`sort=orderStatus&limit=2&after=${first.next}`, `sort=applicant&dir=desc&limit=2&after=${first.next}`, 'after=bm90LWpzb24', 'after=e30']) {
      const response = await get(`/orders/${tokens.client.userId}/page?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errorMessage).toBe(STALE_ORDER_PAGE);
    }
    for (const query of ['sort=expectedCompletion', 'limit=0', 'limit=501', 'dateFrom=2026-02-31', 'status=Lost']) {
      expect((await get(`/orders/${tokens.client.userId}/page?${query}`)).statusCode, query).toBe(400);
    }
    // Another client's id as a filter finds nothing (the visibility rule still holds).
    const other = await page('client', new URLSearchParams({ clientId: String(clientOf.recruiter) }));
    expect(other.rows).toEqual([]);
  });
});

describe('SEED_ORDERS: the generated client', () => {
  it('reads the setting as a number of orders, and refuses anything else with a sentence', () => {
    expect(generatedOrders(undefined)).toBe(0);
    expect(generatedOrders('')).toBe(0);
    expect(generatedOrders('100000')).toBe(100_000);
    expect(generatedOrders('100_000')).toBe(100_000);
    for (const bad of ['lots', '-5', '1.5', '3000000']) expect(() => generatedOrders(bad), bad).toThrow(/SEED_ORDERS must be a whole number/);
  });

  it('seeds that many orders for `bigclient`, and its dashboard pages through every one of them', async () => {
    await seedLargeClient(t.database.db, { config: t.config, files: createFileStore(t.config) }, GENERATED, new Date(), 300);
    const signedIn = await t.signIn(GENERATED_SIGN_IN.username, GENERATED_SIGN_IN.password);
    tokens.bigclient = signedIn;
    const { first, rows } = await allPages('bigclient', new URLSearchParams({ limit: '120', sort: 'applicant' }));
    expect(rows).toHaveLength(300);
    expect(first.counts!.reduce((sum, c) => sum + c.total, 0)).toBe(300);
    expect(new Set(rows.map((r) => r.clientID)).size).toBe(1);
  });
});
