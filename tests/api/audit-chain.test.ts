// The audit trail is append-only and chained (migration 0021, server/audit-chain.ts): the database refuses UPDATE,
// DELETE and TRUNCATE of its rows; each row carries the hash of the one before, assigned in order however many
// writers insert at once; the verifier (npm run audit:verify) names the first row changed or removed behind the
// trigger's back; and the migration chains the rows written before it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { barePglite } from './bare-pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import fc from 'fast-check';
import { auditEvents, users } from '../../server/db/schema';
import { canonicalContent, chainHash, GENESIS_HASH, verdictText, verifyAuditChain } from '../../server/audit-chain';
import type { Db } from '../../server/db';
import { rowsOf } from '../../server/db/rows';
import { createTestApp, type TestApp } from './harness';
import { MIGRATIONS, migrationsBefore } from './migrations-before';

let t: TestApp;
let operatorId: number;
beforeAll(async () => {
  t = await createTestApp();
  [{ id: operatorId }] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'operator'));
});
afterAll(() => t.close());

const before0021 = migrationsBefore('0021');
afterAll(() => before0021.remove());

/** The database's own refusal (drizzle wraps it: 'Failed query: ...' with the cause). */
const refusal = async (write: Promise<unknown>): Promise<string> => {
  const error = await write.then(() => null, (e: Error & { cause?: Error }) => e);
  expect(error, 'the write was not refused').not.toBeNull();
  return error!.cause?.message ?? error!.message;
};

const record = (subject: string, orderId: number | null = null) =>
  t.database.db.insert(auditEvents).values({ at: t.clock.now, userId: operatorId, action: 'document.download', orderId, subject, ip: '10.9.0.1' }).returning();

describe('the audit trail', () => {
  it('chains every row to the one before, in order, while many writers insert at once', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, i) => record(`concurrent ${i}`)));
    const rows = await t.database.db.select().from(auditEvents).orderBy(asc(auditEvents.seq));
    expect(rows.length).toBeGreaterThanOrEqual(20);
    rows.forEach((row, i) => {
      expect(row.seq).toBe(i + 1);
      expect(row.prevHash).toBe(i === 0 ? GENESIS_HASH : rows[i - 1].hash);
      expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
    });
    expect(await verifyAuditChain(t.database.db)).toEqual({ ok: true, rows: rows.length });
  });

  it('refuses to change, remove or empty its rows, and nothing changes', async () => {
    const [row] = await record('kept as written');
    expect(await refusal(t.database.db.update(auditEvents).set({ subject: 'rewritten' }).where(eq(auditEvents.id, row.id)))).toBe(
      'The audit trail is append-only: UPDATE refused',
    );
    expect(await refusal(t.database.db.delete(auditEvents).where(eq(auditEvents.id, row.id)))).toBe('The audit trail is append-only: DELETE refused');
    expect(await refusal(t.database.db.execute(sql`TRUNCATE audit_events`))).toBe('The audit trail is append-only: TRUNCATE refused');
    const [after] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.id, row.id));
    expect(after).toEqual(row);
    expect((await verifyAuditChain(t.database.db)).ok).toBe(true);
  });

  it('computes the same hash as the database for any content (the canonical form leaves no value ambiguous)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), fc.string({ maxLength: 20 }), fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }), async (subject, ip, orderId) => {
        const text = (s: string) => s.replace(/\0/g, '');
        const [row] = await t.database.db
          .insert(auditEvents)
          .values({ at: t.clock.now, userId: operatorId, action: 'application.view', orderId: null, subject: text(subject), ip: text(ip) })
          .returning();
        const [{ atMicros }] = await rowsOf<{ atMicros: string }>(
          t.database.db,
          sql`SELECT ((extract(epoch from at) * 1000000)::bigint)::text AS "atMicros" FROM audit_events WHERE id = ${row.id}`,
        );
        expect(chainHash(row.prevHash, { ...row, atMicros })).toBe(row.hash);
        // Moving text from one field to the next changes the content.
        const shifted = { ...row, atMicros, orderId, subject: `${row.subject}x`, ip: row.ip.slice(1) };
        if (row.ip.length > 0) expect(canonicalContent(shifted)).not.toBe(canonicalContent({ ...row, atMicros }));
      }),
      { numRuns: 25 },
    );
  });

  it('fails the check at the first row changed behind the trigger, then at rows removed from the end', async () => {
    const [changed] = await record('the original subject');
    await record('a later row');
    expect((await verifyAuditChain(t.database.db)).ok).toBe(true);

    // As a superuser could: switch the trigger off, rewrite a row, switch it on again.
    await t.database.db.execute(sql`ALTER TABLE audit_events DISABLE TRIGGER audit_events_append_only`);
    await t.database.db.execute(sql`UPDATE audit_events SET subject = 'nothing to see here' WHERE id = ${changed.id}`);
    await t.database.db.execute(sql`ALTER TABLE audit_events ENABLE TRIGGER audit_events_append_only`);

    const verdict = await verifyAuditChain(t.database.db);
    expect(verdict).toMatchObject({ ok: false, seq: changed.seq, id: changed.id, rows: changed.seq - 1 });
    expect(verdictText(verdict)).toBe(
      `The audit trail's chain is broken at row ${changed.seq} of the chain (audit_events id ${changed.id}): its content does not match its hash (it was changed). ${changed.seq - 1} rows before it are intact.`,
    );

    // Put back, the chain holds again; the last row removed, the check says the chain is short of the head.
    await t.database.db.execute(sql`ALTER TABLE audit_events DISABLE TRIGGER audit_events_append_only`);
    await t.database.db.execute(sql`UPDATE audit_events SET subject = 'the original subject' WHERE id = ${changed.id}`);
    expect((await verifyAuditChain(t.database.db)).ok).toBe(true);
    const [last] = await t.database.db.select().from(auditEvents).orderBy(sql`seq desc`).limit(1);
    await t.database.db.execute(sql`DELETE FROM audit_events WHERE id = ${last.id}`);
    await t.database.db.execute(sql`ALTER TABLE audit_events ENABLE TRIGGER audit_events_append_only`);
    expect(await verifyAuditChain(t.database.db)).toMatchObject({ ok: false, seq: last.seq, id: null });
  });
});

describe('migration 0021 (the audit chain)', () => {
  it('chains the rows written before it once, in the order they were written, and new rows after them', async () => {
    const client = barePglite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before0021.folder() });
    await client.exec(`
      INSERT INTO users (username, email, password_hash, kind) VALUES ('operator', 'ops@example.com', 'x', 'operator');
      INSERT INTO audit_events (at, user_id, action, subject, ip) SELECT '2026-03-02T01:00:00.123456Z', id, 'document.download', 'second', '10.0.0.2' FROM users;
      INSERT INTO audit_events (at, user_id, action, subject, ip) SELECT '2026-03-01T01:00:00Z', id, 'application.view', 'first ünïcode', '10.0.0.1' FROM users;
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS });
    const rows = (await client.query<{ seq: string; subject: string }>('SELECT seq, subject FROM audit_events ORDER BY seq')).rows;
    expect(rows.map((r) => [Number(r.seq), r.subject])).toEqual([[1, 'first ünïcode'], [2, 'second']]);
    await client.exec(`INSERT INTO audit_events (user_id, action, subject, ip) SELECT id, 'application.view', 'after', '' FROM users`);
    expect(await verifyAuditChain(db as unknown as Db)).toEqual({ ok: true, rows: 3 });
    await client.close();
  });
});
