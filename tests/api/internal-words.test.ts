// No internal name reaches a person (issue 30, item 1): one order's whole lifecycle through the real API (ordered,
// the application refused then submitted, checks moved with a delay, held and released, items sent back and
// corrected, a referee's answers, results, the summary report, the invoice), plus the refusals people meet on the way
// (every JSON route sent an empty body, and the requests that once answered with a key: reversed periods, a bad
// result, a bad order line, a bad questionnaire, an empty rejection). Everything a person reads is collected: every
// mail of the outbox as its reader sees it, the PDFs' text (pdftotext), every message an answer carries, and the back
// office's history as its page words it (the engine's glossary). None may hold a token of tests/internal-words.ts,
// a list built from the data itself (definitions, catalogue, services, history events, the API contract).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, notExists } from 'drizzle-orm';
import { documentCatalogue, fieldDefinitions, orderDocuments, orderHistory, refereeAnswers, referees, services, users } from '../../server/db/schema';
import type { ReferenceField } from '../../src/engine';
import { historyActionText, historyChangeText, historyNamesOf } from '../../src/engine/history-labels';
import { contract } from '../../schemas/api';
import { loadConfig, publicSite, settingWarnings } from '../../server/config';
import { describeLeaks, internalTokens, leaksIn, mailAsRead, type Leak, type Token } from '../internal-words';
import { bearer, createTestApp, type TestApp } from './harness';
import { completeSteps, provideDocuments, type SignedIn } from './application-helpers';
import { pdfFile, pngFile } from './documents-files';

const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

let t: TestApp;
const who = {} as Record<'applicant' | 'client' | 'operator' | 'recruiter', SignedIn>;
let clientId: string;
let costCentreId: number | undefined;
/** Every text a person reads, by where it was read. */
const read: Array<{ where: string; text: string }> = [];
/** The portal's public address in this test (PUBLIC_URL): the summary report prints it. */
const PUBLIC_URL = 'https://portal.clearcheck.example';
/** The summary report of the lifecycle's order, as the client downloads it. */
let summaryReport: Buffer | undefined;
let lifecycleOrderId = 0;

/** The sentences an answer carries for a person (error_msg, errorMessage, message, a list of problems). */
function messagesOf(body: string): string[] {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return [];
  }
  const found: string[] = [];
  const walk = (value: unknown, key = '') => {
    if (typeof value === 'string' && /^(error_msg|errorMessage|message|error|problems?|Reason)$/i.test(key) && value) found.push(value);
    else if (Array.isArray(value)) value.forEach((v) => walk(v, key));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(json);
  return found;
}

async function call(method: string, url: string, signedIn: SignedIn | undefined, payload?: unknown, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    headers: { ...(signedIn ? bearer(signedIn.token) : {}), ...headers },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  const type = String(response.headers['content-type'] ?? '');
  if (type.includes('json')) for (const message of messagesOf(response.body)) read.push({ where: `${method} ${url} (${response.statusCode})`, text: message });
  return response;
}

/** A multipart body as the browser's FormData sends it. */
async function multipart(url: string, signedIn: SignedIn, fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request(`http://localhost/api${url}`, { method: 'POST', body: form });
  return call('POST', url, signedIn, Buffer.from(await request.arrayBuffer()), { 'content-type': request.headers.get('content-type')! });
}

/** A PDF's text as its reader sees it. */
function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'words-pdf-'));
  writeFileSync(path.join(dir, 'file.pdf'), bytes);
  return execFileSync('pdftotext', ['-layout', path.join(dir, 'file.pdf'), '-'], { encoding: 'utf8' });
}

async function readPdf(where: string, bytes: Buffer) {
  expect(bytes.subarray(0, 5).toString('latin1'), where).toBe('%PDF-');
  if (hasPdftotext) read.push({ where, text: pdfText(bytes) });
}

const download = async (signedIn: SignedIn, location: string) => (await call('POST', '/utilities/download_image', signedIn, { url: location })).rawPayload;

