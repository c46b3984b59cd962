import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { loadConfig } from '../../server/config';

let t: TestApp;
beforeAll(async () => {
  const defaults = loadConfig({});
  t = await createTestApp({
    rateLimits: { ...defaults.rateLimits, loginPerUsername: 3, loginPerAddress: 5, forgotPerEmail: 2, forgotPerAddress: 4 },
  });
});
afterAll(() => t.close());

const login = (username: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });
const forgot = (email: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgotPassword', payload: { email }, remoteAddress });

describe('rate limits', () => {
  it('limits sign-in attempts per username, whatever the address', async () => {
    for (let i = 1; i <= 3; i++) expect((await login('viewer', 'wrong', `10.9.0.${i}`)).statusCode).toBe(401);
    const blocked = await login('viewer', 'Viewer#2026', '10.9.0.4');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errorMessage).toBe('Too many attempts. Please wait 15 minutes and try again.');
    // Another account is not affected.
    expect((await login('client', 'Client#2026', '10.9.0.5')).statusCode).toBe(200);
  });

  it('limits sign-in attempts per address, whatever the username', async () => {
    for (let i = 1; i <= 5; i++) expect((await login(`guess${i}`, 'wrong', '10.9.1.1')).statusCode).toBe(401);
    expect((await login('applicant', 'Applicant#2026', '10.9.1.1')).statusCode).toBe(429);
    expect((await login('applicant', 'Applicant#2026', '10.9.1.2')).statusCode).toBe(200);
  });

  it('limits forgot-password requests per address and per email', async () => {
    expect((await forgot('olivia.nguyen@example.com.au', '10.9.2.1')).statusCode).toBe(200);
    expect((await forgot('olivia.nguyen@example.com.au', '10.9.2.2')).statusCode).toBe(200);
    expect((await forgot('OLIVIA.NGUYEN@example.com.au', '10.9.2.3')).statusCode).toBe(429);

    for (let i = 1; i <= 4; i++) expect((await forgot(`someone${i}@example.com`, '10.9.3.1')).statusCode).toBe(200);
    expect((await forgot('someone5@example.com', '10.9.3.1')).statusCode).toBe(429);
  });
});

describe('client address', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY says a proxy sets it', async () => {
    // Spoofed addresses must not buy fresh attempts.
    for (let i = 1; i <= 5; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: `spoof${i}`, password: 'wrong' },
        remoteAddress: '10.9.4.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'applicant', password: 'Applicant#2026' },
      remoteAddress: '10.9.4.1',
      headers: { 'x-forwarded-for': '203.0.113.99' },
    });
    expect(blocked.statusCode).toBe(429);
  });
});
