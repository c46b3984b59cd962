// A report's details one page at a time (issue 31): on the large demo client (2,400 orders, about 4,800 checks), paging
// through every page of types 1 and 2 yields the whole details' rows (the spec's array routes, which the CSV export
// keeps calling) once each and in their order, under any filter and page size (fast-check); a page place not given
// for that report is refused; the paged routes answer only whom the whole details answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, inArray } from 'drizzle-orm';
import { clients, orders, orderServices } from '../../server/db/schema';
import { ENTERPRISE_CLIENT } from '../../server/db/seed-enterprise';
import { REPORT_MAX_PAGE } from '../../schemas/api/reports';
import { STALE_REPORT_PAGE } from '../../server/domain/report-page';
import { bearer, createTestApp, type TestApp } from './harness';

let t: TestApp;
const who: Record<string, { token: string; userId: number }> = {};

const sydneyDay = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' });

beforeAll(async () => {
  t = await createTestApp({}, { enterprise: true });
  Object.assign(who, await t.signInDemo('enterprise', 'client', 'operator', 'applicant'));
  // Ties in the details' order: five more orders lodged at the very moment of an existing one, two checks each, so
  // a page may end between orders of one lodge time and between checks of one order.
  const db = t.database.db;
  const [meridian] = await db.select({ id: clients.id }).from(clients).where(eq(clients.clientKey, ENTERPRISE_CLIENT.key));
  const [model] = await db.select().from(orders).where(eq(orders.clientId, meridian.id)).limit(1).offset(40);
  for (let i = 0; i < 5; i++) {
    const [copy] = await db
      .insert(orders)
      .values({
        applicantUserId: model.applicantUserId,
        clientId: meridian.id,
        applicantFirstName: `Tied${i}`,
        applicantSurname: model.applicantSurname,
        status: model.status,
        lodgedAt: model.lodgedAt,
        completedAt: model.completedAt,
      })
      .returning({ id: orders.id });
    await db.insert(orderServices).values([
      { orderId: copy.id, serviceId: 'PC', price: '49.00', checkStatus: 'Ready', resultsScore: 'Clear' },
      { orderId: copy.id, serviceId: 'CR', price: '39.00', checkStatus: 'In progress' },
    ]);
  }
  const tied = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.clientId, meridian.id), eq(orders.lodgedAt, model.lodgedAt)));
  expect(tied.length).toBe(6);
  expect((await db.select({ id: orderServices.id }).from(orderServices).where(inArray(orderServices.orderId, tied.map((o) => o.id)))).length).toBeGreaterThanOrEqual(11);
});
afterAll(() => t.close());

const post = (url: string, payload: object, username = 'enterprise') =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(who[username].token), payload });

type Row = Record<string, unknown>;
interface Page {
  rows: Row[];
  next: string;
  total?: number;
}

const ROUTES = {
  1: { whole: '/reports/client_dashboard_applicant_detail', paged: '/reports/client_dashboard_applicant_detail_page' },
  2: { whole: '/reports/client_dashboard_services_detail', paged: '/reports/client_dashboard_services_detail_page' },
} as const;

/** Every page of a report's details, following next. */
async function allPages(type: 1 | 2, body: object, limit?: number) {
  const rows: Row[] = [];
  let after: string | undefined;
  let total: number | undefined;
  for (let pages = 1; ; pages++) {
    const response = await post(ROUTES[type].paged, { ...body, ...(limit ? { Limit: limit } : {}), ...(after ? { After: after } : {}) });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as Page;
    if (after === undefined) total = page.total;
    // The total comes with the first page only.
    else expect(page.total).toBeUndefined();
    expect(page.rows.length).toBeLessThanOrEqual(limit ?? 100);
    if (page.next !== '') expect(page.rows.length).toBe(limit ?? 100);
    rows.push(...page.rows);
    if (page.next === '') break;
    after = page.next;
    if (pages > 200) throw new Error('paging did not end');
  }
  return { rows, total };
}

