// Bearer tokens are short JWTs naming a server-side session. The session row is what makes the idle expiry
// (29 minutes) and sign-out real: a token is refused once its session is revoked or idle for too long.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Db, Tx } from '../db';
import { sessions, users } from '../db/schema';
import { KeptValues, type ChangeFeed } from '../db/changes';

/** The signed-in user as every guarded call needs it, read with the session in one statement. */
export interface SessionUser {
  id: number;
  username: string;
  kind: string;
  clientId: number | null;
  accessLevel: string;
  expiresAt: Date | null;
}

/**
 * How far a session got: 'full', or its password checked with a second step to come: 'second-step' (a code or a
 * recovery code) or 'enrolment' (a second factor the user must have, not set up yet).
 */
export type SessionStage = 'full' | 'second-step' | 'enrolment';

/** Where a session started: the browser's User-Agent header and the address. */
export interface SessionOrigin {
  userAgent: string;
  ip: string;
}

/** One of a user's live sessions, as Account lists them. */
export interface LiveSession extends SessionOrigin {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
}

export interface SessionClaims {
  sessionId: string;
  userId: number;
  stage: SessionStage;
  /** The session's user, unless deleted. */
  user: SessionUser | null;
}

/** Sessions are also bounded in absolute time, whatever the activity. */
const MAX_SESSION_HOURS = 12;
/** last_seen_at is written at most this often (Account shows it), so busy pages do not write on every call. */
const TOUCH_EVERY_MS = 60_000;
/** A session waiting for its second step (the code, or a required enrolment) lasts this long at most. */
const PENDING_MINUTES = 15;
/** Sessions kept in memory between calls (on PGlite, see server/db/changes.ts): the busiest ten thousand. */
const KEPT_SESSIONS = 10_000;

interface VerifiedToken {
  sessionId: string;
  userId: number;
  /** The token's exp, seconds since 1970. */
  expiresAt: number;
}

interface SessionRow {
  userId: number;
  lastSeenAt: Date;
  createdAt: Date;
  stage: string;
  user: SessionUser | null;
}

export class SessionService {
  private readonly key: Uint8Array;
  private readonly sessionWithUser;
  /**
   * The session rows read, kept until the database says a session ended or a user changed: on PGlite only, where no
   * other process writes. On PostgreSQL another process's sign-out reaches this one's change notices some
   * milliseconds after its commit (tens under load, measured by two-servers.test.ts): a signed-out or downgraded
   * session must not pass in between, so each call reads its row there (one lookup by primary key).
   */
  private readonly kept: KeptValues<SessionRow | null> | null;
  private readonly verified = new Map<string, VerifiedToken>();

  constructor(
    private readonly db: Db,
    secret: string,
    private readonly idleMinutes: number,
    private readonly now: () => Date = () => new Date(),
    changes?: ChangeFeed,
  ) {
    this.key = new TextEncoder().encode(secret);
    // 'auth_changed' names the session that ended, or nothing when a user changed (any session may show it).
    this.kept = changes
      ? new KeptValues(changes, 'auth_changed', KEPT_SESSIONS, (sessionId, rows) =>
          sessionId ? rows.delete(sessionId) : rows.clear(),
        )
      : null;
    this.sessionWithUser = this.db
      .select({
        userId: sessions.userId,
        lastSeenAt: sessions.lastSeenAt,
        createdAt: sessions.createdAt,
        stage: sessions.stage,
        user: {
          id: users.id,
          username: users.username,
          kind: users.kind,
          clientId: users.clientId,
          accessLevel: users.accessLevel,
          expiresAt: users.expiresAt,
        },
      })
      .from(sessions)
      .leftJoin(users, and(eq(users.id, sessions.userId), isNull(users.deletedAt)))
      .where(and(eq(sessions.id, sql.placeholder('sessionId')), isNull(sessions.revokedAt)))
      .prepare('session_with_user');
  }

