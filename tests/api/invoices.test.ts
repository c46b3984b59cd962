// Invoices (issue 12): an operator's generate bills exactly the period's completed, unbilled, client-paid checks at the
// prices stored on them plus GST, makes the PDF, Closes the orders with a history row and enqueues the client's mail;
// a second run bills nothing and changes nothing; paid; client_invoices' filters and who may see what; the PDF's
// download by its client and nobody else's; the monthly job run through the queue.
//
// The test builds its own orders in March 2025 (far before any seeded order, which are all within 70 days of today),
// so the expected amounts come from its own small data set.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { auditEvents, clients, invoices, orderHistory, orders, orderServices, users } from '../../server/db/schema';
import { hashPassword } from '../../server/auth/passwords';
import { MONTHLY_INVOICES } from '../../server/jobs/invoicing';
import { invoiceIdOf } from '../../server/domain/invoices';
import { bearer, createTestApp, type TestApp } from './harness';
import { fingerprint } from './contract-world';

let t: TestApp;
const tokens: Record<string, { token: string; userId: number }> = {};
const clientIds: Record<string, number> = {};
let applicantUserId: number;

interface Check {
  service: string;
  price: string;
  status?: string;
}

/** One order of `client`, completed at `completedAt` (UTC) unless null, with its checks. */
async function order(client: string, status: string, completedAt: string | null, checks: Check[], applicantToPay = 'N') {
  const db = t.database.db;
  const [row] = await db
    .insert(orders)
    .values({
      applicantUserId,
      clientId: clientIds[client],
      applicantFirstName: 'Test',
      applicantSurname: `Billing ${status}`,
      status,
      applicantToPay,
      lodgedAt: new Date('2025-02-01T00:00:00Z'),
      submittedAt: new Date('2025-02-02T00:00:00Z'),
      completedAt: completedAt === null ? null : new Date(completedAt),
      totalOrder: checks.reduce((sum, c) => sum + Number(c.price), 0).toFixed(2),
    })
    .returning({ id: orders.id });
  await db.insert(orderServices).values(
    checks.map((c) => ({ orderId: row.id, serviceId: c.service, price: c.price, checkStatus: c.status ?? (status === 'In progress' ? 'In progress' : 'Ready') })),
  );
  return row.id;
}

const cents = (prices: string[]) => prices.reduce((sum, p) => sum + Math.round(Number(p) * 100), 0);

const post = (url: string, payload: object, who = 'operator') =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(tokens[who].token), payload });
const get = (url: string, who = 'operator') => t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(tokens[who].token) });
const listFor = (who: string, body: Partial<{ DateFrom: string; DateTo: string; Status: string }> = {}) =>
  post('/reports/client_invoices', { userID: tokens[who].userId, DateFrom: '2020-01-01', DateTo: '2099-12-31', Status: 'All', ...body }, who);

