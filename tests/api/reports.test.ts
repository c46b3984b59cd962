// The four client reports (portal §3 types 1-4, §7 "Reports and deals"): a small data set of its own, in March 2024
// (far from the demo's orders, which are dated from today), whose every figure is counted here by hand beside the
// rows that make it; the filters; who may ask for what; the summary report's location and its download.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { clients, orderServices, orders, serviceDelays, users } from '../../server/db/schema';
import { bearer, createTestApp, type TestApp } from './harness';

let t: TestApp;
const who: Record<string, { token: string; userId: number }> = {};
const ids: Record<string, number> = {};
/** The orders of the data set by name (O1...). */
const order: Record<string, number> = {};

const at = (day: string) => new Date(`${day}T02:00:00Z`); // 13:00 in Sydney (AEDT), the same calendar day

interface CheckSpec {
  service: string;
  status: string;
  score?: 'Clear' | 'Consider';
  start?: string;
  completion?: string;
  delays?: string[];
}

async function addOrder(
  name: string,
  spec: { client: string; recruiter?: string; applicant: number; status: string; lodged: string; completed?: string; report?: string },
  checks: CheckSpec[],
) {
  const db = t.database.db;
  const [row] = await db
    .insert(orders)
    .values({
      applicantUserId: spec.applicant,
      clientId: ids[spec.client],
      recruiterClientId: spec.recruiter ? ids[spec.recruiter] : null,
      applicantFirstName: name,
      applicantSurname: 'Tester',
      status: spec.status,
      totalOrder: '100.50',
      lodgedAt: at(spec.lodged),
      completedAt: spec.completed ? at(spec.completed) : null,
      reportLocation: spec.report ?? '',
    })
    .returning({ id: orders.id });
  order[name] = row.id;
  for (const check of checks) {
    const [c] = await db
      .insert(orderServices)
      .values({
        orderId: row.id,
        serviceId: check.service,
        checkStatus: check.status,
        price: '50',
        resultsScore: check.score ?? '',
        checkStart: check.start ? at(check.start) : null,
        checkCompletion: check.completion ? at(check.completion) : null,
      })
      .returning({ id: orderServices.id });
    for (const cause of check.delays ?? []) {
      await db.insert(serviceDelays).values({ orderServiceId: c.id, cause, startedAt: at(check.start ?? spec.lodged) });
    }
  }
}

