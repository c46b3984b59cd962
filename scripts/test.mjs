// `npm test`: every test. It lints (`npm run lint`), builds the web app (vite build, then precompress, as
// `npm run build` does) and checks the first-load budgets on the built chunks (scripts/check-bundle.mjs); the e2e
// tests then drive the built portal in Debian's Chromium. Where no Chromium is found they are skipped with a loud
// message, unless CI or REQUIRE_E2E is set: then the run fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const chrome = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
const requireE2e = Boolean(process.env.CI || process.env.REQUIRE_E2E);

const run = (cmd, cmdArgs, env = {}) =>
  spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

// Lint first (import boundaries and cycles, eslint.config.js): it is quick and a broken boundary fails the run at once.
const linted = run(process.execPath, [path.join(root, 'node_modules/eslint/bin/eslint.js'), '.']);
if (linted !== 0) process.exit(linted);

const built = run(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']);
if (built !== 0) process.exit(built);
const precompressed = run(process.execPath, [path.join(root, 'scripts/precompress.mjs')]);
if (precompressed !== 0) process.exit(precompressed);
// A page grown over its ceiling fails the run, after the tests have run so their results are still seen.
const budgets = run(process.execPath, [path.join(root, 'scripts/check-bundle.mjs')]);

let projects = [];
if (!chrome) {
  const message = '*** No Chromium found (CHROME_PATH, /usr/bin/chromium): the e2e tests cannot run. Install it with `apt-get install -y chromium`. ***';
  if (requireE2e) {
    console.error(`\n${message}\n`);
    process.exit(1);
  }
  console.warn(`\n${message}\n*** Skipping e2e. ***\n`);
  projects = ['--project', '!e2e'];
}

const tests = run(
  process.execPath,
  [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...projects, ...args],
  chrome ? { CHROME_PATH: chrome } : {},
);
if (budgets !== 0) console.error('\n*** A first load grew over its ceiling: see the check-bundle figures above. ***\n');
process.exit(tests !== 0 ? tests : budgets);
