// Demo data that tells the truth (issue 29, item 6; server/db/seed-story.ts): no past event after the moment of
// seeding; statuses already what the timed jobs would make them, so right after seeding every timed job (the hourly
// Closed job, the referee reminders, retention, the monthly invoices) changes nothing; and something of every kind to
// look at: a Due and a Paid invoice, results and a summary report, a Reference Check with a questionnaire and one
// referee who answered, an order whose rejected items wait for the applicant. Checked on the API tests' seeded
// snapshot with the large client, and on fresh seeds at the awkward moments of a month (the first, before and after
// the 05:10 invoicing run).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestApp, bearer, type TestApp } from './harness';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db';
import { seedDemoData } from '../../server/db/seed';
import { seedEnterpriseDemo } from '../../server/db/seed-enterprise';
import { sydneyTime } from '../../server/db/seed-story';
import { createFileStore } from '../../server/storage-config';
import {
  clients,
  completedJobs,
  orderDocuments,
  orderHistory,
  orderQuestions,
  orderRejections,
  orders,
  orderServices,
  refereeAnswers,
  refereeMessages,
  referees,
} from '../../server/db/schema';
import { CLOSE_COMPLETED_ORDERS, REFEREE_REMINDERS, RETENTION } from '../../server/jobs/work';
import { MONTHLY_INVOICES } from '../../server/jobs/invoicing';

/** Every column that records something that happened: none may be after the moment of seeding. */
const PAST_EVENTS: Array<[table: string, column: string]> = [
  ['orders', 'lodged_at'],
  ['orders', 'submitted_at'],
  ['orders', 'completed_at'],
  ['order_services', 'check_start'],
  ['order_services', 'check_completion'],
  ['service_delays', 'started_at'],
  ['service_delays', 'ended_at'],
  ['order_history', 'at'],
  ['order_documents', 'uploaded_at'],
  ['order_rejections', 'rejected_at'],
  ['referees', 'created_at'],
  ['referees', 'opened_at'],
  ['referee_messages', 'sent_at'],
  ['referee_answers', 'started_at'],
  ['referee_answers', 'finished_at'],
  ['invoices', 'issued_at'],
  ['invoices', 'paid_at'],
  ['audit_events', 'at'],
  ['completed_jobs', 'at'],
];

type Rows<T> = { rows: T[] };

/** The past events after `now`, by table and column (empty when the data tells the truth). */
async function futureEvents(database: Database, now: Date): Promise<string[]> {
  const found: string[] = [];
  for (const [table, column] of PAST_EVENTS) {
    const result = (await database.db.execute(
      sql`SELECT count(*)::int AS n, max(${sql.identifier(column)})::text AS latest FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} > ${now.toISOString()}::timestamptz`,
    )) as unknown as Rows<{ n: number; latest: string }>;
    const [{ n, latest }] = result.rows;
    if (n > 0) found.push(`${table}.${column}: ${n} after ${now.toISOString()} (latest ${latest})`);
  }
  return found;
}

/** What the timed jobs could change: every row of their tables, as text. */
async function jobFootprint(database: Database): Promise<Record<string, string>> {
  const tables = ['orders', 'order_history', 'referee_messages', 'invoices', 'invoice_lines', 'sessions', 'password_resets', 'throttle_counters', 'completed_jobs', 'validator_modules'];
  const footprint: Record<string, string> = {};
  for (const table of tables) {
    const result = (await database.db.execute(
      sql`SELECT count(*)::int AS n, coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS digest FROM ${sql.identifier(table)} AS t`,
    )) as unknown as Rows<{ n: number; digest: string }>;
    footprint[table] = `${result.rows[0].n} rows ${result.rows[0].digest}`;
  }
  return footprint;
}

/** Runs every timed job once, through the queue as its schedule would: answers how many jobs ran. */
async function runTimedJobs(app: FastifyInstance, database: Database): Promise<number> {
  for (const name of [CLOSE_COMPLETED_ORDERS, REFEREE_REMINDERS, RETENTION, MONTHLY_INVOICES]) {
    await app.jobs.enqueue(database.db, name, [{ data: {} }]);
  }
  return app.jobs.runDue();
}

