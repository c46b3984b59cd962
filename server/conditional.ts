// Conditional GETs for the read-mostly lists (GET /orders, GET /services): a weak ETag computed from a cheap summary
// of what the answer depends on, `If-None-Match` answered with 304 and no body, and `Cache-Control: private, no-cache`
// so the browser keeps the answer but asks every time (SWR's fetch revalidates through the browser cache for free).
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Private to the signed-in user, and always revalidated: a cached list is never shown without asking. */
export const REVALIDATE = 'private, no-cache';

/**
 * A weak ETag naming the parts the answer depends on. Hashed, so the header shows no ids or counts; weak, because it
 * names the content (the same rows and flags), not the bytes (compression, JSON formatting).
 */
export function weakEtag(...parts: ReadonlyArray<string | number | boolean | null>): string {
  return `W/"${createHash('sha1').update(parts.join('\u001f')).digest('base64url')}"`;
}

/** Whether If-None-Match names this ETag (weak comparison, RFC 9110 13.1.2: a list, `*`, W/ prefixes ignored). */
export function noneMatch(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const opaque = etag.startsWith('W/') ? etag.slice(2) : etag;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || (tag.startsWith('W/') ? tag.slice(2) : tag) === opaque;
  });
}

/** Sets the validators every answer of the list carries, the 304 too. */
export function setValidators(reply: FastifyReply, etag: string): FastifyReply {
  return reply.header('etag', etag).header('cache-control', REVALIDATE);
}

/** 304 Not Modified: no body, the validators again (RFC 9110 15.4.5). */
export function notModified(reply: FastifyReply, etag: string): FastifyReply {
  return setValidators(reply, etag).code(304).send();
}
