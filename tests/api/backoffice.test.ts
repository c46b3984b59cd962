// The back office's calls (issue 11): who may make them, the queue, one order, a check's move (409 and nothing changed
// when illegal), delays with their start and end, the order status that follows, holds, the history, and the mails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { applicationValues, clients, orderDocuments, orderHistory, orders, orderServices, serviceDelays } from '../../server/db/schema';
import { bearer, createTestApp, type TestApp } from './harness';
import { fingerprint } from './contract-world';

let t: TestApp;
const tokens: Record<string, { token: string; userId: number }> = {};
beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await t.signInDemo('operator', 'client', 'viewer', 'recruiter', 'applicant'));
});
afterAll(() => t.close());

const as = (username: string) => bearer(tokens[username].token);
const get = (url: string, username = 'operator') => t.app.inject({ method: 'GET', url: `/api${url}`, headers: as(username) });
const post = (url: string, payload: object, username = 'operator') =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: as(username), payload });

/** The seeded order of the applicant with this first name for this client (seed-data.ts ORDERS). */
async function orderOf(firstName: string, clientKey = 'harbour-health') {
  const { db } = t.database;
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(and(eq(orders.applicantFirstName, firstName), eq(clients.clientKey, clientKey)));
  return row.id;
}

async function checksOf(orderId: number) {
  return t.database.db.select().from(orderServices).where(eq(orderServices.orderId, orderId)).orderBy(orderServices.id);
}

async function statusOf(orderId: number) {
  return (await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0].status;
}

const move = (orderID: number, ServiceID: string, CheckStatus: string, extra: object = {}) =>
  post('/backoffice/services/status', { orderID, ServiceID, CheckStatus, ...extra });

