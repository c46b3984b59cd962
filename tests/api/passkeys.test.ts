// Passkeys as a second factor for staff (issue 32), with a software authenticator (soft-authenticator.ts: an ES256
// key, 'none' attestation): registration in Account and at a required enrolment, the second step with a passkey, and
// what is refused: a wrong signature, a replayed answer or an old counter, another user's passkey, an expired
// challenge, too many tries (shared with codes), another user's passkey removed, the last required factor removed.
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, passkeys, recoveryCodes, throttleCounters, users } from '../../server/db/schema';
import { loadConfig } from '../../server/config';
import {
  LAST_SECOND_FACTOR,
  NO_SUCH_PASSKEY,
  PASSKEY_ALREADY_REGISTERED,
  PASSKEY_REFUSED,
  PASSKEY_TOO_LATE,
  relyingPartyOf,
} from '../../server/auth/passkeys';
import { FINISH_SECOND_STEP } from '../../server/auth/guard';
import { WRONG_CODE } from '../../server/auth/two-factor';
import { bearer, createTestApp, type TestApp } from './harness';
import { SoftAuthenticator, strangerKey } from './soft-authenticator';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The page's address in these tests: a laptop's `npm start` (no PUBLIC_URL, not production). */
const HOST = 'localhost:8080';
const ORIGIN = `http://${HOST}`;
const authenticator = () => new SoftAuthenticator('localhost', ORIGIN);