const D1 = 'Administrative queue';
const D2 = 'Identity verification issues';
const D3 = 'Third party response times';
const D4 = 'Application corrections';
const D5 = 'Waiting on details from applicant';

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(who, await t.signInDemo('client', 'recruiter', 'applicant', 'operator'));
  const db = t.database.db;
  for (const c of await db.select({ id: clients.id, key: clients.clientKey }).from(clients)) if (c.key) ids[c.key] = c.id;
  const people = await db.select({ id: users.id }).from(users).where(eq(users.kind, 'individual')).limit(3);
  const [A, B, C] = people.map((p) => p.id);

  // Harbour Health Group, the client user's company. Period under test: 2024-03-01..2024-03-31.
  // O1 Completed 03-08: PC Ready Clear 03-05 (Tue) -> 03-07: 2 business days <= PC's EndDay 3 (KPI1 pass); started 1
  //   business day after lodging 03-04 (KPI2 pass). CR Ready Consider 03-06 -> 03-11 (Mon): Thu, Fri, Mon = 3 > CR's
  //   EndDay 2 (KPI1 fail); started 2 business days after lodging (KPI2 fail); one delay, third party (Delay3).
  await addOrder('O1', { client: 'harbour-health', applicant: A, status: 'Completed', lodged: '2024-03-04', completed: '2024-03-08', report: 'o1-report.pdf' }, [
    { service: 'PC', status: 'Ready', score: 'Clear', start: '2024-03-05', completion: '2024-03-07' },
    { service: 'CR', status: 'Ready', score: 'Consider', start: '2024-03-06', completion: '2024-03-11', delays: [D3] },
  ]);
  // O2 Closed (invoiced) 03-15: PC Ready Clear, delayed by the applicant (Delay4) and the queue (Delay1): excluded.
  await addOrder('O2', { client: 'harbour-health', applicant: A, status: 'Closed', lodged: '2024-03-11', completed: '2024-03-15' }, [
    { service: 'PC', status: 'Ready', score: 'Clear', start: '2024-03-12', completion: '2024-03-14', delays: [D4, D1] },
  ]);
  // O3 Cancelled, lodged 03-20: two cancelled checks.
  await addOrder('O3', { client: 'harbour-health', applicant: B, status: 'Cancelled', lodged: '2024-03-20' }, [
    { service: 'PC', status: 'Cancelled' },
    { service: 'RC', status: 'Cancelled' },
  ]);
  // O4 In progress, lodged 03-25: PC In progress delayed by identity verification (Delay2), RC Open.
  await addOrder('O4', { client: 'harbour-health', applicant: C, status: 'In progress', lodged: '2024-03-25' }, [
    { service: 'PC', status: 'In progress', start: '2024-03-26', delays: [D2] },
    { service: 'RC', status: 'Open' },
  ]);
  // O5 On hold, lodged 03-27: CR rejected, waiting on the applicant (Delay5).
  await addOrder('O5', { client: 'harbour-health', applicant: A, status: 'On hold', lodged: '2024-03-27' }, [
    { service: 'CR', status: 'Rejected by third party', start: '2024-03-28', delays: [D5] },
  ]);
  // O8 lodged in February, completed 03-01: in the period by its completion. PC 02-27 -> 03-01: 3 business days (pass).
  await addOrder('O8', { client: 'harbour-health', applicant: B, status: 'Completed', lodged: '2024-02-26', completed: '2024-03-01' }, [
    { service: 'PC', status: 'Ready', score: 'Clear', start: '2024-02-27', completion: '2024-03-01' },
  ]);
  // O12 Completed 03-29: PC started 03-21 (Thu), 3 business days after lodging 03-18 (KPI2 fail), done 03-22 (KPI1 pass).
  await addOrder('O12', { client: 'harbour-health', applicant: C, status: 'Completed', lodged: '2024-03-18', completed: '2024-03-29' }, [
    { service: 'PC', status: 'Ready', score: 'Clear', start: '2024-03-21', completion: '2024-03-22' },
  ]);
  // Outside the period: completed 04-02 (lodged in February), and completed in February.
  await addOrder('O6', { client: 'harbour-health', applicant: A, status: 'Completed', lodged: '2024-02-20', completed: '2024-04-02' }, [
    { service: 'PC', status: 'Ready', score: 'Consider', start: '2024-03-28', completion: '2024-04-02', delays: [D1] },
  ]);
  await addOrder('O7', { client: 'harbour-health', applicant: A, status: 'Completed', lodged: '2024-02-01', completed: '2024-02-10' }, [
    { service: 'PC', status: 'Ready', score: 'Clear', start: '2024-02-02', completion: '2024-02-06' },
  ]);
  // Southern Cross Logistics: ordered by Talent Bridge Recruitment (the recruiter sees it) and by itself (it does not).
  // O9: PC 03-06 -> 03-12: 4 business days > 3 (KPI1 fail); started the next business day (KPI2 pass).
  await addOrder('O9', { client: 'southern-cross', recruiter: 'talent-bridge', applicant: B, status: 'Completed', lodged: '2024-03-05', completed: '2024-03-12' }, [
    { service: 'PC', status: 'Ready', score: 'Consider', start: '2024-03-06', completion: '2024-03-12', delays: [D3, D3] },
  ]);
  await addOrder('O11', { client: 'southern-cross', applicant: C, status: 'In progress', lodged: '2024-03-15' }, [
    { service: 'PC', status: 'In progress', start: '2024-03-18', delays: [D1] },
  ]);
  // Bluegum Community Services: nobody under test may see it.
  await addOrder('O10', { client: 'bluegum-community', applicant: A, status: 'In progress', lodged: '2024-03-10' }, [
    { service: 'PC', status: 'In progress', start: '2024-03-11', delays: [D2] },
  ]);
});
afterAll(() => t.close());

const call = (path: string, payload: object, username = 'client') =>
  t.app.inject({ method: 'POST', url: `/api/reports/${path}`, headers: bearer(who[username].token), payload });

const MARCH = { DateFrom: '2024-03-01', DateTo: '2024-03-31' };
const body = (username: string, extra: object = {}) => ({ userID: who[username].userId, ...MARCH, Client: '', ...extra });
const type1 = (extra: object = {}, username = 'client') => body(username, { ServiceID: 'All', OrderStatus: 'All', ...extra });
const type2 = (extra: object = {}, username = 'client') => body(username, { ServiceID: 'All', CheckStatus: 'All', ...extra });

async function ok<R>(path: string, payload: object, username = 'client'): Promise<R> {
  const response = await call(path, payload, username);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as R;
}

