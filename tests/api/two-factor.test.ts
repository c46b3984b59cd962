// Two-factor sign-in and sessions in view (issue 32): the second step after the password, enrolment with a first
// code, recovery codes that work once, no way round it (reset and invitation links, the JobAdder return), the
// throttle on codes, the client's rule, and the sessions a user sees and ends (and an operator ends).
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, clients, orders, recoveryCodes, users } from '../../server/db/schema';
import { DEMO_OPERATOR_TOTP_SECRET } from '../../server/db/seed-data';
import { deviceOf } from '../../server/auth/devices';
import { FINISH_ENROLMENT, FINISH_SECOND_STEP } from '../../server/auth/guard';
import { WRONG_CODE } from '../../server/auth/two-factor';
import { NO_SUCH_SESSION, SET_UP_YOURS_FIRST, THIS_SESSION, TWO_FACTOR_REQUIRED } from '../../server/routes/two-factor';
import { bearer, createTestApp, totpCode, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let address = 0;
/** Each sign-in from its own address, so the password throttle of one test never reaches another. */
const login = (username: string, password: string, userAgent = CHROME_ANDROID) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    headers: { 'user-agent': userAgent },
    remoteAddress: `10.32.0.${++address}`,
  });

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

const userNamed = async (username: string) => (await t.database.db.select().from(users).where(eq(users.username, username)))[0];
const auditOf = async (userId: number, action: string) =>
  t.database.db.select().from(auditEvents).where(and(eq(auditEvents.userId, userId), eq(auditEvents.action, action)));
/** Moves the test clock to the next 30-second step: an app code of the step before was used already. */
const nextStep = () => t.clock.advanceMinutes(0.5);

