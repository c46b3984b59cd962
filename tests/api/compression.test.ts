// Compression (server/web.ts): API answers compressed per request with brotli or gzip, files that are compressed
// already (PDF, images) and small answers left alone; the built portal served from its precompressed .br / .gz
// siblings with the right caching; and scripts/precompress.mjs writing those siblings.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptSources, registerCompression, registerRobots, registerWebApp, ROBOTS_TXT } from '../../server/web';
import { createTestApp, type TestApp } from './harness';

describe('the API, built by buildApp', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('answers /robots.txt (disallow all) even when it serves no web app', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toBe(ROBOTS_TXT);
    expect(robots.body).toMatch(/^User-agent: \*\nDisallow: \/$/m);
  });

  const docs = (acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url: '/api/docs/json', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('answers GET /api/docs/json brotli-compressed for accept-encoding br, gzip for gzip, the same JSON either way', async () => {
    const plain = await docs();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const document = plain.json();
    expect(document.openapi).toBe('3.0.3');
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);

    const br = await docs('br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(document);

    const gz = await docs('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(document);

    // A browser's usual header: brotli is preferred.
    expect((await docs('gzip, deflate, br, zstd')).headers['content-encoding']).toBe('br');
  });
});

describe('registerCompression', () => {
  let app: FastifyInstance;
  const bigJson = { rows: Array.from({ length: 200 }, (_, i) => ({ orderId: i, status: 'In progress', client: 'Harbour Health' })) };
  const pdfBytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(50_000, 'a')]);

  beforeAll(async () => {
    app = Fastify();
    await registerCompression(app);
    app.get('/big', async () => bigJson);
    app.get('/small', async () => ({ ok: true }));
    app.get('/text', async (_request, reply) => reply.type('text/csv; charset=utf-8').send('id,name\n'.repeat(500)));
    // As download_image and the application PDF send files: a stream with the file's type.
    app.get('/pdf', async (_request, reply) => reply.type('application/pdf').send(Readable.from([pdfBytes])));
    app.get('/png', async (_request, reply) => reply.type('image/png').send(Buffer.alloc(20_000, 1)));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, encoding = 'br, gzip') => app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

  it('compresses JSON and text answers over 1 KB', async () => {
    const big = await get('/big');
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString())).toEqual(bigJson);
    const gz = await get('/big', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(bigJson);
    const text = await get('/text');
    expect(text.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(text.rawPayload).toString()).toBe('id,name\n'.repeat(500));
  });

  it('leaves small answers, PDFs and images as they are', async () => {
    const small = await get('/small');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const pdf = await get('/pdf');
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.equals(pdfBytes)).toBe(true);
    const png = await get('/png');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.rawPayload.length).toBe(20_000);
  });

  it('does not compress for a client that accepts neither', async () => {
    const identity = await get('/big', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual(bigJson);
  });
});

describe('registerWebApp', () => {
  let root: string;
  let app: FastifyInstance;
  const script = `export const portal = ${JSON.stringify('x'.repeat(4000))};\n`;
  const brotliScript = brotliCompressSync(Buffer.from(script));
  const indexHtml = `<!doctype html><html><head><script type="module" src="/assets/app-1a2b3c.js"></script></head><body>${'<!-- -->'.repeat(300)}</body></html>`;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
    writeFileSync(path.join(root, 'index.html'), indexHtml);
    writeFileSync(path.join(root, 'index.html.br'), brotliCompressSync(Buffer.from(indexHtml)));
    writeFileSync(path.join(root, 'x.js'), script);
    writeFileSync(path.join(root, 'x.js.br'), brotliScript);
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'assets', 'app-1a2b3c.js'), script);
    writeFileSync(path.join(root, 'assets', 'app-1a2b3c.js.gz'), gzipSync(script));
    // Registered as buildApp does: compression first, so the two must not compress twice.
    app = Fastify();
    await registerCompression(app);
    registerRobots(app);
    expect(await registerWebApp(app, root)).toBe(true);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends x.js.br for x.js to a browser that accepts brotli', async () => {
    const response = await get('/x.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.equals(brotliScript)).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the file itself to a browser that accepts no encoding it has', async () => {
    const plain = await get('/x.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('caches hashed assets for a year and revalidates everything else', async () => {
    const asset = await get('/assets/app-1a2b3c.js', 'gzip');
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(asset.rawPayload).toString()).toBe(script);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/x.js', 'br')).headers['cache-control']).toBe('no-cache');
  });

  it('answers index.html (precompressed too) for the portal routes, and 404 for a missing asset', async () => {
    const route = await get('/orders/123', 'br');
    expect(route.statusCode).toBe(200);
    expect(route.headers['content-type']).toMatch(/^text\/html/);
    expect(route.headers['content-encoding']).toBe('br');
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(route.rawPayload).toString()).toBe(indexHtml);

    const missing = await get('/assets/app-000000.js', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control'] ?? '').not.toMatch(/immutable/);
    expect((await app.inject({ method: 'POST', url: '/orders/123' })).statusCode).toBe(404);
  });

  it("answers /robots.txt with a rule that disallows everything, not the app's HTML", async () => {
    const robots = await get('/robots.txt', 'br');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toBe('User-agent: *\nDisallow: /\n');
    expect(robots.body).not.toContain('<html');
  });

  it('is not registered for a folder without index.html', async () => {
    const other = Fastify();
    expect(await registerWebApp(other, path.join(root, 'assets'))).toBe(false);
    await other.close();
  });
});

