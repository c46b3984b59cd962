// The object store failing under the server (issue 34): a bucket server that hangs (frozen with SIGSTOP: it takes
// connections and answers nothing) or is gone (connections refused). Uploads and downloads answer 503 "storage
// unavailable" with Retry-After within the store's timeout, /api/ready says storage is down, and an upload whose
// sender gave up is not stored when the store wakes. The app listens on a real port: a sender that leaves is a
// closed connection.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../server/config';
import { orderDocuments, orders, orderServices, users } from '../../server/db/schema';
import { STORAGE_UNAVAILABLE } from '../../server/http';
import { createTestApp, type TestApp } from './harness';
import { pngFile } from './documents-files';
import { startBucketServer, type BucketServer } from './s3rver-process';

const BUCKET = 'portal-faults';
/** The store's timeout in these tests (S3_URL's timeout=): a frozen store fails a request after this long. */
const TIMEOUT_SECONDS = 2;

describe('file storage that hangs or is gone', () => {
  let store: BucketServer;
  let t: TestApp;
  let origin: string;
  let applicant: string;
  let openOrder: number;

  beforeAll(async () => {
    store = await startBucketServer(BUCKET);
    const s3Url = `http://S3RVER:S3RVER@${store.endpoint.slice(7)}/${BUCKET}?region=ap-southeast-2&timeout=${TIMEOUT_SECONDS}`;
    t = await createTestApp({ s3Url } as Partial<Config>);
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    applicant = (await t.signIn('applicant', 'Applicant#2026')).token;
    const [user] = await t.database.db.select().from(users).where(eq(users.username, 'applicant'));
    const own = await t.database.db.select().from(orders).where(eq(orders.applicantUserId, user.id));
    const lines = await t.database.db.select().from(orderServices).where(inArray(orderServices.orderId, own.map((o) => o.id)));
    openOrder = own.find(
      (o) => o.status === 'Open' && lines.filter((l) => l.orderId === o.id).map((l) => l.serviceId).sort().join() === 'PC,RC',
    )!.id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await store?.stop();
  });

  const passport = (signal?: AbortSignal) => {
    const form = new FormData();
    form.append('orderId', String(openOrder));
    form.append('docName', 'AUPASSPORT');
    form.append('docSighted', 'N');
    form.append('file', new Blob([new Uint8Array(pngFile(200_000))], { type: 'image/png' }), 'passport.png');
    return fetch(`${origin}/api/utilities/upload_image`, { method: 'POST', headers: { authorization: `Bearer ${applicant}` }, body: form, signal });
  };
  const downloadOf = (location: string) =>
    fetch(`${origin}/api/utilities/download_image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${applicant}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: location }),
    });
  const documentsOfOrder = async () =>
    (await t.database.db.select().from(orderDocuments).where(eq(orderDocuments.orderId, openOrder))).map((d) => d.location).sort();
  /** The bucket's kept files (not the uploads waiting under incoming/), read straight from the store. */
  const keptInBucket = async () => {
    const admin = new S3Client({ endpoint: store.endpoint, region: 'ap-southeast-2', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    try {
      const listed = await admin.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return (listed.Contents ?? []).map((o) => o.Key!).filter((key) => !key.startsWith('incoming/')).sort();
    } finally {
      admin.destroy();
    }
  };
  const readiness = async () => {
    const response = await fetch(`${origin}/api/ready`);
    return { status: response.status, body: await response.json() };
  };

  it('answers 503 "storage unavailable" with Retry-After, within its timeout, while the store hangs; ready says so', async () => {
    const stored = await passport();
    expect(stored.status).toBe(200);
    const { location } = await stored.json();

    store.freeze();
    try {
      const started = performance.now();
      const refused = await passport();
      const took = performance.now() - started;
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect((await refused.json()).errorMessage).toBe(STORAGE_UNAVAILABLE);
      // The store's timeout and a margin for a loaded machine, not the 45 s and more of a socket left to hang.
      expect(took).toBeLessThan((TIMEOUT_SECONDS + 6) * 1000);

      const download = await downloadOf(location);
      expect(download.status).toBe(503);
      expect((await download.json()).errorMessage).toBe(STORAGE_UNAVAILABLE);

      const ready = await readiness();
      expect(ready.status).toBe(503);
      expect(ready.body.errorMessage).toContain('file storage does not answer');
    } finally {
      store.wake();
    }
    await expect.poll(async () => (await readiness()).status, { timeout: 15_000, interval: 250 }).toBe(200);
    expect(await documentsOfOrder()).toEqual([location]);
    expect((await downloadOf(location)).status).toBe(200);
  });

  it('does not store an upload whose sender gave up while the store hung, once the store wakes', async () => {
    const documentsBefore = await documentsOfOrder();
    const keptBefore = await keptInBucket();
    store.freeze();
    try {
      // The sender gives up after a second, before the store's own timeout.
      const abandoned = passport(AbortSignal.timeout(1000));
      await expect(abandoned).rejects.toThrow();
    } finally {
      // The store wakes before the server's request to it times out: the copy completes, after the sender left.
      store.wake();
    }
    await new Promise((r) => setTimeout(r, (TIMEOUT_SECONDS + 2) * 1000));
    expect(await documentsOfOrder()).toEqual(documentsBefore);
    expect(await keptInBucket()).toEqual(keptBefore);
    // A retry stores one document, not two.
    expect((await passport()).status).toBe(200);
    expect((await documentsOfOrder()).length).toBe(documentsBefore.length + 1);
  });

  it('answers 503 while the store refuses connections, and ready says storage is down', async () => {
    await store.stop();
    const refused = await passport();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect((await refused.json()).errorMessage).toBe(STORAGE_UNAVAILABLE);
    const ready = await readiness();
    expect(ready.status).toBe(503);
    expect(ready.body.errorMessage).toBe('Not ready: file storage does not answer.');
  });
});
