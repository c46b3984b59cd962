// Bearer tokens are short JWTs naming a server-side session. The session row is what makes the idle expiry
// (29 minutes) and sign-out real: a token is refused once its session is revoked or idle for too long.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
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

export interface SessionClaims {
  sessionId: string;
  userId: number;
  /** The session's user, unless deleted. */
  user: SessionUser | null;
}

/** Sessions are also bounded in absolute time, whatever the activity. */
const MAX_SESSION_HOURS = 12;
/** last_seen_at is written at most this often, so busy pages do not write on every call. */
const TOUCH_EVERY_MS = 30_000;
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

  async create(userId: number): Promise<string> {
    const sessionId = randomBytes(18).toString('base64url');
    const at = this.now();
    await this.db.insert(sessions).values({ id: sessionId, userId, createdAt: at, lastSeenAt: at });
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
    if (idleMs > this.idleMinutes * 60_000) {
      await this.revoke(sessionId);
      return null;
    }
    if (idleMs > TOUCH_EVERY_MS) {
      await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
      this.kept?.forget(sessionId);
    }
    return { sessionId, userId, user: row.user };
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

  /** Ends every session of the user but `keep` (the caller's own, when a signed-in user changes the password). */
  async revokeAllOf(userId: number, keep?: string, db: Db | Tx = this.db): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: this.now() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined));
  }
}
