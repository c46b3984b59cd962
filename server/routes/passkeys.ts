// Passkeys as a second factor for staff (issue 32). Access is declared in schemas/api/passkeys.ts: registering is open
// to a full session and to a sign-in that must set up a second factor first (a passkey counts as one); the second
// step with a passkey only to a session waiting for it. Registering, removing and signing in with one go to the
// audit trail, naming the passkey by the name its owner gave it.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { users } from '../db/schema';
import { recordAuditEvent, type AuditEvent } from '../audit';
import { callerOf, type Caller } from '../auth/guard';
import { PASSKEY_REFUSED, relyingPartyOf, type PasskeyRow } from '../auth/passkeys';
import { badRequest, unauthorized } from '../http';
import { originOf, signedInAnswer } from './auth';
import type { AppContext } from '../context';
import type { Handlers } from '../contract';
import type { passkeyRoutes } from '../../schemas/api/passkeys';

/** A passkey as Account lists it. */
const shown = (p: PasskeyRow) => ({
  id: p.id,
  name: p.name,
  createdAt: p.createdAt.toISOString(),
  lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
});

export function passkeyHandlers(ctx: AppContext): Handlers<typeof passkeyRoutes> {
  const { db, sessions, passkeys } = ctx;

  async function userOf(caller: Caller) {
    const [user] = await db.select().from(users).where(and(eq(users.id, caller.id), isNull(users.deletedAt)));
    if (!user) throw unauthorized();
    return user;
  }

  const rpOf = (request: FastifyRequest) => relyingPartyOf(ctx.config, request.headers.host);

  const audit = (request: FastifyRequest, event: Omit<AuditEvent, 'at' | 'ip' | 'userId'>) =>
    recordAuditEvent(db, { ...event, at: ctx.now(), ip: request.ip, userId: callerOf(request).id });

  return {
    'GET /auth/passkeys': async (request) => (await passkeys.listOf(callerOf(request).id)).map(shown),

    'POST /auth/passkeys/registration': async (request) => {
      const caller = callerOf(request);
      return passkeys.registrationOptions(await userOf(caller), caller.sessionId, rpOf(request));
    },

    'POST /auth/passkeys/registration/confirm': async (request) => {
      const caller = callerOf(request);
      const user = await userOf(caller);
      const { passkey, recoveryCodes } = await passkeys.register(user, caller.sessionId, rpOf(request), request.body.name, request.body.response);
      await audit(request, { action: 'passkey.register', subject: `passkey "${passkey.name}" registered` });
      const registered = { passkey: shown(passkey), ...(recoveryCodes ? { recoveryCodes } : {}) };
      if (caller.stage !== 'enrolment') return registered;
      // Setting up the required second factor was the second step: the session that could do only that ends.
      await sessions.revoke(caller.sessionId);
      const token = await sessions.create(user.id, originOf(request), 'full');
      return { ...registered, signedIn: signedInAnswer(user, token, 'full') };
    },

    'POST /auth/passkeys/remove': async (request, reply) => {
      const removed = await passkeys.remove(await userOf(callerOf(request)), request.body.passkeyId);
      await audit(request, { action: 'passkey.remove', subject: `passkey "${removed.name}" removed` });
      return reply.status(204).send();
    },

    'POST /auth/second-step/passkey/options': async (request) => {
      const caller = callerOf(request);
      return passkeys.signInOptions(caller.id, caller.sessionId, rpOf(request));
    },

    'POST /auth/second-step/passkey': async (request) => {
      const caller = callerOf(request);
      const user = await userOf(caller);
      const used = await passkeys.signIn(user.id, caller.sessionId, rpOf(request), request.body.response);
      if (!used) throw badRequest(PASSKEY_REFUSED);
      await audit(request, { action: 'passkey.sign-in', subject: `signed in with passkey "${used.name}"` });
      // As with a code: the session that reached only this step ends; the signed-in one is new.
      await sessions.revoke(caller.sessionId);
      const token = await sessions.create(user.id, originOf(request), 'full');
      return signedInAnswer(user, token, 'full');
    },
  };
}
