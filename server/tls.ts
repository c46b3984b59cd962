// HTTPS served by the portal itself (TLS_CERT_FILE, TLS_KEY_FILE), for a deployment without a TLS-terminating proxy.
// Browsers then speak HTTP/2 to it: every asset of a page travels on one connection instead of six HTTP/1.1
// connections taking turns, which on a phone's round trips is most of a signed-in page's first load (docs/performance.md,
// "26 Nov, afternoon: the HTTP/2 round"). Clients that only speak HTTP/1.1 (curl, health checks) are still answered.
import { readFileSync } from 'node:fs';
import type { Config } from './config';

/** Fastify's server options for the configured certificate; none (plain HTTP/1.1) without one. */
export function tlsServerOptions(tls: Config['tls']): { http2?: true; https?: { allowHTTP1: true; cert: Buffer; key: Buffer } } {
  if (!tls) return {};
  return { http2: true, https: { allowHTTP1: true, cert: readFileSync(tls.certFile), key: readFileSync(tls.keyFile) } };
}
