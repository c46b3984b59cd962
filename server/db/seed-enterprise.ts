// The large demo client (issue 12): Meridian Retail Group, one company with thousands of orders over two years in
// every status, with checks, delays, results and completed or closed dates, so the dashboard and the reports feel
// like a real account. Its sign-in is `enterprise` (Full view). Seeded set-based (INSERT ... SELECT over
// generate_series: one statement per table), which takes seconds where a row-by-row seed of the same data takes
// minutes. The triggers that keep each order's check facts (migrations 0006, 0010) are switched off for the checks
// and delays of this transaction, and the facts written once at the end by one grouped statement: the triggers work
// order by order (about a millisecond each, twice: checks, then delays), which was most of the seed's time.
// tests/api/seed-enterprise.test.ts holds the facts written here equal to what the triggers would write.
//
// Everything is derived from the order's number i (1 = the newest) by fixed arithmetic, so two seeds give the same
// data relative to their `now`: the order is lodged (i - 1) x 730 / count days ago (plus a few hours), its status
// depends on its age (older orders are mostly Closed), its checks are 1 to 3 services of the catalogue, and about one
// check in four of the open orders is delayed (a delay still running), one completed order in five had a delay that
// ended. Results are scores (Clear / Consider) on Ready checks; no result files or summary reports are stored for
// these orders (the lifecycle of the back office makes those), so their download links are not offered.
//
// Nothing happens after now (issue 29): an order lodged lately was submitted, checked and completed within the time
// since; a completed order completed more than 14 days ago is Closed, as the hourly job would have made it; and every
// past month was invoiced on the first of the next by the monthly run (seed-story.ts billPastMonths, the product's own
// generateInvoice: PDFs, lines, the orders it billed Closed with their history), older invoices paid. So the timed jobs
// find nothing to do on a fresh start.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from './index';
import { clients, clientServices, users } from './schema';
import { hashPassword } from '../auth/passwords';
import { DELAY_CAUSES } from '../../src/engine/lifecycle';
import { SERVICES } from './seed-data';
import { billPastMonths, type SeedSetting } from './seed-story';

export const ENTERPRISE_CLIENT = {
  key: 'meridian-retail',
  companyName: 'Meridian Retail Group',
  abn: '36 509 872 114',
  emailDomain: 'meridianretail.com.au',
} as const;

export const ENTERPRISE_SIGN_IN = { username: 'enterprise', password: 'Enterprise#2026' } as const;

/**
 * The generated client of SEED_ORDERS orders (issue 31: the dashboard at 100,000 orders), seeded the same way as the
 * large demo client, beside it, under its own name and sign-in.
 */
export const GENERATED_CLIENT = {
  key: 'coastline-staffing',
  companyName: 'Coastline Staffing (generated)',
  abn: '51 824 753 556',
  emailDomain: 'coastlinestaffing.com.au',
} as const;

export const GENERATED_SIGN_IN = { username: 'bigclient', password: 'Bigclient#2026' } as const;

/** SEED_ORDERS as a number of orders: 0 when unset; a clear error for anything but a whole number up to 2,000,000. */
export function generatedOrders(setting: string | undefined): number {
  if (setting === undefined || setting.trim() === '') return 0;
  const count = Number(setting.replace(/[_,]/g, ''));
  if (!Number.isSafeInteger(count) || count < 0 || count > 2_000_000) {
    throw new Error(`SEED_ORDERS must be a whole number of orders from 0 to 2,000,000, not "${setting}".`);
  }
  return count;
}

/** A client seeded set-based: its company, its Full view user's sign-in, and what its applicants' usernames start with. */
export interface LargeClient {
  client: { key: string; companyName: string; abn: string; emailDomain: string };
  signIn: { username: string; password: string };
  applicantPrefix: string;
  /**
   * Two years of monthly invoices as the monthly run would have made them (PDFs and lines): the large demo client's.
   * The generated client goes without (at 100,000 orders they were most of the seed's time).
   */
  invoices: boolean;
}

const ENTERPRISE: LargeClient = { client: ENTERPRISE_CLIENT, signIn: ENTERPRISE_SIGN_IN, applicantPrefix: 'meridian.applicant.', invoices: true };
export const GENERATED: LargeClient = { client: GENERATED_CLIENT, signIn: GENERATED_SIGN_IN, applicantPrefix: 'coastline.applicant.', invoices: false };

