// The Orders API budget (DESIGN.md "Budgets"): builds the app in this process on a fresh PGlite with the demo seed,
// listens on 127.0.0.1, and measures from outside its event loop: throughput with autocannon (a child process), single
// requests from a worker thread:
//   seeded size: a bare Fastify route vs GET /api/orders/{userId} of the demo 'client', 100 connections, ~10 s each;
//   10,000 orders for that client: one request after a change (median; the list query runs), the same with nothing
//   changed (served from the answer cache), 20 at once right after a change (slowest), a 304 revalidation (median);
//   and whether one long query stalls everything else (PGlite runs queries on the main thread): the latency of
//   GET /api/brand/harbour-health, alone and while the 10,000-order list is requested in a loop.
// Run with `npm run bench:api` (node --import tsx scripts/bench-api.mjs). Options:
//   --duration=SEC  seconds per throughput run (default 10)
//   --orders=N      orders to add for the large run (default 10000)
//   DATABASE_URL    an EMPTY PostgreSQL database: the same run on PGlite first (a child process, one after the other,
//                   never side by side), then on PostgreSQL, and every figure of both printed side by side at the end
//   --alone         with DATABASE_URL: the PostgreSQL run only
//   --paged-orders=N  the generated client's orders (sign-in `bigclient`, SEED_ORDERS of `npm start`; default
//                   100000, 0 leaves it out): its whole list (today's dashboard) beside the paged list the dashboard
//                   now reads (GET /orders/{userId}/page: first page with the counts, next page, a sort, a filter)
//   --rows-json=F   writes the figures to the file F (how the PGlite run hands them to the PostgreSQL one)
//   --queue         the operator's queue over 1,000,000 orders on PostgreSQL instead (scripts/bench-queue.mjs:
//                   --orders=N, --runs=N, --plans=0; DATABASE_URL or a throwaway cluster)
//   --report-details  a large client's Services dashboard details, whole beside one page (scripts/bench-report-details.mjs:
//                   --orders=N, --runs=N)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import { orders, orderServices, services, users } from '../server/db/schema.ts';
import { startBenchPortal } from './bench-portal.mjs';
import { GENERATED_SIGN_IN } from '../server/db/seed-enterprise.ts';

const arg = (name, fallback) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
// --queue: the operator's queue over a million orders on PostgreSQL instead (scripts/bench-queue.mjs says how).
if (process.argv.includes('--queue')) {
  await import('./bench-queue.mjs');
  process.exit(process.exitCode ?? 0);
}
// --report-details: a large client's report details, whole beside one page (scripts/bench-report-details.mjs).
if (process.argv.includes('--report-details')) {
  await import('./bench-report-details.mjs');
  process.exit(process.exitCode ?? 0);
}
const DURATION = arg('duration', 10);
const LARGE = arg('orders', 10_000);
const PAGED = arg('paged-orders', 100_000);
const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

// ---- Budgets (DESIGN.md "Budgets", Orders API) --------------------------------------------------------------------
const BUDGET = {
  seededRps: 2_000, // requests/s at least, 100 concurrent, seeded size
  seededP99: 50, // ms at most
  largeOne: 150, // ms at most, one request at 10,000 orders
  largeConcurrentMax: 1_000, // ms at most, the slowest of 20 concurrent requests
  notModified: 10, // ms at most, a 304 revalidation
};

// ---- Helpers ------------------------------------------------------------------------------------------------------
const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toLocaleString('en-AU', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : String(n));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const verdict = (ok) => (ok ? 'within budget' : 'OVER BUDGET');
const rows = [];
function report(what, figure, budget, ok) {
  rows.push({ what, figure, budget, ok });
  console.log(`  ${what.padEnd(68)} ${figure.padStart(14)}   budget ${budget.padEnd(12)} ${ok === null ? '' : verdict(ok)}`);
}

/**
 * The timed single requests are made from a worker thread, so reading a 3 MB answer is not work done on the server's
 * own event loop (a real browser is elsewhere). `request` resolves with status, body length, headers and the time
 * from sending to the last byte.
 */
