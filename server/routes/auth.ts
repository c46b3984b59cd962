// Sign-in and account calls of portal §7: /auth/login, /auth/forgotPassword, /auth/password (and its emailed-link
// form /auth/password/reset) and /auth/logout. Access is declared in schemas/api/auth.ts.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { users } from '../db/schema';
import { badRequest, HttpError } from '../http';
import { decoyPasswordHash, hashPassword, isStrongPassword, verifyPassword } from '../auth/passwords';
import { callerOf } from '../auth/guard';
import { issueResetLink, redeemResetLink } from '../auth/reset-links';
import { tooMany } from '../auth/throttle';
import type { AppContext } from '../context';
import type { Handlers } from '../contract';
import type { authRoutes } from '../../schemas/api/auth';

export const LOGIN_FAILED = 'The username or password is incorrect.';
export const ACCOUNT_EXPIRED = 'Your access has expired. Please contact your administrator.';
export const WEAK_PASSWORD = 'Your password does not meet the minimum requirements. Try it again.';
export const WRONG_CURRENT_PASSWORD = 'The current password is not correct.';
export const RESET_LINK_INVALID = 'This password reset link has expired or was already used. Please ask for a new one.';
export const PASSWORD_UPDATED = 'You password was updated';
export const FORGOT_PASSWORD_SENT =
  'If the address belongs to an account, your login details will arrive by email within 5 minutes.';
const RESET_LINK_HOURS = 1;

export function authHandlers(ctx: AppContext): Handlers<typeof authRoutes> {
  const { db, config, sessions, mailer, throttle } = ctx;
  const limits = config.rateLimits;

  // Wrong passwords are counted per account AND address, with a doubling wait after a few: a guesser is slowed down,
  // while the real owner, from another address, can still sign in (an attacker cannot lock them out). A second
  // count per address, whatever the accounts, stops one machine from spraying many accounts. Successful sign-ins
  // count for nothing.
  const pairKey = (request: FastifyRequest, username: string) => `login:${username.toLowerCase()}@${request.ip}`;
  const addressKey = (request: FastifyRequest) => `login-ip:${request.ip}`;

  async function refuseThrottledSignIn(request: FastifyRequest, username: string): Promise<void> {
    const [pair, address] = await Promise.all([
      throttle.peek(pairKey(request, username), limits.windowMs),
      throttle.peek(addressKey(request), limits.windowMs),
    ]);
    throttle.refuseIfBlocked(pair);
    throttle.refuseIfBlocked(address);
  }

  async function countWrongPassword(request: FastifyRequest, username: string): Promise<void> {
    const key = pairKey(request, username);
    const pair = await throttle.count(key, limits.windowMs);
    if (pair.count >= limits.loginFreeFailures) {
      const waitMs = Math.min(limits.loginMaxBackoffMs, 1000 * 2 ** (pair.count - limits.loginFreeFailures));
      await throttle.block(key, new Date(ctx.now().getTime() + waitMs));
    }
    const address = await throttle.count(addressKey(request), limits.windowMs);
    if (address.count >= limits.loginPerAddress) {
      await throttle.block(addressKey(request), new Date(ctx.now().getTime() + limits.windowMs));
    }
  }

  /** Counts a forgot-password request of this address and email; 429 over either limit. */
  async function countResetRequest(request: FastifyRequest, email: string): Promise<void> {
    const [byAddress, byEmail] = await Promise.all([
      throttle.count(`forgot-ip:${request.ip}`, limits.windowMs),
      throttle.count(`forgot-email:${email}`, limits.windowMs),
    ]);
    if (byAddress.count > limits.forgotPerAddress || byEmail.count > limits.forgotPerEmail) throw tooMany(limits.windowMs);
  }

  const activeUserNamed = (username: string) =>
    db
      .select()
      .from(users)
      .where(and(sql`lower(${users.username}) = ${username.toLowerCase()}`, isNull(users.deletedAt)));

  return {
    'POST /auth/login': async (request, reply) => {
      const username = request.body.username.trim();
      await refuseThrottledSignIn(request, username);
      const [user] = await activeUserNamed(username);
      const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), request.body.password);
      if (!user || !valid) {
        await countWrongPassword(request, username);
        request.log.info('sign-in refused');
        return reply.status(401).send({ statusCode: 401, error: 'Request Error', errorMessage: LOGIN_FAILED });
      }
      await throttle.clear(pairKey(request, username));
      if (user.expiresAt && user.expiresAt.getTime() < ctx.now().getTime()) {
        return reply.status(403).send({ statusCode: 403, error: 'Request Error', errorMessage: ACCOUNT_EXPIRED });
      }
      const token = await sessions.create(user.id);
      return {
        userMaster: {
          userID: user.id,
          fullName: [user.firstName, user.surname].filter(Boolean).join(' '),
          clientID: String(user.clientId ?? 0),
        },
        token: { access_token: token },
        errorMessage: '',
      };
    },

    'POST /auth/forgotPassword': async (request) => {
      const email = request.body.email.trim().toLowerCase();
      await countResetRequest(request, email);
      // The answer is the same, in the same time, whether or not the address has an account: the lookup, the link
      // and the mail happen after it is sent.
      ctx.background.run('forgot-password mail', async () => {
        const accounts = await db
          .select()
          .from(users)
          .where(and(sql`lower(${users.email}) = ${email}`, isNull(users.deletedAt)));
        for (const user of accounts) {
          const link = await issueResetLink(
            db,
            config.publicUrl,
            { userId: user.id, expiresAt: new Date(ctx.now().getTime() + RESET_LINK_HOURS * 3600_000) },
            ctx.now(),
          );
          await mailer.send({
            to: user.email,
            subject: 'Your ClearCheck login details',
            text: [
              `Hello ${user.firstName || user.username},`,
              '',
              `Your username is: ${user.username}`,
              '',
              `To choose a new password, open this link within ${RESET_LINK_HOURS} hour:`,
              link,
              '',
              'Only the newest link we sent you works. If you did not ask for this, you can ignore this email.',
              `Questions: ${config.supportEmail}`,
            ].join('\n'),
          });
        }
      });
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

    'POST /auth/password': async (request) => {
      const caller = callerOf(request);
      const { currentPassword, newPassword } = request.body;
      await refuseThrottledSignIn(request, caller.username);
      const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, caller.id));
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        // A stolen session must not become a way to guess the password: the same throttle as sign-in.
        await countWrongPassword(request, caller.username);
        throw badRequest(WRONG_CURRENT_PASSWORD);
      }
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
