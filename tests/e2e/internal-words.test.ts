// No internal name reaches a person on the pages (issue 30, item 1): each role's main pages in Chromium, their
// document.body.innerText read once drawn, and none may hold a token of tests/internal-words.ts (field IDs of the
// definitions, DocIDs of the catalogue, ServiceIDs, history event keys, the API contract's JSON field names, a stored
// file's name, a raw validator message). The operator's pages include seeded orders whose history holds items sent
// back, results, a summary report and a referee's answers. The mails, PDFs and API messages of a whole lifecycle are
// tests/api/internal-words.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DOCUMENT_CATALOGUE } from '../../server/db/seed-documents';
import { SERVICES } from '../../server/db/seed-data';
import { describeLeaks, internalTokens, leaksIn, type Leak } from '../internal-words';
import { apiSignIn, DESKTOP, portal, signIn, useBrowser } from './harness';

const browser = useBrowser();
const POLL = { timeout: 30_000 };

/** The tokens from the seed's own data: the definitions, the document catalogue, the services. */
const definitions = path.resolve(import.meta.dirname, '../../schemas/definitions');
const fieldIds = readdirSync(definitions)
  .map((file) => JSON.parse(readFileSync(path.join(definitions, file), 'utf8')) as { fields?: Array<{ FieldID: string }> })
  .flatMap((form) => (form.fields ?? []).map((f) => f.FieldID));
const tokens = internalTokens({
  fieldIds,
  docIds: DOCUMENT_CATALOGUE.map(([docId]) => docId),
  services: SERVICES.map((s) => [s.serviceId, s.serviceName] as const),
  eventKeys: [],
});

/** The page's text once it is drawn: no spinner or 'Loading' left. */
async function textOf(page: Page, url: string): Promise<string> {
  await page.goto(`${portal().url}${url}`);
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => page.evaluate(() => document.querySelector('main') !== null && !/Loading/.test(document.body.innerText)), POLL)
    .toBe(true);
  return page.evaluate(() => document.body.innerText);
}

/** An order of the back office's queue by the applicant's name. */
async function operatorOrderId(name: string): Promise<number> {
  // The operator signs in with a second factor: apiSignIn answers it.
  const token = (await apiSignIn('operator', 'Operator#2026')).token.access_token;
  const queue = await fetch(`${portal().url}/api/backoffice/orders?q=${encodeURIComponent(name)}&limit=50`, { headers: { authorization: `Bearer ${token}` } });
  const rows = ((await queue.json()) as { rows: Array<{ orderID: number }> }).rows;
  expect(rows.length, `${name}'s order`).toBeGreaterThan(0);
  return rows[0].orderID;
}

const ROLES: Array<{ username: string; password: string; pages: () => Promise<string[]> }> = [
  { username: 'applicant', password: 'Applicant#2026', pages: async () => ['/admin/home', '/admin/history', '/admin/settings', '/admin/faq'] },
  { username: 'client', password: 'Client#2026', pages: async () => ['/admin/dashboard', '/admin/reports', '/admin/invoices', '/admin/clientsettings', '/admin/neworder'] },
  {
    username: 'operator',
    password: 'Operator#2026',
    pages: async () => [
      '/admin/backoffice',
      // Items sent back; results and a summary report; a referee's answers.
      `/admin/backoffice/orders/${await operatorOrderId('Lucas Tran')}`,
      `/admin/backoffice/orders/${await operatorOrderId('Ethan Clarke')}`,
      `/admin/backoffice/orders/${await operatorOrderId('Ruby Patel')}`,
      '/admin/backoffice/invoices',
    ],
  },
];

describe('the pages people read', () => {
  it.each(ROLES)("hold no internal name on $username's main pages", async ({ username, password, pages }) => {
    const context = await browser().newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    try {
      await signIn(page, username, password);
      await page.waitForURL(/\/admin\/(home|dashboard|backoffice)/, POLL);
      const leaks: Leak[] = [];
      for (const url of await pages()) {
        const text = await textOf(page, url);
        expect(text.length, `${url} has text`).toBeGreaterThan(100);
        leaks.push(...leaksIn(`${username} ${url}`, text, tokens));
      }
      expect(describeLeaks(leaks)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});
