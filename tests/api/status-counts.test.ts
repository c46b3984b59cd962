// The orders per status kept by the database (migration 0028, server/domain/status-counts.ts): after any sequence of
// order inserts, moves, client and type changes, deletes and folds, the kept counts are what counting the orders
// gives (a fast-check property, on PGlite and on PostgreSQL); on PostgreSQL, transactions that write, roll back and
// fold at once keep them exact in every snapshot, and writers never wait on one another for a counter. The queue's
// and the dashboard's first pages answer them.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import fc from 'fast-check';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../server/db';
import { rowsOf } from '../../server/db/rows';
import { foldStatusCounts, keptStatusCounts } from '../../server/domain/status-counts';
import { FOLD_STATUS_COUNTS } from '../../server/jobs/work';
import { bearer, createTestApp, type TestApp } from './harness';

const onPostgres = process.env.API_TEST_DB === 'postgres';
const STATUSES = ['Open', 'Open with Alert', 'In progress', 'On hold', 'Completed', 'Closed', 'Cancelled'];
const TYPES = ['General', 'Needs attention'];

// Both sides per (client, recruiter, status): the ledger summed, and the orders counted.
const KEPT = `select client_id as "client", recruiter_client_id as "recruiter", status, sum(orders)::int as "orders",
    sum(needing_attention)::int as "attention"
  from order_status_counts group by 1, 2, 3 having sum(orders) <> 0 or sum(needing_attention) <> 0 order by 1, 2 nulls first, 3`;
const COUNTED = `select client_id as "client", recruiter_client_id as "recruiter", status, count(*)::int as "orders",
    (count(*) filter (where order_type = 'Needs attention'))::int as "attention"
  from orders group by 1, 2, 3 order by 1, 2 nulls first, 3`;

let t: TestApp;
let clientIds: number[];
let applicantId: number;
beforeAll(async () => {
  t = await createTestApp();
  clientIds = (await rowsOf<{ id: number }>(t.database.db, sql`select id from clients order by id limit 4`)).map((r) => r.id);
  [{ id: applicantId }] = await rowsOf<{ id: number }>(t.database.db, sql`select id from users where kind = 'individual' order by id limit 1`);
});
afterAll(() => t.close());

const both = async (db: Db | Tx) => ({
  kept: await rowsOf(db, sql.raw(KEPT)),
  counted: await rowsOf(db, sql.raw(COUNTED)),
});

type Command =
  | { kind: 'insert'; count: number; client: number; recruiter: number | null; status: string; type: string }
  | { kind: 'move'; pick: number; status: string }
  | { kind: 'moveMany'; every: number; status: string }
  | { kind: 'reassign'; pick: number; client: number; recruiter: number | null }
  | { kind: 'retype'; pick: number; type: string }
  | { kind: 'delete'; pick: number }
  | { kind: 'touch'; pick: number }
  | { kind: 'fold' };

const place = fc.nat(3);
const commands = fc.array(
  fc.oneof(
    fc.record({
      kind: fc.constant('insert' as const),
      count: fc.integer({ min: 1, max: 5 }),
      client: place,
      recruiter: fc.option(place, { nil: null }),
      status: fc.constantFrom(...STATUSES),
      type: fc.constantFrom(...TYPES),
    }),
    fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), status: fc.constantFrom(...STATUSES) }),
    fc.record({ kind: fc.constant('moveMany' as const), every: fc.integer({ min: 1, max: 3 }), status: fc.constantFrom(...STATUSES) }),
    fc.record({ kind: fc.constant('reassign' as const), pick: fc.nat(), client: place, recruiter: fc.option(place, { nil: null }) }),
    fc.record({ kind: fc.constant('retype' as const), pick: fc.nat(), type: fc.constantFrom(...TYPES) }),
    fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
    fc.record({ kind: fc.constant('touch' as const), pick: fc.nat() }),
    fc.constant({ kind: 'fold' as const }),
  ),
  { minLength: 1, maxLength: 14 },
);