describe('type 1, applicants dashboard', () => {
  it('counts the orders of the period by status, their checks and results, and lists them newest first', async () => {
    expect(await ok('client_dashboard_applicant_summary', type1())).toEqual([
      // O2 invoiced (Closed); O1, O8, O12 completed; O3 cancelled; O4, O5 under way. Checks: 2+1+2+2+1+1+1 = 10, of
      // which Consider O1 CR; Clear O1 PC, O2 PC, O8 PC, O12 PC; cancelled O3's two. Applicants A, B, C.
      { oInvoiced: 1, oCompleted: 3, oCancelled: 1, oInProgress: 2, tWarnedScore: 1, tClearedScore: 4, totalApplicants: 3, totalChecks: 10, sCancelled: 2 },
    ]);
    const rows = await ok<Array<Record<string, unknown>>>('client_dashboard_applicant_detail', type1());
    expect(rows.map((r) => r.OrderID)).toEqual(['O5', 'O4', 'O3', 'O12', 'O2', 'O1', 'O8'].map((n) => order[n]));
    expect(rows.find((r) => r.OrderID === order.O1)).toEqual({
      OrderID: order.O1,
      Applicant: 'O1 Tester',
      OrderStatus: 'Completed',
      Start: '2024-03-04 13:00:00',
      Completion: '2024-03-08 13:00:00',
      TotalOrder: 100.5,
      sCancelled: 0,
      Comments: '',
      Results: 'PC Clear, CR Consider',
      ReportLocation: 'o1-report.pdf',
    });
    expect(rows.find((r) => r.OrderID === order.O3)).toMatchObject({ sCancelled: 2, Completion: '', Results: '' });
  });

  it('filters by service (orders holding one) and by order status', async () => {
    expect(await ok('client_dashboard_applicant_summary', type1({ ServiceID: 'CR' }))).toEqual([
      { oInvoiced: 0, oCompleted: 1, oCancelled: 0, oInProgress: 1, tWarnedScore: 1, tClearedScore: 1, totalApplicants: 1, totalChecks: 3, sCancelled: 0 },
    ]);
    const completed = await ok<Array<{ OrderID: number }>>('client_dashboard_applicant_detail', type1({ OrderStatus: 'Completed' }));
    expect(completed.map((r) => r.OrderID)).toEqual([order.O12, order.O1, order.O8]);
    // A period with no order: no summary row, no detail row.
    const empty = type1({ DateFrom: '2023-01-01', DateTo: '2023-01-31' });
    expect(await ok('client_dashboard_applicant_summary', empty)).toEqual([]);
    expect(await ok('client_dashboard_applicant_detail', empty)).toEqual([]);
    // The last day of the period is included: O12 completed 03-29 belongs to ..03-29, not to ..03-28.
    const ids29 = (await ok<Array<{ OrderID: number }>>('client_dashboard_applicant_detail', type1({ DateTo: '2024-03-29' }))).map((r) => r.OrderID);
    expect(ids29).toContain(order.O12);
    const ids28 = (await ok<Array<{ OrderID: number }>>('client_dashboard_applicant_detail', type1({ DateTo: '2024-03-28' }))).map((r) => r.OrderID);
    expect(ids28).not.toContain(order.O12);
  });
});

describe('type 2, services dashboard', () => {
  it('counts the checks of the period by status and result, applicants and recorded delays', async () => {
    // Ready: O1 PC, O1 CR, O2 PC, O8 PC, O12 PC; cancelled O3 PC, RC; under way O4 PC, O4 RC, O5 CR.
    // Delays: O1 CR 1, O2 PC 2, O4 PC 1, O5 CR 1.
    expect(await ok('client_dashboard_services_summary', type2())).toEqual([
      { cCompleted: 5, cCancelled: 2, cInProgress: 3, totalClearResults: 4, totalConsiderResults: 1, totalApplicants: 3, totalDelays: 5 },
    ]);
    const rows = await ok<Array<Record<string, unknown>>>('client_dashboard_services_detail', type2());
    expect(rows).toHaveLength(10);
    expect(rows.find((r) => r.OrderID === order.O2)).toEqual({
      OrderID: order.O2,
      Applicant: 'O2 Tester',
      Service: 'National Police Check',
      CheckStatus: 'Ready',
      CheckStart: '2024-03-12 13:00:00',
      CheckCompletion: '2024-03-14 13:00:00',
      Delays: 2,
      ResultsScore: 'Clear',
    });
  });

  it('filters by service and by check status', async () => {
    const pc = await ok<Array<{ OrderID: number; Service: string }>>('client_dashboard_services_detail', type2({ ServiceID: 'PC' }));
    expect(pc.map((r) => r.OrderID).sort()).toEqual(['O1', 'O2', 'O3', 'O4', 'O8', 'O12'].map((n) => order[n]).sort());
    expect(new Set(pc.map((r) => r.Service))).toEqual(new Set(['National Police Check']));
    expect(await ok('client_dashboard_services_summary', type2({ CheckStatus: 'Ready' }))).toEqual([
      { cCompleted: 5, cCancelled: 0, cInProgress: 0, totalClearResults: 4, totalConsiderResults: 1, totalApplicants: 3, totalDelays: 3 },
    ]);
    expect(await ok('client_dashboard_services_summary', type2({ CheckStatus: 'In QC' }))).toEqual([]);
  });
});

