// Referees (issue 13): invitations on submit through the queue, the public references form (every portal §5 rule on
// the server, stores once, wrong pairs like unknown ones, random 48-bit ids), the reference check to In review at the
// minimum, the operator's resend, reminders on the injected clock (after 2 days, every 2 days, at most 3, none after
// an answer), and the operator's view with the fraud signals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { orderQuestions, orders, orderServices, refereeAnswers, refereeMessages, referees } from '../../server/db/schema';
import { REFEREE_REMINDERS } from '../../server/jobs/work';
import { REFERENCES_INCOMPLETE, RANK_MISSING, SELECT_AN_OPTION } from '../../src/engine/messages';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';
import { buildReferencesForm, type ReferenceField } from '../../src/engine';
import { schemaDigest } from '../../server/validator-code';
import { createTestApp, type TestApp } from './harness';
import {
  completeSteps,
  demoOpenOrders,
  get,
  post,
  provideDocuments,
  REFEREE,
  saveTab,
  tabFields,
  withRows,
  type SignedIn,
} from './application-helpers';

let t: TestApp;
const who: Record<string, SignedIn> = {};
let orderId: number;
const SECOND = {
  RefereeName: 'Daniel Price',
  RefereeCompany: 'Price Consulting',
  RefereePosition: 'Director',
  RefereeRelationship: 'Former manager',
  RefereePhone: '0298765411',
  RefereeEmail: 'daniel.price@gmail.com',
};

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(who, await t.signInDemo('operator', 'client', 'applicant'));
  orderId = (await demoOpenOrders(t)).harbour;
  // The questionnaire the client built in the wizard, one question of each kind.
  await t.database.db.insert(orderQuestions).values([
    { orderId, questionSection: 'Work', questionType: 'text', questionDesc: 'Describe the applicant’s duties.', sort: 0 },
    { orderId, questionSection: 'Work', questionType: 'rank', questionDesc: 'Rate the applicant’s reliability.', sort: 1 },
    { orderId, questionSection: 'Conduct', questionType: 'yes/no', questionDesc: 'Would you re-employ the applicant?', sort: 2 },
  ]);
  await completeSteps(t, who.applicant, orderId);
  const defs = await tabFields(t, who.applicant, orderId, 'References Details');
  const saved = await saveTab(t, who.applicant, orderId, 'References Details', withRows(defs, 'ops.ApplicantReferees', [REFEREE, SECOND]));
  expect(saved.json()).toMatchObject({ approve: 1 });
  await provideDocuments(t, who.applicant, orderId);
  t.mails.length = 0;
  const submitted = await post(t, '/api/application/submit_application', who.applicant, { orderId, portalVersion: 'individual', IPAddress: '203.0.113.9' });
  expect(submitted.json()).toEqual({ approve: 1, error_msg: '' });
  await t.settle();
}, 180_000);
afterAll(() => t.close());

const formGet = (orderID: number, refereeID: number, remoteAddress = '198.51.100.7') =>
  t.app.inject({ method: 'POST', url: '/api/website/references_form_get', payload: { orderID, refereeID }, remoteAddress });
const requestGet = (orderID: number, refereeID: number, remoteAddress = '198.51.100.7') =>
  t.app.inject({ method: 'POST', url: '/api/website/references_form_request', payload: { orderID, refereeID }, remoteAddress });
const formPost = (orderID: number, refereeID: number, answers: object[], remoteAddress = '198.51.100.7', IPAddress = '192.0.2.55') =>
  t.app.inject({
    method: 'POST',
    url: '/api/website/references_form_post',
    payload: { orderID, refereeID, answers, IPAddress },
    remoteAddress,
    headers: { 'user-agent': 'RefereeBrowser/1.0' },
  });

async function refereeRows() {
  return t.database.db.select().from(referees).where(eq(referees.orderId, orderId)).orderBy(referees.tableId);
}

/** Answers for every Verification field: checks Y, text, rank 4, yes/no Y; `change` overrides by FieldName. */
function answersFor(fields: ReferenceField[], change: Record<string, string | null> = {}) {
  const value = (f: ReferenceField) =>
    f.FieldType === 'check' ? 'Y' : f.FieldType === 'rank' ? '4' : f.FieldType === 'yes/no' ? 'Y' : 'Reliable and careful.';
  return fields.map((f) => ({
    ...f,
    NewFieldValue: f.FieldName in change ? change[f.FieldName] : f.SectionType === 'Verification' ? value(f) : f.NewFieldValue,
  }));
}

