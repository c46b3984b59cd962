// Contact Us (issue 14): an enquiry needs a known category and a message, may name only one of the caller's orders,
// is stored with a mail to support and an acknowledgement queued in its transaction; operators list enquiries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { clients, enquiries, orders } from '../../server/db/schema';
import { bearer, createTestApp, type TestApp } from './harness';
import { fingerprint } from './contract-world';

let t: TestApp;
const session: Record<string, { token: string; userId: number }> = {};
let applicantOrder: number;
let harbourOrder: number;
let southernOrder: number;
beforeAll(async () => {
  t = await createTestApp();
  Object.assign(session, await t.signInDemo('applicant', 'client', 'viewer', 'operator'));
  const { db } = t.database;
  const clientId = async (key: string) => (await db.select().from(clients).where(eq(clients.clientKey, key)))[0].id;
  applicantOrder = (await db.select().from(orders).where(eq(orders.applicantUserId, session.applicant.userId)))[0].id;
  harbourOrder = (
    await db
      .select()
      .from(orders)
      .where(and(eq(orders.clientId, await clientId('harbour-health')), isNull(orders.recruiterClientId)))
  )[0].id;
  southernOrder = (await db.select().from(orders).where(eq(orders.clientId, await clientId('southern-cross'))))[0].id;
});
afterAll(() => t.close());

const send = (payload: object, username: string) =>
  t.app.inject({ method: 'POST', url: '/api/utilities/receive_enquiries', headers: bearer(session[username].token), payload });

const enquiry = (username: string, overrides: object = {}) => ({
  user_id: session[username].userId,
  ticket_category: 'Order enquiry',
  message: 'When will the police check be ready?',
  order_id: '',
  ...overrides,
});

describe('POST /utilities/receive_enquiries', () => {
  it('stores the enquiry about an own order, mails support and acknowledges the sender', async () => {
    const before = t.mails.length;
    const response = await send(enquiry('applicant', { order_id: applicantOrder }), 'applicant');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toBe('Your enquiry has been sent.');
    const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.userId, session.applicant.userId));
    expect(row).toMatchObject({ ticketCategory: 'Order enquiry', orderId: applicantOrder, message: 'When will the police check be ready?' });

    await t.settle();
    const sent = t.mails.slice(before);
    const support = sent.find((m) => m.to === t.config.supportEmail)!;
    expect(support.subject).toBe(`Enquiry ${row.id}: Order enquiry (order ${applicantOrder})`);
    expect(support.text).toContain('When will the police check be ready?');
    expect(support.text).toContain('username applicant');
    const ack = sent.find((m) => m.to === 'olivia.nguyen@example.com.au')!;
    expect(ack.subject).toBe(`We received your enquiry (reference ${row.id})`);
  });

  it("takes a client's enquiry without an order, and one about its company's order (Restricted view may ask)", async () => {
    expect((await send(enquiry('client', { order_id: null, ticket_category: 'Billing and invoices' }), 'client')).statusCode).toBe(200);
    const viewer = await send(enquiry('viewer', { order_id: String(harbourOrder) }), 'viewer');
    expect(viewer.statusCode, viewer.body).toBe(200);
    const rows = await t.database.db.select().from(enquiries).where(eq(enquiries.userId, session.viewer.userId));
    expect(rows.map((r) => r.orderId)).toEqual([harbourOrder]);
  });

  it("refuses another's order, another user's id, an unknown category and an empty message, storing nothing", async () => {
    const before = await fingerprint(t);
    expect((await send(enquiry('applicant', { order_id: harbourOrder }), 'applicant')).statusCode).toBe(404);
    expect((await send(enquiry('client', { order_id: southernOrder }), 'client')).statusCode).toBe(404);
    expect((await send(enquiry('client', { user_id: session.viewer.userId }), 'client')).statusCode).toBe(403);
    for (const bad of [{ ticket_category: 'Complaints about the weather' }, { ticket_category: ' ' }, { message: '   ' }]) {
      const response = await send(enquiry('client', bad), 'client');
      expect(response.statusCode).toBe(400);
      expect(response.json().errorMessage).toBe('Please complete the form.');
    }
    expect((await send(enquiry('client', { message: 'x'.repeat(2001) }), 'client')).statusCode).toBe(400);
    expect((await send(enquiry('client', { order_id: 'abc' }), 'client')).statusCode).toBe(400);
    const operator = await send(enquiry('operator'), 'operator');
    expect(operator.statusCode).toBe(403);
    expect(await fingerprint(t)).toEqual(before);
  });
});

describe('GET /backoffice/enquiries', () => {
  it('lists every enquiry, newest first, for operators only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/backoffice/enquiries', headers: bearer(session.operator.token) });
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json() as Array<Record<string, string | number>>;
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ UserName: 'viewer', Name: 'Oscar Lee', ClientName: 'Harbour Health Group', OrderID: String(harbourOrder) });
    expect(rows[2]).toMatchObject({
      UserName: 'applicant',
      Email: 'olivia.nguyen@example.com.au',
      ClientName: '',
      Category: 'Order enquiry',
      OrderID: String(applicantOrder),
    });
    expect(rows[2].Received).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const refused = await t.app.inject({ method: 'GET', url: '/api/backoffice/enquiries', headers: bearer(session.client.token) });
    expect(refused.statusCode).toBe(403);
  });
});
