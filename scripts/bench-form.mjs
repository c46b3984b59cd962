// The engine's cost beside hand-written forms (DESIGN.md "Budgets", issue 10): builds the page in scripts/bench-form/
// to a temporary folder (never into dist/), then in Chromium times, for 300 and 1,000 generated fields in sections with
// ParentField branches, the engine (an application step as the portal draws it), a memoised form and a naive form:
//   first render   render call -> last field in the page, laid out (the engine's validators already loaded)
//   typing         keystroke -> its work done, layout included (median of 10)
//   commit         Tab leaving a field just typed in -> done (median of 4 fields)
//   reveal         click on a branch's Yes -> its fields shown and laid out (median of 3)
//   heap           JS heap after the first render, less the page before it (after a GC)
// at CPU x1 and x4 (CDP Emulation.setCPUThrottlingRate). Each figure is given twice: as the main thread's own CPU
// time over the span (from a performance trace of the page, between the page's marks: the time an idle machine would
// show, hardly moved by other processes on a shared machine; the verdicts use it) and as wall time. The variants run
// interleaved, each in a fresh page, so they share the machine's noise; each figure is the median over the rounds. Run with
//   npm run bench:form [-- --rounds 3] [--sizes 300,1000] [--cpu 1,4]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { launchBrowser } from '../tests/e2e/harness.ts';
import { compileValidatorModule, schemaDigest } from '../server/validator-code.ts';

const repo = path.resolve(import.meta.dirname, '..');
const roundsArg = process.argv.indexOf('--rounds');
const ROUNDS = roundsArg > 0 ? Number(process.argv[roundsArg + 1]) : 3;
const listArg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1].split(',').map(Number) : fallback;
};
const SIZES = listArg('sizes', [300, 1000]);
const CPU_RATES = listArg('cpu', [1, 4]);
const VARIANTS = ['memo', 'naive', 'engine'];
const SECTION_SIZE = 30; // as scripts/bench-form/definitions.ts
const ORIGIN = 'http://bench.local';
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };

const outDir = mkdtempSync(path.join(os.tmpdir(), 'bench-form-'));
// The app's own Vite configuration (its plugins: precompiled validators, Radix CSS), with the bench page as the input.
await build({
  configFile: path.join(repo, 'vite.config.ts'),
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true, manifest: false, rollupOptions: { input: path.join(repo, 'scripts/bench-form/index.html') } },
});

// The server's validator calls (server/routes/validators.ts), compiled here once per schema for every page.
const compiled = new Map();
function serveValidators(route) {
  const request = route.request();
  if (request.method() === 'POST') {
    const { schema } = request.postDataJSON();
    const digest = schemaDigest(schema);
    if (!compiled.has(digest)) compiled.set(digest, compileValidatorModule(schema));
    return route.fulfill({ json: { digest } });
  }
  const code = compiled.get(path.basename(new URL(request.url()).pathname));
  return route.fulfill(code === undefined ? { status: 404 } : { body: code, contentType: 'text/javascript' });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Sums of the main thread's own CPU time (trace events' thread durations) over the spans the page marked. */
function threadTimes(events, spans) {
  const first = events.find((e) => e.name === 'bench:measure:0');
  if (!first) throw new Error('The trace holds none of the page’s marks');
  const onMain = (e) => e.pid === first.pid && e.tid === first.tid;
  const tasks = events.filter((e) => onMain(e) && e.name === 'ThreadControllerImpl::RunTask' && e.ph === 'X' && typeof e.tdur === 'number');
  const marks = events.filter((e) => onMain(e) && e.cat?.includes('blink.user_timing')).sort((a, b) => a.ts - b.ts);
  const at = (name) => marks.find((m) => m.name === name)?.ts;
  return spans.map((n) => {
    const opened = at(`bench:measure:${n}`);
    const closed = at(`bench:measured:${n}`);
    // From the input event (the task it runs in included) to the end of the work it caused, as the page timed it.
    const from = marks.find((m) => m.name === 'bench:input' && m.ts > opened && m.ts < closed)?.ts ?? opened;
    const to = marks.filter((m) => m.name === 'bench:done' && m.ts < closed).at(-1)?.ts ?? closed;
    return tasks.filter((e) => e.ts + e.dur >= from && e.ts <= to).reduce((sum, e) => sum + e.tdur, 0) / 1000;
  });
}

