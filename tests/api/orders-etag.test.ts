// Conditional GETs of the order lists: GET /orders/{userId} and GET /services/{userId}/{orderId} carry a weak ETag
// and Cache-Control: private, no-cache; If-None-Match naming it answers 304 with no body and without running the list
// query; the ETag follows every change of an order or of one of its checks, and what the caller may do.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { orders, orderServices } from '../../server/db/schema';
import { ORDERS } from '../../server/db/seed-data';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../../server/app';
import { KeptRows } from '../../server/kept-rows';
import { bearer, createTestApp, type TestApp } from './harness';
import type { SignedIn } from './application-helpers';

let t: TestApp;
let applicant: SignedIn;
let client: SignedIn;
let viewer: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [applicant, client, viewer] = await Promise.all([
    t.signIn('applicant', 'Applicant#2026'),
    t.signIn('client', 'Client#2026'),
    t.signIn('viewer', 'Viewer#2026'),
  ]);
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const fetchAs = (who: SignedIn, url: string, ifNoneMatch?: string) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(who.token), ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) } });
const listUrl = (who: SignedIn) => `/api/orders/${who.userId}`;
const checksUrl = (who: SignedIn, orderId: number) => `/api/services/${who.userId}/${orderId}`;

/** The ETag of a 200 answer, checked to be weak and private. */
async function etagOf(who: SignedIn, url: string): Promise<string> {
  const response = await fetchAs(who, url);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-cache');
  const etag = response.headers.etag;
  expect(etag).toMatch(/^W\/"[^"]+"$/);
  return etag as string;
}

/** How many times the order list statement ran (the only select that reads `columns`, see server/routes/orders.ts). */
const listStatements = (select: { mock: { calls: unknown[][] } }) =>
  select.mock.calls.filter(([fields]) => typeof fields === 'object' && fields !== null && 'columns' in fields).length;

/** A change to one of the orders `who` sees (its comments), so that list's ETag moves. */
async function touchOrderOf(who: SignedIn) {
  const [first] = (await fetchAs(who, listUrl(who))).json() as Array<{ orderID: number }>;
  await t.database.db.update(orders).set({ comments: `Seen ${Date.now()}.` }).where(eq(orders.id, first.orderID));
}

type OrderRow = { orderID: number; orderStatus: string; startFlag: string; editFlag: string; cancelFlag: string };
const listOf = async (who: SignedIn) => (await fetchAs(who, listUrl(who))).json() as OrderRow[];

