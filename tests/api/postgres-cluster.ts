// Global setup of the api-postgres project: a throwaway PostgreSQL cluster on a free loopback port, so the API
// tests also run against a real server (the DATABASE_URL path). vitest.config.ts only adds this project when
// the PostgreSQL binaries are on the machine.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { freePort } from '../free-port';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { postgresBinDir } from './postgres-binaries';

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
  project.provide('pgAdminUrl' as never, `postgres://postgres@127.0.0.1:${port}/postgres` as never);

  return () => {
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