describe('type 3, KPI performance', () => {
  it("measures each service's checks completed in the period, excluding the applicant's delays", async () => {
    expect(await ok('client_kpi', body('client'))).toEqual([
      // CR: O1's only (failed both).
      { Service: 'Credit History Check', Total: 1, PassedKPI1: 0, ExcludedKPI1: 0, FailedKPI1: 1, KPI1FailPercent: 100, KPI1PassPercent: 0, PassedKPI2: 0, ExcludedKPI2: 0, FailedKPI2: 1, KPI2FailPercent: 100, KPI2PassPercent: 0 },
      // PC: O1, O2 (excluded: Delay4), O8, O12. KPI1 passed by O1, O8, O12; KPI2 by O1, O8, failed by O12.
      { Service: 'National Police Check', Total: 4, PassedKPI1: 3, ExcludedKPI1: 1, FailedKPI1: 0, KPI1FailPercent: 0, KPI1PassPercent: 100, PassedKPI2: 2, ExcludedKPI2: 1, FailedKPI2: 1, KPI2FailPercent: 33.3, KPI2PassPercent: 66.7 },
    ]);
  });
});

describe('type 4, delays summary', () => {
  it("counts the recorded delays of the period's orders per service and cause", async () => {
    expect(await ok('client_delays', body('client'))).toEqual([
      { Service: 'Credit History Check', Delay1: 0, Delay2: 0, Delay3: 1, Delay4: 0, Delay5: 1, Total: 2 },
      { Service: 'National Police Check', Delay1: 1, Delay2: 1, Delay3: 0, Delay4: 1, Delay5: 0, Total: 3 },
    ]);
  });
});

