// Sign-in and account calls of portal §7: /auth/login, /auth/forgotPassword, /auth/password (and its emailed-link
// form /auth/password/reset) and /auth/logout. Access is declared in schemas/api/auth.ts.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { users } from '../db/schema';
import { badRequest, HttpError } from '../http';
import { decoyPasswordHash, hashPassword, isStrongPassword, PASSWORD_TOO_WEAK, PASSWORD_UPDATED, verifyPassword } from '../auth/passwords';
import { callerOf } from '../auth/guard';
import { redeemResetLink, resetLinkUser } from '../auth/reset-links';
import { RESET_LINK } from '../jobs/work';
import { backoffRule, type ThrottleRule } from '../auth/throttle';
import type { SessionOrigin, SessionStage } from '../auth/sessions';
import type { SecondFactorKind } from '../auth/two-factor';
import type { AppContext } from '../context';
import type { Handlers } from '../contract';
import type { authRoutes, SignedIn } from '../../schemas/api/auth';
import type { Static } from '@sinclair/typebox';

export const LOGIN_FAILED = 'The username or password is incorrect.';
export const ACCOUNT_EXPIRED = 'Your access has expired. Please contact your administrator.';
export const WEAK_PASSWORD = PASSWORD_TOO_WEAK;
export const WRONG_CURRENT_PASSWORD = 'The current password is not correct.';
export const RESET_LINK_INVALID = 'This password reset link has expired or was already used. Please ask for a new one.';
export { PASSWORD_UPDATED };
export const FORGOT_PASSWORD_SENT =
  'If the address belongs to an account, your login details will arrive by email within 5 minutes.';

/** Where a session starts: the browser's User-Agent and the address (Account lists sessions by them). */
export const originOf = (request: FastifyRequest): SessionOrigin => ({ userAgent: request.headers['user-agent'] ?? '', ip: request.ip });

/**
 * The sign-in answer (portal §7). A session short of 'full' also says which second step it waits for; a session that
 * is full answers exactly the seed's shape.
 */
export function signedInAnswer(
  user: typeof users.$inferSelect,
  token: string,
  stage: SessionStage,
  factors: SecondFactorKind[] = [],
): Static<typeof SignedIn> {
  return {
    userMaster: { userID: user.id, fullName: [user.firstName, user.surname].filter(Boolean).join(' '), clientID: String(user.clientId ?? 0) },
    token: { access_token: token },
    errorMessage: '',
    ...(stage === 'second-step'
      ? { twoFactor: 'code' as const, secondFactors: factors }
      : stage === 'enrolment'
        ? { twoFactor: 'enrol' as const }
        : {}),
  };
}