const client = new Worker(
  `
  const { parentPort } = require('node:worker_threads');
  const http = require('node:http');
  const { performance } = require('node:perf_hooks');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  parentPort.on('message', ({ id, port, url, headers }) => {
    const start = performance.now();
    const req = http.get({ host: '127.0.0.1', port, path: url, headers, agent }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => parentPort.postMessage({ id, status: res.statusCode, bytes, ms: performance.now() - start, headers: res.headers }));
    });
    req.on('error', (error) => parentPort.postMessage({ id, error: String(error) }));
  });
  `,
  { eval: true },
);
client.unref();
const waiting = new Map();
let nextId = 0;
client.on('message', (message) => {
  const settle = waiting.get(message.id);
  waiting.delete(message.id);
  if (message.error) settle.reject(new Error(message.error));
  else settle.resolve(message);
});
function request(port, url, headers = {}) {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, { resolve, reject });
    client.postMessage({ id, port, url, headers });
  });
}

/** autocannon in a child process; resolves with its JSON result. */
function cannon(url, { connections, duration, headers = {}, amount }) {
  const args = [autocannonBin, '-j', '-n', '-c', String(connections)];
  if (amount) args.push('-a', String(amount));
  else args.push('-d', String(duration));
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      try {
        resolve(JSON.parse(out));
      } catch (error) {
        reject(new Error(`autocannon output is not JSON: ${out.slice(0, 200)} (${error})`));
      }
    });
  });
}

function checkAnswers(name, result, expectedStatus = '2xx') {
  const bad = result.non2xx + result.errors + result.timeouts;
  if (expectedStatus === '2xx' && bad > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
}

// ---- With DATABASE_URL, the embedded database's figures first --------------------------------------------------------
const databaseUrl = process.env.DATABASE_URL;
const rowsJson = process.argv.find((a) => a.startsWith('--rows-json='))?.split('=')[1];
let embeddedRows = null;
if (databaseUrl && !process.argv.includes('--alone')) {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-api-')), 'pglite.json');
  const { DATABASE_URL: _postgres, ...embedded } = process.env;
  console.log('The same run on PGlite first, then on PostgreSQL (DATABASE_URL); both side by side at the end.\n');
  const passed = process.argv.slice(2).filter((a) => a.startsWith('--duration=') || a.startsWith('--orders=') || a.startsWith('--paged-orders='));
  spawnSync(process.execPath, ['--import', 'tsx', process.argv[1], ...passed, `--rows-json=${file}`], { stdio: 'inherit', env: embedded });
  embeddedRows = JSON.parse(readFileSync(file, 'utf8'));
  console.log('');
}

// ---- The app on a fresh database ------------------------------------------------------------------------------------
const { app, database, base, stop } = await startBenchPortal({
  name: 'bench-api',
  databaseUrl,
  generatedOrders: PAGED,
  // The reference: what Fastify answers from this same server when nothing but a small JSON is involved.
  beforeListen: (app) => app.get('/bare', async () => ({ hello: 'world', at: 'bare' })),
});
const { port } = app.server.address();

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'client', password: 'Client#2026' }),
});
if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
const session = await login.json();
const token = session.token.access_token;
const userId = session.userMaster.userID;
const auth = { authorization: `Bearer ${token}` };
const listPath = `/api/orders/${userId}`;

console.log(
  `Orders API benchmark: ${database.kind === 'pglite' ? 'PGlite (embedded, files under a temp DATA_DIR)' : 'PostgreSQL (DATABASE_URL)'}, ` +
    `Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(2)} (figures are only comparable on an idle machine).\n`,
);

