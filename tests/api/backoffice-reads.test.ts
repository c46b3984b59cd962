// The reads the back office shares with clients and applicants (issue 11 "Order page": the application as entered,
// its files): an operator reads any order's steps, answers, application PDF and files, the files of a Closed order
// too, and still changes nothing through a client or applicant call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { clients, orders } from '../../server/db/schema';
import { bearer, createTestApp, type TestApp } from './harness';
import { fingerprint } from './contract-world';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const [name, session] of Object.entries(await t.signInDemo('operator', 'client'))) tokens[name] = session.token;
});
afterAll(() => t.close());

const post = (url: string, payload: object, username = 'operator') =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(tokens[username]), payload });
const get = (url: string, username = 'operator') => t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(tokens[username]) });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

function publishResult(orderID: number, ServiceID: string) {
  const boundary = 'readsboundary';
  const fields = { orderID: String(orderID), ServiceID, ResultsScore: 'Clear' };
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.pdf"\r\nContent-Type: application/pdf\r\n\r\n`));
  parts.push(PDF, Buffer.from(`\r\n--${boundary}--\r\n`));
  return t.app.inject({
    method: 'POST',
    url: '/api/backoffice/results',
    headers: { ...bearer(tokens.operator), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  });
}

/** The seeded Harbour Health order of the applicant with this first name (seed-data.ts ORDERS). */
async function orderOf(firstName: string) {
  const [row] = await t.database.db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(and(eq(orders.applicantFirstName, firstName), eq(clients.clientKey, 'harbour-health')));
  return row.id;
}

describe('the back office reads the application as entered', () => {
  it("reads any client's order steps, their answers as the applicant entered them and the application PDF", async () => {
    // Isla Martin's seeded application (seed-data.ts).
    const orderId = await orderOf('Isla');
    const tabs = await get(`/application/get_tabs/${orderId}`);
    expect(tabs.statusCode, tabs.body).toBe(200);
    const names = (tabs.json() as { TabName: string }[]).map((tab) => tab.TabName);
    expect(names).toContain('Personal Details');
    const fields = await post('/application/get_tab_req', { order_id: orderId, tab_name: 'Personal Details' });
    expect(fields.statusCode, fields.body).toBe(200);
    const answers = fields.json() as { FieldID: string; TableValue: string | null }[];
    expect(answers.find((f) => f.FieldID === 'FirstName')?.TableValue).toBe('Isla');
    expect(answers.find((f) => f.FieldID === 'BirthTerritory')?.TableValue).toBe('NSW');
    const detail = (await get(`/backoffice/orders/${orderId}`)).json() as { order: { submittedIp: string } };
    expect(detail.order.submittedIp).toBe('203.0.113.24');
    const pdf = await post('/application/get_application_pdf', { orderId });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('answers 404 for an order that does not exist', async () => {
    expect((await get('/application/get_tabs/999999')).statusCode).toBe(404);
    expect((await post('/application/get_tab_req', { order_id: 999999, tab_name: 'Personal Details' })).statusCode).toBe(404);
  });

  it('changes nothing through a client or applicant call (403)', async () => {
    const orderId = await orderOf('Liam');
    const before = await fingerprint(t);
    const save = await post('/application/set_data_by_tab', { orderId, tabName: 'Personal Details', TableContent: [] });
    expect(save.statusCode).toBe(403);
    expect((await post('/application/submit_application', { orderId })).statusCode).toBe(403);
    expect(await fingerprint(t)).toEqual(before);
  });

  it("downloads an order's files, a Closed order's result too, which the client may no longer download", async () => {
    const orderId = await orderOf('Liam');
    const published = await publishResult(orderId, 'IDV');
    expect(published.statusCode, published.body).toBe(200);
    const { ResultsLocation } = published.json() as { ResultsLocation: string };
    const download = (username: string) => post('/utilities/download_image', { url: ResultsLocation }, username);
    expect((await download('operator')).rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await t.database.db.update(orders).set({ status: 'Closed' }).where(eq(orders.id, orderId));
    expect((await download('client')).statusCode).toBe(403);
    const operator = await download('operator');
    expect(operator.statusCode).toBe(200);
    expect(operator.rawPayload.equals(PDF)).toBe(true);
    expect((await post('/utilities/download_image', { url: 'no-such-file.pdf' })).statusCode).toBe(404);
  });
});