/** The checks billed in March 2025 for Harbour Health Group, and the orders that must not be billed. */
const billed: Record<string, number> = {};
const notBilled: Record<string, number> = {};
const MARCH_PRICES = ['49.00', '25.00', '39.00', '65.00'];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  for (const c of await db.select({ id: clients.id, key: clients.clientKey }).from(clients)) clientIds[c.key!] = c.id;
  const [applicant] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'applicant'));
  applicantUserId = applicant.id;
  // A user of a client no agency serves and that is not Harbour Health Group.
  await db.insert(users).values({
    username: 'bluegum',
    email: 'kim.nguyen@bluegumcommunity.org.au',
    passwordHash: await hashPassword('Bluegum#2026'),
    firstName: 'Kim',
    clientId: clientIds['bluegum-community'],
    kind: 'client',
    accessLevel: 'Full view',
  });
  for (const [who, password] of [
    ['operator', 'Operator#2026'],
    ['client', 'Client#2026'],
    ['viewer', 'Viewer#2026'],
    ['recruiter', 'Recruiter#2026'],
    ['applicant', 'Applicant#2026'],
    ['bluegum', 'Bluegum#2026'],
  ]) {
    tokens[who] = await t.signIn(who, password);
  }

  // March 2025 in Sydney is AEDT (UTC+11): 2025-02-28T13:30Z is 1 March 00:30, 2025-03-31T13:30Z is 1 April 00:30.
  billed.completed = await order('harbour-health', 'Completed', '2025-03-10T02:00:00Z', [
    { service: 'PC', price: '49.00' },
    { service: 'VEVO', price: '25.00' },
    // A cancelled check is not billed.
    { service: 'IDV', price: '15.00', status: 'Cancelled' },
  ]);
  billed.closedByTimer = await order('harbour-health', 'Closed', '2025-03-20T02:00:00Z', [{ service: 'CR', price: '39.00' }]);
  billed.firstSydneyDay = await order('harbour-health', 'Completed', '2025-02-28T13:30:00Z', [{ service: 'RC', price: '65.00' }]);
  notBilled.aprilInSydney = await order('harbour-health', 'Completed', '2025-03-31T13:30:00Z', [{ service: 'PC', price: '49.00' }]);
  notBilled.applicantPaid = await order('harbour-health', 'Completed', '2025-03-12T02:00:00Z', [{ service: 'PC', price: '49.00' }], 'Y');
  notBilled.inProgress = await order('harbour-health', 'In progress', null, [{ service: 'PC', price: '49.00' }]);
  notBilled.otherClient = await order('southern-cross', 'Completed', '2025-03-15T02:00:00Z', [{ service: 'PC', price: '49.00' }]);
});
afterAll(() => t.close());

const statusOf = async (orderId: number) =>
  (await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0].status;

let invoice: { InvoiceID: string; InvoiceLocation: string; TotalAmount: number };

