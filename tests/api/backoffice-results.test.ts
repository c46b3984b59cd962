// Publishing a provider's result (POST /backoffice/results): the upload rules, the scores of a credit check, the check
// becoming Ready, and the client downloading it through the one download call, under its rules (not after Closed, not
// while the check restricts it). A refused result stores nothing.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { clients, orderDocuments, orders, orderServices, users } from '../../server/db/schema';
import { bearer, createTestApp, type TestApp } from './harness';
import { fingerprint } from './contract-world';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const [name, session] of Object.entries(await t.signInDemo('operator', 'client', 'applicant'))) tokens[name] = session.token;
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const PNG = Buffer.from('\x89PNG\r\n\x1a\n0000', 'latin1');

function upload(fields: Record<string, string>, file: Buffer | null = PDF, username = 'operator') {
  const boundary = 'resultboundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="result.pdf"\r\nContent-Type: application/pdf\r\n\r\n`));
    parts.push(file, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return t.app.inject({
    method: 'POST',
    url: '/api/backoffice/results',
    headers: { ...bearer(tokens[username]), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  });
}

const uploadsDir = () => path.join(t.config.dataDir, 'uploads');
const storedFiles = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()).length : 0);

/** The demo applicant's In progress order for Harbour Health Group (CR With provider, IDV Verified). */
async function creditOrder() {
  const { db } = t.database;
  const [applicant] = await db.select().from(users).where(eq(users.username, 'applicant'));
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(and(eq(orders.applicantUserId, applicant.id), eq(orders.status, 'In progress'), eq(clients.clientKey, 'harbour-health')));
  return row.id;
}

const download = (url: string, username = 'client') =>
  t.app.inject({ method: 'POST', url: '/api/utilities/download_image', headers: bearer(tokens[username]), payload: { url } });

