// The JobAdder link (issue 14, Third Parties) against oauth2-mock-server as the issuer: the authorisation address,
// the round trip (authorize redirects back with a code and the state; the code is exchanged by openid-client), the
// refresh token kept encrypted and never sent to a browser, its refresh, and the refusals: a wrong state, a refused
// code, a user who may not link, a server without a client id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { jobAdderLinks } from '../../server/db/schema';
import { createFieldCipher } from '../../server/field-cipher';
import { fieldSecret } from '../../server/secret';
import { JobAdderClient } from '../../server/integrations/jobadder';
import { bearer, createTestApp, type TestApp } from './harness';
import { fingerprint } from './contract-world';

let issuer: OAuth2Server;
let t: TestApp;
const session: Record<string, { token: string; userId: number }> = {};
/** Refresh tokens the mock issued, newest last. */
const issued: string[] = [];

beforeAll(async () => {
  issuer = new OAuth2Server();
  await issuer.issuer.keys.generate('RS256');
  await issuer.start(0, '127.0.0.1');
  issuer.service.on('beforeResponse', (response: { body: Record<string, unknown> }) => {
    if (typeof response.body.refresh_token === 'string') issued.push(response.body.refresh_token);
  });
  const url = issuer.issuer.url!;
  t = await createTestApp({
    jobAdder: { clientId: 'portal-test', clientSecret: 'portal-secret', authorizeUrl: `${url}/authorize`, tokenUrl: `${url}/token` },
  });
  Object.assign(session, await t.signInDemo('client', 'viewer', 'applicant'));
}, 180_000);
afterAll(async () => {
  await t.close();
  await issuer.stop();
});

const info = async (username: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/job-adder', headers: bearer(session[username].token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { configured: boolean; linked: boolean; linkedAt: string; authorizeUrl: string };
};
const auth = (payload: object, username = 'client') =>
  t.app.inject({ method: 'POST', url: '/api/job-adder/auth', headers: bearer(session[username].token), payload });

/** What the user's browser does at the authorize URL: the issuer redirects back to the portal with code and state. */
async function authorize(authorizeUrl: string): Promise<{ code: string; state: string; returnTo: string }> {
  const response = await fetch(authorizeUrl, { redirect: 'manual' });
  const back = new URL(response.headers.get('location')!);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, returnTo: `${back.origin}${back.pathname}` };
}

describe('the JobAdder link', () => {
  it('offers the authorisation address with the client id, the return page, the scopes and a state of this session', async () => {
    const before = await info('client');
    expect(before).toMatchObject({ configured: true, linked: false, linkedAt: '' });
    const url = new URL(before.authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${issuer.issuer.url}/authorize`);
    expect(url.searchParams.get('client_id')).toBe('portal-test');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.config.publicUrl}/jobAdderOAuthHandler`);
    expect(url.searchParams.get('scope')).toBe('read write offline_access');
    // Bound to the session: another session (the viewer's) gets another state.
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new URL((await info('viewer')).authorizeUrl).searchParams.get('state')).not.toBe(url.searchParams.get('state'));
  });

  it('refuses a state from another session and a code the issuer refuses, storing nothing', async () => {
    const before = await fingerprint(t);
    const viewerStart = await authorize((await info('viewer')).authorizeUrl);
    const wrongState = await auth({ authCode: viewerStart.code, state: viewerStart.state });
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json().errorMessage).toBe('The authorisation was not started in this session: open Third Parties and try again.');

    const start = await authorize((await info('client')).authorizeUrl);
    issuer.service.once('beforeResponse', (response: { body: unknown; statusCode: number }) => {
      response.body = { error: 'invalid_grant', error_description: 'The code has expired.' };
      response.statusCode = 400;
    });
    const refused = await auth({ authCode: start.code, state: start.state });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorMessage).toBe('JobAdder refused the authorisation (invalid_grant).');
    expect(await fingerprint(t)).toEqual(before);
    expect((await info('client')).linked).toBe(false);
  });

  it('is for client users with Full view only', async () => {
    const start = await authorize((await info('viewer')).authorizeUrl);
    expect((await auth({ authCode: start.code, state: start.state }, 'viewer')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/job-adder', headers: bearer(session.applicant.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/job-adder' })).statusCode).toBe(401);
    expect((await auth({ authCode: '', state: start.state })).statusCode).toBe(400);
  });

  it('links on the round trip, keeps the refresh token encrypted, tells the browser only that it is linked, and refreshes it', async () => {
    const start = await authorize((await info('client')).authorizeUrl);
    expect(start.returnTo).toBe(`${t.config.publicUrl}/jobAdderOAuthHandler`);
    const linked = await auth({ authCode: start.code, state: start.state });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toEqual({ message: 'JobAdder OAuth Successfully completed' });

    const refreshToken = issued.at(-1)!;
    const [row] = await t.database.db.select().from(jobAdderLinks);
    expect(row.linkedByUserId).toBe(session.client.userId);
    expect(row.refreshToken).not.toContain(refreshToken);
    const cipher = createFieldCipher(fieldSecret(t.config.dataDir, t.config.fieldKey));
    expect(cipher.open(row.refreshToken)).toBe(refreshToken);

    const response = await t.app.inject({ method: 'GET', url: '/api/job-adder', headers: bearer(session.viewer.token) });
    expect(response.body).not.toContain(refreshToken);
    expect(response.json()).toMatchObject({ configured: true, linked: true, linkedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });

    // Using the link exchanges the kept refresh token; the rotated one JobAdder returns is kept in its place.
    const client = new JobAdderClient(t.config.jobAdder, t.config.publicUrl, 'unused', cipher);
    const accessToken = await client.accessToken(t.database.db, row.clientId, new Date());
    expect(accessToken).toEqual(expect.any(String));
    const [after] = await t.database.db.select().from(jobAdderLinks).where(eq(jobAdderLinks.clientId, row.clientId));
    expect(cipher.open(after.refreshToken)).toBe(issued.at(-1));
    expect(after.refreshedAt).not.toBeNull();
  });
});

describe('without a JobAdder client id', () => {
  it('says the integration is not configured and refuses to link', async () => {
    const bare = await createTestApp({ jobAdder: { authorizeUrl: 'https://id.jobadder.com/connect/authorize', tokenUrl: 'https://id.jobadder.com/connect/token' } });
    try {
      const { token } = await bare.signIn('client', 'Client#2026');
      const response = await bare.app.inject({ method: 'GET', url: '/api/job-adder', headers: bearer(token) });
      expect(response.json()).toEqual({ configured: false, linked: false, linkedAt: '', authorizeUrl: '' });
      const refused = await bare.app.inject({ method: 'POST', url: '/api/job-adder/auth', headers: bearer(token), payload: { authCode: 'x', state: 'y' } });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errorMessage).toBe('The JobAdder integration is not configured.');
    } finally {
      await bare.close();
    }
  }, 180_000);
});
