// GET /orders/{userId} and GET /services/{userId}/{orderId} (portal §7 "Orders") on the seeded demo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, orderServices } from '../../server/db/schema';
import { ORDERS } from '../../server/db/seed-data';
import { createTestApp, type TestApp } from './harness';
import { get, type SignedIn } from './application-helpers';

let t: TestApp;
let applicant: SignedIn;
let client: SignedIn;
let viewer: SignedIn;
let recruiter: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [applicant, client, viewer, recruiter] = await Promise.all([
    t.signIn('applicant', 'Applicant#2026'),
    t.signIn('client', 'Client#2026'),
    t.signIn('viewer', 'Viewer#2026'),
    t.signIn('recruiter', 'Recruiter#2026'),
  ]);
});
afterAll(() => t.close());

type OrderRow = Record<string, unknown> & { orderID: number; orderStatus: string };
const ordersOf = async (who: SignedIn) => {
  const response = await get(t, `/api/orders/${who.userId}`, who);
  expect(response.statusCode).toBe(200);
  return response.json() as OrderRow[];
};

describe('GET /orders/{userId}', () => {
  it("gives the applicant their own orders, newest first, with the flags of each status", async () => {
    const list = await ordersOf(applicant);
    expect(list.map((o) => [o.clientName, o.orderStatus])).toEqual([
      ['Southern Cross Logistics', 'Open'],
      ['Harbour Health Group', 'Open'],
      ['Harbour Health Group', 'In progress'],
      ['Eucalypt Aged Care', 'Completed'],
    ]);
    const [southern, harbour, inProgress, completed] = list;
    expect(Object.keys(harbour).sort()).toEqual(
      [
        'orderID', 'applicant', 'orderStatus', 'lodgeDate', 'completionDate', 'comments', 'clientID', 'clientName',
        'orderType', 'reportLocation', 'serviceIDs', 'expectedCompletion', 'editFlag', 'cancelFlag', 'startFlag', 'adsFlag',
      ].sort(),
    );
    expect(harbour).toMatchObject({
      applicant: 'Olivia Nguyen',
      orderType: 'General',
      completionDate: '',
      startFlag: 'Y',
      editFlag: 'N',
      cancelFlag: 'Y',
      adsFlag: 'N',
    });
    expect(harbour.lodgeDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(southern.startFlag).toBe('Y');
    // The credit check is with the provider, the identity verification verified: cancel is still possible; nothing
    // was sent back for correction, so there is nothing to edit.
    expect(inProgress).toMatchObject({ startFlag: 'N', editFlag: 'N', cancelFlag: 'Y', adsFlag: 'N' });
    // A police check only: no credit scores were recorded, so the order offers no deals (tests/api/deals.test.ts).
    expect(completed).toMatchObject({ startFlag: 'N', editFlag: 'N', cancelFlag: 'N', adsFlag: 'N' });
    expect(completed.completionDate).toMatch(/^\d{4}-\d{2}-\d{2} /);
  });

  it("stops offering start once the application is submitted", async () => {
    const [, harbour] = await ordersOf(applicant);
    await t.database.db.update(orders).set({ submittedAt: new Date() }).where(eq(orders.id, harbour.orderID));
    try {
      expect((await ordersOf(applicant))[1]).toMatchObject({ orderID: harbour.orderID, startFlag: 'N', cancelFlag: 'Y' });
    } finally {
      await t.database.db.update(orders).set({ submittedAt: null }).where(eq(orders.id, harbour.orderID));
    }
  });

  it("gives a client user its company's orders, and a recruiter the orders its agency placed", async () => {
    const harbourOrders = await ordersOf(client);
    expect(harbourOrders).toHaveLength(ORDERS.filter((o) => o.client === 'harbour-health').length);
    expect(new Set(harbourOrders.map((o) => o.clientName))).toEqual(new Set(['Harbour Health Group']));
    expect(harbourOrders.find((o) => o.orderStatus === 'On hold' && o.applicant === 'Mia Anderson')).toMatchObject({
      orderType: 'Needs attention',
      comments: 'Identity verification failed: the passport scan is unreadable.',
      editFlag: 'N',
      cancelFlag: 'Y',
    });
    const placed = await ordersOf(recruiter);
    expect(new Set(placed.map((o) => o.clientName))).toEqual(new Set(['Southern Cross Logistics', 'Eucalypt Aged Care']));
    expect(placed).toHaveLength(5);
  });

  it('gives a Restricted view user the same orders with no actions', async () => {
    const list = await ordersOf(viewer);
    expect(list).toHaveLength(ORDERS.filter((o) => o.client === 'harbour-health').length);
    for (const o of list) expect([o.startFlag, o.editFlag, o.cancelFlag]).toEqual(['N', 'N', 'N']);
  });

  it("refuses another user's list and callers without a session", async () => {
    const response = await get(t, `/api/orders/${client.userId}`, applicant);
    expect(response.statusCode).toBe(403);
    expect((await get(t, `/api/orders/${applicant.userId}`)).statusCode).toBe(401);
    expect((await get(t, '/api/orders/me', applicant)).statusCode).toBe(400);
  });
});

describe('GET /services/{userId}/{orderId}', () => {
  it('lists the checks of an order with their status and cancel flag', async () => {
    const inProgress = (await ordersOf(applicant))[2];
    const response = await get(t, `/api/services/${applicant.userId}/${inProgress.orderID}`, applicant);
    expect(response.statusCode).toBe(200);
    const checks = response.json() as Array<Record<string, unknown>>;
    expect(checks.map((c) => [c.ServiceID, c.Service, c.CheckStatus, c.CancelFlag])).toEqual([
      ['CR', 'Credit History Check', 'With provider', 'Y'],
      ['IDV', 'Identity Verification', 'Verified', 'Y'],
    ]);
    expect(checks[0]).toMatchObject({ DelayReason: '', DownloadRestriction: 'None', ResultsLocation: '', CheckCompletion: '' });
    expect(checks[0].CheckStart).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('offers no cancel on ready results or a finished order', async () => {
    const completed = (await ordersOf(applicant))[3];
    const [line] = await t.database.db.select().from(orderServices).where(eq(orderServices.orderId, completed.orderID));
    const checks = (await get(t, `/api/services/${applicant.userId}/${completed.orderID}`, applicant)).json();
    expect(checks).toEqual([expect.objectContaining({ ServiceID: line.serviceId, CheckStatus: 'Ready', CancelFlag: 'N' })]);
  });

  it("refuses an order the caller may not see, and another user's id", async () => {
    const harbourOrders = await ordersOf(client);
    const notTheApplicants = harbourOrders.find((o) => o.applicant !== 'Olivia Nguyen')!;
    expect((await get(t, `/api/services/${applicant.userId}/${notTheApplicants.orderID}`, applicant)).statusCode).toBe(404);
    expect((await get(t, `/api/services/${client.userId}/${notTheApplicants.orderID}`, client)).statusCode).toBe(200);
    expect((await get(t, `/api/services/${client.userId}/${notTheApplicants.orderID}`, applicant)).statusCode).toBe(403);
  });
});
