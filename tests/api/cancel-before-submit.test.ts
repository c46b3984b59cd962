// A check cancelled before the application is submitted leaves the rest of the order workable (issue 29): the order
// stays Open, the applicant completes and submits the application for the checks left, and the work starts on them.
// Before the fix the cancelled check counted as work started: the order read "In progress" with its application
// never submitted, "can no longer be changed", and its other checks Open with no way forward.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { orders, orderServices } from '../../server/db/schema';
import { bearer, createTestApp, type TestApp } from './harness';
import { completeSteps, demoOpenOrders, post, provideDocuments, type SignedIn } from './application-helpers';

let t: TestApp;
let applicant: SignedIn;
let harbour: number;

beforeAll(async () => {
  t = await createTestApp();
  applicant = await t.signIn('applicant', 'Applicant#2026');
  ({ harbour } = await demoOpenOrders(t));
});
afterAll(() => t.close());

const orderRow = async () => (await t.database.db.select().from(orders).where(eq(orders.id, harbour)))[0];
const checkStatuses = async () =>
  (await t.database.db.select().from(orderServices).where(eq(orderServices.orderId, harbour)).orderBy(asc(orderServices.id))).map(
    (c) => `${c.serviceId} ${c.checkStatus}`,
  );

describe('one check cancelled before the application is submitted', () => {
  it('leaves the order Open; the applicant completes and submits the application for the other check', async () => {
    expect(await checkStatuses()).toEqual(['PC Open', 'RC Open']);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/orders/cancel',
      headers: bearer(applicant.token),
      payload: {
        OrderID: harbour,
        ServiceID: 'RC',
        RefundReason: 'My referees are overseas',
        Bank: 'Commonwealth Bank',
        AccountName: 'Olivia Nguyen',
        Bsb: '062-000',
        AccountNumber: '12345678',
      },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await checkStatuses()).toEqual(['PC Open', 'RC Cancelled']);
    expect((await orderRow()).status).toBe('Open');

    await completeSteps(t, applicant, harbour);
    await provideDocuments(t, applicant, harbour);
    const submitted = await post(t, '/api/application/submit_application', applicant, { orderId: harbour, portalVersion: 'individual', IPAddress: '203.0.113.7' });
    expect(submitted.json()).toEqual({ approve: 1, error_msg: '' });
    const order = await orderRow();
    expect(order.status).toBe('In progress');
    expect(order.submittedAt).not.toBeNull();
    expect(await checkStatuses()).toEqual(['PC In progress', 'RC Cancelled']);
  });
});
