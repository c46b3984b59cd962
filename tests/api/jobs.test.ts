// The job queue: mails are jobs enqueued with the rows they belong to, retried with back-off, sent once; the timed
// work closes orders 14 days after completion and removes what is kept no longer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { clients, costCentres, orderHistory, orders, passwordResets, sessions, users } from '../../server/db/schema';
import { CLOSE_COMPLETED_ORDERS, RETENTION } from '../../server/jobs/work';
import { MAIL } from '../../server/jobs/enqueue';
import { bearer, createTestApp, type TestApp } from './harness';
import { lettersOf } from '../fixtures/names';

let t: TestApp;
let client: { token: string; userId: number };
let harbour: number;
let centre: number;
beforeAll(async () => {
  t = await createTestApp();
  client = await t.signIn('client', 'Client#2026');
  [{ id: harbour }] = await t.database.db.select().from(clients).where(eq(clients.clientKey, 'harbour-health'));
  [{ id: centre }] = await t.database.db.select().from(costCentres).where(eq(costCentres.clientId, harbour)).limit(1);
});
afterAll(() => t.close());

/** Jobs of one queue in pg-boss's table, by state. */
async function jobsOf(name: string): Promise<Array<{ state: string; data: { key?: string } }>> {
  const result = await t.database.db.execute(sql`select state, data from pgboss.job where name = ${name} order by created_on`);
  return ((result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as Array<{ state: string; data: { key?: string } }>;
}

const line = (n: number, email = `queue.applicant${n}@example.com`) => ({
  FirstName: `Queue${lettersOf(n)}`,
  SurName: 'Applicant',
  Email: email,
  Phone: '0411000111',
  PurchasedService: 'PC',
  ClientID: harbour,
  CheckPurpose: 'Employment',
  applicantToPay: 'N',
  costCentreId: centre,
});

const saveFile = (applicantsDetails: unknown[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/utilities/save_applicants_file',
    headers: bearer(client.token),
    payload: { applicantsDetails, user_id: String(client.userId) },
  });

describe('mail jobs', () => {
  it('are enqueued with the orders they belong to, and not at all when the orders are refused', async () => {
    const before = (await jobsOf(MAIL)).length;
    const refused = await saveFile([line(1), line(2, 'not-an-email')]);
    expect(refused.statusCode).toBe(400);
    expect((await jobsOf(MAIL)).length).toBe(before);

    const response = await saveFile([line(1), line(2)]);
    expect(response.statusCode).toBe(200);
    const orderIds = response.json().orders.map((o: { OrderID: number }) => o.OrderID);
    // Queued, not yet sent: the answer did not wait for any mail.
    const queued = (await jobsOf(MAIL)).slice(before);
    expect(queued.map((j) => j.data.key).sort()).toEqual(orderIds.map((id: number) => `invitation-${id}`).sort());
    expect(queued.every((j) => j.state === 'created')).toBe(true);

    const mailsBefore = t.mails.length;
    await t.settle();
    expect(t.mails.slice(mailsBefore).map((m) => m.to).sort()).toEqual(['queue.applicant1@example.com', 'queue.applicant2@example.com']);
    expect((await jobsOf(MAIL)).slice(before).every((j) => j.state === 'completed')).toBe(true);
  });

  it('disappear with a transaction that is rolled back', async () => {
    const before = (await jobsOf(MAIL)).length;
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.app.jobs.enqueue(tx, MAIL, [{ data: { key: 'rolled-back', to: 'x@example.com', subject: 's', text: 't' } }]);
        throw new Error('the rows failed');
      }),
    ).rejects.toThrow('the rows failed');
    expect((await jobsOf(MAIL)).length).toBe(before);
  });

  it('send a mail once, even when its job runs again', async () => {
    const mail = { key: 'once-only', to: 'once@example.com', subject: 'Once', text: 'Only once.' };
    const before = t.mails.length;
    await t.app.jobs.enqueue(t.database.db, MAIL, [{ data: mail, key: mail.key }]);
    await t.settle();
    // The same job again, as pg-boss would retry it had the first run not been recorded as complete.
    await t.app.jobs.enqueue(t.database.db, MAIL, [{ data: mail, key: mail.key }]);
    await t.settle();
    expect(t.mails.slice(before).filter((m) => m.subject === 'Once')).toHaveLength(1);
  });

  it('are retried later, with back-off, when the mail server refuses', async () => {
    const original = [...t.mails];
    let failures = 1;
    const send = t.mails.push.bind(t.mails);
    // The harness's mailer pushes into t.mails; make the next push fail once.
    t.mails.push = (...items) => {
      if (failures-- > 0) throw new Error('421 try again later');
      return send(...items);
    };
    try {
      await t.app.jobs.enqueue(t.database.db, MAIL, [{ data: { key: 'retried', to: 'retry@example.com', subject: 'Retry', text: 't' } }]);
      await t.settle();
      const [job] = (await jobsOf(MAIL)).filter((j) => j.data.key === 'retried');
      expect(job.state).toBe('retry');
      expect(t.mails.filter((m) => m.subject === 'Retry')).toHaveLength(0);
      // Not due again at once (the delay doubles from 30 s); make it due, as time passing would.
      await t.database.db.execute(sql`update pgboss.job set start_after = now() - interval '1 second' where name = ${MAIL} and state = 'retry'`);
      await t.settle();
      expect(t.mails.filter((m) => m.subject === 'Retry')).toHaveLength(1);
    } finally {
      t.mails.push = send;
    }
    expect(t.mails.length).toBe(original.length + 1);
  });
});

