// `npm test`: every test. It lints (`npm run lint`), builds the web app (vite build, then precompress, as
// `npm run build` does) and checks the first-load budgets on the built chunks (scripts/check-bundle.mjs); the e2e
// tests then drive the built portal in Debian's Chromium. Where no Chromium is found they are skipped with a loud
// message, unless CI or REQUIRE_E2E is set: then the run fails.
//
// Two vitest processes run side by side: the e2e project (its files one after another on one shared portal) and
// every other project (on as many workers as the machine has cores). In one process vitest would run the e2e files,
// which may not run in parallel, as a group of their own after everything else, with the other cores idle. The e2e
// output is kept and printed whole once both are done; the run fails when either fails.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const chrome = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
const requireE2e = Boolean(process.env.CI || process.env.REQUIRE_E2E);
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');

const run = (cmd, cmdArgs, env = {}) =>
  spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

/**
 * Starts vitest; its output goes to `logFile`, and to the terminal as well when `echo` is set. Resolves to its exit
 * code.
 */
function startVitest(vitestArgs, logFile, { echo = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [vitest, 'run', ...vitestArgs], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...(chrome ? { CHROME_PATH: chrome } : {}) },
    });
    const log = createWriteStream(logFile);
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    if (echo) {
      child.stdout.pipe(process.stdout, { end: false });
      child.stderr.pipe(process.stderr, { end: false });
    }
    child.on('close', (code) => log.end(() => resolve(code ?? 1)));
  });
}

/**
 * The failed tests' lines of a vitest log (its "FAIL" and "×" lines), without colours. CI keeps only the end of a long
 * run's output, so the failures of the side printed first are repeated at the very end.
 */
function failedLines(logFile) {
  const plain = readFileSync(logFile, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
  return [...new Set(plain.split('\n').filter((line) => /^\s*(FAIL\b|×)/.test(line)).map((line) => line.trimEnd()))];
}

// Lint first (import boundaries and cycles, eslint.config.js): it is quick and a broken boundary fails the run at once.
const linted = run(process.execPath, [path.join(root, 'node_modules/eslint/bin/eslint.js'), '.']);
if (linted !== 0) process.exit(linted);

const built = run(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']);
if (built !== 0) process.exit(built);
const precompressed = run(process.execPath, [path.join(root, 'scripts/precompress.mjs')]);
if (precompressed !== 0) process.exit(precompressed);
// A page grown over its ceiling fails the run, after the tests have run so their results are still seen.
const budgets = run(process.execPath, [path.join(root, 'scripts/check-bundle.mjs')]);

if (!chrome) {
  const message = '*** No Chromium found (CHROME_PATH, /usr/bin/chromium): the e2e tests cannot run. Install it with `apt-get install -y chromium`. ***';
  if (requireE2e) {
    console.error(`\n${message}\n`);
    process.exit(1);
  }
  console.warn(`\n${message}\n*** Skipping e2e. ***\n`);
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
const othersLog = path.join(dir, 'others.log');
let tests;
if (args.some((a) => a.startsWith('--project'))) {
  // The caller chose the projects: one vitest, as asked.
  tests = await startVitest(args, othersLog, { echo: true });
} else if (!chrome) {
  tests = await startVitest(['--project', '!e2e', ...args], othersLog, { echo: true });
} else {
  // Files named on the command line may all belong to one side: the other side then finds none, which is no failure
  // then (and only then: a whole run that finds no e2e file fails).
  const filtered = args.some((a) => !a.startsWith('-')) ? [...args, '--passWithNoTests'] : args;
  const e2eLog = path.join(dir, 'e2e.log');
  console.log('The e2e tests run beside the others; their output follows once both are done.\n');
  const [others, e2e] = await Promise.all([
    startVitest(['--project', '!e2e', ...filtered], othersLog, { echo: true }),
    startVitest(['--project', 'e2e', ...filtered], e2eLog),
  ]);
  console.log(`\n${'='.repeat(30)} e2e (run beside the tests above) ${'='.repeat(30)}\n`);
  process.stdout.write(readFileSync(e2eLog));
  if (others !== 0) {
    const failed = failedLines(othersLog);
    console.log(`\nFailed in the other projects (their output is above the e2e output):\n${failed.join('\n') || '(no test failed: see the errors above)'}`);
  }
  console.log(`\nvitest exit codes: e2e ${e2e}, the other projects ${others}.`);
  tests = others !== 0 ? others : e2e;
}
rmSync(dir, { recursive: true, force: true });
if (budgets !== 0) console.error('\n*** A first load grew over its ceiling: see the check-bundle figures above. ***\n');
process.exit(tests !== 0 ? tests : budgets);
