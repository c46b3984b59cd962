// HTTPS served by the portal itself (server/tls.ts): with TLS_CERT_FILE and TLS_KEY_FILE a browser speaks HTTP/2 to
// it (the API, compressed answers, the built web app from its precompressed files) and an HTTP/1.1-only client is
// still answered; without them it is plain HTTP as before.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createTestApp, type TestApp } from './harness';

const certFile = path.resolve(import.meta.dirname, '../fixtures/tls/localhost.crt');
const keyFile = path.resolve(import.meta.dirname, '../fixtures/tls/localhost.key');
const ca = readFileSync(certFile);

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: Buffer;
}

function h2Request(origin: string, method: string, url: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(origin, { ca });
    session.on('error', reject);
    const stream = session.request({ ':method': method, ':path': url, ...headers });
    const chunks: Buffer[] = [];
    let answer: Record<string, unknown> = {};
    stream.on('response', (h) => (answer = h));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      session.close();
      resolve({ status: Number(answer[':status']), headers: answer, body: Buffer.concat(chunks) });
    });
    stream.on('error', reject);
    stream.end(body);
  });
}

function http1Get(origin: string, url: string): Promise<Answer & { httpVersion: string }> {
  return new Promise((resolve, reject) => {
    https
      .get(`${origin}${url}`, { ca }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks), httpVersion: response.httpVersion }),
        );
      })
      .on('error', reject);
  });
}

describe('the portal over HTTPS (TLS_CERT_FILE, TLS_KEY_FILE)', () => {
  let t: TestApp;
  let origin: string;
  let webRoot: string;
  const script = 'export const answer = 42;\n'.repeat(200);

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(os.tmpdir(), 'portal-tls-web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>ClearCheck</title>');
    writeFileSync(path.join(webRoot, 'assets', 'entry-abc123.js'), script);
    writeFileSync(path.join(webRoot, 'assets', 'entry-abc123.js.br'), brotliCompressSync(script));
    t = await createTestApp({ ...loadConfig({ TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile }), dataDir: mkdtempSync(path.join(os.tmpdir(), 'portal-tls-')) }, { webRoot });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    origin = `https://localhost:${address.port}`;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('answers HTTP/2: the API, a sign-in with its JSON body, and compressed answers', async () => {
    const ready = await h2Request(origin, 'GET', '/api/ready');
    expect(ready.status).toBe(200);

    const login = await h2Request(
      origin,
      'POST',
      '/api/auth/login',
      { 'content-type': 'application/json' },
      JSON.stringify({ username: 'applicant', password: 'Applicant#2026' }),
    );
    expect(login.status).toBe(200);
    expect(JSON.parse(login.body.toString()).token.access_token).toEqual(expect.any(String));
    // The security headers are set on HTTP/2 answers too.
    expect(login.headers['content-security-policy']).toMatch(/default-src 'self'/);

    const docs = await h2Request(origin, 'GET', '/api/docs/json', { 'accept-encoding': 'br' });
    expect(docs.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(docs.body).toString()).openapi).toBe('3.0.3');
  });

  it('serves the built web app over HTTP/2 from its precompressed files, and the page for any portal address', async () => {
    const asset = await h2Request(origin, 'GET', '/assets/entry-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.body).toString()).toBe(script);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const page = await h2Request(origin, 'GET', '/admin/home');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<title>ClearCheck</title>');
  });

  it('still answers a client that speaks only HTTP/1.1', async () => {
    const ready = await http1Get(origin, '/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.httpVersion).toBe('1.1');
  });
});

describe('the TLS settings', () => {
  it('are both files or neither; with them the emails link to https', () => {
    expect(loadConfig({}).tls).toBeUndefined();
    expect(loadConfig({}).publicUrl).toBe('http://localhost:8080');
    const config = loadConfig({ TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile });
    expect(config.tls).toEqual({ certFile, keyFile });
    expect(config.publicUrl).toBe('https://localhost:8080');
    expect(() => loadConfig({ TLS_CERT_FILE: certFile })).toThrow('TLS_CERT_FILE and TLS_KEY_FILE go together');
    expect(() => loadConfig({ TLS_KEY_FILE: keyFile })).toThrow('TLS_CERT_FILE and TLS_KEY_FILE go together');
  });
});
