// The second factor of signing in: an authenticator app (TOTP, RFC 6238, through otpauth) and ten single-use recovery
// codes. The app's secret is kept sealed with the field cipher (server/field-cipher.ts), so a copy of the database
// alone gives no codes; recovery codes are kept as argon2id hashes, like passwords. A code works once: the time step
// of the last accepted app code is kept, and a recovery code is marked used in the statement that accepts it.
import { randomInt } from 'node:crypto';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Db, Tx } from '../db';
import { clients, passkeys, recoveryCodes, users } from '../db/schema';
import type { FieldCipher } from '../field-cipher';
import type { SessionStage } from './sessions';
import type { Throttle, ThrottleRule } from './throttle';
import argon2 from 'argon2';
import { verifyPassword } from './passwords';

type User = typeof users.$inferSelect;

/** What authenticator apps show beside the account. */
const ISSUER = 'ClearCheck';
const PERIOD_SECONDS = 30;
/** Codes one step either side of now are accepted: a phone's clock a little off, a code typed as it changed. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** Recovery code letters: no 0/O, 1/I/L, so a code read off paper is typed right. 10 of them: 50 bits. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const WRONG_CODE = 'The code is not correct. Please try again.';

const totpOf = (base32: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(base32) });

/** A new secret, base32 as apps take it typed (160 bits, RFC 4226's recommendation). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// address an app reads from the QR code. */
export const otpauthUrl = (secret: string, username: string): string => totpOf(secret, username).toString();