describe('timed jobs', () => {
  it('close an order 14 days after it completed, not before', async () => {
    const completed = await t.database.db.select().from(orders).where(eq(orders.status, 'Completed'));
    expect(completed.length).toBeGreaterThanOrEqual(2);
    const [old, recent] = completed;
    const day = 86_400_000;
    await t.database.db.update(orders).set({ completedAt: new Date(t.clock.now.getTime() - 15 * day) }).where(eq(orders.id, old.id));
    await t.database.db.update(orders).set({ completedAt: new Date(t.clock.now.getTime() - 13 * day) }).where(eq(orders.id, recent.id));

    await t.app.jobs.enqueue(t.database.db, CLOSE_COMPLETED_ORDERS, [{ data: {} }]);
    await t.settle();
    const after = await t.database.db.select().from(orders).where(inArray(orders.id, [old.id, recent.id]));
    expect(after.find((o) => o.id === old.id)!.status).toBe('Closed');
    expect(after.find((o) => o.id === recent.id)!.status).toBe('Completed');
    // The closed order's history says so, once; the other's says nothing.
    const closings = await t.database.db
      .select()
      .from(orderHistory)
      .where(and(inArray(orderHistory.orderId, [old.id, recent.id]), eq(orderHistory.action, 'order.close')));
    expect(closings.map((h) => [h.orderId, h.after])).toEqual([[old.id, { orderStatus: 'Closed' }]]);
    await t.app.jobs.enqueue(t.database.db, CLOSE_COMPLETED_ORDERS, [{ data: {} }]);
    await t.settle();
    expect(await t.database.db.select().from(orderHistory).where(and(eq(orderHistory.orderId, old.id), eq(orderHistory.action, 'order.close')))).toHaveLength(1);
  });

  it('remove signed-out sessions and spent reset links after 30 days', async () => {
    const [viewer] = await t.database.db.select().from(users).where(eq(users.username, 'viewer'));
    const longAgo = new Date(t.clock.now.getTime() - 31 * 86_400_000);
    await t.database.db.insert(sessions).values({ id: 'ancient-session', userId: viewer.id, createdAt: longAgo, lastSeenAt: longAgo, revokedAt: longAgo });
    await t.database.db.insert(passwordResets).values({ tokenHash: 'ancient-link', userId: viewer.id, expiresAt: longAgo });

    await t.app.jobs.enqueue(t.database.db, RETENTION, [{ data: {} }]);
    await t.settle();
    expect(await t.database.db.select().from(sessions).where(eq(sessions.id, 'ancient-session'))).toEqual([]);
    expect(await t.database.db.select().from(passwordResets).where(eq(passwordResets.tokenHash, 'ancient-link'))).toEqual([]);
    // The session the test signed in with stays.
    expect((await t.database.db.select().from(sessions).where(and(eq(sessions.userId, client.userId)))).length).toBeGreaterThan(0);
  });
});
