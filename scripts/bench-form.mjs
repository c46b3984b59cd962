// The engine's cost beside hand-written forms (DESIGN.md "Budgets", issue 10): builds the page in scripts/bench-form/
// to a temporary folder (never into dist/), then in Chromium times, for 300 and 1,000 generated fields in sections with
// ParentField branches, the engine (an application step as the portal draws it), a memoised form and a naive form:
//   first render   render call -> last field in the page, laid out (the engine's validators already loaded)
//   typing         keystroke -> its work done, layout included (median of 10)
//   commit         Tab leaving a field just typed in -> done (median of 4 fields)
//   reveal         click on a branch's Yes -> its fields shown and laid out (median of 3)
//   heap           JS heap after the first render, less the page before it (after a GC)
// at CPU x1 and x4 (CDP Emulation.setCPUThrottlingRate). The variants run interleaved, each in a fresh page, so they
// share the machine's noise; each figure is the median over the rounds. Run with
//   npm run bench:form [-- --rounds 3]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { launchBrowser } from '../tests/e2e/harness.ts';
import { compileValidatorModule, schemaDigest } from '../server/validator-code.ts';

const repo = path.resolve(import.meta.dirname, '..');
const roundsArg = process.argv.indexOf('--rounds');
const ROUNDS = roundsArg > 0 ? Number(process.argv[roundsArg + 1]) : 3;
const SIZES = [300, 1000];
const CPU_RATES = [1, 4];
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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

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

  const heapBefore = await heap();
  await page.evaluate(() => window.bench.prepare());
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const firstRender = await page.evaluate(() => window.bench.mount());
  await settle(300);
  const heapMb = ((await heap()) - heapBefore) / 2 ** 20;

  // Typing: 10 keystrokes into a text field of the second section, then the pause that commits them.
  await page.click(id(SECTION_SIZE + 8));
  await taken();
  const typing = [];
  for (const key of 'Harbourside') {
    await page.keyboard.press(key);
    typing.push(await taken());
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
    await page.keyboard.press('Tab');
    commit.push(await taken());
    await settle(100);
  }

  // Reveal: a branch's Yes shows its five fields.
  const reveal = [];
  for (const section of [3, 5, 7]) {
    await page.click(`${id(section * SECTION_SIZE)}-0`);
    reveal.push(await taken());
    if (!(await page.isVisible(id(section * SECTION_SIZE + 1)))) throw new Error(`${variant}: the branch of section ${section + 1} did not show`);
    await settle(100);
  }
  await context.close();
  if (errors.length) throw new Error(`${variant}: ${errors.join('; ')}`);
  return { firstRender, typing: median(typing), commit: median(commit), reveal: median(reveal), heapMb };
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
    const value = (variant, key) => median(byVariant[variant].map((r) => r[key]));
    console.log(`\n${count.toLocaleString('en-AU')} fields, CPU x${cpu} (median of ${ROUNDS} rounds)`);
    console.log(pad('', 28) + VARIANTS.map((v) => pad(v, 10)).join('') + pad('engine/memo', 13) + pad('budget', 14) + 'verdict');
    for (const metric of METRICS) {
      const memo = value('memo', metric.key);
      const engine = value('engine', metric.key);
      const ratio = engine / memo;
      const budget = metric.ratio ? `<= ${metric.ratio}x memo` : `<= ${metric.limit[cpu]} ms`;
      const within = metric.ratio ? ratio <= metric.ratio : engine <= metric.limit[cpu];
      if (!within) over += 1;
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
console.log(over === 0 ? '\nEvery figure within its budget.' : `\n${over} figure(s) over budget.`);
