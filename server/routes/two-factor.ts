// Two-factor sign-in and sessions in view (issue 32). Access is declared in schemas/api/two-factor.ts: the second
// step is the only call a session short of 'full' reaches besides setting up a required second factor and signing out
// (the guard refuses the rest). Enrolments, turning it off, recovery codes used and sessions ended go to the audit
// trail.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { clients, users } from '../db/schema';
import { recordAuditEvent } from '../audit';
import type { AuditEvent } from '../audit';
import { callerOf, orderOf, type Caller } from '../auth/guard';
import { deviceOf } from '../auth/devices';
import { WRONG_CODE } from '../auth/two-factor';
import { badRequest, conflict, notFound, unauthorized } from '../http';
import { originOf, signedInAnswer } from './auth';
import type { AppContext } from '../context';
import type { Handlers } from '../contract';
import type { twoFactorRoutes } from '../../schemas/api/two-factor';

export const NO_ENROLMENT = 'Start setting up the authenticator app first.';
export const TWO_FACTOR_REQUIRED =
  'Two-factor sign-in is required for your account, so the app cannot be turned off while you have no passkey.';
export const TWO_FACTOR_OFF = 'Two-factor sign-in is off.';
export const SET_UP_YOURS_FIRST = 'Set up two-factor sign-in for yourself first, so you are not locked out.';
export const THIS_SESSION = 'This is the session you are using: sign out instead.';
export const NO_SUCH_SESSION = 'That session has already ended.';
export const NO_ORDERING_USER = 'Nobody ordered this order through the portal.';

