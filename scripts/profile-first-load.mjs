// Development aid beside `npm run lighthouse`: where the main thread's time goes while a page loads for the first
// time, by task. Builds the web app unminified into a temporary folder (or serves WEB=folder), serves it with the API
// on a fresh PGlite with the demo seed, signs in as the demo applicant (with an order to start, as the Lighthouse
// script does), clears the cache and CPU-profiles a first visit of the page, printing self and inclusive time by
// function, then each task of over 8 ms with the functions it spent its time in. Run with
//   node --import tsx scripts/profile-first-load.mjs [/admin/home | /admin/application/personal] [--cpu 4]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { launchBrowser } from '../tests/e2e/harness.ts';
import { summarise } from './bench-form/summarise.mjs';
import { signInAndStartApplicant, startBenchPortal } from './bench-portal.mjs';

const repo = path.resolve(import.meta.dirname, '..');
const target = process.argv.slice(2).find((arg) => arg.startsWith('/')) ?? '/admin/home';
const cpuAt = process.argv.indexOf('--cpu');
const CPU = cpuAt > 0 ? Number(process.argv[cpuAt + 1]) : 1;
/** React's own scheduling frames: every task has them, they say nothing about which page code ran. */
const REACT_LOOP = /^\((root|program)\)|performWork|workLoop|renderRoot|performUnitOfWork|flushSync|processRootSchedule|beginWork|completeRoot|commitRoot|recursivelyTraverse|commit\w*Effect|flushPassiveEffects|flushPendingEffects|flushLayoutEffects|renderWithHooks|updateFunctionComponent|updateForwardRef|reconcile/;

const webRoot = process.env.WEB ?? mkdtempSync(path.join(os.tmpdir(), 'profile-first-load-web-'));
if (!process.env.WEB) {
  await build({ configFile: path.join(repo, 'vite.config.ts'), logLevel: 'warn', build: { outDir: webRoot, emptyOutDir: true, minify: false } });
}
const { base, stop } = await startBenchPortal({ name: 'profile-first-load', webRoot });
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error', error.message));
  await signInAndStartApplicant(page, base);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(`${base}${target}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  console.log(`page: ${await page.locator('h1').first().textContent()}, ${await page.locator('input').count()} inputs`);
  const { profile } = await cdp.send('Profiler.stop');
  console.log(`== first visit of ${target}, CPU x${CPU}\n${summarise(profile, 25)}\n== tasks over 8 ms`);
  printTasks(profile);
} finally {
  await browser.close();
  await stop();
  if (!process.env.WEB) rmSync(webRoot, { recursive: true, force: true });
}

/** Runs of samples with no idle between them (a task, roughly) and the page functions most of their samples were in. */
function printTasks(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let at = profile.startTime;
  let run = null;
  const runs = [];
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i];
    at += dt;
    const node = byId.get(id);
    if (node.callFrame.functionName === '(idle)') {
      if (run) runs.push(run);
      run = null;
      return;
    }
    run ??= { start: at, end: at, frames: new Map() };
    run.end = at;
    const seen = new Set();
    for (let n = id; n !== undefined; n = parent.get(n)) {
      const f = byId.get(n).callFrame;
      const key = `${f.functionName || '(anonymous)'} ${path.basename(f.url)}:${f.lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      run.frames.set(key, (run.frames.get(key) ?? 0) + dt);
    }
  });
  if (run) runs.push(run);
  for (const r of runs.filter((r) => r.end - r.start > 8000)) {
    const top = [...r.frames].filter(([key]) => !REACT_LOOP.test(key)).sort((a, b) => b[1] - a[1]).slice(0, 6);
    const where = top.map(([key, us]) => `${key} ${(us / 1000).toFixed(1)}`).join(' | ');
    console.log(`@${((r.start - profile.startTime) / 1000).toFixed(0)} ms, ${((r.end - r.start) / 1000).toFixed(1)} ms: ${where}`);
  }
}
