// Regression tests of the sign-in and account defects: reset links that could be used twice or outlived a newer one,
// a password change that asked nothing and kept stolen sessions alive, a forgot-password answer that waited for
// (and so revealed) the mail, and a sign-in limit that lived in memory, counted successes and locked the owner out.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bearer, createTestApp, type TestApp } from './harness';
import { buildApp } from '../../server/app';
import { backoffRule, Throttle } from '../../server/auth/throttle';
import { passwordResets, sessions, throttleCounters, users } from '../../server/db/schema';
import type { MailMessage } from '../../server/mail';

const RESET_LINK_INVALID = 'This password reset link has expired or was already used. Please ask for a new one.';
const TOO_MANY = /^Too many attempts\. Please wait \d+ minutes? and try again\.$/;

const forgot = (t: TestApp, email: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgotPassword', payload: { email }, remoteAddress });

const redeem = (t: TestApp, resetToken: string, newPassword: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password/reset', payload: { resetToken, newPassword } });

const login = (t: TestApp, username: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });

/** Any signed-in call: the dashboard kind of the caller (401 once the session has ended). */
const dashboard = (t: TestApp, who: { token: string; userId: number }) =>
  t.app.inject({ method: 'GET', url: `/api/reports/dashboard_type/${who.userId}`, headers: bearer(who.token) });

/** Asks for a reset link and answers the token of the mail it produced (the mail goes out after the answer). */
async function resetTokenFor(t: TestApp, email: string, remoteAddress: string): Promise<string> {
  const sent = t.mails.length;
  expect((await forgot(t, email, remoteAddress)).statusCode).toBe(200);
  await t.settle();
  const mail = t.mails.slice(sent).find((m) => m.to.toLowerCase() === email);
  expect(mail, `no reset mail to ${email}`).toBeDefined();
  return /resetpassword\?token=([\w-]+)/.exec(mail!.text)![1];
}

/** The user's stored password hash: what proves a refused change changed nothing. */
async function passwordHashOf(t: TestApp, username: string): Promise<string> {
  const [user] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.username, username));
  return user.hash;
}

describe('password reset links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('works exactly once when the same link is redeemed 8 times in parallel', async () => {
    const token = await resetTokenFor(t, 'charlotte.taylor@example.com.au', '10.60.0.1');
    // Each redemption is a different password: whichever won is the one that must work afterwards.
    const passwords = Array.from({ length: 8 }, (_, i) => `Parallel#Pass${i}`);
    const answers = await Promise.all(passwords.map((p) => redeem(t, token, p)));

    const won = answers.filter((a) => a.statusCode === 200);
    const lost = answers.filter((a) => a.statusCode !== 200);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(7);
    for (const a of lost) {
      expect(a.statusCode).toBe(400);
      expect(a.json().errorMessage).toBe(RESET_LINK_INVALID);
    }
    // The winner's password is the account's password; none of the losers' is.
    const winner = passwords[answers.findIndex((a) => a.statusCode === 200)];
    expect((await login(t, 'charlotte.taylor', winner, '10.60.0.2')).statusCode).toBe(200);
    const loser = passwords.find((p) => p !== winner)!;
    expect((await login(t, 'charlotte.taylor', loser, '10.60.0.3')).statusCode).toBe(401);
  });

  it('makes a newer link replace the older one: the first stops working, the second works', async () => {
    const first = await resetTokenFor(t, 'liam.brown@example.com.au', '10.60.1.1');
    const second = await resetTokenFor(t, 'liam.brown@example.com.au', '10.60.1.2');
    expect(second).not.toBe(first);

    const old = await redeem(t, first, 'Superseded#Pass1');
    expect(old.statusCode).toBe(400);
    expect(old.json().errorMessage).toBe(RESET_LINK_INVALID);
    expect((await login(t, 'liam.brown', 'Superseded#Pass1', '10.60.1.3')).statusCode).toBe(401);

    expect((await redeem(t, second, 'Newest#Pass1')).statusCode).toBe(200);
    expect((await login(t, 'liam.brown', 'Newest#Pass1', '10.60.1.4')).statusCode).toBe(200);
    // No link of this user is left unused.
    const [liam] = await t.database.db.select().from(users).where(eq(users.username, 'liam.brown'));
    const open = await t.database.db
      .select()
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, liam.id), isNull(passwordResets.usedAt)));
    expect(open).toEqual([]);
  });

  it('refuses a link once its hour has passed', async () => {
    const token = await resetTokenFor(t, 'mia.anderson@example.com.au', '10.60.2.1');
    const before = await passwordHashOf(t, 'mia.anderson');
    t.clock.advanceMinutes(61);
    const late = await redeem(t, token, 'TooLate#Pass1');
    expect(late.statusCode).toBe(400);
    expect(late.json().errorMessage).toBe(RESET_LINK_INVALID);
    expect(await passwordHashOf(t, 'mia.anderson')).toBe(before);
  });

  it('ends every session of the user when a link is redeemed', async () => {
    // The reset of someone who is signed in elsewhere (perhaps an attacker who knew the old password).
    const before = await t.signIn('viewer', 'Viewer#2026', '10.60.3.1');
    expect((await dashboard(t, before)).statusCode).toBe(200);

    const token = await resetTokenFor(t, 'oscar.lee@harbourhealth.com.au', '10.60.3.2');
    expect((await redeem(t, token, 'Fresh#Start2026')).statusCode).toBe(200);

    const ended = await dashboard(t, before);
    expect(ended.statusCode).toBe(401);
    const [viewer] = await t.database.db.select().from(users).where(eq(users.username, 'viewer'));
    const live = await t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, viewer.id), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);
    // The new password starts a new session as usual.
    const after = await t.signIn('viewer', 'Fresh#Start2026', '10.60.3.3');
    expect((await dashboard(t, after)).statusCode).toBe(200);
  });
});

