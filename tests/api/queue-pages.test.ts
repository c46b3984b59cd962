// The back office's queue at scale (issue 31): keyset pages (paging through every page yields each order once, in the
// sort asked for, for any filter and sort: fast-check), the built-in views' flags, and the saved views.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { clients, orderHistory, orderRejections, orders, orderServices, users } from '../../server/db/schema';
import { QUEUE_SORTS } from '../../schemas/api/backoffice';
import { queueSearch, STALE_PAGE } from '../../server/domain/queue-page';
import { bearer, createTestApp, type TestApp } from './harness';

let t: TestApp;
const tokens: Record<string, { token: string; userId: number }> = {};
beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await t.signInDemo('operator', 'client'));
});
afterAll(() => t.close());

const get = (url: string, username = 'operator') => t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(tokens[username].token) });
const post = (url: string, payload: object, username = 'operator') =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(tokens[username].token), payload });

interface Page {
  rows: Array<{ orderID: number; applicant: string; clientName: string; orderStatus: string; orderType: string; lodgeDate: string }>;
  next: string;
  total?: number;
  counts?: Array<{ orderStatus: string; total: number }>;
}

async function page(query: URLSearchParams): Promise<Page> {
  const response = await get(`/backoffice/orders?${query}`);
  expect(response.statusCode, `${query} ${response.body}`).toBe(200);
  return response.json() as Page;
}

/** Every page of a query, following `next`. */
async function allPages(query: URLSearchParams) {
  const first = await page(query);
  const rows = [...first.rows];
  let next = first.next;
  let pages = 1;
  while (next !== '') {
    const after = new URLSearchParams(query);
    after.set('after', next);
    const more = await page(after);
    // The counts come with the first page only.
    expect(more.counts).toBeUndefined();
    rows.push(...more.rows);
    next = more.next;
    if (++pages > 500) throw new Error('paging did not end');
  }
  return { first, rows };
}

/**
 * The order ids in the sort asked for, read by a statement written here on its own (no keyset, no groups): what the
 * pages must add up to.
 */
async function expectedIds(filter: { status?: string; clientId?: number; flag?: 'attention' | 'delayed'; q?: string }, sort: string, dir: 'asc' | 'desc') {
  const where = [
    filter.status ? sql`o.status = ${filter.status}` : sql`true`,
    filter.clientId !== undefined ? sql`o.client_id = ${filter.clientId}` : sql`true`,
    filter.flag === 'attention' ? sql`(o.status in ('On hold', 'Open with Alert') or o.order_type = 'Needs attention')` : sql`true`,
    filter.flag === 'delayed' ? sql`exists (select 1 from order_services s where s.order_id = o.id and s.delay_reason <> '')` : sql`true`,
    filter.q ? sql`(o.applicant_first_name || ' ' || o.applicant_surname) ilike ${`%${filter.q}%`}` : sql`true`,
  ];
  const d = sql.raw(dir);
  const orderBy = {
    oldest: sql`(o.status in ('On hold', 'Open with Alert') or o.order_type = 'Needs attention') desc, o.lodged_at asc, o.id asc`,
    newest: sql`(o.status in ('On hold', 'Open with Alert') or o.order_type = 'Needs attention') desc, o.lodged_at desc, o.id desc`,
    order: sql`o.id ${d}`,
    applicant: sql`lower(o.applicant_first_name || ' ' || o.applicant_surname) ${d}, o.id ${d}`,
    client: sql`c.company_name ${d}, o.id ${d}`,
    status: sql`o.status ${d}, o.id ${d}`,
    lodged: sql`o.lodged_at ${d}, o.id ${d}`,
  }[sort]!;
  const result = await t.database.db.execute(
    sql`select o.id from orders o join clients c on c.id = o.client_id where ${sql.join(where, sql` and `)} order by ${orderBy}`,
  );
  // PGlite answers { rows }, node-postgres's drizzle the rows themselves.
  const rows = (result as unknown as { rows?: Array<{ id: number }> }).rows ?? (result as unknown as Array<{ id: number }>);
  return rows.map((r) => Number(r.id));
}

