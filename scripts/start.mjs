// `npm start`: builds the web app when dist/ is missing or older than the sources (vite build, then precompress),
// then runs the server.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtAt = (() => {
  const index = path.join(root, 'dist', 'index.html');
  return existsSync(index) ? statSync(index).mtimeMs : 0;
})();

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['src', 'widgets', 'schemas', 'public'].map((d) => path.join(root, d)).filter(existsSync);
const newest = Math.max(statSync(path.join(root, 'index.html')).mtimeMs, ...sources.map(newestSource));
if (newest > builtAt) {
  console.log('Building the web app (vite build)...');
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// As `npm run build` does after vite: the .br / .gz variants the server sends. On every start, since a dist/ built
// by plain `vite build` has none; files whose variants are up to date are skipped, so this is quick.
const precompress = spawnSync(process.execPath, [path.join(root, 'scripts/precompress.mjs')], { cwd: root, stdio: 'inherit' });
if (precompress.status !== 0) process.exit(precompress.status ?? 1);

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
