// A real server process (`server/main.ts`, as `npm start` runs it) for the tests that need one: killed, restarted,
// or run twice on one database.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { freePort } from '../free-port';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: string[];
}

const running: ChildProcess[] = [];
const START_WAIT_MS = 180_000;

/** Kills whatever a test left running. */
export function killAll(): void {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
}

/**
 * Starts the server with these environment variables and waits until /api/ready answers. Without the large demo
 * client (SEED_ENTERPRISE=0) unless a test asks for it: seeding its 2,400 orders on an empty embedded database took
 * past the start's wait on a loaded CI machine, and no test of a server process needs them.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    env: { ...process.env, SEED_ENTERPRISE: '0', ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', PUBLIC_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  child.stdout!.on('data', (d) => output.push(String(d)));
  child.stderr!.on('data', (d) => output.push(String(d)));
  // A hang detector, not a time budget.
  const deadline = Date.now() + START_WAIT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output.join('')}`);
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return { url, child, output };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not start within ${START_WAIT_MS / 1000} s:\n${output.join('')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Sends a signal and waits for the process to exit. */
export const stopServer = (server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') =>
  new Promise<number | null>((resolve) => {
    if (server.child.exitCode !== null) return resolve(server.child.exitCode);
    server.child.once('exit', (code) => resolve(code));
    server.child.kill(signal);
  });

/** The recipients of every mail in the outbox, one entry per file. */
export function outboxRecipients(dataDir: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => /^To: (.+)$/m.exec(readFileSync(path.join(dir, file), 'utf8'))?.[1].trim() ?? '');
}

/** Signs in through HTTP; answers the token and the user. */
export async function signInOver(url: string, username: string, password: string) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = await response.json();
  return { status: response.status, token: body.token?.access_token as string, user: body.userMaster as { userID: number; clientID: string } };
}