describe('generating an invoice', () => {
  it('is for operators only', async () => {
    const body = { ClientID: clientIds['harbour-health'], DateFrom: '2025-03-01', DateTo: '2025-03-31' };
    for (const who of ['client', 'recruiter', 'applicant']) {
      expect((await post('/backoffice/invoices/generate', body, who)).statusCode).toBe(403);
    }
    expect((await get('/backoffice/invoices', 'client')).statusCode).toBe(403);
  });

  it('refuses a bad period and a period with nothing to bill, changing nothing', async () => {
    const before = await fingerprint(t);
    const generate = (body: object) => post('/backoffice/invoices/generate', { ClientID: clientIds['harbour-health'], ...body });
    const reversed = await generate({ DateFrom: '2025-03-31', DateTo: '2025-03-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errorMessage).toBe('The From date must not be after the To date.');
    expect((await generate({ DateFrom: '2025-02-30', DateTo: '2025-03-31' })).statusCode).toBe(400);
    expect((await generate({ DateFrom: '2025-03-01', DateTo: '2099-01-01' })).json().errorMessage).toMatch(/may not be in the future/);
    const nothing = await generate({ DateFrom: '2024-01-01', DateTo: '2024-01-31' });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().errorMessage).toBe(
      'Nothing to bill: Harbour Health Group has no completed order from 2024-01-01 to 2024-01-31 that is not invoiced yet.',
    );
    expect((await post('/backoffice/invoices/generate', { ClientID: 999999, DateFrom: '2025-03-01', DateTo: '2025-03-31' })).statusCode).toBe(404);
    expect(await fingerprint(t)).toEqual(before);
    expect(t.app.jobs).toBeDefined();
  });

  it("bills exactly the period's completed, unbilled checks at their stored prices plus GST, closes the orders and mails the client", async () => {
    const response = await post('/backoffice/invoices/generate', { ClientID: String(clientIds['harbour-health']), DateFrom: '2025-03-01', DateTo: '2025-03-31' });
    expect(response.statusCode).toBe(200);
    const subtotal = cents(MARCH_PRICES);
    const gst = Math.round(subtotal / 10);
    const body = response.json();
    expect(body).toMatchObject({
      InvoiceID: expect.stringMatching(/^INV-[0-9]{6}$/),
      ClientName: 'Harbour Health Group',
      BillingPeriod: '2025-03-01 to 2025-03-31',
      Orders: 3,
      TotalAmount: (subtotal + gst) / 100,
    });
    invoice = body;

    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.pdfLocation, body.InvoiceLocation));
    expect([row.subtotal, row.gst, row.total, row.status]).toEqual([(subtotal / 100).toFixed(2), (gst / 100).toFixed(2), ((subtotal + gst) / 100).toFixed(2), 'Due']);

    // Completed orders are Closed; the one Closed by the 14-day rule stays Closed; the others are untouched.
    expect(await statusOf(billed.completed)).toBe('Closed');
    expect(await statusOf(billed.firstSydneyDay)).toBe('Closed');
    expect(await statusOf(billed.closedByTimer)).toBe('Closed');
    for (const id of [notBilled.aprilInSydney, notBilled.applicantPaid, notBilled.otherClient]) expect(await statusOf(id)).toBe('Completed');
    const history = await t.database.db
      .select({ orderId: orderHistory.orderId, action: orderHistory.action, after: orderHistory.after })
      .from(orderHistory)
      .where(inArray(orderHistory.orderId, Object.values(billed)));
    expect(history).toHaveLength(3);
    expect(history.every((h) => h.action === 'order.invoiced' && h.after.InvoiceID === body.InvoiceID && h.after.orderStatus === 'Closed')).toBe(true);

    // The mail goes to the client's Full view user (not the Restricted view one) through the queue.
    expect(t.mails).toHaveLength(0);
    await t.settle();
    const mails = t.mails.filter((m) => m.subject.includes(body.InvoiceID));
    expect(mails.map((m) => m.to)).toEqual(['hannah.price@harbourhealth.com.au']);
    expect(mails[0].subject).toBe(`Invoice ${body.InvoiceID} from ClearCheck Pty Ltd: $195.80 due ${body.DueDate}`);
  });

  it('bills nothing twice: a second run for the same or an overlapping period answers 409 and changes nothing', async () => {
    const before = await fingerprint(t);
    const again = await post('/backoffice/invoices/generate', { ClientID: clientIds['harbour-health'], DateFrom: '2025-03-01', DateTo: '2025-03-31' });
    expect(again.statusCode).toBe(409);
    const overlapping = await post('/backoffice/invoices/generate', { ClientID: clientIds['harbour-health'], DateFrom: '2025-02-15', DateTo: '2025-03-15' });
    expect(overlapping.statusCode).toBe(409);
    expect(await fingerprint(t)).toEqual(before);
  });

  it('draws the PDF with the lines, totals, due date and payment details, downloadable by the client as application/pdf', async () => {
    const download = await post('/utilities/download_image', { url: invoice.InvoiceLocation }, 'client');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`inline; filename="${invoice.InvoiceID}.pdf"`);
    expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'invoice-'));
    const file = path.join(dir, 'invoice.pdf');
    writeFileSync(file, download.rawPayload);
    let text: string;
    try {
      text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    } catch {
      return; // no pdftotext on this machine: the header check above stands
    }
    expect(text).toContain(`Tax invoice ${invoice.InvoiceID}`);
    expect(text).toContain('Harbour Health Group (ABN 51 824 753 556)');
    expect(text).toContain('2025-03-01 to 2025-03-31');
    expect(text).toMatch(/National Police Check\s+2025-03-10\s+\$49\.00/);
    expect(text).toMatch(/Reference Check\s+2025-03-01\s+\$65\.00/);
    expect(text).not.toContain('Identity Verification');
    expect(text).toMatch(/Subtotal\s+\$178\.00/);
    expect(text).toMatch(/GST \(10%\)\s+\$17\.80/);
    expect(text).toMatch(/Total \(inc GST\)\s+\$195\.80/);
    expect(text).toContain('BSB');
  });

  it('serves the PDF to the agency serving the client and operators, and to nobody else', async () => {
    expect((await post('/utilities/download_image', { url: invoice.InvoiceLocation }, 'recruiter')).statusCode).toBe(200);
    expect((await post('/utilities/download_image', { url: invoice.InvoiceLocation }, 'operator')).statusCode).toBe(200);
    expect((await post('/utilities/download_image', { url: invoice.InvoiceLocation }, 'bluegum')).statusCode).toBe(404);
    expect((await post('/utilities/download_image', { url: invoice.InvoiceLocation }, 'applicant')).statusCode).toBe(404);
    const downloads = await t.database.db
      .select({ subject: auditEvents.subject })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'document.download'), eq(auditEvents.subject, `Invoice ${invoice.InvoiceID} (${invoice.InvoiceLocation})`)));
    expect(downloads).toHaveLength(3);
  });
});

