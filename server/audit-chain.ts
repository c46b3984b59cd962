// The audit trail's hash chain (migration 0021): the insert trigger gives each row the next seq, the hash of the row
// before it (prev_hash) and its own hash, SHA-256 over prev_hash and the row's canonical content. This module checks
// the chain from the rows alone, computing every hash again in Node, so a row changed or removed behind the database's
// back (the append-only trigger disabled by a superuser) is found and named. `npm run audit:verify` runs it.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from './db';
import { rowsOf } from './db/rows';

/** The hash before the first row. */
export const GENESIS_HASH = '0'.repeat(64);

/** A row as the chain covers it; `atMicros` is the time in microseconds since 1970, as the column keeps it. */
export interface ChainedRow {
  id: number;
  seq: number;
  atMicros: string;
  userId: number;
  action: string;
  orderId: number | null;
  subject: string;
  ip: string;
  prevHash: string;
  hash: string;
}

/** Each field as its UTF-8 length, ':', the text and ';' (the migration's audit_canonical): no value passes for two. */
export function canonicalContent(row: Omit<ChainedRow, 'id' | 'prevHash' | 'hash'>): string {
  const fields = [String(row.seq), row.atMicros, String(row.userId), row.action, row.orderId === null ? '' : String(row.orderId), row.subject, row.ip];
  return fields.map((value) => `${Buffer.byteLength(value, 'utf8')}:${value};`).join('');
}

export const chainHash = (prevHash: string, row: Omit<ChainedRow, 'id' | 'prevHash' | 'hash'>): string =>
  createHash('sha256').update(prevHash + canonicalContent(row), 'utf8').digest('hex');

export type ChainVerdict =
  | { ok: true; rows: number }
  | { ok: false; rows: number; seq: number; id: number | null; problem: string };

/** Rows read at a time: the trail grows without bound. */
const BATCH = 2_000;

/** Walks the chain in seq order and names the first row that breaks it (changed, removed, or out of place). */
export async function verifyAuditChain(db: Db): Promise<ChainVerdict> {
  let expectedPrev = GENESIS_HASH;
  let expectedSeq = 1;
  let checked = 0;
  for (;;) {
    const batch = await rowsOf<ChainedRow>(
      db,
      sql`
        SELECT id, seq::int AS "seq", ((extract(epoch from at) * 1000000)::bigint)::text AS "atMicros", user_id AS "userId",
               action, order_id AS "orderId", subject, ip, prev_hash AS "prevHash", hash
        FROM audit_events WHERE seq >= ${expectedSeq} ORDER BY seq LIMIT ${BATCH}`,
    );
    for (const row of batch) {
      if (row.seq !== expectedSeq) {
        return { ok: false, rows: checked, seq: expectedSeq, id: null, problem: `row ${expectedSeq} of the chain is missing (the next one is ${row.seq})` };
      }
      if (row.prevHash !== expectedPrev) {
        return { ok: false, rows: checked, seq: row.seq, id: row.id, problem: 'it does not carry the hash of the row before it' };
      }
      if (chainHash(expectedPrev, row) !== row.hash) {
        return { ok: false, rows: checked, seq: row.seq, id: row.id, problem: 'its content does not match its hash (it was changed)' };
      }
      expectedPrev = row.hash;
      expectedSeq += 1;
      checked += 1;
    }
    if (batch.length < BATCH) break;
  }
  // The head names the last row written: rows removed from the end of the chain are missing against it.
  const [head] = await rowsOf<{ seq: number; hash: string }>(db, sql`SELECT seq::int AS "seq", hash FROM audit_chain_head WHERE id = 1`);
  if (!head) return { ok: false, rows: checked, seq: expectedSeq, id: null, problem: 'the chain head is missing' };
  if (head.seq !== checked || head.hash !== expectedPrev) {
    return { ok: false, rows: checked, seq: checked + 1, id: null, problem: `the chain ends at row ${checked}, but row ${head.seq} was written` };
  }
  return { ok: true, rows: checked };
}

/** The verdict in one sentence, for the command line. */
export function verdictText(verdict: ChainVerdict): string {
  if (verdict.ok) return `The audit trail's chain is intact: ${verdict.rows} row${verdict.rows === 1 ? '' : 's'} checked.`;
  const which = verdict.id === null ? `row ${verdict.seq} of the chain` : `row ${verdict.seq} of the chain (audit_events id ${verdict.id})`;
  return `The audit trail's chain is broken at ${which}: ${verdict.problem}. ${verdict.rows} row${verdict.rows === 1 ? '' : 's'} before it are intact.`;
}
