// Development aid beside `npm run lighthouse`: how long a first visit takes until the page is there to use, in a real
// Chromium throttled as Lighthouse's mobile preset assumes a phone (150 ms round trips, 1.6 Mbit/s down, CPU x4), the
// HTTP cache cleared (DevTools' throttling: a latency per request, an approximation of the phone's round trips). Serves the built app (WEB=folder, default dist) with the API on a fresh PGlite with the demo seed,
// signs in as the demo applicant, presses START, then times a first visit of the page from navigation until:
//   an application step (default /admin/application/personal): its NEXT button (shown once every section is drawn);
//   /admin/home: the first order's list of checks.
// Prints each round's figure and its first contentful paint, in ms. Run with
//   node --import tsx scripts/first-visit-ready.mjs [/admin/home | /admin/application/<step>] [--rounds 3]
import path from 'node:path';
import { launchBrowser } from '../tests/e2e/harness.ts';
import { signInAndStartApplicant, startBenchPortal } from './bench-portal.mjs';

const target = process.argv.slice(2).find((arg) => arg.startsWith('/')) ?? '/admin/application/personal';
const roundsAt = process.argv.indexOf('--rounds');
const ROUNDS = roundsAt > 0 ? Number(process.argv[roundsAt + 1]) : 3;
const webRoot = process.env.WEB ?? path.resolve(import.meta.dirname, '..', 'dist');
const { base, stop } = await startBenchPortal({ name: 'first-visit-ready', webRoot });
const browser = await launchBrowser();
const results = [];
try {
  for (let round = 0; round < ROUNDS; round++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await signInAndStartApplicant(page, base);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const start = Date.now();
    await page.goto(`${base}${target}`);
    const ready = target === '/admin/home' ? page.getByRole('list', { name: /^Checks of order/ }).first() : page.getByRole('button', { name: 'NEXT' });
    await ready.waitFor({ timeout: 60_000 });
    const readyMs = Date.now() - start;
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1);
    results.push({ readyMs, fcpMs: Math.round(fcp) });
    await context.close();
  }
} finally {
  await browser.close();
  await stop();
}
console.log(`First visit of ${target} (${webRoot}), throttled as a phone:`);
for (const { readyMs, fcpMs } of results) console.log(`  ready ${readyMs} ms, first contentful paint ${fcpMs} ms`);
