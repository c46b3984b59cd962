// End-to-end harness: the real server (`server/main.ts`, as `npm start` runs it) on a fresh data folder and a free
// port, serving the built portal, driven by Debian's Chromium through playwright-core.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { freePort } from '../free-port';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '../..');

export interface Portal {
  url: string;
  dataDir: string;
  /** The mails the server wrote to its outbox, oldest first. */
  outbox(): string[];
  stop(): Promise<void>;
}

export async function startPortal(): Promise<Portal> {
  if (!existsSync(path.join(root, 'dist', 'index.html'))) {
    throw new Error('The web app is not built: run `npm test` (it builds first) or `npm run build`.');
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => output.push(String(d)));
  child.stderr!.on('data', (d) => output.push(String(d)));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output.join('')}`);
    try {
      const response = await fetch(`${url}/api/brand/harbour-health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start within 90 s:\n${output.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  const outboxDir = path.join(dataDir, 'outbox');
  return {
    url,
    dataDir,
    outbox: () =>
      existsSync(outboxDir)
        ? readdirSync(outboxDir)
            .map((f) => path.join(outboxDir, f))
            // Files are named by the mail's key, not its time: order them by when they were written.
            .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs)
            .map((f) => readFileSync(f, 'utf8'))
        : [],
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function chromePath(): string {
  const found = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
  if (!found) throw new Error('No Chromium: install it with `apt-get install -y chromium` or set CHROME_PATH.');
  return found;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/**
 * axe-core's violations on the page as 'rule: count' lines (empty when clean). Its source is evaluated in the page:
 * the Content-Security-Policy blocks an added script tag.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const source = readFileSync(path.join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');
  await page.evaluate(source);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: Array<{ id: string; nodes: unknown[] }> }> } }).axe;
    return (await axe.run()).violations.map((v) => `${v.id}: ${v.nodes.length}`);
  });
}

/** Saves a screenshot under tests/e2e/screenshots/ (git-ignored) for a human to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = path.join(root, 'tests/e2e/screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** A real PNG of `width` x `height` pixels in one colour (what a phone photo of a card would be, but small). */
export function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).fill(Buffer.from([r, g, b]))]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