describe('inlineScriptSources', () => {
  it("names each inline script of the built index.html by its text's sha256, as a browser checks it, and no script loaded from a file", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
    expect(inlineScriptSources(root)).toEqual([]);
    expect(inlineScriptSources(undefined)).toEqual([]);
    const preload = "\n(function () { document.title = 'é'; })();\n";
    writeFileSync(
      path.join(root, 'index.html'),
      `<!doctype html><html><head><script>${preload}</script>\n<script type="module" crossorigin src="/assets/index-a.js"></script></head><body></body></html>`,
    );
    // The hash of the element's text as UTF-8, base64: the form CSP's hash sources take (a changed byte is another script).
    const expected = `'sha256-${createHash('sha256').update(Buffer.from(preload, 'utf8')).digest('base64')}'`;
    expect(inlineScriptSources(root)).toEqual([expected]);
    writeFileSync(path.join(root, 'index.html'), `<script>${preload} </script>`);
    expect(inlineScriptSources(root)).not.toEqual([expected]);
    rmSync(root, { recursive: true, force: true });
  });
});

describe('scripts/precompress.mjs', () => {
  type Precompress = (root: string) => Promise<{ files: number; written: number; skipped: number }>;
  const loadPrecompress = async () =>
    ((await import(pathToFileURL(path.join(import.meta.dirname, '../../scripts/precompress.mjs')).href)) as { precompress: Precompress })
      .precompress;

  it('writes .br and .gz beside text files over 1 KB, only when smaller, and skips what is up to date', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
    mkdirSync(path.join(root, 'assets'));
    const js = 'console.log("portal");\n'.repeat(200);
    writeFileSync(path.join(root, 'assets', 'main-abc.js'), js);
    writeFileSync(path.join(root, 'assets', 'tiny.css'), 'body{margin:0}');
    writeFileSync(path.join(root, 'logo.png'), Buffer.alloc(5000, 7));
    // Random bytes do not compress: no variant is worth writing.
    writeFileSync(path.join(root, 'noise.txt'), Buffer.from(Array.from({ length: 4000 }, () => Math.floor(Math.random() * 256))));

    const precompress = await loadPrecompress();
    const first = await precompress(root);
    expect(brotliDecompressSync(readFileSync(path.join(root, 'assets', 'main-abc.js.br'))).toString()).toBe(js);
    expect(gunzipSync(readFileSync(path.join(root, 'assets', 'main-abc.js.gz'))).toString()).toBe(js);
    expect(existsSync(path.join(root, 'assets', 'tiny.css.br'))).toBe(false);
    expect(existsSync(path.join(root, 'logo.png.br'))).toBe(false);
    expect(existsSync(path.join(root, 'noise.txt.br'))).toBe(false);
    expect(first.written).toBe(2);

    const again = await precompress(root);
    expect(again.written).toBe(0);
    expect(again.skipped).toBe(2);
    rmSync(root, { recursive: true, force: true });
  });
});
