// upload_image and download_image: files typed by content, the 10,000,000-byte limit enforced while streaming,
// random names under DATA_DIR/uploads, reserved names, the sighted flag, replacement, and who may reach a file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { sealedSize } from '../../server/file-cipher';
import { createTestApp, bearer, type TestApp } from './harness';
import { download, jpegFile, pdfFile, pngFile, upload } from './documents-files';
import { orderDocuments, orders, orderServices, users } from '../../server/db/schema';

let t: TestApp;
let applicant: string;
let client: string;
let viewer: string;
/** The demo applicant's Open Harbour Health order (PC + RC), which the client user may also reach. */
let harbourOrder: number;
/** The demo applicant's Open Southern Cross order (PC + VEVO + IDV), placed by the recruiter. */
let southernOrder: number;
/** The demo applicant's submitted order (In progress). */
let submittedOrder: number;
/** An Open order of another applicant of Harbour Health. */
let strangersOrder: number;

const uploadsDir = () => path.join(t.config.dataDir, 'uploads');
const filesOnDisk = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()).sort() : []);
const rowsOf = (orderId: number) => t.database.db.select().from(orderDocuments).where(eq(orderDocuments.orderId, orderId));

async function applicantOrders(username: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.username, username));
  const list = await t.database.db.select().from(orders).where(eq(orders.applicantUserId, user.id));
  const lines = await t.database.db
    .select()
    .from(orderServices)
    .where(inArray(orderServices.orderId, list.map((o) => o.id)));
  return list.map((o) => ({ ...o, services: lines.filter((l) => l.orderId === o.id).map((l) => l.serviceId).sort() }));
}

beforeAll(async () => {
  t = await createTestApp();
  applicant = (await t.signIn('applicant', 'Applicant#2026')).token;
  client = (await t.signIn('client', 'Client#2026')).token;
  viewer = (await t.signIn('viewer', 'Viewer#2026')).token;
  const own = await applicantOrders('applicant');
  harbourOrder = own.find((o) => o.status === 'Open' && o.services.join() === 'PC,RC')!.id;
  southernOrder = own.find((o) => o.status === 'Open' && o.services.includes('IDV'))!.id;
  submittedOrder = own.find((o) => o.status === 'In progress')!.id;
  const harbour = own.find((o) => o.id === harbourOrder)!;
  strangersOrder = (await t.database.db.select().from(orders).where(eq(orders.clientId, harbour.clientId))).find(
    (o) => o.status === 'Open' && o.applicantUserId !== harbour.applicantUserId,
  )!.id;
});
afterAll(() => t.close());

