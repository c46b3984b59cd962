// Completing an order (POST /backoffice/orders/complete): refused while a check is under way (nothing changed), then
// the summary report PDF, Completed with its reportLocation in the client's list, the report downloadable by the
// client, the mails, and no download once the 14-day job has Closed the order.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { applicationValues, clients, orders } from '../../server/db/schema';
import { CLOSE_COMPLETED_ORDERS } from '../../server/jobs/work';
import { bearer, createTestApp, type TestApp } from './harness';
import { fingerprint } from './contract-world';

let t: TestApp;
const tokens: Record<string, { token: string; userId: number }> = {};
let orderId: number;
beforeAll(async () => {
  t = await createTestApp();
  tokens.operator = await t.signIn('operator', 'Operator#2026');
  tokens.client = await t.signIn('client', 'Client#2026');
  // Liam Brown's order for Harbour Health Group: PC In progress, RC In review, IDV Verified.
  const [row] = await t.database.db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(and(eq(orders.applicantFirstName, 'Liam'), eq(clients.clientKey, 'harbour-health')));
  orderId = row.id;
});
afterAll(() => t.close());

const post = (url: string, payload: object, username = 'operator') =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(tokens[username].token), payload });
const complete = () => post('/backoffice/orders/complete', { orderID: orderId });
const uploads = () => {
  const dir = path.join(t.config.dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir).length : 0;
};

describe('completing an order', () => {
  it('is refused while a check is under way, naming the checks, and changes nothing', async () => {
    const before = await fingerprint(t);
    const files = uploads();
    const response = await complete();
    expect(response.statusCode).toBe(409);
    expect(response.json().errorMessage).toBe(
      'The order cannot be completed until every check is Ready or Cancelled: National Police Check (In progress), ' +
        'Reference Check (In review), Identity Verification (Verified).',
    );
    expect((await post('/backoffice/orders/complete', { orderID: orderId }, 'client')).statusCode).toBe(403);
    expect(await fingerprint(t)).toEqual(before);
    expect(uploads()).toBe(files);
  });

  it('generates the summary report, and the order is Completed in the client list with its report to download', async () => {
    await t.database.db.insert(applicationValues).values([
      { orderId, tabName: 'References Details', fieldId: 'RefereeName', tableLocation: 'ops.ApplicantReferees', tableId: 1, value: 'Dr Ann Lee' },
      { orderId, tabName: 'References Details', fieldId: 'RefereeCompany', tableLocation: 'ops.ApplicantReferees', tableId: 1, value: 'Royal North Shore Hospital' },
    ]);
    const moves: Array<[string, string, object?]> = [
      ['PC', 'With provider', { DelayReason: 'Third party response times' }],
      ['PC', 'In QC'],
      ['PC', 'Ready'],
      ['RC', 'In QC'],
      ['RC', 'Ready'],
      ['IDV', 'In QC'],
      ['IDV', 'Ready'],
    ];
    for (const [ServiceID, CheckStatus, extra] of moves) {
      const response = await post('/backoffice/services/status', { orderID: orderId, ServiceID, CheckStatus, ...extra });
      expect(response.statusCode, `${ServiceID} -> ${CheckStatus}: ${response.body}`).toBe(200);
    }
    // Every check is Ready but no summary report exists yet: the order is not Completed.
    expect((await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0].status).toBe('In progress');
    await t.settle();
    t.mails.length = 0;

    const response = await complete();
    expect(response.statusCode, response.body).toBe(200);
    const { orderStatus, reportLocation } = response.json();
    expect(orderStatus).toBe('Completed');
    expect(reportLocation).toMatch(/^[0-9a-f]{32}\.pdf$/);

    await t.settle();
    expect(t.mails.map((m) => m.to).sort()).toEqual(['hannah.price@harbourhealth.com.au', 'liam.brown@example.com.au']);
    expect(t.mails.every((m) => m.subject.endsWith('is now Completed'))).toBe(true);

    const list = await t.app.inject({ method: 'GET', url: `/api/orders/${tokens.client.userId}`, headers: bearer(tokens.client.token) });
    const listed = list.json().find((o: { orderID: number }) => o.orderID === orderId);
    expect(listed).toMatchObject({ orderStatus: 'Completed', reportLocation });
    expect(listed.completionDate).not.toBe('');

    const file = await post('/utilities/download_image', { url: reportLocation }, 'client');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.rawPayload.length).toBeGreaterThan(2000);
    // Kept for a look as a picture (pdftoppm) when SUMMARY_REPORT_OUT names a folder.
    if (process.env.SUMMARY_REPORT_OUT) {
      mkdirSync(process.env.SUMMARY_REPORT_OUT, { recursive: true });
      writeFileSync(path.join(process.env.SUMMARY_REPORT_OUT, 'summary-report.pdf'), file.rawPayload);
    }

    const again = await complete();
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toBe('The order is Completed: it can no longer be completed.');
  });

  it('refuses the report once the order is Closed, 14 days after it completed', async () => {
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    await t.database.db
      .update(orders)
      .set({ completedAt: new Date(t.clock.now.getTime() - 15 * 86_400_000) })
      .where(eq(orders.id, orderId));
    await t.app.jobs.enqueue(t.database.db, CLOSE_COMPLETED_ORDERS, [{ data: {} }]);
    await t.settle();
    expect((await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0].status).toBe('Closed');
    const file = await post('/utilities/download_image', { url: order.reportLocation }, 'client');
    expect(file.statusCode).toBe(403);
    expect(file.json().errorMessage).toBe('This order is Closed: its results and summary report can no longer be downloaded.');
  });
});
