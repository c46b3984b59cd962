// Development aid beside `npm run lighthouse`: how long a first visit takes until the page is there to use, in a real
// Chromium throttled as Lighthouse's mobile preset assumes a phone (150 ms round trips, 1.6 Mbit/s down, CPU x4), the
// HTTP cache cleared (DevTools' throttling: a latency per request, an approximation of the phone's round trips). Serves the built app (WEB=folder, default dist) with the API on a fresh PGlite with the demo seed,
// signs in as the demo applicant, presses START, then times a first visit of the page from navigation until:
//   an application step (default /admin/application/personal): its NEXT button (shown once every section is drawn);
//   /admin/home: the first order's list of checks.
// Prints each round's figure, its first contentful paint, and its blocking time: Lighthouse's total blocking time
// (each task's part over 50 ms, from the first paint until ready) counted from the tasks' own CPU time, which at this
// CPU x4 is what a phone would spend, without the time a busy machine keeps the page's thread waiting (Lighthouse's
// own figure counts that too, four times). Then the same page visited again in the same browser (its HTTP cache and
// storage kept, as a user coming back): ready again. Medians last. Run with
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
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: 'toplevel,loading,__metadata', transferMode: 'ReportEvents' });
    const start = Date.now();
    await page.goto(`${base}${target}`);
    const ready = target === '/admin/home' ? page.getByRole('list', { name: /^Checks of order/ }).first() : page.getByRole('button', { name: 'NEXT' });
    await ready.waitFor({ timeout: 60_000 });
    const readyMs = Date.now() - start;
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1);
    await cdp.send('Tracing.end');
    await traced;
    const blockingMs = blockingAfterPaint(events);
    const again = Date.now();
    await page.goto('about:blank');
    await page.goto(`${base}${target}`);
    await ready.waitFor({ timeout: 60_000 });
    results.push({ readyMs, fcpMs: Math.round(fcp), blockingMs, againMs: Date.now() - again });
    await context.close();
  }
} finally {
  await browser.close();
  await stop();
}
console.log(`First visit of ${target} (${webRoot}), throttled as a phone:`);
for (const { readyMs, fcpMs, blockingMs, againMs } of results) {
  console.log(`  ready ${readyMs} ms, first contentful paint ${fcpMs} ms, blocking time ${blockingMs} ms; visited again, ready ${againMs} ms`);
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`  medians: ready ${median(results.map((r) => r.readyMs))} ms, first contentful paint ${median(results.map((r) => r.fcpMs))} ms, blocking time ${median(results.map((r) => r.blockingMs))} ms; visited again, ready ${median(results.map((r) => r.againMs))} ms`);

/** The page's main thread (where its first contentful paint was recorded), its tasks from that paint to the end of the trace: the sum of each one's CPU time over 50 ms. */
function blockingAfterPaint(events) {
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) throw new Error('No first contentful paint in the trace');
  let blocking = 0;
  for (const task of events) {
    if (task.pid !== paint.pid || task.tid !== paint.tid || task.ph !== 'X' || task.ts < paint.ts) continue;
    if (task.name !== 'ThreadControllerImpl::RunTask' || typeof task.tdur !== 'number') continue;
    blocking += Math.max(0, task.tdur / 1000 - 50);
  }
  return Math.round(blocking);
}
