// The portal on a fresh database for the benchmarks and profilers (bench-api, bench-dashboard, profile-dashboard): the
// API, and the built web app when `webRoot` is given, in this process on a throwaway PGlite (or DATABASE_URL's
// PostgreSQL when `databaseUrl` is given) with the demo seed, the enterprise client grown to `enterpriseOrders`, and the
// generated client (sign-in `bigclient`) of `generatedOrders` when given (SEED_ORDERS of `npm start`).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/index.ts';
import { seedDemoData } from '../server/db/seed.ts';
import { GENERATED, seedEnterpriseDemo, seedLargeClient } from '../server/db/seed-enterprise.ts';
import { createFileStore } from '../server/storage-config.ts';

/**
 * @param {{ name: string, webRoot?: string, databaseUrl?: string, enterpriseOrders?: number, generatedOrders?: number,
 *   beforeListen?: (app: import('fastify').FastifyInstance) => void }} options
 */
export async function startBenchPortal({ name, webRoot, databaseUrl, enterpriseOrders, generatedOrders, beforeListen }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  // PGlite keeps its files under DATA_DIR as the server does (npm start).
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  const config = loadConfig({ DATA_DIR: dataDir });
  const setting = { config, files: createFileStore(config) };
  await seedDemoData(database.db, setting);
  let seedMs = enterpriseOrders ? await seedEnterpriseDemo(database.db, setting, new Date(), enterpriseOrders) : 0;
  if (generatedOrders) seedMs += await seedLargeClient(database.db, setting, GENERATED, new Date(), generatedOrders);
  const app = await buildApp({
    database,
    config,
    sessionSecret: randomBytes(32).toString('hex'),
    mailer: { send: async () => {} },
    logger: false,
    webRoot,
  });
  beforeListen?.(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    database,
    base: `http://127.0.0.1:${app.server.address().port}`,
    seedMs,
    async stop() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Before a measured first visit of an applicant's page: signs in as the demo applicant (the welcome modal marked as
 * seen: measured is the page, not the modal) and presses START, so the application pages show that order; then goes
 * to /robots.txt (same origin, no asset) for the caller to clear the cache and throttle before the visit.
 * @param {import('playwright-core').Page} page
 * @param {string} base
 */
export async function signInAndStartApplicant(page, base) {
  await page.goto(`${base}/login`);
  await page.evaluate(() => localStorage.setItem('portal.home.welcomeSeen', 'Y'));
  await page.getByLabel('User').fill('applicant');
  await page.getByLabel('Password', { exact: true }).fill('Applicant#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin/home');
  await page.getByRole('button', { name: 'START' }).first().click();
  await page.waitForURL('**/admin/application/**');
  await page.goto(`${base}/robots.txt`);
}
