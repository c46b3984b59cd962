// ClamAV's daemon for `npm start` (scripts/start.mjs) and the tests (tests/api/clamd.ts): finds a running clamd, or
// starts one of our own in a folder of its own, with a generated clamd.conf (Foreground, LocalSocket in the folder)
// whose DatabaseDirectory holds the project's signatures (server/clamav: the EICAR test file, PDFs carrying
// JavaScript, launch actions or embedded files) and, when freshclam has fetched them, ClamAV's official ones.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The project's own signature database. */
export const PROJECT_SIGNATURES = path.join(root, 'server', 'clamav');
/** Where Debian's freshclam keeps the official signatures. */
export const OFFICIAL_SIGNATURES = '/var/lib/clamav';
/** Debian's clamav-daemon listens here. */
export const DEBIAN_SOCKET = '/run/clamav/clamd.ctl';

/** The clamd binary (PATH, or Debian's /usr/sbin), or null when ClamAV's daemon is not installed. */
export function clamdBinary() {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const dir of dirs) {
    if (dir && existsSync(path.join(dir, 'clamd'))) return path.join(dir, 'clamd');
  }
  return null;
}

/**
 * Whether a clamd answers PING on this address within `timeoutMs`.
 * @param {{ socket: string } | { host: string, port: number }} address
 */
export function pingClamd(address, timeoutMs = 2000) {
  return new Promise((resolve) => {
    const socket = 'socket' in address ? net.createConnection(address.socket) : net.createConnection(address.port, address.host);
    let reply = '';
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('zPING\0'));
    socket.on('data', (data) => {
      reply += data.toString('utf8');
      if (reply.includes('\0')) done(reply.startsWith('PONG'));
    });
    socket.on('end', () => done(reply.startsWith('PONG')));
  });
}

/**
 * Starts clamd in `dir` (made if missing): its socket `dir/clamd.sock`, its log `dir/clamd.log`, its databases linked
 * into `dir/db`. Resolves once it answers PING; `stop()` ends it. Rejects when it exits first (with its words).
 * @param {{ dir: string, official?: boolean, startTimeoutMs?: number }} options
 */
export async function startClamd({ dir, official = true, startTimeoutMs = 60_000 }) {
  const binary = clamdBinary();
  if (!binary) throw new Error('clamd is not installed (apt-get install -y clamav-daemon)');
  const databaseDir = path.join(dir, 'db');
  mkdirSync(databaseDir, { recursive: true });
  const sources = [PROJECT_SIGNATURES, ...(official && existsSync(OFFICIAL_SIGNATURES) ? [OFFICIAL_SIGNATURES] : [])];
  for (const source of sources) {
    for (const name of readdirSync(source)) {
      if (!/\.(cvd|cld|ndb|hdb|hsb|ldb|yara|yar|ign2|fp|sfp)$/.test(name)) continue;
      const link = path.join(databaseDir, name);
      if (!existsSync(link)) symlinkSync(path.join(source, name), link);
    }
  }
  const socket = path.join(dir, 'clamd.sock');
  const config = path.join(dir, 'clamd.conf');
  writeFileSync(
    config,
    [
      `DatabaseDirectory ${databaseDir}`,
      `LocalSocket ${socket}`,
      'LocalSocketMode 600',
      'Foreground yes',
      `LogFile ${path.join(dir, 'clamd.log')}`,
      // Above the upload limit (10 MB), so no upload is too big to scan.
      'StreamMaxLength 30M',
      'MaxFileSize 30M',
      'MaxScanSize 100M',
      // The project's signatures only: no official database is not a reason to refuse to start.
      'OfficialDatabaseOnly no',
      '',
    ].join('\n'),
  );
  const started = performance.now();
  const child = spawn(binary, ['--config-file', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let words = '';
  child.stderr.on('data', (data) => (words += data));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    const state = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve(null), 50))]);
    if (state) throw new Error(`clamd exited (${state.code ?? state.signal}) before answering: ${words.trim()}`);
    if (existsSync(socket) && (await pingClamd({ socket }, 1000))) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`clamd did not answer within ${startTimeoutMs} ms: ${words.trim()}`);
    }
  }
  return {
    socket,
    pid: child.pid,
    startedMs: Math.round(performance.now() - started),
    /** Ends this clamd (and only it) and waits for it. */
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
    /** Pauses this clamd (it accepts connections and answers nothing), then lets it go on. */
    freeze: () => child.kill('SIGSTOP'),
    wake: () => child.kill('SIGCONT'),
  };
}
