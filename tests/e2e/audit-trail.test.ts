// The audit trail in Chromium (issue 32 "Done when"): `client` views an application step of one of its orders (an
// audited read, through its own session), then `operator` opens Audit trail from the menu, filters it by who, what
// and which order, and finds that event in words (no action keys); axe at 1280 and 390 px, screenshots at both.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, expectAccessible, PHONE, photograph, signIn, useBrowser } from './harness';

const POLL = { timeout: 15_000 };
const browser = useBrowser();

async function newPage(viewport = DESKTOP): Promise<Page> {
  const context = await browser().newContext({ viewport });
  return context.newPage();
}

describe('the audit trail in Chromium', () => {
  it('lets an operator filter the audit trail by who, what and which order', async () => {
    const client = await newPage();
    await signIn(client, 'client', 'Client#2026');
    await client.waitForURL('**/admin/dashboard');
    const orderId = await client.evaluate(async () => {
      const session = JSON.parse(localStorage.getItem('portal.session')!) as { Id: number; token: string };
      const headers = { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' };
      const orders = (await (await fetch(`/api/orders/${session.Id}`, { headers })).json()) as Array<{ orderID: number }>;
      const id = orders[0].orderID;
      const viewed = await fetch('/api/application/get_tab_req', { method: 'POST', headers, body: JSON.stringify({ order_id: id, tab_name: 'Personal Details' }) });
      if (viewed.status !== 200) throw new Error(`the step was not read: ${viewed.status}`);
      return id;
    });
    await client.context().close();

    const page = await newPage();
    await signIn(page, 'operator', 'Operator#2026');
    await page.waitForURL('**/admin/backoffice');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Audit trail' }).click();
    await page.waitForURL('**/admin/backoffice/audit');
    await page.getByRole('heading', { level: 1, name: 'Audit trail' }).waitFor(POLL);
    await page.getByRole('table', { name: 'Audit trail' }).waitFor(POLL);

    await page.getByLabel('Who').fill('client');
    await page.getByLabel('Order number').fill(String(orderId));
    await page.getByLabel('What happened').selectOption({ label: 'Application viewed' });
    const rows = page.getByRole('table', { name: 'Audit trail' }).getByRole('row');
    await expect.poll(async () => (await rows.allTextContents()).slice(1), POLL).toContainEqual(expect.stringContaining('Step: Personal Details'));
    const texts = (await rows.allTextContents()).slice(1);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      expect(text).toContain('Application viewed');
      expect(text).toContain(String(orderId));
      expect(text).not.toMatch(/application\.view/);
    }
    await photograph(page, 'audit-trail');

    // Nothing matches a day with no events: the page says so.
    await page.getByLabel('From', { exact: true }).fill('2021-01-01');
    await page.getByLabel('To', { exact: true }).fill('2021-01-01');
    await page.getByRole('status').filter({ hasText: 'No events match these filters.' }).waitFor(POLL);

    await page.setViewportSize(PHONE);
    await expectAccessible(page, 'audit trail (phone)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.context().close();
  }, 300_000);
});
