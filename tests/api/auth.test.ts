import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: unknown, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, remoteAddress });

describe('POST /auth/login', () => {
  it.each([
    ['applicant', 'Applicant#2026', '0', 'Olivia Nguyen'],
    ['client', 'Client#2026', /^[1-9]\d*$/, 'Hannah Price'],
    ['viewer', 'Viewer#2026', /^[1-9]\d*$/, 'Oscar Lee'],
    ['recruiter', 'Recruiter#2026', /^[1-9]\d*$/, 'Priya Sharma'],
  ])('signs in %s with userMaster and a token', async (username, password, clientID, fullName) => {
    const response = await login({ username, password }, `10.0.0.${username.length}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.userMaster.fullName).toBe(fullName);
    expect(body.userMaster.clientID).toMatch(clientID);
    expect(typeof body.userMaster.userID).toBe('number');
    expect(body.token.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('accepts surrounding spaces and any case in the username', async () => {
    const response = await login({ username: '  Client ', password: 'Client#2026' }, '10.0.1.1');
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const wrong = await login({ username: 'client', password: 'client#2026' }, '10.0.2.1');
    const unknown = await login({ username: 'nobody', password: 'Client#2026' }, '10.0.2.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().errorMessage).toBe('The username or password is incorrect.');
    expect(unknown.json().errorMessage).toBe('The username or password is incorrect.');
    expect(wrong.json().token).toBeUndefined();
  });

  it('refuses an empty body, missing fields and blank fields with a clear 400', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorMessage).toBeTruthy();

    const noPassword = await login({ username: 'client' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errorMessage).toBe('Password is required.');

    const blank = await login({ username: '   ', password: 'x' });
    expect(blank.statusCode).toBe(400);
  });

  it('refuses a body of the wrong type instead of coercing it', async () => {
    const numbers = await login({ username: 123, password: 456 });
    expect(numbers.statusCode).toBe(400);
    expect(numbers.json().errorMessage).toBe('Username must be text.');

    const array = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '["client","Client#2026"]',
    });
    expect(array.statusCode).toBe(400);

    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().errorMessage).toBeTruthy();
  });
});

describe('sessions', () => {
  it('refuses calls without a token, with a forged token and after sign-out', async () => {
    const { token, userId } = await t.signIn('viewer', 'Viewer#2026');
    const url = `/api/reports/dashboard_type/${userId}`;

    const none = await t.app.inject({ method: 'GET', url });
    expect(none.statusCode).toBe(401);

    const forged = await t.app.inject({ method: 'GET', url, headers: bearer(`${token.slice(0, -4)}AAAA`) });
    expect(forged.statusCode).toBe(401);

    expect((await t.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode).toBe(401);
  });

  it('expires a session after 29 idle minutes, and activity keeps it alive', async () => {
    const { token, userId } = await t.signIn('applicant', 'Applicant#2026');
    const call = () =>
      t.app.inject({ method: 'GET', url: `/api/reports/dashboard_type/${userId}`, headers: bearer(token) });

    t.clock.advanceMinutes(28);
    expect((await call()).statusCode).toBe(200);
    t.clock.advanceMinutes(28); // 56 minutes after sign-in, but only 28 idle
    expect((await call()).statusCode).toBe(200);
    t.clock.advanceMinutes(30);
    const expired = await call();
    expect(expired.statusCode).toBe(401);
    expect(expired.json().errorMessage).toBe('Your session has expired. Please sign in again.');
    // Once expired, it stays expired even if the caller comes back quickly.
    t.clock.advanceMinutes(-29);
    expect((await call()).statusCode).toBe(401);
    t.clock.advanceMinutes(29);
  });

  it('ends a session 12 hours after sign-in however active it is, though the token was accepted before', async () => {
    const { token, userId } = await t.signIn('viewer', 'Viewer#2026');
    const call = () => t.app.inject({ method: 'GET', url: `/api/reports/dashboard_type/${userId}`, headers: bearer(token) });
    // A call every 20 minutes for 11 hours 40 minutes: never idle, always accepted.
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      t.clock.advanceMinutes(20);
      expect((await call()).statusCode, `${minutes} minutes after sign-in`).toBe(200);
    }
    t.clock.advanceMinutes(20);
    expect((await call()).statusCode).toBe(401);
    t.clock.advanceMinutes(-12 * 60);
  });
});

describe('GET /reports/dashboard_type/{userId}', () => {
  it('answers the client dashboardInfo', async () => {
    const { token, userId } = await t.signIn('client', 'Client#2026');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/reports/dashboard_type/${userId}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      dashboardType: 'client',
      ShowClientName: '0',
      SearchClient: '0',
      ClientID: expect.stringMatching(/^\d+$/),
      ClientName: 'Harbour Health Group',
      LogoURL: '/logos/harbour-health.svg',
      AccessLevel: 'Full view',
    });
  });

  it("answers a Restricted view user's access level", async () => {
    const { token, userId } = await t.signIn('viewer', 'Viewer#2026');
    const response = await t.app.inject({ method: 'GET', url: `/api/reports/dashboard_type/${userId}`, headers: bearer(token) });
    expect(response.json()).toMatchObject({ dashboardType: 'client', AccessLevel: 'Restricted view' });
  });

  it('answers the recruiter flags and the individual kind', async () => {
    const recruiter = await t.signIn('recruiter', 'Recruiter#2026');
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/reports/dashboard_type/${recruiter.userId}`,
      headers: bearer(recruiter.token),
    });
    expect(r.json()).toMatchObject({ dashboardType: 'client', ShowClientName: '1', SearchClient: '1', ClientName: 'Talent Bridge Recruitment' });

    const applicant = await t.signIn('applicant', 'Applicant#2026');
    const a = await t.app.inject({
      method: 'GET',
      url: `/api/reports/dashboard_type/${applicant.userId}`,
      headers: bearer(applicant.token),
    });
    expect(a.json()).toMatchObject({ dashboardType: 'individual', ClientID: '0', AccessLevel: '' });
  });

  it("refuses another user's id with 403 and a malformed id with 400", async () => {
    const { token, userId } = await t.signIn('client', 'Client#2026');
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/reports/dashboard_type/${userId + 1}`,
      headers: bearer(token),
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().errorMessage).toBe('You may only act on your own account.');
    const malformed = await t.app.inject({ method: 'GET', url: '/api/reports/dashboard_type/abc', headers: bearer(token) });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('POST /auth/forgotPassword and password reset', () => {
  it('gives the same answer for known and unknown addresses, and mails only the known one', async () => {
    const before = t.mails.length;
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotPassword',
      payload: { email: 'Oscar.Lee@harbourhealth.com.au' },
      remoteAddress: '10.1.0.1',
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotPassword',
      payload: { email: 'nobody@example.com' },
      remoteAddress: '10.1.0.2',
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    await t.settle();
    expect(t.mails.length).toBe(before + 1);
    const mail = t.mails.at(-1)!;
    expect(mail.to).toBe('oscar.lee@harbourhealth.com.au');
    expect(mail.text).toContain('Your username is: viewer');
    expect(mail.text).toMatch(/\/resetpassword\?token=[\w-]{40,}/);
  });

  it('refuses an invalid or missing email with 400', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/auth/forgotPassword', payload: { email: 'not-an-email' } });
    expect(bad.statusCode).toBe(400);
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/forgotPassword', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorMessage).toBe('Email is required.');
  });

  it('sets a new password with the emailed link, once', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotPassword',
      payload: { email: 'jack.wilson@example.com.au' },
      remoteAddress: '10.1.1.1',
    });
    await t.settle();
    const token = /token=([\w-]+)/.exec(t.mails.at(-1)!.text)![1];

    // The page names the account before the password is chosen; asking uses nothing.
    const account = () => t.app.inject({ method: 'POST', url: '/api/auth/password/reset/account', payload: { resetToken: token } });
    for (let i = 0; i < 2; i++) expect((await account()).json()).toEqual({ username: 'jack.wilson' });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/password/reset/account', payload: { resetToken: 'x'.repeat(43) } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorMessage).toMatch(/expired or was already used/);

    const weak = await t.app.inject({ method: 'POST', url: '/api/auth/password/reset', payload: { resetToken: token, newPassword: 'password' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errorMessage).toBe('Your password does not meet the minimum requirements. Try it again.');

    const ok = await t.app.inject({ method: 'POST', url: '/api/auth/password/reset', payload: { resetToken: token, newPassword: 'Wattle#Tree9' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Your password was updated.');
    await expect(t.signIn('jack.wilson', 'Wattle#Tree9')).resolves.toMatchObject({ token: expect.any(String) });

    const again = await t.app.inject({ method: 'POST', url: '/api/auth/password/reset', payload: { resetToken: token, newPassword: 'Another#Pass1' } });
    expect(again.statusCode).toBe(400);
    expect((await account()).statusCode).toBe(400);
    await expect(t.signIn('jack.wilson', 'Another#Pass1')).rejects.toThrow();
  });
});

describe('POST /auth/password (signed in)', () => {
  it('changes the caller’s own password only, and only to a strong one', async () => {
    const { token, userId } = await t.signIn('recruiter', 'Recruiter#2026');
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: bearer(token),
      payload: { userId: userId - 1, currentPassword: 'Recruiter#2026', newPassword: 'Strong#Pass1' },
    });
    expect(other.statusCode).toBe(403);

    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: bearer(token),
      payload: { userId, currentPassword: 'Recruiter#2026', newPassword: 'short' },
    });
    expect(weak.statusCode).toBe(400);

    const noToken = await t.app.inject({ method: 'POST', url: '/api/auth/password', payload: { userId, currentPassword: 'Recruiter#2026', newPassword: 'Strong#Pass1' } });
    expect(noToken.statusCode).toBe(401);

    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: bearer(token),
      payload: { userId: String(userId), currentPassword: 'Recruiter#2026', newPassword: 'Strong#Pass1' },
    });
    expect(wrongType.statusCode).toBe(400);

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: bearer(token),
      payload: { userId, currentPassword: 'Recruiter#2026', newPassword: 'Strong#Pass1' },
    });
    expect(ok.statusCode).toBe(200);
    await expect(t.signIn('recruiter', 'Strong#Pass1')).resolves.toBeTruthy();
    await expect(t.signIn('recruiter', 'Recruiter#2026')).rejects.toThrow();
  });
});

describe('GET /brand/{clientKey}', () => {
  it('names the client of a white-label sign-in page', async () => {
    const known = await t.app.inject({ method: 'GET', url: '/api/brand/harbour-health' });
    expect(known.json()).toEqual({ ClientName: 'Harbour Health Group', LogoURL: '/logos/harbour-health.svg' });
    expect((await t.app.inject({ method: 'GET', url: '/api/brand/unknown' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/brand/%3Cscript%3E' })).statusCode).toBe(400);
  });
});

describe('content security policy', () => {
  it('runs no eval, and allows Google Places only when the app is built with a key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/brand/harbour-health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('maps.googleapis.com');
  });
});