describe('invitations', () => {
  it('give each referee a random id of at least 48 bits and mail the link through the queue on submit', async () => {
    const rows = await refereeRows();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.id).toBeGreaterThanOrEqual(2 ** 47);
      expect(Number.isSafeInteger(row.id)).toBe(true);
    }
    expect(Math.abs(rows[0].id - rows[1].id)).toBeGreaterThan(1);
    for (const [row, email] of [[rows[0], REFEREE.RefereeEmail], [rows[1], SECOND.RefereeEmail]] as const) {
      const mail = t.mails.find((m) => m.to === email);
      const link = `${t.config.publicUrl}/referencesform/${orderId}/${row.id}`;
      // The address alone on its line in the text, a real link in the HTML.
      expect(mail?.text.split('\n')).toContain(link);
      expect(mail?.html).toContain(`href="${link}"`);
      // Who asks, for whom, why, how the answers are used, whom to contact (issue 30).
      expect(mail?.subject).toBe('Reference request from Harbour Health Group for Olivia Nguyen');
      const text = mail!.text.replace(/\s+/g, ' ');
      expect(text).toContain('Olivia Nguyen has applied for a role with Harbour Health Group and named you as a referee.');
      expect(text).toContain('Your answers go to Harbour Health Group for this application only.');
      expect(text).toContain('Questions about this request? Contact Harbour Health Group: admin@harbourhealth.com.au or 02 9241 0000');
    }
  });

  it('the applicant and the client read "Waiting on referee" on the reference check', async () => {
    for (const reader of [who.applicant, who.client]) {
      const rows = (await get(t, `/api/services/${reader.userId}/${orderId}`, reader)).json() as Array<{ ServiceID: string; DelayReason: string }>;
      expect(rows.find((r) => r.ServiceID === 'RC')?.DelayReason).toBe('Waiting on referee');
      expect(rows.find((r) => r.ServiceID === 'PC')?.DelayReason).toBe('');
    }
  });

  it('the operator resends to the referees who have not answered; others may not', async () => {
    const rows = await refereeRows();
    expect((await post(t, '/api/backoffice/references/send', who.client, { orderID: orderId })).statusCode).toBe(403);
    t.mails.length = 0;
    const sent = await post(t, '/api/backoffice/references/send', who.operator, { orderID: orderId });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual([
      { refereeID: rows[0].id, Email: REFEREE.RefereeEmail },
      { refereeID: rows[1].id, Email: SECOND.RefereeEmail },
    ]);
    await t.settle();
    expect(t.mails.map((m) => m.to).sort()).toEqual([SECOND.RefereeEmail, REFEREE.RefereeEmail].sort());
  });
});