/** Runs one command on the orders this run inserted (`mine`, kept up to date); any order of the seed is left alone. */
async function run(tx: Tx, command: Command, mine: number[]): Promise<void> {
  const picked = (pick: number) => (mine.length === 0 ? undefined : mine[pick % mine.length]);
  const exec = (statement: SQL) => tx.execute(statement);
  switch (command.kind) {
    case 'insert': {
      const recruiter = command.recruiter === null ? null : clientIds[command.recruiter];
      const rows = await rowsOf<{ id: number }>(
        tx,
        sql`insert into orders (applicant_user_id, client_id, recruiter_client_id, status, order_type)
          select ${applicantId}, ${clientIds[command.client]}, ${recruiter}::int, ${command.status}, ${command.type}
          from generate_series(1, ${command.count}) returning id`,
      );
      mine.push(...rows.map((r) => r.id));
      return;
    }
    case 'move': {
      const id = picked(command.pick);
      if (id !== undefined) await exec(sql`update orders set status = ${command.status} where id = ${id}`);
      return;
    }
    case 'moveMany':
      // One statement moving several orders out of several statuses at once.
      if (mine.length > 0) await exec(sql`update orders set status = ${command.status} where id = any(${`{${mine.join(',')}}`}::int[]) and id % ${command.every} = 0`);
      return;
    case 'reassign': {
      const id = picked(command.pick);
      const recruiter = command.recruiter === null ? null : clientIds[command.recruiter];
      if (id !== undefined) await exec(sql`update orders set client_id = ${clientIds[command.client]}, recruiter_client_id = ${recruiter}::int where id = ${id}`);
      return;
    }
    case 'retype': {
      const id = picked(command.pick);
      if (id !== undefined) await exec(sql`update orders set order_type = ${command.type} where id = ${id}`);
      return;
    }
    case 'delete': {
      const id = picked(command.pick);
      if (id === undefined) return;
      await exec(sql`delete from orders where id = ${id}`);
      mine.splice(mine.indexOf(id), 1);
      return;
    }
    case 'touch': {
      // A change that moves no count appends nothing to the ledger.
      const id = picked(command.pick);
      if (id === undefined) return;
      const [{ n: before }] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from order_status_counts`);
      await exec(sql`update orders set comments = 'touched' where id = ${id}`);
      const [{ n: after }] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from order_status_counts`);
      expect(after).toBe(before);
      return;
    }
    case 'fold':
      await foldStatusCounts(tx);
  }
}

class RolledBack extends Error {}