  /** A new session and its token; `stage` other than 'full' opens only the calls declared for it (guard.ts). */
  async create(userId: number, origin: SessionOrigin, stage: SessionStage = 'full', db: Db | Tx = this.db): Promise<string> {
    const sessionId = randomBytes(18).toString('base64url');
    const at = this.now();
    await db.insert(sessions).values({
      id: sessionId,
      userId,
      createdAt: at,
      lastSeenAt: at,
      // Kept short: a User-Agent is the client's to choose.
      userAgent: origin.userAgent.slice(0, 400),
      ip: origin.ip.slice(0, 100),
      stage,
    });
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt(Math.floor(at.getTime() / 1000))
      .setExpirationTime(Math.floor(at.getTime() / 1000) + MAX_SESSION_HOURS * 3600)
      .sign(this.key);
  }

  /** The session a token names, if it is still valid; marks it as used now. */
  async resume(token: string): Promise<SessionClaims | null> {
    const claims = await this.verify(token);
    if (!claims) return null;
    const { sessionId, userId } = claims;
    // Every guarded call runs this: one prepared statement reads the session and its user together, or none when
    // this process keeps the row (an ended session or a changed user drops it at once).
    const read = async () => (await this.sessionWithUser.execute({ sessionId }))[0] ?? null;
    const row = this.kept ? await this.kept.through(sessionId, read) : await read();
    if (!row || row.userId !== userId) return null;
    const now = this.now();
    const idleMs = now.getTime() - row.lastSeenAt.getTime();
    const pendingTooLong = row.stage !== 'full' && now.getTime() - row.createdAt.getTime() > PENDING_MINUTES * 60_000;
    if (idleMs > this.idleMinutes * 60_000 || pendingTooLong) {
      await this.revoke(sessionId);
      return null;
    }
    if (idleMs > TOUCH_EVERY_MS) {
      await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
      this.kept?.forget(sessionId);
    }
    return { sessionId, userId, stage: row.stage as SessionStage, user: row.user };
  }

  /**
   * The user's live sessions, most recently used first: not signed out, not idle past the limit, not past the
   * absolute limit. Sessions still waiting for their second step are not listed (they can do nothing yet).
   */
  async listOf(userId: number): Promise<LiveSession[]> {
    const now = this.now().getTime();
    return this.db
      .select({ id: sessions.id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, userAgent: sessions.userAgent, ip: sessions.ip })
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          eq(sessions.stage, 'full'),
          gt(sessions.lastSeenAt, new Date(now - this.idleMinutes * 60_000)),
          gt(sessions.createdAt, new Date(now - MAX_SESSION_HOURS * 3_600_000)),
        ),
      )
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  }

  /** Ends one session of the user; false when the user has no such live session. */
  async revokeOf(userId: number, sessionId: string): Promise<boolean> {
    const ended = await this.db
      .update(sessions)
      .set({ revokedAt: this.now() })
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return ended.length > 0;
  }

  /**
   * What a token claims, if its signature is good and it has not expired. A good token's claims are kept (the busiest
   * ten thousand): checking the HMAC through WebCrypto on every call cost more than the rest of the guard. Expiry is
   * still checked on every call; revocation is the session row's business.
   */
  private async verify(token: string): Promise<VerifiedToken | null> {
    const kept = this.verified.get(token);
    if (kept) return kept.expiresAt > this.now().getTime() / 1000 ? kept : null;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], currentDate: this.now() });
      const claims = { sessionId: String(payload.sid ?? ''), userId: Number(payload.sub), expiresAt: payload.exp ?? Infinity };
      this.verified.set(token, claims);
      if (this.verified.size > KEPT_SESSIONS) this.verified.delete(this.verified.keys().next().value!);
      return claims;
    } catch {
      return null;
    }
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: this.now() }).where(eq(sessions.id, sessionId));
  }

  /**
   * Ends every session of the user but `keep` (the caller's own, when a signed-in user changes the password or signs
   * out everywhere else); answers how many ended.
   */
  async revokeAllOf(userId: number, keep?: string, db: Db | Tx = this.db): Promise<number> {
    const ended = await db
      .update(sessions)
      .set({ revokedAt: this.now() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined))
      .returning({ id: sessions.id });
    return ended.length;
  }
}
