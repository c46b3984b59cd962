// A throwaway PostgreSQL cluster on a free loopback port: the api-postgres project's shared one
// (postgres-cluster.ts), and one of its own for a test that restarts the database under a running server
// (database-faults.test.ts), which must not pull the shared cluster from under the other files.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../free-port';
import { postgresBinDir } from './postgres-binaries';

export interface Cluster {
  /** The `postgres` database as its superuser: for CREATE DATABASE and pg_terminate_backend. */
  adminUrl: string;
  /**
   * Stops the server as an operator restarting it does (`pg_ctl stop -m fast`: every connection ends), leaves it down
   * for `downMs`, and starts it again. Asynchronous, so the test's own requests go on meanwhile.
   */
  restart(downMs: number): Promise<void>;
  /** Stops the server and removes its files. */
  remove(): void;
}

export async function startCluster(): Promise<Cluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL binaries not found');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
  const dataDir = path.join(dir, 'cluster');
  const port = await freePort();

  // PostgreSQL refuses to run as root: when the tests run as root, the cluster belongs to the 'postgres' user.
  const asRoot = process.getuid?.() === 0;
  const command = (cmd: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]] : [path.join(bin, cmd), args];
  const run = (cmd: string, args: string[]) => {
    const result = spawnSync(...command(cmd, args), { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
  };
  const runAsync = (cmd: string, args: string[]) => promisify(execFile)(...command(cmd, args));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const serverOptions = ['-o', `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`];
  const log = ['-l', path.join(dir, 'server.log')];
  run('pg_ctl', ['-D', dataDir, '-w', ...log, ...serverOptions, 'start']);
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async (downMs) => {
      await runAsync('pg_ctl', ['-D', dataDir, '-w', '-m', 'fast', 'stop']);
      await new Promise((resolve) => setTimeout(resolve, downMs));
      await runAsync('pg_ctl', ['-D', dataDir, '-w', ...log, ...serverOptions, 'start']);
    },
    remove: () => {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