/** Sets up the authenticator app for a signed-in user and answers its secret and the recovery codes. */
async function enrol(token: string): Promise<{ secret: string; recoveryCodes: string[]; signedIn?: { token: { access_token: string } } }> {
  const begun = await call('POST', '/auth/two-factor/enrolment', token);
  expect(begun.statusCode, begun.body).toBe(200);
  const { secret, otpauthUrl, qrCode } = begun.json();
  expect(otpauthUrl).toContain(`secret=${secret}`);
  expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  const confirmed = await call('POST', '/auth/two-factor/enrolment/confirm', token, { code: totpCode(secret, t.clock.now) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, ...confirmed.json() };
}

describe('the sign-in answer', () => {
  it('is the seed answer for a user without a second factor', async () => {
    const response = await login('client', 'Client#2026');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['errorMessage', 'token', 'userMaster']);
    expect((await call('GET', `/reports/dashboard_type/${body.userMaster.userID}`, body.token.access_token)).statusCode).toBe(200);
  });

  it('asks the operator for a code, and the token reaches nothing else until the code is given', async () => {
    const response = await login('operator', 'Operator#2026');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.twoFactor).toBe('code');
    const pending = body.token.access_token as string;
    for (const [method, url] of [
      ['GET', '/backoffice/orders'],
      ['GET', `/reports/dashboard_type/${body.userMaster.userID}`],
      ['GET', '/auth/sessions'],
      ['GET', '/auth/two-factor'],
      ['POST', '/auth/two-factor/enrolment'],
    ] as const) {
      const refused = await call(method, url, pending);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().errorMessage).toBe(FINISH_SECOND_STEP);
    }

    const wrong = await call('POST', '/auth/second-step', pending, { code: '000000' === totpCode(DEMO_OPERATOR_TOTP_SECRET, t.clock.now) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorMessage).toBe(WRONG_CODE);

    nextStep();
    const code = totpCode(DEMO_OPERATOR_TOTP_SECRET, t.clock.now);
    const right = await call('POST', '/auth/second-step', pending, { code });
    expect(right.statusCode, right.body).toBe(200);
    const full = right.json().token.access_token as string;
    expect(right.json().twoFactor).toBeUndefined();
    expect((await call('GET', '/backoffice/orders', full)).statusCode).toBe(200);
    // The session that reached only the second step is over.
    expect((await call('POST', '/auth/second-step', pending, { code })).statusCode).toBe(401);

    // The same code does not sign in a second time (seen over a shoulder, or replayed).
    const again = (await login('operator', 'Operator#2026')).json().token.access_token as string;
    const replay = await call('POST', '/auth/second-step', again, { code });
    expect(replay.statusCode).toBe(400);
  });

  it('takes an operator without a second factor to enrolment, and nothing else, until a first code confirms it', async () => {
    const response = await login('trainee', 'Trainee#2026');
    const body = response.json();
    expect(body.twoFactor).toBe('enrol');
    const pending = body.token.access_token as string;
    const refused = await call('GET', '/backoffice/orders', pending);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorMessage).toBe(FINISH_ENROLMENT);
    expect((await call('POST', '/auth/second-step', pending, { code: '123456' })).statusCode).toBe(403);
    const state = await call('GET', '/auth/two-factor', pending);
    expect(state.json()).toMatchObject({ enabled: false, required: true, mayTurnOff: false });

    // A code before the app is set up has nothing to confirm.
    expect((await call('POST', '/auth/two-factor/enrolment/confirm', pending, { code: '123456' })).statusCode).toBe(409);
    const begun = (await call('POST', '/auth/two-factor/enrolment', pending)).json();
    const wrong = await call('POST', '/auth/two-factor/enrolment/confirm', pending, { code: totpCode(begun.secret, new Date(t.clock.now.getTime() - 600_000)) });
    expect(wrong.statusCode).toBe(400);
    expect((await call('GET', '/backoffice/orders', pending)).statusCode).toBe(403);

    const confirmed = await call('POST', '/auth/two-factor/enrolment/confirm', pending, { code: totpCode(begun.secret, t.clock.now) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { recoveryCodes: codes, signedIn } = confirmed.json();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await call('GET', '/backoffice/orders', signedIn.token.access_token)).statusCode).toBe(200);
    expect((await call('GET', '/backoffice/orders', pending)).statusCode).toBe(401);

    // Kept sealed and hashed: the database holds neither the secret nor a code.
    const trainee = await userNamed('trainee');
    expect(trainee.totpSecret).not.toContain(begun.secret);
    expect(trainee.totpSecret).toMatch(/^v1\./);
    const hashes = await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, trainee.id));
    expect(hashes).toHaveLength(10);
    for (const row of hashes) {
      expect(row.codeHash).toMatch(/^\$argon2id\$/);
      expect(codes.some((c: string) => row.codeHash.includes(c.replace('-', '')))).toBe(false);
    }
    expect(await auditOf(trainee.id, 'two-factor.enrol')).toHaveLength(1);
    // Operators must have it.
    nextStep();
    const off = await call('POST', '/auth/two-factor/disable', signedIn.token.access_token, { code: totpCode(begun.secret, t.clock.now) });
    expect(off.statusCode).toBe(409);
    expect(off.json().errorMessage).toBe(TWO_FACTOR_REQUIRED);
  });
});

