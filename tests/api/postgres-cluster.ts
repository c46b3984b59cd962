// Global setup of the api-postgres project: a throwaway PostgreSQL cluster on a free loopback port, so the API
// tests also run against a real server (the DATABASE_URL path). vitest.config.ts only adds this project when
// the PostgreSQL binaries are on the machine.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { freePort } from '../free-port';
import os from 'node:os';
import pg from 'pg';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { postgresBinDir } from './postgres-binaries';
import { openDatabase } from '../../server/db';
import { SEEDED_TEMPLATE, seedLikeATestFile } from './seed-snapshot';

export default async function setup(project: TestProject) {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL binaries not found');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
  const dataDir = path.join(dir, 'cluster');
  const port = await freePort();

  // PostgreSQL refuses to run as root: when the tests run as root, the cluster belongs to the 'postgres' user.
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    const full = path.join(bin, cmd);
    const result = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', full, ...args], { encoding: 'utf8' })
      : spawnSync(full, args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D', dataDir, '-w', '-l', path.join(dir, 'server.log'),
    '-o', `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`,
    'start',
  ]);
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
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
  await seedLikeATestFile(database);
  await database.close();
  await admin.query(`ALTER DATABASE ${SEEDED_TEMPLATE} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  // A closed pool's backends may still be exiting; a copy needs the template free of sessions.
  await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [SEEDED_TEMPLATE]);
  await admin.end();
  project.provide('pgTemplate', SEEDED_TEMPLATE);
  console.log(`api-postgres: seeded template database ready in ${Math.round(performance.now() - started)} ms`);

  return () => {
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