export function authHandlers(ctx: AppContext): Handlers<typeof authRoutes> {
  const { db, config, sessions, throttle } = ctx;
  const limits = config.rateLimits;

  // Sign-in attempts are counted per account AND address, with a doubling wait after a few: a guesser is slowed
  // down, while the real owner, from another address, can still sign in (an attacker cannot lock them out). A second
  // count per address, whatever the accounts, stops one machine from spraying many accounts. Both are counted before
  // the password is checked (so parallel guesses are counted too); the right password clears the account's count and
  // takes its attempt back from the address, so successful sign-ins count for nothing. An account's wait runs from its
  // last wrong password, not from when that attempt was counted (a slow password check must not use the wait up).
  const pairKey = (request: FastifyRequest, username: string) => `login:${username.toLowerCase()}@${request.ip}`;
  const addressKey = (request: FastifyRequest) => `login-ip:${request.ip}`;
  const pairRule = backoffRule(limits);
  const addressRule: ThrottleRule = { windowMs: limits.windowMs, free: limits.loginPerAddress, waitAfter: () => limits.windowMs };
  const resetRule = (free: number): ThrottleRule => ({ windowMs: limits.windowMs, free, waitAfter: () => limits.windowMs });

  /** Counts a password attempt; 429 while the account at this address, or the address, must wait. */
  async function countPasswordAttempt(request: FastifyRequest, username: string): Promise<void> {
    await throttle.attempt(pairKey(request, username), pairRule);
    await throttle.attempt(addressKey(request), addressRule);
  }

  async function forgivePasswordAttempt(request: FastifyRequest, username: string): Promise<void> {
    await throttle.clear(pairKey(request, username));
    await throttle.forgive(addressKey(request), addressRule);
  }

  /** After a wrong password: the account's wait at this address runs from now. */
  async function passwordAttemptFailed(request: FastifyRequest, username: string): Promise<void> {
    await throttle.failed(pairKey(request, username), pairRule);
  }

  /** Counts a forgot-password request of this address and email; 429 over either limit. */
  async function countResetRequest(request: FastifyRequest, email: string): Promise<void> {
    await throttle.attempt(`forgot-ip:${request.ip}`, resetRule(limits.forgotPerAddress));
    await throttle.attempt(`forgot-email:${email}`, resetRule(limits.forgotPerEmail));
  }

  const activeUserNamed = (username: string) =>
    db
      .select()
      .from(users)
      .where(and(sql`lower(${users.username}) = ${username.toLowerCase()}`, isNull(users.deletedAt)));

  return {
    'POST /auth/login': async (request, reply) => {
      const username = request.body.username.trim();
      await countPasswordAttempt(request, username);
      const [user] = await activeUserNamed(username);
      const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), request.body.password);
      if (!user || !valid) {
        await passwordAttemptFailed(request, username);
        request.log.info('sign-in refused');
        return reply.status(401).send({ statusCode: 401, error: 'Request Error', errorMessage: LOGIN_FAILED });
      }
      await forgivePasswordAttempt(request, username);
      if (user.expiresAt && user.expiresAt.getTime() < ctx.now().getTime()) {
        return reply.status(403).send({ statusCode: 403, error: 'Request Error', errorMessage: ACCOUNT_EXPIRED });
      }
      // A user with a second factor, or who must have one, gets a session that reaches only the second step.
      const { stage, factors } = await ctx.secondFactor.stageAfterPassword(user);
      const token = await sessions.create(user.id, originOf(request), stage);
      return signedInAnswer(user, token, stage, factors);
    },

    'POST /auth/forgotPassword': async (request) => {
      const email = request.body.email.trim().toLowerCase();
      await countResetRequest(request, email);
      // The same work, in the same time, whether or not the address has an account: one job is queued; the job looks
      // the address up and mails any link.
      await ctx.jobs.enqueue(db, RESET_LINK, [{ data: { email } }]);
      return { message: FORGOT_PASSWORD_SENT, errorMessage: '' };
    },

    'POST /auth/password/reset': async (request) => {
      const { resetToken, newPassword } = request.body;
      if (!isStrongPassword(newPassword)) throw badRequest(WEAK_PASSWORD);
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        const userId = await redeemResetLink(tx, resetToken, ctx.now());
        if (userId === null) throw new HttpError(400, RESET_LINK_INVALID);
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        // Whoever knew the old password is signed out everywhere.
        await sessions.revokeAllOf(userId, undefined, tx);
      });
      return { message: PASSWORD_UPDATED };
    },

    'POST /auth/password/reset/account': async (request) => {
      const userId = await resetLinkUser(db, request.body.resetToken, ctx.now());
      if (userId === null) throw new HttpError(400, RESET_LINK_INVALID);
      const [user] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
      return { username: user.username };
    },

    'POST /auth/password': async (request) => {
      const caller = callerOf(request);
      const { currentPassword, newPassword } = request.body;
      // A stolen session must not become a way to guess the password: the same throttle as sign-in.
      await countPasswordAttempt(request, caller.username);
      const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, caller.id));
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        await passwordAttemptFailed(request, caller.username);
        throw badRequest(WRONG_CURRENT_PASSWORD);
      }
      await forgivePasswordAttempt(request, caller.username);
      if (!isStrongPassword(newPassword)) throw badRequest(WEAK_PASSWORD);
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, caller.id));
        // Every other session of the user ends; the one that changed the password goes on.
        await sessions.revokeAllOf(caller.id, caller.sessionId, tx);
      });
      return { message: PASSWORD_UPDATED };
    },

    'POST /auth/logout': async (request, reply) => {
      await sessions.revoke(callerOf(request).sessionId);
      return reply.status(204).send();
    },
  };
}