try {
  // ---- Seeded size: throughput ------------------------------------------------------------------------------------
  const seeded = await request(port, listPath, auth);
  if (seeded.status !== 200) throw new Error(`GET ${listPath}: ${seeded.status}`);
  const seededCount = (await (await fetch(`${base}${listPath}`, { headers: auth })).json()).length;
  console.log(`Seeded size: the demo client sees ${seededCount} orders (${seeded.bytes.toLocaleString('en-AU')} bytes). 100 connections, ${DURATION} s each:`);
  // A short warm-up of both, so neither pays for the JIT.
  await cannon(`${base}/bare`, { connections: 10, amount: 2_000 });
  await cannon(`${base}${listPath}`, { connections: 10, amount: 500, headers: auth });
  const bare = await cannon(`${base}/bare`, { connections: 100, duration: DURATION });
  checkAnswers('GET /bare', bare);
  const list = await cannon(`${base}${listPath}`, { connections: 100, duration: DURATION, headers: auth });
  checkAnswers(`GET ${listPath}`, list);
  console.log(`  ${''.padEnd(68)} ${'req/s'.padStart(14)}   ${'p99'.padStart(8)}`);
  console.log(`  ${'GET /bare (reference)'.padEnd(68)} ${fmt(bare.requests.average, 0).padStart(14)}   ${fmt(bare.latency.p99, 0).padStart(6)} ms`);
  console.log(`  ${`GET /api/orders/{userId}`.padEnd(68)} ${fmt(list.requests.average, 0).padStart(14)}   ${fmt(list.latency.p99, 0).padStart(6)} ms`);
  report('orders, seeded: requests/s', fmt(list.requests.average, 0), `>= ${BUDGET.seededRps.toLocaleString('en-AU')}`, list.requests.average >= BUDGET.seededRps);
  report('orders, seeded: p99 latency', `${fmt(list.latency.p99, 0)} ms`, `<= ${BUDGET.seededP99} ms`, list.latency.p99 <= BUDGET.seededP99);
  report('orders, seeded: share of the bare route', `${fmt((100 * list.requests.average) / bare.requests.average, 1)} %`, '-', null);
  // Where the time goes: a public call with one small query, and a 304 (the guard and the list's ETag, no list; on
  // PGlite both come from memory while nothing changes, see server/db/changes.ts).
  const brandRun = await cannon(`${base}/api/brand/harbour-health`, { connections: 100, duration: Math.max(3, DURATION / 2) });
  checkAnswers('GET /api/brand/harbour-health', brandRun);
  const seededTag = (await request(port, listPath, auth)).headers.etag;
  const seeded304 = await cannon(`${base}${listPath}`, { connections: 100, duration: Math.max(3, DURATION / 2), headers: { ...auth, 'if-none-match': seededTag } });
  report('reference: GET /api/brand/{key} (public, one query): req/s | p99', `${fmt(brandRun.requests.average, 0)} | ${fmt(brandRun.latency.p99, 0)} ms`, '-', null);
  report('reference: orders 304 (guard and ETag, no list): req/s | p99', `${fmt(seeded304.requests.average, 0)} | ${fmt(seeded304.latency.p99, 0)} ms`, '-', null);

  // ---- 10,000 orders --------------------------------------------------------------------------------------------
  const [clientUser] = await database.db.select().from(users).where(eq(users.username, 'client'));
  const applicants = (await database.db.select({ id: users.id }).from(users).where(eq(users.kind, 'individual'))).map((u) => u.id);
  const catalogue = (await database.db.select({ id: services.serviceId }).from(services)).map((s) => s.id);
  const STATUSES = ['Open', 'Open', 'In progress', 'In progress', 'On hold', 'Completed', 'Completed', 'Closed', 'Cancelled', 'Open with Alert'];
  const CHECKS = ['Open', 'In progress', 'Verified', 'With provider', 'Ready', 'In QC', 'Cancelled'];
  const FIRST = ['Olivia', 'Jack', 'Charlotte', 'William', 'Amelia', 'Noah', 'Isla', 'Oliver', 'Mia', 'Leo'];
  const LAST = ['Smith', 'Nguyen', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Johnson', 'White', 'Martin', 'Anderson'];
  const insertStart = performance.now();
  const now = Date.now();
  for (let from = 0; from < LARGE; from += 1_000) {
    const batch = [];
    for (let i = from; i < Math.min(LARGE, from + 1_000); i++) {
      const status = STATUSES[i % STATUSES.length];
      const lodged = new Date(now - (i + 1) * 37 * 60_000);
      batch.push({
        applicantUserId: applicants[i % applicants.length],
        clientId: clientUser.clientId,
        orderedByUserId: clientUser.id,
        applicantFirstName: FIRST[i % FIRST.length],
        applicantSurname: LAST[Math.floor(i / FIRST.length) % LAST.length],
        applicantEmail: `applicant${i}@example.com.au`,
        status,
        orderType: i % 13 === 0 ? 'Needs attention' : 'General',
        comments: i % 7 === 0 ? 'Awaiting the applicant.' : '',
        reportLocation: status === 'Completed' ? `reports/${i}.pdf` : '',
        adsFlag: i % 5 === 0 ? 'Y' : 'N',
        lodgedAt: lodged,
        completedAt: status === 'Completed' || status === 'Closed' ? new Date(lodged.getTime() + 3 * 86_400_000) : null,
        submittedAt: status === 'Open' ? null : new Date(lodged.getTime() + 3_600_000),
      });
    }
    const ids = await database.db.insert(orders).values(batch).returning({ id: orders.id });
    const lines = [];
    ids.forEach(({ id }, k) => {
      const i = from + k;
      for (let n = 0; n < 1 + (i % 2); n++) {
        lines.push({
          orderId: id,
          serviceId: catalogue[(i + n) % catalogue.length],
          checkStatus: CHECKS[(i + n) % CHECKS.length],
          price: '49.00',
          resultsLocation: (i + n) % 11 === 0 ? `results/${i}-${n}.pdf` : '',
          checkStart: new Date(batch[k].lodgedAt.getTime() + 86_400_000),
        });
      }
    });
    await database.db.insert(orderServices).values(lines);
  }
  const largeFirst = await request(port, listPath, auth);
  if (largeFirst.status !== 200) throw new Error(`GET ${listPath}: ${largeFirst.status}`);
  console.log(
    `\n${LARGE.toLocaleString('en-AU')} orders added for the client in ${fmt(performance.now() - insertStart, 0)} ms; ` +
      `the list is now ${(seededCount + LARGE).toLocaleString('en-AU')} orders, ${(largeFirst.bytes / 1e6).toFixed(1)} MB of JSON.`,
  );
  // The first read builds and serialises every row; later reads after a change only the rows that changed (KeptRows).
  report(`${LARGE.toLocaleString('en-AU')} orders: the first request (every row read and serialised)`, `${fmt(largeFirst.ms)} ms`, '-', null);

  // A change to one of the client's orders: the list's ETag moves, so the next request reads the list again (the
  // answer cache only serves an answer whose ETag is still current).
  const [someOrder] = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.clientId, clientUser.clientId)).limit(1);
  let touches = 0;
  const touch = () => database.db.update(orders).set({ comments: `Touched ${++touches}.` }).where(eq(orders.id, someOrder.id));
  const restore = () => database.db.update(orders).set({ comments: '' }).where(eq(orders.id, someOrder.id));

  // One request at a time, each after a change: the list query runs every time.
  const cold = [];
  for (let i = 0; i < 7; i++) {
    await touch();
    const r = await request(port, listPath, auth);
    if (r.status !== 200) throw new Error(`GET ${listPath}: ${r.status}`);
    cold.push(r.ms);
  }
  report(`${LARGE.toLocaleString('en-AU')} orders: one request after a change (median of 7)`, `${fmt(median(cold))} ms`, `<= ${BUDGET.largeOne} ms`, median(cold) <= BUDGET.largeOne);
  const warm = [];
  for (let i = 0; i < 7; i++) warm.push((await request(port, listPath, auth)).ms);
  report(`${LARGE.toLocaleString('en-AU')} orders: one request, nothing changed (median of 7)`, `${fmt(median(warm))} ms`, '-', null);
  // As a browser asks: compressed (brotli at the server's on-the-fly quality), the list read again after a change.
  const browser = { ...auth, 'accept-encoding': 'gzip, deflate, br' };
  const compressed = [];
  let encoded;
  for (let i = 0; i < 7; i++) {
    await touch();
    const r = await request(port, listPath, browser);
    compressed.push(r.ms);
    encoded = r;
  }
  report(
    `${LARGE.toLocaleString('en-AU')} orders: the same, compressed (${encoded.headers['content-encoding'] ?? 'none'}, ${(encoded.bytes / 1e3).toFixed(0)} KB)`,
    `${fmt(median(compressed))} ms`,
    `<= ${BUDGET.largeOne} ms`,
    median(compressed) <= BUDGET.largeOne,
  );

  // 20 at once right after a change, three times: the slowest of the 60.
  let slowest = 0;
  for (let round = 0; round < 3; round++) {
    await touch();
    const burst = await Promise.all(Array.from({ length: 20 }, () => request(port, listPath, auth)));
    if (burst.some((r) => r.status !== 200)) throw new Error('a concurrent request failed');
    slowest = Math.max(slowest, ...burst.map((r) => r.ms));
  }
  report(`${LARGE.toLocaleString('en-AU')} orders: 20 concurrent after a change, slowest (3 rounds)`, `${fmt(slowest, 0)} ms`, `<= ${BUDGET.largeConcurrentMax.toLocaleString('en-AU')} ms`, slowest <= BUDGET.largeConcurrentMax);

  // Revalidation: If-None-Match with the list's current ETag.
  const etag = (await request(port, listPath, auth)).headers.etag;
  const revalidations = [];
  for (let i = 0; i < 21; i++) {
    const r = await request(port, listPath, { ...auth, 'if-none-match': etag });
    if (r.status !== 304 || r.bytes !== 0) throw new Error(`expected a 304 with no body, got ${r.status} (${r.bytes} bytes)`);
    revalidations.push(r.ms);
  }
  report(`${LARGE.toLocaleString('en-AU')} orders: 304 revalidation (median of 21)`, `${fmt(median(revalidations))} ms`, `<= ${BUDGET.notModified} ms`, median(revalidations) <= BUDGET.notModified);
  const revalidating = await cannon(`${base}${listPath}`, { connections: 100, duration: Math.max(3, DURATION / 2), headers: { ...auth, 'if-none-match': etag } });
  report(
    `${LARGE.toLocaleString('en-AU')} orders: 304s, 100 connections: req/s | p99`,
    `${fmt(revalidating.requests.average, 0)} | ${fmt(revalidating.latency.p99, 0)} ms`,
    '-',
    null,
  );

  // ---- Does one long query stall everything else? ---------------------------------------------------------------
  // The list is requested in a loop from this process, each time right after a change, so every request runs the list
  // query (the cache cannot answer); meanwhile autocannon calls GET /api/brand/harbour-health on one connection.
  const brand = '/api/brand/harbour-health';
  const STALL_SECONDS = Math.max(4, Math.round(DURATION / 2));
  const idle = await cannon(`${base}${brand}`, { connections: 1, duration: STALL_SECONDS });
  checkAnswers(`GET ${brand}`, idle);
  const stallWith = async (changing) => {
    let running = true;
    const listTimes = [];
    const loop = (async () => {
      while (running) {
        if (changing) await touch();
        const r = await request(port, listPath, auth);
        if (r.status !== 200) throw new Error(`GET ${listPath}: ${r.status}`);
        listTimes.push(r.ms);
      }
    })();
    const result = await cannon(`${base}${brand}`, { connections: 1, duration: STALL_SECONDS });
    running = false;
    await loop;
    checkAnswers(`GET ${brand} under load`, result);
    return { result, listTimes };
  };
  const recomputing = await stallWith(true);
  const cached = await stallWith(false);
  console.log(`\nStall: GET ${brand}, one connection, ${STALL_SECONDS} s, alone and while the ${LARGE.toLocaleString('en-AU')}-order list is requested in a loop:`);
  console.log(`  ${''.padEnd(72)} ${'req/s'.padStart(8)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'max'.padStart(9)}`);
  const line = (name, r) =>
    console.log(`  ${name.padEnd(72)} ${fmt(r.requests.average, 0).padStart(8)} ${`${fmt(r.latency.p50, 0)} ms`.padStart(9)} ${`${fmt(r.latency.p99, 0)} ms`.padStart(9)} ${`${fmt(r.latency.max, 0)} ms`.padStart(9)}`);
  line('brand, idle server', idle);
  line(`brand, list loop with a change before each (${recomputing.listTimes.length} lists, median ${fmt(median(recomputing.listTimes), 0)} ms)`, recomputing.result);
  line(`brand, list loop, nothing changed (${cached.listTimes.length} lists, median ${fmt(median(cached.listTimes), 0)} ms)`, cached.result);
  await restore();

  // ---- The generated client: its whole list (today's dashboard) beside its pages ------------------------------------
  if (PAGED > 0) {
    const big = await (await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: GENERATED_SIGN_IN.username, password: GENERATED_SIGN_IN.password }),
    })).json();
    const bigAuth = { authorization: `Bearer ${big.token.access_token}`, 'accept-encoding': 'gzip, deflate, br' };
    const bigId = big.userMaster.userID;
    const [bigUser] = await database.db.select({ clientId: users.clientId }).from(users).where(eq(users.username, GENERATED_SIGN_IN.username));
    const [bigOrder] = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.clientId, bigUser.clientId)).limit(1);
    let bigTouches = 0;
    const bigTouch = () => database.db.update(orders).set({ comments: `Touched ${++bigTouches}.` }).where(eq(orders.id, bigOrder.id));
    const n = PAGED.toLocaleString('en-AU');
    console.log(`\nThe generated client of ${n} orders (${GENERATED_SIGN_IN.username}): today's whole list beside the dashboard's pages (compressed as a browser asks):`);
    const wholeFirst = await request(port, `/api/orders/${bigId}`, bigAuth);
    if (wholeFirst.status !== 200) throw new Error(`the whole list: ${wholeFirst.status}`);
    report(`${n} orders, today: the whole list, first request (${(wholeFirst.bytes / 1e6).toFixed(1)} MB sent)`, `${fmt(wholeFirst.ms, 0)} ms`, '-', null);
    const wholeAgain = [];
    for (let i = 0; i < 2; i++) {
      await bigTouch();
      wholeAgain.push((await request(port, `/api/orders/${bigId}`, bigAuth)).ms);
    }
    report(`${n} orders, today: the whole list after a change (median of 2)`, `${fmt(median(wholeAgain), 0)} ms`, '-', null);
    const pagePath = (query) => `/api/orders/${bigId}/page?${new URLSearchParams(query)}`;
    /** Median server time of a first page (counts included) of `query`, after a change each time. */
    const firstPage = async (query, times = 5) => {
      const ms = [];
      let answer;
      for (let i = 0; i < times; i++) {
        await bigTouch();
        answer = await request(port, pagePath(query), bigAuth);
        if (answer.status !== 200) throw new Error(`${pagePath(query)}: ${answer.status}`);
        ms.push(answer.ms);
      }
      return { ms: median(ms), bytes: answer.bytes };
    };
    const first = await firstPage({});
    report(`${n} orders, paged: first page with the counts (${(first.bytes / 1e3).toFixed(0)} KB)`, `${fmt(first.ms, 0)} ms`, '-', null);
    // The pages after it, following `next` (no counts): ten in a row.
    const nextMs = [];
    let next = (await (await fetch(`${base}${pagePath({})}`, { headers: bigAuth })).json()).next;
    for (let i = 0; i < 10 && next; i++) {
      const r = await request(port, pagePath({ after: next }), bigAuth);
      nextMs.push(r.ms);
      next = (await (await fetch(`${base}${pagePath({ after: next })}`, { headers: bigAuth })).json()).next;
    }
    report(`${n} orders, paged: a next page (median of ${nextMs.length})`, `${fmt(median(nextMs), 0)} ms`, '-', null);
    report(`${n} orders, paged: sorted by applicant, first page`, `${fmt((await firstPage({ sort: 'applicant' })).ms, 0)} ms`, '-', null);
    report(`${n} orders, paged: status filter (Completed), first page`, `${fmt((await firstPage({ status: 'Completed' })).ms, 0)} ms`, '-', null);
    report(`${n} orders, paged: applicant name search ('olivia'), first page`, `${fmt((await firstPage({ applicantName: 'olivia' })).ms, 0)} ms`, '-', null);
  }

  if (rowsJson) writeFileSync(rowsJson, JSON.stringify(rows));
  if (embeddedRows) {
    console.log('\nSide by side, this run on PostgreSQL (DATABASE_URL) and the run before it on PGlite:');
    console.log(`  ${''.padEnd(68)} ${'PGlite'.padStart(14)} ${'PostgreSQL'.padStart(14)}   budget`);
    for (const row of rows) {
      const embedded = embeddedRows.find((r) => r.what === row.what);
      console.log(`  ${row.what.padEnd(68)} ${(embedded?.figure ?? '-').padStart(14)} ${row.figure.padStart(14)}   ${row.budget}`);
    }
  }
  const over = rows.filter((r) => r.ok === false);
  console.log(over.length ? `\n${over.length} figure(s) over budget: ${over.map((r) => r.what).join('; ')}.` : '\nEvery figure within budget.');
  process.exitCode = over.length ? 1 : 0;
} finally {
  await client.terminate();
  await stop();
}
