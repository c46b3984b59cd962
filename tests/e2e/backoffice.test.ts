// The back office in Chromium (issue 11 "Done when"): `operator` signs in and lands on the queue, finds the seeded
// In progress order of Harbour Health Group (Isla Martin: PC In QC, QV In progress and delayed, with her application),
// is refused completing it while checks are open, moves QV with a delay, publishes both results as PDFs, holds and
// releases the order, completes it and sees Completed; then `client` downloads the summary report. No client page
// lists the report yet, so the client's download goes through the browser's fetch with the client's own session token
// (from the page's storage) and the one authorised download call. axe at 1280 and 390 px on the queue, the order page
// and every dialog; screenshots of each at both widths under tests/e2e/screenshots/.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, expectAccessible, ONE_PAGE_PDF as RESULT_PDF, PHONE, photograph, portal, signIn, useBrowser } from './harness';

const POLL = { timeout: 15_000 };
const browser = useBrowser();

async function newPage(viewport = DESKTOP): Promise<Page> {
  const context = await browser().newContext({ viewport });
  return context.newPage();
}

/** The dialog on screen, checked and photographed (viewport screenshots: a dialog sits over the page). */
async function photographDialog(page: Page, name: string) {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await expectAccessible(page, name);
  await page.screenshot({ path: `tests/e2e/screenshots/${name}-desktop.png` });
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(150);
  await page.screenshot({ path: `tests/e2e/screenshots/${name}-phone.png` });
  await page.setViewportSize(DESKTOP);
  return dialog;
}

const checkCard = (page: Page, service: string) => page.getByRole('article', { name: new RegExp(service) });