describe('an applicant who switches it on', () => {
  it('signs in with the app or a recovery code, each recovery code once, and may switch it off', async () => {
    const { token } = await t.signIn('applicant', 'Applicant#2026');
    const { secret, recoveryCodes: codes } = await enrol(token);
    const applicant = await userNamed('applicant');
    expect((await call('GET', '/auth/two-factor', token)).json()).toMatchObject({ enabled: true, required: false, recoveryCodesLeft: 10, mayTurnOff: true });

    const first = (await login('applicant', 'Applicant#2026')).json();
    expect(first.twoFactor).toBe('code');
    // Typed in small letters with a space instead of the dash: still the code.
    const typed = codes[3].toLowerCase().replace('-', ' ');
    const byRecovery = await call('POST', '/auth/second-step', first.token.access_token, { code: typed });
    expect(byRecovery.statusCode, byRecovery.body).toBe(200);
    const [used] = await auditOf(applicant.id, 'two-factor.recovery-code');
    expect(used.subject).toBe('recovery code used at sign-in, 9 left');

    const second = (await login('applicant', 'Applicant#2026')).json();
    const reused = await call('POST', '/auth/second-step', second.token.access_token, { code: codes[3] });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errorMessage).toBe(WRONG_CODE);
    nextStep();
    const byApp = await call('POST', '/auth/second-step', second.token.access_token, { code: totpCode(secret, t.clock.now) });
    expect(byApp.statusCode).toBe(200);
    const full = byApp.json().token.access_token as string;
    expect((await call('GET', '/auth/two-factor', full)).json().recoveryCodesLeft).toBe(9);

    const off = await call('POST', '/auth/two-factor/disable', full, { code: codes[0] });
    expect(off.statusCode, off.body).toBe(200);
    expect(await auditOf(applicant.id, 'two-factor.disable')).toHaveLength(1);
    expect(await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, applicant.id))).toHaveLength(0);
    expect(Object.keys((await login('applicant', 'Applicant#2026')).json())).not.toContain('twoFactor');
  });
});

