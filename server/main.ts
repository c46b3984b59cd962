// `npm start`: opens (and on first start seeds) the database, then serves the API and the built portal.
import { fileURLToPath } from 'node:url';
import { loadConfig, settingWarnings } from './config';
import { openDatabase } from './db';
import { consoleDatabaseLog, type DatabaseLog } from './db/postgres-pool';
import { isEmpty, seedDemoData } from './db/seed';
import { GENERATED, generatedOrders, seedEnterpriseDemo, seedLargeClient } from './db/seed-enterprise';
import { DEMO_OPERATOR_TOTP_SECRET, DEMO_SIGN_INS } from './db/seed-data';
import { buildApp } from './app';
import { sessionSecret } from './secret';
import { createFileStore } from './storage-config';

const config = loadConfig();
// Lost database connections are told on the console until the server's own logger exists, then there.
let databaseLog: DatabaseLog = consoleDatabaseLog;
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  log: { warn: (details, message) => databaseLog.warn(details, message) },
});
if (await isEmpty(database.db)) {
  console.log('Empty database: seeding the demo data...');
  // Its results, summary reports and invoices are files of the store the server serves them from.
  const setting = { config, files: createFileStore(config) };
  await seedDemoData(database.db, setting);
  // The large demo client (2,400 orders for the `enterprise` sign-in); SEED_ENTERPRISE=0 leaves it out.
  if (process.env.SEED_ENTERPRISE !== '0') {
    const took = await seedEnterpriseDemo(database.db, setting);
    console.log(`Seeded the large demo client (Meridian Retail Group) in ${Math.round(took)} ms.`);
  }
  // SEED_ORDERS=N: a generated client of N orders besides (sign-in `bigclient`), the dashboard at scale (issue 31).
  const generated = generatedOrders(process.env.SEED_ORDERS);
  if (generated > 0) {
    const took = await seedLargeClient(database.db, setting, GENERATED, new Date(), generated);
    console.log(`Seeded the generated client (${GENERATED.client.companyName}, ${generated.toLocaleString('en-AU')} orders) in ${Math.round(took)} ms.`);
  }
}

const app = await buildApp({
  database,
  runJobs: true,
  // TIMED_JOBS=off: no timed schedules (the e2e portal, tests/e2e/harness.ts); the jobs run when enqueued.
  timedJobs: process.env.TIMED_JOBS !== 'off',
  config,
  sessionSecret: sessionSecret(config.dataDir, config.sessionSecret),
  // WEB_ROOT: another build of the web app (a test run building into its own folder); dist/ otherwise.
  webRoot: process.env.WEB_ROOT ?? fileURLToPath(new URL('../dist', import.meta.url)),
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});

databaseLog = app.log;
// A deployment that has not said its address: links and documents would point at this machine.
for (const warning of settingWarnings(config)) app.log.warn(warning);

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: process.env.HOST ?? '0.0.0.0' });
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}/db`;
console.log(
  [
    '',
    `ClearCheck portal: ${config.tls ? 'https' : 'http'}://localhost:${config.port}${config.tls ? ' (HTTPS, HTTP/2)' : ''}`,
    `Database: ${where}. Mail without SMTP_URL goes to ${config.dataDir}/outbox.`,
    config.clamd
      ? `Uploads: scanned by clamd at ${'socket' in config.clamd ? config.clamd.socket : `${config.clamd.host}:${config.clamd.port}`}, sealed at rest with FILE_KEY.`
      : '*** Uploads: NOT scanned for viruses (no CLAMD_SOCKET / CLAMD_HOST); sealed at rest with FILE_KEY. ***',
    'Demo sign-ins:',
    ...DEMO_SIGN_INS.map((d) => `  ${d.username.padEnd(10)} ${d.password.padEnd(16)} ${d.kind}`),
    `  operator's authenticator key (demo data only): ${DEMO_OPERATOR_TOTP_SECRET}`,
    '',
  ].join('\n'),
);
