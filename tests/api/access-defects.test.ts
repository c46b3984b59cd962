// Regression tests of the access and data-handling defects: Restricted view users placing orders, one client seeing
// what was entered for another client's order, parallel saves duplicating block rows, NUL characters and malformed
// multipart bodies turning into 500s, unbounded uploads per order, personal data in error logs, and downloads and
// views of applications that left no trace.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, countDistinct, eq, sql } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from './harness';
import { demoOpenOrders, get, post, PERSONAL, PRIMARY_ADDRESS, saveTab, tabFields, withRows, type SignedIn } from './application-helpers';
import { download, pngFile, upload } from './documents-files';
import { buildApp } from '../../server/app';
import {
  applicationBlocks,
  applicationValues,
  auditEvents,
  clients,
  costCentres,
  orderDocuments,
  orders,
  throttleCounters,
  users,
} from '../../server/db/schema';
import { MAX_BYTES_PER_ORDER, MAX_FILES_PER_ORDER, ORDER_FILES_FULL } from '../../server/routes/documents';
import { safeError } from '../../server/logging';
import type { Mailer } from '../../server/mail';

const NUL_MESSAGE = 'Text may not contain the NUL character (\\u0000).';
const MALFORMED_MULTIPART = 'The upload is not a well-formed multipart/form-data body. Please choose the file again.';

let t: TestApp;
let applicant: SignedIn;
let client: SignedIn;
let viewer: SignedIn;
let recruiter: SignedIn;
/** The demo applicant's Open orders: Harbour Health's (direct) and Southern Cross's (placed by Talent Bridge). */
let harbour: number;
let southern: number;
const clientIds: Record<string, number> = {};
const centreIds: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  [applicant, client, viewer, recruiter] = await Promise.all([
    t.signIn('applicant', 'Applicant#2026'),
    t.signIn('client', 'Client#2026'),
    t.signIn('viewer', 'Viewer#2026'),
    t.signIn('recruiter', 'Recruiter#2026'),
  ]);
  ({ harbour, southern } = await demoOpenOrders(t));
  for (const row of await t.database.db.select().from(clients)) clientIds[row.clientKey!] = row.id;
  for (const row of await t.database.db.select().from(costCentres)) centreIds[row.description] = row.id;
});
afterAll(() => t.close());

type Counted = typeof orders | typeof orderDocuments | typeof auditEvents | typeof throttleCounters;
const rowsIn = async (table: Counted) =>
  Number((await t.database.db.select({ n: count() }).from(table))[0].n);
const documentsOf = async (orderId: number) =>
  Number((await t.database.db.select({ n: count() }).from(orderDocuments).where(eq(orderDocuments.orderId, orderId)))[0].n);
const valuesOf = (orderId: number) =>
  t.database.db.select().from(applicationValues).where(eq(applicationValues.orderId, orderId)).orderBy(applicationValues.id);
