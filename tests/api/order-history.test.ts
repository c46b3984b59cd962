// The individual's order history (portal §7 POST /reports/individual_orderhistory): the checks of the caller's own
// orders lodged in the period (DD/MM/YYYY, Sydney days, both included), with their delays, results and discounts; bad
// periods answer 400; only the applicant themself may ask.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { orders, orderServices, serviceDelays, services } from '../../server/db/schema';
import { bearer, createTestApp, type TestApp } from './harness';

let t: TestApp;
const users: Record<string, { token: string; userId: number }> = {};

beforeAll(async () => {
  t = await createTestApp();
  users.applicant = await t.signIn('applicant', 'Applicant#2026');
  users.client = await t.signIn('client', 'Client#2026');
});
afterAll(() => t.close());

/** A day `daysAgo` days before now, as DD/MM/YYYY in Sydney (the period's calendar). */
const sydneyDay = (daysAgo: number) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Australia/Sydney', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(Date.now() - daysAgo * 86_400_000),
  );

const history = (body: object, who = 'applicant') =>
  t.app.inject({ method: 'POST', url: '/api/reports/individual_orderhistory', headers: bearer(users[who].token), payload: body });

async function ownOrders() {
  return t.database.db
    .select({ id: orders.id, lodgedAt: orders.lodgedAt })
    .from(orders)
    .where(eq(orders.applicantUserId, users.applicant.userId));
}

describe('order history', () => {
  it("answers every check of the applicant's own orders lodged in the period, newest order first", async () => {
    const response = await history({ userID: users.applicant.userId, DateFrom: sydneyDay(60), DateTo: sydneyDay(0) });
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json() as Array<Record<string, string | number>>;
    const mine = await ownOrders();
    const checks = await t.database.db.select().from(orderServices).where(inArray(orderServices.orderId, mine.map((o) => o.id)));
    expect(rows).toHaveLength(checks.length);
    expect(new Set(rows.map((r) => r.OrderID))).toEqual(new Set(mine.map((o) => o.id)));
    // Newest order first.
    const lodged = new Map(mine.map((o) => [o.id, o.lodgedAt.getTime()]));
    const times = rows.map((r) => lodged.get(r.OrderID as number)!);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(
        ['CheckCompletion', 'CheckStart', 'CheckStatus', 'Delays', 'DiscountsApplied', 'OrderID', 'OrderStatus', 'Results', 'Service'].sort(),
      );
      expect(row.CheckStart).toMatch(/^$|^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    // The completed order's volunteer police check: its result and completion.
    const volunteer = rows.find((r) => r.Service === 'National Police Check (Volunteer)')!;
    expect(volunteer).toMatchObject({ OrderStatus: 'Completed', CheckStatus: 'Ready', Results: 'Clear' });
    expect(volunteer.CheckCompletion).not.toBe('');
  });

  it('counts the recorded delays with their causes, and the discount off the catalogue price', async () => {
    const [credit] = await t.database.db
      .select({ id: orderServices.id, orderId: orderServices.orderId, price: orderServices.price, listPrice: services.listPrice })
      .from(orderServices)
      .innerJoin(orders, eq(orders.id, orderServices.orderId))
      .innerJoin(services, eq(services.serviceId, orderServices.serviceId))
      .where(and(eq(orders.applicantUserId, users.applicant.userId), eq(orderServices.serviceId, 'CR')));
    const now = new Date();
    await t.database.db.insert(serviceDelays).values([
      { orderServiceId: credit.id, cause: 'Third party response times', startedAt: new Date(now.getTime() - 3 * 86_400_000), endedAt: new Date(now.getTime() - 2 * 86_400_000) },
      { orderServiceId: credit.id, cause: 'Administrative queue', startedAt: new Date(now.getTime() - 86_400_000) },
    ]);
    await t.database.db.update(orderServices).set({ price: '30.00' }).where(eq(orderServices.id, credit.id));
    const response = await history({ userID: String(users.applicant.userId), DateFrom: sydneyDay(60), DateTo: sydneyDay(0) });
    const row = (response.json() as Array<Record<string, string>>).find((r) => r.Service === 'Credit History Check')!;
    expect(row.Delays).toBe('2: Administrative queue; Third party response times');
    expect(row.DiscountsApplied).toBe(`$${(Number(credit.listPrice) - 30).toFixed(2)} off $${Number(credit.listPrice).toFixed(2)}`);
    const undelayed = (response.json() as Array<Record<string, string>>).find((r) => r.Service === 'Right to Work (VEVO) Check')!;
    expect(undelayed.Delays).toBe('None');
  });

  it('keeps to the period: orders lodged before it are left out, an empty period answers []', async () => {
    const mine = await ownOrders();
    const recent = mine.filter((o) => o.lodgedAt.getTime() > Date.now() - 5 * 86_400_000).map((o) => o.id);
    const response = await history({ userID: users.applicant.userId, DateFrom: sydneyDay(5), DateTo: sydneyDay(0) });
    expect(response.statusCode).toBe(200);
    expect(new Set((response.json() as Array<{ OrderID: number }>).map((r) => r.OrderID))).toEqual(new Set(recent));
    expect(recent.length).toBeGreaterThan(0);
    const old = await history({ userID: users.applicant.userId, DateFrom: '01/01/2021', DateTo: '31/01/2021' });
    expect(old.json()).toEqual([]);
  });

  it('refuses periods that are not calendar days or run backwards, with 400', async () => {
    const bad: Array<[object, string | null]> = [
      [{ DateFrom: '31/02/2026', DateTo: '01/03/2026' }, 'The From date is not a valid date.'],
      [{ DateFrom: '01/03/2026', DateTo: '32/03/2026' }, null],
      [{ DateFrom: '2026-03-01', DateTo: '01/03/2026' }, null],
      [{ DateFrom: '10/03/2026', DateTo: '01/03/2026' }, 'The From date must not be after the To date.'],
      [{ DateTo: '01/03/2026' }, null],
    ];
    for (const [period, message] of bad) {
      const response = await history({ userID: users.applicant.userId, ...period });
      expect(response.statusCode, JSON.stringify(period)).toBe(400);
      if (message) expect(response.json().errorMessage).toBe(message);
    }
  });

  it("is the applicant's own: another user id is 403, a client user 403", async () => {
    const period = { DateFrom: sydneyDay(60), DateTo: sydneyDay(0) };
    expect((await history({ userID: users.client.userId, ...period })).statusCode).toBe(403);
    expect((await history({ userID: users.client.userId, ...period }, 'client')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/reports/individual_orderhistory', payload: { userID: 1, ...period } })).statusCode).toBe(401);
  });
});