/** Orders of the large demo client (at least 2,000: issue 12). */
export const ENTERPRISE_ORDERS = 2_400;
/** Applicants they are spread over (some applicants have several orders). */
const ENTERPRISE_APPLICANTS = 600;

// No Isla: the back office's e2e test finds the demo's Isla Martin by her first name among every client's orders.
const FIRST_NAMES = ['Olivia', 'Jack', 'Charlotte', 'William', 'Amelia', 'Noah', 'Oliver', 'Mia', 'Leo', 'Ava', 'Lucas', 'Grace', 'Henry', 'Chloe', 'Thomas', 'Zoe', 'Ethan', 'Ruby', 'James', 'Sienna', 'Liam', 'Harper', 'Archie'];
const SURNAMES = ['Smith', 'Nguyen', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Johnson', 'White', 'Martin', 'Anderson', 'Thompson', 'Tran', 'Walker', 'Harris', 'Lee', 'Ryan', 'Robinson', 'Kelly', 'King', 'Davies', 'Wright', 'Singh', 'Patel', 'Chen', 'Murphy'];

const textArray = (values: readonly string[]) => sql.raw(`ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]::text[]`);

/** Seeds the large demo client; answers how long it took in milliseconds. Call on an empty database after seedDemoData. */
export function seedEnterpriseDemo(db: Db, setting: SeedSetting, now: Date = new Date(), orderCount = ENTERPRISE_ORDERS): Promise<number> {
  return seedLargeClient(db, setting, ENTERPRISE, now, orderCount);
}

/** Seeds `large` with `orderCount` orders after seedDemoData; answers how long it took in milliseconds. */
export async function seedLargeClient(db: Db, setting: SeedSetting, large: LargeClient, now: Date, orderCount: number): Promise<number> {
  const started = performance.now();
  const { client: company, signIn, applicantPrefix } = large;
  const [userHash, applicantHash] = await Promise.all([hashPassword(signIn.password), hashPassword(randomUUID())]);
  const services = SERVICES.map((s) => s.serviceId);

  await db.transaction(async (tx) => {
    const [client] = await tx
      .insert(clients)
      .values({
        companyName: company.companyName,
        abn: company.abn,
        clientKey: company.key,
        // The large demo client's logo: the generated client has none of its own.
        logoUrl: `/logos/${ENTERPRISE_CLIENT.key}.svg`,
        emailDomain: company.emailDomain,
        payOption: 'ClientOnly',
        folderLocation: `registers/${company.key}`,
      })
      .returning({ id: clients.id });
    // Its contract: every catalogue service at 12 % off the list price.
    await tx.insert(clientServices).values(
      SERVICES.map((s) => ({ clientId: client.id, serviceId: s.serviceId, contractPrice: (Math.round(Number(s.listPrice) * 88) / 100).toFixed(2) })),
    );
    const [user] = await tx
      .insert(users)
      .values({
        username: signIn.username,
        email: `dana.ellis@${company.emailDomain}`,
        passwordHash: userHash,
        firstName: 'Dana',
        surname: 'Ellis',
        phone: '0282001100',
        clientId: client.id,
        kind: 'client',
        accessLevel: 'Full view',
      })
      .returning({ id: users.id });

    // Switched on again before the transaction ends (ALTER TABLE is transactional).
    await tx.execute(sql`ALTER TABLE order_services DISABLE TRIGGER order_services_inserted`);
    await tx.execute(sql`ALTER TABLE service_delays DISABLE TRIGGER service_delays_inserted`);

    const first = textArray(FIRST_NAMES);
    const last = textArray(SURNAMES);
    // Applicants: usernames and emails numbered, names from the lists above (they sign in after a password reset).
    await tx.execute(sql`
      INSERT INTO users (username, email, password_hash, first_name, surname, phone, kind)
      SELECT ${applicantPrefix} || n, ${applicantPrefix} || n || '@mail.example.com.au', ${applicantHash},
             (${first})[1 + (n * 7) % ${FIRST_NAMES.length}], (${last})[1 + (n * 11) % ${SURNAMES.length}],
             '04' || lpad(((n * 7919) % 100000000)::text, 8, '0'), 'individual'
      FROM generate_series(1, ${ENTERPRISE_APPLICANTS}) AS n`);

    // The orders, i = 1 the newest. age: days since lodged; r: a fixed spread over 0..19 for the status.
    await tx.execute(sql`
      INSERT INTO orders (applicant_user_id, client_id, ordered_by_user_id, applicant_first_name, applicant_surname,
        applicant_email, status, order_type, check_purpose, comments, terms_accepted, lodged_at, completed_at, submitted_at,
        register_location)
      SELECT a.id, ${client.id}, ${user.id}, a.first_name, a.surname, a.email, o.status,
        CASE WHEN o.status IN ('On hold', 'Open with Alert') OR (o.status = 'In progress' AND o.i % 9 = 0)
             THEN 'Needs attention' ELSE 'General' END,
        (ARRAY['Employment', 'Employment', 'Employment', 'Volunteer', 'Licensing or registration'])[1 + o.i % 5],
        CASE WHEN o.status = 'On hold' THEN 'Waiting on the applicant''s corrected identity documents.'
             WHEN o.status = 'Cancelled' THEN 'Cancelled at the client''s request: the position was withdrawn.'
             ELSE '' END,
        o.status NOT LIKE 'Open%', o.lodged,
        CASE WHEN o.status IN ('Completed', 'Closed') THEN o.done END,
        CASE WHEN o.status NOT LIKE 'Open%' THEN o.lodged + least(interval '1 day', (${now}::timestamptz - o.lodged) / 4) END,
        ${`registers/${company.key}`}
      FROM (
        -- A completed order completed more than 14 days ago was Closed by the hourly job.
        SELECT i, lodged, done,
          CASE WHEN status = 'Completed' AND done < ${now}::timestamptz - interval '14 days' THEN 'Closed' ELSE status END AS status
        FROM (
        SELECT i, lodged,
          -- Completed 3 to 11 days after it was lodged, or sooner when it was lodged lately: never after now.
          lodged + least((3 + i % 9) * interval '1 day', (${now}::timestamptz - lodged) * 3 / 4) AS done,
          CASE WHEN ${now}::timestamptz - lodged > interval '45 days' THEN
                 CASE WHEN r < 12 THEN 'Closed' WHEN r < 16 THEN 'Completed' WHEN r < 18 THEN 'Cancelled'
                      WHEN r < 19 THEN 'On hold' ELSE 'In progress' END
               ELSE
                 CASE WHEN r < 5 THEN 'Open' WHEN r < 6 THEN 'Open with Alert' WHEN r < 11 THEN 'In progress'
                      WHEN r < 13 THEN 'On hold' WHEN r < 18 THEN 'Completed' ELSE 'Cancelled' END
          END AS status
        FROM (
          SELECT i, (i * 7) % 20 AS r,
                 ${now}::timestamptz - ((i - 1) * 730.0 / ${orderCount}) * interval '1 day' - ((i * 37) % 600) * interval '1 minute' AS lodged
          FROM generate_series(1, ${orderCount}) AS i
        ) AS numbered
        ) AS aged
      ) AS o
      JOIN LATERAL (
        SELECT id, first_name, surname, email FROM users
        WHERE username = ${applicantPrefix} || (1 + (o.i * 13) % ${ENTERPRISE_APPLICANTS})
      ) AS a ON true
      ORDER BY o.i`);

    // Their checks: 1 to 3 distinct services each (steps of 3 through the 10 of the catalogue), the status following
    // the order's. i is recovered from the order's place among the client's orders (newest first, as inserted).
    await tx.execute(sql`
      INSERT INTO order_services (order_id, service_id, check_status, delay_reason, price, results_score, check_start, check_completion)
      SELECT o.id, c.service_id, c.status,
        CASE WHEN c.status IN ('In progress', 'With provider', 'Rejected by third party') AND (o.i + c.j) % 4 = 0
             THEN (${textArray(DELAY_CAUSES)})[1 + o.i % 5] ELSE '' END,
        cs.contract_price,
        CASE WHEN c.status = 'Ready' THEN CASE WHEN (o.i + c.j) % 7 = 0 THEN 'Consider' ELSE 'Clear' END ELSE '' END,
        CASE WHEN c.status <> 'Open' THEN o.submitted_at END,
        CASE WHEN c.status = 'Ready' THEN coalesce(o.completed_at,
          o.submitted_at + least((1 + c.j) * interval '1 day', (${now}::timestamptz - o.submitted_at) / 2)) END
      FROM (
        SELECT id, status, lodged_at, submitted_at, completed_at, row_number() OVER (ORDER BY lodged_at DESC, id) AS i
        FROM orders WHERE client_id = ${client.id}
      ) AS o
      CROSS JOIN LATERAL (
        SELECT j, (${textArray(services)})[1 + (o.i + j * 3) % ${services.length}] AS service_id,
          CASE
            WHEN o.status IN ('Open', 'Open with Alert') THEN 'Open'
            WHEN o.status IN ('Completed', 'Closed') THEN 'Ready'
            WHEN o.status = 'Cancelled' THEN 'Cancelled'
            WHEN o.status = 'On hold' THEN CASE WHEN j = 0 THEN 'Rejected by third party' ELSE 'In progress' END
            ELSE CASE WHEN j = 0 THEN 'In progress' ELSE (ARRAY['Verified', 'With provider', 'Ready', 'In QC'])[1 + (o.i + j) % 4] END
          END AS status
        FROM generate_series(0, (o.i % 3)::int) AS j
      ) AS c
      JOIN client_services AS cs ON cs.client_id = ${client.id} AND cs.service_id = c.service_id`);

    // Fresh statistics: planned on the empty tables' guesses, the joins below take seconds instead of milliseconds.
    await tx.execute(sql`ANALYZE orders, order_services`);

    // Delays: the running one of every delayed check (since the day after it started), and an ended one of two
    // business days on the first check of one completed order in five.
    await tx.execute(sql`
      INSERT INTO service_delays (order_service_id, cause, started_at, ended_at)
      SELECT c.id, c.delay_reason, c.check_start + least(interval '1 day', (${now}::timestamptz - c.check_start) / 2), NULL
      FROM order_services AS c JOIN orders AS o ON o.id = c.order_id
      WHERE o.client_id = ${client.id} AND c.delay_reason <> ''
      UNION ALL
      SELECT c.id, (${textArray(DELAY_CAUSES)})[1 + o.id % 5], c.check_start,
        c.check_start + least(interval '2 days', (o.completed_at - c.check_start) / 2)
      FROM order_services AS c JOIN orders AS o ON o.id = c.order_id
      WHERE o.client_id = ${client.id} AND o.status IN ('Completed', 'Closed') AND o.id % 5 = 0
        AND c.id = (SELECT min(id) FROM order_services WHERE order_id = o.id)`);

    await tx.execute(sql`ANALYZE service_delays`);
    // The order totals, and the check facts the triggers keep (migration 0006's statuses and results flag, 0010's
    // check plan, 0028's delayed flag), for every order of the client at once: one pass over the orders. Same fields,
    // order and formats as order_check_plan().
    await tx.execute(sql`
      UPDATE orders SET total_order = f.total, check_statuses = f.statuses, any_results_file = f.any_results_file,
        any_delayed = f.any_delayed, check_plan = f.plan
      FROM (
        SELECT c.order_id,
          sum(c.price) AS total,
          array_agg(c.check_status ORDER BY c.id) AS statuses,
          bool_or(c.results_location <> '') AS any_results_file,
          bool_or(c.delay_reason <> '') AS any_delayed,
          json_agg(json_build_array(
            c.service_id, c.check_status,
            to_char(c.check_start AT TIME ZONE 'Australia/Sydney', 'YYYY-MM-DD'),
            s.end_day, coalesce(d.delays, '[]'::json)
          ) ORDER BY c.id)::text AS plan
        FROM order_services AS c
        JOIN orders AS o ON o.id = c.order_id AND o.client_id = ${client.id}
        JOIN services AS s ON s.service_id = c.service_id
        LEFT JOIN (
          SELECT order_service_id, json_agg(json_build_array(
            to_char(started_at AT TIME ZONE 'Australia/Sydney', 'YYYY-MM-DD'),
            to_char(ended_at AT TIME ZONE 'Australia/Sydney', 'YYYY-MM-DD')
          ) ORDER BY id) AS delays
          FROM service_delays GROUP BY order_service_id
        ) AS d ON d.order_service_id = c.id
        GROUP BY c.order_id
      ) AS f
      WHERE orders.id = f.order_id`);
    await tx.execute(sql`ALTER TABLE order_services ENABLE TRIGGER order_services_inserted`);
    await tx.execute(sql`ALTER TABLE service_delays ENABLE TRIGGER service_delays_inserted`);

    // Two years of monthly invoices (the orders are at most 730 days old, completed up to 11 days later).
    if (!large.invoices) return;
    const [operator] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'operator'));
    await billPastMonths(tx, setting, now, operator.id, [client.id], 26);
  });
  return performance.now() - started;
}
