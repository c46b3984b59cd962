// An S3-compatible server (s3rver) in a process of its own, so a test can freeze it (SIGSTOP: it accepts connections
// and answers nothing, as a hung object store does), wake it (SIGCONT) or stop it (connections refused).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface BucketServer {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  freeze(): void;
  wake(): void;
  /** Ends the server: connections to its port are refused from now on. */
  stop(): Promise<void>;
}

const SERVER = `
import S3rver from 's3rver';
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: process.env.S3_DIR,
  configureBuckets: [{ name: process.env.S3_BUCKET, configs: [] }] });
const { port } = await server.run();
process.stdout.write(JSON.stringify({ port }) + '\\n');
`;

export async function startBucketServer(bucket: string): Promise<BucketServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-s3rver-'));
  const child: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', SERVER], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, S3_DIR: dir, S3_BUCKET: bucket },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
    child.stdout!.once('data', (data) => resolve(JSON.parse(String(data)).port));
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    freeze: () => child.kill('SIGSTOP'),
    wake: () => child.kill('SIGCONT'),
    stop: () =>
      new Promise((resolve) => {
        // Ended already (by a signal, exitCode stays null).
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGCONT');
        child.kill('SIGKILL');
      }),
  };
}