async function whole(type: 1 | 2, body: object): Promise<Row[]> {
  const response = await post(ROUTES[type].whole, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Row[];
}

const filterOf = (type: 1 | 2, period: [number, number], service: string, status: string) => ({
  userID: who.enterprise.userId,
  DateFrom: sydneyDay(period[0]),
  DateTo: sydneyDay(period[1]),
  Client: '',
  ServiceID: service,
  ...(type === 1 ? { OrderStatus: status } : { CheckStatus: status }),
});

/** The status filters of each type: an order's (type 1), a check's (type 2). */
const STATUSES = {
  1: ['All', 'Completed', 'Closed', 'In progress', 'Open'],
  2: ['All', 'Ready', 'In progress', 'Cancelled', 'Open'],
} as const;

describe('paged report details', () => {
  it('the large client’s whole Services details, 100 rows a page, are the whole details’ rows in order', async () => {
    const body = filterOf(2, [800, 0], 'All', 'All');
    const all = await whole(2, body);
    expect(all.length).toBeGreaterThan(4_700);
    const paged = await allPages(2, body);
    expect(paged.total).toBe(all.length);
    expect(paged.rows).toEqual(all);
  });

  it('yield every row once, in the details’ order, under any filter and page size (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<1 | 2>(1, 2),
        fc.constantFrom<[number, number]>([800, 0], [90, 0], [400, 300], [30, 25]),
        fc.constantFrom('All', 'PC', 'CR', 'IDV'),
        fc.nat({ max: 4 }),
        fc.constantFrom(97, 250, REPORT_MAX_PAGE),
        async (type, period, service, statusIndex, limit) => {
          const status = STATUSES[type][statusIndex];
          const body = filterOf(type, period, service, status);
          const all = await whole(type, body);
          const paged = await allPages(type, body, limit);
          expect(paged.total).toBe(all.length);
          expect(paged.rows).toEqual(all);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('answers no rows and a total of 0 for a period without orders', async () => {
    const page = await post(ROUTES[1].paged, { ...filterOf(1, [0, 0], 'All', 'All'), DateFrom: '2021-01-01', DateTo: '2021-01-31' });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({ rows: [], next: '', total: 0 });
  });

  it('refuses a page place it did not give for this report, and a page size out of range, with 400 and the reason', async () => {
    const first = (await post(ROUTES[1].paged, { ...filterOf(1, [800, 0], 'All', 'All'), Limit: 10 })).json() as Page;
    expect(first.next).not.toBe('');
    // Type 1's place (an order) is not one of type 2's (a check), nor is anything made up.
    const forged = Buffer.from(JSON.stringify({ lodged: "2026-01-01'; drop table orders; --", orderId: 1 })).toString('base64url');
    for (const After of [first.next, 'bm90IGpzb24', forged]) {
      const response = await post(ROUTES[2].paged, { ...filterOf(2, [800, 0], 'All', 'All'), After });
      expect(response.statusCode, After).toBe(400);
      expect(response.json().errorMessage).toBe(STALE_REPORT_PAGE);
    }
    for (const Limit of [0, REPORT_MAX_PAGE + 1]) {
      expect((await post(ROUTES[1].paged, { ...filterOf(1, [800, 0], 'All', 'All'), Limit })).statusCode, String(Limit)).toBe(400);
    }
  });

  it('answers only whom the whole details answer: the caller’s own userID, a client user, a client it orders for', async () => {
    const body = filterOf(2, [800, 0], 'All', 'All');
    // Another company's user, naming the large client's user or asking for the large client: refused.
    expect((await post(ROUTES[2].paged, { ...body, userID: who.client.userId }, 'enterprise')).statusCode).toBe(403);
    expect((await post(ROUTES[2].paged, body, 'client')).statusCode).toBe(403);
    const [meridian] = await t.database.db.select({ id: clients.id }).from(clients).where(eq(clients.clientKey, ENTERPRISE_CLIENT.key));
    expect((await post(ROUTES[2].paged, { ...body, userID: who.client.userId, Client: meridian.id }, 'client')).statusCode).toBe(403);
    // Operators and applicants read no client report.
    expect((await post(ROUTES[1].paged, { ...filterOf(1, [800, 0], 'All', 'All'), userID: who.operator.userId }, 'operator')).statusCode).toBe(403);
    expect((await post(ROUTES[1].paged, { ...filterOf(1, [800, 0], 'All', 'All'), userID: who.applicant.userId }, 'applicant')).statusCode).toBe(403);
    // The demo client's own report does not hold the large client's orders.
    const own = (await post(ROUTES[2].paged, { ...body, userID: who.client.userId }, 'client')).json() as Page;
    expect(own.rows.some((r) => String(r.Applicant).startsWith('Tied'))).toBe(false);
    expect(own.total).toBe((await post(ROUTES[2].whole, { ...body, userID: who.client.userId }, 'client')).json().length);
  });
});
