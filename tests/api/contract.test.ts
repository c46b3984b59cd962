// The contract as a whole: every registered API route is a declared one with an access policy, appears in the
// OpenAPI document with its response schema, and refuses every demo user it is not for, and every foreign id, with
// 401/403/404 and nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, isPublic, type Access, type IdAt, type RouteKey, type SignedInAccess } from '../../schemas/api';
import { createTestApp, type TestApp } from './harness';
import { demoWorld, fingerprint, headersOf, type DemoUser } from './contract-world';

let t: TestApp;
let world: DemoUser[];
beforeAll(async () => {
  t = await createTestApp();
  world = await demoWorld(t);
});
afterAll(() => t.close());

const declared = Object.keys(contract) as RouteKey[];
/** ':userId' -> '{userId}', as OpenAPI writes paths. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('the declared contract', () => {
  it('registers every API route from a declaration with an access policy, and nothing else', () => {
    const apiRoutes = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
    const withoutPolicy = apiRoutes.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.url}`);
    expect(withoutPolicy).toEqual([]);
    const registered = apiRoutes.map((r) => `${r.method} ${r.url.slice('/api'.length)}`).sort();
    expect(registered).toEqual([...declared].sort());
  });

  it('serves the OpenAPI 3 document with every route and its response schema', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const key of declared) {
      const [method, path] = key.split(' ');
      const operation = doc.paths[`/api${openApiPath(path)}`]?.[method.toLowerCase()];
      expect(operation, key).toBeDefined();
      const success = operation.responses['200'] ?? operation.responses['204'];
      // A 204 answer has no body to describe (sign-out, discarding a designer draft).
      const noContent = operation.responses['200'] === undefined && operation.responses['204'] !== undefined;
      expect(success?.content ?? (noContent ? {} : undefined), key).toBeDefined();
      expect(operation.responses['4XX'] ?? operation.responses['4xx'], key).toBeDefined();
      // The policy travels with the operation: signed-in calls say so.
      expect(Boolean(operation.security), key).toBe(!isPublic(contract[key].access));
    }
  });

  it('shows the contract as a readable page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    for (const key of declared) expect(response.body).toContain(`/api${key.split(' ')[1]}`);
    expect(response.body).toContain('client users need Full view');
  });

  it('never sends a field the contract does not declare (a password hash cannot leak)', async () => {
    const client = world.find((u) => u.username === 'client')!;
    const response = await t.app.inject({ method: 'GET', url: `/api/orders/${client.userId}`, headers: headersOf(client) });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/password|argon2|applicant_user_id|requestKey/i);
  });
});

/** A request to `key` as `user`, naming `foreign` at the given location (and the user's own values elsewhere). */
function requestFor(key: RouteKey, user: DemoUser | null, foreignAt: IdAt | null, foreignValue: unknown) {
  const [method, path] = key.split(' ');
  const access: Access = contract[key].access;
  const own: Record<string, unknown> = {};
  if (!isPublic(access) && user) {
    const ownValue: Record<keyof Omit<SignedInAccess, 'kinds' | 'fullView' | 'stages'>, unknown> = {
      self: user.userId,
      company: user.clientId ?? 1,
      client: user.clientId ?? 1,
      order: user.ownOrderId,
      anyOrder: user.ownOrderId,
      file: user.foreignFile,
    };
    for (const rule of ['self', 'company', 'client', 'order', 'anyOrder', 'file'] as const) {
      const at = access[rule];
      if (at) own[at] = ownValue[rule];
    }
  }
  if (foreignAt) own[foreignAt] = foreignValue;
  const body: Record<string, unknown> = {};
  let url = path;
  for (const [at, value] of Object.entries(own)) {
    const [where, name] = at.split('.');
    if (where === 'params') url = url.replace(`:${name}`, String(value));
    else if (where === 'body') body[name] = value;
  }
  // Parameters no rule names still need a well-formed value to reach the guard.
  url = url.replace(/:(\w+)/g, (_m, name: string) => (name === 'clientKey' ? 'harbour-health' : '1'));
  if (key === 'POST /utilities/upload_image') return multipartUpload(user, String(own['multipart.orderId'] ?? 1));
  if (key === 'POST /utilities/upload_image_edit') {
    return multipartUpload(user, String(own['multipart.orderId'] ?? 1), { url: '/api/utilities/upload_image_edit', orderField: 'orderId' });
  }
  if (key === 'POST /backoffice/results') {
    return multipartUpload(user, String(own['multipart.orderID'] ?? 1), { url: '/api/backoffice/results', orderField: 'orderID' });
  }
  return {
    method: method as 'GET' | 'POST',
    url: `/api${url}`,
    headers: headersOf(user),
    ...(method === 'GET' ? {} : { payload: body }),
  };
}

function multipartUpload(user: DemoUser | null, orderId: string, target = { url: '/api/utilities/upload_image', orderField: 'orderId' }) {
  const boundary = 'matrixboundary';
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const payload =
    part(target.orderField, orderId) +
    part('docName', 'Australian passport') +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n` +
    '\x89PNG\r\n\x1a\n0000\r\n' +
    `--${boundary}--\r\n`;
  return {
    method: 'POST' as const,
    url: target.url,
    headers: { ...headersOf(user), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  };
}

describe('the access matrix: every route x every demo user', () => {
  it('refuses callers a route is not for, and every foreign id, with 401/403/404 and changes nothing', async () => {
    const before = await fingerprint(t);
    const failures: string[] = [];
    const expectRefused = async (what: string, request: ReturnType<typeof requestFor>, allowed: number[]) => {
      const response = await t.app.inject(request);
      if (!allowed.includes(response.statusCode)) failures.push(`${what}: ${response.statusCode} ${response.body.slice(0, 120)}`);
    };

    for (const key of declared) {
      const access: Access = contract[key].access;
      if (isPublic(access)) continue;
      await expectRefused(`${key} anonymous`, requestFor(key, null, null, null), [401]);
      for (const user of world) {
        const who = `${key} as ${user.username}`;
        if (!access.kinds.includes(user.kind)) {
          await expectRefused(`${who} (kind)`, requestFor(key, user, null, null), [403]);
          continue;
        }
        if (access.fullView && !user.fullView) {
          await expectRefused(`${who} (Restricted view)`, requestFor(key, user, null, null), [403]);
          continue;
        }
        const others = world.filter((u) => u !== user);
        if (access.self) await expectRefused(`${who} foreign user`, requestFor(key, user, access.self, others[0].userId), [403]);
        if (access.company) {
          await expectRefused(`${who} foreign company`, requestFor(key, user, access.company, user.foreignClientId), [403]);
        }
        if (access.client) {
          await expectRefused(`${who} foreign client`, requestFor(key, user, access.client, user.foreignClientId), [403]);
        }
        if (access.order) await expectRefused(`${who} foreign order`, requestFor(key, user, access.order, user.foreignOrderId), [404]);
        // Back-office calls name any client's order: only an order that does not exist is refused.
        if (access.anyOrder) await expectRefused(`${who} missing order`, requestFor(key, user, access.anyOrder, user.foreignOrderId), [404]);
        if (access.file) await expectRefused(`${who} foreign file`, requestFor(key, user, access.file, user.foreignFile), [404]);
      }
    }
    expect(failures).toEqual([]);
    expect(await fingerprint(t)).toEqual(before);
  });
});
