// What a server process keeps in memory between requests (server/db/changes.ts: the session of every guarded call,
// the order list's validator) is never older than the database: a session ended, a user changed or an order changed
// by any path (a route, a job, a raw statement) shows on the very next request, on PGlite and on PostgreSQL (where the
// app's own connections hear their notices before a write returns; two-servers.test.ts and database-faults.test.ts
// cover the changes of other processes and a lost listening connection).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, sessions, users } from '../../server/db/schema';
import { ChangeFeed, KeptValues } from '../../server/db/changes';
import { bearer, createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ordersOf = (who: { token: string; userId: number }) =>
  t.app.inject({ method: 'GET', url: `/api/orders/${who.userId}`, headers: bearer(who.token) });

describe('kept sessions', () => {
  it('refuses a session on the next call once it is revoked by a raw statement', async () => {
    const client = await t.signIn('client', 'Client#2026');
    expect((await ordersOf(client)).statusCode).toBe(200);
    await t.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, client.userId));
    expect((await ordersOf(client)).statusCode).toBe(401);
  });

  it('refuses a session on the next call once its user is deleted or expired, and takes a new access level at once', async () => {
    const viewer = await t.signIn('viewer', 'Viewer#2026');
    expect((await ordersOf(viewer)).statusCode).toBe(200);
    const [before] = await t.database.db.select().from(users).where(eq(users.id, viewer.userId));

    await t.database.db.update(users).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(users.id, viewer.userId));
    expect((await ordersOf(viewer)).statusCode).toBe(401);
    await t.database.db.update(users).set({ expiresAt: before.expiresAt }).where(eq(users.id, viewer.userId));
    expect((await ordersOf(viewer)).statusCode).toBe(200);

    // Restricted view sees every Start flag off; Full view may act: the kept session must follow the change.
    const flags = async () => ((await ordersOf(viewer)).json() as Array<{ cancelFlag: string; editFlag: string }>).map((o) => o.cancelFlag + o.editFlag).join();
    const looking = await flags();
    await t.database.db.update(users).set({ accessLevel: 'Full view' }).where(eq(users.id, viewer.userId));
    expect(await flags()).not.toBe(looking);
    await t.database.db.update(users).set({ accessLevel: before.accessLevel }).where(eq(users.id, viewer.userId));
    expect(await flags()).toBe(looking);

    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, viewer.userId));
    expect((await ordersOf(viewer)).statusCode).toBe(401);
    await t.database.db.update(users).set({ deletedAt: null }).where(eq(users.id, viewer.userId));
  });
});

describe('kept order list validators', () => {
  it('answer the new list on the next call after an order changes by a raw statement', async () => {
    const client = await t.signIn('client', 'Client#2026');
    const first = await ordersOf(client);
    const [order] = first.json() as Array<{ orderID: number; comments: string }>;
    expect((await ordersOf(client)).headers.etag).toBe(first.headers.etag);

    const comments = `Changed at ${Date.now()}.`;
    await t.database.db.update(orders).set({ comments }).where(eq(orders.id, order.orderID));
    const after = await ordersOf(client);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect((after.json() as Array<{ orderID: number; comments: string }>).find((o) => o.orderID === order.orderID)?.comments).toBe(comments);
  });
});

describe('KeptValues', () => {
  it('does not keep a value read while a change landed, and keeps the next one', async () => {
    const feed = new ChangeFeed();
    const kept = new KeptValues<string>(feed, 'orders_changed', 10);
    let reads = 0;
    const overtaken = async () => {
      reads++;
      feed.notify('orders_changed', '');
      return 'old';
    };
    expect(await kept.through('k', overtaken)).toBe('old');
    expect(await kept.through('k', async () => (reads++, 'new'))).toBe('new');
    expect(await kept.through('k', async () => (reads++, 'newer'))).toBe('new');
    expect(reads).toBe(2);

    feed.notify('orders_changed', '');
    expect(await kept.through('k', async () => 'after')).toBe('after');
  });

  it('forgets what a notice names, and the oldest beyond its bound', async () => {
    const feed = new ChangeFeed();
    const kept = new KeptValues<string>(feed, 'auth_changed', 2, (key, values) => (key ? values.delete(key) : values.clear()));
    for (const key of ['a', 'b', 'c']) await kept.through(key, async () => key);
    // 'a' went first (bound 2); 'b' is forgotten by name; 'c' stays.
    expect(await kept.through('a', async () => 'a2')).toBe('a2');
    feed.notify('auth_changed', 'b');
    expect(await kept.through('b', async () => 'b2')).toBe('b2');
    expect(await kept.through('a', async () => 'a3')).toBe('a2');
  });

  it('keeps nothing while the feed is not live, forgets everything when it goes down and again when it comes back', async () => {
    const feed = new ChangeFeed();
    const kept = new KeptValues<string>(feed, 'auth_changed', 10);
    expect(await kept.through('k', async () => 'v1')).toBe('v1');
    expect(await kept.through('k', async () => 'v2')).toBe('v1');

    feed.setLive(false);
    expect(await kept.through('k', async () => 'v3')).toBe('v3');
    expect(await kept.through('k', async () => 'v4')).toBe('v4');

    // A read that began while the feed was down and ends after it is live again is not kept either.
    const straddling = kept.through('k', async () => {
      feed.setLive(true);
      return 'v5';
    });
    expect(await straddling).toBe('v5');
    expect(await kept.through('k', async () => 'v6')).toBe('v6');
    expect(await kept.through('k', async () => 'v7')).toBe('v6');
  });
});