describe('the kept counts per status', () => {
  it('are the seeded database\'s counts, and stay what counting gives after any sequence of changes and folds', async () => {
    const start = await both(t.database.db);
    expect(start.kept).toEqual(start.counted);
    expect(start.counted.length).toBeGreaterThan(3);
    await fc.assert(
      fc.asyncProperty(commands, async (sequence) => {
        // Each sequence in a transaction rolled back at its end: the next starts from the seed again.
        await t.database.db
          .transaction(async (tx) => {
            const mine: number[] = [];
            for (const command of sequence) {
              await run(tx, command, mine);
              const { kept, counted } = await both(tx);
              expect(kept).toEqual(counted);
            }
            throw new RolledBack();
          })
          .catch((error: unknown) => {
            if (!(error instanceof RolledBack)) throw error;
          });
      }),
      { numRuns: 40 },
    );
    const end = await both(t.database.db);
    expect(end.kept).toEqual(start.counted);
  });

  it('fold the ledger to one row per key, and keptStatusCounts sums a scope of it in status order', async () => {
    const db = t.database.db;
    const [order] = await rowsOf<{ id: number; status: string }>(db, sql`select id, status from orders where status = 'Open' order by id limit 1`);
    await db.execute(sql`update orders set status = 'In progress' where id = ${order.id}`);
    await db.execute(sql`update orders set status = 'Open' where id = ${order.id}`);
    await foldStatusCounts(db);
    const [{ rows, keys }] = await rowsOf<{ rows: number; keys: number }>(
      db,
      sql`select count(*)::int as rows, count(distinct (client_id, recruiter_client_id, status))::int as keys from order_status_counts`,
    );
    expect(rows).toBe(keys);
    const every = await keptStatusCounts(db, { every: true });
    const counted = await rowsOf<{ orderStatus: string; total: number }>(
      db,
      sql`select status as "orderStatus", count(*)::int as total from orders group by status order by status`,
    );
    expect(every.map(({ orderStatus, total }) => ({ orderStatus, total }))).toEqual(counted);

    // The timed job folds it too.
    await db.execute(sql`update orders set status = 'In progress' where id = ${order.id}`);
    await db.execute(sql`update orders set status = 'Open' where id = ${order.id}`);
    const ledgerRows = async () => (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from order_status_counts`))[0].n;
    expect(await ledgerRows()).toBeGreaterThan(keys);
    await t.app.jobs.enqueue(db, FOLD_STATUS_COUNTS, [{ data: {} }]);
    await t.settle();
    expect(await ledgerRows()).toBe(keys);
  });
});

describe("the first pages' counts", () => {
  it("are the queue's counts under no filter or a client's, and a client's dashboard counters, as counting gives", async () => {
    const db = t.database.db;
    const { operator, recruiter } = await t.signInDemo('operator', 'recruiter');
    const [{ id: moved }] = await rowsOf<{ id: number }>(db, sql`select id from orders where status = 'Open' order by id limit 1`);
    await db.execute(sql`update orders set status = 'Cancelled' where id = ${moved}`);

    const queue = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/backoffice/orders?limit=5${query}`, headers: bearer(operator.token) })).json() as {
        counts: Array<{ orderStatus: string; total: number }>;
        total: number;
      };
    const counted = (where: string) =>
      rowsOf<{ orderStatus: string; total: number }>(db, sql.raw(`select status as "orderStatus", count(*)::int as total from orders ${where} group by status order by status`));
    const all = await queue('');
    expect(all.counts).toEqual(await counted(''));
    expect(all.total).toBe((await counted('')).reduce((sum, c) => sum + c.total, 0));
    const client = clientIds[1];
    expect((await queue(`&clientId=${client}`)).counts).toEqual(await counted(`where client_id = ${client}`));

    // The recruiter sees its own orders and those it placed for its clients.
    const page = (await t.app.inject({ method: 'GET', url: `/api/orders/${recruiter.userId}/page?applicantName=li`, headers: bearer(recruiter.token) })).json() as {
      counts: Array<{ orderStatus: string; total: number; matching: number; needingAttention: number }>;
    };
    const [{ clientId }] = await rowsOf<{ clientId: number }>(db, sql`select client_id as "clientId" from users where id = ${recruiter.userId}`);
    const expected = await rowsOf(
      db,
      sql`select status as "orderStatus", count(*)::int as total,
          (count(*) filter (where (applicant_first_name || ' ' || applicant_surname) ilike '%li%'))::int as matching,
          (count(*) filter (where order_type = 'Needs attention'))::int as "needingAttention"
        from orders where client_id = ${clientId} or recruiter_client_id = ${clientId} group by status order by status`,
    );
    expect(page.counts).toEqual(expected);
    expect(page.counts.some((c) => c.matching < c.total)).toBe(true);

    // Under the lodged days alone (the dashboard always sends dateTo, today at first): the kept counts less the
    // orders lodged outside them.
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' });
    for (const [from, to] of [[undefined, day(0)], [undefined, day(10)], [day(20), day(0)], [day(12), day(3)], [day(0), '2019-12-31']] as const) {
      const query = new URLSearchParams({ ...(from ? { dateFrom: from } : {}), dateTo: to });
      const dated = (await t.app.inject({ method: 'GET', url: `/api/orders/${recruiter.userId}/page?${query}`, headers: bearer(recruiter.token) })).json() as typeof page;
      const inDays = await rowsOf<{ orderStatus: string; matching: number }>(
        db,
        sql`select status as "orderStatus", (count(*) filter (where (lodged_at at time zone 'Australia/Sydney')::date between ${from ?? '1900-01-01'}::date and ${to}::date))::int as matching
          from orders where client_id = ${clientId} or recruiter_client_id = ${clientId} group by status order by status`,
      );
      expect(dated.counts.map(({ orderStatus, matching }) => ({ orderStatus, matching }))).toEqual(inDays);
    }
  });
});

