// The contract describes itself: GET /api/docs/json is the OpenAPI 3 document @fastify/swagger builds from the
// declared schemas; GET /api/docs is the same contract as a page a person can read (no script, so the portal's
// Content-Security-Policy holds).
import type { FastifyInstance } from 'fastify';
import { contract, type RouteKey } from '../../schemas/api';
import { describeAccess, type Handlers } from '../contract';
import type { docsRoutes } from '../../schemas/api/docs';

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

const block = (title: string, schema: unknown) =>
  schema === undefined ? '' : `<details><summary>${title}</summary><pre>${escape(JSON.stringify(schema, null, 2))}</pre></details>`;

function docsPage(): string {
  const rows = (Object.keys(contract) as RouteKey[]).map((key) => {
    const spec = contract[key] as (typeof contract)[RouteKey] & Record<string, unknown>;
    const [method, path] = key.split(' ');
    return `<section id="${escape(key.replace(/[^a-z0-9]+/gi, '-'))}">
<h2><span class="method">${method}</span> <code>/api${escape(path)}</code></h2>
<p>${escape(spec.summary)}</p>
<p class="access">${escape(describeAccess(spec))}</p>
${block('Path parameters', spec.params)}${block('Body', spec.body)}${block('Multipart fields', spec.multipart)}${block('Answers', spec.response)}
</section>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>ClearCheck API contract</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 0 auto; padding: 1rem; color: #1c2024; }
section { border-top: 1px solid #d9d9e0; padding: 0.5rem 0; }
h2 { font-size: 1.05rem; margin: 0.5rem 0; overflow-wrap: anywhere; }
.method { display: inline-block; min-width: 3.5rem; font-weight: 700; color: #0d4f9e; }
.access { color: #60646c; font-size: 0.9rem; }
pre { background: #f0f0f3; padding: 0.5rem; overflow-x: auto; font-size: 0.8rem; }
</style></head><body><main>
<h1>ClearCheck API contract</h1>
<p>Every call of the portal under <code>/api</code>, who may make it, and what it takes and answers. Calls that are
not public take <code>Authorization: Bearer &lt;token&gt;</code> from <code>POST /api/auth/login</code>. Errors answer
<code>{ statusCode, error, errorMessage }</code>. The same contract as OpenAPI 3: <a href="/api/docs/json">/api/docs/json</a>.</p>
${rows.join('\n')}
</main></body></html>`;
}

export function docsHandlers(app: FastifyInstance): Handlers<typeof docsRoutes> {
  const page = docsPage();
  return {
    'GET /docs/json': async (_request, reply) => reply.type('application/json; charset=utf-8').send(JSON.stringify(app.swagger())),
    'GET /docs': async (_request, reply) => reply.type('text/html; charset=utf-8').send(page),
  };
}
