// Global setup of the api-postgres project: a throwaway PostgreSQL cluster on a free loopback port, so the API
// tests also run against a real server (the DATABASE_URL path). vitest.config.ts only adds this project when
// the PostgreSQL binaries are on the machine.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startCluster } from './throwaway-cluster';
import { openDatabase } from '../../server/db';
import { SEEDED_TEMPLATE, seedLikeATestFile } from './seed-snapshot';

export default async function setup(project: TestProject) {
  const cluster = await startCluster();
  const adminUrl = cluster.adminUrl;
  project.provide('pgAdminUrl', adminUrl);

  // The seeded database every test file copies (tests/api/seed-snapshot.ts): seeded once, then closed to connections
  // so that CREATE DATABASE ... TEMPLATE may copy it.
  const started = performance.now();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${SEEDED_TEMPLATE}`);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${SEEDED_TEMPLATE}`;
  const database = await openDatabase({ databaseUrl: templateUrl.toString() });
  const uploadsRoot = mkdtempSync(path.join(os.tmpdir(), 'portal-seed-uploads-'));
  const uploads = path.join(uploadsRoot, 'uploads');
  project.provide('seededAt', (await seedLikeATestFile(database, uploads)).toISOString());
  project.provide('seedUploads', uploads);
  await database.close();
  await admin.query(`ALTER DATABASE ${SEEDED_TEMPLATE} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  // A closed pool's backends may still be exiting; a copy needs the template free of sessions.
  await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [SEEDED_TEMPLATE]);
  await admin.end();
  project.provide('pgTemplate', SEEDED_TEMPLATE);
  console.log(`api-postgres: seeded template database ready in ${Math.round(performance.now() - started)} ms`);

  return () => {
    rmSync(uploadsRoot, { recursive: true, force: true });
    return cluster.remove();
  };
}