describe('the back office in Chromium', () => {
  it('takes the seeded In progress order through to Completed, and the client downloads the summary report', async () => {
    const page = await newPage();
    await signIn(page, 'operator', 'Operator#2026');
    await page.waitForURL('**/admin/backoffice');
    await page.getByRole('heading', { level: 1, name: 'Back office queue' }).waitFor();
    await page.getByRole('table', { name: 'Orders' }).waitFor(POLL);
    // Only the operator's menu.
    await expect.poll(() => page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').allTextContents()).toEqual(['Back office queue', 'Enquiries', 'Invoices', 'Partners', 'Form designer', 'Audit trail', 'Due for deletion', 'Account Information']);
    // Orders needing attention come first.
    await expect.poll(() => page.locator('.bo-row').first().textContent(), POLL).toMatch(/Needs attention|On hold|Open with Alert/);
    await page.getByRole('group', { name: 'Orders per status' }).getByRole('button', { name: /^In progress · \d+$/ }).waitFor(POLL);
    await photograph(page, 'backoffice-queue');

    // The counts filter by status; the search finds Isla Martin's order.
    await page.getByRole('button', { name: /^In progress · \d+$/ }).click();
    await expect.poll(() => page.locator('.bo-row').allTextContents(), POLL).not.toContainEqual(expect.stringMatching(/On hold/));
    await page.getByLabel('Search').fill('Isla');
    const row = page.locator('.bo-row', { hasText: 'Isla Martin' });
    await expect.poll(() => page.locator('.bo-row').count(), POLL).toBe(1);
    await row.getByRole('link').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\/backoffice\/orders\/\d+$/);
    const orderId = Number(/orders\/(\d+)$/.exec(page.url())![1]);
    await page.getByRole('heading', { level: 1, name: `Order ${orderId}: Isla Martin` }).waitFor(POLL);

    // The application as entered, step by step (the first one open).
    await page.getByText('27/03/1994').waitFor(POLL);
    await page.locator('summary', { hasText: 'Additional Details' }).click();
    await page.getByText('Royal North Shore Hospital').waitFor(POLL);
    await page.getByText('203.0.113.24').waitFor();
    await photograph(page, 'backoffice-order');

    // Completing is refused while checks are open: the server's sentence in the dialog.
    await page.getByRole('button', { name: 'Complete order' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Complete order' }).click();
    await dialog.getByRole('alert').getByText(/cannot be completed until every check is Ready or Cancelled/).waitFor(POLL);
    await photographDialog(page, 'backoffice-complete-refused');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // A move with a delay: QV to In QC, delayed in the administrative queue.
    await page.getByRole('button', { name: 'Move Qualification Verification' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('New status').waitFor(POLL);
    await dialog.getByLabel('New status').selectOption('In QC');
    await dialog.getByLabel('Delay').selectOption('Administrative queue');
    await dialog.getByLabel('Note').fill('Provider confirmed the award; awaiting the registrar.');
    await photographDialog(page, 'backoffice-move');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached', ...POLL });
    const qv = checkCard(page, 'Qualification Verification');
    await qv.getByText('In QC', { exact: true }).waitFor(POLL);
    await qv.getByText('Delayed: Administrative queue').waitFor();
    await qv.getByText(/Third party response times: .* to \d{4}-\d{2}-\d{2} \d{2}:\d{2}/).waitFor();
    await page.getByRole('table').filter({ hasText: 'Provider confirmed the award' }).waitFor();

    // Results: a PDF for each check, the check becomes Ready.
    for (const [service, score] of [
      ['National Police Check', 'Clear'],
      ['Qualification Verification', 'Consider'],
      // The order's reference check (its referees have not answered: the operator may still publish a result).
      ['Reference Check', 'Clear'],
    ] as const) {
      await page.getByRole('button', { name: `Upload result of ${service}` }).click();
      dialog = page.getByRole('dialog');
      const result = dialog.getByRole('combobox', { name: /^Result/ });
      await result.waitFor(POLL);
      // Nothing chosen: the dialog says what is missing and sends nothing.
      await dialog.getByRole('button', { name: 'Upload result' }).click();
      await dialog.getByText('Choose the result as a PDF file.').waitFor();
      await result.selectOption(score);
      await dialog.getByLabel('Result (PDF)').setInputFiles({ name: 'result.pdf', mimeType: 'application/pdf', buffer: RESULT_PDF });
      if (service === 'National Police Check') await photographDialog(page, 'backoffice-result');
      await dialog.getByRole('button', { name: 'Upload result' }).click();
      await dialog.waitFor({ state: 'detached', ...POLL });
      const card = checkCard(page, service);
      await card.getByText('Ready', { exact: true }).waitFor(POLL);
      await card.getByText(score, { exact: true }).waitFor();
    }
    // The published result previews in a dialog.
    await checkCard(page, 'National Police Check').getByRole('button', { name: 'Preview National Police Check result' }).click();
    dialog = page.getByRole('dialog');
    await dialog.locator('iframe').waitFor(POLL);
    await photographDialog(page, 'backoffice-preview');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Hold with a reason, then release.
    await page.getByRole('button', { name: 'Hold', exact: true }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').waitFor(POLL);
    await dialog.getByLabel('Reason').fill('Client asked to pause the check.');
    await photographDialog(page, 'backoffice-hold');
    await dialog.getByRole('button', { name: 'Hold order' }).click();
    await dialog.waitFor({ state: 'detached', ...POLL });
    await page.getByText('Client asked to pause the check.').first().waitFor(POLL);
    await page.getByRole('button', { name: 'Release', exact: true }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('Client confirmed: go ahead.');
    await dialog.getByRole('button', { name: 'Release order' }).click();
    await dialog.waitFor({ state: 'detached', ...POLL });
    await page.getByRole('button', { name: 'Hold', exact: true }).waitFor(POLL);

    // Complete: the summary report exists and the order is Completed.
    await page.getByRole('button', { name: 'Complete order' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Complete order' }).click();
    await dialog.waitFor({ state: 'detached', ...POLL });
    await page.getByText(/Harbour Health Group · Completed/).waitFor(POLL);
    await page.getByRole('button', { name: 'Download the summary report' }).waitFor();
    await photograph(page, 'backoffice-completed');
    await page.context().close();

    // The client downloads the summary report through its own authorised download.
    const client = await newPage();
    await signIn(client, 'client', 'Client#2026');
    await client.waitForURL('**/admin/dashboard');
    // A client is never let into the back office.
    await client.goto(`${portal().url}/admin/backoffice/orders/${orderId}`);
    await client.waitForURL('**/admin/dashboard');
    const report = await client.evaluate(async (id) => {
      const session = JSON.parse(localStorage.getItem('portal.session')!) as { Id: number; token: string };
      const headers = { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' };
      const orders = (await (await fetch(`/api/orders/${session.Id}`, { headers })).json()) as Array<{ orderID: number; orderStatus: string; reportLocation: string }>;
      const order = orders.find((o) => o.orderID === id)!;
      const file = await fetch('/api/utilities/download_image', { method: 'POST', headers, body: JSON.stringify({ url: order.reportLocation }) });
      const bytes = new Uint8Array(await file.arrayBuffer());
      return { status: order.orderStatus, http: file.status, type: file.headers.get('content-type'), head: String.fromCharCode(...bytes.slice(0, 5)), size: bytes.length };
    }, orderId);
    expect(report.status).toBe('Completed');
    expect(report.http).toBe(200);
    expect(report.type).toContain('application/pdf');
    expect(report.head).toBe('%PDF-');
    expect(report.size).toBeGreaterThan(1000);
    await client.context().close();
  }, 300_000);

  it('works on a phone: the queue as cards, an order opens from them, nothing scrolls sideways', async () => {
    const page = await newPage(PHONE);
    await signIn(page, 'operator', 'Operator#2026');
    await page.waitForURL('**/admin/backoffice');
    const first = page.locator('.bo-row').first();
    await first.waitFor(POLL);
    // A card: its cells one under the other, each with its label.
    const box = await first.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(box!.height).toBeGreaterThan(120);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await first.getByRole('link').click();
    await page.waitForURL(/\/admin\/backoffice\/orders\/\d+$/);
    await page.getByRole('heading', { level: 1, name: /^Order \d+: / }).waitFor(POLL);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.context().close();
  });
});