export function twoFactorHandlers(ctx: AppContext): Handlers<typeof twoFactorRoutes> {
  const { db, sessions, secondFactor } = ctx;

  /** The caller's user row (a deleted user has no session, so the guard never lets one get here). */
  async function userOf(caller: Caller) {
    const [user] = await db.select().from(users).where(and(eq(users.id, caller.id), isNull(users.deletedAt)));
    if (!user) throw unauthorized();
    return user;
  }

  const hasPasskey = async (user: typeof users.$inferSelect) => (await secondFactor.factorsOf(user)).includes('passkey');

  const audit = (request: FastifyRequest, event: Omit<AuditEvent, 'at' | 'ip' | 'userId'>) =>
    recordAuditEvent(db, { ...event, at: ctx.now(), ip: request.ip, userId: callerOf(request).id });

  return {
    'POST /auth/second-step': async (request) => {
      const caller = callerOf(request);
      const user = await userOf(caller);
      const used = await secondFactor.check(user, request.body.code);
      if (!used) throw badRequest(WRONG_CODE);
      if (used === 'recovery') {
        const left = await secondFactor.recoveryCodesLeft(user.id);
        await audit(request, { action: 'two-factor.recovery-code', subject: `recovery code used at sign-in, ${left} left` });
      }
      // The session that reached only this step ends; the signed-in one is new (its token was never seen before).
      await sessions.revoke(caller.sessionId);
      const token = await sessions.create(user.id, originOf(request), 'full');
      return signedInAnswer(user, token, 'full');
    },

    'GET /auth/two-factor': async (request) => {
      const user = await userOf(callerOf(request));
      const required = await secondFactor.required(user);
      const enabled = user.totpSecret !== null;
      return {
        enabled,
        enabledAt: user.totpEnabledAt?.toISOString() ?? '',
        required,
        recoveryCodesLeft: await secondFactor.recoveryCodesLeft(user.id),
        mayTurnOff: enabled && (!required || (await hasPasskey(user))),
      };
    },

    'POST /auth/two-factor/enrolment': async (request) => secondFactor.begin(await userOf(callerOf(request))),

    'POST /auth/two-factor/enrolment/confirm': async (request) => {
      const caller = callerOf(request);
      const user = await userOf(caller);
      if (!user.totpPendingSecret) throw conflict(NO_ENROLMENT);
      const recoveryCodes = await secondFactor.confirm(user, request.body.code);
      if (!recoveryCodes) throw badRequest(WRONG_CODE);
      await audit(request, { action: 'two-factor.enrol', subject: user.totpSecret ? 'authenticator app replaced' : 'authenticator app set up' });
      if (caller.stage !== 'enrolment') return { recoveryCodes };
      // Setting up the required second factor was the second step: the session that could do only that ends.
      await sessions.revoke(caller.sessionId);
      const token = await sessions.create(user.id, originOf(request), 'full');
      return { recoveryCodes, signedIn: signedInAnswer(user, token, 'full') };
    },

    'POST /auth/two-factor/disable': async (request) => {
      const user = await userOf(callerOf(request));
      if (!user.totpSecret) throw conflict(TWO_FACTOR_OFF);
      // A passkey is a second factor too: a user who must have one may drop the app while a passkey stays.
      if ((await secondFactor.required(user)) && !(await hasPasskey(user))) throw conflict(TWO_FACTOR_REQUIRED);
      const used = await secondFactor.check(user, request.body.code);
      if (!used) throw badRequest(WRONG_CODE);
      await secondFactor.remove(user.id);
      await audit(request, { action: 'two-factor.disable', subject: `turned off with ${used === 'app' ? 'an app code' : 'a recovery code'}` });
      return { message: TWO_FACTOR_OFF };
    },

    'GET /reports/client_two_factor/:userId': async (request) => {
      const caller = callerOf(request);
      const [client] = await db.select({ required: clients.requireTwoFactor }).from(clients).where(eq(clients.id, caller.clientId ?? 0));
      return { required: client?.required ?? false };
    },

    'POST /utilities/client_two_factor': async (request) => {
      const caller = callerOf(request);
      if (caller.clientId === null) throw badRequest('Your account has no company.');
      const { required } = request.body;
      // The one who switches it on could otherwise not sign in again without setting it up on the spot.
      if (required && (await secondFactor.factorsOf(await userOf(caller))).length === 0) throw badRequest(SET_UP_YOURS_FIRST);
      await db.update(clients).set({ requireTwoFactor: required }).where(eq(clients.id, caller.clientId));
      return { required };
    },

    'GET /auth/sessions': async (request) => {
      const caller = callerOf(request);
      const live = await sessions.listOf(caller.id);
      return live.map((s) => ({
        id: s.id,
        device: deviceOf(s.userAgent),
        ip: s.ip,
        signedInAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        current: s.id === caller.sessionId,
      }));
    },

    'POST /auth/sessions/end': async (request, reply) => {
      const caller = callerOf(request);
      const { sessionId } = request.body;
      if (sessionId === caller.sessionId) throw badRequest(THIS_SESSION);
      const live = (await sessions.listOf(caller.id)).find((s) => s.id === sessionId);
      if (!live || !(await sessions.revokeOf(caller.id, sessionId))) throw notFound(NO_SUCH_SESSION);
      await audit(request, { action: 'session.end', subject: `signed out ${deviceOf(live.userAgent)} at ${live.ip || 'an unknown address'}` });
      return reply.status(204).send();
    },

    'POST /auth/sessions/end-others': async (request) => {
      const caller = callerOf(request);
      const ended = await sessions.revokeAllOf(caller.id, caller.sessionId);
      await audit(request, { action: 'sessions.end-others', subject: `signed out ${ended} other session${ended === 1 ? '' : 's'}` });
      return { ended };
    },

    'POST /backoffice/sessions/end': async (request) => {
      const order = orderOf(request);
      const userId = request.body.who === 'applicant' ? order.applicantUserId : order.orderedByUserId;
      if (userId === null) throw conflict(NO_ORDERING_USER);
      const [user] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
      const ended = await sessions.revokeAllOf(userId);
      await audit(request, {
        action: 'sessions.end-by-operator',
        orderId: order.id,
        subject: `signed out ${ended} session${ended === 1 ? '' : 's'} of ${user?.username ?? 'a deleted user'} (${request.body.who === 'applicant' ? 'the applicant' : 'who ordered'})`,
      });
      return { ended };
    },
  };
}