describe('the seeded snapshot, with the large client', () => {
  let t: TestApp;
  let seededBy: Date;
  let client: { token: string; userId: number };

  beforeAll(async () => {
    t = await createTestApp({}, { enterprise: true });
    seededBy = new Date();
  }, 180_000);
  afterAll(() => t.close());

  it('holds no past event after the moment of seeding', async () => {
    expect(await futureEvents(t.database, seededBy)).toEqual([]);
  });

  it('gives the timed jobs nothing to do on a fresh start: running each changes nothing', async () => {
    const before = await jobFootprint(t.database);
    expect(await runTimedJobs(t.app, t.database)).toBeGreaterThanOrEqual(4);
    expect(await jobFootprint(t.database)).toEqual(before);
    // The mails the story's events sent were sent then: nothing waits to be mailed.
    expect(t.mails).toEqual([]);
  });

  /** The seeded order of an applicant (by first name) at Harbour Health Group. */
  async function orderOf(firstName: string) {
    const [order] = await t.database.db.select().from(orders).where(eq(orders.applicantFirstName, firstName)).orderBy(asc(orders.id));
    return order;
  }
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(client.token), payload });
  const isPdf = (response: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }) => {
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  };

  it('offers the client a Due and a Paid invoice, each a PDF to download', async () => {
    ({ client } = await t.signInDemo('client'));
    const response = await post('/reports/client_invoices', { userID: client.userId, DateFrom: '2000-01-01', DateTo: '2099-12-31', Status: 'All' });
    expect(response.statusCode).toBe(200);
    const list = response.json() as Array<{ InvoiceID: string; InvoiceStatus: string; InvoiceLocation: string }>;
    expect(list.map((i) => i.InvoiceStatus).sort()).toEqual(['Due', 'Paid']);
    for (const invoice of list) isPdf(await post('/utilities/download_image', { url: invoice.InvoiceLocation }));
  });

  it("offers Ethan Clarke's Completed order with a result on every check and its summary report, PDFs to download", async () => {
    const order = await orderOf('Ethan');
    expect(order.status).toBe('Completed');
    const checks = await t.database.db.select().from(orderServices).where(eq(orderServices.orderId, order.id));
    expect(checks.length).toBeGreaterThan(0);
    for (const check of checks) {
      expect(check.checkStatus).toBe('Ready');
      expect(check.resultsLocation).not.toBe('');
      isPdf(await post('/utilities/download_image', { url: check.resultsLocation }));
    }
    const [report] = await t.database.db
      .select()
      .from(orderDocuments)
      .where(and(eq(orderDocuments.orderId, order.id), eq(orderDocuments.kind, 'report')));
    expect(report.location).toBe(order.reportLocation);
    isPdf(await post('/utilities/download_image', { url: order.reportLocation }));
    // Every Completed order of the demo has its summary report (an order is Completed only with one, portal §4).
    const withoutReport = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(clients, eq(clients.id, orders.clientId))
      .where(and(eq(orders.status, 'Completed'), eq(orders.reportLocation, ''), ne(clients.clientKey, 'meridian-retail')));
    expect(withoutReport).toEqual([]);
  });

  it("offers Ruby Patel's Reference Check: a questionnaire, one referee who answered, one invited, the answers as a PDF", async () => {
    const order = await orderOf('Ruby');
    const questions = await t.database.db.select().from(orderQuestions).where(eq(orderQuestions.orderId, order.id));
    expect(questions.length).toBeGreaterThan(3);
    const rows = await t.database.db
      .select({ id: referees.id, answered: refereeAnswers.refereeId })
      .from(referees)
      .leftJoin(refereeAnswers, eq(refereeAnswers.refereeId, referees.id))
      .where(eq(referees.orderId, order.id))
      .orderBy(asc(referees.tableId));
    expect(rows.map((r) => r.answered !== null)).toEqual([true, false]);
    const invited = await t.database.db.select().from(refereeMessages).where(eq(refereeMessages.refereeId, rows[1].id));
    expect(invited.some((m) => m.kind === 'invitation')).toBe(true);
    const [rc] = await t.database.db
      .select()
      .from(orderServices)
      .where(and(eq(orderServices.orderId, order.id), eq(orderServices.serviceId, 'RC')));
    expect(rc.checkStatus).toBe('In review');
    isPdf(await post('/orders/references_answers', { OrderID: order.id }));
    // The answered referee's form shows the questions answered; the one who was only invited finds them to answer.
    const form = await t.app.inject({ method: 'POST', url: '/api/website/references_form_get', payload: { orderID: order.id, refereeID: rows[1].id } });
    expect(form.statusCode).toBe(200);
    expect(JSON.stringify(form.json())).toContain(questions[0].questionDesc);
    // Isla Martin's referees, invited too, have her client's questionnaire to answer.
    const isla = await orderOf('Isla');
    expect((await t.database.db.select().from(orderQuestions).where(eq(orderQuestions.orderId, isla.id))).length).toBeGreaterThan(3);
  });

  it("holds Lucas Tran's order On hold with its rejected item waiting for him, its history and its mail", async () => {
    const order = await orderOf('Lucas');
    expect(order).toMatchObject({ status: 'On hold', awaitingEdit: true });
    const open = await t.database.db
      .select()
      .from(orderRejections)
      .where(and(eq(orderRejections.orderId, order.id), isNull(orderRejections.resolvedAt)));
    expect(open.map((r) => r.itemId)).toEqual(['StreetAddress']);
    const [history] = await t.database.db
      .select()
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, order.id), eq(orderHistory.action, 'order.reject_items')));
    expect(history.after).toMatchObject({ orderStatus: 'On hold', editFlag: 'Y' });
    const sent = await t.database.db.select().from(completedJobs).where(eq(completedJobs.key, `mail:order-edit-${history.id}-applicant`));
    expect(sent).toHaveLength(1);
  });
});

