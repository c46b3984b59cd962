// `npm test`: every test. The e2e tests drive the built portal in Debian's Chromium; where no Chromium is found
// they are skipped with a loud message, unless CI or REQUIRE_E2E is set: then the run fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const chrome = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
const requireE2e = Boolean(process.env.CI || process.env.REQUIRE_E2E);

const run = (cmd, cmdArgs, env = {}) =>
  spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

let projects = [];
if (!chrome) {
  const message = '*** No Chromium found (CHROME_PATH, /usr/bin/chromium): the e2e tests cannot run. Install it with `apt-get install -y chromium`. ***';
  if (requireE2e) {
    console.error(`\n${message}\n`);
    process.exit(1);
  }
  console.warn(`\n${message}\n*** Skipping e2e. ***\n`);
  projects = ['--project', '!e2e'];
} else {
  // The e2e tests run the built app, so build it first, as `npm run build` does: vite build, then precompress.
  const status = run(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']);
  if (status !== 0) process.exit(status);
  const precompressed = run(process.execPath, [path.join(root, 'scripts/precompress.mjs')]);
  if (precompressed !== 0) process.exit(precompressed);
}

process.exit(
  run(process.execPath, [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...projects, ...args], chrome ? { CHROME_PATH: chrome } : {}),
);