describe.runIf(onPostgres)('the kept counts beside concurrent transactions (PostgreSQL)', () => {
  let url: string;
  const connections: pg.Client[] = [];
  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    // A writer that waited on another's counter would fail here instead of passing slowly.
    await client.query(`set lock_timeout = '3s'`);
    connections.push(client);
    return client;
  };
  beforeAll(async () => {
    const admin = new URL(inject('pgAdminUrl')!);
    const [{ name }] = await rowsOf<{ name: string }>(t.database.db, sql`select current_database() as name`);
    admin.pathname = `/${name}`;
    url = admin.toString();
  });
  afterAll(async () => {
    await Promise.all(connections.map((c) => c.end()));
  });

  it('never makes one writer wait for another: opposite moves between two statuses both go through while both are open', async () => {
    const [a, b] = [await connect(), await connect()];
    const insert = async (c: pg.Client, status: string) =>
      (await c.query(`insert into orders (applicant_user_id, client_id, status) values ($1, $2, $3) returning id`, [applicantId, clientIds[0], status])).rows[0].id as number;
    const [open1, open2, done1, done2] = [await insert(a, 'Open'), await insert(a, 'Open'), await insert(a, 'Completed'), await insert(a, 'Completed')];
    await a.query('begin');
    await b.query('begin');
    await a.query(`update orders set status = 'Completed' where id = $1`, [open1]);
    await b.query(`update orders set status = 'Open' where id = $1`, [done1]);
    await a.query(`update orders set status = 'Open' where id = $1`, [done2]);
    await b.query(`update orders set status = 'Completed' where id = $1`, [open2]);
    await a.query('commit');
    await b.query('commit');
    const { kept, counted } = await both(t.database.db);
    expect(kept).toEqual(counted);
  });

  it('are exact in every snapshot while transactions write, roll back and fold at once', async () => {
    const writers = await Promise.all([connect(), connect(), connect(), connect()]);
    const [folder, reader] = [await connect(), await connect()];
    let done = false;
    let checks = 0;
    let folds = 0;
    const mismatches: Array<{ kept: unknown[]; counted: unknown[] }> = [];
    const write = async (c: pg.Client, seed: number) => {
      const random = fc.sample(fc.nat(1_000_000), { seed, numRuns: 400 });
      let i = 0;
      const next = (n: number) => random[i++ % random.length] % n;
      const mine: number[] = [];
      for (let round = 0; round < 25; round++) {
        await c.query('begin');
        const inserted: number[] = [];
        for (let step = 0; step < 4; step++) {
          const what = next(4);
          if (what === 0 || mine.length + inserted.length === 0) {
            const ids = await c.query(
              `insert into orders (applicant_user_id, client_id, recruiter_client_id, status, order_type)
               select $1, $2, $3, $4, $5 from generate_series(1, $6) returning id`,
              [applicantId, clientIds[next(4)], next(2) === 0 ? null : clientIds[next(4)], STATUSES[next(STATUSES.length)], TYPES[next(2)], 1 + next(3)],
            );
            inserted.push(...ids.rows.map((r) => r.id as number));
          } else if (what === 3 && mine.length > 0) {
            const id = mine.splice(next(mine.length), 1)[0];
            await c.query('delete from orders where id = $1', [id]);
          } else {
            const pool = [...mine, ...inserted];
            await c.query('update orders set status = $1, client_id = $2 where id = any($3::int[])', [
              STATUSES[next(STATUSES.length)],
              clientIds[next(4)],
              pool.filter(() => next(2) === 0),
            ]);
          }
        }
        if (next(4) === 0) {
          await c.query('rollback');
          // A deleted order of a rolled-back round is there again: forget nothing that still exists.
          mine.splice(0, mine.length, ...(await c.query('select id from orders where id = any($1::int[])', [mine.concat()])).rows.map((r) => r.id as number));
        } else {
          await c.query('commit');
          mine.push(...inserted);
        }
      }
    };
    const fold = async () => {
      while (!done) {
        await folder.query('select fold_order_status_counts()');
        folds++;
      }
    };
    const read = async () => {
      while (!done) {
        // One snapshot for both sides: the ledger and the orders as of the same moment.
        await reader.query('begin isolation level repeatable read');
        const kept = (await reader.query(KEPT)).rows;
        const counted = (await reader.query(COUNTED)).rows;
        await reader.query('commit');
        if (JSON.stringify(kept) !== JSON.stringify(counted)) mismatches.push({ kept, counted });
        checks++;
      }
    };
    const watchers = Promise.all([fold(), read()]);
    try {
      await Promise.all(writers.map((c, n) => write(c, 31 + n)));
    } finally {
      done = true;
      await watchers;
    }
    expect(mismatches.slice(0, 1)).toEqual([]);
    expect(checks).toBeGreaterThan(3);
    expect(folds).toBeGreaterThan(3);
    await folder.query('select fold_order_status_counts()');
    const { kept, counted } = await both(t.database.db);
    expect(kept).toEqual(counted);
  }, 120_000);
});
