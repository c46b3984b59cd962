// Issue 32 items 3 and 4 through the API: every upload route scans with clamd (a clamd of the test's own with the
// project's signatures, tests/api/clamd.ts) before anything is kept; the EICAR test file and a PDF carrying JavaScript
// are refused and leave nothing (no row, no file, no .part); while clamd is away an upload waits and retries, then is
// refused with nothing kept. Stored files are sealed on disk and in an S3 test bucket yet read back whole through the
// download call; a wrong FILE_KEY fails closed; `npm run rotate-keys` (rotateFileKeys) rewraps and files still read.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { clients, orderDocuments, orders, orderServices, users } from '../../server/db/schema';
import { FILE_MESSAGES } from '../../src/engine/messages';
import { FILE_UNREADABLE } from '../../server/http';
import { createFileStore } from '../../server/storage-config';
import { rotateFileKeys } from '../../server/rotate-keys';
import { loadConfig } from '../../server/config';
import { uploadScanning } from '../../server/virus-scan';
import { bearer, createTestApp, type TestApp } from './harness';
import { download, pdfFile, pngFile, upload } from './documents-files';
import { skipWithoutClamd, startTestClamd } from './clamd';
import { startBucketServer, type BucketServer } from './s3rver-process';
import type { StartedClamd } from '../../scripts/clamd.mjs';

/** The EICAR anti-virus test file: harmless, and matched by every scanner's test signature. */
const EICAR = Buffer.from('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*', 'latin1');
/** A PDF whose open action runs JavaScript. */
const PDF_WITH_JAVASCRIPT = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    '3 0 obj << /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

