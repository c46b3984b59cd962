// The database going away under a running server (issue 34): a PostgreSQL restart while requests write, and the
// server ending the app's idle connections (pg_terminate_backend, what a failover or an administrator does). The
// server must stay up, answer every request (503 with Retry-After while the database is away, never a hang), lose no
// acknowledged write, and be ready again within seconds of the database's return. A cluster of its own: the shared
// api-postgres cluster serves the other files while this one restarts. The figures go to the log for docs/operations.md.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from './throwaway-cluster';
import { resilientPool } from '../../server/db/postgres-pool';
import { killAll, signInOver, startServer, stopServer, type ServerProcess } from './server-process';

const onPostgres = process.env.API_TEST_DB === 'postgres';

/** A request's outcome: its status, or 0 when it got no answer (refused, reset, or none within the time). */
async function statusOf(request: Promise<Response>): Promise<number> {
  try {
    const response = await request;
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

describe.runIf(onPostgres)('the database going away under a running server', () => {
  let cluster: Cluster;
  let server: ServerProcess;
  let databaseUrl: string;
  let token: string;
  let userId: number;

  beforeAll(async () => {
    cluster = await startCluster();
    const admin = new pg.Client({ connectionString: cluster.adminUrl });
    await admin.connect();
    await admin.query('CREATE DATABASE portal');
    await admin.end();
    const url = new URL(cluster.adminUrl);
    url.pathname = '/portal';
    databaseUrl = url.toString();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-faults-'));
    // The server seeds the demo on its first start, as `npm start` does (without the large client).
    server = await startServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, TIMED_JOBS: 'off' });
    const signedIn = await signInOver(server.url, 'client', 'Client#2026');
    token = signedIn.token;
    userId = signedIn.user.userID;
  }, 240_000);
  afterAll(async () => {
    if (server) await stopServer(server);
    killAll();
    cluster?.remove();
  });

  /** Sends one enquiry carrying `marker`, with a deadline: a hang counts as no answer. */
  const sendEnquiry = (marker: string) =>
    fetch(`${server.url}/api/utilities/receive_enquiries`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: userId, ticket_category: 'Order enquiry', message: marker }),
      signal: AbortSignal.timeout(15_000),
    });

  const storedMarkers = async (prefix: string): Promise<Set<string>> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ message: string }>('SELECT message FROM enquiries WHERE message LIKE $1', [`${prefix}%`]);
      return new Set(rows.map((r) => r.message));
    } finally {
      await client.end();
    }
  };

  it('stays up through a PostgreSQL restart under writes: every request answered, no acknowledged write lost, ready again within 10 s', async () => {
    const prefix = `restart-${Date.now()}-`;
    const outcomes: Array<{ marker: string; status: number; retryAfter: string | null }> = [];
    let writing = true;
    // Four writers, one request after another each, for as long as the restart and the recovery take.
    const writers = Array.from({ length: 4 }, async (_, w) => {
      for (let i = 0; writing; i++) {
        const marker = `${prefix}${w}-${i}`;
        let retryAfter: string | null = null;
        const status = await statusOf(
          sendEnquiry(marker).then((response) => {
            retryAfter = response.headers.get('retry-after');
            return response;
          }),
        );
        outcomes.push({ marker, status, retryAfter });
        if (status !== 200) await new Promise((r) => setTimeout(r, 100));
      }
    });
    await new Promise((r) => setTimeout(r, 1000));

    const restartedAt = performance.now();
    // Down for a second: longer than `pg_ctl restart` (0.2-0.4 s here), so that many requests meet the outage.
    await cluster.restart(1000);
    const databaseBackAt = performance.now();
    let readyAt = 0;
    for (;;) {
      if (performance.now() - databaseBackAt > 30_000) break;
      if ((await statusOf(fetch(`${server.url}/api/ready`, { signal: AbortSignal.timeout(5_000) }))) === 200) {
        readyAt = performance.now();
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    // Writes go on a moment after ready, then stop.
    await new Promise((r) => setTimeout(r, 1000));
    writing = false;
    await Promise.all(writers);

    expect(server.child.exitCode, server.output.join('')).toBeNull();
    expect(readyAt, 'ready again after the restart').toBeGreaterThan(0);
    expect(readyAt - databaseBackAt).toBeLessThan(10_000);
    // Every request answered: acknowledged, or refused with 503 and a Retry-After; none unanswered, none a 500.
    const statuses = outcomes.map((o) => o.status);
    expect(statuses.filter((s) => s !== 200 && s !== 503), JSON.stringify(statuses)).toEqual([]);
    expect(outcomes.filter((o) => o.status === 503 && o.retryAfter !== '5')).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(8);
    // The writers met the outage (this test would pass without it otherwise).
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
    // No acknowledged write lost.
    const stored = await storedMarkers(prefix);
    expect(outcomes.filter((o) => o.status === 200 && !stored.has(o.marker)).map((o) => o.marker)).toEqual([]);
    // And the server serves as before: a read on the same session.
    const orders = await fetch(`${server.url}/api/orders/${userId}`, { headers: { authorization: `Bearer ${token}` } });
    expect(orders.status).toBe(200);

    const failed = outcomes.filter((o) => o.status !== 200).length;
    console.log(
      `PostgreSQL stopped (-m fast), down 1 s, started: ${Math.round(databaseBackAt - restartedAt)} ms in all; ` +
        `ready ${Math.round(readyAt - databaseBackAt)} ms after the database was back; ` +
        `${outcomes.length} writes, ${failed} answered 503 (Retry-After: 5), none unanswered, none lost.`,
    );
  });

  it('forgets what it kept when its connections are lost: an order changed meanwhile is not answered from memory', async () => {
    const viewer = await signInOver(server.url, 'viewer', 'Viewer#2026');
    const list = (etag?: string) =>
      fetch(`${server.url}/api/orders/${viewer.user.userID}`, { headers: { authorization: `Bearer ${viewer.token}`, ...(etag ? { 'if-none-match': etag } : {}) } });
    const first = await list();
    const etag = first.headers.get('etag')!;
    const [order] = (await first.json()) as Array<{ orderID: number }>;
    // Kept: the list's validator is answered from memory now.
    expect((await list(etag)).status).toBe(304);

    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    const listening = async () => (await admin.query("SELECT pid FROM pg_stat_activity WHERE application_name = 'portal-listen'")).rows.length;
    try {
      // Listening (again, after the restart of the test before: its back-off may still be running).
      await expect.poll(listening, { timeout: 20_000, interval: 200 }).toBe(1);
      const againBefore = server.output.join('').split('listening for changes again').length;
      // Every connection of the app goes, the listening one and the pooled ones (which listen too): the change written
      // next is heard by nobody. The process must not answer from what it kept.
      await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name IN ('portal', 'portal-listen')");
      await expect.poll(() => server.output.join('').includes('"pool":"portal-listen"'), { timeout: 5_000 }).toBe(true);
      await admin.query('UPDATE orders SET comments = $1 WHERE id = $2', ['Changed while nobody listened', order.orderID]);
      // Never a 304 from what was kept, and no 503 either: the list's reads taken by a pooled connection the database
      // ended a moment ago (its 'error' event not yet handled) are sent again on another (postgres-pool.ts).
      const after = await list(etag);
      expect(after.status).toBe(200);
      const changed = ((await after.json()) as Array<{ orderID: number; comments: string }>).find((o) => o.orderID === order.orderID)!;
      expect(changed.comments).toBe('Changed while nobody listened');
      // Listening again (after a second's pause), and keeping again.
      await expect.poll(() => server.output.join('').split('listening for changes again').length, { timeout: 10_000 }).toBeGreaterThan(againBefore);
      expect(await listening()).toBe(1);
      const now = (await list()).headers.get('etag')!;
      await expect.poll(async () => (await list(now)).status, { timeout: 5_000 }).toBe(304);
    } finally {
      await admin.end();
    }
  });

  it('sends a lone read again when the connection it took had just gone, and never a write', async () => {
    const warnings: object[] = [];
    const pool = resilientPool(databaseUrl, { max: 2, applicationName: 'pool-test', log: { warn: (details) => warnings.push(details) } });
    try {
      await pool.query('CREATE TABLE IF NOT EXISTS pool_writes (n int)');
      /** Ends the pool's idle connections from this side, so that no event has told the pool yet when the next statement takes one. */
      const endIdleConnections = async () => {
        const clients = await Promise.all([pool.connect(), pool.connect()]);
        clients.forEach((client) => client.release());
        for (const client of clients) (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      };
      await endIdleConnections();
      expect((await pool.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      await endIdleConnections();
      await expect(pool.query('INSERT INTO pool_writes VALUES (1)')).rejects.toThrow();
      expect((await pool.query('SELECT count(*)::int AS n FROM pool_writes')).rows).toEqual([{ n: 0 }]);
    } finally {
      await pool.end();
    }
  });

  it("survives the database ending the app's idle connections (pg_terminate_backend)", async () => {
    // Warm every pool: the job queue's polls and a few reads.
    await Promise.all(Array.from({ length: 6 }, () => statusOf(fetch(`${server.url}/api/orders/${userId}`, { headers: { authorization: `Bearer ${token}` } }))));
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    const { rows } = await admin.query<{ ended: boolean }>(
      "SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name IN ('portal', 'portal-jobs', 'portal-listen') AND pid <> pg_backend_pid()",
    );
    await admin.end();
    expect(rows.length).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 500));

    expect(server.child.exitCode, server.output.join('')).toBeNull();
    expect(server.output.join('')).toContain('database connection lost');
    const prefix = `terminated-${Date.now()}-`;
    const statuses = await Promise.all(Array.from({ length: 5 }, (_, i) => statusOf(sendEnquiry(`${prefix}${i}`))));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect((await storedMarkers(prefix)).size).toBe(5);
    expect(await statusOf(fetch(`${server.url}/api/ready`))).toBe(200);
  });
});
