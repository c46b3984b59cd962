// The seeded database, built once per run instead of once per API test file. Migrating, hashing the demo passwords
// (argon2), seeding and creating the job queue's schema took most of a file's time; now the global setup of each API
// project does it once and every file starts from a copy:
// - api (PGlite): the seeded in-memory database is dumped to a tarball (`dumpDataDir`); a file's database is a new
//   in-memory PGlite loaded from it (`openDatabase({ pgliteDump })`).
// - api-postgres: the seeded database is a template on the test cluster; a file's database is
//   `CREATE DATABASE ... TEMPLATE` (a file copy on the server, near-instant).
// The copy is the very database `seedDemoData` + `buildApp` make, so every test sees what a fresh seed gives. Seeded
// dates are relative to the moment of seeding (minutes before a file runs, where it was seconds before).
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db';
import { seedDemoData } from '../../server/db/seed';
import { createFileStore } from '../../server/storage-config';
import { uploadsDir } from '../../server/storage';

/**
 * FILE_KEY of the seeded files and of every test file's app (tests/api/harness.ts), which starts with copies of them:
 * a test's own DATA_DIR would otherwise generate a key of its own, and the seeded files would not open.
 */
export const TEST_FILE_KEY = 'api-tests-file-key';
/**
 * The field cipher's secret of every API test app and of the seed they are copied from: the seed seals the demo
 * operator's authenticator secret with it, which each file's app must open.
 */
export const TEST_FIELD_KEY = 'api-tests-field-key-not-a-secret';

/** The name of the seeded template database on the api-postgres cluster. */
export const SEEDED_TEMPLATE = 'seeded_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** api project: path of the seeded PGlite tarball. */
    pgliteSnapshot?: string;
    /** api-postgres project: admin URL of the test cluster, and the seeded template database on it. */
    pgAdminUrl?: string;
    pgTemplate?: string;
    /** Both: the folder of the seeded files (results, summary reports, invoices), copied into each file's DATA_DIR. */
    seedUploads?: string;
    /** Both: when the demo data was seeded (ISO): its dates count back from then, not from when a test runs. */
    seededAt?: string;
  }
}

/**
 * Seeds the demo data and lets the app create what it creates on start (the job queue's schema and queues). The seeded
 * files are copied to `uploadsCopy`: every test file's DATA_DIR starts with them (tests/api/harness.ts).
 */
export async function seedLikeATestFile(database: Database, uploadsCopy: string): Promise<Date> {
  const seededAt = new Date();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-seed-'));
  try {
    const config = loadConfig({ DATA_DIR: dataDir, FILE_KEY: TEST_FILE_KEY, FIELD_KEY: TEST_FIELD_KEY });
    await seedDemoData(database.db, { config, files: createFileStore(config) }, seededAt);
    if (existsSync(uploadsDir(dataDir))) cpSync(uploadsDir(dataDir), uploadsCopy, { recursive: true });
    const app = await buildApp({
      database,
      config,
      sessionSecret: randomBytes(32).toString('hex'),
      mailer: { send: async () => {} },
    });
    await app.close();
    return seededAt;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Global setup of the api project: the seeded PGlite database as a tarball in a temporary folder. */
export default async function setup(project: TestProject) {
  const started = performance.now();
  const database = await openDatabase({});
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-snapshot-'));
  const uploads = path.join(dir, 'uploads');
  project.provide('seededAt', (await seedLikeATestFile(database, uploads)).toISOString());
  if (!database.dump) throw new Error('PGlite database without dumpDataDir');
  const tarball = await database.dump();
  await database.close();
  const file = path.join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('seedUploads', uploads);
  console.log(`api: seeded PGlite snapshot ready in ${Math.round(performance.now() - started)} ms`);
  return () => rmSync(dir, { recursive: true, force: true });
}