describe('keyset pages of the queue', () => {
  it('yield every order under any filter and sort once, in that sort, whatever the page size', async () => {
    const clientIds = (await t.database.db.select({ id: clients.id }).from(clients)).map((c) => c.id);
    const statuses = (await t.database.db.selectDistinct({ s: orders.status }).from(orders)).map((r) => r.s);
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            status: fc.constantFrom(...statuses),
            clientId: fc.constantFrom(...clientIds),
            flag: fc.constantFrom('attention' as const, 'delayed' as const),
            q: fc.constantFrom('a', 'li', 'son', 'e'),
          },
          { requiredKeys: [] },
        ),
        fc.constantFrom(...QUEUE_SORTS),
        fc.constantFrom('asc' as const, 'desc' as const),
        fc.integer({ min: 1, max: 40 }),
        async (filter, sort, dir, limit) => {
          const query = new URLSearchParams({ sort, dir, limit: String(limit) });
          for (const [key, value] of Object.entries(filter)) query.set(key, String(value));
          const { first, rows } = await allPages(query);
          const ids = rows.map((r) => r.orderID);
          expect(new Set(ids).size).toBe(ids.length);
          // 'oldest' and 'newest' keep their own order whatever dir says.
          expect(ids).toEqual(await expectedIds(filter, sort, sort === 'oldest' || sort === 'newest' ? 'asc' : dir));
          expect(first.total).toBe(ids.length);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('sorts by a column both ways, and the default sorts put the orders needing attention first', async () => {
    const byStatus = (await allPages(new URLSearchParams({ sort: 'status', dir: 'desc', limit: '200' }))).rows.map((r) => r.orderStatus);
    expect(byStatus).toEqual([...byStatus].sort().reverse());
    const newest = (await allPages(new URLSearchParams({ sort: 'newest', limit: '7' }))).rows;
    const attention = (r: Page['rows'][number]) => r.orderStatus === 'On hold' || r.orderStatus === 'Open with Alert' || r.orderType === 'Needs attention';
    const firstCalm = newest.findIndex((r) => !attention(r));
    expect(firstCalm).toBeGreaterThan(0);
    expect(newest.slice(firstCalm).some(attention)).toBe(false);
  });

  it('refuses a page place that was not given, or was given for another sort, with 400 and the reason', async () => {
    const first = await page(new URLSearchParams({ sort: 'applicant', limit: '2' }));
    expect(first.next).not.toBe('');
    for (const query of [`sort=client&limit=2&after=${first.next}`, `sort=applicant&dir=desc&limit=2&after=${first.next}`, 'after=bm90LWpzb24', 'after=e30']) {
      const response = await get(`/backoffice/orders?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errorMessage).toBe(STALE_PAGE);
    }
    expect((await get('/backoffice/orders?after=not%20base64')).statusCode).toBe(400);
    expect((await get('/backoffice/orders?dir=up')).statusCode).toBe(400);
    expect((await get('/backoffice/orders?flag=urgent')).statusCode).toBe(400);
  });
});

describe("the queue's built-in views", () => {
  it("'corrections': the applicant sent the rejected items again and no operator has acted since", async () => {
    const { db } = t.database;
    const [operator] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'operator'));
    // An order in progress, not waiting for an edit, whose rejected item was sent again an hour ago.
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'In progress'), eq(orders.awaitingEdit, false), isNull(orders.completedAt)))
      .limit(1);
    const ids = async () => (await page(new URLSearchParams({ flag: 'corrections', limit: '200' }))).rows.map((r) => r.orderID);
    expect(await ids()).not.toContain(order.id);
    const hourAgo = new Date(Date.now() - 3_600_000);
    await db.insert(orderRejections).values({
      orderId: order.id, itemKind: 'field', itemId: 'Surname', reason: 'Spelling', rejectedByUserId: operator.id,
      rejectedAt: new Date(hourAgo.getTime() - 86_400_000), resolvedAt: hourAgo,
    });
    expect(await ids()).toContain(order.id);
    // An operator acts on the order: it leaves the view.
    await db.insert(orderHistory).values({ orderId: order.id, userId: operator.id, action: 'order.hold', before: {}, after: {}, note: 'Checked the new spelling' });
    expect(await ids()).not.toContain(order.id);
  });

  it("'delayed' and 'attention' keep only such orders", async () => {
    const delayed = await allPages(new URLSearchParams({ flag: 'delayed', limit: '200' }));
    expect(delayed.rows.length).toBeGreaterThan(0);
    const delayedIds = new Set(
      (await t.database.db.selectDistinct({ id: orderServices.orderId }).from(orderServices).where(sql`${orderServices.delayReason} <> ''`)).map((r) => r.id),
    );
    expect(new Set(delayed.rows.map((r) => r.orderID))).toEqual(delayedIds);
    // The flag is kept on the order by the checks' trigger (migration 0028): a delay recorded or cleared moves it.
    const [check] = await t.database.db.select().from(orderServices).where(and(eq(orderServices.delayReason, ''), notInArray(orderServices.orderId, [...delayedIds]))).limit(1);
    const flagged = async () => (await allPages(new URLSearchParams({ flag: 'delayed', limit: '200' }))).rows.map((r) => r.orderID);
    await t.database.db.update(orderServices).set({ delayReason: 'Waiting on the provider' }).where(eq(orderServices.id, check.id));
    expect(await flagged()).toContain(check.orderId);
    await t.database.db.update(orderServices).set({ delayReason: '' }).where(eq(orderServices.id, check.id));
    expect(await flagged()).not.toContain(check.orderId);
    const attention = await allPages(new URLSearchParams({ flag: 'attention', limit: '200' }));
    expect(attention.rows.length).toBeGreaterThan(0);
    expect(attention.rows.every((r) => r.orderStatus === 'On hold' || r.orderStatus === 'Open with Alert' || r.orderType === 'Needs attention')).toBe(true);
  });
});

describe("the queue's search", () => {
  it('finds a name by any part of it in any case, or an order by its id; % and _ are letters like any other', async () => {
    const [someone] = await t.database.db
      .select({ id: orders.id, first: orders.applicantFirstName, surname: orders.applicantSurname })
      .from(orders)
      .where(sql`length(${orders.applicantSurname}) >= 4`)
      .limit(1);
    const part = `${someone.first.slice(1)} ${someone.surname.slice(0, 3)}`.toUpperCase();
    const byPart = await allPages(new URLSearchParams({ q: part, limit: '5' }));
    expect(byPart.rows.map((r) => r.orderID)).toContain(someone.id);
    expect(byPart.rows.map((r) => r.orderID)).toEqual(await expectedIds({ q: part }, 'oldest', 'asc'));
    expect(byPart.rows.every((r) => r.applicant.toUpperCase().includes(part))).toBe(true);
    expect(byPart.first.total).toBe(byPart.rows.length);

    const byId = await page(new URLSearchParams({ q: String(someone.id) }));
    expect(byId.rows.map((r) => r.orderID)).toContain(someone.id);
    // No demo name holds these: a wildcard typed is searched for as itself.
    for (const q of ['%', '_', `${someone.first.slice(0, 1)}%${someone.surname.slice(-1)}`]) {
      expect((await page(new URLSearchParams({ q }))).rows, q).toEqual([]);
    }
  });

  it('is answered from the trigram index (migration 0027) when the table is large enough to want it', async () => {
    // The demo is small, so the planner rightly reads the table; without that choice it must have the index to use.
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = tx.select({ id: orders.id }).from(orders).where(queueSearch('son'));
      const result = await tx.execute(sql`explain ${query}`);
      const rows = (result as unknown as { rows?: Array<Record<string, string>> }).rows ?? (result as unknown as Array<Record<string, string>>);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('orders_applicant_trgm_idx');
  });
});

describe('saved views', () => {
  it('keeps each operator\'s views under a name, replaces one of the same name, and deletes them', async () => {
    const listed = await get('/backoffice/views');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().builtIn.map((v: { Name: string }) => v.Name)).toEqual(['Needs attention', 'Corrections received', 'Fraud signals', 'Delayed']);
    expect(listed.json().saved).toEqual([]);

    const saved = await post('/backoffice/views', { Name: '  Harbour   on hold ', Query: '?status=On+hold&sort=newest&q=' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ Name: 'Harbour on hold', Query: 'sort=newest&status=On+hold' });
    const again = await post('/backoffice/views', { Name: 'harbour ON HOLD', Query: 'status=Open' });
    expect(again.statusCode).toBe(200);
    const views = (await get('/backoffice/views')).json().saved as Array<{ ViewID: number; Name: string; Query: string }>;
    expect(views).toEqual([{ ViewID: again.json().ViewID, Name: 'harbour ON HOLD', Query: 'status=Open' }]);

    // Clients have no queue; nobody deletes a view that is not theirs.
    expect((await get('/backoffice/views', 'client')).statusCode).toBe(403);
    expect((await post('/backoffice/views/delete', { ViewID: views[0].ViewID }, 'client')).statusCode).toBe(403);
    expect((await post('/backoffice/views/delete', { ViewID: 999999 })).statusCode).toBe(404);
    expect((await post('/backoffice/views/delete', { ViewID: views[0].ViewID })).statusCode).toBe(200);
    expect((await get('/backoffice/views')).json().saved).toEqual([]);
  });

  it('refuses a query that is not the queue\'s filters, a built-in name, or an empty name, and keeps nothing', async () => {
    for (const [payload, status, message] of [
      [{ Name: 'Mine', Query: 'status=Open&token=abc' }, 400, /"token" is not one of them/],
      [{ Name: 'Mine', Query: 'after=abc' }, 400, /"after" is not one of them/],
      [{ Name: 'Mine', Query: 'status=Open&status=Closed' }, 400, /named twice/],
      [{ Name: 'delayed', Query: 'status=Open' }, 409, /built-in view/],
      [{ Name: '   ', Query: 'status=Open' }, 400, /name/],
    ] as const) {
      const response = await post('/backoffice/views', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().errorMessage).toMatch(message);
    }
    expect((await get('/backoffice/views')).json().saved).toEqual([]);
  });
});