async function measure(browser, variant, count, cpu) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.route(`${ORIGIN}/**`, (route) => {
    if (new URL(route.request().url()).pathname.startsWith('/api/validators')) return serveValidators(route);
    const file = path.join(outDir, new URL(route.request().url()).pathname);
    route.fulfill({ body: readFileSync(file), contentType: TYPES[path.extname(file)] ?? 'application/octet-stream' });
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const cdp = await context.newCDPSession(page);
  await page.goto(`${ORIGIN}/scripts/bench-form/index.html?variant=${variant}&n=${count}`);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  const id = (index) => `#step-bench_s${Math.floor(index / SECTION_SIZE)}_F${index}`;
  const taken = () => page.evaluate(() => window.bench.taken());
  const settle = (ms) => page.waitForTimeout(ms);

  // The page is traced throughout, so each measured span also gets its main-thread CPU time.
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'toplevel,blink.user_timing', // tasks with their thread time, and the page's marks: light
    transferMode: 'ReportEvents',
  });
  let spans = 0;
  /** Runs a measured action between two marks; resolves with its wall time and its span's number. */
  const measured = async (action) => {
    const n = spans++;
    await page.evaluate((n) => performance.mark(`bench:measure:${n}`), n);
    const wall = await action();
    await page.evaluate((n) => performance.mark(`bench:measured:${n}`), n);
    return { wall, n };
  };

  const heapBefore = await heap();
  await page.evaluate(() => window.bench.prepare());
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const firstRender = await measured(() => page.evaluate(() => window.bench.mount()));
  await settle(300);
  const heapMb = ((await heap()) - heapBefore) / 2 ** 20;

  // Typing: 10 keystrokes into a text field of the second section, then the pause that commits them.
  await page.click(id(SECTION_SIZE + 8));
  await taken();
  const typing = [];
  for (const key of 'Harbourside') {
    typing.push(
      await measured(async () => {
        await page.keyboard.press(key);
        return taken();
      }),
    );
  }
  await settle(600);

  // Commit: type into a field, then Tab out of it before the pause would commit it.
  const commit = [];
  for (const section of [2, 4, 6, 8]) {
    // Each step's own work is waited for, so the Tab is timed alone.
    await page.click(id(section * SECTION_SIZE + 6));
    await taken();
    await page.keyboard.type('Abc');
    await taken();
    commit.push(
      await measured(async () => {
        await page.keyboard.press('Tab');
        return taken();
      }),
    );
    await settle(100);
  }

  // Reveal: a branch's Yes shows its five fields.
  const reveal = [];
  for (const section of [3, 5, 7]) {
    reveal.push(
      await measured(async () => {
        await page.click(`${id(section * SECTION_SIZE)}-0`);
        return taken();
      }),
    );
    if (!(await page.isVisible(id(section * SECTION_SIZE + 1)))) throw new Error(`${variant}: the branch of section ${section + 1} did not show`);
    await settle(100);
  }
  await cdp.send('Tracing.end');
  await traced;
  await context.close();
  if (errors.length) throw new Error(`${variant}: ${errors.join('; ')}`);
  const all = [firstRender, ...typing, ...commit, ...reveal];
  const cpuOf = new Map(threadTimes(events, all.map((m) => m.n)).map((ms, index) => [all[index].n, ms]));
  const figures = (list, kind) => list.map((m) => (kind === 'wall' ? m.wall : cpuOf.get(m.n)));
  const of = (kind) => ({
    firstRender: figures([firstRender], kind)[0],
    typing: median(figures(typing, kind)),
    commit: median(figures(commit, kind)),
    reveal: median(figures(reveal, kind)),
    heapMb,
  });
  return { main: of('main'), wall: of('wall') };
}

const results = {};
const browser = await launchBrowser();
try {
  // Once, unmeasured: the engine's validators compiled as the server keeps them, and the page's code warmed.
  for (const count of SIZES) await measure(browser, 'engine', count, 1);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const count of SIZES) {
      for (const cpu of CPU_RATES) {
        for (const variant of VARIANTS) {
          const figures = await measure(browser, variant, count, cpu);
          ((results[`${count}|${cpu}`] ??= {})[variant] ??= []).push(figures);
        }
      }
    }
    process.stderr.write(`round ${round}/${ROUNDS} done\n`);
  }
} finally {
  await browser.close();
  rmSync(outDir, { recursive: true, force: true });
}

const METRICS = [
  { key: 'firstRender', label: 'first render, ms', digits: 0, ratio: 1.5 },
  { key: 'typing', label: 'typing, ms per key', digits: 1, ratio: 1.5 },
  { key: 'commit', label: 'commit (leave a field), ms', digits: 1, limit: { 1: 16, 4: 50 } },
  { key: 'reveal', label: 'reveal a branch, ms', digits: 1, ratio: 1.5 },
  { key: 'heapMb', label: 'heap, MB', digits: 1, ratio: 1.5 },
];
let over = 0;
const pad = (text, width) => String(text).padEnd(width);
for (const count of SIZES) {
  for (const cpu of CPU_RATES) {
    const byVariant = results[`${count}|${cpu}`];
    for (const kind of ['main', 'wall']) {
      const value = (variant, key) => median(byVariant[variant].map((r) => r[kind][key]));
      const title =
        kind === 'main'
          ? 'main-thread time (its CPU time, what an idle machine would show; the verdicts)'
          : 'wall time (other work on the machine included)';
      console.log(`\n${count.toLocaleString('en-AU')} fields, CPU x${cpu}, ${title}, median of ${ROUNDS} rounds`);
      console.log(pad('', 28) + VARIANTS.map((v) => pad(v, 10)).join('') + pad('engine/memo', 13) + pad('budget', 14) + 'verdict');
      for (const metric of METRICS) {
        const memo = value('memo', metric.key);
        const engine = value('engine', metric.key);
        const ratio = engine / memo;
        const budget = metric.ratio ? `<= ${metric.ratio}x memo` : `<= ${metric.limit[cpu]} ms`;
        const within = metric.ratio ? ratio <= metric.ratio : engine <= metric.limit[cpu];
        if (!within && kind === 'main') over += 1;
        console.log(
          pad(metric.label, 28) +
            VARIANTS.map((v) => pad(value(v, metric.key).toFixed(metric.digits), 10)).join('') +
            pad(`x${ratio.toFixed(2)}`, 13) +
            pad(budget, 14) +
            (within ? 'within' : 'OVER'),
        );
      }
    }
  }
}
console.log(over === 0 ? '\nEvery figure within its budget (main-thread time).' : `\n${over} figure(s) over budget (main-thread time).`);