describe('publishing a result', () => {
  it('refuses a result that breaks the rules, and stores nothing', async () => {
    const orderID = String(await creditOrder());
    const before = await fingerprint(t);
    const files = storedFiles();
    const refusals: Array<[Record<string, string>, Buffer | null, number, string]> = [
      [{ orderID, ServiceID: 'CR', ResultsScore: 'Clear', CreditScore: '700', FraudScore: '200' }, PNG, 400, 'A result must be a PDF file.'],
      [{ orderID, ServiceID: 'CR', ResultsScore: 'Clear' }, PDF, 400, 'A credit check result needs its credit score (0 to 1000) and fraud score (0 to 999).'],
      [{ orderID, ServiceID: 'CR', ResultsScore: 'Clear', CreditScore: '1001', FraudScore: '1' }, PDF, 400, 'The credit score must be a whole number from 0 to 1000.'],
      [{ orderID, ServiceID: 'IDV', ResultsScore: 'Clear', CreditScore: '700', FraudScore: '1' }, PDF, 400, 'Only a credit check result carries a credit score and a fraud score.'],
      [{ orderID, ServiceID: 'CR', ResultsScore: 'Maybe', CreditScore: '700', FraudScore: '1' }, PDF, 400, 'The result must be Clear or Consider.'],
      [{ orderID, ServiceID: 'CR', ResultsScore: 'Clear', CreditScore: '700', FraudScore: '1' }, null, 400, expect.any(String) as unknown as string],
      [{ orderID, ServiceID: 'PC', ResultsScore: 'Clear' }, PDF, 404, `Order ${orderID} has no check PC.`],
      [{ orderID: '999999', ServiceID: 'CR', ResultsScore: 'Clear' }, PDF, 404, 'No such order.'],
    ];
    for (const [fields, file, status, message] of refusals) {
      const response = await upload(fields, file);
      expect(response.statusCode, JSON.stringify(fields)).toBe(status);
      expect(response.json().errorMessage).toEqual(message);
    }
    // A check that has not started cannot take results (409), a client may not publish (403).
    const open = (await t.database.db.select().from(orders).where(eq(orders.status, 'Open')).limit(1))[0];
    const response = await upload({ orderID: String(open.id), ServiceID: 'PC', ResultsScore: 'Clear' });
    expect(response.statusCode).toBe(409);
    expect(response.json().errorMessage).toBe('National Police Check cannot take results while it is Open.');
    expect((await upload({ orderID, ServiceID: 'IDV', ResultsScore: 'Clear' }, PDF, 'client')).statusCode).toBe(403);

    expect(await fingerprint(t)).toEqual(before);
    expect(storedFiles()).toBe(files);
  });

  it('makes the check Ready with its scores; the client downloads the result, the applicant does not see it as a document', async () => {
    const orderId = await creditOrder();
    const response = await upload({ orderID: String(orderId), ServiceID: 'CR', ResultsScore: 'Consider', CreditScore: '640', FraudScore: '120' });
    expect(response.statusCode, response.body).toBe(200);
    const { CheckStatus, ResultsLocation } = response.json();
    expect(CheckStatus).toBe('Ready');
    expect(ResultsLocation).toMatch(/^[0-9a-f]{32}\.pdf$/);

    const detail = (await t.app.inject({ method: 'GET', url: `/api/backoffice/orders/${orderId}`, headers: bearer(tokens.operator) })).json();
    expect(detail.services.find((s: { ServiceID: string }) => s.ServiceID === 'CR')).toMatchObject({
      CheckStatus: 'Ready',
      ResultsLocation,
      ResultsScore: 'Consider',
      CreditScore: 640,
      FraudScore: 120,
      Moves: [],
    });
    expect(detail.documents).toContainEqual(expect.objectContaining({ DocID: 'RESULT-CR', Kind: 'result', DocLocation: ResultsLocation }));
    expect(detail.history[0]).toMatchObject({ Action: 'service.results', ServiceID: 'CR', After: { CheckStatus: 'Ready', CreditScore: '640', FraudScore: '120' } });
    // IDV is still Verified: the order is not done.
    expect(detail.order.orderStatus).toBe('In progress');

    const file = await download(ResultsLocation);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const loaded = await t.app.inject({ method: 'GET', url: `/api/application/get_loaded_documents/${orderId}`, headers: bearer(tokens.applicant) });
    expect(loaded.statusCode).toBe(200);
    expect(loaded.body).not.toContain(ResultsLocation);
  });

  it('refuses the download while the check restricts it, and once the order is Closed', async () => {
    const orderId = await creditOrder();
    const [cr] = await t.database.db
      .select()
      .from(orderServices)
      .where(and(eq(orderServices.orderId, orderId), eq(orderServices.serviceId, 'CR')));
    await t.database.db.update(orderServices).set({ downloadRestriction: 'Client only on request' }).where(eq(orderServices.id, cr.id));
    let response = await download(cr.resultsLocation);
    expect(response.statusCode).toBe(403);
    expect(response.json().errorMessage).toBe('This result may not be downloaded.');

    await t.database.db.update(orderServices).set({ downloadRestriction: 'None' }).where(eq(orderServices.id, cr.id));
    await t.database.db.update(orders).set({ status: 'Closed' }).where(eq(orders.id, orderId));
    response = await download(cr.resultsLocation);
    expect(response.statusCode).toBe(403);
    expect(response.json().errorMessage).toBe('This order is Closed: its results and summary report can no longer be downloaded.');

    // The applicant's own uploads are not published files: the Closed rule does not take them away.
    const location = `${'b0'.repeat(16)}.png`;
    writeFileSync(path.join(uploadsDir(), location), PNG);
    await t.database.db
      .insert(orderDocuments)
      .values({ orderId, docId: 'PASSPORT', docName: 'Australian passport', kind: 'identity', location, mimeType: 'image/png', sizeBytes: PNG.length });
    const own = await download(location, 'applicant');
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PNG)).toBe(true);
  });
});
