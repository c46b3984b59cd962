// What the server does for the browser beyond the contract: compressed API answers, and the built portal (vite
// build output, precompressed by scripts/precompress.mjs) with client-side routing.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';

/**
 * The content types compressed on the fly: JSON (application/json, application/problem+json...) and text (text/html
 * of the docs page, CSV exports). @fastify/compress also compresses what mime-db calls compressible; PDFs and
 * images (the application PDF, download_image) are not, so files that are compressed already go out as they are.
 */
const COMPRESSIBLE = /^(?:application\/(?:[\w.-]+\+)?json|text\/[\w.+-]+)\s*(?:;|$)/i;

/** Answers shorter than this (bytes) go out uncompressed. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Registers @fastify/compress for every route registered after it: brotli (preferred) or gzip, per Accept-Encoding,
 * for answers of at least 1 KB (below that the headers and the CPU cost more than they save). Brotli at quality 4,
 * the plugin's default for answers made per request (11 is for build time). Request bodies are not decompressed:
 * the portal never sends compressed bodies, so a Content-Encoding on a request is refused by the parsers as before.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    customTypes: COMPRESSIBLE,
    globalDecompression: false,
  });
}

/** The portal is private: every crawler is asked to stay out of all of it (SEO is not a goal). */
export const ROBOTS_TXT = 'User-agent: *\nDisallow: /\n';

/**
 * Answers /robots.txt from the server itself, whether or not the built web app is served: without it the client-side
 * routing fallback answered the app's HTML, which a crawler reads as "no rules".
 */
export function registerRobots(app: FastifyInstance): void {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(ROBOTS_TXT),
  );
}

/**
 * The Content-Security-Policy sources (`'sha256-...'`) of the inline scripts in the built portal's index.html, for
 * script-src: the build writes the route preloads into the page itself (scripts/vite-route-preload.ts), a request
 * fewer on every first visit, and a policy of `'self'` alone would block them. Only these exact scripts are allowed
 * (a hash names one text), so the policy still runs no script injected into a page. Read when the server starts, as
 * the rest of the policy is built: `npm start` builds first; a build made while the server runs is served at once
 * but its preloads are blocked (the page still works, only later) until the server restarts. No index.html: none.
 */
export function inlineScriptSources(webRoot: string | undefined): string[] {
  const file = webRoot && path.join(webRoot, 'index.html');
  if (!file || !existsSync(file)) return [];
  const html = readFileSync(file, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, text]) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
  );
}

/** Vite's content-hashed output: a new build gives new names, so these never change. */
const isHashedAsset = (url: string) => url.startsWith('/assets/');

/**
 * Serves the built portal from `webRoot` beside the API, when it holds an index.html (returns whether it did):
 * - files as built, or their `.br` / `.gz` sibling when the browser accepts it (`preCompressed`; Vary: Accept-Encoding);
 * - hashed assets (/assets/) cached for a year, immutable; everything else (index.html above all) revalidated on
 *   every use, so a new build is picked up at once;
 * - client-side routing: any other GET or HEAD outside /api and /assets answers index.html; a missing asset is a
 *   404, never index.html under an immutable cache header.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<boolean> {
  if (!existsSync(path.join(webRoot, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The cache headers are set below, per file.
    cacheControl: false,
    setHeaders(reply) {
      reply.header(
        'cache-control',
        isHashedAsset(reply.request.url) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isHashedAsset(request.url)) {
      return reply.status(404).send({ statusCode: 404, error: 'Request Error', errorMessage: 'Not found.' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return true;
}
