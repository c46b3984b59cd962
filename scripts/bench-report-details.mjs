// A large client's report details, whole or one page (issue 31: "the 4,786-row report drawn within 1 s"): run by
// `npm run bench:api -- --report-details`. The demo and the large client (grown to --orders, default 2,400: its
// Services dashboard holds about 4,800 checks over two years) on PGlite (DATABASE_URL: PostgreSQL), then, signed in as
// `enterprise`, the Services dashboard's details over the whole period as the spec's call answers them (every row:
// what the page drew before, and what the CSV export still asks for) beside the first page of the paged call (what
// the page draws now): server time (median of --runs) and the bytes of the answer, with the load average.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { startBenchPortal } from './bench-portal.mjs';

const arg = (name, fallback) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const ORDERS = arg('orders', 2_400);
const RUNS = arg('runs', 7);
const fmt = (n, digits = 1) => n.toLocaleString('en-AU', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sydneyDay = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' });

const portal = await startBenchPortal({ name: 'bench-report-details', databaseUrl: process.env.DATABASE_URL, enterpriseOrders: ORDERS });
try {
  const { app, database } = portal;
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'enterprise', password: 'Enterprise#2026' } });
  const session = login.json();
  const headers = { authorization: `Bearer ${session.token.access_token}` };
  const body = {
    userID: session.userMaster.userID,
    DateFrom: sydneyDay(800),
    DateTo: sydneyDay(0),
    Client: '',
    ServiceID: 'All',
    CheckStatus: 'All',
  };
  const call = async (url) => {
    const started = performance.now();
    const response = await app.inject({ method: 'POST', url, headers, payload: body });
    const ms = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return { ms, bytes: response.rawPayload.length, json: response.json() };
  };
  const measure = async (url) => {
    const first = await call(url);
    const times = [];
    for (let i = 0; i < RUNS; i++) times.push((await call(url)).ms);
    return { ...first, ms: median(times) };
  };
  const whole = await measure('/api/reports/client_dashboard_services_detail');
  const page = await measure('/api/reports/client_dashboard_services_detail_page');
  const summary = await measure('/api/reports/client_dashboard_services_summary');
  console.log(
    `Services dashboard details of the large client (${ORDERS.toLocaleString('en-AU')} orders, ${whole.json.length.toLocaleString('en-AU')} checks ` +
      `in the period) on ${database.kind}, medians of ${RUNS}, server time (fastify inject), uncompressed answer; ` +
      `Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg().map((n) => n.toFixed(2)).join(', ')}:`,
  );
  console.log(`  ${'call'.padEnd(62)} ${'rows'.padStart(9)} ${'time'.padStart(11)} ${'bytes'.padStart(13)}`);
  for (const [what, m, rows] of [
    ['whole details (the spec\u2019s call; the CSV export)', whole, whole.json.length],
    ['first page (the paged call, with the total)', page, page.json.rows.length],
    ['summary (beside either)', summary, summary.json.length],
  ]) {
    console.log(`  ${what.padEnd(62)} ${rows.toLocaleString('en-AU').padStart(9)} ${`${fmt(m.ms)} ms`.padStart(11)} ${m.bytes.toLocaleString('en-AU').padStart(13)}`);
  }
} finally {
  await portal.stop();
}