describe('GET /orders/{userId} validators', () => {
  it('keeps one ETag while nothing changes, and answers If-None-Match with 304 and no body', async () => {
    const etag = await etagOf(client, listUrl(client));
    expect(await etagOf(client, listUrl(client))).toBe(etag);

    const revalidated = await fetchAs(client, listUrl(client), etag);
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['cache-control']).toBe('private, no-cache');

    // Weak comparison, and a list of candidates (RFC 9110): the strong form and a list naming it match too.
    expect((await fetchAs(client, listUrl(client), etag.slice(2))).statusCode).toBe(304);
    expect((await fetchAs(client, listUrl(client), `W/"older", ${etag}`)).statusCode).toBe(304);
    // Another tag is not a match: the whole list comes back, with the current ETag.
    const other = await fetchAs(client, listUrl(client), 'W/"something-else"');
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).toBe(etag);
    expect(other.json()).toHaveLength(ORDERS.filter((o) => o.client === 'harbour-health').length);
  });

  it('answers a 304 without running the list query', async () => {
    const etag = await etagOf(client, listUrl(client));
    const select = vi.spyOn(t.database.db, 'select');
    expect((await fetchAs(client, listUrl(client), etag)).statusCode).toBe(304);
    expect(listStatements(select)).toBe(0);
    // The spy does see the list statement when it runs (after a change): this test can fail.
    await touchOrderOf(client);
    expect((await fetchAs(client, listUrl(client))).statusCode).toBe(200);
    expect(listStatements(select)).toBe(1);
  });

  it('serves an unchanged list again without reading it, and reads it once for requests that arrive together', async () => {
    const first = await fetchAs(client, listUrl(client));
    const select = vi.spyOn(t.database.db, 'select');
    const again = await fetchAs(client, listUrl(client));
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(listStatements(select)).toBe(0);

    await touchOrderOf(client);
    const together = await Promise.all(Array.from({ length: 5 }, () => fetchAs(client, listUrl(client))));
    expect(together.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(together.map((r) => r.body)).size).toBe(1);
    expect(new Set(together.map((r) => r.headers.etag)).size).toBe(1);
    expect(together[0].headers.etag).not.toBe(first.headers.etag);
    expect(listStatements(select)).toBe(1);
  });

  it('answers the kept list compressed: brotli, else gzip, else plain', async () => {
    const get = (encoding?: string) =>
      t.app.inject({ method: 'GET', url: listUrl(client), headers: { ...bearer(client.token), ...(encoding ? { 'accept-encoding': encoding } : {}) } });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const first = await get('gzip, deflate, br');
    const second = await get('br');
    for (const br of [first, second]) {
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers.etag).toBe(plain.headers.etag);
      expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    }
    // The kept compressed form, not a new compression (brotli output would match anyway: the unit test counts).
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const gz = await get('gzip, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    expect((await get('identity')).headers['content-encoding']).toBeUndefined();
  });

  it('changes when an order changes, and when one of its checks changes', async () => {
    const [, harbour] = await listOf(applicant);
    const before = await etagOf(applicant, listUrl(applicant));

    await t.database.db.update(orders).set({ comments: 'Called the applicant.' }).where(eq(orders.id, harbour.orderID));
    const afterOrder = await etagOf(applicant, listUrl(applicant));
    expect(afterOrder).not.toBe(before);
    expect((await fetchAs(applicant, listUrl(applicant), before)).statusCode).toBe(200);

    const [line] = await t.database.db.select().from(orderServices).where(eq(orderServices.orderId, harbour.orderID));
    await t.database.db.update(orderServices).set({ checkStatus: 'In QC' }).where(eq(orderServices.id, line.id));
    const afterCheck = await etagOf(applicant, listUrl(applicant));
    expect(afterCheck).not.toBe(afterOrder);
    // What the new ETag stands for: results being checked, so no cancel any more.
    const revalidated = await fetchAs(applicant, listUrl(applicant), afterOrder);
    expect(revalidated.statusCode).toBe(200);
    expect((revalidated.json() as OrderRow[]).find((o) => o.orderID === harbour.orderID)?.cancelFlag).toBe('N');
    expect((await fetchAs(applicant, listUrl(applicant), afterCheck)).statusCode).toBe(304);

    // A check added or removed is a change of the order too.
    const [added] = await t.database.db
      .insert(orderServices)
      .values({ orderId: harbour.orderID, serviceId: line.serviceId, price: '0' })
      .returning({ id: orderServices.id });
    const afterInsert = await etagOf(applicant, listUrl(applicant));
    expect(afterInsert).not.toBe(afterCheck);
    await t.database.db.delete(orderServices).where(eq(orderServices.id, added.id));
    expect(await etagOf(applicant, listUrl(applicant))).not.toBe(afterInsert);
  });

  it('after two orders change, serialises those two rows again and answers what a server with nothing kept answers', async () => {
    const [first, , third] = await listOf(client);
    await t.database.db.update(orders).set({ comments: 'Rang the referee.' }).where(eq(orders.id, first.orderID));
    await t.database.db.update(orderServices).set({ checkStatus: 'In QC' }).where(eq(orderServices.orderId, third.orderID));
    const kept = vi.spyOn(KeptRows.prototype, 'set');
    const incremental = await fetchAs(client, listUrl(client));
    expect(incremental.statusCode).toBe(200);
    expect(kept.mock.calls.map(([key]) => key.split(':').at(-1)).sort()).toEqual([first.orderID, third.orderID].map(String).sort());

    // A second server on the same database, with nothing kept, reads every row: the same bytes.
    const other = await buildApp({ database: t.database, config: t.config, sessionSecret: randomBytes(32).toString('hex'), mailer: { send: async () => {} }, now: () => t.clock.now });
    try {
      const signedIn = await other.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'client', password: 'Client#2026' } });
      const fresh = await other.inject({ method: 'GET', url: listUrl(client), headers: bearer(signedIn.json().token.access_token) });
      expect(fresh.body).toBe(incremental.body);
      expect(kept.mock.calls.length).toBeGreaterThan(2);
    } finally {
      await other.close();
    }
    expect(incremental.json().find((o: OrderRow & { comments: string }) => o.orderID === first.orderID).comments).toBe('Rang the referee.');
  });

  it('differs between a Full view and a Restricted view user of the same client, as their flags do', async () => {
    const [full, restricted] = await Promise.all([listOf(client), listOf(viewer)]);
    expect(full.map((o) => o.orderID)).toEqual(restricted.map((o) => o.orderID));
    expect(full.some((o) => o.startFlag === 'Y' || o.editFlag === 'Y' || o.cancelFlag === 'Y')).toBe(true);
    expect(restricted.every((o) => o.startFlag === 'N' && o.editFlag === 'N' && o.cancelFlag === 'N')).toBe(true);

    const [fullTag, restrictedTag] = await Promise.all([etagOf(client, listUrl(client)), etagOf(viewer, listUrl(viewer))]);
    expect(fullTag).not.toBe(restrictedTag);
    // One user's tag never revalidates the other's list.
    expect((await fetchAs(viewer, listUrl(viewer), fullTag)).statusCode).toBe(200);
    expect((await fetchAs(viewer, listUrl(viewer), restrictedTag)).statusCode).toBe(304);
  });

  it('still refuses a caller who may not see the list, whatever If-None-Match says', async () => {
    const response = await fetchAs(applicant, listUrl(client), '*');
    expect(response.statusCode).toBe(403);
    expect(response.headers.etag).toBeUndefined();
  });
});