describe('changing the password while signed in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const change = (who: { token: string; userId: number }, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/password', headers: bearer(who.token), payload: { userId: who.userId, ...body } });

  it('asks for the current password: a stolen session alone cannot change it', async () => {
    const client = await t.signIn('client', 'Client#2026', '10.61.0.1');
    const before = await passwordHashOf(t, 'client');

    const missing = await change(client, { newPassword: 'Hijacked#2026' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorMessage).toBe('Current password is required.');

    const wrong = await change(client, { currentPassword: 'Guess#2026', newPassword: 'Hijacked#2026' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorMessage).toBe('The current password is not correct.');

    // Nothing changed: the stored hash is the same and the old password still signs in.
    expect(await passwordHashOf(t, 'client')).toBe(before);
    expect((await login(t, 'client', 'Client#2026', '10.61.0.2')).statusCode).toBe(200);
    expect((await login(t, 'client', 'Hijacked#2026', '10.61.0.3')).statusCode).toBe(401);
  });

  it("ends the user's other sessions, and keeps the one that made the change", async () => {
    const here = await t.signIn('recruiter', 'Recruiter#2026', '10.61.1.1');
    const elsewhere = await t.signIn('recruiter', 'Recruiter#2026', '10.61.1.2');
    expect((await dashboard(t, elsewhere)).statusCode).toBe(200);

    const ok = await change(here, { currentPassword: 'Recruiter#2026', newPassword: 'Rotated#2026' });
    expect(ok.statusCode).toBe(200);

    expect((await dashboard(t, elsewhere)).statusCode).toBe(401);
    expect((await dashboard(t, here)).statusCode).toBe(200);
    expect((await login(t, 'recruiter', 'Rotated#2026', '10.61.1.3')).statusCode).toBe(200);
  });
});

describe('forgot password', () => {
  it('answers without waiting for the mail, for a known address as for an unknown one', async () => {
    // Our own app on a fresh database, with a mailer that holds every mail until released: if the answer waited for
    // the mail (which only a known address gets), this request would never be answered.
    const t = await createTestApp();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let mailStarted!: () => void;
    const started = new Promise<void>((resolve) => (mailStarted = resolve));
    const sent: MailMessage[] = [];
    const app: FastifyInstance = await buildApp({
      database: t.database,
      config: t.config,
      sessionSecret: randomBytes(32).toString('hex'),
      mailer: {
        async send(message) {
          mailStarted();
          await held;
          sent.push(message);
        },
      },
      now: () => t.clock.now,
    });
    try {
      const known = await app.inject({
        method: 'POST',
        url: '/api/auth/forgotPassword',
        payload: { email: 'olivia.nguyen@example.com.au' },
        remoteAddress: '10.62.0.1',
      });
      const unknown = await app.inject({
        method: 'POST',
        url: '/api/auth/forgotPassword',
        payload: { email: 'nobody.here@example.com' },
        remoteAddress: '10.62.0.2',
      });
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());

      // Nothing was sent while answering: the mail is a job. Run it; it holds until released.
      expect(sent).toEqual([]);
      const running = app.jobs.runDue();
      await started;
      expect(sent).toEqual([]);
      release();
      await running;
    } finally {
      release();
      await app.close();
      await t.close();
    }
    expect(sent.map((m) => m.to)).toEqual(['olivia.nguyen@example.com.au']);
  });
});

