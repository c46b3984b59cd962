// End-to-end harness: the real server (`server/main.ts`, as `npm start` runs it) on a fresh data folder and a free
// port, serving the built portal, driven by Debian's Chromium through playwright-core. One server serves the whole
// run (global-setup.ts starts it and `provide`s it); each file reads it with `portal()` and opens its own browser
// with `useBrowser()`. The database is shared by every file: a test never counts on a fresh one, it uses accounts
// and orders of its own (`newApplicant`) or data no other test changes.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { freePort } from '../free-port';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { skipWithoutClamd, startTestClamd } from '../api/clamd';
import { TOTP } from 'otpauth';
import { DEMO_OPERATOR_TOTP_SECRET } from '../../server/db/seed-data';

const root = path.resolve(import.meta.dirname, '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    portal: { url: string; dataDir: string; scanning: boolean };
  }
}

export interface Portal {
  url: string;
  dataDir: string;
  /** The mails the server wrote to its outbox, oldest first, their parts decoded (readableMail). */
  outbox(): string[];
  /** Uploads are scanned by a clamd of the run's own (false only where clamd is not installed and CI is not set). */
  scanning: boolean;
}

/** Starts the server; only the global setup calls it (one server per run). */
export async function startPortal(): Promise<Portal & { stop(): Promise<void> }> {
  // WEB_ROOT (optional): a build in another folder (`vite build --outDir X`), as the server reads it too.
  const webRoot = process.env.WEB_ROOT ?? path.join(root, 'dist');
  if (!existsSync(path.join(webRoot, 'index.html'))) {
    throw new Error('The web app is not built: run `npm test` (it builds first) or `npm run build`.');
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  // JobAdder's stand-in (oauth2-mock-server): up before the server, which is configured with its authorize and token
  // URLs, so the Third Parties round trip runs against a real OAuth issuer.
  const issuer = new OAuth2Server();
  await issuer.issuer.keys.generate('RS256');
  await issuer.start(0, '127.0.0.1');
  const jobAdder = {
    JOBADDER_CLIENT_ID: 'portal-e2e',
    JOBADDER_CLIENT_SECRET: 'portal-e2e-secret',
    JOBADDER_AUTHORIZE_URL: `${issuer.issuer.url}/authorize`,
    JOBADDER_TOKEN_URL: `${issuer.issuer.url}/token`,
  };
  // The virus scanner, as `npm start` starts one (scripts/clamd.mjs): uploads are scanned as in production.
  const clamd = skipWithoutClamd ? null : await startTestClamd();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    // No timed jobs: the hourly Closed job would close seeded Completed orders in the middle of a run (server/app.ts).
    env: {
      ...process.env,
      ...jobAdder,
      ...(clamd ? { CLAMD_SOCKET: clamd.socket } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: url,
      TIMED_JOBS: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => output.push(String(d)));
  child.stderr!.on('data', (d) => output.push(String(d)));

  // It starts while the API projects seed their own databases beside it (npm test runs both at once): on a busy
  // 2-core machine a minute and a half was not always enough. E2E_SERVER_START_MS waits longer still.
  const startMs = Number(process.env.E2E_SERVER_START_MS) || 180_000;
  const deadline = Date.now() + startMs;
  for (;;) {
    if (child.exitCode !== null) {
      await issuer.stop();
      await clamd?.stop();
      throw new Error(`The server exited early:\n${output.join('')}`);
    }
    try {
      const response = await fetch(`${url}/api/brand/harbour-health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await issuer.stop();
      await clamd?.stop();
      throw new Error(`The server did not start within ${startMs / 1000} s:
${output.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    ...portalAt(url, dataDir, clamd !== null),
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      await issuer.stop();
      await clamd?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function portalAt(url: string, dataDir: string, scanning: boolean): Portal {
  const outboxDir = path.join(dataDir, 'outbox');
  return {
    url,
    dataDir,
    scanning,
    outbox: () =>
      existsSync(outboxDir)
        ? readdirSync(outboxDir)
            // A mail being written waits under a .tmp name (server/mail.ts).
            .filter((f) => f.endsWith('.eml'))
            .map((f) => path.join(outboxDir, f))
            // Files are named by the mail's key, not its time: order them by when they were written.
            .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs)
            .map((f) => readableMail(readFileSync(f, 'utf8')))
        : [],
  };
}

/**
 * A raw message with its base64 parts decoded in place (server/mail.ts sends the text and HTML parts base64, so no
 * link is ever cut): the tests read what a mail program shows, headers included.
 */
export function readableMail(raw: string): string {
  return raw.replace(
    /(Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n)([A-Za-z0-9+/=\r\n]+)/g,
    (_, head: string, body: string) => `${head}${Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')}\n`,
  );
}

/** The portal of this run, started by global-setup.ts. */
export function portal(): Portal {
  const { url, dataDir, scanning } = inject('portal');
  return portalAt(url, dataDir, scanning);
}

/** A Chromium for the calling test file: launched before its tests, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is not launched yet: use it inside a test.');
    return browser;
  };
}

/** The authenticator secret a demo sign-in's second step is computed from (the demo operator's is published). */
const secretOf = (username: string) => (username === 'operator' ? DEMO_OPERATOR_TOTP_SECRET : undefined);

/** The app's code of a base32 secret, `stepsAhead` 30-second steps from now. */
export const totpCode = (secret: string, stepsAhead = 0): string =>
  new TOTP({ secret }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

/**
 * Tries the app's codes until one is taken. A code's time step works once, and several tests sign the operator in
 * within one 30 s step: the server accepts the next step's code a step early, and when that was taken too, the test
 * waits for the next step. `attempt` sends one code and answers whether it signed in.
 */
async function withFreshCode(secret: string, attempt: (code: string) => Promise<boolean>): Promise<void> {
  for (let round = 0; round < 3; round++) {
    if (await attempt(totpCode(secret))) return;
    if (await attempt(totpCode(secret, 1))) return;
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
  }
  throw new Error('No code of the authenticator secret was accepted.');
}

/** Types the app's code on the sign-in screen's second step (the screen is showing it or about to). */
export async function enterCode(page: Page, secret: string): Promise<void> {
  await page.getByLabel('Code', { exact: true }).waitFor();
  await withFreshCode(secret, async (code) => {
    await page.getByLabel('Code', { exact: true }).fill(code);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/auth/second-step') && r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Verify' }).click(),
    ]);
    return answer.ok();
  });
}

/**
 * Fills the sign-in form and presses Sign in, and gives the second step's code for a user with a known authenticator
 * secret (the demo operator's by default); the caller waits for where it lands.
 */
export async function signIn(page: Page, username: string, password: string, totpSecret = secretOf(username)): Promise<void> {
  await page.goto(`${portal().url}/login`);
  await page.getByLabel('User').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (totpSecret) await enterCode(page, totpSecret);
}

/** The sign-in answer through the API, with the second step for a user with a known secret (the demo operator). */
export async function apiSignIn(
  username: string,
  password: string,
  totpSecret = secretOf(username),
): Promise<{ token: { access_token: string }; userMaster: { userID: number; clientID: string } }> {
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${portal().url}/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const response = await post('/auth/login', { username, password });
  if (!response.ok) throw new Error(`sign-in of ${username}: ${response.status} ${await response.text()}`);
  let answer = (await response.json()) as Awaited<ReturnType<typeof apiSignIn>> & { twoFactor?: string };
  if (answer.twoFactor !== 'code') return answer;
  if (!totpSecret) throw new Error(`sign-in of ${username} asks for a code and the test gave no secret`);
  const pending = answer.token.access_token;
  await withFreshCode(totpSecret, async (code) => {
    const second = await post('/auth/second-step', { code }, pending);
    if (second.ok) answer = await second.json();
    return second.ok;
  });
  return answer;
}

/** Signs the applicant in and chooses their order, as START on home would, without going through home's cards. */
export async function signInWithOrder(page: Page, applicant: Applicant): Promise<void> {
  await signIn(page, applicant.username, applicant.password);
  await page.waitForURL('**/admin/home');
  await page.evaluate((id) => sessionStorage.setItem('portal.currentOrderId', String(id)), applicant.orderId);
}

/** The one-time link of a mail (the .eml is quoted-printable: soft line breaks and '=3D' are undone first). */
export function resetLinkIn(mail: string): string {
  const link = /https?:\/\/\S+\/resetpassword\?token=(?:3D)?[\w-]+/.exec(mail.replace(/=\r?\n/g, ''));
  if (!link) throw new Error(`No link in the mail:\n${mail}`);
  return link[0].replace('token=3D', 'token=');
}

/** Polls the outbox until a mail to `email` is there (jobs send within their poll). */
export async function mailTo(email: string): Promise<string> {
  let found: string | undefined;
  await expect.poll(() => (found = portal().outbox().find((m) => m.includes(email))), { timeout: 20_000 }).toBeDefined();
  return found!;
}

export interface Applicant {
  username: string;
  password: string;
  firstName: string;
  email: string;
  orderId: number;
}

/**
 * A new applicant of the demo client Harbour Health with one Open order of `services`, who has chosen a password
 * through the invitation: each test that fills an application gets its own, so no test sees another's answers.
 */
export async function newApplicant(firstName: string, services: string[] = ['PC', 'RC']): Promise<Applicant> {
  const api = async <T>(method: string, apiPath: string, body?: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${portal().url}/api${apiPath}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<T>;
  };
  const client = await api<{ userMaster: { userID: number; clientID: string }; token: { access_token: string } }>(
    'POST',
    '/auth/login',
    { username: 'client', password: 'Client#2026' },
  );
  const [costCentre] = await api<{ CostCentreID: number }[]>(
    'GET',
    `/utilities/costcentres_options/${client.userMaster.userID}`,
    undefined,
    client.token.access_token,
  );
  const email = `${firstName.toLowerCase()}.${randomUUID().slice(0, 8)}@example.com.au`;
  const registered = await api<{ orders: { OrderID: number }[] }>(
    'POST',
    '/utilities/save_applicants_file',
    {
      user_id: String(client.userMaster.userID),
      applicantsDetails: services.map((service) => ({
        FirstName: firstName,
        SurName: 'Tester',
        Email: email,
        Phone: '0412345678',
        PurchasedService: service,
        ClientID: client.userMaster.clientID,
        CheckPurpose: 'Employment',
        applicantToPay: 'N',
        costCentreId: costCentre.CostCentreID,
      })),
      questions: services.includes('RC')
        ? [{ QuestionSection: 'General', QuestionType: 'text', QuestionDesc: 'How long have you known the applicant?', type: 'custom' }]
        : [],
    },
    client.token.access_token,
  );
  const invitation = await mailTo(email);
  const username = /Your username is: (\S+)/.exec(invitation.replace(/=\r?\n/g, ''))![1];
  const password = 'E2e#Password2026';
  const resetToken = new URL(resetLinkIn(invitation)).searchParams.get('token')!;
  await api('POST', '/auth/password/reset', { resetToken, newPassword: password });
  return { username, password, firstName, email, orderId: registered.orders[0].OrderID };
}

export function chromePath(): string {
  const found = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
  if (!found) throw new Error('No Chromium: install it with `apt-get install -y chromium` or set CHROME_PATH.');
  return found;
}

/**
 * The browser's own time zone in every e2e test: far west of Sydney (the portal's calendar, src/app/period.ts), so its
 * day differs from Sydney's for 21 hours of every day and a page that takes "today" from the browser's clock fails
 * at any hour, not only in the hours after Sydney's midnight (the dashboard's default dateTo did, in one CI run).
 */
const BROWSER_TIME_ZONE = 'Pacific/Honolulu';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath(),
    headless: true,
    env: { ...process.env, TZ: BROWSER_TIME_ZONE },
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
 * The rules axe runs: WCAG 2.0, 2.1 and 2.2 A and AA (2.2's target size among them: axe leaves wcag22aa out unless it is
 * asked for) and its best practices (landmarks, heading order).
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe-core's violations on the page as 'rule: count (first element)' lines (empty when clean). Its source is
 * evaluated in the page: the Content-Security-Policy blocks an added script tag. The rules: AXE_TAGS.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const source = readFileSync(path.join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source);
  return page.evaluate(async (tags) => {
    type Result = { violations: Array<{ id: string; nodes: Array<{ target: unknown[]; failureSummary?: string }> }> };
    type Axe = { run(context: Document, options: object): Promise<Result> };
    const result = await (window as unknown as { axe: Axe }).axe.run(document, { runOnly: { type: 'tag', values: tags } });
    // The first node's reason too: a target-size or contrast failure says by how much.
    const why = (node: { failureSummary?: string }) => (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
    return result.violations.map((v) => `${v.id}: ${v.nodes.length} (${v.nodes[0].target.join(' ')}) ${why(v.nodes[0])}`.trim());
  }, AXE_TAGS);
}

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * Expects no axe violation on the page as it is now (a page, or a page with its dialog open), at desktop width and
 * at 390 px, then gives the page back its own size.
 */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  const own = page.viewportSize() ?? DESKTOP;
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    // Layout that follows the width (the drawer, responsive props) settles within a frame or two, and a dialog's
    // opening fade must be over: colours measured half-transparent would fail contrast.
    // A spinner's animation never finishes: only finite ones are waited for, and never longer than two seconds (a page
    // evaluation has no timeout of its own, so one endless animation hung the test until vitest's limit).
    await page.evaluate(async () => {
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
      await Promise.race([
        Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
        new Promise((r) => setTimeout(r, 2_000)),
      ]);
    });
    const violations = await axeViolations(page);
    // The lines themselves in the message: vitest shortens nested arrays to "Array(1)".
    expect(violations, `${what} at ${size.width} px: ${violations.join('; ')}`).toEqual([]);
  }
  await page.setViewportSize(own);
}

/**
 * A page as a person sees it, at both widths: axe finds nothing (expectAccessible), a screenshot of each from the top
 * (the sticky header would otherwise be drawn where the page happened to be scrolled), and nothing pushes the phone
 * page sideways. The page gets its desktop size back.
 */
export async function photograph(page: Page, name: string): Promise<void> {
  await expectAccessible(page, name);
  const toTop = () => page.evaluate(() => window.scrollTo(0, 0));
  await toTop();
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await toTop();
  await page.waitForTimeout(150);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} fits 390 px`).toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

/** Saves a screenshot under tests/e2e/screenshots/ (git-ignored) for a human to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = path.join(root, 'tests/e2e/screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** A one-page PDF: what a provider's result or an uploaded document would be, but small. */
export const ONE_PAGE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

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

/**
 * Logs out through the header's account menu, as a user does once the page shows. A tap while the menu's code was
 * still arriving was lost in one CI run (the menu never opened), so the menu is asked for again until it shows.
 */
export async function logOut(page: Page): Promise<void> {
  const item = page.getByRole('menuitem', { name: 'Log out' });
  await expect
    .poll(async () => {
      if (!(await item.isVisible())) await page.getByRole('button', { name: /^Account menu for / }).click();
      return item.isVisible();
    }, { timeout: 20_000 })
    .toBe(true);
  await item.click();
  await page.waitForURL('**/login**', { timeout: 20_000 });
}
