// Passkeys (WebAuthn, through @simplewebauthn/server) as a second factor for staff, beside the authenticator app.
// The challenge a browser signs is made and kept here, per session and purpose, for five minutes, and taken by the
// answer that uses it (one DELETE ... RETURNING), so an answer works once. A signature must come from a passkey of the
// session's own user, over that challenge, from our origin and relying party, with a signature counter that moved on
// (a cloned authenticator shows an old one); the counter is taken in one conditional UPDATE, like an app code's time
// step. Passkey attempts at sign-in share the throttle of codes (SecondFactor.counted).
import { and, asc, eq, gt, lt, or, sql } from 'drizzle-orm';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Static } from '@sinclair/typebox';
import type { RegistrationResponse } from '../../schemas/api/passkeys';
import type { Config } from '../config';
import type { Db } from '../db';
import { passkeyChallenges, passkeys, recoveryCodes, users } from '../db/schema';
import { badRequest, conflict, notFound } from '../http';
import { hashedRecoveryCodes, type SecondFactor } from './two-factor';

type User = typeof users.$inferSelect;
export type PasskeyRow = typeof passkeys.$inferSelect;

/** What the browser shows as the site asking (the RP name). */
const RP_NAME = 'ClearCheck';
/** How long a challenge is good for; the browser is told the same timeout. */
const CHALLENGE_MINUTES = 5;
/** Passkeys per user: each one is named in every sign-in's options. */
export const MAX_PASSKEYS = 10;

export const PASSKEY_REFUSED = 'The passkey was not accepted. Please try again, or use a code.';
export const PASSKEY_NOT_REGISTERED = 'The passkey could not be registered. Please try again.';
export const PASSKEY_TOO_LATE = 'The passkey request is over or has expired. Please try again.';
export const PASSKEY_ALREADY_REGISTERED = 'This passkey is already registered.';
export const PASSKEY_LIMIT = `You have ${MAX_PASSKEYS} passkeys, the most an account may have. Remove one first.`;
export const NO_PASSKEYS = 'Your account has no passkey. Please enter a code instead.';
export const NO_SUCH_PASSKEY = 'That passkey has already been removed.';
export const LAST_SECOND_FACTOR =
  'This passkey is your only second factor, and your account must have one. Add another passkey or set up an authenticator app first.';

/** The relying party passkeys are made for: its id (a host name) and the origins a browser's answer may come from. */
export interface RelyingParty {
  id: string;
  origins: string[];
}

/**
 * The relying party of a request. PUBLIC_URL names it: its host is the RP ID and its origin the only one accepted.
 * Outside production, a page opened at localhost (`npm run dev`'s Vite, `npm start` on a laptop, the e2e portal) gets
 * 'localhost' and that page's origin, since WebAuthn takes no IP address as an RP ID (the e2e portal's PUBLIC_URL is
 * http://127.0.0.1:port). This is safe because a browser gives the name localhost only to its own machine, and a
 * passkey made for localhost works nowhere else; the Host header (the client's to choose) is believed for nothing
 * but that name, and in production it is not read at all.
 */
export function relyingPartyOf(config: Pick<Config, 'publicUrl' | 'production'>, host: string | undefined): RelyingParty {
  const site = new URL(config.publicUrl);
  if (!config.production && host) {
    const local = localHost(host);
    if (local) return { id: 'localhost', origins: [`http://${local}`, `https://${local}`] };
  }
  return { id: site.hostname, origins: [site.origin] };
}

/** `localhost` or `localhost:port` exactly as a Host header carries it, else null. */
function localHost(host: string): string | null {
  const match = /^localhost(:[0-9]{1,5})?$/i.exec(host);
  return match ? `localhost${match[1] ?? ''}` : null;
}

/** The user handle an authenticator keeps with a passkey: the user's id, no name or address. */
const userHandleOf = (userId: number) => new TextEncoder().encode(`clearcheck-user-${userId}`);

export class Passkeys {
  constructor(
    private readonly db: Db,
    private readonly secondFactor: SecondFactor,
    private readonly now: () => Date,
  ) {}

  /** The user's passkeys, oldest first. */
  listOf(userId: number): Promise<PasskeyRow[]> {
    return this.db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  }