describe('sign-in throttle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const attacker = '10.66.0.1';
  const owner = '10.66.0.2';

  it("slows a guesser down without locking the owner out, and keeps counting after a restart", async () => {
    const free = t.config.rateLimits.loginFreeFailures;
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await login(t, 'viewer', `Wrong#Guess${i}`, attacker));

    // The first few wrong passwords are plain refusals; after them the address must wait.
    expect(answers.slice(0, free).map((a) => a.statusCode)).toEqual(Array(free).fill(401));
    for (const later of answers.slice(free)) {
      expect(later.statusCode).toBe(429);
      expect(later.json().errorMessage).toMatch(TOO_MANY);
    }
    // While it waits, even the right password is refused from that address...
    expect((await login(t, 'viewer', 'Viewer#2026', attacker)).statusCode).toBe(429);
    // ...but the real owner, elsewhere, signs in: a guesser cannot lock them out.
    expect((await login(t, 'viewer', 'Viewer#2026', owner)).statusCode).toBe(200);

    // The count is stored in the database, not in the process.
    const [pair] = await t.database.db.select().from(throttleCounters).where(eq(throttleCounters.key, `login:viewer@${attacker}`));
    expect(pair.count).toBe(free);
    expect(pair.blockedUntil!.getTime()).toBeGreaterThan(t.clock.now.getTime());

    // A restarted server (a second app on the same database) still refuses the attacker's address.
    const restarted = await buildApp({
      database: t.database,
      config: t.config,
      sessionSecret: randomBytes(32).toString('hex'),
      mailer: { send: async () => {} },
      now: () => t.clock.now,
    });
    try {
      const again = await restarted.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'viewer', password: 'Viewer#2026' },
        remoteAddress: attacker,
      });
      expect(again.statusCode).toBe(429);
      expect(again.json().errorMessage).toMatch(TOO_MANY);
    } finally {
      await restarted.close();
    }

    // Once the back-off and the window have passed, the address may try again.
    t.clock.advanceMinutes(16);
    expect((await login(t, 'viewer', 'Viewer#2026', attacker)).statusCode).toBe(200);
    // A successful sign-in clears the account's count at that address.
    expect(await t.database.db.select().from(throttleCounters).where(eq(throttleCounters.key, `login:viewer@${attacker}`))).toEqual([]);
  });

  it('cannot be outrun by sending the guesses all at once', async () => {
    // The limit must hold for guesses that arrive together, not only one after the other: otherwise one burst of
    // requests tries as many passwords as it likes before the first refusal is recorded.
    const free = t.config.rateLimits.loginFreeFailures;
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(t, 'applicant', `Burst#Guess${i}`, '10.66.1.1')),
    );
    const codes = burst.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(free);
    expect(codes.filter((c) => c !== 401).every((c) => c === 429)).toBe(true);
  });

  it("starts an account's wait at its wrong password, however long the password check took", async () => {
    // Counted before the check (as parallel guesses must be), the first wait of a second would be used up by a check
    // that took longer; the failure starts it again.
    const throttle = new Throttle(t.database.db, () => t.clock.now);
    const rule = backoffRule(t.config.rateLimits);
    const key = 'login:slow-check@10.66.2.1';
    for (let i = 0; i < rule.free; i++) await throttle.attempt(key, rule);
    const firstWait = rule.waitAfter(rule.free);
    t.clock.advanceMinutes((0.9 * firstWait) / 60_000); // the password check of the last attempt
    await throttle.failed(key, rule);
    t.clock.advanceMinutes((0.5 * firstWait) / 60_000); // past the wait counted from the attempt, within the failure's
    await expect(throttle.attempt(key, rule)).rejects.toMatchObject({ statusCode: 429 });
    t.clock.advanceMinutes((0.6 * firstWait) / 60_000);
    await expect(throttle.attempt(key, rule)).resolves.toBeUndefined();
  });

  it('does not count successful sign-ins', async () => {
    const address = '10.66.0.3';
    for (let i = 0; i < 15; i++) {
      const answer = await login(t, 'client', 'Client#2026', address);
      expect(answer.statusCode, `sign-in ${i + 1}`).toBe(200);
    }
    expect(await t.database.db.select().from(throttleCounters).where(like(throttleCounters.key, `%${address}`))).toEqual([]);
  });
});
