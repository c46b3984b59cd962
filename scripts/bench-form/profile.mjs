// Where the time of an interaction goes (a development aid beside bench-form.mjs): builds the bench page unminified and
// opens one variant. By default it times the first render, two commits (Tab leaving a field just typed in), a keystroke
// and a reveal, each with the main thread's CPU time and its split by trace event (script, style, layout...), then
// profiles the same interaction once more (self and inclusive time by function). Other modes:
//   --commits     eight commits in one CPU profile (best with --cpu 4, for more samples)
//   --reveals     eight reveals (a branch's Yes) in one CPU profile
//   --mount       the first render in a CPU profile, with the counts of DOM elements
//   --heap        the heap of the validators and of the form, React fibers and DOM elements (with --by-constructor,
//                 what the form's heap is made of, from two heap snapshots; SNAPSHOT_TO=/tmp/x also writes them
//                 as .heapsnapshot files, to open in DevTools' Memory panel)
//   --mutations   what a commit changes in the DOM, and which elements React hands new props (with --reveal: a
//                 reveal's)
// TASKS=1 also lists each task of a timed span (its start, thread time and what ran in it). Run with
//   node --import tsx scripts/bench-form/profile.mjs [--variant engine|memo|naive] [--n 1000] [--cpu 1] [--quiet]
//     [--out file-prefix (writes .cpuprofile files)] [--keep (keeps the build, to read the profile's line numbers)]
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser } from '../../tests/e2e/harness.ts';
import { compileValidatorGroupModule, schemaDigest } from '../../server/validator-code.ts';
import { buildBenchPage } from './build-page.mjs';
import { mergeProfiles, summarise } from './summarise.mjs';

const repo = path.resolve(import.meta.dirname, '../..');
const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const variant = arg('variant', 'engine');
const count = Number(arg('n', 1000));
const cpu = Number(arg('cpu', 1));
const outFile = arg('out', null);
const quiet = process.argv.includes('--quiet');
let revealed = 0;
const SECTION_SIZE = 30;
const ORIGIN = 'http://bench.local';
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };

const outDir = mkdtempSync(path.join(os.tmpdir(), 'bench-form-profile-'));
await buildBenchPage(outDir, { minify: false });

const compiled = new Map();
function serveValidators(route) {
  const request = route.request();
  if (request.method() === 'POST') {
    const { schemas } = request.postDataJSON();
    const digest = schemaDigest(schemas);
    if (!compiled.has(digest)) compiled.set(digest, compileValidatorGroupModule(schemas));
    return route.fulfill({ json: { digest } });
  }
  const code = compiled.get(path.basename(new URL(request.url()).pathname));
  return route.fulfill(code === undefined ? { status: 404 } : { body: code, contentType: 'text/javascript' });
}

/** The heap's self sizes by node kind and name (an object's constructor, a closure's function), from a snapshot. */
async function heapByConstructor(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks = [];
  const onChunk = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  if (process.env.SNAPSHOT_TO) writeFileSync(`${process.env.SNAPSHOT_TO}-${Date.now()}.heapsnapshot`, chunks.join(''));
  const { snapshot, nodes, strings } = JSON.parse(chunks.join(''));
  const fields = snapshot.meta.node_fields;
  const types = snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  const sizes = new Map();
  for (let i = 0; i < nodes.length; i += fields.length) {
    const type = types[nodes[i + typeAt]];
    const name = type === 'object' || type === 'closure' ? `${type} ${strings[nodes[i + nameAt]]}` : type;
    sizes.set(name, (sizes.get(name) ?? 0) + nodes[i + sizeAt]);
  }
  return sizes;
}

