// POST /orders/references_answers (portal §4 "Service actions": a Reference Check In review or Verified gives download):
// the referees' answers so far as a PDF, for the ordering client only; refused (409, nothing written) while the
// check is not yet In review, on a Closed order, and to the applicant (403).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditEvents, orders, orderServices, referees, users } from '../../server/db/schema';
import { bearer, createTestApp, type TestApp } from './harness';

let t: TestApp;
let orderId: number;
let client: { token: string; userId: number };
let applicant: { token: string; userId: number };

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  // The seeded order whose referees were invited when its application was submitted.
  const [referee] = await db.select({ orderId: referees.orderId }).from(referees).limit(1);
  orderId = referee.orderId;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  // Ordered by the demo client's company.
  const [clientUser] = await db.select().from(users).where(eq(users.username, 'client'));
  expect(order.clientId).toBe(clientUser.clientId);
  client = await t.signIn('client', 'Client#2026');
  applicant = await t.signIn('applicant', 'Applicant#2026');
});
afterAll(() => t.close());

const ask = (who: { token: string }) =>
  t.app.inject({ method: 'POST', url: '/api/orders/references_answers', headers: bearer(who.token), payload: { OrderID: orderId } });
const setRc = (checkStatus: string) =>
  t.database.db.update(orderServices).set({ checkStatus }).where(and(eq(orderServices.orderId, orderId), eq(orderServices.serviceId, 'RC')));

describe("the referees' answers so far", () => {
  it('are refused while the Reference Check is not yet In review, naming its status', async () => {
    const [rc] = await t.database.db.select().from(orderServices).where(and(eq(orderServices.orderId, orderId), eq(orderServices.serviceId, 'RC')));
    await setRc('With provider');
    const refused = await ask(client);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toBe("The referees' answers can be downloaded once the Reference Check is In review; it is With provider.");
    await setRc(rc.checkStatus);
  });

  it.each(['In review', 'Verified'])('are a PDF for the ordering client while the check is %s, recorded in the audit trail', async (status) => {
    await setRc(status);
    const response = await ask(client);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="references-${orderId}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [audited] = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.orderId, orderId), eq(auditEvents.action, 'references.download')));
    expect(audited).toBeDefined();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'answers-'));
    try {
      const file = path.join(dir, 'answers.pdf');
      writeFileSync(file, response.rawPayload);
      const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      expect(text).toContain('Reference check: the answers so far');
      expect(text).toContain(`Reference check ${status}`);
      expect(text).toContain('Referee 1: Margaret Chen');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error; // no pdftotext here: the bytes above stand
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('are not for an applicant (403, whoever they are), nor once the order is Closed (409)', async () => {
    await setRc('In review');
    expect((await ask(applicant)).statusCode).toBe(403);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    await t.database.db.update(orders).set({ status: 'Closed' }).where(eq(orders.id, orderId));
    const refused = await ask(client);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toBe('This order is Closed: its results can no longer be downloaded.');
    await t.database.db.update(orders).set({ status: order.status }).where(eq(orders.id, orderId));
  });
});