describe("a client's invoices (client_invoices)", () => {
  it('lists the invoice with its fields for the client, its Restricted view user and the agency serving it', async () => {
    for (const who of ['client', 'viewer', 'recruiter']) {
      const response = await listFor(who);
      expect(response.statusCode, who).toBe(200);
      const row = response.json().find((r: { InvoiceID: string }) => r.InvoiceID === invoice.InvoiceID);
      expect(row, who).toMatchObject({
        BillingPeriod: '2025-03-01 to 2025-03-31',
        TotalAmount: 195.8,
        InvoiceStatus: 'Due',
        color: 'ORANGE',
        InvoiceLocation: invoice.InvoiceLocation,
        ClientName: 'Harbour Health Group',
      });
      expect(row.Date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('filters by the issue day and by status', async () => {
    const [{ issuedDay }] = await t.database.db
      .select({ issuedDay: invoices.issuedAt })
      .from(invoices)
      .where(eq(invoices.pdfLocation, invoice.InvoiceLocation))
      .then((rows) => rows.map((r) => ({ issuedDay: new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(r.issuedDay) })));
    // The seed's own invoices (every past month is billed, seed-story.ts) are left out: this file's invoice is the one.
    const seeded = new Set(
      (await t.database.db.select({ id: invoices.id }).from(invoices).where(ne(invoices.pdfLocation, invoice.InvoiceLocation))).map((r) => invoiceIdOf(r.id)),
    );
    const ids = async (body: object) =>
      (await listFor('client', body)).json().map((r: { InvoiceID: string }) => r.InvoiceID).filter((id: string) => !seeded.has(id));
    expect(await ids({ DateFrom: issuedDay, DateTo: issuedDay })).toEqual([invoice.InvoiceID]);
    expect(await ids({ DateFrom: '2020-01-01', DateTo: '2020-12-31' })).toEqual([]);
    expect(await ids({ Status: 'Due' })).toEqual([invoice.InvoiceID]);
    expect(await ids({ Status: 'Paid' })).toEqual([]);
    const reversed = await listFor('client', { DateFrom: '2025-03-31', DateTo: '2025-03-01' });
    expect(reversed.statusCode).toBe(400);
    expect((await listFor('client', { Status: 'Overdue' })).statusCode).toBe(400);
    expect((await listFor('client', { DateFrom: '01/03/2025' })).statusCode).toBe(400);
  });

  it("shows another client none of it, refuses applicants and operators, and another user's userID", async () => {
    expect((await listFor('bluegum')).json()).toEqual([]);
    expect((await listFor('applicant')).statusCode).toBe(403);
    expect((await listFor('operator')).statusCode).toBe(403);
    const foreign = await post('/reports/client_invoices', { userID: tokens.viewer.userId, DateFrom: '2020-01-01', DateTo: '2099-12-31', Status: 'All' }, 'client');
    expect(foreign.statusCode).toBe(403);
  });
});

describe('marking an invoice paid', () => {
  it('is for operators only; marks it Paid with an audit row; twice is a 409', async () => {
    expect((await post('/backoffice/invoices/paid', { InvoiceID: invoice.InvoiceID }, 'client')).statusCode).toBe(403);
    expect((await post('/backoffice/invoices/paid', { InvoiceID: 'INV-999999' })).statusCode).toBe(404);
    expect((await post('/backoffice/invoices/paid', { InvoiceID: 'nonsense' })).statusCode).toBe(400);
    const paid = await post('/backoffice/invoices/paid', { InvoiceID: invoice.InvoiceID });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ InvoiceID: invoice.InvoiceID, InvoiceStatus: 'Paid' });
    const audit = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'invoice.paid'), eq(auditEvents.subject, invoice.InvoiceID)));
    expect(audit.map((a) => a.userId)).toEqual([tokens.operator.userId]);
    expect((await post('/backoffice/invoices/paid', { InvoiceID: invoice.InvoiceID })).statusCode).toBe(409);

    const row = (await listFor('client', { Status: 'Paid' })).json().find((r: { InvoiceID: string }) => r.InvoiceID === invoice.InvoiceID);
    expect(row).toMatchObject({ InvoiceStatus: 'Paid', color: 'GREEN', Overdue: 'N' });
    const operatorList = (await get('/backoffice/invoices')).json();
    expect(operatorList.find((r: { InvoiceID: string }) => r.InvoiceID === invoice.InvoiceID)).toMatchObject({ InvoiceStatus: 'Paid', Orders: 3, ClientName: 'Harbour Health Group' });
  });
});