describe('the public form', () => {
  it('answers the questionnaire with the details to verify; a wrong pair answers exactly like an unknown one', async () => {
    const [first, second] = await refereeRows();
    const loaded = await formGet(orderId, first.id);
    expect(loaded.statusCode).toBe(200);
    // The spec's answer: the field list itself.
    const fields = loaded.json() as ReferenceField[];
    expect(fields.map((f) => f.SectionType)).toContain('Instructions');
    // Who asks, for whom and why, and whom to contact (issue 30): the client's name and contact, the applicant's name,
    // the purpose; nothing more of the order or the application.
    expect((await requestGet(orderId, first.id)).json().Request).toEqual({
      Organisation: 'Harbour Health Group',
      Applicant: 'Olivia Nguyen',
      Purpose: 'Employment',
      ContactName: 'Harbour Health Group',
      ContactEmail: 'admin@harbourhealth.com.au',
      ContactPhone: '0292410000',
    });
    expect(fields.find((f) => f.FieldName === 'VERIFY_NAME')).toMatchObject({ FieldType: 'check', FieldValue: REFEREE.RefereeName });
    expect(fields.filter((f) => f.SectionType === 'Verification').map((f) => f.FieldType)).toEqual(
      expect.arrayContaining(['check', 'text', 'rank', 'yes/no']),
    );
    const unknown = await formGet(orderId, first.id + 1);
    const wrongOrder = await formGet(orderId + 1, second.id);
    const otherOrdersReferee = await formGet(orderId + 2, first.id);
    for (const response of [unknown, wrongOrder, otherOrdersReferee]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(unknown.body);
    }
    expect((await formPost(orderId + 1, first.id, answersFor(fields))).body).toBe(unknown.body);
    expect((await requestGet(orderId + 1, first.id)).body).toBe(unknown.body);
    // A sequential id or a small number is refused the same way, and a non-integer by the contract.
    expect((await formGet(orderId, 1)).body).toBe(unknown.body);
    expect((await formGet(orderId, 1.5 as unknown as number)).statusCode).toBe(400);
  });

  it("compiles the link's own form for the referee's browser, and answers a wrong pair like an unknown one", async () => {
    const [first] = await refereeRows();
    const fields = (await formGet(orderId, first.id)).json() as ReferenceField[];
    const schema = buildReferencesForm(fields).schema;
    const validatorOf = (orderID: number, refereeID: number) =>
      t.app.inject({ method: 'POST', url: '/api/website/references_form_validator', payload: { orderID, refereeID }, remoteAddress: '198.51.100.7' });
    const answer = await validatorOf(orderId, first.id);
    expect(answer.statusCode, answer.body).toBe(200);
    // The schema the server builds from the link's fields, never one the browser sends.
    const { digest } = answer.json() as { digest: string };
    expect(digest).toBe(schemaDigest([schema]));
    const served = await t.app.inject({ method: 'GET', url: `/api/validators/${digest}` });
    expect(served.statusCode).toBe(200);
    const module = (await import(`data:text/javascript,${encodeURIComponent(served.body)}`)) as { default: ValidatorFunctions[] };
    expect(module.default).toHaveLength(1);
    // It validates as the page does: nothing answered leaves required answers missing.
    const errors = createPrecompiledValidator(module.default[0], schema).validateFormData({}, schema).errors;
    expect(errors.some((error) => error.name === 'required')).toBe(true);

    const unknown = await formGet(orderId, first.id + 1);
    for (const wrong of [await validatorOf(orderId, first.id + 1), await validatorOf(orderId + 1, first.id)]) {
      expect(wrong.statusCode).toBe(404);
      expect(wrong.body).toBe(unknown.body);
    }
  });

  it('enforces every §5 rule on the server and stores nothing until the answers are right', async () => {
    const [first] = await refereeRows();
    const fields = (await formGet(orderId, first.id)).json() as ReferenceField[];
    const text = fields.find((f) => f.FieldType === 'text' && f.SectionType === 'Verification')!.FieldName;
    const rank = fields.find((f) => f.FieldType === 'rank')!.FieldName;
    const yesNo = fields.find((f) => f.FieldType === 'yes/no')!.FieldName;
    const check = fields.find((f) => f.FieldType === 'check')!.FieldName;
    const cases: Array<[Record<string, string | null>, string]> = [
      [{ [text]: '' }, REFERENCES_INCOMPLETE],
      [{ [text]: '   ' }, REFERENCES_INCOMPLETE],
      [{ [rank]: null }, REFERENCES_INCOMPLETE],
      [{ [yesNo]: '' }, REFERENCES_INCOMPLETE],
      [{ [check]: '' }, REFERENCES_INCOMPLETE],
      [{ [text]: 'x'.repeat(1501) }, 'At most 1500 characters.'],
      [{ [rank]: '6' }, RANK_MISSING],
      [{ [yesNo]: 'maybe' }, SELECT_AN_OPTION],
      [{ [check]: 'X' }, SELECT_AN_OPTION],
    ];
    for (const [change, message] of cases) {
      const response = await formPost(orderId, first.id, answersFor(fields, change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errorMessage, JSON.stringify(change)).toBe(message);
    }
    const stranger = await formPost(orderId, first.id, [...answersFor(fields), { FieldName: 'INJECTED', NewFieldValue: 'Y' }]);
    expect(stranger.statusCode).toBe(400);
    // (The seed's own answered referee is of another order.)
    expect(await t.database.db.select().from(refereeAnswers).where(inArray(refereeAnswers.refereeId, (await refereeRows()).map((r) => r.id)))).toEqual([]);
  });

  it('stores the answers once with the address the server saw; a second post changes nothing; Reference closed after', async () => {
    const [first] = await refereeRows();
    const fields = (await formGet(orderId, first.id)).json() as ReferenceField[];
    const text = fields.find((f) => f.FieldType === 'text' && f.SectionType === 'Verification')!.FieldName;
    const check = fields.find((f) => f.FieldType === 'check')!.FieldName;
    // 1500 characters exactly are accepted; a check left at N is an answer.
    const sent = await formPost(orderId, first.id, answersFor(fields, { [text]: 'y'.repeat(1500), [check]: 'N' }));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ status: 'received' });
    const [stored] = await t.database.db.select().from(refereeAnswers).where(eq(refereeAnswers.refereeId, first.id));
    expect(stored).toMatchObject({ ip: '198.51.100.7', claimedIp: '192.0.2.55', userAgent: 'RefereeBrowser/1.0' });
    expect(stored.finishedAt.getTime()).toBeGreaterThanOrEqual(stored.startedAt.getTime());
    const answered = stored.answers as unknown as ReferenceField[];
    expect(answered.find((f) => f.FieldName === text)?.NewFieldValue).toBe('y'.repeat(1500));
    expect(answered.find((f) => f.FieldName === check)?.NewFieldValue).toBe('N');

    const again = await formPost(orderId, first.id, answersFor(fields, { [text]: 'Changed my mind.' }), '198.51.100.99');
    expect(again.json()).toEqual({ status: 'closed' });
    const [still] = await t.database.db.select().from(refereeAnswers).where(eq(refereeAnswers.refereeId, first.id));
    expect(still).toEqual(stored);
    // Closed: nothing of the form, nor of the request.
    expect((await formGet(orderId, first.id)).json()).toEqual([]);
    expect((await requestGet(orderId, first.id)).json()).toEqual({ Request: null });
  });

  it('moves the reference check to In review once the minimum (1) has answered', async () => {
    const [check] = await t.database.db
      .select({ status: orderServices.checkStatus })
      .from(orderServices)
      .where(and(eq(orderServices.orderId, orderId), eq(orderServices.serviceId, 'RC')));
    expect(check.status).toBe('In review');
  });

  it('is rate limited per address', async () => {
    const [, second] = await refereeRows();
    let last = 0;
    for (let i = 0; i < 61 && last !== 429; i++) last = (await formGet(orderId, second.id, '198.51.100.200')).statusCode;
    expect(last).toBe(429);
    expect((await formGet(orderId, second.id, '198.51.100.201')).statusCode).toBe(200);
  });
});

