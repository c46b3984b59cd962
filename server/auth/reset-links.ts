// One-time links that let a person choose a password: the forgot-password mail and the invitation a new applicant
// receives use the same mechanism, and POST /auth/password redeems both. Only the SHA-256 of a token is stored, so a
// copy of the database does not hand out working links.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import { passwordResets } from '../db/schema';

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ResetLinkRequest {
  userId: number;
  expiresAt: Date;
}

/** Rows per INSERT: keeps every statement well under PostgreSQL's limit of 65,535 parameters. */
const ROWS_PER_INSERT = 1000;

/**
 * Stores one token per request (in the given transaction, when there is one) and answers the links, in the same
 * order, as `${publicUrl}/resetpassword?token=...`.
 */
export async function issueResetLinks(
  db: Db | Tx,
  publicUrl: string,
  requests: ResetLinkRequest[],
  now: Date,
): Promise<string[]> {
  const tokens = requests.map(() => randomBytes(32).toString('base64url'));
  const rows = requests.map((r, i) => ({ tokenHash: hashResetToken(tokens[i]), userId: r.userId, expiresAt: r.expiresAt }));
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const batch = rows.slice(start, start + ROWS_PER_INSERT);
    // The newest link replaces the older ones: only the last mail a person received works.
    await db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(inArray(passwordResets.userId, batch.map((r) => r.userId)), isNull(passwordResets.usedAt)));
    await db.insert(passwordResets).values(batch);
  }
  return tokens.map((token) => `${publicUrl}/resetpassword?token=${token}`);
}

export async function issueResetLink(db: Db | Tx, publicUrl: string, request: ResetLinkRequest, now: Date): Promise<string> {
  const [link] = await issueResetLinks(db, publicUrl, [request], now);
  return link;
}

/** The user a link would choose a password for, while it is unused and unexpired; null otherwise. Uses nothing. */
export async function resetLinkUser(db: Db, token: string, now: Date): Promise<number | null> {
  const [row] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(
      and(eq(passwordResets.tokenHash, hashResetToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
    );
  return row?.userId ?? null;
}

/**
 * Uses a link, once: the one statement that marks it used answers its user only if it was unused and unexpired, so
 * of two parallel redemptions exactly one wins. Run it in the transaction that changes the password.
 */
export async function redeemResetLink(tx: Tx, token: string, now: Date): Promise<number | null> {
  const [row] = await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(eq(passwordResets.tokenHash, hashResetToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId ?? null;
}
