// Opens the database: embedded PostgreSQL (PGlite) under DATA_DIR by default, a PostgreSQL server when
// DATABASE_URL is set. Both run the same drizzle migrations, so the rest of the server sees one `Db` type.
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { ChangeFeed, CHANGE_TOPICS, type ChangeTopic } from './changes';
import { consoleDatabaseLog, resilientPool, type DatabaseLog } from './postgres-pool';
import { PostgresListener } from './postgres-listener';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  /** 'pglite' or 'postgres', for logs and tests. */
  kind: 'pglite' | 'postgres';
  /**
   * Raw statements for the job queue: a parameterised statement, or a script when no values are given. On PostgreSQL
   * a small pool of its own, so mail and timed work never take the connections requests wait for.
   */
  executor: { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };
  /** Change notices for the values a process keeps in memory (server/db/changes.ts). */
  changes: ChangeFeed;
  /** PGlite only, a test hook: the data directory as a tarball, for `pgliteDump` (tests/api/seed-snapshot.ts). */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenOptions {
  /** PostgreSQL connection string; when absent an embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder for PGlite's files; when absent (tests) PGlite keeps everything in memory. */
  dataDir?: string;
  /**
   * Test hook: an in-memory PGlite starts from this dump (`dumpDataDir()`) instead of an empty cluster. The API tests
   * migrate and seed once per run and give every file a copy (tests/api/seed-snapshot.ts).
   */
  pgliteDump?: Blob;
  /** Where a lost PostgreSQL connection is told (postgres-pool.ts); the console by default. */
  log?: DatabaseLog;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.log ?? consoleDatabaseLog);
  return openPglite(options.dataDir, options.pgliteDump);
}

async function openPglite(dataDir?: string, seeded?: Blob): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { PgliteOnWorker } = await import('./pglite-client');
  let dbDir: string | undefined;
  if (dataDir) {
    dbDir = path.join(dataDir, 'db');
    mkdirSync(dbDir, { recursive: true });
  }
  const client = new PgliteOnWorker({ dataDir: dbDir, seeded: seeded && new Uint8Array(await seeded.arrayBuffer()) });
  // drizzle's PGlite driver calls only query() and transaction(), which the worker's client answers the same way.
  const db = drizzle(client as never, { schema });
  await migrate(db, { migrationsFolder });
  const changes = new ChangeFeed();
  for (const topic of CHANGE_TOPICS) await client.listen(topic, (payload) => changes.notify(topic, payload));
  const executor = {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return client.query(text, values);
      // pg-boss sends its schema and maintenance scripts as several statements without values.
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
  const dump = () => client.dumpDataDir();
  return { db: db as unknown as Db, kind: 'pglite', executor, changes, dump, close: () => client.close() };
}

async function openPostgres(databaseUrl: string, log: DatabaseLog): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const changes = new ChangeFeed();
  // The app's connections hear this process's own changes before their writes return; the listener hears the other
  // processes' changes whenever every pooled connection is busy or closed (server/db/changes.ts).
  const notices = { topics: CHANGE_TOPICS, notify: (topic: string, payload: string) => changes.notify(topic as ChangeTopic, payload) };
  const pool = resilientPool(databaseUrl, { max: 10, applicationName: 'portal', log, notices });
  const jobsPool = resilientPool(databaseUrl, { max: 4, applicationName: 'portal-jobs', log });
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder });
  const executor = { executeSql: (text: string, values?: unknown[]) => jobsPool.query(text, values) };
  const listener = await PostgresListener.start(databaseUrl, changes, log);
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    executor,
    changes,
    close: async () => {
      await listener.close();
      await Promise.all([pool.end(), jobsPool.end()]);
    },
  };
}