describe('reminders on the injected clock', () => {
  const remindersOf = async (refereeId: number) =>
    (await t.database.db.select().from(refereeMessages).where(eq(refereeMessages.refereeId, refereeId))).filter((m) => m.kind === 'reminder');
  const runReminders = async () => {
    await t.app.jobs.enqueue(t.database.db, REFEREE_REMINDERS, [{ data: {} }]);
    await t.settle();
  };

  it('remind after 2 days, then every 2 days, at most 3 times, and never a referee who answered', async () => {
    const [first, second] = await refereeRows();
    await runReminders();
    expect(await remindersOf(second.id)).toHaveLength(0);
    t.clock.advanceMinutes(2 * 24 * 60 - 5);
    await runReminders();
    expect(await remindersOf(second.id)).toHaveLength(0);
    t.mails.length = 0;
    t.clock.advanceMinutes(10);
    await runReminders();
    await runReminders();
    expect(await remindersOf(second.id)).toHaveLength(1);
    expect(t.mails.filter((m) => m.to === SECOND.RefereeEmail).map((m) => m.subject)).toEqual([
      'Reminder: reference request from Harbour Health Group for Olivia Nguyen',
    ]);
    for (let day = 0; day < 10; day++) {
      t.clock.advanceMinutes(24 * 60);
      await runReminders();
    }
    expect(await remindersOf(second.id)).toHaveLength(3);
    // The first referee answered: no reminder at all.
    expect(await remindersOf(first.id)).toHaveLength(0);
  });

  it('stop once the referee answers', async () => {
    // The second referee answers from the applicant's own submission address.
    const [, second] = await refereeRows();
    const fields = (await formGet(orderId, second.id, '203.0.113.9')).json() as ReferenceField[];
    const sent = await formPost(orderId, second.id, answersFor(fields), '203.0.113.9');
    expect(sent.json()).toEqual({ status: 'received' });
    const before = (await remindersOf(second.id)).length;
    t.clock.advanceMinutes(10 * 24 * 60);
    await runReminders();
    expect(await remindersOf(second.id)).toHaveLength(before);
  });
});