function multipart(url: string, token: string, fields: Record<string, string>, file: Buffer, name = 'file.pdf') {
  const boundary = 'filesafetyboundary';
  const parts: Buffer[] = Object.entries(fields).map(([field, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`),
  );
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
  parts.push(file, Buffer.from(`\r\n--${boundary}--\r\n`));
  return (t: TestApp) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat(parts),
    });
}

const heldFiles = (t: TestApp) => {
  const dir = path.join(t.config.dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

async function applicantOrders(t: TestApp) {
  const [user] = await t.database.db.select().from(users).where(eq(users.username, 'applicant'));
  const list = await t.database.db.select().from(orders).where(eq(orders.applicantUserId, user.id));
  const lines = await t.database.db.select().from(orderServices).where(inArray(orderServices.orderId, list.map((o) => o.id)));
  return list.map((o) => ({ ...o, services: lines.filter((l) => l.orderId === o.id).map((l) => l.serviceId).sort() }));
}

describe.skipIf(skipWithoutClamd)('virus scanning of every upload', () => {
  let clamd: StartedClamd;
  let t: TestApp;
  let tokens: Record<'applicant' | 'operator', string>;
  let openOrder: number;
  let creditOrder: number;

  beforeAll(async () => {
    clamd = await startTestClamd();
    console.log(`clamd started in ${clamd.startedMs} ms`);
    t = await createTestApp({ clamd: { socket: clamd.socket }, scanWaitSeconds: 1 });
    const sessions = await t.signInDemo('applicant', 'operator');
    tokens = { applicant: sessions.applicant.token, operator: sessions.operator.token };
    const own = await applicantOrders(t);
    openOrder = own.find((o) => o.status === 'Open' && o.services.join() === 'PC,RC')!.id;
    const [harbour] = await t.database.db.select().from(clients).where(eq(clients.clientKey, 'harbour-health'));
    creditOrder = own.find((o) => o.status === 'In progress' && o.clientId === harbour.id)!.id;
  });
  afterAll(async () => {
    await t?.close();
    await clamd?.stop();
  });

  /** Every upload route, as its page sends it, with `file` as the upload. */
  const routes = () => [
    { name: 'identity documents (upload_image)', send: (file: Buffer) => multipart('/api/utilities/upload_image', tokens.applicant, { orderId: String(openOrder), docName: 'AUPASSPORT', docSighted: 'N' }, file)(t) },
    { name: 'signatures and the selfie (upload_image)', send: (file: Buffer) => multipart('/api/utilities/upload_image', tokens.applicant, { orderId: String(openOrder), docName: 'SELFIE' }, file)(t) },
    { name: 'the edit screen (upload_image_edit)', send: (file: Buffer) => multipart('/api/utilities/upload_image_edit', tokens.applicant, { orderId: String(creditOrder), docName: 'AUPASSPORT' }, file)(t) },
    { name: 'results (backoffice/results)', send: (file: Buffer) => multipart('/api/backoffice/results', tokens.operator, { orderID: String(creditOrder), ServiceID: 'CR', ResultsScore: 'Clear', CreditScore: '700', FraudScore: '1' }, file)(t) },
  ];

  const documentRows = () => t.database.db.select().from(orderDocuments);

  it('refuses the EICAR test file on every upload route, and keeps nothing', async () => {
    const rowsBefore = (await documentRows()).length;
    const filesBefore = heldFiles(t);
    for (const route of routes()) {
      const response = await route.send(EICAR);
      expect(response.statusCode, route.name).toBe(400);
      expect(response.json().errorMessage, route.name).toBe(FILE_MESSAGES.unsafe);
    }
    expect((await documentRows()).length).toBe(rowsBefore);
    // No file and no .part left behind.
    expect(heldFiles(t)).toEqual(filesBefore);
  });

  it('refuses a PDF carrying JavaScript, and takes a plain one', async () => {
    const filesBefore = heldFiles(t);
    const refused = await multipart('/api/backoffice/results', tokens.operator, { orderID: String(creditOrder), ServiceID: 'CR', ResultsScore: 'Clear', CreditScore: '700', FraudScore: '1' }, PDF_WITH_JAVASCRIPT)(t);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorMessage).toBe(FILE_MESSAGES.unsafe);
    expect(heldFiles(t)).toEqual(filesBefore);

    const clean = await pdfFile('A clean result');
    const kept = await upload(t, tokens.applicant, { orderId: openOrder, docName: 'AUPASSPORT', file: { bytes: clean, name: 'passport.pdf', type: 'application/pdf' } });
    expect(kept.statusCode).toBe(200);
    expect((await download(t, tokens.applicant, kept.json().location)).rawPayload.equals(clean)).toBe(true);
  });

  it('while clamd is away, waits and retries: kept once it answers, refused with nothing kept when it does not', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-clamd-away-'));
    // A socket path that does not exist yet: connecting fails as with a clamd that is down.
    const away = path.join(dir, 'clamd.sock');
    const waiting = await createTestApp({ clamd: { socket: away }, scanWaitSeconds: 1.5 });
    try {
      const applicant = (await waiting.signInDemo('applicant')).applicant.token;
      const rowsBefore = (await waiting.database.db.select().from(orderDocuments)).length;
      const started = Date.now();
      const refused = await upload(waiting, applicant, { orderId: openOrder, docName: 'AUPASSPORT', file: { bytes: pngFile(), name: 'p.png', type: 'image/png' } });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().errorMessage).toBe(FILE_MESSAGES.scannerDown);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
      expect(heldFiles(waiting).some((f) => f.endsWith('.part'))).toBe(false);
      expect((await waiting.database.db.select().from(orderDocuments)).length).toBe(rowsBefore);
      const filesAfterRefusal = heldFiles(waiting);

      // clamd comes back while the next upload waits: it is scanned then and kept.
      setTimeout(() => symlinkSync(clamd.socket, away), 400);
      const kept = await upload(waiting, applicant, { orderId: openOrder, docName: 'AUPASSPORT', file: { bytes: pngFile(), name: 'p.png', type: 'image/png' } });
      expect(kept.statusCode).toBe(200);
      expect(heldFiles(waiting)).toEqual([...filesAfterRefusal, kept.json().location].sort());
    } finally {
      await waiting.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('encryption at rest', () => {
  it('on disk: the stored bytes are not the file, the download gives the file, a wrong FILE_KEY fails closed', async () => {
    const t = await createTestApp();
    try {
      const { applicant } = await t.signInDemo('applicant');
      const own = await applicantOrders(t);
      const orderId = own.find((o) => o.status === 'Open' && o.services.join() === 'PC,RC')!.id;
      const bytes = pngFile(200_000);
      const response = await upload(t, applicant.token, { orderId, docName: 'AUPASSPORT', file: { bytes, name: 'p.png', type: 'image/png' } });
      expect(response.statusCode).toBe(200);
      const { location } = response.json();
      const stored = readFileSync(path.join(t.config.dataDir, 'uploads', location));
      expect(stored.includes(bytes.subarray(0, 8))).toBe(false);
      expect(stored.includes(bytes.subarray(100_000, 100_064))).toBe(false);
      const back = await download(t, applicant.token, location);
      expect(back.statusCode).toBe(200);
      expect(back.headers['content-length']).toBe(String(bytes.length));
      expect(back.rawPayload.equals(bytes)).toBe(true);

      // The same files and database, another FILE_KEY: an error, never the stored bytes or a guess.
      const wrong = await createTestApp({ dataDir: t.config.dataDir, fileKey: 'another key' });
      try {
        // The wrong-key app has its own copy of the seeded database: the row is written there too.
        const [row] = await t.database.db.select().from(orderDocuments).where(eq(orderDocuments.location, location));
        const { id: _id, ...copy } = row;
        await wrong.database.db.insert(orderDocuments).values(copy);
        const { applicant: again } = await wrong.signInDemo('applicant');
        const refused = await download(wrong, again.token, location);
        expect(refused.statusCode).toBe(500);
        expect(refused.json().errorMessage).toBe(FILE_UNREADABLE);
        expect(refused.rawPayload.includes(bytes.subarray(0, 8))).toBe(false);
      } finally {
        await wrong.close();
      }
    } finally {
      await t.close();
    }
  });

  describe('in the S3 bucket', () => {
    const BUCKET = 'sealed-files';
    let bucket: BucketServer;
    let admin: S3Client;
    beforeAll(async () => {
      bucket = await startBucketServer(BUCKET);
      admin = new S3Client({ endpoint: bucket.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    });
    afterAll(async () => {
      admin?.destroy();
      await bucket?.stop();
    });

    it('the object is not the file, the download gives the file, and rotate-keys rewraps with the files still read', async () => {
      const s3Url = `http://S3RVER:S3RVER@${bucket.endpoint.slice('http://'.length)}/${BUCKET}/portal`;
      const t = await createTestApp({ s3Url });
      try {
        const { applicant } = await t.signInDemo('applicant');
        const own = await applicantOrders(t);
        const orderId = own.find((o) => o.status === 'Open' && o.services.join() === 'PC,RC')!.id;
        const bytes = await pdfFile('Passport scan, sealed in the bucket');
        const response = await upload(t, applicant.token, { orderId, docName: 'AUPASSPORT', file: { bytes, name: 'p.pdf', type: 'application/pdf' } });
        expect(response.statusCode).toBe(200);
        const { location } = response.json();
        const object = await admin.send(new GetObjectCommand({ Bucket: BUCKET, Key: `portal/${location}` }));
        const stored = Buffer.from(await object.Body!.transformToByteArray());
        expect(stored.includes(Buffer.from('%PDF-'))).toBe(false);
        expect((await download(t, applicant.token, location)).rawPayload.equals(bytes)).toBe(true);

        // A plain object from before encryption, beside it.
        const legacy = pngFile(3000);
        const legacyName = `${'a'.repeat(32)}.png`;
        await admin.send(new PutObjectCommand({ Bucket: BUCKET, Key: `portal/${legacyName}`, Body: legacy }));

        // Rotation: FILE_KEY is the new key, the old one in FILE_KEY_PREVIOUS.
        const rotated = createFileStore({ dataDir: t.config.dataDir, s3Url, fileKey: 'the new file key', fileKeysPrevious: [t.config.fileKey!] });
        const report = await rotateFileKeys(rotated);
        expect(report).toEqual({ rewrapped: 1, sealed: 1, current: 0, failed: [] });
        expect(await rotateFileKeys(rotated)).toEqual({ rewrapped: 0, sealed: 0, current: 2, failed: [] });
        const listed = await admin.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'portal/' }));
        // Nothing left under incoming/.
        expect((listed.Contents ?? []).map((o) => o.Key).sort()).toEqual([`portal/${legacyName}`, `portal/${location}`].sort());
        await rotated.close();

        // Under the new key alone every file reads; under the old key alone the rewrapped ones do not.
        const onlyNew = createFileStore({ dataDir: t.config.dataDir, s3Url, fileKey: 'the new file key' });
        const onlyOld = createFileStore({ dataDir: t.config.dataDir, s3Url, fileKey: t.config.fileKey });
        try {
          const readBack = async (store: typeof onlyNew, name: string) => {
            const file = await store.open(name);
            const chunks: Buffer[] = [];
            for await (const chunk of file!.stream) chunks.push(chunk as Buffer);
            return Buffer.concat(chunks);
          };
          expect((await readBack(onlyNew, location)).equals(bytes)).toBe(true);
          expect((await readBack(onlyNew, legacyName)).equals(legacy)).toBe(true);
          await expect(onlyOld.open(location)).rejects.toMatchObject({ statusCode: 500, message: FILE_UNREADABLE });
        } finally {
          await onlyNew.close();
          await onlyOld.close();
        }
      } finally {
        await t.close();
      }
    });
  });

  it('rotate-keys on disk rewraps the seeded files and seals a plain one from before; all read under the new key alone', async () => {
    const t = await createTestApp();
    const dataDir = t.config.dataDir;
    const oldKey = t.config.fileKey!;
    try {
      const before = heldFiles(t);
      expect(before.length).toBeGreaterThan(0);
      const legacyName = `${'b'.repeat(32)}.png`;
      const legacy = pngFile(1000);
      writeFileSync(path.join(dataDir, 'uploads', legacyName), legacy);
      const store = createFileStore({ dataDir, fileKey: 'rotated disk key', fileKeysPrevious: [oldKey] });
      expect(await rotateFileKeys(store)).toEqual({ rewrapped: before.length, sealed: 1, current: 0, failed: [] });
      expect(heldFiles(t)).toEqual([...before, legacyName].sort());
      expect(readFileSync(path.join(dataDir, 'uploads', legacyName)).includes(legacy.subarray(0, 8))).toBe(false);

      const onlyNew = createFileStore({ dataDir, fileKey: 'rotated disk key' });
      const onlyOld = createFileStore({ dataDir, fileKey: oldKey });
      for (const name of heldFiles(t)) {
        const file = await onlyNew.open(name);
        const chunks: Buffer[] = [];
        for await (const chunk of file!.stream) chunks.push(chunk as Buffer);
        expect(Buffer.concat(chunks).length, name).toBe(file!.sizeBytes);
        await expect(onlyOld.open(name), name).rejects.toMatchObject({ statusCode: 500, message: FILE_UNREADABLE });
      }
      const legacyBack = await onlyNew.open(legacyName);
      const chunks: Buffer[] = [];
      for await (const chunk of legacyBack!.stream) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(legacy)).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('scanning settings', () => {
  it('a deployment (REQUIRE_SCAN, on with NODE_ENV=production) refuses to start without a clamd; a laptop keeps uploads unscanned', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).requireScan).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', REQUIRE_SCAN: 'off' }).requireScan).toBe(false);
    expect(loadConfig({}).requireScan).toBe(false);
    expect(() => uploadScanning(loadConfig({ REQUIRE_SCAN: '1' }))).toThrow(/REQUIRE_SCAN is on .* no clamd is configured/);
    expect(uploadScanning(loadConfig({})).scanner).toBeNull();
    expect(uploadScanning(loadConfig({ REQUIRE_SCAN: '1', CLAMD_HOST: '127.0.0.1:3310' })).scanner?.description).toBe('clamd at 127.0.0.1:3310');
  });

  it('reads CLAMD_SOCKET or CLAMD_HOST, one of them, and says what is wrong', () => {
    expect(loadConfig({ CLAMD_SOCKET: '/run/clamav/clamd.ctl' }).clamd).toEqual({ socket: '/run/clamav/clamd.ctl' });
    expect(loadConfig({ CLAMD_HOST: 'scanner.internal:3310' }).clamd).toEqual({ host: 'scanner.internal', port: 3310 });
    expect(loadConfig({ CLAMD_HOST: '[::1]:3310' }).clamd).toEqual({ host: '::1', port: 3310 });
    expect(() => loadConfig({ CLAMD_HOST: 'scanner.internal' })).toThrow(/CLAMD_HOST is host:port/);
    expect(() => loadConfig({ CLAMD_SOCKET: '/a', CLAMD_HOST: 'b:1' })).toThrow(/give one of them/);
    expect(() => loadConfig({ REQUIRE_SCAN: 'maybe' })).toThrow(/REQUIRE_SCAN is on or off/);
    expect(() => loadConfig({ SCAN_WAIT_SECONDS: '-1' })).toThrow(/SCAN_WAIT_SECONDS/);
    expect(loadConfig({ FILE_KEY_PREVIOUS: ' old1, old2 ,' }).fileKeysPrevious).toEqual(['old1', 'old2']);
  });
});
