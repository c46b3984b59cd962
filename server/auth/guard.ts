// Who is calling: every authenticated route runs `app.authenticate` first, which resumes the session named by the
// bearer token and loads the user. Routes then check the caller may act on what the request names.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db';
import { users } from '../db/schema';
import { forbidden, unauthorized } from '../http';
import type { SessionService } from './sessions';

export interface Caller {
  id: number;
  username: string;
  /** null for individuals (applicants); the user's client company otherwise. */
  clientId: number | null;
  accessLevel: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

export const authGuard = fp<{ db: Db; sessions: SessionService }>(async (app: FastifyInstance, { db, sessions }) => {
  app.decorateRequest('caller', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized('Please sign in to continue.');
    const claims = await sessions.resume(token);
    if (!claims) throw unauthorized();
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, claims.userId), isNull(users.deletedAt)));
    if (!user || (user.expiresAt && user.expiresAt.getTime() < Date.now())) throw unauthorized();
    request.caller = {
      id: user.id,
      username: user.username,
      clientId: user.clientId,
      accessLevel: user.accessLevel,
      sessionId: claims.sessionId,
    };
  });
});

/** The signed-in caller; only valid on routes that ran `app.authenticate`. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

/** Every `{userId}` in a path or body must be the caller (issue 2, portal §6). */
export function requireSelf(request: FastifyRequest, userId: number | string): Caller {
  const caller = callerOf(request);
  if (Number(userId) !== caller.id) throw forbidden('You may only act on your own account.');
  return caller;
}
