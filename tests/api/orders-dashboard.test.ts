// What the client dashboard reads beyond the flags (issue 12): each order's ServiceIDs and expected completion date in
// GET /orders/{userId}, each check's in GET /services/{userId}/{orderId}, kept current by the triggers of checks and
// delays (migration 0010), and the same access rules as the lists themselves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { clients, orders, orderServices, serviceDelays, services } from '../../server/db/schema';
import { createTestApp, type TestApp } from './harness';
import { get, type SignedIn } from './application-helpers';

let t: TestApp;
let client: SignedIn;
let recruiter: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  // Tuesday 24 November 2026, 12:00 in Sydney.
  t.clock.now = new Date('2026-11-24T01:00:00Z');
  [client, recruiter] = await Promise.all([t.signIn('client', 'Client#2026'), t.signIn('recruiter', 'Recruiter#2026')]);
});
afterAll(() => t.close());

type Row = { orderID: number; orderStatus: string; clientName: string; serviceIDs: string[]; expectedCompletion: string };
const ordersOf = async (who: SignedIn) => {
  const response = await get(t, `/api/orders/${who.userId}`, who);
  expect(response.statusCode).toBe(200);
  return response.json() as Row[];
};
const checksOf = async (who: SignedIn, orderId: number) => {
  const response = await get(t, `/api/services/${who.userId}/${orderId}`, who);
  expect(response.statusCode).toBe(200);
  return response.json() as Array<{ ServiceID: string; CheckStatus: string; ExpectedCompletion: string }>;
};

describe('GET /orders/{userId}: ServiceIDs and expected completion', () => {
  it("lists each order's checks by ServiceID, in check order, from the caller's own orders only", async () => {
    for (const who of [client, recruiter]) {
      const list = await ordersOf(who);
      const stored = await t.database.db
        .select({ orderId: orderServices.orderId, serviceId: orderServices.serviceId })
        .from(orderServices)
        .where(inArray(orderServices.orderId, list.map((o) => o.orderID)))
        .orderBy(asc(orderServices.id));
      for (const order of list) {
        expect(order.serviceIDs).toEqual(stored.filter((s) => s.orderId === order.orderID).map((s) => s.serviceId));
        expect(order.serviceIDs.length).toBeGreaterThan(0);
      }
    }
    // A client sees its company's orders only; a recruiter only those its agency placed for its clients.
    const [harbour] = await t.database.db.select({ id: clients.id }).from(clients).where(eq(clients.clientKey, 'harbour-health'));
    const [agency] = await t.database.db.select({ id: clients.id }).from(clients).where(eq(clients.clientKey, 'talent-bridge'));
    const own = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.clientId, harbour.id));
    expect((await ordersOf(client)).map((o) => o.orderID).sort()).toEqual(own.map((o) => o.id).sort());
    const placed = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.recruiterClientId, agency.id));
    expect((await ordersOf(recruiter)).map((o) => o.orderID).sort()).toEqual(placed.map((o) => o.id).sort());
  });

  it('gives no expected date to a Completed, Cancelled or Closed order, and a date to every open one with an open check', async () => {
    const list = await ordersOf(client);
    for (const order of list) {
      if (['Completed', 'Cancelled', 'Closed'].includes(order.orderStatus)) expect(order.expectedCompletion).toBe('');
    }
    const open = list.filter((o) => o.orderStatus === 'Open' || o.orderStatus === 'In progress');
    expect(open.length).toBeGreaterThan(0);
    for (const order of open) expect(order.expectedCompletion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("counts EndDay business days from a check's start, pushed out by its delays day by day", async () => {
    const order = (await ordersOf(client)).find((o) => o.orderStatus === 'In progress')!;
    const checks = await t.database.db.select().from(orderServices).where(eq(orderServices.orderId, order.orderID)).orderBy(asc(orderServices.id));
    const [first, ...others] = checks;
    const [{ endDay }] = await t.database.db.select({ endDay: services.endDay }).from(services).where(eq(services.serviceId, first.serviceId));
    // The first check started on Monday 23 November (Sydney) and is in progress; the others are Ready.
    await t.database.db.delete(serviceDelays).where(inArray(serviceDelays.orderServiceId, checks.map((c) => c.id)));
    await t.database.db
      .update(orderServices)
      .set({ checkStatus: 'In progress', checkStart: new Date('2026-11-22T23:00:00Z') })
      .where(eq(orderServices.id, first.id));
    if (others.length) {
      await t.database.db.update(orderServices).set({ checkStatus: 'Ready' }).where(inArray(orderServices.id, others.map((c) => c.id)));
    }
    const mondayPlus = (days: number) => {
      const date = new Date('2026-11-23T00:00:00Z');
      for (let left = days; left > 0; ) {
        date.setUTCDate(date.getUTCDate() + 1);
        if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) left -= 1;
      }
      return date.toISOString().slice(0, 10);
    };
    const expectedOf = async () => (await ordersOf(client)).find((o) => o.orderID === order.orderID)!.expectedCompletion;

    expect(await expectedOf()).toBe(mondayPlus(endDay));
    const listed = await checksOf(client, order.orderID);
    expect(listed[0]).toMatchObject({ ServiceID: first.serviceId, ExpectedCompletion: mondayPlus(endDay) });
    for (const other of listed.slice(1)) expect(other.ExpectedCompletion).toBe('');

    // A delay since Monday, still running on Tuesday: two business days more.
    await t.database.db.insert(serviceDelays).values({ orderServiceId: first.id, cause: 'Third party response times', startedAt: new Date('2026-11-22T23:30:00Z') });
    expect(await expectedOf()).toBe(mondayPlus(endDay + 2));
    expect((await checksOf(client, order.orderID))[0].ExpectedCompletion).toBe(mondayPlus(endDay + 2));

    // The next day it still runs: one more (the day is part of the validator, so no kept answer hides it).
    t.clock.advanceMinutes(24 * 60);
    // A day later the sessions have long expired (29 idle minutes): sign in again.
    [client, recruiter] = await Promise.all([t.signIn('client', 'Client#2026'), t.signIn('recruiter', 'Recruiter#2026')]);
    expect(await expectedOf()).toBe(mondayPlus(endDay + 3));
    // Ended on Wednesday: Monday and Tuesday were lost.
    await t.database.db
      .update(serviceDelays)
      .set({ endedAt: new Date('2026-11-24T22:00:00Z') })
      .where(and(eq(serviceDelays.orderServiceId, first.id), isNull(serviceDelays.endedAt)));
    expect(await expectedOf()).toBe(mondayPlus(endDay + 2));
    // Ready: the order has no open check left.
    await t.database.db.update(orderServices).set({ checkStatus: 'Ready' }).where(eq(orderServices.id, first.id));
    expect(await expectedOf()).toBe('');
    expect((await checksOf(client, order.orderID))[0].ExpectedCompletion).toBe('');
  });

  it("refuses another company's order's checks", async () => {
    const agencyOrder = (await ordersOf(recruiter))[0];
    expect((await get(t, `/api/services/${client.userId}/${agencyOrder.orderID}`, client)).statusCode).toBe(404);
    // Harbour Health's own orders (not placed by the agency) are not the recruiter's.
    const placed = new Set((await ordersOf(recruiter)).map((o) => o.orderID));
    const own = (await ordersOf(client)).find((o) => !placed.has(o.orderID))!;
    expect((await get(t, `/api/services/${recruiter.userId}/${own.orderID}`, recruiter)).statusCode).toBe(404);
  });
});
