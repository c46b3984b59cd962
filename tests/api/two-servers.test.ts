// The same server on many machines: two server processes on one PostgreSQL database (DATABASE_URL) share what
// matters. A session made on one works on the other, the sign-in throttle counts across both, and a job enqueued by
// one runs once. SIGTERM lets a server finish and exit cleanly. Needs the throwaway PostgreSQL cluster (api-postgres).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from './harness';
import { killAll, outboxRecipients, signInOver, startServer, stopServer, type ServerProcess } from './server-process';

const onPostgres = process.env.API_TEST_DB === 'postgres';

describe.runIf(onPostgres)('two servers on one PostgreSQL database', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let dataDir: string;
  let databaseUrl: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-two-'));
    // Both processes share the database, the session-signing secret and (for the outbox) the data folder.
    databaseUrl = await freshPostgresDatabase();
    const env = { DATABASE_URL: databaseUrl, SESSION_SECRET: 'two-servers-test-secret', DATA_DIR: dataDir };
    a = await startServer(env);
    b = await startServer(env);
  }, 400_000);
  afterAll(async () => {
    await Promise.all([a && stopServer(a), b && stopServer(b)]);
    killAll();
  });

  it('accepts a session made on one server on the other, and ends it everywhere on sign-out', async () => {
    const { token, user } = await signInOver(a.url, 'client', 'Client#2026');
    const onB = await fetch(`${b.url}/api/orders/${user.userID}`, { headers: { authorization: `Bearer ${token}` } });
    expect(onB.status).toBe(200);
    expect((await onB.json()).length).toBeGreaterThan(0);
    // Used on both before the sign-out: neither may still take it after (sessions are read on every call on PostgreSQL).
    expect((await fetch(`${a.url}/api/orders/${user.userID}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);

    expect((await fetch(`${b.url}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).status).toBe(204);
    const onA = await fetch(`${a.url}/api/orders/${user.userID}`, { headers: { authorization: `Bearer ${token}` } });
    expect(onA.status).toBe(401);
  });

  it('answers an order list kept in memory until a change written elsewhere, then the change within moments', async () => {
    const { token, user } = await signInOver(a.url, 'client', 'Client#2026');
    const list = (etag?: string) =>
      fetch(`${a.url}/api/orders/${user.userID}`, { headers: { authorization: `Bearer ${token}`, ...(etag ? { 'if-none-match': etag } : {}) } });
    const first = await list();
    const [order] = (await first.json()) as Array<{ orderID: number }>;
    let etag = first.headers.get('etag')!;
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const delays: number[] = [];
    try {
      // Several rounds: each change is written by another connection (as the other server would). Its notice reaches
      // this server some milliseconds after the commit (tens on a loaded machine): the list follows within moments.
      for (let round = 1; round <= 5; round++) {
        expect((await list(etag)).status).toBe(304);
        await db.query('UPDATE orders SET comments = $1 WHERE id = $2', [`Changed elsewhere, round ${round}`, order.orderID]);
        const written = performance.now();
        let after = await list(etag);
        while (after.status === 304 && performance.now() - written < 2_000) {
          await new Promise((r) => setTimeout(r, 5));
          after = await list(etag);
        }
        delays.push(performance.now() - written);
        expect(after.status).toBe(200);
        const changed = ((await after.json()) as Array<{ orderID: number; comments: string }>).find((o) => o.orderID === order.orderID)!;
        expect(changed.comments).toBe(`Changed elsewhere, round ${round}`);
        etag = after.headers.get('etag')!;
      }
    } finally {
      await db.end();
    }
    console.log(`a change written elsewhere reached the kept list within ${delays.map((d) => `${Math.round(d)} ms`).join(', ')}`);
  });

  it('counts wrong passwords across both servers', async () => {
    const statuses: number[] = [];
    // Alternating servers: the back-off starts after the fifth wrong password, wherever each was tried.
    for (let i = 0; i < 7; i++) statuses.push((await signInOver(i % 2 ? b.url : a.url, 'viewer', 'wrong-password')).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('runs a job enqueued by one server once', async () => {
    const email = 'olivia.nguyen@example.com.au';
    const before = outboxRecipients(dataDir).filter((to) => to.toLowerCase() === email).length;
    const asked = await fetch(`${a.url}/api/auth/forgotPassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(asked.status).toBe(200);
    // Both servers poll the queue; exactly one sends the mail.
    await expect
      .poll(() => outboxRecipients(dataDir).filter((to) => to.toLowerCase() === email).length, { timeout: 30_000, interval: 250 })
      .toBe(before + 1);
    await new Promise((r) => setTimeout(r, 3000));
    expect(outboxRecipients(dataDir).filter((to) => to.toLowerCase() === email).length).toBe(before + 1);
  });

  it('finishes and exits cleanly on SIGTERM, while the other server goes on', async () => {
    expect(await stopServer(b)).toBe(0);
    expect((await fetch(`${a.url}/api/ready`)).status).toBe(200);
  });
});