describe('GET /services/{userId}/{orderId} validators', () => {
  it('keeps one ETag while nothing changes, answers 304, and changes with the order or its checks', async () => {
    const list = await listOf(client);
    const [first, second] = list;
    const firstTag = await etagOf(client, checksUrl(client, first.orderID));
    const secondTag = await etagOf(client, checksUrl(client, second.orderID));
    expect(firstTag).not.toBe(secondTag);
    expect(await etagOf(client, checksUrl(client, first.orderID))).toBe(firstTag);

    const revalidated = await fetchAs(client, checksUrl(client, first.orderID), firstTag);
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(firstTag);

    await t.database.db.update(orderServices).set({ delayReason: 'Awaiting the police.' }).where(eq(orderServices.orderId, first.orderID));
    const afterCheck = await etagOf(client, checksUrl(client, first.orderID));
    expect(afterCheck).not.toBe(firstTag);
    const changed = await fetchAs(client, checksUrl(client, first.orderID), firstTag);
    expect(changed.statusCode).toBe(200);
    expect((changed.json() as Array<{ DelayReason: string }>).every((c) => c.DelayReason === 'Awaiting the police.')).toBe(true);

    // The order's own status decides every check's CancelFlag: a change of the order is a change of its checks.
    await t.database.db.update(orders).set({ status: 'Completed' }).where(eq(orders.id, first.orderID));
    expect(await etagOf(client, checksUrl(client, first.orderID))).not.toBe(afterCheck);
    // Another order was not touched.
    expect((await fetchAs(client, checksUrl(client, second.orderID), secondTag)).statusCode).toBe(304);
  });

  it('differs between a Full view and a Restricted view user of the same order', async () => {
    const [order] = (await listOf(client)).filter((o) => o.cancelFlag === 'Y');
    const fullTag = await etagOf(client, checksUrl(client, order.orderID));
    const restrictedTag = await etagOf(viewer, checksUrl(viewer, order.orderID));
    expect(fullTag).not.toBe(restrictedTag);
    expect((await fetchAs(viewer, checksUrl(viewer, order.orderID), fullTag)).statusCode).toBe(200);
  });
});
