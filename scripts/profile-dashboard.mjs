// Development aid beside bench-dashboard.mjs: where the script time of a dashboard filter goes. Builds the web app
// unminified into a temporary folder, serves it with the API on a fresh PGlite grown to 10,000 orders, signs in as the
// enterprise client and CPU-profiles a status change (Completed, then back to All) and a committed applicant name,
// printing self and inclusive time by function. Run with
//   node --import tsx scripts/profile-dashboard.mjs [--cpu 4] [--rounds 3]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { ENTERPRISE_SIGN_IN } from '../server/db/seed-enterprise.ts';
import { launchBrowser } from '../tests/e2e/harness.ts';
import { mergeProfiles, summarise } from './bench-form/summarise.mjs';
import { startBenchPortal } from './bench-portal.mjs';

const repo = path.resolve(import.meta.dirname, '..');
const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const CPU = arg('cpu', 4);
const ROUNDS = arg('rounds', 3);

const webRoot = mkdtempSync(path.join(os.tmpdir(), 'profile-dashboard-web-'));
await build({ configFile: path.join(repo, 'vite.config.ts'), logLevel: 'warn', build: { outDir: webRoot, emptyOutDir: true, minify: false } });
const { base, stop } = await startBenchPortal({ name: 'profile-dashboard', webRoot, enterpriseOrders: 10_000 });

const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error', error.message));
  const cdp = await context.newCDPSession(page);
  await page.goto(`${base}/login`);
  await page.getByLabel('User').fill(ENTERPRISE_SIGN_IN.username);
  await page.getByLabel('Password', { exact: true }).fill(ENTERPRISE_SIGN_IN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin/dashboard');
  await page.getByText('Showing 10,000 of 10,000 orders').waitFor({ timeout: 60_000 });
  await page.getByLabel('Applicant name').waitFor();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
  /** The status line once a search keeps fewer orders than all. */
  const FILTERED = /^Showing (?!10,000 )[\d,]+ of 10,000 orders$/;
  const frames = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const profiled = async (name, action, text) => {
    const profiles = [];
    for (let round = 0; round < ROUNDS; round++) {
      await cdp.send('Profiler.start');
      await action();
      await page.getByText(text).waitFor();
      await frames();
      profiles.push((await cdp.send('Profiler.stop')).profile);
      await undo?.();
    }
    console.log(`\n== ${name}, CPU x${CPU}, ${ROUNDS} rounds\n${summarise(mergeProfiles(profiles), 40)}`);
  };
  let undo = null;
  undo = async () => {
    await page.getByLabel('Order status').selectOption('All');
    await page.getByText('Showing 10,000 of 10,000 orders').waitFor();
  };
  await profiled('status to Completed', () => page.getByLabel('Order status').selectOption('Completed'), FILTERED);
  undo = async () => {
    await page.getByLabel('Order status').selectOption('Completed');
    await page.getByText(FILTERED).waitFor();
    await frames();
  };
  await undo();
  await profiled('status back to All', () => page.getByLabel('Order status').selectOption('All'), 'Showing 10,000 of 10,000 orders');
  undo = async () => {
    await page.getByLabel('Applicant name').fill('');
    await page.getByText('Showing 10,000 of 10,000 orders').waitFor();
    await frames();
  };
  await page.getByLabel('Order status').selectOption('All');
  await page.getByText('Showing 10,000 of 10,000 orders').waitFor();
  await page.getByLabel('Applicant name').click();
  await profiled('applicant name typed and committed', () => page.getByLabel('Applicant name').fill('Olivia'), FILTERED);
} finally {
  await browser.close();
  await stop();
  rmSync(webRoot, { recursive: true, force: true });
}