const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.route(`${ORIGIN}/**`, (route) => {
    if (new URL(route.request().url()).pathname.startsWith('/api/validators')) return serveValidators(route);
    const file = path.join(outDir, new URL(route.request().url()).pathname);
    route.fulfill({ body: readFileSync(file), contentType: TYPES[path.extname(file)] ?? 'application/octet-stream' });
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error', error.message));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await page.goto(`${ORIGIN}/scripts/bench-form/index.html?variant=${variant}&n=${count}`);
  const id = (index) => `#step-bench_s${Math.floor(index / SECTION_SIZE)}_F${index}`;
  const taken = () => page.evaluate(() => window.bench.taken());
  const metrics = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return Object.fromEntries(metrics.map((m) => [m.name, m.value]));
  };
  // The main thread's CPU time (trace events' thread durations): unlike wall time, hardly moved by other processes.
  const traced = async (action) => {
    const events = [];
    const collected = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    const onData = ({ value }) => events.push(...value);
    cdp.on('Tracing.dataCollected', onData);
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing', transferMode: 'ReportEvents' });
    await page.waitForTimeout(50);
    const mark = await page.evaluate(() => performance.timeOrigin + performance.now());
    const result = await action();
    await cdp.send('Tracing.end');
    await collected;
    cdp.off('Tracing.dataCollected', onData);
    const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    const tasks = events.filter(
      (e) => main && e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.ph === 'X' && typeof e.tdur === 'number',
    );
    // From the task of the last input mark to the task of the last done mark.
    const marks = (name) => events.filter((e) => e.name === name).map((e) => e.ts);
    const inputs = marks('bench:input');
    const done = marks('bench:done');
    const from = inputs.length ? Math.max(...inputs) : 0;
    const to = done.length ? Math.max(...done) : Infinity;
    const inSpan = tasks.filter((e) => e.ts + e.dur >= from && e.ts <= to);
    const cpu = inSpan.reduce((sum, e) => sum + e.tdur, 0) / 1000;
    // Self thread time by trace event name (what DevTools' summary splits into scripting, style, layout...).
    const complete = events
      .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && typeof e.tdur === 'number')
      .filter((e) => inSpan.some((t) => e.ts >= t.ts && e.ts <= t.ts + t.dur))
      .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const self = new Map();
    const stack = [];
    for (const e of complete) {
      while (stack.length && stack.at(-1).ts + stack.at(-1).dur < e.ts) stack.pop();
      const parent = stack.at(-1);
      if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - e.tdur);
      self.set(e.name, (self.get(e.name) ?? 0) + e.tdur);
      stack.push(e);
    }
    const breakdown = [...self].filter(([, us]) => us > 200).sort((a, b) => b[1] - a[1]).map(([name, us]) => `${name} ${(us / 1000).toFixed(1)}`).join(', ');
    // How many elements the browser restyled, and how many objects it laid out (a change high in the tree, or a
    // sibling rule, restyles far more than the fields that changed).
    if (process.env.TASKS) {
      // Each task of the span: its start from the span's, its thread time and what ran in it.
      for (const t of inSpan) {
        const inside = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e !== t && e.ts >= t.ts && e.ts <= t.ts + t.dur && (e.tdur ?? 0) > 300);
        const names = [...new Set(inside.map((e) => e.name === 'FunctionCall' ? `FunctionCall(${e.args?.data?.functionName ?? ''})` : e.name))].slice(0, 6).join(' ');
        console.log(`   task +${((t.ts - from) / 1000).toFixed(1)} ms: ${(t.tdur / 1000).toFixed(1)} ms ${names}`);
      }
    }
    const restyled = complete.filter((e) => e.name === 'UpdateLayoutTree').reduce((sum, e) => sum + (e.args?.elementCount ?? 0), 0);
    const laidOut = complete.filter((e) => e.name === 'Layout').reduce((sum, e) => sum + (e.args?.beginData?.dirtyObjects ?? 0), 0);
    return { result, cpu, mark, breakdown: `${breakdown}\n   elements restyled ${restyled}, objects laid out ${laidOut}` };
  };
  /** Times `action` (after its `setup`) once with a trace, then profiles it once more. */
  const around = async (label, setup, action) => {
    await setup(0);
    const before = await metrics();
    const { result: ms, cpu: threadMs, breakdown } = await traced(action);
    const after = await metrics();
    await page.waitForTimeout(300);
    await setup(1);
    await cdp.send('Profiler.start');
    await action();
    const { profile } = await cdp.send('Profiler.stop');
    const d = (k) => ((after[k] - before[k]) * 1000).toFixed(1);
    console.log(`\n== ${label}: ${typeof ms === 'number' ? ms.toFixed(1) : ms} ms wall, main thread CPU ${threadMs.toFixed(1)} ms (script ${d('ScriptDuration')}, style ${d('RecalcStyleDuration')}, layout ${d('LayoutDuration')})`);
    console.log(`   ${breakdown}`);
    if (!quiet) console.log(summarise(profile));
    if (outFile) writeFileSync(`${outFile}-${label}.cpuprofile`, JSON.stringify(profile));
    await page.waitForTimeout(300);
  };

  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize / 2 ** 20;
  };
  const heapStart = await heap();
  await page.evaluate(() => window.bench.prepare());
  const heapPrepared = await heap();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  if (process.argv.includes('--heap')) {
    const before = process.argv.includes('--by-constructor') ? await heapByConstructor(cdp) : null;
    await page.evaluate(() => window.bench.mount());
    await page.waitForTimeout(300);
    const heapMounted = await heap();
    console.log(`heap MB: validators and bench prepare ${(heapPrepared - heapStart).toFixed(2)}, form ${(heapMounted - heapPrepared).toFixed(2)}`);
    const fiberCount = await page.evaluate(() => {
      const root = document.getElementById('root');
      const key = Object.keys(root).find((k) => k.startsWith('__reactContainer'));
      let count = 0;
      const stack = [root[key].stateNode.current];
      while (stack.length) {
        const fiber = stack.pop();
        if (!fiber) continue;
        count += 1;
        stack.push(fiber.child, fiber.sibling);
      }
      return count;
    });
    console.log('fibers', fiberCount, 'DOM elements', await page.evaluate(() => document.getElementById('root').querySelectorAll('*').length));
    // One text field's components, from its input up to the section that holds it: what each field costs.
    const chain = await page.evaluate(() => {
      const input = document.querySelector('#root input[type="text"]') ?? document.querySelector('#root input');
      const key = Object.keys(input).find((k) => k.startsWith('__reactFiber'));
      const names = [];
      for (let fiber = input[key]; fiber && names.length < 40; fiber = fiber.return) {
        const type = fiber.type;
        const name = typeof type === 'string' ? type : (type?.displayName ?? type?.name ?? type?.render?.name ?? type?.type?.name ?? (type ? '(anonymous)' : `(${fiber.tag})`));
        names.push(name);
        if (/Section|Form$/.test(name)) break;
      }
      return names;
    });
    console.log(`a text field's fibers up to its section (${chain.length}): ${chain.join(' < ')}`);
    if (before) {
      // What the form's heap is made of: self sizes by kind and constructor, after the mount less before it.
      const after = await heapByConstructor(cdp);
      const grown = [...after].map(([name, size]) => [name, size - (before.get(name) ?? 0)]).sort((a, b) => b[1] - a[1]);
      for (const [name, size] of grown.slice(0, 30)) console.log(`${(size / 2 ** 20).toFixed(2).padStart(7)} MB  ${name}`);
    }
  } else if (process.argv.includes('--mutations')) {
    // What a commit changes in the DOM (a change high in the tree restyles everything below it).
    await page.evaluate(() => window.bench.mount());
    await page.waitForTimeout(500);
    // A commit's: a value typed, then Tab. A reveal's: the Yes clicked with the focus in an untouched field, as in the
    // bench.
    await page.click(id(2 * SECTION_SIZE + 6));
    await taken();
    if (!process.argv.includes('--reveal')) {
      await page.keyboard.type('Abc');
      await taken();
    }
    await page.evaluate(() => {
      // The elements React hands new props in the commit (each costs a props diff, an input's more), by the props
      // object React keeps on the element.
      window.propsBefore = new Map();
      for (const element of document.getElementById('root').querySelectorAll('*')) {
        const key = Object.keys(element).find((k) => k.startsWith('__reactProps'));
        if (key) window.propsBefore.set(element, element[key]);
      }
      window.mutations = [];
      new MutationObserver((list) => {
        for (const m of list) {
          const t = m.target;
          const name = t.nodeType === 1 ? `${t.tagName.toLowerCase()}#${t.id}.${t.className}` : t.nodeName;
          window.mutations.push(`${m.type} ${m.attributeName ?? ''} ${name}`.slice(0, 160));
        }
      }).observe(document.body, { attributes: true, childList: true, subtree: true, characterData: true });
    });
    if (process.argv.includes('--reveal')) await page.click(`${id(3 * SECTION_SIZE)}-0`);
    else await page.keyboard.press('Tab');
    await taken();
    console.log((await page.evaluate(() => window.mutations)).join('\n'));
    const updated = await page.evaluate(() =>
      [...window.propsBefore]
        .filter(([element, props]) => element[Object.keys(element).find((k) => k.startsWith('__reactProps'))] !== props)
        .map(([e]) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}.${String(e.className).slice(0, 60)}`),
    );
    console.log(`elements given new props: ${updated.length}`);
    for (const name of updated) console.log(`  ${name}`);
  } else if (process.argv.includes('--mount')) {
    await cdp.send('Profiler.start');
    console.log('first render', (await page.evaluate(() => window.bench.mount())).toFixed(0));
    console.log('DOM elements', await page.evaluate(() => document.getElementById('root').querySelectorAll('*').length));
    console.log('React fibers', await page.evaluate(() => {
      const root = document.getElementById('root');
      const key = Object.keys(root).find((k) => k.startsWith('__reactContainer'));
      let count = 0;
      const stack = [root[key]];
      while (stack.length) {
        const fiber = stack.pop();
        if (!fiber) continue;
        count += 1;
        stack.push(fiber.child, fiber.sibling);
      }
      return count;
    }));
    const { profile } = await cdp.send('Profiler.stop');
    console.log(summarise(profile, 40));
    if (outFile) writeFileSync(`${outFile}-mount.cpuprofile`, JSON.stringify(profile));
  } else if (process.argv.includes('--commits')) {
    // Only commits: 8 of them in one profile (clicks and typing included, they are small).
    await page.evaluate(() => window.bench.mount());
    await page.waitForTimeout(500);
    const profiles = [];
    for (let section = 1; section <= 8; section++) {
      await page.click(id(section * SECTION_SIZE + 6));
      await taken();
      await page.keyboard.type('Abc');
      await taken();
      await cdp.send('Profiler.start');
      await page.keyboard.press('Tab');
      console.log('commit', (await taken()).toFixed(1));
      profiles.push((await cdp.send('Profiler.stop')).profile);
    }
    const profile = mergeProfiles(profiles);
    console.log(summarise(profile, 40));
    if (outFile) writeFileSync(`${outFile}-commits.cpuprofile`, JSON.stringify(profile));
  } else if (process.argv.includes('--reveals')) {
    // Only reveals: 8 branches opened in one profile.
    await page.evaluate(() => window.bench.mount());
    await page.waitForTimeout(500);
    const profiles = [];
    for (let section = 1; section <= 8; section++) {
      await cdp.send('Profiler.start');
      await page.click(`${id(section * SECTION_SIZE)}-0`);
      console.log('reveal', (await taken()).toFixed(1));
      profiles.push((await cdp.send('Profiler.stop')).profile);
      await page.waitForTimeout(100);
    }
    const profile = mergeProfiles(profiles);
    console.log(summarise(profile, 60));
    if (outFile) writeFileSync(`${outFile}-reveals.cpuprofile`, JSON.stringify(profile));
  } else {
  const { result: firstRender, cpu: firstCpu, breakdown: firstBreakdown } = await traced(() => page.evaluate(() => window.bench.mount()));
  console.log(`== first render: ${firstRender.toFixed(0)} ms wall, main thread CPU ${firstCpu.toFixed(0)} ms`);
  console.log(`   ${firstBreakdown}`);
  await page.waitForTimeout(500);
  for (const section of [2, 4]) {
    await around(
      `commit-s${section}`,
      async (n) => {
        await page.click(id(section * SECTION_SIZE + 6 + 2 * n));
        await taken();
        await page.keyboard.type('Abc');
        await taken();
      },
      async () => {
        await page.keyboard.press('Tab');
        return taken();
      },
    );
  }
  await around(
    'typing',
    async () => {
      await page.click(id(SECTION_SIZE + 8));
      await taken();
    },
    async () => {
      await page.keyboard.press('H');
      return taken();
    },
  );
  await page.waitForTimeout(600);
  await around(
    'reveal',
    async (n) => {
      await page.waitForTimeout(10);
      return n;
    },
    async () => {
      const section = revealed++ * 2 + 3;
      await page.click(`${id(section * SECTION_SIZE)}-0`);
      return taken();
    },
  );
  }
  await context.close();
} finally {
  await browser.close();
  if (process.argv.includes('--keep')) console.log('build kept in', outDir);
  else rmSync(outDir, { recursive: true, force: true });
}