const uploadsOnDisk = () => {
  const dir = path.join(t.config.dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

const setup = (who: SignedIn, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/application/setup_account', headers: bearer(who.token), payload: body });

describe('Restricted view users', () => {
  it('cannot place orders, by file or by quick start: 403 and no order stored', async () => {
    const [viewerRow] = await t.database.db.select().from(users).where(eq(users.id, viewer.userId));
    const before = await rowsIn(orders);

    const file = await t.app.inject({
      method: 'POST',
      url: '/api/utilities/save_applicants_file',
      headers: bearer(viewer.token),
      payload: {
        user_id: String(viewer.userId),
        applicantsDetails: [
          {
            FirstName: 'Ann',
            SurName: 'Lee',
            Email: 'ann.lee@example.com',
            Phone: '0400000000',
            PurchasedService: 'PC',
            ClientID: viewerRow.clientId,
            CheckPurpose: 'Employment',
            applicantToPay: 'N',
            costCentreId: centreIds['Nursing - Sydney'],
          },
        ],
      },
    });
    expect(file.statusCode).toBe(403);
    expect(file.json().errorMessage).toBe('Your access level (Restricted view) lets you look, not change.');

    const quick = await setup(viewer, {
      newApplicantInfo: {
        FirstName: 'Ann',
        SurName: 'Lee',
        Email: 'ann.lee@example.com',
        CheckPurpose: 'Employment',
        costCentreId: centreIds['Nursing - Sydney'],
        ClientID: String(viewerRow.clientId),
        RecruiterID: '',
      },
      Services: [{ ServiceID: 'PC' }],
    });
    expect(quick.statusCode).toBe(403);
    expect(quick.json().errorMessage).toBe('Your access level (Restricted view) lets you look, not change.');

    expect(await rowsIn(orders)).toBe(before);
    expect(t.mails.filter((m) => m.to === 'ann.lee@example.com')).toEqual([]);
  });
});

describe('one person ordered by two clients', () => {
  it("never shows one client what was entered for another client's order", async () => {
    // Harbour Health orders a check for a person, under the name it knows, and the person enters a date of birth.
    const byHarbour = await setup(client, {
      newApplicantInfo: {
        FirstName: 'Samantha',
        SurName: 'Crossley',
        Email: 'sam.cross@example.com',
        CheckPurpose: 'Employment',
        costCentreId: centreIds['Nursing - Sydney'],
        ClientID: String(clientIds['harbour-health']),
        RecruiterID: '',
      },
      Services: [{ ServiceID: 'PC' }],
    });
    expect(byHarbour.statusCode, byHarbour.body).toBe(200);
    const harbourOrder = byHarbour.json().OrderID as number;
    await t.database.db
      .insert(applicationValues)
      .values({ orderId: harbourOrder, tabName: 'Personal Details', fieldId: 'DOB', value: '1985-02-03' });

    // Later a recruitment agency orders for another of its clients with the same email, under another name.
    const byRecruiter = await setup(recruiter, {
      newApplicantInfo: {
        FirstName: 'Sam',
        SurName: 'Cross',
        Email: 'sam.cross@example.com',
        CheckPurpose: 'Employment',
        costCentreId: '',
        ClientID: clientIds['eucalypt-care'],
        RecruiterID: clientIds['talent-bridge'],
      },
      Services: [{ ServiceID: 'PC' }],
    });
    expect(byRecruiter.statusCode, byRecruiter.body).toBe(200);
    const recruiterOrder = byRecruiter.json().OrderID as number;

    // It is the same person (one account): that is what made the leak possible.
    const both = await t.database.db.select().from(orders).where(sql`${orders.id} in (${harbourOrder}, ${recruiterOrder})`);
    expect(new Set(both.map((o) => o.applicantUserId)).size).toBe(1);

    // The recruiter's view of its own order offers neither the date of birth nor the name Harbour Health typed.
    const tab = await post(t, '/api/application/get_tab_req', recruiter, { order_id: recruiterOrder, tab_name: 'Personal Details' });
    expect(tab.statusCode).toBe(200);
    const fields = tab.json() as Array<{ FieldID: string; TableValue: string | null }>;
    const value = (id: string) => fields.find((f) => f.FieldID === id)?.TableValue ?? null;
    expect(value('DOB')).toBeNull();
    expect(value('FirstName')).toBe('Sam');
    expect(value('Surname')).toBe('Cross');
    expect(tab.body).not.toContain('1985-02-03');
    expect(tab.body).not.toContain('Samantha');
    expect(tab.body).not.toContain('Crossley');

    // Each client's order list shows the name that client typed.
    const recruiterList = await get(t, `/api/orders/${recruiter.userId}`, recruiter);
    expect(recruiterList.statusCode).toBe(200);
    const recruiterRow = (recruiterList.json() as Array<{ orderID: number; applicant: string }>).find((o) => o.orderID === recruiterOrder);
    expect(recruiterRow?.applicant).toBe('Sam Cross');
    expect(recruiterList.body).not.toContain('Crossley');
    const harbourList = await get(t, `/api/orders/${client.userId}`, client);
    const harbourRow = (harbourList.json() as Array<{ orderID: number; applicant: string }>).find((o) => o.orderID === harbourOrder);
    expect(harbourRow?.applicant).toBe('Samantha Crossley');
  });
});

describe('parallel saves of a step', () => {
  it('store one block row when 50 saves of the same new row arrive at once', async () => {
    // A double-clicked (or retried) save sends the same new row (TableID -1) several times. Each save replaces the
    // list with what it holds, so however many arrive together, one address must be stored, not one per request.
    const location = 'ops.ApplicantAddress';
    const defs = await tabFields(t, applicant, harbour, 'Address Details');
    const content = withRows(defs, location, [PRIMARY_ADDRESS]);
    const answers = await Promise.all(Array.from({ length: 50 }, () => saveTab(t, applicant, harbour, 'Address Details', content)));
    for (const a of answers) {
      expect(a.statusCode, a.body).toBe(200);
      expect(a.json().approve).toBe(1);
    }

    const blocks = await t.database.db
      .select()
      .from(applicationBlocks)
      .where(and(eq(applicationBlocks.orderId, harbour), eq(applicationBlocks.tableLocation, location)));
    expect(blocks).toHaveLength(1);
    const [{ rows }] = await t.database.db
      .select({ rows: countDistinct(applicationValues.tableId) })
      .from(applicationValues)
      .where(and(eq(applicationValues.orderId, harbour), eq(applicationValues.tableLocation, location)));
    expect(Number(rows)).toBe(1);
    // And the one row the step shows is that block, with the address.
    const back = await tabFields(t, applicant, harbour, 'Address Details');
    expect(back.find((d) => d.FieldID === 'StreetAddress')).toMatchObject({ TableID: blocks[0].id, TableValue: PRIMARY_ADDRESS.StreetAddress });
  });
});

describe('NUL characters', () => {
  it('are refused with 400 in any JSON body, and nothing is stored', async () => {
    const lookup = await post(t, '/api/utilities/get_types', applicant, { category: 'Countries\u0000' });
    expect(lookup.statusCode).toBe(400);
    expect(lookup.json().errorMessage).toBe(NUL_MESSAGE);

    const before = await valuesOf(southern);
    const save = await post(t, '/api/application/set_data_by_tab', applicant, {
      orderId: southern,
      tabName: 'Personal Details',
      TableContent: [
        { FieldID: 'FirstName', TableValue: 'Oli\u0000via' },
        { FieldID: 'Surname', TableValue: PERSONAL.Surname },
      ],
    });
    expect(save.statusCode).toBe(400);
    expect(save.json().errorMessage).toBe(NUL_MESSAGE);
    expect(await valuesOf(southern)).toEqual(before);

    // Before the sign-in is even counted: no throttle row is written for it.
    const counters = await rowsIn(throttleCounters);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'client\u0000', password: 'Client#2026' },
      remoteAddress: '10.70.0.1',
    });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().errorMessage).toBe(NUL_MESSAGE);
    expect(await rowsIn(throttleCounters)).toBe(counters);
  });

  it('are refused with 400 in a path parameter', async () => {
    const brand = await t.app.inject({ method: 'GET', url: '/api/brand/a%00b' });
    expect(brand.statusCode).toBe(400);
    expect(brand.json().errorMessage).toBe(NUL_MESSAGE);
  });
});