async function orderDetail(orderId: number) {
  return (await call('GET', `/backoffice/orders/${orderId}`, who.operator)).json() as {
    order: { orderStatus: string };
    services: Array<{ ServiceID: string; Service: string; CheckStatus: string; Moves: string[] }>;
    documents: Array<{ DocID: string; DocName: string; DocLocation: string }>;
    rejectable: { fields: Array<{ FieldID: string; label: string }>; documents: Array<{ DocID: string; DocName: string }> };
    history: Array<{ Action: string; ServiceID: string; Before: Record<string, string>; After: Record<string, string>; Note?: string }>;
  };
}

/** A new order of the demo applicant for a police, a reference and a credit check, with a questionnaire. */
async function newOrder(): Promise<number> {
  const response = await call(
    'POST',
    '/utilities/save_applicants_file',
    who.client,
    {
      user_id: String(who.client.userId),
      applicantsDetails: ['PC', 'RC', 'CR'].map((service) => ({
        FirstName: 'Olivia',
        SurName: 'Nguyen',
        Email: 'olivia.nguyen@example.com.au',
        Phone: '0412345678',
        PurchasedService: service,
        ClientID: clientId,
        CheckPurpose: 'Employment',
        applicantToPay: 'N',
        costCentreId,
      })),
      questions: [
        { QuestionSection: 'General', QuestionType: 'text', QuestionDesc: 'How long have you known the applicant?', type: 'custom' },
        { QuestionSection: 'General', QuestionType: 'rank', QuestionDesc: 'How reliable is the applicant?', type: 'custom' },
      ],
    },
    { 'idempotency-key': randomUUID() },
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { orders: Array<{ OrderID: number }> }).orders[0].OrderID;
}

/** Moves a check by the operator's offered moves until it is In QC. */
async function toQualityCheck(orderId: number, serviceId: string, delay?: string) {
  for (let step = 0; step < 6; step++) {
    const check = (await orderDetail(orderId)).services.find((s) => s.ServiceID === serviceId)!;
    if (check.CheckStatus === 'In QC') return;
    const next = check.Moves.includes('In QC') ? 'In QC' : check.Moves.find((m) => !['Cancelled', 'Ready', 'Rejected by third party', 'Open'].includes(m));
    expect(next, `${serviceId} from ${check.CheckStatus}: ${check.Moves.join(', ')}`).toBeDefined();
    const response = await call('POST', '/backoffice/services/status', who.operator, {
      orderID: orderId,
      ServiceID: serviceId,
      CheckStatus: next,
      ...(delay !== undefined && step === 0 ? { DelayReason: delay } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
  }
}

async function refereeAnswersAll(orderId: number) {
  for (;;) {
    const [referee] = await t.database.db
      .select({ id: referees.id })
      .from(referees)
      .where(and(eq(referees.orderId, orderId), isNull(referees.withdrawnAt), notExists(t.database.db.select().from(refereeAnswers).where(eq(refereeAnswers.refereeId, referees.id)))))
      .limit(1);
    if (!referee) return;
    const remoteAddress = `198.51.100.${1 + (referee.id % 250)}`;
    const pair = { orderID: orderId, refereeID: referee.id };
    const form = (await t.app.inject({ method: 'POST', url: '/api/website/references_form_get', payload: pair, remoteAddress })).json() as ReferenceField[];
    for (const field of form) read.push({ where: 'the referees form', text: `${field.FieldLabel ?? ''}` });
    // First unanswered: the form's refusal is read too.
    const empty = await t.app.inject({ method: 'POST', url: '/api/website/references_form_post', payload: { ...pair, answers: form }, remoteAddress });
    for (const message of messagesOf(empty.body)) read.push({ where: 'references_form_post (empty)', text: message });
    const answers = form.map((f) => ({
      ...f,
      NewFieldValue:
        f.SectionType !== 'Verification' ? f.NewFieldValue : f.FieldType === 'check' ? 'Y' : f.FieldType === 'rank' ? '4' : f.FieldType === 'yes/no' ? 'Y' : 'Three years, as her manager.',
    }));
    const posted = await t.app.inject({ method: 'POST', url: '/api/website/references_form_post', payload: { ...pair, answers }, remoteAddress });
    expect(posted.json(), posted.body).toEqual({ status: 'received' });
  }
}

let tokens: Token[];

beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL, publicUrlSet: true }, { outbox: true });
  Object.assign(who, await t.signInDemo('applicant', 'client', 'operator', 'recruiter'));
  clientId = String((await t.database.db.select().from(users).where(eq(users.username, 'client')))[0].clientId);
  const [costCentre] = (await call('GET', `/utilities/costcentres_options/${who.client.userId}`, who.client)).json() as Array<{ CostCentreID: number }>;
  costCentreId = costCentre?.CostCentreID;
}, 120_000);
afterAll(() => t?.close());