let address = 0;
const login = async (username: string, password: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    headers: { host: HOST },
    remoteAddress: `10.33.0.${++address}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const call = (url: string, token: string, payload?: object, method: 'GET' | 'POST' = 'POST') =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...bearer(token), host: HOST }, ...(payload ? { payload } : {}) });

const PASSWORDS: Record<string, string> = {
  client: 'Client#2026',
  viewer: 'Viewer#2026',
  recruiter: 'Recruiter#2026',
  trainee: 'Trainee#2026',
  operator: 'Operator#2026',
  applicant: 'Applicant#2026',
};

const userNamed = async (username: string) => (await t.database.db.select().from(users).where(eq(users.username, username)))[0];
const auditOf = async (userId: number, action: string) =>
  t.database.db.select().from(auditEvents).where(and(eq(auditEvents.userId, userId), eq(auditEvents.action, action)));

/** Registers a passkey for a signed-in session; answers the confirm call's answer. */
async function register(token: string, key: SoftAuthenticator, name = 'Work laptop') {
  const options = await call('/auth/passkeys/registration', token);
  expect(options.statusCode, options.body).toBe(200);
  return call('/auth/passkeys/registration/confirm', token, { name, response: key.register(options.json()) });
}

/** Password, then the second step's options: answers the pending token and the options. */
async function passwordThenOptions(username: string) {
  const body = await login(username, PASSWORDS[username]);
  expect(body.twoFactor).toBe('code');
  const pending = body.token.access_token as string;
  const options = await call('/auth/second-step/passkey/options', pending);
  expect(options.statusCode, options.body).toBe(200);
  return { pending, options: options.json(), body };
}

describe('passkeys in Account', () => {
  it('a client user registers a passkey, sees it listed, and signs in with it at the second step', async () => {
    const { token, userId } = await t.signIn('client', PASSWORDS.client);
    const key = authenticator();
    const registered = await register(token, key);
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json().passkey).toMatchObject({ name: 'Work laptop', lastUsedAt: null });
    expect(registered.json().signedIn).toBeUndefined();
    // A first passkey of a user without an app comes with recovery codes.
    expect(registered.json().recoveryCodes).toHaveLength(10);
    const listed = await call('/auth/passkeys', token, undefined, 'GET');
    expect(listed.json()).toEqual([expect.objectContaining({ name: 'Work laptop', lastUsedAt: null })]);
    expect((await auditOf(userId, 'passkey.register'))[0].subject).toBe('passkey "Work laptop" registered');

    // The same authenticator is not registered twice.
    expect((await register(token, key, 'Again')).json().errorMessage).toBe(PASSKEY_ALREADY_REGISTERED);

    // The next sign-in asks for the second step, offering the passkey and its recovery codes (no app: this user has none).
    const { pending, options, body } = await passwordThenOptions('client');
    expect(body.secondFactors).toEqual(['passkey', 'recovery']);
    expect(options.rpId).toBe('localhost');
    expect(options.allowCredentials.map((c: { id: string }) => c.id)).toEqual([key.id]);
    expect((await call('/auth/passkeys', pending, undefined, 'GET')).json().errorMessage).toBe(FINISH_SECOND_STEP);

    const signedIn = await call('/auth/second-step/passkey', pending, { response: key.assert(options) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const full = signedIn.json().token.access_token as string;
    expect(signedIn.json().twoFactor).toBeUndefined();
    expect((await call(`/reports/dashboard_type/${userId}`, full, undefined, 'GET')).statusCode).toBe(200);
    // The session that reached only the second step is over.
    expect((await call('/auth/second-step/passkey/options', pending)).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(passkeys).where(eq(passkeys.userId, userId));
    expect(row.counter).toBe(key.counter);
    expect(row.lastUsedAt).not.toBeNull();
    expect((await auditOf(userId, 'passkey.sign-in')).map((e) => e.subject)).toEqual(['signed in with passkey "Work laptop"']);
  });

  it('refuses a wrong signature, a replayed answer, an old counter and an expired challenge', async () => {
    const { token } = await t.signIn('recruiter', PASSWORDS.recruiter);
    const key = authenticator();
    expect((await register(token, key)).statusCode).toBe(200);

    // A signature by a key that is not the passkey's.
    let { pending, options } = await passwordThenOptions('recruiter');
    const forged = await call('/auth/second-step/passkey', pending, { response: key.assert(options, { key: strangerKey() }) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errorMessage).toBe(PASSKEY_REFUSED);
    // The challenge went with the refused answer: a right one over it now is too late.
    const late = await call('/auth/second-step/passkey', pending, { response: key.assert(options) });
    expect(late.statusCode).toBe(409);
    expect(late.json().errorMessage).toBe(PASSKEY_TOO_LATE);

    // A right answer signs in once; the same answer sent again (a new challenge to answer) does not.
    options = (await call('/auth/second-step/passkey/options', pending)).json();
    const answer = key.assert(options);
    expect((await call('/auth/second-step/passkey', pending, { response: answer })).statusCode).toBe(200);
    ({ pending, options } = await passwordThenOptions('recruiter'));
    expect((await call('/auth/second-step/passkey', pending, { response: answer })).json().errorMessage).toBe(PASSKEY_REFUSED);

    // A signature over the new challenge with the counter already seen: a cloned authenticator.
    options = (await call('/auth/second-step/passkey/options', pending)).json();
    const old = await call('/auth/second-step/passkey', pending, { response: key.assert(options, { counter: key.counter }) });
    expect(old.statusCode).toBe(400);
    expect(old.json().errorMessage).toBe(PASSKEY_REFUSED);

    // From another site's page.
    options = (await call('/auth/second-step/passkey/options', pending)).json();
    const elsewhere = await call('/auth/second-step/passkey', pending, { response: key.assert(options, { origin: 'https://clearcheck.example' }) });
    expect(elsewhere.statusCode).toBe(400);

    // A challenge is good for five minutes.
    options = (await call('/auth/second-step/passkey/options', pending)).json();
    t.clock.advanceMinutes(5.5);
    const expired = await call('/auth/second-step/passkey', pending, { response: key.assert(options) });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().errorMessage).toBe(PASSKEY_TOO_LATE);
  });

  it("refuses another user's passkey, at sign-in and in Account", async () => {
    const { token: operatorToken } = await t.signIn('operator', PASSWORDS.operator);
    const operatorKey = authenticator();
    const operatorPasskey = (await register(operatorToken, operatorKey, "Operator's key")).json().passkey;

    // The viewer has a passkey of their own, and answers their challenge with the operator's.
    const { token } = await t.signIn('viewer', PASSWORDS.viewer);
    const key = authenticator();
    expect((await register(token, key)).statusCode).toBe(200);
    const { pending, options } = await passwordThenOptions('viewer');
    const foreign = await call('/auth/second-step/passkey', pending, { response: operatorKey.assert(options) });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errorMessage).toBe(PASSKEY_REFUSED);

    // Nor can the viewer remove it: it is no passkey of theirs, and it stays.
    const removed = await call('/auth/passkeys/remove', token, { passkeyId: operatorPasskey.id });
    expect(removed.statusCode).toBe(404);
    expect(removed.json().errorMessage).toBe(NO_SUCH_PASSKEY);
    expect(await t.database.db.select().from(passkeys).where(eq(passkeys.id, operatorPasskey.id))).toHaveLength(1);

    // An applicant has no passkeys to manage.
    const applicant = await t.signIn('applicant', PASSWORDS.applicant);
    expect((await call('/auth/passkeys', applicant.token, undefined, 'GET')).statusCode).toBe(403);
    expect((await call('/auth/passkeys/registration', applicant.token)).statusCode).toBe(403);
  });

  it('throttles passkey answers with wrong codes: five free, then the user waits, whichever factor is tried', async () => {
    const viewer = await userNamed('viewer');
    // A fresh start: no passkey, no tries counted by the test before.
    await t.database.db.delete(passkeys).where(eq(passkeys.userId, viewer.id));
    await t.database.db.delete(throttleCounters).where(eq(throttleCounters.key, `second-factor:${viewer.id}`));
    const { token } = await t.signIn('viewer', PASSWORDS.viewer);
    const key = authenticator();
    expect((await register(token, key)).statusCode).toBe(200);
    const { pending } = await passwordThenOptions('viewer');
    for (let i = 0; i < 5; i++) {
      const options = (await call('/auth/second-step/passkey/options', pending)).json();
      const wrong = await call('/auth/second-step/passkey', pending, { response: key.assert(options, { key: strangerKey() }) });
      expect(wrong.statusCode, `attempt ${i + 1}`).toBe(400);
    }
    const options = (await call('/auth/second-step/passkey/options', pending)).json();
    const waiting = await call('/auth/second-step/passkey', pending, { response: key.assert(options) });
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().errorMessage).toMatch(/^Too many attempts\. Please wait \d+ minutes?/);
    // Nor is a code a way round it.
    expect((await call('/auth/second-step', pending, { code: '123456' })).statusCode).toBe(429);
    // After the wait, the right passkey signs in (and the count is cleared).
    t.clock.advanceMinutes(1);
    const again = (await call('/auth/second-step/passkey/options', pending)).json();
    expect((await call('/auth/second-step/passkey', pending, { response: key.assert(again) })).statusCode).toBe(200);
  });
});

describe('recovery codes of a user of passkeys alone', () => {
  it('come with the first passkey, sign in once each instead of it, and go with the last passkey', async () => {
    // The recruiter's passkey of an earlier test goes first, with its codes: this one starts without a second factor.
    const recruiter = await userNamed('recruiter');
    await t.database.db.delete(passkeys).where(eq(passkeys.userId, recruiter.id));
    await t.database.db.delete(recoveryCodes).where(eq(recoveryCodes.userId, recruiter.id));
    await t.database.db.delete(throttleCounters).where(eq(throttleCounters.key, `second-factor:${recruiter.id}`));
    const { token, userId } = await t.signIn('recruiter', PASSWORDS.recruiter);
    const first = await register(token, authenticator(), 'Phone');
    expect(first.statusCode, first.body).toBe(200);
    const codes = first.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    // Only the first: a second passkey leaves the codes as they are.
    expect((await register(token, authenticator(), 'Security key')).json().recoveryCodes).toBeUndefined();
    expect((await call('/auth/two-factor', token, undefined, 'GET')).json()).toMatchObject({ enabled: false, recoveryCodesLeft: 10 });

    const { pending, body } = await passwordThenOptions('recruiter');
    expect(body.secondFactors).toEqual(['passkey', 'recovery']);
    // No app: six digits are no code of this user's; a recovery code is, typed as people type it.
    expect((await call('/auth/second-step', pending, { code: '123456' })).json().errorMessage).toBe(WRONG_CODE);
    const signedIn = await call('/auth/second-step', pending, { code: ` ${codes[0].toLowerCase()} ` });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const full = signedIn.json().token.access_token as string;
    expect((await auditOf(userId, 'two-factor.recovery-code')).map((e) => e.subject)).toEqual(['recovery code used at sign-in, 9 left']);
    // Once.
    const again = await passwordThenOptions('recruiter');
    expect((await call('/auth/second-step', again.pending, { code: codes[0] })).json().errorMessage).toBe(WRONG_CODE);
    expect((await call('/auth/two-factor', full, undefined, 'GET')).json()).toMatchObject({ recoveryCodesLeft: 9 });

    // The last passkey gone, its codes go too: no second step is left to take.
    for (const passkey of (await call('/auth/passkeys', full, undefined, 'GET')).json() as { id: number }[]) {
      expect((await call('/auth/passkeys/remove', full, { passkeyId: passkey.id })).statusCode).toBe(204);
    }
    expect(await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, userId))).toEqual([]);
    const after = await login('recruiter', PASSWORDS.recruiter);
    expect(after.twoFactor).toBeUndefined();
    expect(after.secondFactors).toBeUndefined();
  });
});

describe('a passkey as the second factor a user must have', () => {
  it('an operator without one registers a passkey at the required enrolment, then signs in with it', async () => {
    const body = await login('trainee', PASSWORDS.trainee);
    expect(body.twoFactor).toBe('enrol');
    const pending = body.token.access_token as string;
    const key = authenticator();
    const registered = await register(pending, key, 'YubiKey');
    expect(registered.statusCode, registered.body).toBe(200);
    const full = registered.json().signedIn.token.access_token as string;
    expect((await call('/backoffice/orders', full, undefined, 'GET')).statusCode).toBe(200);
    expect((await call('/auth/passkeys', pending, undefined, 'GET')).statusCode).toBe(401);

    // The last second factor of an operator stays; with a second passkey, either may go.
    const [only] = (await call('/auth/passkeys', full, undefined, 'GET')).json();
    const refused = await call('/auth/passkeys/remove', full, { passkeyId: only.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toBe(LAST_SECOND_FACTOR);
    const spare = authenticator();
    expect((await register(full, spare, 'Spare key')).statusCode).toBe(200);
    expect((await call('/auth/passkeys/remove', full, { passkeyId: only.id })).statusCode).toBe(204);
    const trainee = await userNamed('trainee');
    expect((await auditOf(trainee.id, 'passkey.remove'))[0].subject).toBe('passkey "YubiKey" removed');
    expect((await call('/auth/passkeys', full, undefined, 'GET')).json().map((p: { name: string }) => p.name)).toEqual(['Spare key']);

    // The next sign-in asks for the passkey; the removed one is not offered and not accepted.
    const { pending: again, options } = await passwordThenOptions('trainee');
    expect(options.allowCredentials.map((c: { id: string }) => c.id)).toEqual([spare.id]);
    expect((await call('/auth/second-step/passkey', again, { response: key.assert(options) })).statusCode).toBe(400);
    const next = (await call('/auth/second-step/passkey/options', again)).json();
    expect((await call('/auth/second-step/passkey', again, { response: spare.assert(next) })).statusCode).toBe(200);
    // A code is no way in for a user without an app.
    const third = await passwordThenOptions('trainee');
    expect((await call('/auth/second-step', third.pending, { code: '123456' })).json().errorMessage).toBe(WRONG_CODE);
  });

  it('lets an operator with a passkey turn the app off, which an operator with only the app may not', async () => {
    const { token } = await t.signIn('operator', PASSWORDS.operator);
    const state = (await call('/auth/two-factor', token, undefined, 'GET')).json();
    // The operator registered a passkey in an earlier test.
    expect(state).toMatchObject({ enabled: true, required: true, mayTurnOff: true });
    const operator = await userNamed('operator');
    await t.database.db.delete(passkeys).where(eq(passkeys.userId, operator.id));
    expect((await call('/auth/two-factor', token, undefined, 'GET')).json()).toMatchObject({ mayTurnOff: false });
  });
});

/** The places of an ECDSA DER signature's r and s values (after the SEQUENCE's and each INTEGER's tag and length). */
function signatureValueBytes(der: Buffer): number[] {
  const rLength = der[3];
  const sStart = 4 + rLength + 2;
  const r = Array.from({ length: rLength }, (_, i) => 4 + i);
  const s = Array.from({ length: der[sStart - 1] }, (_, i) => sStart + i);
  return [...r, ...s];
}

describe('a changed answer', () => {
  it('is refused whichever byte of the signed data or the signature is changed (fast-check)', async () => {
    const operator = await userNamed('operator');
    await t.database.db.delete(passkeys).where(eq(passkeys.userId, operator.id));
    const { token } = await t.signIn('operator', PASSWORDS.operator);
    const key = authenticator();
    expect((await register(token, key)).statusCode).toBe(200);
    const { pending } = await passwordThenOptions('operator');
    const parts = ['clientDataJSON', 'authenticatorData', 'signature'] as const;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...parts), fc.nat(), fc.integer({ min: 1, max: 255 }), async (part, at, xor) => {
        const options = (await call('/auth/second-step/passkey/options', pending)).json();
        const answer = key.assert(options);
        const bytes = Buffer.from(answer.response[part], 'base64url');
        // A signature is DER: SEQUENCE { INTEGER r, INTEGER s }. Its header bytes are encoding, which a lenient
        // parser may read past to the same r and s (the same signature); the values r and s are what is changed.
        const places = part === 'signature' ? signatureValueBytes(bytes) : bytes.map((_, i) => i);
        bytes[places[at % places.length]] ^= xor;
        const changed = { ...answer, response: { ...answer.response, [part]: bytes.toString('base64url') } };
        const refused = await call('/auth/second-step/passkey', pending, { response: changed });
        // Each refusal counts as a wrong try: forgotten here, so the property sees the refusal, not the wait.
        await t.database.db.delete(throttleCounters).where(eq(throttleCounters.key, `second-factor:${operator.id}`));
        expect(refused.statusCode, `${part}[${places[at % places.length]}] ^ ${xor}`).toBe(400);
      }),
      { numRuns: 25 },
    );
    // The passkey itself still signs in.
    const options = (await call('/auth/second-step/passkey/options', pending)).json();
    expect((await call('/auth/second-step/passkey', pending, { response: key.assert(options) })).statusCode).toBe(200);
    await t.database.db.delete(passkeys).where(eq(passkeys.userId, operator.id));
  });
});

describe('the relying party', () => {
  const laptop = loadConfig({ PORT: '8080' });
  const deployed = { ...laptop, production: true, publicUrl: 'https://portal.clearcheck.com.au' };
  it('is PUBLIC_URL in production, whatever the Host header says', () => {
    expect(relyingPartyOf(deployed, 'localhost:8080')).toEqual({ id: 'portal.clearcheck.com.au', origins: ['https://portal.clearcheck.com.au'] });
    expect(relyingPartyOf(deployed, 'evil.example')).toEqual({ id: 'portal.clearcheck.com.au', origins: ['https://portal.clearcheck.com.au'] });
  });
  it('is the localhost page outside production, and PUBLIC_URL for any other host', () => {
    const e2e = { ...laptop, publicUrl: 'http://127.0.0.1:4173' };
    expect(relyingPartyOf(e2e, 'localhost:4173')).toEqual({ id: 'localhost', origins: ['http://localhost:4173', 'https://localhost:4173'] });
    expect(relyingPartyOf(e2e, 'localhost.evil.example')).toEqual({ id: '127.0.0.1', origins: ['http://127.0.0.1:4173'] });
    expect(relyingPartyOf(e2e, 'localhost:80@evil.example')).toEqual({ id: '127.0.0.1', origins: ['http://127.0.0.1:4173'] });
    expect(relyingPartyOf(e2e, undefined).id).toBe('127.0.0.1');
  });
});
