// The order actions of the dashboards (portal §4, §5, §7 "Orders"): contact the applicant (the server decides the
// recipient and the reply-to, the mail goes through the job queue and the message stays on the order), and cancel an
// order or one check (refused once results are ready or supplied, nothing changed; bank details required of an
// individual and kept encrypted; the lifecycle moves the checks and the order; the caller is mailed). Access: a client
// only on its own company's orders, a Restricted view user may not act, an applicant only on their own orders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { clients, orderCancellations, orderHistory, orderMessages, orders, orderServices } from '../../server/db/schema';
import { createFieldCipher } from '../../server/field-cipher';
import { fieldSecret } from '../../server/secret';
import { bearer, createTestApp, type TestApp } from './harness';
import { fingerprint } from './contract-world';

let t: TestApp;
const users: Record<string, { token: string; userId: number }> = {};

beforeAll(async () => {
  t = await createTestApp();
  users.applicant = await t.signIn('applicant', 'Applicant#2026');
  users.client = await t.signIn('client', 'Client#2026');
  users.viewer = await t.signIn('viewer', 'Viewer#2026');
  users.recruiter = await t.signIn('recruiter', 'Recruiter#2026');
  users.operator = await t.signIn('operator', 'Operator#2026');
});
afterAll(() => t.close());

const post = (url: string, payload: object, who: string) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(users[who].token), payload });

/** The seeded order of this applicant first name at this client (by its key). */
async function orderOf(firstName: string, clientKey: string, status?: string) {
  const rows = await t.database.db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(and(eq(orders.applicantFirstName, firstName), eq(clients.clientKey, clientKey)));
  const row = status ? rows.find((r) => r.status === status) : rows[0];
  if (!row) throw new Error(`no seeded order of ${firstName} at ${clientKey}`);
  return row.id;
}

const checks = (orderId: number) =>
  t.database.db
    .select({ serviceId: orderServices.serviceId, checkStatus: orderServices.checkStatus, delayReason: orderServices.delayReason })
    .from(orderServices)
    .where(eq(orderServices.orderId, orderId))
    .orderBy(asc(orderServices.id));
const statusOf = async (orderId: number) => (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0].status;

async function unchangedBy(call: () => Promise<{ statusCode: number; json(): { errorMessage: string } }>, status: number, message?: string) {
  const before = await fingerprint(t);
  const response = await call();
  expect(response.statusCode).toBe(status);
  if (message) expect(response.json().errorMessage).toBe(message);
  expect(await fingerprint(t)).toEqual(before);
}

