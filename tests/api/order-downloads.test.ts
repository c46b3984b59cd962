// The dashboards' downloads (portal §4, §7 POST /utilities/download_image): the applicant and the client download an
// order's summary report, named {orderId}_SummaryReport.pdf, and a check's results while DownloadRestriction is
// 'None'; neither once the order is Closed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { clients, orders, users } from '../../server/db/schema';
import { bearer, createTestApp, type TestApp } from './harness';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const [name, session] of Object.entries(await t.signInDemo('operator', 'client', 'applicant', 'recruiter'))) tokens[name] = session.token;
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

function publish(orderID: number, fields: Record<string, string>) {
  const boundary = 'downloadsboundary';
  const parts = Object.entries({ orderID: String(orderID), ...fields }).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.pdf"\r\nContent-Type: application/pdf\r\n\r\n`), PDF);
  parts.push(Buffer.from(`\r\n--${boundary}--\r\n`));
  return t.app.inject({
    method: 'POST',
    url: '/api/backoffice/results',
    headers: { ...bearer(tokens.operator), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  });
}

const download = (url: string, who: string) =>
  t.app.inject({ method: 'POST', url: '/api/utilities/download_image', headers: bearer(tokens[who]), payload: { url } });

describe('downloads from the dashboards', () => {
  it('gives the applicant and the client the summary report as {orderId}_SummaryReport.pdf, and the results', async () => {
    const { db } = t.database;
    const [applicant] = await db.select().from(users).where(eq(users.username, 'applicant'));
    const [{ id: orderId }] = await db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(clients, eq(clients.id, orders.clientId))
      .where(and(eq(orders.applicantUserId, applicant.id), eq(orders.status, 'In progress'), eq(clients.clientKey, 'harbour-health')));
    // CR With provider and IDV Verified: results for both, then the order completes with its report.
    expect((await publish(orderId, { ServiceID: 'CR', ResultsScore: 'Clear', CreditScore: '720', FraudScore: '150' })).statusCode).toBe(200);
    expect((await publish(orderId, { ServiceID: 'IDV', ResultsScore: 'Clear' })).statusCode).toBe(200);
    const completed = await t.app.inject({
      method: 'POST',
      url: '/api/backoffice/orders/complete',
      headers: bearer(tokens.operator),
      payload: { orderID: orderId },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const { reportLocation } = completed.json();

    // The applicant's own list offers it (Completed with its reportLocation), and the file comes under its name.
    const list = await t.app.inject({ method: 'GET', url: `/api/orders/${applicant.id}`, headers: bearer(tokens.applicant) });
    expect(list.json().find((o: { orderID: number }) => o.orderID === orderId)).toMatchObject({ orderStatus: 'Completed', reportLocation });
    for (const who of ['applicant', 'client']) {
      const response = await download(reportLocation, who);
      expect(response.statusCode, `${who}: ${response.body}`).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`inline; filename="${orderId}_SummaryReport.pdf"`);
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    // A client that did not order it does not see it.
    expect((await download(reportLocation, 'recruiter')).statusCode).toBe(404);

    const services = await t.app.inject({ method: 'GET', url: `/api/services/${applicant.id}/${orderId}`, headers: bearer(tokens.applicant) });
    const credit = services.json().find((s: { ServiceID: string }) => s.ServiceID === 'CR');
    expect(credit).toMatchObject({ CheckStatus: 'Ready', DownloadRestriction: 'None' });
    expect((await download(credit.ResultsLocation, 'applicant')).statusCode).toBe(200);

    // Closed: neither any more.
    await db.update(orders).set({ status: 'Closed' }).where(eq(orders.id, orderId));
    expect((await download(reportLocation, 'applicant')).statusCode).toBe(403);
    expect((await download(credit.ResultsLocation, 'applicant')).statusCode).toBe(403);
  });
});
