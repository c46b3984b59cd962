// Sign-in and account calls of portal §7: /auth/login, /auth/forgotPassword, /auth/password, and /auth/logout.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { passwordResets, users } from '../db/schema';
import { badRequest, HttpError, tooManyRequests } from '../http';
import { decoyPasswordHash, hashPassword, isStrongPassword, verifyPassword } from '../auth/passwords';
import { callerOf, requireSelf } from '../auth/guard';
import { hashResetToken, issueResetLink } from '../auth/reset-links';
import type { AppContext } from '../context';

export const LOGIN_FAILED = 'The username or password is incorrect.';
export const ACCOUNT_EXPIRED = 'Your access has expired. Please contact your administrator.';
export const WEAK_PASSWORD = 'Your password does not meet the minimum requirements. Try it again.';
export const RESET_LINK_INVALID = 'This password reset link has expired or was already used. Please ask for a new one.';
export const FORGOT_PASSWORD_SENT =
  'If the address belongs to an account, your login details will arrive by email within 5 minutes.';
const RESET_LINK_HOURS = 1;

/** Answers a 429 with a sentence that says how long to wait. */
function tooMany(ttlMs: number) {
  const minutes = Math.max(1, Math.ceil(ttlMs / 60_000));
  return tooManyRequests(
    `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  );
}

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config, sessions, mailer } = ctx;
  const limits = config.rateLimits;

  // Two limits on each public call: per client address and per account named, so neither a single machine nor a
  // botnet aimed at one username gets unlimited guesses.
  const limiter = (max: number, key: (request: FastifyRequest) => string) =>
    app.createRateLimit({ max, timeWindow: limits.windowMs, keyGenerator: key });
  const loginByAddress = limiter(limits.loginPerAddress, (r) => `login-ip:${r.ip}`);
  const loginByUsername = limiter(limits.loginPerUsername, (r) => {
    const body = r.body as { username: string };
    return `login-user:${body.username.trim().toLowerCase()}`;
  });
  const forgotByAddress = limiter(limits.forgotPerAddress, (r) => `forgot-ip:${r.ip}`);
  const forgotByEmail = limiter(limits.forgotPerEmail, (r) => {
    const body = r.body as { email: string };
    return `forgot-email:${body.email.trim().toLowerCase()}`;
  });
  const enforce = (...checks: Array<ReturnType<typeof limiter>>) => async (request: FastifyRequest) => {
    for (const check of checks) {
      const result = await check(request);
      // isAllowed is true only for allow-listed keys; a counted request is refused once it exceeds the limit.
      if (!result.isAllowed && result.isExceeded) throw tooMany(result.ttl);
    }
  };

  app.post<{ Body: { username: string; password: string } }>(
    '/auth/login',
    {
      schema: {
        body: {
          type: 'object',
          required: ['username', 'password'],
          properties: {
            username: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
            password: { type: 'string', minLength: 1, maxLength: 200 },
          },
        },
      },
      preHandler: enforce(loginByAddress, loginByUsername),
    },
    async (request, reply) => {
      const username = request.body.username.trim();
      const [user] = await db
        .select()
        .from(users)
        .where(and(sql`lower(${users.username}) = ${username.toLowerCase()}`, isNull(users.deletedAt)));
      const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), request.body.password);
      if (!user || !valid) {
        request.log.info({ username }, 'sign-in refused');
        return reply.status(401).send({ statusCode: 401, error: 'Request Error', errorMessage: LOGIN_FAILED });
      }
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
  );

  app.post<{ Body: { email: string } }>(
    '/auth/forgotPassword',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email'],
          properties: { email: { type: 'string', format: 'email', maxLength: 254 } },
        },
      },
      preHandler: enforce(forgotByAddress, forgotByEmail),
    },
    async (request) => {
      const email = request.body.email.trim().toLowerCase();
      const accounts = await db
        .select()
        .from(users)
        .where(and(sql`lower(${users.email}) = ${email}`, isNull(users.deletedAt)));
      for (const user of accounts) {
        const link = await issueResetLink(db, config.publicUrl, {
          userId: user.id,
          expiresAt: new Date(ctx.now().getTime() + RESET_LINK_HOURS * 3600_000),
        });
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
            `If you did not ask for this, you can ignore this email. Questions: ${config.supportEmail}`,
          ].join('\n'),
        });
      }
      // The same answer whether or not the address exists: the form must not reveal who has an account.
      return { message: FORGOT_PASSWORD_SENT, errorMessage: '' };
    },
  );

  app.post<{ Body: { userId?: number; resetToken?: string; newPassword: string } }>(
    '/auth/password',
    {
      schema: {
        body: {
          type: 'object',
          required: ['newPassword'],
          properties: {
            userId: { type: 'integer', minimum: 1 },
            resetToken: { type: 'string', minLength: 20, maxLength: 100 },
            newPassword: { type: 'string', minLength: 1, maxLength: 200 },
          },
        },
      },
    },
    async (request) => {
      const { userId, resetToken, newPassword } = request.body;
      if (resetToken === undefined && userId === undefined) throw badRequest('userId is required.');
      if (!isStrongPassword(newPassword)) throw badRequest(WEAK_PASSWORD);

      if (resetToken !== undefined) {
        // A reset link: the token itself is the proof; it works once, within its hour.
        const [reset] = await db
          .select()
          .from(passwordResets)
          .where(
            and(
              eq(passwordResets.tokenHash, hashResetToken(resetToken)),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, ctx.now()),
            ),
          );
        if (!reset) throw new HttpError(400, RESET_LINK_INVALID);
        const passwordHash = await hashPassword(newPassword);
        await db.transaction(async (tx) => {
          await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
          await tx
            .update(passwordResets)
            .set({ usedAt: ctx.now() })
            .where(eq(passwordResets.tokenHash, reset.tokenHash));
        });
        await sessions.revokeAllOf(reset.userId);
        return { message: 'You password was updated' };
      }

      await app.authenticate(request);
      const caller = requireSelf(request, userId!);
      const passwordHash = await hashPassword(newPassword);
      await db.update(users).set({ passwordHash }).where(eq(users.id, caller.id));
      return { message: 'You password was updated' };
    },
  );

  app.post('/auth/logout', { preHandler: app.authenticate }, async (request, reply) => {
    await sessions.revoke(callerOf(request).sessionId);
    return reply.status(204).send();
  });
}