describe('who sees what', () => {
  it('a recruiter sees only the orders it placed for its clients, and may pick one of them', async () => {
    const o9 = [{ oInvoiced: 0, oCompleted: 1, oCancelled: 0, oInProgress: 0, tWarnedScore: 1, tClearedScore: 0, totalApplicants: 1, totalChecks: 1, sCancelled: 0 }];
    expect(await ok('client_dashboard_applicant_summary', type1({}, 'recruiter'), 'recruiter')).toEqual(o9);
    expect(await ok('client_dashboard_applicant_summary', type1({ Client: ids['southern-cross'] }, 'recruiter'), 'recruiter')).toEqual(o9);
    expect(await ok('client_dashboard_applicant_summary', type1({ Client: String(ids['eucalypt-care']) }, 'recruiter'), 'recruiter')).toEqual([]);
    expect(await ok('client_delays', body('recruiter', { Client: ids['southern-cross'] }), 'recruiter')).toEqual([
      { Service: 'National Police Check', Delay1: 0, Delay2: 0, Delay3: 2, Delay4: 0, Delay5: 0, Total: 2 },
    ]);
    expect(await ok('client_kpi', body('recruiter'), 'recruiter')).toEqual([
      { Service: 'National Police Check', Total: 1, PassedKPI1: 0, ExcludedKPI1: 0, FailedKPI1: 1, KPI1FailPercent: 100, KPI1PassPercent: 0, PassedKPI2: 1, ExcludedKPI2: 0, FailedKPI2: 0, KPI2FailPercent: 0, KPI2PassPercent: 100 },
    ]);
    // A client the agency does not serve: 403, on every report.
    const bluegum = { Client: ids['bluegum-community'] };
    const refused: Array<[string, object]> = [
      ['client_dashboard_applicant_detail', type1(bluegum, 'recruiter')],
      ['client_dashboard_services_summary', type2(bluegum, 'recruiter')],
      ['client_kpi', body('recruiter', bluegum)],
      ['client_delays', body('recruiter', bluegum)],
    ];
    for (const [path, payload] of refused) expect((await call(path, payload, 'recruiter')).statusCode, path).toBe(403);
  });

  it("a client sees its own company's orders only; another client's id is 403", async () => {
    const own = await ok<Array<{ OrderID: number }>>('client_dashboard_applicant_detail', type1({ Client: ids['harbour-health'] }));
    expect(own).toHaveLength(7);
    for (const key of ['southern-cross', 'bluegum-community']) {
      const response = await call('client_dashboard_applicant_detail', type1({ Client: ids[key] }));
      expect(response.statusCode).toBe(403);
      expect((await call('client_kpi', body('client', { Client: ids[key] }))).statusCode).toBe(403);
    }
    const all = await ok<Array<{ OrderID: number }>>('client_dashboard_services_detail', type2());
    for (const name of ['O9', 'O10', 'O11', 'O6', 'O7']) expect(all.map((r) => r.OrderID)).not.toContain(order[name]);
  });

  it("refuses applicants, operators and another user's userID", async () => {
    expect((await call('client_dashboard_applicant_summary', type1({}, 'applicant'), 'applicant')).statusCode).toBe(403);
    expect((await call('client_delays', body('operator'), 'operator')).statusCode).toBe(403);
    expect((await call('client_kpi', body('client', { userID: who.recruiter.userId }))).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/reports/client_kpi', payload: body('client') });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('bad filters', () => {
  it('answers 400 naming the problem', async () => {
    const refused = async (path: string, payload: object, message?: RegExp) => {
      const response = await call(path, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(response.json().errorMessage).toMatch(message);
    };
    await refused('client_kpi', body('client', { DateFrom: '2024-04-01' }), /The From date must not be after the To date/);
    await refused('client_kpi', body('client', { DateTo: '2024-02-30' }), /The To date is not a valid date/);
    await refused('client_kpi', body('client', { DateFrom: '01/03/2024' }));
    await refused('client_delays', { userID: who.client.userId, DateTo: '2024-03-31' });
    await refused('client_dashboard_applicant_summary', type1({ ServiceID: undefined }));
    await refused('client_dashboard_applicant_summary', type1({ ServiceID: 'NOPE' }), /not a service you may order/);
    await refused('client_dashboard_applicant_summary', type1({ OrderStatus: 'Lost' }));
    await refused('client_dashboard_services_summary', type2({ CheckStatus: 'Done' }));
  });
});

describe('the summary report of a type 1 row', () => {
  it('is the order summary the back office generated, downloadable by the client and by the recruiter that ordered it', async () => {
    // Complete a demo order of each kind (Liam Brown's for Harbour Health; Henry Walker's placed by Talent Bridge).
    const operator = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(who.operator.token), payload });
    const demoOrder = async (firstName: string, client: string) =>
      (
        await t.database.db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.applicantFirstName, firstName), eq(orders.clientId, ids[client])))
      )[0].id;
    const cases: Array<[string, string, string, Array<[string, string]>]> = [
      ['client', 'Liam', 'harbour-health', [['PC', 'In QC'], ['PC', 'Ready'], ['RC', 'In QC'], ['RC', 'Ready'], ['IDV', 'In QC'], ['IDV', 'Ready']]],
      ['recruiter', 'Henry', 'southern-cross', [['PC', 'In QC'], ['PC', 'Ready'], ['VEVO', 'In QC'], ['VEVO', 'Ready']]],
    ];
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' });
    for (const [username, firstName, client, moves] of cases) {
      const orderID = await demoOrder(firstName, client);
      for (const [ServiceID, CheckStatus] of moves) {
        const moved = await operator('/backoffice/services/status', { orderID, ServiceID, CheckStatus });
        expect(moved.statusCode, moved.body).toBe(200);
      }
      const completed = await operator('/backoffice/orders/complete', { orderID });
      expect(completed.statusCode, completed.body).toBe(200);
      const { reportLocation } = completed.json() as { reportLocation: string };
      const rows = await ok<Array<{ OrderID: number; ReportLocation: string }>>(
        'client_dashboard_applicant_detail',
        type1({ DateFrom: '2020-01-01', DateTo: today, OrderStatus: 'Completed' }, username),
        username,
      );
      expect(rows.find((r) => r.OrderID === orderID)?.ReportLocation).toBe(reportLocation);
      const file = await t.app.inject({
        method: 'POST',
        url: '/api/utilities/download_image',
        headers: bearer(who[username].token),
        payload: { url: reportLocation },
      });
      expect(file.statusCode, file.body).toBe(200);
      expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });
});