describe('contact applicant', () => {
  it("answers the sender (the caller), the recipient (the order's applicant) and a subject", async () => {
    const orderId = await orderOf('Jack', 'harbour-health');
    const response = await post('/utilities/get_applicant_contact', { user_id: users.client.userId, order_id: orderId }, 'client');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      Sender: expect.stringContaining('@'),
      Recipient: 'jack.wilson@example.com.au',
      Subject: `Your background check ${orderId} for Harbour Health Group`,
    });
  });

  it("is refused on another client's order, for another user id, and to applicants", async () => {
    const foreign = await orderOf('Grace', 'eucalypt-care');
    const own = await orderOf('Jack', 'harbour-health');
    expect((await post('/utilities/get_applicant_contact', { user_id: users.client.userId, order_id: foreign }, 'client')).statusCode).toBe(404);
    expect((await post('/utilities/get_applicant_contact', { user_id: users.viewer.userId, order_id: own }, 'client')).statusCode).toBe(403);
    expect((await post('/utilities/get_applicant_contact', { user_id: users.applicant.userId, order_id: own }, 'applicant')).statusCode).toBe(403);
    await unchangedBy(() => post('/utilities/send_message_applicant_contact', { order_id: foreign, message: 'Hello' }, 'client'), 404);
  });

  it('requires a message and keeps within its limit, changing nothing', async () => {
    const orderId = await orderOf('Jack', 'harbour-health');
    await unchangedBy(() => post('/utilities/send_message_applicant_contact', { order_id: orderId, message: '   ' }, 'client'), 400, 'Please write a message');
    await unchangedBy(
      () => post('/utilities/send_message_applicant_contact', { order_id: orderId, message: 'x'.repeat(2001) }, 'client'),
      400,
      'The message may be at most 2000 characters.',
    );
    await unchangedBy(() => post('/utilities/send_message_applicant_contact', { order_id: orderId }, 'client'), 400);
  });

  it('a Restricted view user may not send', async () => {
    const orderId = await orderOf('Jack', 'harbour-health');
    await unchangedBy(() => post('/utilities/send_message_applicant_contact', { order_id: orderId, message: 'Hi' }, 'viewer'), 403);
  });

  it("mails the applicant on the order (not the body's Recipient) with the caller as reply-to, and keeps the message", async () => {
    const orderId = await orderOf('Jack', 'harbour-health');
    t.mails.length = 0;
    const response = await post(
      '/utilities/send_message_applicant_contact',
      {
        order_id: orderId,
        Sender: 'ceo@evil.example',
        Recipient: 'someone-else@evil.example',
        Subject: 'Your police check',
        message: '  Please upload a clearer passport scan.  ',
        ApplicantName: 'x',
        ClientName: 'y',
      },
      'client',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ Outcome: 'The message was sent.' });
    // Enqueued in the transaction, sent by the queue's worker.
    expect(t.mails).toEqual([]);
    await t.settle();
    expect(t.mails).toHaveLength(1);
    const [mail] = t.mails;
    expect(mail.to).toBe('jack.wilson@example.com.au');
    expect(mail.replyTo).toMatch(/@/);
    expect(mail.replyTo).not.toBe('ceo@evil.example');
    expect(mail.subject).toBe('Your police check');
    expect(mail.text).toContain('Please upload a clearer passport scan.');
    const kept = await t.database.db.select().from(orderMessages).where(eq(orderMessages.orderId, orderId));
    expect(kept).toEqual([
      expect.objectContaining({ recipient: 'jack.wilson@example.com.au', subject: 'Your police check', message: 'Please upload a clearer passport scan.' }),
    ]);
    const history = await t.database.db.select().from(orderHistory).where(and(eq(orderHistory.orderId, orderId), eq(orderHistory.action, 'order.message')));
    expect(history).toHaveLength(1);
  });

  it('a recruiter may write about an order it placed for its client', async () => {
    const orderId = await orderOf('Henry', 'southern-cross');
    const response = await post('/utilities/send_message_applicant_contact', { order_id: orderId, message: 'Thanks Henry' }, 'recruiter');
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('cancel', () => {
  it('is refused for another client, a Restricted view user, and an applicant on an order not theirs', async () => {
    const foreign = await orderOf('Grace', 'eucalypt-care');
    const harbour = await orderOf('Jack', 'harbour-health');
    const body = { RefundReason: 'Position withdrawn' };
    await unchangedBy(() => post('/orders/cancel', { OrderID: foreign, ...body }, 'client'), 404);
    await unchangedBy(() => post('/orders/cancel', { OrderID: harbour, ...body }, 'viewer'), 403);
    await unchangedBy(
      () => post('/orders/cancel', { OrderID: harbour, ...body, Bank: 'CBA', AccountName: 'Olivia', Bsb: '062000', AccountNumber: '12345678' }, 'applicant'),
      404,
    );
  });

  it('requires a reason of at most 250 characters', async () => {
    const orderId = await orderOf('Jack', 'harbour-health');
    await unchangedBy(() => post('/orders/cancel', { OrderID: orderId, RefundReason: ' ' }, 'client'), 400, 'Please write a reason');
    await unchangedBy(() => post('/orders/cancel', { OrderID: orderId }, 'client'), 400, 'Please write a reason');
    await unchangedBy(
      () => post('/orders/cancel', { OrderID: orderId, RefundReason: 'x'.repeat(251) }, 'client'),
      400,
      'The reason may be at most 250 characters.',
    );
  });

  it('refuses a Ready check, an In QC check and the whole order once results exist, naming why', async () => {
    // Isla Martin: PC In QC, QV In progress, RC In progress.
    const orderId = await orderOf('Isla', 'harbour-health');
    await unchangedBy(
      () => post('/orders/cancel', { OrderID: orderId, RefundReason: 'No longer needed' }, 'client'),
      409,
      `Order ${orderId} can no longer be cancelled: results are ready or a third party has supplied them.`,
    );
    await unchangedBy(
      () => post('/orders/cancel', { OrderID: orderId, ServiceID: 'PC', RefundReason: 'No longer needed' }, 'client'),
      409,
      'National Police Check can no longer be cancelled: its results are ready or the third party has supplied them.',
    );
    // Liam Brown (In progress): make his police check Ready, then it may not be cancelled.
    const liam = await orderOf('Liam', 'harbour-health', 'In progress');
    await t.database.db
      .update(orderServices)
      .set({ checkStatus: 'Ready' })
      .where(and(eq(orderServices.orderId, liam), eq(orderServices.serviceId, 'PC')));
    await unchangedBy(
      () => post('/orders/cancel', { OrderID: liam, ServiceID: 'PC', RefundReason: 'No longer needed' }, 'client'),
      409,
      'National Police Check can no longer be cancelled: its results are ready or the third party has supplied them.',
    );
    const completed = await orderOf('Noah', 'harbour-health');
    await unchangedBy(
      () => post('/orders/cancel', { OrderID: completed, ServiceID: 'PC', RefundReason: 'No longer needed' }, 'client'),
      409,
      `Order ${completed} is Completed: its checks can no longer be cancelled.`,
    );
    await unchangedBy(() => post('/orders/cancel', { OrderID: orderId, ServiceID: 'ZZ', RefundReason: 'x' }, 'client'), 404);
  });

  it('cancels one check of a client order (its delay ended), keeps the order going, and mails the caller', async () => {
    const orderId = await orderOf('Isla', 'harbour-health');
    await t.settle();
    t.mails.length = 0;
    const response = await post('/orders/cancel', { OrderID: orderId, ServiceID: 'QV', ClientType: 'client', RefundReason: 'Qualification no longer required' }, 'client');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().Outcome).toBe(`Qualification Verification of order ${orderId} has been cancelled.`);
    expect(await checks(orderId)).toEqual([
      { serviceId: 'PC', checkStatus: 'In QC', delayReason: '' },
      { serviceId: 'QV', checkStatus: 'Cancelled', delayReason: '' },
      // Isla's reference check waits on her two referees (seeded, issue 13).
      { serviceId: 'RC', checkStatus: 'In progress', delayReason: '' },
    ]);
    expect(await statusOf(orderId)).toBe('In progress');
    const [kept] = await t.database.db.select().from(orderCancellations).where(eq(orderCancellations.orderId, orderId));
    expect(kept).toMatchObject({ serviceId: 'QV', clientType: 'client', refundReason: 'Qualification no longer required', bankDetails: null });
    await t.settle();
    expect(t.mails.map((m) => m.subject)).toEqual([`Cancellation of background check ${orderId} for Isla Martin`]);
  });

  it("lets the applicant cancel their own order only with bank details, each at least 2 characters", async () => {
    const orderId = await orderOf('Olivia', 'harbour-health', 'Open');
    const bank = { Bank: 'Commonwealth Bank', AccountName: 'Olivia Nguyen', Bsb: '062-000', AccountNumber: '12345678' };
    await unchangedBy(() => post('/orders/cancel', { OrderID: orderId, RefundReason: 'Took another job' }, 'applicant'), 400, 'Please write your bank details');
    await unchangedBy(
      () => post('/orders/cancel', { OrderID: orderId, RefundReason: 'Took another job', ...bank, Bsb: ' 1 ' }, 'applicant'),
      400,
      'Please write your bank details',
    );
  });

  it('cancels the whole order of an applicant: every check, the order, the history, the bank details encrypted, the mails', async () => {
    const orderId = await orderOf('Olivia', 'harbour-health', 'Open');
    const bank = { Bank: 'Commonwealth Bank', AccountName: 'Olivia Nguyen', Bsb: '062-000', AccountNumber: '12345678' };
    await t.settle();
    t.mails.length = 0;
    const response = await post('/orders/cancel', { OrderID: orderId, ServiceID: 0, RefundReason: ' Took another job ', ...bank }, 'applicant');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().Outcome).toBe(`Order ${orderId} has been cancelled. Any refund due will be paid into the bank account you gave.`);
    expect((await checks(orderId)).map((c) => c.checkStatus)).toEqual(['Cancelled', 'Cancelled']);
    expect(await statusOf(orderId)).toBe('Cancelled');

    const [kept] = await t.database.db.select().from(orderCancellations).where(eq(orderCancellations.orderId, orderId));
    expect(kept).toMatchObject({ serviceId: '', clientType: 'individual', refundCategory: 'Order', refundReason: 'Took another job' });
    // Encrypted at rest: no bank field readable in the raw row, and it opens with the server's key.
    const raw = await t.database.db.execute(`select bank_details from order_cancellations where order_id = ${orderId}`);
    const stored = ((raw as unknown as { rows: Array<{ bank_details: string }> }).rows ?? raw)[0].bank_details;
    for (const value of Object.values(bank)) expect(stored).not.toContain(value);
    expect(stored).toMatch(/^v1\./);
    expect(JSON.parse(createFieldCipher(fieldSecret(t.config.dataDir, t.config.fieldKey)).open(stored))).toEqual(bank);

    const [history] = await t.database.db.select().from(orderHistory).where(and(eq(orderHistory.orderId, orderId), eq(orderHistory.action, 'order.cancel')));
    expect(history).toMatchObject({ note: 'Took another job', before: { orderStatus: 'Open' }, after: { orderStatus: 'Cancelled' } });

    await t.settle();
    const subjects = t.mails.map((m) => [m.to, m.subject]);
    expect(subjects).toContainEqual(['olivia.nguyen@example.com.au', `Cancellation of background check ${orderId} for Olivia Nguyen`]);
    // The applicant is told once (their confirmation), not again by the status change mail.
    expect(t.mails.filter((m) => m.to === 'olivia.nguyen@example.com.au')).toHaveLength(1);

    // Cancelled is final: a second request is refused and changes nothing.
    await unchangedBy(
      () => post('/orders/cancel', { OrderID: orderId, RefundReason: 'again', ...bank }, 'applicant'),
      409,
      `Order ${orderId} is Cancelled: it can no longer be cancelled.`,
    );
  });

  it("shows the refund account to operators only, decrypted on the back office's order page", async () => {
    const orderId = await orderOf('Olivia', 'harbour-health', 'Cancelled');
    const get = (who: string) => t.app.inject({ method: 'GET', url: `/api/backoffice/orders/${orderId}`, headers: bearer(users[who].token) });
    const response = await get('operator');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().cancellations).toEqual([
      {
        At: expect.stringMatching(/^\d{4}-\d{2}-\d{2} /),
        User: 'applicant',
        ServiceID: '',
        ClientType: 'individual',
        RefundReason: 'Took another job',
        Bank: 'Commonwealth Bank',
        AccountName: 'Olivia Nguyen',
        Bsb: '062-000',
        AccountNumber: '12345678',
      },
    ]);
    expect((await get('client')).statusCode).toBe(403);
    expect((await get('applicant')).statusCode).toBe(403);
    // Nothing of it in the applicant's own lists.
    const lists = await Promise.all([
      t.app.inject({ method: 'GET', url: `/api/orders/${users.applicant.userId}`, headers: bearer(users.applicant.token) }),
      t.app.inject({ method: 'GET', url: `/api/services/${users.applicant.userId}/${orderId}`, headers: bearer(users.applicant.token) }),
    ]);
    for (const list of lists) expect(list.body).not.toContain('12345678');
  });

  it('cancelling the last open check cancels the order', async () => {
    const orderId = await orderOf('Jack', 'harbour-health');
    const response = await post('/orders/cancel', { OrderID: orderId, ServiceID: 'PC', RefundReason: 'Position withdrawn' }, 'client');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().Outcome).toBe(
      `National Police Check of order ${orderId} has been cancelled. It was the last open check: the order is now Cancelled.`,
    );
    expect(await statusOf(orderId)).toBe('Cancelled');
  });
});