describe("the operator's order page", () => {
  it('shows each referee with the mails sent, the answers and the fraud signals', async () => {
    // The clock moved days on: a fresh session.
    const operator = await t.signIn('operator', 'Operator#2026');
    const page = (await get(t, `/api/backoffice/orders/${orderId}`, operator)).json() as {
      referees: Array<{ RefereeID: number; Status: string; Messages: { Kind: string }[]; Answer: { Ip: string; Answers: { Label: string; Value: string }[]; Signals: string[] } | null }>;
    };
    const [first, second] = await refereeRows();
    const applicant = await t.signIn('applicant', 'Applicant#2026');
    const checks = (await get(t, `/api/services/${applicant.userId}/${orderId}`, applicant)).json() as Array<{ ServiceID: string; DelayReason: string }>;
    expect(checks.find((r) => r.ServiceID === 'RC')?.DelayReason).toBe('');
    const one = page.referees.find((r) => r.RefereeID === first.id)!;
    const two = page.referees.find((r) => r.RefereeID === second.id)!;
    expect(one.Status).toBe('Answered');
    expect(one.Messages.map((m) => m.Kind)).toEqual(['invitation', 'invitation']);
    expect(one.Answer?.Answers.find((a) => a.Label.startsWith('Your name'))?.Value).toBe('Y');
    // Answered in the same second it was opened; from an address no other referee used.
    expect(one.Answer?.Signals.some((s) => s.startsWith('Answered in'))).toBe(true);
    expect(one.Answer?.Signals.some((s) => s.includes('same address'))).toBe(false);
    // The second answered from the applicant's submission address, with a free-mail address naming a company.
    expect(two.Messages.filter((m) => m.Kind === 'reminder')).toHaveLength(3);
    expect(two.Answer?.Signals).toEqual(
      expect.arrayContaining([
        'Answered from the address the applicant submitted from (203.0.113.9).',
        'Writes from a free-mail address (gmail.com) while naming the company Price Consulting.',
      ]),
    );
    // The order keeps the count of every signal (issue 31), and the queue's "Fraud signals" view lists it.
    const signals = page.referees.reduce((sum, r) => sum + (r.Answer?.Signals.length ?? 0), 0);
    const [kept] = await t.database.db.select({ n: orders.refereeSignals }).from(orders).where(eq(orders.id, orderId));
    expect(kept.n).toBe(signals);
    const fraud = (await get(t, '/api/backoffice/orders?flag=fraud&limit=200', operator)).json() as { rows: Array<{ orderID: number }> };
    expect(fraud.rows.map((r) => r.orderID)).toContain(orderId);
  });
});

describe('the summary report', () => {
  it('holds one section per referee with the answers and the signals', async () => {
    const { summaryReportModel } = await import('../../server/domain/lifecycle-report');
    const { renderSummaryReport } = await import('../../server/pdf/summary-report');
    const model = await summaryReportModel(t.database.db, t.config, orderId, t.clock.now);
    expect(model.referees.map((r) => r.title)).toEqual([`Referee 1: ${REFEREE.RefereeName}`, `Referee 2: ${SECOND.RefereeName}`]);
    expect(model.referees[0].answers.find((a) => a.label.startsWith('Your name'))?.value).toBe('Confirmed');
    expect(model.referees[1].signals).toContain('Answered from the address the applicant submitted from (203.0.113.9).');
    const pdf = await renderSummaryReport(model);
    const { execFileSync } = await import('node:child_process');
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'summary-')), 'report.pdf');
    writeFileSync(file, pdf);
    let text: string;
    try {
      text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    } catch {
      return; // no pdftotext on this machine: the model's checks above stand
    }
    expect(text).toContain(`Referee 2: ${SECOND.RefereeName}`);
    expect(text).toContain('Would you re-employ the applicant?');
    expect(text).toContain('Answered from the address the applicant submitted from (203.0.113.9).');
  });
});
