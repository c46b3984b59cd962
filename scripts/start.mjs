// `npm start`: builds the web app when dist/ is missing or older than the sources (vite build, then precompress),
// finds or starts the clamd that scans uploads (scripts/clamd.mjs), then runs the server.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { clamdBinary, DEBIAN_SOCKET, OFFICIAL_SIGNATURES, pingClamd, startClamd } from './clamd.mjs';

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

/**
 * The clamd uploads are scanned by (docs/operations.md "Virus scanning"): the one CLAMD_SOCKET / CLAMD_HOST names; else
 * Debian's clamav-daemon when it answers; else one started here (DATA_DIR/clamd) when clamd is installed; else none,
 * said loudly: the server then keeps uploads unscanned, unless REQUIRE_SCAN (NODE_ENV=production) makes it refuse to
 * start.
 */
async function findScanner(env) {
  if (env.CLAMD_SOCKET || env.CLAMD_HOST) return null;
  if (existsSync(DEBIAN_SOCKET) && (await pingClamd({ socket: DEBIAN_SOCKET }))) {
    env.CLAMD_SOCKET = DEBIAN_SOCKET;
    console.log(`Virus scanning: Debian's clamd at ${DEBIAN_SOCKET} (its own signatures; see docs/operations.md).`);
    return null;
  }
  if (clamdBinary()) {
    try {
      const dataDir = path.resolve(root, env.DATA_DIR ?? 'data');
      const clamd = await startClamd({ dir: path.join(dataDir, 'clamd') });
      env.CLAMD_SOCKET = clamd.socket;
      const official = existsSync(OFFICIAL_SIGNATURES) && readdirSync(OFFICIAL_SIGNATURES).some((f) => /\.(cvd|cld)$/.test(f));
      console.log(
        `Virus scanning: started clamd in ${clamd.startedMs} ms with the project's signatures${official ? ' and ClamAV\'s official ones' : ' (no official signatures: run freshclam for them)'}.`,
      );
      return clamd;
    } catch (error) {
      console.warn(`Could not start clamd: ${error.message}`);
    }
  }
  console.warn(
    [
      '',
      '*** No virus scanner: clamd is not running here and could not be started (apt-get install -y clamav-daemon). ***',
      '*** Uploads are kept WITHOUT a virus scan. A deployment sets REQUIRE_SCAN=1 (NODE_ENV=production does) and   ***',
      '*** CLAMD_SOCKET or CLAMD_HOST, and then never keeps an unscanned file. See docs/operations.md.                ***',
      '',
    ].join('\n'),
  );
  return null;
}

const env = { ...process.env };
const clamd = await findScanner(env);
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', async (code) => {
  await clamd?.stop();
  process.exit(code ?? 0);
});