describe('upload_image', () => {
  it('stores a PNG under a random name, answers its location both ways, and download gives the same bytes', async () => {
    const bytes = pngFile();
    const response = await upload(t, applicant, {
      orderId: harbourOrder,
      docName: 'AUPASSPORT',
      docSighted: 'N',
      file: { bytes, name: 'olivia-passport.png', type: 'image/png' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.location).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(body.data).toEqual({ location: body.location });
    expect(body.location).not.toContain('passport');

    // Sealed at rest (server/file-cipher.ts): what the disk holds is not the file; the download below gives it back.
    const stored = readFileSync(path.join(uploadsDir(), body.location));
    expect(stored.length).toBe(sealedSize(bytes.length));
    expect(stored.includes(bytes.subarray(0, 16))).toBe(false);
    expect(filesOnDisk().some((f) => f.includes('olivia'))).toBe(false);

    const [row] = (await rowsOf(harbourOrder)).filter((r) => r.location === body.location);
    expect(row).toMatchObject({
      docId: 'AUPASSPORT',
      docName: 'Australian passport',
      category: 'Primary (Category A)',
      kind: 'identity',
      mimeType: 'image/png',
      sizeBytes: bytes.length,
      sighted: 'N',
      replacedAt: null,
    });

    const file = await download(t, applicant, body.location);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });

  it('accepts a JPEG and a PDF by their content and serves them with their types', async () => {
    const jpeg = jpegFile();
    const pdf = await pdfFile('Medicare card 2123 45670 1');
    const licence = await upload(t, applicant, {
      orderId: harbourOrder,
      docName: 'Australian driver licence',
      file: { bytes: jpeg, name: 'licence.jpeg', type: 'image/jpeg' },
    });
    const medicare = await upload(t, applicant, {
      orderId: harbourOrder,
      docName: 'MEDICARE',
      file: { bytes: pdf, name: 'medicare.pdf', type: 'application/pdf' },
    });
    expect(licence.statusCode).toBe(200);
    expect(medicare.statusCode).toBe(200);
    expect(licence.json().location).toMatch(/\.jpg$/);
    expect(medicare.json().location).toMatch(/\.pdf$/);

    const jpegBack = await download(t, applicant, licence.json().location);
    expect(jpegBack.headers['content-type']).toBe('image/jpeg');
    expect(jpegBack.rawPayload.equals(jpeg)).toBe(true);
    const pdfBack = await download(t, applicant, medicare.json().location);
    expect(pdfBack.headers['content-type']).toBe('application/pdf');
    expect(pdfBack.rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses a file renamed to .png that is not an image, and keeps nothing', async () => {
    const before = filesOnDisk();
    const rowsBefore = (await rowsOf(southernOrder)).length;
    const response = await upload(t, applicant, {
      orderId: southernOrder,
      docName: 'AUBIRTH',
      file: { bytes: Buffer.from('Just some notes, not a birth certificate.\n'.repeat(20)), name: 'birth.png', type: 'image/png' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe('This file does not meet the conditions.');
    expect((await rowsOf(southernOrder)).length).toBe(rowsBefore);
    expect(filesOnDisk()).toEqual(before);
  });

  it('refuses a PDF disguised with an image name and type when the slot takes images only (the selfie)', async () => {
    const response = await upload(t, applicant, {
      orderId: southernOrder,
      docName: 'SELFIE',
      file: { bytes: await pdfFile('not a face'), name: 'selfie.jpg', type: 'image/jpeg' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe('This file does not meet the conditions.');
  });

  it('refuses a file of 10,000,001 bytes while streaming and leaves no partial file', async () => {
    const before = filesOnDisk();
    const rowsBefore = (await rowsOf(southernOrder)).length;
    const bytes = pngFile(10_000_001);
    expect(bytes.length).toBe(10_000_001);
    const response = await upload(t, applicant, {
      orderId: southernOrder,
      docName: 'AUCITIZENSHIP',
      file: { bytes, name: 'citizenship.png', type: 'image/png' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().errorMessage).toBe('This file is too big.');
    expect((await rowsOf(southernOrder)).length).toBe(rowsBefore);
    expect(filesOnDisk()).toEqual(before);
  });

  it('accepts a file of exactly 10,000,000 bytes', async () => {
    const bytes = pngFile(10_000_000);
    const response = await upload(t, applicant, {
      orderId: southernOrder,
      docName: 'AUCITIZENSHIP',
      file: { bytes, name: 'citizenship.png', type: 'image/png' },
    });
    expect(response.statusCode).toBe(200);
    const location = response.json().location;
    const [row] = (await rowsOf(southernOrder)).filter((r) => r.location === location);
    expect(row.sizeBytes).toBe(10_000_000);
    expect(readFileSync(path.join(uploadsDir(), location)).length).toBe(sealedSize(10_000_000));
  });

  it("answers 'Please select a file' without a file, or with the empty file of an untouched file input", async () => {
    const none = await upload(t, applicant, { orderId: harbourOrder, docName: 'MEDICARE' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errorMessage).toBe('Please select a file');
    const before = filesOnDisk();
    const empty = await upload(t, applicant, {
      orderId: harbourOrder,
      docName: 'MEDICARE',
      file: { bytes: Buffer.alloc(0), name: '', type: 'application/octet-stream' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorMessage).toBe('Please select a file');
    expect(filesOnDisk()).toEqual(before);
  });

  it("refuses another applicant's order (404) and a Restricted view user (403), keeping nothing", async () => {
    const before = filesOnDisk();
    const file = { bytes: pngFile(), name: 'passport.png', type: 'image/png' };
    const foreign = await upload(t, applicant, { orderId: strangersOrder, docName: 'AUPASSPORT', file });
    expect(foreign.statusCode).toBe(404);
    const restricted = await upload(t, viewer, { orderId: harbourOrder, docName: 'AUPASSPORT', file });
    expect(restricted.statusCode).toBe(403);
    const recruited = await upload(t, client, { orderId: southernOrder, docName: 'AUPASSPORT', file });
    expect(recruited.statusCode).toBe(404);
    expect((await rowsOf(strangersOrder)).length).toBe(0);
    expect(filesOnDisk()).toEqual(before);
  });

  it('refuses a request without sign-in before reading it', async () => {
    const form = new FormData();
    form.append('orderId', String(harbourOrder));
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/utilities/upload_image',
      headers: { 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses unknown document names and documents the order does not need', async () => {
    const file = { bytes: pngFile(), name: 'x.png', type: 'image/png' };
    const unknown = await upload(t, applicant, { orderId: harbourOrder, docName: 'LIBRARYCARD', file });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorMessage).toBe("'LIBRARYCARD' is not a document we accept.");
    const missingName = await upload(t, applicant, { orderId: harbourOrder, file });
    expect(missingName.statusCode).toBe(400);
    expect(missingName.json().errorMessage).toBe('Document name is required.');
    // A credit check needs Categories A and B only: a Category C document has no place in it.
    const [harbour] = await t.database.db.select().from(orders).where(eq(orders.id, harbourOrder));
    const [creditOnly] = await t.database.db
      .insert(orders)
      .values({ applicantUserId: harbour.applicantUserId, clientId: harbour.clientId })
      .returning();
    await t.database.db.insert(orderServices).values({ orderId: creditOnly.id, serviceId: 'CR', price: '39.00' });
    const utility = await upload(t, applicant, { orderId: creditOnly.id, docName: 'UTILITYBILL', file });
    expect(utility.statusCode).toBe(400);
    expect(utility.json().errorMessage).toBe('Utility bill less than 12 months old is not one of the documents this order needs.');
    const passport = await upload(t, applicant, { orderId: creditOnly.id, docName: 'AUPASSPORT', file });
    expect(passport.statusCode).toBe(200);
  });

  it('takes the reserved names: signatures as PNG only, the selfie as a photo; none of them is a listed document', async () => {
    const guardian = await upload(t, applicant, {
      orderId: southernOrder,
      docName: 'PARENTSIGN',
      file: { bytes: pngFile(), name: 'signature.png', type: 'image/png' },
    });
    expect(guardian.statusCode).toBe(200);
    const applicantSign = await upload(t, applicant, {
      orderId: southernOrder,
      docName: 'APPLICANTSIGN',
      file: { bytes: jpegFile(), name: 'signature.png', type: 'image/png' },
    });
    expect(applicantSign.statusCode).toBe(400);
    expect(applicantSign.json().errorMessage).toBe('This file does not meet the conditions.');

    const selfie = await upload(t, applicant, {
      orderId: southernOrder,
      docName: 'SELFIE',
      file: { bytes: jpegFile(), name: 'selfie.jpg', type: 'image/jpeg' },
    });
    expect(selfie.statusCode).toBe(200);

    const rows = await rowsOf(southernOrder);
    expect(rows.find((r) => r.location === guardian.json().location)).toMatchObject({
      docId: 'PARENTSIGN',
      kind: 'signature',
      mimeType: 'image/png',
    });
    expect(rows.find((r) => r.location === selfie.json().location)).toMatchObject({
      docId: 'SELFIE',
      kind: 'selfie',
      mimeType: 'image/jpeg',
    });

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/application/get_loaded_documents/${southernOrder}`,
      headers: bearer(applicant),
    });
    const docIds = listed.json().map((d: { DocID: string }) => d.DocID);
    expect(docIds).toContain('SELFIE');
    expect(docIds).not.toContain('PARENTSIGN');
    expect(listed.json().find((d: { DocID: string }) => d.DocID === 'SELFIE')).toMatchObject({
      type: 'selfie',
      status: 'Complete',
      DocLocation: selfie.json().location,
    });
  });

  it('ignores docSighted Y from an applicant and honours it from a client user', async () => {
    const file = { bytes: pngFile(), name: 'card.png', type: 'image/png' };
    const byApplicant = await upload(t, applicant, { orderId: harbourOrder, docName: 'BANKCARD', docSighted: 'Y', file });
    expect(byApplicant.statusCode).toBe(200);
    const byClient = await upload(t, client, { orderId: harbourOrder, docName: 'PROOFOFAGE', docSighted: 'Y', file });
    expect(byClient.statusCode).toBe(200);

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/application/get_loaded_documents/${harbourOrder}`,
      headers: bearer(applicant),
    });
    const sighted = Object.fromEntries(listed.json().map((d: { DocID: string; DOCSighted: string }) => [d.DocID, d.DOCSighted]));
    expect(sighted.BANKCARD).toBe('N');
    expect(sighted.PROOFOFAGE).toBe('Y');
  });

  it('replaces the earlier upload of the same document', async () => {
    const file = { bytes: pngFile(), name: 'rates.png', type: 'image/png' };
    const first = await upload(t, applicant, { orderId: southernOrder, docName: 'RATESNOTICE', file });
    const second = await upload(t, applicant, { orderId: southernOrder, docName: 'Council rates notice', file });
    expect(second.statusCode).toBe(200);
    const rows = (await rowsOf(southernOrder)).filter((r) => r.docId === 'RATESNOTICE');
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.location === first.json().location)!.replacedAt).not.toBeNull();
    expect(rows.find((r) => r.location === second.json().location)!.replacedAt).toBeNull();

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/application/get_loaded_documents/${southernOrder}`,
      headers: bearer(applicant),
    });
    const rates = listed.json().filter((d: { DocID: string }) => d.DocID === 'RATESNOTICE');
    expect(rates).toEqual([expect.objectContaining({ DocLocation: second.json().location })]);
  });

  it('refuses uploads to an application already submitted', async () => {
    const response = await upload(t, applicant, {
      orderId: submittedOrder,
      docName: 'AUPASSPORT',
      file: { bytes: pngFile(), name: 'passport.png', type: 'image/png' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe('This application was already submitted.');
  });
});

describe('download_image', () => {
  it('serves a file only to those who may see its order', async () => {
    const uploaded = await upload(t, applicant, {
      orderId: harbourOrder,
      docName: 'UTILITYBILL',
      file: { bytes: pngFile(), name: 'bill.png', type: 'image/png' },
    });
    const location = uploaded.json().location;
    expect((await download(t, client, location)).statusCode).toBe(200);
    // A Restricted view user may look, not change.
    expect((await download(t, viewer, location)).statusCode).toBe(200);

    const recruiter = (await t.signIn('recruiter', 'Recruiter#2026')).token;
    const refused = await download(t, recruiter, location);
    expect(refused.statusCode).toBe(404);
    expect(refused.rawPayload.includes(pngFile())).toBe(false);
  });

  it('answers 404 for names it never gave out, including paths', async () => {
    for (const url of ['0123456789abcdef0123456789abcdef.png', '../db/PG_VERSION', '/etc/passwd', 'uploads']) {
      expect((await download(t, applicant, url)).statusCode).toBe(404);
    }
  });
});