describe('the throttle on codes', () => {
  it('makes the account wait after five wrong codes, the right code too, from any address', async () => {
    const { token } = await t.signIn('recruiter', 'Recruiter#2026');
    const { secret } = await enrol(token);
    nextStep();
    const right = totpCode(secret, t.clock.now);
    const wrongCode = right === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) {
      const pending = (await login('recruiter', 'Recruiter#2026')).json().token.access_token as string;
      expect((await call('POST', '/auth/second-step', pending, { code: wrongCode })).statusCode).toBe(400);
    }
    const pending = (await login('recruiter', 'Recruiter#2026')).json().token.access_token as string;
    const waiting = await call('POST', '/auth/second-step', pending, { code: right });
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().errorMessage).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    // After the wait the right code signs in, and the count starts again.
    t.clock.advanceMinutes(16);
    const after = (await login('recruiter', 'Recruiter#2026')).json().token.access_token as string;
    const ok = await call('POST', '/auth/second-step', after, { code: totpCode(secret, t.clock.now) });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('sessions in view', () => {
  it('lists the caller’s sessions by device and address, and ends one, or every other one', async () => {
    const who = { username: 'client', password: 'Client#2026' };
    const a = (await login(who.username, who.password, CHROME_ANDROID)).json();
    const b = (await login(who.username, who.password, SAFARI_IPHONE)).json();
    const c = (await login(who.username, who.password, 'curl/8.5.0')).json();
    const listed = await call('GET', '/auth/sessions', a.token.access_token);
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json() as Array<{ id: string; device: string; ip: string; current: boolean; lastSeenAt: string; signedInAt: string }>;
    const mine = sessions.filter((s) => s.current);
    expect(mine).toHaveLength(1);
    expect(mine[0].device).toBe('Chrome on Android');
    expect(sessions.map((s) => s.device)).toEqual(expect.arrayContaining(['Safari on iPhone', 'Unknown device']));
    expect(sessions.find((s) => s.current)!.ip).toMatch(/^10\.32\.0\.\d+$/);

    const iphone = sessions.find((s) => s.device === 'Safari on iPhone')!;
    expect((await call('POST', '/auth/sessions/end', a.token.access_token, { sessionId: mine[0].id })).json().errorMessage).toBe(THIS_SESSION);
    const ended = await call('POST', '/auth/sessions/end', a.token.access_token, { sessionId: iphone.id });
    expect(ended.statusCode).toBe(204);
    expect((await call('GET', '/auth/sessions', b.token.access_token)).statusCode).toBe(401);
    const again = await call('POST', '/auth/sessions/end', a.token.access_token, { sessionId: iphone.id });
    expect(again.statusCode).toBe(404);
    expect(again.json().errorMessage).toBe(NO_SUCH_SESSION);

    // Another user's session is not the caller's to end, and nothing changes.
    const other = (await login('viewer', 'Viewer#2026')).json();
    const viewerSession = (await call('GET', '/auth/sessions', other.token.access_token)).json().find((s: { current: boolean }) => s.current);
    expect((await call('POST', '/auth/sessions/end', a.token.access_token, { sessionId: viewerSession.id })).statusCode).toBe(404);
    expect((await call('GET', '/auth/sessions', other.token.access_token)).statusCode).toBe(200);

    const rest = await call('POST', '/auth/sessions/end-others', a.token.access_token);
    expect(rest.json().ended).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/auth/sessions', c.token.access_token)).statusCode).toBe(401);
    const left = (await call('GET', '/auth/sessions', a.token.access_token)).json();
    expect(left).toHaveLength(1);
    const user = await userNamed(who.username);
    expect((await auditOf(user.id, 'session.end'))[0].subject).toMatch(/^signed out Safari on iPhone at 10\.32\.0\.\d+$/);
    expect(await auditOf(user.id, 'sessions.end-others')).toHaveLength(1);
  });

  it('writes last seen at most once a minute', async () => {
    const { token } = await t.signIn('viewer', 'Viewer#2026');
    const seen = async () => (await call('GET', '/auth/sessions', token)).json().find((s: { current: boolean }) => s.current).lastSeenAt;
    const first = await seen();
    t.clock.advanceMinutes(0.5);
    expect(await seen()).toBe(first);
    t.clock.advanceMinutes(0.6);
    expect(await seen()).not.toBe(first);
  });

  it('lets an operator end the sessions of an order’s applicant, with an audit record', async () => {
    const applicant = await t.signIn('applicant', 'Applicant#2026');
    const [order] = await t.database.db.select().from(orders).where(eq(orders.applicantUserId, applicant.userId));
    const operator = await t.signIn('operator', 'Operator#2026');
    const ended = await call('POST', '/backoffice/sessions/end', operator.token, { orderId: order.id, who: 'applicant' });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().ended).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/auth/sessions', applicant.token)).statusCode).toBe(401);
    const [record] = await auditOf(operator.userId, 'sessions.end-by-operator');
    expect(record).toMatchObject({ orderId: order.id });
    expect(record.subject).toMatch(/^signed out \d+ sessions? of applicant \(the applicant\)$/);
    // Not for anyone else.
    const client = await t.signIn('client', 'Client#2026');
    expect((await call('POST', '/backoffice/sessions/end', client.token, { orderId: order.id, who: 'applicant' })).statusCode).toBe(403);
  });
});

describe('no way round the second step', () => {
  it('a password reset link changes the password and signs nobody in; the next sign-in still asks for the code', async () => {
    const operator = await userNamed('operator');
    await t.app.inject({ method: 'POST', url: '/api/auth/forgotPassword', payload: { email: operator.email }, remoteAddress: '10.32.1.1' });
    await t.settle();
    const mail = t.mails.filter((m) => m.to === operator.email).at(-1)!;
    const token = /token=([\w-]+)/.exec(mail.text)![1];
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/password/reset', payload: { resetToken: token, newPassword: 'Harbour#Ops2027' } });
    expect(reset.statusCode).toBe(200);
    expect(Object.keys(reset.json())).toEqual(['message']);
    const after = (await login('operator', 'Harbour#Ops2027')).json();
    expect(after.twoFactor).toBe('code');
    expect((await call('GET', '/backoffice/orders', after.token.access_token)).statusCode).toBe(403);
    // Put back for the tests after this one.
    const { token: full } = await t.signIn('operator', 'Harbour#Ops2027');
    const back = await call('POST', '/auth/password', full, { userId: operator.id, currentPassword: 'Harbour#Ops2027', newPassword: 'Operator#2026' });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('an invitation to a client that requires a second factor ends in enrolment, and the JobAdder return refuses the pending session', async () => {
    const { token, userId } = await t.signIn('client', 'Client#2026');
    // The one switching it on must have it, or could not sign in again.
    const early = await call('POST', '/utilities/client_two_factor', token, { userID: userId, required: true });
    expect(early.statusCode).toBe(400);
    expect(early.json().errorMessage).toBe(SET_UP_YOURS_FIRST);
    await enrol(token);
    const on = await call('POST', '/utilities/client_two_factor', token, { userID: userId, required: true });
    expect(on.statusCode, on.body).toBe(200);
    expect((await call('GET', `/reports/client_two_factor/${userId}`, token)).json()).toEqual({ required: true });

    const invited = await call('POST', '/utilities/setup_user', token, {
      userID: userId,
      FName: 'Nina',
      LName: 'Park',
      Email: 'nina.park@harbourhealth.com.au',
      ClientName: 'Harbour Health Group',
      AccessLevel: 'Full view',
    });
    expect(invited.statusCode, invited.body).toBe(200);
    await t.settle();
    const mail = t.mails.find((m) => m.to === 'nina.park@harbourhealth.com.au')!;
    const resetToken = /token=([\w-]+)/.exec(mail.text)![1];
    const chosen = await t.app.inject({ method: 'POST', url: '/api/auth/password/reset', payload: { resetToken, newPassword: 'Nina#Park2026' } });
    expect(chosen.statusCode).toBe(200);
    expect(Object.keys(chosen.json())).toEqual(['message']);

    const nina = (await login('nina.park', 'Nina#Park2026')).json();
    expect(nina.twoFactor).toBe('enrol');
    const pending = nina.token.access_token as string;
    const jobAdder = await call('POST', '/job-adder/auth', pending, { authCode: 'code-from-jobadder', state: 'any' });
    expect(jobAdder.statusCode).toBe(403);
    expect(jobAdder.json().errorMessage).toBe(FINISH_ENROLMENT);
    expect((await call('GET', '/job-adder', pending)).statusCode).toBe(403);

    // A user of the client with it already on (viewer, after the switch) is asked too; switched off, nobody is.
    expect((await login('viewer', 'Viewer#2026')).json().twoFactor).toBe('enrol');
    expect((await call('POST', '/utilities/client_two_factor', token, { userID: userId, required: false })).statusCode).toBe(200);
    expect((await login('viewer', 'Viewer#2026')).json().twoFactor).toBeUndefined();
    const [harbour] = await t.database.db.select().from(clients).where(eq(clients.clientKey, 'harbour-health'));
    expect(harbour.requireTwoFactor).toBe(false);
    // A Restricted view user may not change it.
    const viewer = await t.signIn('viewer', 'Viewer#2026');
    expect((await call('POST', '/utilities/client_two_factor', viewer.token, { userID: viewer.userId, required: true })).statusCode).toBe(403);
  });
});

describe('device names', () => {
  it('names common browsers and systems in plain words', () => {
    expect(deviceOf(CHROME_ANDROID)).toBe('Chrome on Android');
    expect(deviceOf(SAFARI_IPHONE)).toBe('Safari on iPhone');
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0')).toBe('Edge on Windows');
    expect(deviceOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0')).toBe('Firefox on macOS');
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36')).toBe('Chrome on Linux');
    expect(deviceOf('')).toBe('Unknown device');
  });

  it('never shows the header itself: any header gives words from the known lists', () => {
    const words = /^(Unknown device|(Edge|Opera|Samsung Internet|Firefox|Chrome|Safari|Unknown browser) on (iPhone|iPad|Android|ChromeOS|Windows|macOS|Linux|an unknown system))$/;
    fc.assert(fc.property(fc.string({ maxLength: 400 }), (ua) => words.test(deviceOf(ua))));
  });
});