  /** The options for the browser's create(), with the challenge kept for the session. */
  async registrationOptions(user: User, sessionId: string, rp: RelyingParty): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const mine = await this.listOf(user.id);
    if (mine.length >= MAX_PASSKEYS) throw conflict(PASSKEY_LIMIT);
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: rp.id,
      userName: user.username,
      userDisplayName: [user.firstName, user.surname].filter(Boolean).join(' ') || user.username,
      userID: userHandleOf(user.id),
      attestationType: 'none',
      // The same authenticator is not registered twice.
      excludeCredentials: mine.map(descriptorOf),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      timeout: CHALLENGE_MINUTES * 60_000,
    });
    await this.keepChallenge(sessionId, 'register', options.challenge);
    return options;
  }

  /**
   * Registers the passkey the browser made over the session's challenge; answers its row, and the ten recovery codes
   * to show once when the user had none (no app, no codes left): a lost device must not lock out a user of passkeys.
   */
  async register(
    user: User,
    sessionId: string,
    rp: RelyingParty,
    name: string,
    answer: Static<typeof RegistrationResponse>,
  ): Promise<{ passkey: PasskeyRow; recoveryCodes: string[] | null }> {
    // Transports a later browser may name are kept out rather than refused: they are only a hint for sign-in.
    const response: RegistrationResponseJSON = {
      ...answer,
      response: { ...answer.response, transports: answer.response.transports?.filter(isTransport) },
    };
    const challenge = await this.takeChallenge(sessionId, 'register');
    if (!challenge) throw conflict(PASSKEY_TOO_LATE);
    let verified;
    try {
      verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origins,
        expectedRPID: rp.id,
        // A second factor after the password: the authenticator's presence is the proof; a PIN or fingerprint is a bonus.
        requireUserVerification: false,
      });
    } catch {
      throw badRequest(PASSKEY_NOT_REGISTERED);
    }
    if (!verified.verified) throw badRequest(PASSKEY_NOT_REGISTERED);
    const { credential } = verified.registrationInfo;
    // Hashed before the transaction (argon2 takes a while); kept only if the user still has none once locked.
    const codes = !user.totpSecret && (await this.secondFactor.recoveryCodesLeft(user.id)) === 0 ? await hashedRecoveryCodes() : null;
    const [row, kept] = await this.db.transaction(async (tx) => {
      // The user's passkeys are locked, so two registrations at once cannot pass the limit (or both make codes).
      const held = await tx.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, user.id)).for('update');
      if (held.length >= MAX_PASSKEYS) throw conflict(PASSKEY_LIMIT);
      const [inserted] = await tx
        .insert(passkeys)
        .values({
          userId: user.id,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: credential.transports ?? [],
          name: name.trim(),
          createdAt: this.now(),
        })
        .onConflictDoNothing({ target: passkeys.credentialId })
        .returning();
      if (!inserted || !codes || (await this.secondFactor.recoveryCodesLeft(user.id, tx)) > 0) return [inserted, null] as const;
      await this.secondFactor.keepRecoveryCodes(user.id, codes, tx);
      return [inserted, codes.map((c) => c.code)] as const;
    });
    if (!row) throw conflict(PASSKEY_ALREADY_REGISTERED);
    return { passkey: row, recoveryCodes: kept };
  }

  /**
   * Removes one of the user's passkeys; refused when it is the last second factor of a user who must have one. The
   * user's passkeys are locked while it is decided, so two removals at once cannot both take the last-but-one.
   */
  async remove(user: User, passkeyId: number): Promise<PasskeyRow> {
    const mustKeepOne = !user.totpSecret && (await this.secondFactor.required(user));
    return this.db.transaction(async (tx) => {
      const held = await tx.select().from(passkeys).where(eq(passkeys.userId, user.id)).for('update');
      const passkey = held.find((p) => p.id === passkeyId);
      if (!passkey) throw notFound(NO_SUCH_PASSKEY);
      if (mustKeepOne && held.length === 1) throw conflict(LAST_SECOND_FACTOR);
      await tx.delete(passkeys).where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, user.id)));
      // The last second factor gone: its recovery codes go with it (an app keeps its own).
      if (held.length === 1 && !user.totpSecret) await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
      return passkey;
    });
  }

  /** The options for the browser's get() at the second step, naming the user's passkeys; the challenge is kept. */
  async signInOptions(userId: number, sessionId: string, rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const mine = await this.listOf(userId);
    if (mine.length === 0) throw conflict(NO_PASSKEYS);
    const options = await generateAuthenticationOptions({
      rpID: rp.id,
      allowCredentials: mine.map(descriptorOf),
      userVerification: 'preferred',
      timeout: CHALLENGE_MINUTES * 60_000,
    });
    await this.keepChallenge(sessionId, 'sign-in', options.challenge);
    return options;
  }

  /**
   * Checks a passkey's signature at the second step: one of the user's own passkeys, over the session's challenge,
   * its counter newer than the last one seen. Counted with wrong codes (429 while the user must wait). Answers the
   * passkey used, or null.
   */
  async signIn(userId: number, sessionId: string, rp: RelyingParty, response: AuthenticationResponseJSON): Promise<PasskeyRow | null> {
    const challenge = await this.takeChallenge(sessionId, 'sign-in');
    if (!challenge) throw conflict(PASSKEY_TOO_LATE);
    return this.secondFactor.counted(userId, async () => {
      // Another user's passkey is no passkey of this user's.
      const [passkey] = await this.db
        .select()
        .from(passkeys)
        .where(and(eq(passkeys.credentialId, response.id), eq(passkeys.userId, userId)));
      if (!passkey) return null;
      let newCounter: number;
      try {
        const verified = await verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: rp.origins,
          expectedRPID: rp.id,
          credential: {
            id: passkey.credentialId,
            publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
            counter: passkey.counter,
            transports: passkey.transports.filter(isTransport),
          },
          requireUserVerification: false,
        });
        if (!verified.verified) return null;
        newCounter = verified.authenticationInfo.newCounter;
      } catch {
        return null;
      }
      // The counter is taken only if it moved on from the one stored (or the authenticator keeps none: both 0), in
      // one statement: two answers at once with the same counter do not both sign in.
      const [used] = await this.db
        .update(passkeys)
        .set({ counter: newCounter, lastUsedAt: this.now() })
        .where(
          and(
            eq(passkeys.id, passkey.id),
            or(lt(passkeys.counter, newCounter), and(eq(passkeys.counter, 0), sql`${newCounter} = 0`)),
          ),
        )
        .returning();
      return used ?? null;
    });
  }

  /** Keeps the session's challenge for the purpose, replacing any earlier one (a new try of the same thing). */
  private async keepChallenge(sessionId: string, purpose: 'register' | 'sign-in', challenge: string): Promise<void> {
    const expiresAt = new Date(this.now().getTime() + CHALLENGE_MINUTES * 60_000);
    await this.db
      .insert(passkeyChallenges)
      .values({ sessionId, purpose, challenge, expiresAt })
      .onConflictDoUpdate({ target: [passkeyChallenges.sessionId, passkeyChallenges.purpose], set: { challenge, expiresAt } });
  }

  /** Takes the session's challenge for the purpose (it works once), if it has not expired. */
  private async takeChallenge(sessionId: string, purpose: 'register' | 'sign-in'): Promise<string | null> {
    const [taken] = await this.db
      .delete(passkeyChallenges)
      .where(and(eq(passkeyChallenges.sessionId, sessionId), eq(passkeyChallenges.purpose, purpose), gt(passkeyChallenges.expiresAt, this.now())))
      .returning({ challenge: passkeyChallenges.challenge });
    // An expired one is worthless: it goes too.
    if (!taken) await this.db.delete(passkeyChallenges).where(and(eq(passkeyChallenges.sessionId, sessionId), eq(passkeyChallenges.purpose, purpose)));
    return taken?.challenge ?? null;
  }
}

const TRANSPORTS: ReadonlySet<string> = new Set<AuthenticatorTransportFuture>(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);
const isTransport = (t: string): t is AuthenticatorTransportFuture => TRANSPORTS.has(t);

const descriptorOf = (p: PasskeyRow) => ({ id: p.credentialId, transports: p.transports.filter(isTransport) });