describe('the words people read over a whole lifecycle', () => {
  it('hold no field, document, check, event or key name, no stored file name and no validator text', async () => {
    // Ordered: a new applicant (an invitation) and the demo applicant (PC, RC, CR with a questionnaire).
    const invited = await call(
      'POST',
      '/utilities/save_applicants_file',
      who.client,
      {
        user_id: String(who.client.userId),
        applicantsDetails: [{ FirstName: 'Zoe', SurName: 'Robinson', Email: `zoe.${randomUUID().slice(0, 8)}@example.com.au`, Phone: '0412000111', PurchasedService: 'PC', ClientID: clientId, CheckPurpose: 'Employment', applicantToPay: 'N', costCentreId }],
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(invited.statusCode, invited.body).toBe(200);
    const orderId = await newOrder();

    // The application: refused while incomplete, then submitted.
    const early = await call('POST', '/application/submit_application', who.applicant, { orderId, portalVersion: 'individual', IPAddress: '' });
    expect(early.json().approve).toBe(0);
    await completeSteps(t, who.applicant, orderId);
    await provideDocuments(t, who.applicant, orderId);
    const submitted = await call('POST', '/application/submit_application', who.applicant, { orderId, portalVersion: 'individual', IPAddress: '' });
    expect(submitted.json()).toEqual({ approve: 1, error_msg: '' });
    await t.settle();

    // The operator: a check delayed, the order held and released, a field and a document sent back.
    await call('POST', '/backoffice/services/status', who.operator, { orderID: orderId, ServiceID: 'PC', CheckStatus: 'In progress', DelayReason: 'Third party response times' });
    expect((await call('POST', '/backoffice/orders/hold', who.operator, { orderID: orderId, Hold: 'Y', Reason: 'Checking with the client' })).statusCode).toBe(200);
    expect((await call('POST', '/backoffice/orders/hold', who.operator, { orderID: orderId, Hold: 'N', Reason: '' })).statusCode).toBe(200);
    const [document] = await t.database.db
      .select()
      .from(orderDocuments)
      .where(and(eq(orderDocuments.orderId, orderId), eq(orderDocuments.kind, 'identity'), isNull(orderDocuments.replacedAt)));
    await call('POST', '/backoffice/orders/reject_items', who.operator, { orderID: orderId, Items: [{ Reason: 'Wrong', Replace: 'N' }] });
    await call('POST', '/backoffice/orders/reject_items', who.operator, { orderID: orderId, Items: [{ FieldID: 'NotAField', Reason: 'Wrong', Replace: 'N' }] });
    await call('POST', '/backoffice/orders/reject_items', who.operator, { orderID: orderId, Items: [{ FieldID: 'DOB', Reason: 'Wrong', Replace: 'Y' }] });
    await call('POST', '/backoffice/orders/reject_items', who.operator, { orderID: orderId, Items: [{ DocID: 'MEDICARE', Reason: 'Wrong', Replace: 'N' }, { DocID: 'MEDICARE', Reason: 'Again', Replace: 'N' }] });
    const rejected = await call('POST', '/backoffice/orders/reject_items', who.operator, {
      orderID: orderId,
      Items: [
        { FieldID: 'DOB', Reason: 'The date of birth does not match the passport.', Replace: 'N' },
        { DocID: document.docId, Reason: 'The scan is unreadable.', Replace: 'N' },
      ],
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await t.settle();
    // The applicant corrects them: refused first without the document, then with it.
    const incomplete = await call('POST', '/application/edit_submit', who.applicant, { orderId, TableContent: [{ FieldID: 'DOB', TableValue: '1991-07-15' }, { DocID: document.docId, uploadType: 'edit' }] });
    expect(incomplete.json().approve).toBe(0);
    const uploaded = await multipart('/utilities/upload_image_edit', who.applicant, { orderId: String(orderId), docName: document.docId }, { bytes: pngFile(), name: 'scan.png', type: 'image/png' });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const corrected = await call('POST', '/application/edit_submit', who.applicant, { orderId, TableContent: [{ FieldID: 'DOB', TableValue: '1991-07-15' }, { DocID: document.docId, uploadType: 'edit' }] });
    expect(corrected.json(), corrected.body).toEqual({ approve: 1, error_msg: '' });
    await t.settle();

    // The referee answers; the client reads the answers so far.
    await refereeAnswersAll(orderId);
    await t.settle();
    const answersPdf = await call('POST', '/orders/references_answers', who.client, { OrderID: orderId });
    expect(answersPdf.statusCode, answersPdf.body).toBe(200);
    await readPdf("the referees' answers PDF", answersPdf.rawPayload);

    // Results: the police check Clear, the reference check Consider, the credit check with its scores.
    for (const [serviceId, fields] of [
      ['PC', { ResultsScore: 'Clear' }],
      ['RC', { ResultsScore: 'Consider' }],
      ['CR', { ResultsScore: 'Clear', CreditScore: '812', FraudScore: '120' }],
    ] as const) {
      await toQualityCheck(orderId, serviceId);
      const result = await multipart('/backoffice/results', who.operator, { orderID: String(orderId), ServiceID: serviceId, ...fields }, { bytes: await pdfFile(`${serviceId} result`), name: 'result.pdf', type: 'application/pdf' });
      expect(result.statusCode, result.body).toBe(200);
    }
    const completed = await call('POST', '/backoffice/orders/complete', who.operator, { orderID: orderId });
    expect(completed.statusCode, completed.body).toBe(200);
    await t.settle();
    const [report] = await t.database.db.select().from(orderDocuments).where(and(eq(orderDocuments.orderId, orderId), eq(orderDocuments.kind, 'report')));
    summaryReport = await download(who.client, report.location);
    lifecycleOrderId = orderId;
    await readPdf('the summary report', summaryReport);
    const application = await call('POST', '/application/get_application_pdf', who.client, { orderId });
    await readPdf('the application PDF', application.rawPayload);

    // The invoice: billed, mailed, downloaded.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(t.clock.now);
    const billed = await call('POST', '/backoffice/invoices/generate', who.operator, { ClientID: clientId, DateFrom: '2020-01-01', DateTo: today });
    expect(billed.statusCode, billed.body).toBe(200);
    await t.settle();
    const invoicesListed = (await call('POST', '/reports/client_invoices', who.client, { userID: who.client.userId, DateFrom: '2020-01-01', DateTo: today, Status: 'All' })).json() as Array<{ InvoiceLocation: string }>;
    const invoiceLocation = invoicesListed.map((i) => i.InvoiceLocation).find(Boolean);
    expect(invoiceLocation).toBeTruthy();
    if (invoiceLocation) await readPdf('the invoice', await download(who.client, invoiceLocation));

    // The refusals people meet with a reason of the server's own.
    await call('POST', '/reports/individual_orderhistory', who.applicant, { DateFrom: '10/05/2026', DateTo: '01/05/2026' });
    await call('POST', '/reports/individual_orderhistory', who.applicant, { DateFrom: '31/02/2026', DateTo: '01/05/2026' });
    await call('POST', '/reports/client_kpi', who.client, { userID: who.client.userId, DateFrom: '2026-05-10', DateTo: '2026-05-01' });
    await call('POST', '/reports/client_invoices', who.client, { userID: who.client.userId, DateFrom: '2026-05-10', DateTo: '2026-05-01', Status: 'All' });
    await call('POST', '/backoffice/invoices/generate', who.operator, { ClientID: clientId, DateFrom: '2026-05-10', DateTo: '2026-05-01' });
    await call('POST', '/backoffice/invoices/generate', who.operator, { ClientID: clientId, DateFrom: '2026-02-30', DateTo: '2026-05-01' });
    await call('POST', '/backoffice/invoices/generate', who.operator, { ClientID: clientId, DateFrom: '2026-01-01', DateTo: '2099-05-01' });
    const other = await newOrder();
    await multipart('/backoffice/results', who.operator, { orderID: String(other), ServiceID: 'PC', ResultsScore: 'Maybe' });
    await multipart('/backoffice/results', who.operator, { orderID: String(other), ServiceID: 'PC', ResultsScore: 'Clear', CreditScore: '5000' });
    await multipart('/backoffice/results', who.operator, { orderID: String(other), ServiceID: 'PC', ResultsScore: 'Clear', CreditScore: '500', FraudScore: '10' });
    await multipart('/backoffice/results', who.operator, { orderID: String(other), ServiceID: 'CR', ResultsScore: 'Clear' });
    await multipart('/backoffice/results', who.operator, { orderID: String(other), ServiceID: '', ResultsScore: 'Clear' });
    await call('POST', '/backoffice/results', who.operator, { orderID: other });
    const line = { FirstName: 'Ava', SurName: 'Lee', Email: 'ava.lee@example.com.au', Phone: '0412000222', PurchasedService: 'PC', ClientID: clientId, CheckPurpose: 'Employment', costCentreId };
    for (const bad of [
      { applicantToPay: 'X' },
      { applicantToPay: 'Y' },
      { RecruiterID: '999' },
      { ClientID: '' },
      { ClientID: 'abc' },
      { ClientID: '999999' },
      { PurchasedService: 'NOPE' },
      { costCentreId: '999999' },
    ]) {
      await call('POST', '/utilities/save_applicants_file', who.client, { user_id: String(who.client.userId), applicantsDetails: [{ ...line, ...bad }] }, { 'idempotency-key': randomUUID() });
    }
    await call('POST', '/utilities/save_applicants_file', who.recruiter, { user_id: String(who.recruiter.userId), applicantsDetails: [{ ...line, RecruiterID: '1' }] }, { 'idempotency-key': randomUUID() });
    await call('POST', '/utilities/save_applicants_file', who.client, { user_id: String(who.client.userId), applicantsDetails: [line, { ...line, Phone: '0412999888' }] }, { 'idempotency-key': randomUUID() });
    for (const question of [
      { QuestionSection: '', QuestionType: 'text', QuestionDesc: 'Why?' },
      { QuestionSection: 'General', QuestionType: '', QuestionDesc: 'Why?' },
      { QuestionSection: 'General', QuestionType: 'essay', QuestionDesc: 'Why?' },
      { QuestionSection: 'General', QuestionType: 'text', QuestionDesc: '' },
    ]) {
      await call('POST', '/utilities/save_applicants_file', who.client, { user_id: String(who.client.userId), applicantsDetails: [line], questions: [{ ...question, type: 'custom' }] }, { 'idempotency-key': randomUUID() });
    }
    await call('POST', '/auth/login', undefined, { username: 'x'.repeat(150), password: 'y' });
    // Every JSON route with an empty body, as each kind of user.
    for (const key of Object.keys(contract)) {
      const [method, url] = key.split(' ');
      if (method === 'GET' || url === '/auth/logout' || url.includes('/docs') || url.includes('upload') || url === '/backoffice/results') continue;
      const concrete = url.replace(/:userId|:user_id|:userID/g, String(who.client.userId)).replace(/:[A-Za-z_]+/g, String(orderId));
      for (const role of ['client', 'operator'] as const) await call(method, concrete, who[role], {});
    }

    // The back office's history of the order, as its page words it.
    const detail = await orderDetail(orderId);
    const names = historyNamesOf(detail);
    for (const row of detail.history) {
      read.push({ where: `history: ${row.Action}`, text: [historyActionText(row, names), historyChangeText('Before', row, names), historyChangeText('After', row, names)].join(' | ') });
    }

    // Every mail as its reader sees it.
    const outbox = path.join(t.config.dataDir, 'outbox');
    const mails = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
    for (const file of mails) read.push({ where: `mail ${file}`, text: mailAsRead(readFileSync(path.join(outbox, file), 'utf8')) });

    // The tokens, from the data.
    const db = t.database.db;
    const storedFiles = (await db.select({ location: orderDocuments.location }).from(orderDocuments)).map((d) => d.location);
    tokens = internalTokens({
      fieldIds: (await db.select({ id: fieldDefinitions.fieldId }).from(fieldDefinitions)).map((f) => f.id),
      docIds: (await db.select({ id: documentCatalogue.docId }).from(documentCatalogue)).map((d) => d.id),
      services: (await db.select({ id: services.serviceId, name: services.serviceName }).from(services)).map((s) => [s.id, s.name] as const),
      eventKeys: (await db.selectDistinct({ action: orderHistory.action }).from(orderHistory)).map((h) => h.action),
      files: storedFiles,
    });

    // What was read covers the whole journey.
    const wheres = read.map((r) => r.where);
    expect(mails.length, 'mails of the journey').toBeGreaterThanOrEqual(8);
    expect(wheres.filter((w) => w.startsWith('history:')).length).toBeGreaterThanOrEqual(8);
    if (hasPdftotext) expect(wheres).toEqual(expect.arrayContaining(['the summary report', "the referees' answers PDF", 'the application PDF']));
    expect(tokens.map((x) => x.token)).toEqual(expect.arrayContaining(['DOB', 'MEDICARE', 'service.status', 'DateFrom', 'applicantToPay', 'RecruiterID', 'ResultsScore', 'PC']));

    // WORDS_DUMP=<file>: everything read, to look at (and the summary report beside it, <file>.pdf).
    if (process.env.WORDS_DUMP) {
      writeFileSync(process.env.WORDS_DUMP, read.map((r) => `=== ${r.where}\n${r.text}`).join('\n'));
      if (summaryReport) writeFileSync(`${process.env.WORDS_DUMP}.pdf`, summaryReport);
    }
    const leaks: Leak[] = read.flatMap(({ where, text }) => leaksIn(where, text, tokens));
    expect(describeLeaks(leaks)).toEqual([]);
  }, 600_000);

  // The summary report of the order above (issue 30, item 3): a document a client files.
  it.skipIf(!hasPdftotext)('gives the summary report as a document a client files', () => {
    expect(summaryReport, 'the lifecycle above completed its order').toBeDefined();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'words-report-'));
    writeFileSync(path.join(dir, 'report.pdf'), summaryReport!);
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [path.join(dir, 'report.pdf')], { encoding: 'utf8' }))?.[1]);
    const text = pdfText(summaryReport!);
    const flat = text.replace(/\s+/g, ' ');
    // Its id, who asked and for whom.
    expect(flat).toMatch(new RegExp(`Report ID SR-${String(lifecycleOrderId).padStart(6, '0')}-\\d{8}`));
    expect(flat).toContain('Requested by Harbour Health Group (ABN');
    expect(flat).toContain('Applicant Olivia Nguyen (olivia.nguyen@example.com.au)');
    // Each check with its result, what it rests on and its dates, in Sydney time with the zone named.
    expect(flat).toMatch(/National Police Check\s+Clear/);
    expect(flat).toMatch(/Reference Check\s+Consider/);
    expect(flat).toMatch(/Credit History Check\s+Clear/);
    expect(flat).toContain('Credit score 812 of 1,000; fraud score 120 of 999');
    expect(flat).toContain('1 of 1 referee answered');
    expect(flat).toMatch(/Third party response times: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} AE[DS]T to/);
    expect(flat).toMatch(/Started \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} AE[DS]T/);
    expect(flat).toContain('Times are Sydney time');
    // A legend of the result words.
    expect(flat).toContain('What the results mean');
    expect(flat).toMatch(/Clear The check found nothing/);
    expect(flat).toMatch(/Consider The check found information/);
    // The referee's questions and answers.
    expect(flat).toContain('Referee 1: Margaret Chen');
    expect(flat).toContain('Questions and answers');
    expect(flat).toContain('How long have you known the applicant? Three years, as her manager.');
    expect(flat).toContain('How reliable is the applicant? 4 of 5');
    // Every page numbered and naming the portal's public address; no internal word.
    expect(pages).toBeGreaterThanOrEqual(2);
    for (let page = 1; page <= pages; page++) expect(flat).toContain(`Page ${page} of ${pages}`);
    expect(flat.split(PUBLIC_URL).length - 1).toBeGreaterThanOrEqual(pages);
    expect(flat).not.toMatch(/localhost|Status Ready|\bStatus\b/);
  });

  it('finds a token that is put back (the test can fail)', () => {
    const some = internalTokens({ fieldIds: ['DOB', 'Email'], docIds: ['MEDICARE'], services: [['PC', 'National Police Check']], eventKeys: ['service.status'], files: ['0123456789abcdef0123456789abcdef.pdf'] });
    const text = 'Field DOB and Document MEDICARE; service.status (PC); DateFrom must not be after DateTo; 0123456789abcdef0123456789abcdef.pdf; username must NOT have more than 100 characters.';
    expect(leaksIn('sample', text, some).map((l) => l.token)).toEqual(
      expect.arrayContaining(['DOB', 'MEDICARE', 'service.status', 'PC', 'DateFrom', '0123456789abcdef0123456789abcdef.pdf', 'must NOT have']),
    );
    // What people read of the same things passes.
    const words = 'Date of birth and Medicare card; Check status changed: National Police Check; the From date must not be after the To date. Email, Surname.';
    expect(leaksIn('sample', words, some)).toEqual([]);
  });

  it('reads a quoted-printable, multipart mail as its reader does', () => {
    const eml = [
      'Subject: =?UTF-8?Q?Zo=C3=AB=27s_order?=',
      'Content-Type: multipart/alternative; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Open https://portal.example/admin/edit-appli=',
      'cation/12 =3D now',
      '--b1',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('<html><head><style>.DOB{}</style></head><body><p>Date&nbsp;of birth</p></body></html>').toString('base64'),
      '--b1--',
    ].join('\r\n');
    const text = mailAsRead(eml);
    expect(text).toContain("Zoë's order");
    expect(text).toContain('https://portal.example/admin/edit-application/12 = now');
    expect(text).toContain('Date of birth');
    expect(text).not.toContain('DOB');
  });
});

describe('PUBLIC_URL in a deployment', () => {
  it('is printed when set, and a production server without it prints no localhost address and says so at start-up', () => {
    const laptop = loadConfig({ DATA_DIR: os.tmpdir() });
    expect(publicSite(laptop)).toBe('http://localhost:8080');
    expect(settingWarnings(laptop)).toEqual([]);
    const deployed = loadConfig({ DATA_DIR: os.tmpdir(), NODE_ENV: 'production', PUBLIC_URL: 'https://checks.example.com.au/' });
    expect(publicSite(deployed)).toBe('https://checks.example.com.au');
    expect(settingWarnings(deployed)).toEqual([]);
    const forgotten = loadConfig({ DATA_DIR: os.tmpdir(), NODE_ENV: 'production' });
    expect(publicSite(forgotten)).toBe('');
    expect(settingWarnings(forgotten)).toEqual([expect.stringContaining('PUBLIC_URL is not set')]);
  });
});