/** The QR code of an otpauth address as an SVG data URL (drawn by the server: the page loads no QR library). */
export async function qrCodeDataUrl(url: string): Promise<string> {
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The current code of a secret (the seed's demo operator and the tests compute theirs the same way). */
export const currentCode = (secret: string, at: Date): string => totpOf(secret).generate({ timestamp: at.getTime() });

/** The time step of the code if it matches the secret around `at`, else null. */
export function matchingStep(secret: string, code: string, at: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: at.getTime(), window: WINDOW });
  return delta === null ? null : Math.floor(at.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** A code as typed: spaces and dashes go, letters are read in capitals. */
const normalised = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();
const looksLikeAppCode = (code: string) => /^[0-9]{6}$/.test(normalised(code));

/** Ten new recovery codes, shown as XXXXX-XXXXX. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
}

/**
 * A recovery code's hash: argon2id at OWASP's lighter setting (19 MiB, 2 passes). A code is 50 random bits, not a
 * word a person chose, so the password setting's cost (ten of them at each enrolment) buys nothing.
 */
const hashRecoveryCode = (code: string) => argon2.hash(code, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });

export interface HashedRecoveryCode {
  /** As the user is shown it once. */
  code: string;
  hash: string;
}

/** Ten new recovery codes with their hashes, for keepRecoveryCodes. */
export async function hashedRecoveryCodes(): Promise<HashedRecoveryCode[]> {
  const codes = newRecoveryCodes();
  const hashes = await Promise.all(codes.map((code) => hashRecoveryCode(normalised(code))));
  return codes.map((code, i) => ({ code, hash: hashes[i] }));
}

/**
 * A second factor a user may have set up. 'recovery' is named only for a user without an app (whose code box takes
 * recovery codes too): a user of passkeys alone keeps recovery codes for a lost device.
 */
export type SecondFactorKind = 'app' | 'passkey' | 'recovery';

/** Which factor a code was: the app's, or a recovery code (now used). */
export type FactorUsed = 'app' | 'recovery';

export class SecondFactor {
  constructor(
    private readonly db: Db,
    private readonly cipher: FieldCipher,
    private readonly throttle: Throttle,
    private readonly rule: ThrottleRule,
    private readonly now: () => Date,
  ) {}

  /** Whether the user must sign in with a second factor: operators always; a client's users when it says so. */
  async required(user: Pick<User, 'kind' | 'clientId'>): Promise<boolean> {
    if (user.kind === 'operator') return true;
    if (user.kind !== 'client' || user.clientId === null) return false;
    const [client] = await this.db.select({ requireTwoFactor: clients.requireTwoFactor }).from(clients).where(eq(clients.id, user.clientId));
    return client?.requireTwoFactor ?? false;
  }

  /** The second factors the user has set up: the authenticator app (with the recovery codes), passkeys. */
  async factorsOf(user: Pick<User, 'id' | 'totpSecret'>): Promise<SecondFactorKind[]> {
    const [row] = await this.db.select({ passkeys: count() }).from(passkeys).where(eq(passkeys.userId, user.id));
    const passkey = (row?.passkeys ?? 0) > 0;
    if (user.totpSecret) return passkey ? ['app', 'passkey'] : ['app'];
    if (!passkey) return [];
    return (await this.recoveryCodesLeft(user.id)) > 0 ? ['passkey', 'recovery'] : ['passkey'];
  }

  /**
   * Where a right password leaves the user: signed in, a second step to take (with the factors it may use), or a
   * second factor to set up first. Either an app or a passkey counts as the second factor a user must have.
   */
  async stageAfterPassword(user: User): Promise<{ stage: SessionStage; factors: SecondFactorKind[] }> {
    const factors = await this.factorsOf(user);
    if (factors.length > 0) return { stage: 'second-step', factors };
    return { stage: (await this.required(user)) ? 'enrolment' : 'full', factors };
  }

  async recoveryCodesLeft(userId: number, db: Db | Tx = this.db): Promise<number> {
    const [row] = await db
      .select({ left: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    return row?.left ?? 0;
  }

  /** Starts an enrolment: a new secret kept (sealed) beside any secret in use until a first code confirms it. */
  async begin(user: User): Promise<{ secret: string; otpauthUrl: string; qrCode: string }> {
    const secret = newTotpSecret();
    await this.db.update(users).set({ totpPendingSecret: this.cipher.seal(secret) }).where(eq(users.id, user.id));
    const url = otpauthUrl(secret, user.username);
    return { secret, otpauthUrl: url, qrCode: await qrCodeDataUrl(url) };
  }

  /**
   * Confirms the enrolment with the app's first code: the secret is in use and ten new recovery codes replace any
   * old ones. Answers the codes (to show once), or null for a wrong code. Throttled like every code.
   */
  async confirm(user: User, code: string): Promise<string[] | null> {
    if (!user.totpPendingSecret) return null;
    const secret = this.cipher.open(user.totpPendingSecret);
    const step = await this.counted(user.id, async () => matchingStep(secret, normalised(code), this.now()));
    if (step === null) return null;
    const codes = await hashedRecoveryCodes();
    await this.db.transaction(async (t) => {
      await t
        .update(users)
        .set({ totpSecret: user.totpPendingSecret, totpPendingSecret: null, totpEnabledAt: this.now(), totpLastStep: step })
        .where(eq(users.id, user.id));
      await this.keepRecoveryCodes(user.id, codes, t);
    });
    return codes.map((c) => c.code);
  }

  /** Replaces the user's recovery codes with these (hashed first: argon2 should not run inside a transaction). */
  async keepRecoveryCodes(userId: number, codes: HashedRecoveryCode[], db: Db | Tx = this.db): Promise<void> {
    await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await db.insert(recoveryCodes).values(codes.map(({ hash }) => ({ userId, codeHash: hash })));
  }

  /**
   * Checks a code of the user's second factor and uses it up: an app code (its time step not used before) or an
   * unused recovery code. Counted before the check like a password (429 while the user must wait); the right code
   * clears the count. Answers which factor it was, or null.
   */
  async check(user: User, code: string): Promise<FactorUsed | null> {
    const sealed = user.totpSecret;
    // Counted for a user without an app too (passkeys and their recovery codes): a wait is a wait, whatever is tried.
    return this.counted(user.id, async () =>
      sealed && looksLikeAppCode(code) ? this.useAppCode(user.id, sealed, code) : this.useRecoveryCode(user.id, code),
    );
  }

  /**
   * Turns the authenticator app off: its secret and any enrolment under way go, and the recovery codes with them
   * unless a passkey is still a second factor (they are its way back from a lost device).
   */
  async remove(userId: number, db: Db | Tx = this.db): Promise<void> {
    await db
      .update(users)
      .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(users.id, userId));
    const [row] = await db.select({ passkeys: count() }).from(passkeys).where(eq(passkeys.userId, userId));
    if ((row?.passkeys ?? 0) === 0) await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  }

  /**
   * Runs a check of the user's second factor (a code, a passkey's signature) as one counted attempt: 429 while the
   * user must wait; a success clears the count. Codes and passkeys share the count, so neither is a way round it.
   */
  async counted<T>(userId: number, check: () => Promise<T | null>): Promise<T | null> {
    const key = `second-factor:${userId}`;
    await this.throttle.attempt(key, this.rule);
    const result = await check();
    if (result !== null) await this.throttle.clear(key);
    return result;
  }

  private async useAppCode(userId: number, sealed: string, code: string): Promise<FactorUsed | null> {
    const step = matchingStep(this.cipher.open(sealed), normalised(code), this.now());
    if (step === null) return null;
    // One statement takes the step, and only if it is newer than the last one taken: a code seen over a shoulder (or
    // sent twice at once) does not sign in a second time.
    const taken = await this.db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return taken.length > 0 ? 'app' : null;
  }

  private async useRecoveryCode(userId: number, code: string): Promise<FactorUsed | null> {
    const typed = normalised(code);
    if (typed.length !== 10) return null;
    const unused = await this.db
      .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    const matches = await Promise.all(unused.map((row) => verifyPassword(row.codeHash, typed)));
    const match = unused.find((_, i) => matches[i]);
    if (!match) return null;
    const used = await this.db
      .update(recoveryCodes)
      .set({ usedAt: this.now() })
      .where(and(eq(recoveryCodes.id, match.id), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return used.length > 0 ? 'recovery' : null;
  }
}
