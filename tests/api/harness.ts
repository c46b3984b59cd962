// Builds the API on a fresh, seeded database for one test file: in-memory PGlite by default, or a new database
// on the throwaway PostgreSQL cluster of tests/api/postgres-cluster.ts when the api-postgres project runs. Either is
// a copy of the database seeded once per run (tests/api/seed-snapshot.ts), so a file starts in a fraction of a second.
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { openDatabase, type Database } from '../../server/db';
import { seedEnterpriseDemo } from '../../server/db/seed-enterprise';
import { eq } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import { DEMO_OPERATOR_TOTP_SECRET, DEMO_SIGN_INS } from '../../server/db/seed-data';
import { users } from '../../server/db/schema';
import { TEST_FIELD_KEY, TEST_FILE_KEY } from './seed-snapshot';
import type { MailMessage } from '../../server/mail';
import { uploadsDir } from '../../server/storage';
import { createFileStore } from '../../server/storage-config';

/** A demo sign-in's username. */
type DemoUsername = (typeof DEMO_SIGN_INS)[number]['username'];

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Every mail the server sent, newest last. */
  mails: MailMessage[];
  clock: { now: Date; advanceMinutes(minutes: number): void };
  /** When the demo data was seeded: its dates ("lodged 4 days ago") count back from this, which may be yesterday. */
  seededAt: Date;
  /**
   * Signs in, with the second step when the answer asks for it: the code is computed from `totpSecret` (the demo
   * operator's by default, for 'operator').
   */
  signIn(username: string, password: string, remoteAddress?: string, totpSecret?: string): Promise<{ token: string; userId: number }>;
  /** Signs in demo users by username (their passwords are the seed's, server/db/seed-data.ts DEMO_SIGN_INS). */
  signInDemo<N extends DemoUsername>(...usernames: N[]): Promise<Record<N, { token: string; userId: number }>>;
  /** Runs the jobs that are due (mails), as the server's workers would. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/** A new, empty database on the api-postgres cluster (a server started on it migrates and seeds it itself). */
export async function freshPostgresDatabase(): Promise<string> {
  return newPostgresDatabase();
}

/** A new database on the api-postgres cluster: empty, or a copy of the seeded template (tests/api/seed-snapshot.ts). */
async function newPostgresDatabase(template?: string): Promise<string> {
  const adminUrl = inject('pgAdminUrl');
  if (!adminUrl) throw new Error('api-postgres project without a PostgreSQL cluster');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The seeded database of a test file: a copy of the one the project's global setup seeded (tests/api/seed-snapshot.ts). */
async function seededDatabase(usePostgres: boolean): Promise<Database> {
  if (usePostgres) {
    const template = inject('pgTemplate');
    if (!template) throw new Error('api-postgres project without its seeded template (tests/api/postgres-cluster.ts)');
    return openDatabase({ databaseUrl: await newPostgresDatabase(template) });
  }
  const snapshot = inject('pgliteSnapshot');
  if (!snapshot) throw new Error('api project without its seeded snapshot (globalSetup tests/api/seed-snapshot.ts)');
  return openDatabase({ pgliteDump: new Blob([readFileSync(snapshot)]) });
}

export interface TestAppOptions {
  /** Also seed the large demo client (Meridian Retail Group, `enterprise`): a few seconds more, so only when asked. */
  enterprise?: boolean;
  /** A built web app to serve beside the API (as `npm start` serves dist/). */
  webRoot?: string;
  /** Mail written to DATA_DIR/outbox as .eml files, as `npm start` without SMTP_URL writes it (`mails` stays empty). */
  outbox?: boolean;
}

export async function createTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const usePostgres = process.env.API_TEST_DB === 'postgres';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-api-'));
  const config: Config = { ...loadConfig({ DATA_DIR: dataDir, FILE_KEY: TEST_FILE_KEY, FIELD_KEY: TEST_FIELD_KEY }), ...overrides };
  const database = await seededDatabase(usePostgres);
  // The seeded files (results, summary reports, invoices) the seeded rows point at, on the disk store (a file whose
  // store is a bucket starts without them: its tests count what is in the bucket and on disk).
  const seedUploads = inject('seedUploads');
  if (!config.s3Url && seedUploads && existsSync(seedUploads)) cpSync(seedUploads, uploadsDir(config.dataDir), { recursive: true });
  if (options.enterprise) await seedEnterpriseDemo(database.db, { config, files: createFileStore(config) });

  const clock = {
    now: new Date(),
    advanceMinutes(minutes: number) {
      clock.now = new Date(clock.now.getTime() + minutes * 60_000);
    },
  };
  const mails: MailMessage[] = [];
  const app = await buildApp({
    database,
    config,
    sessionSecret: randomBytes(32).toString('hex'),
    mailer: options.outbox ? undefined : { send: async (message) => void mails.push(message) },
    now: () => clock.now,
    webRoot: options.webRoot,
  });

  const testApp: TestApp = {
    app,
    database,
    config,
    mails,
    clock,
    seededAt: new Date(inject('seededAt') ?? Date.now()),
    async signIn(username, password, remoteAddress, totpSecret = username === 'operator' ? DEMO_OPERATOR_TOTP_SECRET : undefined) {
      const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });
      if (response.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${response.body}`);
      const body = response.json();
      if (body.twoFactor !== 'code') return { token: body.token.access_token, userId: body.userMaster.userID };
      if (!totpSecret) throw new Error(`sign-in of ${username} asks for a code and the test gave no secret`);
      // The test clock stands still, and a code's time step works once: a test signing the same user in again within
      // one step would be refused as a replay. Forgetting the step taken lets it (the server's rule is tested apart).
      await database.db.update(users).set({ totpLastStep: null }).where(eq(users.id, body.userMaster.userID));
      const code = totpCode(totpSecret, clock.now);
      const second = await app.inject({
        method: 'POST',
        url: '/api/auth/second-step',
        payload: { code },
        headers: bearer(body.token.access_token),
        remoteAddress,
      });
      if (second.statusCode !== 200) throw new Error(`second step of ${username} failed: ${second.body}`);
      return { token: second.json().token.access_token, userId: body.userMaster.userID };
    },
    async signInDemo(...usernames) {
      const sessions = {} as Record<(typeof usernames)[number], { token: string; userId: number }>;
      for (const username of usernames) {
        sessions[username] = await testApp.signIn(username, DEMO_SIGN_INS.find((d) => d.username === username)!.password);
      }
      return sessions;
    },
    settle: async () => void (await app.jobs.runDue()),
    async close() {
      await app.close();
      await database.close();
    },
  };
  return testApp;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The authenticator app's code of a base32 secret at a moment, as a phone would show it. */
export const totpCode = (secret: string, at: Date): string => new TOTP({ secret }).generate({ timestamp: at.getTime() });