describe('who may use the back office', () => {
  it("signs the operator in and answers dashboardType 'operator'", async () => {
    const response = await get(`/reports/dashboard_type/${tokens.operator.userId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      dashboardType: 'operator',
      ShowClientName: '1',
      SearchClient: '1',
      ClientID: '0',
      ClientName: '',
      LogoURL: '',
      AccessLevel: '',
    });
  });

  it('refuses every back-office call to client, viewer, recruiter and applicant (403), and to nobody (401)', async () => {
    const orderID = await orderOf('Liam');
    const calls = [
      { method: 'GET' as const, url: '/api/backoffice/orders' },
      { method: 'GET' as const, url: `/api/backoffice/orders/${orderID}` },
      { method: 'POST' as const, url: '/api/backoffice/services/status', payload: { orderID, ServiceID: 'PC', CheckStatus: 'Cancelled' } },
      { method: 'POST' as const, url: '/api/backoffice/orders/hold', payload: { orderID, Hold: 'Y', Reason: 'Manual' } },
    ];
    const before = await fingerprint(t);
    for (const call of calls) {
      for (const username of ['client', 'viewer', 'recruiter', 'applicant']) {
        const response = await t.app.inject({ ...call, headers: as(username) });
        expect(response.statusCode, `${call.url} as ${username}`).toBe(403);
      }
      expect((await t.app.inject(call)).statusCode, `${call.url} anonymous`).toBe(401);
    }
    expect(await fingerprint(t)).toEqual(before);
  });

  it("keeps the operator out of client and applicant calls: no acting as them", async () => {
    const orderId = await orderOf('Liam');
    expect((await get(`/orders/${tokens.operator.userId}`)).statusCode).toBe(403);
    expect((await get(`/services/${tokens.operator.userId}/${orderId}`)).statusCode).toBe(403);
    expect((await post('/application/get_identity_check', { orderId })).statusCode).toBe(403);
  });

  it('answers 404 for an order that does not exist', async () => {
    expect((await get('/backoffice/orders/999999')).statusCode).toBe(404);
    expect((await move(999999, 'PC', 'In progress')).statusCode).toBe(404);
  });
});

describe('the queue', () => {
  it("lists every client's orders, those needing attention first, then the oldest", async () => {
    const [{ n }] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    const response = await get(`/backoffice/orders?limit=200`);
    expect(response.statusCode).toBe(200);
    const { rows, total, counts } = response.json();
    expect(total).toBe(n);
    expect(rows).toHaveLength(n);
    expect(new Set(rows.map((r: { clientName: string }) => r.clientName)).size).toBeGreaterThanOrEqual(3);
    const attention = (r: { orderStatus: string; orderType: string }) =>
      r.orderStatus === 'On hold' || r.orderStatus === 'Open with Alert' || r.orderType === 'Needs attention';
    const firstCalm = rows.findIndex((r: never) => !attention(r));
    expect(rows.slice(firstCalm).some(attention)).toBe(false);
    const calm = rows.slice(firstCalm).map((r: { lodgeDate: string }) => r.lodgeDate);
    expect(calm).toEqual([...calm].sort());
    expect(counts.reduce((sum: number, c: { total: number }) => sum + c.total, 0)).toBe(n);
    const liam = rows.find((r: { applicant: string; clientName: string; orderStatus: string }) =>
      r.applicant === 'Liam Brown' && r.clientName === 'Harbour Health Group');
    expect(liam.services).toEqual([
      { ServiceID: 'PC', CheckStatus: 'In progress', DelayReason: '' },
      { ServiceID: 'RC', CheckStatus: 'In review', DelayReason: '' },
      { ServiceID: 'IDV', CheckStatus: 'Verified', DelayReason: '' },
    ]);
  });

  it('filters by status, client, service and a search of the name or order id, and pages', async () => {
    const rowsOf = async (query: string) => {
      const response = await get(`/backoffice/orders?${query}`);
      expect(response.statusCode, query).toBe(200);
      return response.json() as { rows: Array<{ orderID: number; applicant: string; orderStatus: string; clientID: number; services: Array<{ ServiceID: string }> }>; total: number; counts: Array<{ orderStatus: string; total: number }> };
    };
    const onHold = await rowsOf('status=On%20hold');
    expect(onHold.rows.length).toBeGreaterThan(0);
    expect(onHold.rows.every((r) => r.orderStatus === 'On hold')).toBe(true);
    expect(onHold.total).toBe(onHold.rows.length);
    // The counts ignore the status filter: the console shows every status's count beside the chosen one.
    expect(onHold.counts.find((c) => c.orderStatus === 'On hold')!.total).toBe(onHold.total);
    expect(onHold.counts.length).toBeGreaterThan(1);

    const [southern] = await t.database.db.select().from(clients).where(eq(clients.clientKey, 'southern-cross'));
    const bySouthern = await rowsOf(`clientId=${southern.id}`);
    expect(bySouthern.rows.length).toBeGreaterThan(0);
    expect(bySouthern.rows.every((r) => r.clientID === southern.id)).toBe(true);

    const vevo = await rowsOf('serviceId=VEVO');
    expect(vevo.rows.length).toBeGreaterThan(0);
    expect(vevo.total).toBe(vevo.rows.length);
    expect(vevo.rows.every((r) => r.services.some((s) => s.ServiceID === 'VEVO'))).toBe(true);

    const inQc = await rowsOf('checkStatus=In%20QC');
    expect(inQc.rows.map((r) => r.applicant)).toEqual(['Isla Martin']);
    const delayed = await rowsOf('delayed=Y');
    expect(delayed.rows.map((r) => r.applicant).sort()).toEqual(['Isla Martin', 'Liam Brown', 'Mia Anderson']);

    // Lodged 4 to 6 days before the seed (its lodgedDaysAgo), as Sydney days: the seed may be of yesterday.
    const day = (daysAgo: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date(t.seededAt.getTime() - daysAgo * 86_400_000));
    const lodged = await rowsOf(`dateFrom=${day(6)}&dateTo=${day(4)}&limit=200`);
    expect(lodged.rows.map((r) => r.applicant).sort()).toEqual(['Henry Walker', 'Isla Martin', 'Liam Brown', 'Lucas Tran', 'Ruby Patel']);

    const newest = await rowsOf('sort=newest&limit=200');
    const oldest = await rowsOf('limit=200');
    expect(newest.rows.map((r) => r.orderID)).not.toEqual(oldest.rows.map((r) => r.orderID));
    expect(new Set(newest.rows.map((r) => r.orderID))).toEqual(new Set(oldest.rows.map((r) => r.orderID)));

    const liam = await rowsOf('q=bRoWn');
    expect(liam.rows.map((r) => r.applicant)).toEqual(['Liam Brown', 'Liam Brown']);
    const id = await orderOf('Isla');
    expect((await rowsOf(`q=${id}`)).rows.map((r) => r.orderID)).toContain(id);
    expect((await rowsOf('q=%25')).total).toBe(0);

    const all = await rowsOf('limit=200');
    const page = await rowsOf('offset=2&limit=3');
    expect(page.rows.map((r) => r.orderID)).toEqual(all.rows.slice(2, 5).map((r) => r.orderID));
    expect(page.total).toBe(all.total);
  });

  it('refuses a bad filter with 400', async () => {
    const bad = ['limit=0', 'limit=500', 'limit=abc', 'status=Finished', 'clientId=x', `q=${'a'.repeat(101)}`, 'offset=-1',
      'dateFrom=2026-02-31', 'dateTo=2026-13-01', 'dateFrom=yesterday', 'checkStatus=Done', 'delayed=N', 'sort=age'];
    for (const query of bad) {
      expect((await get(`/backoffice/orders?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('one order', () => {
  it('shows the order, its checks with their moves and delays, documents, referees and history', async () => {
    const orderId = await orderOf('Mia');
    const response = await get(`/backoffice/orders/${orderId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.order).toMatchObject({ orderID: orderId, applicant: 'Mia Anderson', clientName: 'Harbour Health Group', orderStatus: 'On hold' });
    const pc = body.services.find((s: { ServiceID: string }) => s.ServiceID === 'PC');
    expect(pc).toMatchObject({ CheckStatus: 'Rejected by third party', DelayReason: 'Identity verification issues' });
    expect(pc.Moves).toEqual(['In progress', 'With provider', 'Cancelled']);
    expect(pc.Delays).toEqual([{ Cause: 'Identity verification issues', Start: expect.stringMatching(/^\d{4}-\d\d-\d\d /), End: '' }]);
    expect(body.history).toEqual([]);
    expect(Array.isArray(body.documents)).toBe(true);
    expect(Array.isArray(body.referees)).toBe(true);
  });

  it('shows the uploaded documents (replaced ones marked) and the referees with their field names', async () => {
    const { db } = t.database;
    const orderId = await orderOf('Noah');
    await db.insert(orderDocuments).values([
      { orderId, docId: 'PASSPORT', docName: 'Australian passport', category: 'Primary (Category A)', kind: 'identity', location: 'bo-old.png', mimeType: 'image/png', sizeBytes: 10, replacedAt: new Date() },
      { orderId, docId: 'PASSPORT', docName: 'Australian passport', category: 'Primary (Category A)', kind: 'identity', location: 'bo-new.pdf', mimeType: 'application/pdf', sizeBytes: 20 },
    ]);
    await db.insert(applicationValues).values([
      { orderId, tabName: 'References Details', fieldId: 'RefereeName', tableLocation: 'ops.ApplicantReferees', tableId: 7, value: 'Dr Ann Lee' },
      { orderId, tabName: 'References Details', fieldId: 'RefereeEmail', tableLocation: 'ops.ApplicantReferees', tableId: 7, value: 'ann.lee@example.com.au' },
    ]);
    const body = (await get(`/backoffice/orders/${orderId}`)).json();
    // (Beside the summary report the seed's operator made when completing the order.)
    const uploaded = body.documents.filter((d: { DocLocation: string }) => d.DocLocation.startsWith('bo-'));
    expect(uploaded.map((d: { DocLocation: string; Replaced: string; Category: string }) => [d.DocLocation, d.Replaced, d.Category])).toEqual([
      ['bo-old.png', 'Y', 'Primary (Category A)'],
      ['bo-new.pdf', 'N', 'Primary (Category A)'],
    ]);
    expect(body.referees).toEqual([
      {
        TableID: 7,
        Fields: [
          { FieldID: 'RefereeName', FieldName: "Referee's full name", Value: 'Dr Ann Lee' },
          { FieldID: 'RefereeEmail', FieldName: "Referee's email", Value: 'ann.lee@example.com.au' },
        ],
        // Written straight into the application here, never submitted: no referee row, no mail (issue 13).
        RefereeID: 0,
        Status: 'Not invited',
        Messages: [],
        Answer: null,
      },
    ]);
    // A Completed order's checks offer no move.
    expect(body.services.every((s: { Moves: string[] }) => s.Moves.length === 0)).toBe(true);
  });
});

describe('moving checks', () => {
  it('moves a check along allowed moves, records each delay with its start and end, and the history', async () => {
    const orderId = await orderOf('Liam');
    const pcBefore = (await checksOf(orderId)).find((c) => c.serviceId === 'PC')!;

    let response = await move(orderId, 'PC', 'With provider', { DelayReason: 'Third party response times', Note: 'Sent to the AFP' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ orderStatus: 'In progress', CheckStatus: 'With provider', DelayReason: 'Third party response times' });
    const delays = () => t.database.db.select().from(serviceDelays).where(eq(serviceDelays.orderServiceId, pcBefore.id)).orderBy(serviceDelays.id);
    expect(await delays()).toMatchObject([{ cause: 'Third party response times', endedAt: null }]);

    t.clock.advanceMinutes(20);
    response = await move(orderId, 'PC', 'In QC');
    expect(response.json()).toEqual({ orderStatus: 'In progress', CheckStatus: 'In QC', DelayReason: 'Third party response times' });
    response = await move(orderId, 'PC', 'In QC', { DelayReason: '' });
    expect(response.json()).toEqual({ orderStatus: 'In progress', CheckStatus: 'In QC', DelayReason: '' });
    const [ended] = await delays();
    expect(ended.endedAt!.getTime() - ended.startedAt.getTime()).toBe(20 * 60_000);

    response = await move(orderId, 'PC', 'Ready');
    expect(response.json()).toMatchObject({ CheckStatus: 'Ready' });
    const pc = (await checksOf(orderId)).find((c) => c.serviceId === 'PC')!;
    expect(pc.checkCompletion).toEqual(t.clock.now);

    const detail = (await get(`/backoffice/orders/${orderId}`)).json();
    expect(detail.history.map((h: { After: { CheckStatus: string } }) => h.After.CheckStatus)).toEqual(['Ready', 'In QC', 'In QC', 'With provider']);
    expect(detail.history.at(-1)).toMatchObject({
      User: 'operator',
      Action: 'service.status',
      ServiceID: 'PC',
      Before: { CheckStatus: 'In progress', DelayReason: '', orderStatus: 'In progress' },
      After: { CheckStatus: 'With provider', DelayReason: 'Third party response times', orderStatus: 'In progress' },
      Note: 'Sent to the AFP',
    });
    const pcDetail = detail.services.find((s: { ServiceID: string }) => s.ServiceID === 'PC');
    expect(pcDetail.Moves).toEqual([]);
    expect(pcDetail.Delays).toEqual([{ Cause: 'Third party response times', Start: expect.any(String), End: expect.any(String) }]);
  });

  it('answers 409 with the reason to an illegal move, and changes nothing', async () => {
    const orderId = await orderOf('Isla');
    const before = await fingerprint(t);
    const cases: Array<[string, string, object, string]> = [
      ['QV', 'Ready', {}, 'Qualification Verification cannot move from In progress to Ready. From In progress it may move to Verified, With provider, In review, In QC, Rejected by third party, Cancelled.'],
      ['PC', 'Cancelled', {}, 'National Police Check cannot move from In QC to Cancelled. From In QC it may move to Ready, In progress, In review.'],
      ['PC', 'Open', { DelayReason: 'Administrative queue', Note: 'x' }, 'National Police Check cannot move from In QC to Open. From In QC it may move to Ready, In progress, In review.'],
    ];
    for (const [service, to, extra, message] of cases) {
      const response = await move(orderId, service, to, extra);
      expect(response.statusCode, `${service} -> ${to}`).toBe(409);
      expect(response.json().errorMessage).toBe(message);
    }
    // Charlotte has not started her application: her checks cannot start before she submits it.
    const notSubmitted = await move(await orderOf('Charlotte'), 'PC', 'In progress');
    expect(notSubmitted.statusCode).toBe(409);
    expect(notSubmitted.json().errorMessage).toBe('The application is not submitted yet: National Police Check cannot start before it is.');
    expect((await move(orderId, 'VEVO', 'In progress')).statusCode).toBe(404);
    expect((await move(orderId, 'PC', 'Finished')).statusCode).toBe(400);
    expect((await move(orderId, 'PC', 'Ready', { DelayReason: 'Because' })).statusCode).toBe(400);
    expect(await fingerprint(t)).toEqual(before);
  });

  it('refuses to cancel a check whose results were supplied, and moves nothing on a Completed order', async () => {
    const isla = await orderOf('Isla');
    const qv = (await checksOf(isla)).find((c) => c.serviceId === 'QV')!;
    await t.database.db.update(orderServices).set({ resultsLocation: 'provider-result.pdf' }).where(eq(orderServices.id, qv.id));
    let response = await move(isla, 'QV', 'Cancelled');
    expect(response.statusCode).toBe(409);
    expect(response.json().errorMessage).toBe('Qualification Verification cannot be cancelled: the third party has supplied its results.');
    await t.database.db.update(orderServices).set({ resultsLocation: '' }).where(eq(orderServices.id, qv.id));

    const noah = await orderOf('Noah');
    response = await move(noah, 'PC', 'In QC');
    expect(response.statusCode).toBe(409);
    expect(response.json().errorMessage).toBe('The order is Completed: its checks can no longer change.');
  });

  it('puts the order On hold when a third party rejects a check, mails the applicant and the client, and resumes it', async () => {
    const orderId = await orderOf('Isla');
    t.mails.length = 0;
    let response = await move(orderId, 'QV', 'Rejected by third party', { DelayReason: 'Application corrections' });
    expect(response.json()).toEqual({ orderStatus: 'On hold', CheckStatus: 'Rejected by third party', DelayReason: 'Application corrections' });
    expect(await statusOf(orderId)).toBe('On hold');
    await t.settle();
    expect(t.mails.map((m) => [m.to, m.subject])).toEqual(
      expect.arrayContaining([
        ['isla.martin@example.com.au', `Your background check ${orderId} is now On hold`],
        ['hannah.price@harbourhealth.com.au', `Background check ${orderId} for Isla Martin is now On hold`],
      ]),
    );
    expect(t.mails).toHaveLength(2);

    // The client's own list shows it at once.
    const list = (await get(`/orders/${tokens.client.userId}`, 'client')).json();
    expect(list.find((o: { orderID: number }) => o.orderID === orderId).orderStatus).toBe('On hold');

    response = await move(orderId, 'QV', 'In progress');
    expect(response.json()).toMatchObject({ orderStatus: 'In progress', DelayReason: 'Application corrections' });
    await t.settle();
    expect(t.mails.filter((m) => m.subject.endsWith('is now In progress'))).toHaveLength(2);
    // A move that changes no order status sends no mail.
    t.mails.length = 0;
    await move(orderId, 'QV', 'In review');
    await t.settle();
    expect(t.mails).toEqual([]);
  });

  it('cancels the order when every check is cancelled', async () => {
    const orderId = await orderOf('Jack');
    expect(await statusOf(orderId)).toBe('Open');
    const response = await move(orderId, 'PC', 'Cancelled', { Note: 'Position withdrawn' });
    expect(response.json()).toEqual({ orderStatus: 'Cancelled', CheckStatus: 'Cancelled', DelayReason: '' });
    expect(await statusOf(orderId)).toBe('Cancelled');
  });
});

describe('holding an order', () => {
  it('holds with a reason, releases, and records both', async () => {
    // William's order is Closed: it can no longer be held.
    const closed = await orderOf('William');
    let response = await post('/backoffice/orders/hold', { orderID: closed, Hold: 'Y', Reason: 'Manual' });
    expect(response.statusCode).toBe(409);
    expect(response.json().errorMessage).toBe('The order is Closed: it can no longer be held or released.');

    const liam = await orderOf('Liam');
    response = await post('/backoffice/orders/hold', { orderID: liam, Hold: 'Y', Reason: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe('Please write a reason');

    response = await post('/backoffice/orders/hold', { orderID: liam, Hold: 'Y', Reason: 'Identity verification failed' });
    expect(response.json()).toEqual({ orderStatus: 'On hold' });
    response = await post('/backoffice/orders/hold', { orderID: liam, Hold: 'N', Reason: '' });
    expect(response.json()).toEqual({ orderStatus: 'In progress' });

    const history = await t.database.db.select().from(orderHistory).where(eq(orderHistory.orderId, liam)).orderBy(orderHistory.id);
    expect(history.slice(-2).map((h) => [h.action, h.before, h.after, h.note])).toEqual([
      ['order.hold', { orderStatus: 'In progress', HoldReason: '' }, { orderStatus: 'On hold', HoldReason: 'Identity verification failed' }, 'Identity verification failed'],
      ['order.release', { orderStatus: 'On hold', HoldReason: 'Identity verification failed' }, { orderStatus: 'In progress', HoldReason: '' }, ''],
    ]);
  });

  it('keeps a released order On hold while a third party has rejected a check', async () => {
    const mia = await orderOf('Mia');
    let response = await post('/backoffice/orders/hold', { orderID: mia, Hold: 'Y', Reason: 'Waiting on the passport' });
    expect(response.json()).toEqual({ orderStatus: 'On hold' });
    response = await post('/backoffice/orders/hold', { orderID: mia, Hold: 'N', Reason: '' });
    expect(response.json()).toEqual({ orderStatus: 'On hold' });
  });
});