describe('malformed multipart uploads', () => {
  const send = (contentType: string, body: string | Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/utilities/upload_image',
      headers: { ...bearer(applicant.token), 'content-type': contentType },
      payload: body,
    });

  const field = (name: string, value: string) => `--xyz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

  it.each([
    [
      'a body cut off in the middle of the file',
      'multipart/form-data; boundary=xyz',
      () =>
        Buffer.concat([
          Buffer.from(
            field('orderId', String(harbour)) +
              field('docName', 'AUPASSPORT') +
              '--xyz\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n',
          ),
          pngFile().subarray(0, 20),
        ]),
    ],
    ['a body without its closing boundary', 'multipart/form-data; boundary=xyz', () => field('orderId', String(harbour)) + field('docName', 'AUPASSPORT')],
    ['a content type without a boundary', 'multipart/form-data', () => field('orderId', String(harbour)) + '--xyz--\r\n'],
  ])('answers 400 to %s, and stores nothing', async (_what, contentType, body) => {
    const rows = await documentsOf(harbour);
    const files = uploadsOnDisk();
    const response = await send(contentType, body());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errorMessage).toBe(MALFORMED_MULTIPART);
    expect(await documentsOf(harbour)).toBe(rows);
    expect(uploadsOnDisk()).toEqual(files);
  });
});

describe('upload caps per order', () => {
  /** Rows standing for earlier uploads (replaced ones count too: they stay for the audit trail). */
  const fakeUploads = (orderId: number, howMany: number, sizeBytes: number) =>
    Array.from({ length: howMany }, () => ({
      orderId,
      docId: 'AUPASSPORT',
      docName: 'Australian passport',
      category: 'Primary (Category A)',
      kind: 'identity',
      location: `${randomBytes(16).toString('hex')}.png`,
      mimeType: 'image/png',
      sizeBytes,
      replacedAt: new Date(),
    }));

  it(`refuses the upload after ${MAX_FILES_PER_ORDER} files with 413 and stores nothing`, async () => {
    const held = await documentsOf(southern);
    await t.database.db.insert(orderDocuments).values(fakeUploads(southern, MAX_FILES_PER_ORDER - held, 100));
    expect(await documentsOf(southern)).toBe(MAX_FILES_PER_ORDER);
    const files = uploadsOnDisk();

    const response = await upload(t, applicant.token, {
      orderId: southern,
      docName: 'AUPASSPORT',
      docSighted: 'N',
      file: { bytes: pngFile(), name: 'passport.png', type: 'image/png' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().errorMessage).toBe(ORDER_FILES_FULL);
    expect(await documentsOf(southern)).toBe(MAX_FILES_PER_ORDER);
    expect(uploadsOnDisk()).toEqual(files);
  });

  it(`refuses an upload that would take the order past ${MAX_BYTES_PER_ORDER} bytes`, async () => {
    // An Open Harbour Health order of another applicant, which the client user completes on their behalf.
    const [other] = await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.clientId, clientIds['harbour-health']), eq(orders.status, 'Open'), sql`${orders.applicantUserId} <> ${applicant.userId}`))
      .limit(1);
    await t.database.db.insert(orderDocuments).values(fakeUploads(other.id, 1, MAX_BYTES_PER_ORDER - 10));
    const held = await documentsOf(other.id);

    const response = await upload(t, client.token, {
      orderId: other.id,
      docName: 'AUPASSPORT',
      docSighted: 'Y',
      file: { bytes: pngFile(), name: 'passport.png', type: 'image/png' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().errorMessage).toBe(ORDER_FILES_FULL);
    expect(await documentsOf(other.id)).toBe(held);
  });
});

describe('error logs', () => {
  const SECRETS = ['secret.person@example.com', 'secret.person', 'Secretia', 'Personne'];

  /** A real database failure whose statement carries an email and a name: the username 'client' is taken. */
  async function failedInsert(): Promise<unknown> {
    try {
      await t.database.db
        .insert(users)
        .values({ username: 'client', email: 'secret.person@example.com', passwordHash: 'x', firstName: 'Secretia', surname: 'Personne' });
    } catch (error) {
      return error;
    }
    throw new Error('the duplicate username was accepted');
  }

  it('keep what failed, without the values, in the message and its cause', async () => {
    const logged = safeError(await failedInsert());
    expect(logged.message).toMatch(/^Failed query: insert into/);
    expect(logged.cause?.code).toBe('23505');
    for (const secret of SECRETS) {
      expect(logged.message).not.toContain(secret);
      expect(JSON.stringify(logged.cause)).not.toContain(secret);
    }
  });

  it('carry no personal data anywhere in the serialised error, its stack included', async () => {
    // Drizzle's message spans two lines ("Failed query: ..." then "params: ..."), and an error's stack begins with its
    // message: the stack must be redacted as the message is, not only its first line.
    const logged = JSON.stringify(safeError(await failedInsert()));
    for (const secret of SECRETS) expect(logged).not.toContain(secret);
  });

  /** A server on the same database whose log lines go to memory, with the given mailer. */
  async function loggedApp(mailer: Mailer = { send: async () => {} }) {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({
      database: t.database,
      config: t.config,
      sessionSecret: randomBytes(32).toString('hex'),
      mailer,
      now: () => t.clock.now,
      logger: { level: 'info', stream },
    });
    return { app, lines, entries: () => lines.map((l) => JSON.parse(l) as Record<string, any>) };
  }

  it('carry no personal data when a request fails inside the database (500)', async () => {
    // A constraint that only this one email breaks makes the new applicant's account insert fail as a real database
    // error would: with the email and the name among its parameters.
    const { app, lines, entries } = await loggedApp();
    await t.database.db.execute(
      sql`alter table users add constraint test_refuses_secret_person check (email <> 'secret.person@example.com')`,
    );
    try {
      const signIn = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'client', password: 'Client#2026' }, remoteAddress: '10.71.0.1' });
      const token = signIn.json().token.access_token as string;
      const before = await rowsIn(orders);
      const response = await app.inject({
        method: 'POST',
        url: '/api/application/setup_account',
        headers: bearer(token),
        payload: {
          newApplicantInfo: {
            FirstName: 'Secretia',
            SurName: 'Personne',
            Email: 'secret.person@example.com',
            CheckPurpose: 'Employment',
            costCentreId: centreIds['Nursing - Sydney'],
            ClientID: String(clientIds['harbour-health']),
            RecruiterID: '',
          },
          Services: [{ ServiceID: 'PC' }],
        },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json().errorMessage).toBe('Something went wrong on our side. Please try later.');
      expect(await rowsIn(orders)).toBe(before);
    } finally {
      await t.database.db.execute(sql`alter table users drop constraint test_refuses_secret_person`);
      await app.close();
    }

    // The failure was logged, with what failed (the check violation), and nothing in the log names the person.
    const failure = entries().find((l) => l.msg === 'request failed');
    expect(failure?.err?.cause?.code).toBe('23514');
    const log = lines.join('');
    for (const secret of SECRETS) expect(log).not.toContain(secret);
  });

  it('carry no recipient when a mail sent after the answer fails', async () => {
    // Mail servers quote the refused address in their error, without quotes: "550 5.1.1 <someone@...>".
    const recipient = 'hannah.price@harbourhealth.com.au';
    const refused = Object.assign(
      new Error(`Can't send mail - all recipients were rejected: 550 5.1.1 <${recipient}>: Recipient address rejected`),
      { code: 'EENVELOPE', responseCode: 550 },
    );
    const { app, lines, entries } = await loggedApp({ send: async () => Promise.reject(refused) });
    try {
      const response = await app.inject({ method: 'POST', url: '/api/auth/forgotPassword', payload: { email: recipient }, remoteAddress: '10.71.0.2' });
      expect(response.statusCode).toBe(200);
      // The reset-link job queues the mail; the mail job fails (and will be retried).
      await app.jobs.runDue();
    } finally {
      await app.close();
    }
    expect(entries().find((l) => l.msg === 'job failed; it will be retried')?.err?.code).toBe('EENVELOPE');
    expect(lines.join('')).not.toContain(recipient);
  });
});