describe('fresh seeds at the awkward moments of a month', () => {
  // The first of a month before the 05:10 invoicing run, just after it, and the last day of a month.
  const [year, month] = new Date().toISOString().slice(0, 7).split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 10);
  const last = new Date(Date.UTC(year, month - 1, 0)).toISOString().slice(0, 10);
  const moments: Array<[string, Date]> = [
    [`${first} 00:30 Sydney`, sydneyTime(first, 0, 30)],
    [`${first} 05:20 Sydney`, sydneyTime(first, 5, 20)],
    [`${last} 23:50 Sydney`, sydneyTime(last, 23, 50)],
  ];

  for (const [name, now] of moments) {
    it(`tells the truth when seeded at ${name}`, async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-demo-data-'));
      const config = loadConfig({ DATA_DIR: dataDir });
      const database = await openDatabase({});
      const setting = { config, files: createFileStore(config) };
      const mails: unknown[] = [];
      let app: FastifyInstance | undefined;
      try {
        await seedDemoData(database.db, setting, now);
        await seedEnterpriseDemo(database.db, setting, now, 600);
        expect(await futureEvents(database, now)).toEqual([]);
        app = await buildApp({
          database,
          config,
          sessionSecret: randomBytes(32).toString('hex'),
          mailer: { send: async (message) => void mails.push(message) },
          now: () => now,
        });
        const before = await jobFootprint(database);
        await runTimedJobs(app, database);
        expect(await jobFootprint(database)).toEqual(before);
        expect(mails).toEqual([]);
        // Something of every kind, whatever the day.
        const kinds = (await database.db.execute(sql`
          SELECT
            (SELECT count(*)::int FROM invoices WHERE status = 'Due') AS due,
            (SELECT count(*)::int FROM invoices WHERE status = 'Paid') AS paid,
            (SELECT count(*)::int FROM orders WHERE status = 'Completed' AND report_location <> '' AND any_results_file) AS reported,
            (SELECT count(*)::int FROM referee_answers) AS answered,
            (SELECT count(*)::int FROM orders WHERE awaiting_edit) AS awaiting`)) as unknown as Rows<Record<string, number>>;
        expect(kinds.rows[0]).toEqual({ due: expect.any(Number), paid: expect.any(Number), reported: 1, answered: 1, awaiting: 1 });
        expect(kinds.rows[0].due).toBeGreaterThanOrEqual(1);
        expect(kinds.rows[0].paid).toBeGreaterThanOrEqual(1);
      } finally {
        await app?.close();
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 180_000);
  }
});
