// The large demo client (server/db/seed-enterprise.ts): at least 2,000 orders over two years in every status, with
// checks, delays and results, seeded set-based; the `enterprise` sign-in sees them all and nobody else does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './harness';
import { get, type SignedIn } from './application-helpers';
import { ENTERPRISE_ORDERS } from '../../server/db/seed-enterprise';
import { ORDERS } from '../../server/db/seed-data';

let t: TestApp;
let enterprise: SignedIn;
let client: SignedIn;

beforeAll(async () => {
  t = await createTestApp({}, { enterprise: true });
  [enterprise, client] = await Promise.all([t.signIn('enterprise', 'Enterprise#2026'), t.signIn('client', 'Client#2026')]);
  // Two seeds, the large one included: more than the harness's minute on a busy machine.
}, 180_000);
afterAll(() => t.close());

type Row = { orderID: number; orderStatus: string; orderType: string; lodgeDate: string; completionDate: string; serviceIDs: string[]; expectedCompletion: string; clientName: string };

describe('the large demo client', () => {
  it('gives the enterprise user every one of its orders, across two years, in every status', async () => {
    const response = await get(t, `/api/orders/${enterprise.userId}`, enterprise);
    expect(response.statusCode).toBe(200);
    const list = response.json() as Row[];
    expect(list).toHaveLength(ENTERPRISE_ORDERS);
    expect(ENTERPRISE_ORDERS).toBeGreaterThanOrEqual(2_000);
    expect(new Set(list.map((o) => o.clientName))).toEqual(new Set(['Meridian Retail Group']));
    expect(new Set(list.map((o) => o.orderStatus))).toEqual(
      new Set(['Open', 'Open with Alert', 'In progress', 'On hold', 'Cancelled', 'Completed', 'Closed']),
    );
    expect(list.some((o) => o.orderType === 'Needs attention')).toBe(true);
    const days = list.map((o) => Date.parse(o.lodgeDate.slice(0, 10)));
    expect((Math.max(...days) - Math.min(...days)) / 86_400_000).toBeGreaterThan(700);
    for (const o of list) {
      expect(o.serviceIDs.length).toBeGreaterThanOrEqual(1);
      if (o.orderStatus === 'Completed' || o.orderStatus === 'Closed') expect(o.completionDate).not.toBe('');
    }
    expect(list.filter((o) => o.expectedCompletion !== '').length).toBeGreaterThan(100);
  });

  it('holds checks, running and ended delays and results', async () => {
    const answer = (await t.database.db.execute(sql`
        SELECT
          (SELECT count(*)::int FROM service_delays d JOIN order_services c ON c.id = d.order_service_id JOIN orders o ON o.id = c.order_id JOIN clients k ON k.id = o.client_id WHERE k.client_key = 'meridian-retail' AND d.ended_at IS NULL) AS running,
          (SELECT count(*)::int FROM service_delays d JOIN order_services c ON c.id = d.order_service_id JOIN orders o ON o.id = c.order_id JOIN clients k ON k.id = o.client_id WHERE k.client_key = 'meridian-retail' AND d.ended_at IS NOT NULL) AS ended,
          (SELECT count(*)::int FROM order_services c JOIN orders o ON o.id = c.order_id JOIN clients k ON k.id = o.client_id WHERE k.client_key = 'meridian-retail' AND c.results_score <> '') AS results`)) as unknown as { rows: Array<{ running: number; ended: number; results: number }> };
    const [facts] = answer.rows;
    expect(facts.running).toBeGreaterThan(20);
    expect(facts.ended).toBeGreaterThan(20);
    expect(facts.results).toBeGreaterThan(1_000);
  });

  it('writes the check facts, plans and totals the triggers would (its grouped statement stands in for them)', async () => {
    const answer = (await t.database.db.execute(sql`
      SELECT count(*)::int AS orders,
        count(*) FILTER (WHERE o.check_plan <> order_check_plan(o.id))::int AS plans_differ,
        count(*) FILTER (WHERE o.check_statuses IS DISTINCT FROM
          (SELECT array_agg(c.check_status ORDER BY c.id) FROM order_services c WHERE c.order_id = o.id))::int AS statuses_differ,
        count(*) FILTER (WHERE o.total_order <> (SELECT sum(c.price) FROM order_services c WHERE c.order_id = o.id))::int AS totals_differ,
        count(*) FILTER (WHERE o.check_plan = '[]')::int AS without_plan,
        count(*) FILTER (WHERE o.any_delayed IS DISTINCT FROM
          EXISTS (SELECT 1 FROM order_services c WHERE c.order_id = o.id AND c.delay_reason <> ''))::int AS delayed_differ,
        count(*) FILTER (WHERE o.any_delayed)::int AS delayed
      FROM orders o JOIN clients k ON k.id = o.client_id WHERE k.client_key = 'meridian-retail'`)) as unknown as {
      rows: Array<{ orders: number; plans_differ: number; statuses_differ: number; totals_differ: number; without_plan: number; delayed_differ: number; delayed: number }>;
    };
    const { delayed, ...facts } = answer.rows[0];
    expect(facts).toEqual({ orders: ENTERPRISE_ORDERS, plans_differ: 0, statuses_differ: 0, totals_differ: 0, without_plan: 0, delayed_differ: 0 });
    expect(delayed).toBeGreaterThan(0);
  });

  it("leaves the other clients' lists as they were", async () => {
    const list = (await get(t, `/api/orders/${client.userId}`, client)).json() as Row[];
    expect(list).toHaveLength(ORDERS.filter((o) => o.client === 'harbour-health').length);
  });
});