describe('audit trail', () => {
  const eventsOf = (userId: number) => t.database.db.select().from(auditEvents).where(eq(auditEvents.userId, userId)).orderBy(auditEvents.id);
  const call = (url: string, payload: object, remoteAddress = '10.77.0.1') =>
    t.app.inject({ method: 'POST', url, headers: bearer(client.token), payload, remoteAddress });

  it('records who viewed an application, downloaded its PDF or a document, and from where', async () => {
    // A document the applicant uploaded to the Harbour Health order, which the client user then downloads.
    const uploaded = await upload(t, applicant.token, {
      orderId: harbour,
      docName: 'AUBIRTH',
      docSighted: 'N',
      file: { bytes: pngFile(), name: 'birth.png', type: 'image/png' },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const location = uploaded.json().location as string;
    const before = (await eventsOf(client.userId)).length;

    expect((await call('/api/application/get_tab_req', { order_id: harbour, tab_name: 'Personal Details' })).statusCode).toBe(200);
    const pdf = await call('/api/application/get_application_pdf', { orderId: harbour });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
    expect((await download(t, client.token, location)).statusCode).toBe(200);

    const added = (await eventsOf(client.userId)).slice(before);
    expect(added.map(({ action, orderId, subject }) => ({ action, orderId, subject }))).toEqual([
      { action: 'application.view', orderId: harbour, subject: 'tab Personal Details' },
      { action: 'application.download', orderId: harbour, subject: 'application PDF' },
      { action: 'document.download', orderId: harbour, subject: expect.stringContaining(location) },
    ]);
    expect(added.slice(0, 2).map((e) => e.ip)).toEqual(['10.77.0.1', '10.77.0.1']);
  });

  it('records nothing for a refused call', async () => {
    // The Southern Cross order is not Harbour Health's: for its user that order (and its files) do not exist.
    const file = { location: `${randomBytes(16).toString('hex')}.png` };
    await t.database.db.insert(orderDocuments).values({
      orderId: southern,
      docId: 'AUPASSPORT',
      docName: 'Australian passport',
      kind: 'identity',
      location: file.location,
      mimeType: 'image/png',
      sizeBytes: 100,
    });
    const before = await rowsIn(auditEvents);

    expect((await call('/api/application/get_tab_req', { order_id: southern, tab_name: 'Personal Details' })).statusCode).toBe(404);
    expect((await call('/api/application/get_application_pdf', { orderId: southern })).statusCode).toBe(404);
    expect((await download(t, client.token, file.location)).statusCode).toBe(404);

    expect(await rowsIn(auditEvents)).toBe(before);
  });
});
