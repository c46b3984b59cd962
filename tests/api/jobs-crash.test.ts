// Durable mail: a real server process is killed (SIGKILL, no chance to clean up) right after an order file of 1,000
// applicants commits. When it starts again, every invitation is sent exactly once: the jobs committed with the orders,
// and a mail already sent before the kill is not sent twice.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from './harness';

const root = path.resolve(import.meta.dirname, '../..');
const APPLICANTS = 1000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

interface Server {
  url: string;
  child: ChildProcess;
  output: string[];
}

const running: ChildProcess[] = [];
afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
});

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', PUBLIC_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  child.stdout!.on('data', (d) => output.push(String(d)));
  child.stderr!.on('data', (d) => output.push(String(d)));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output.join('')}`);
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return { url, child, output };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not start within 90 s:\n${output.join('')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const killHard = (server: Server) =>
  new Promise<void>((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill('SIGKILL');
  });

/** The recipients of every mail in the outbox, one entry per file. */
function outboxRecipients(dataDir: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).map((file) => /^To: (.+)$/m.exec(readFileSync(path.join(dir, file), 'utf8'))?.[1].trim() ?? '');
}

describe('mail after a crash', () => {
  it('sends every invitation of a committed order file exactly once after kill -9 and a restart', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-crash-'));
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (process.env.API_TEST_DB === 'postgres') env.DATABASE_URL = await freshPostgresDatabase();

    const first = await startServer(env);
    const signIn = await fetch(`${first.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'client', password: 'Client#2026' }),
    });
    const { token, userMaster } = await signIn.json().then((b) => ({ token: b.token.access_token, userMaster: b.userMaster }));
    const options = await fetch(`${first.url}/api/utilities/get_clients/${userMaster.clientID}`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((r) => r.json());
    const centres = await fetch(`${first.url}/api/utilities/costcentres_options/${userMaster.userID}`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((r) => r.json());
    const emails = Array.from({ length: APPLICANTS }, (_, i) => `crash.applicant${i}@example.com`);
    const lines = emails.map((Email, i) => ({
      FirstName: `Crash${i}`,
      SurName: 'Applicant',
      Email,
      Phone: '0411000111',
      PurchasedService: 'PC',
      ClientID: options[0].ClientID,
      CheckPurpose: 'Employment',
      applicantToPay: 'N',
      costCentreId: centres[0].CostCentreID,
    }));

    const response = await fetch(`${first.url}/api/utilities/save_applicants_file`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ applicantsDetails: lines, user_id: String(userMaster.userID) }),
    });
    expect(response.status, first.output.join('')).toBe(200);
    expect((await response.json()).orders).toHaveLength(APPLICANTS);
    // Killed at once: some invitations may have gone out, most not; a batch fetched but not finished is retried once
    // its run expires (a minute) and maintenance notices (every 30 s).
    await killHard(first);
    const sentBeforeCrash = outboxRecipients(dataDir).length;
    console.log(`invitations in the outbox when the server was killed: ${sentBeforeCrash} of ${APPLICANTS}`);
    expect(sentBeforeCrash).toBeLessThan(APPLICANTS);

    const second = await startServer(env);
    try {
      await expect
        .poll(() => outboxRecipients(dataDir).filter((to) => to.startsWith('crash.applicant')).length, { timeout: 240_000, interval: 500 })
        .toBe(APPLICANTS);
      // Let the workers run a little longer: nothing more may arrive.
      await new Promise((r) => setTimeout(r, 2500));
      const recipients = outboxRecipients(dataDir).filter((to) => to.startsWith('crash.applicant')).sort();
      expect(recipients).toEqual([...emails].sort());
    } finally {
      second.child.kill('SIGTERM');
      await new Promise((r) => (second.child.exitCode !== null ? r(null) : second.child.once('exit', r)));
    }
  }, 400_000);
});