describe('the monthly run', () => {
  it("bills last month for every client with something to bill, through the queue, and bills nothing twice", async () => {
    // April 2025 (AEST, UTC+10 from 6 April): three clients with orders completed in April (Harbour Health Group's
    // is the one completed on 1 April in Sydney, left out of March's invoice), Bluegum with nothing.
    const eucalyptOrder = await order('eucalypt-care', 'Completed', '2025-04-14T02:00:00Z', [{ service: 'PCV', price: '27.55' }, { service: 'RC', price: '61.75' }]);
    const southernOrder = await order('southern-cross', 'Completed', '2025-04-30T13:00:00Z', [{ service: 'VEVO', price: '25.00' }]);
    const real = t.clock.now;
    t.clock.now = new Date('2025-04-30T19:10:00Z'); // 1 May 2025 05:10 in Sydney
    try {
      const count = async () => (await t.database.db.select({ id: invoices.id }).from(invoices)).length;
      const before = await count();
      await t.app.jobs.enqueue(t.database.db, MONTHLY_INVOICES, [{ data: {} }]);
      await t.settle();
      const made = await t.database.db
        .select({ clientId: invoices.clientId, from: invoices.periodFrom, to: invoices.periodTo, total: invoices.total })
        .from(invoices)
        .where(eq(invoices.periodFrom, '2025-04-01'));
      expect(made.sort((a, b) => a.clientId - b.clientId)).toEqual(
        [
          { clientId: clientIds['harbour-health'], from: '2025-04-01', to: '2025-04-30', total: (Math.round(cents(['49.00']) * 1.1) / 100).toFixed(2) },
          { clientId: clientIds['eucalypt-care'], from: '2025-04-01', to: '2025-04-30', total: (Math.round(cents(['27.55', '61.75']) * 1.1) / 100).toFixed(2) },
          // The Southern Cross order of March (notBilled.otherClient) is not April's; April 30 23:00 in Sydney is.
          { clientId: clientIds['southern-cross'], from: '2025-04-01', to: '2025-04-30', total: (Math.round(cents(['25.00']) * 1.1) / 100).toFixed(2) },
        ].sort((a, b) => a.clientId - b.clientId),
      );
      expect(await count()).toBe(before + 3);
      expect(await statusOf(notBilled.aprilInSydney)).toBe('Closed');
      expect(await statusOf(eucalyptOrder)).toBe('Closed');
      expect(await statusOf(southernOrder)).toBe('Closed');
      expect(await statusOf(notBilled.otherClient)).toBe('Completed');

      // Run again: nothing left to bill.
      const fingerprintBefore = await fingerprint(t);
      await t.app.jobs.enqueue(t.database.db, MONTHLY_INVOICES, [{ data: {} }]);
      await t.settle();
      const after = await fingerprint(t);
      expect(after.invoices).toBe(fingerprintBefore.invoices);
      expect(after.invoice_lines).toBe(fingerprintBefore.invoice_lines);
      expect(after.orders).toBe(fingerprintBefore.orders);
    } finally {
      t.clock.now = real;
    }
  });
});
