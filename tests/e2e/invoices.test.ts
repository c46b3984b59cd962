// Invoices in Chromium (issue 12): `operator` opens the back office's Invoices from the menu and generates an invoice
// for Harbour Health Group over the days of Harper Mitchell's seeded order completed 3 days ago (every month before
// this one was billed on its first, server/db/seed-story.ts; the other e2e files do not touch it, and billing it
// changes no order another test reads); `client`
// opens /admin/invoices, filters, sees the invoice Due, downloads its PDF and exports the CSV; the operator marks it
// paid and the client sees Paid. axe at 1280 and 390 px on both pages and the dialog; screenshots of each.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, expectAccessible, photograph, signIn, useBrowser } from './harness';

const POLL = { timeout: 15_000 };
const browser = useBrowser();

async function newPage(): Promise<Page> {
  const context = await browser().newContext({ viewport: DESKTOP, acceptDownloads: true });
  return context.newPage();
}

/** A day `days` from today (UTC), YYYY-MM-DD. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The client's search: a period around today (the invoice's issue day is Sydney's) and a status. */
async function search(page: Page, status: 'All' | 'Due' | 'Paid') {
  const form = page.locator('#invoice-filters');
  await form.getByLabel('From').fill(dayFromToday(-1));
  await form.getByLabel('To').fill(dayFromToday(1));
  await form.getByRole('radio', { name: status }).check();
  await page.getByRole('button', { name: 'Search' }).click();
}

describe('invoices in Chromium', () => {
  it('the operator generates an invoice, the client finds it, downloads it and exports it, and sees it Paid once marked', async () => {
    const operator = await newPage();
    await signIn(operator, 'operator', 'Operator#2026');
    await operator.waitForURL('**/admin/backoffice');
    await operator.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Invoices' }).click();
    await operator.waitForURL('**/admin/backoffice/invoices');
    await operator.getByRole('heading', { level: 1, name: 'Invoices' }).waitFor(POLL);
    await expect
      .poll(() => operator.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Invoices' }).getAttribute('aria-current'))
      .toBe('page');
    await operator.getByRole('status').filter({ hasText: /No invoices yet|invoices/ }).or(operator.getByRole('table', { name: 'Invoices' })).first().waitFor(POLL);

    // Generate: a period with nothing to bill is refused in the dialog, the form kept; then the seeded order's days.
    await operator.getByRole('button', { name: 'Generate an invoice' }).click();
    const dialog = operator.getByRole('dialog');
    await dialog.getByLabel('Client').waitFor(POLL);
    await dialog.getByLabel('Client').selectOption({ label: 'Harbour Health Group' });
    await dialog.getByLabel('Orders completed from').fill('2021-01-01');
    await dialog.getByLabel('Orders completed to').fill('2021-01-31');
    await dialog.getByRole('button', { name: 'Generate invoice' }).click();
    await dialog.getByRole('alert').getByText(/Nothing to bill: Harbour Health Group has no completed order from 2021-01-01 to 2021-01-31/).waitFor(POLL);
    await expect(dialog.getByLabel('Client').inputValue()).resolves.not.toBe('');
    // Completed 72 hours ago: on that UTC day or the next in Sydney (no other Harbour Health order completes on them).
    await dialog.getByLabel('Orders completed from').fill(dayFromToday(-3));
    await dialog.getByLabel('Orders completed to').fill(dayFromToday(-2));
    await dialog.getByRole('button', { name: 'Generate invoice' }).click();
    const outcome = dialog.getByRole('status').filter({ hasText: /^INV-\d{6} for Harbour Health Group: \d+ orders? from / });
    await outcome.waitFor(POLL);
    const invoiceId = /^(INV-\d{6})/.exec((await outcome.textContent())!)![1];
    await expectAccessible(operator, 'backoffice-invoice-generated');
    await operator.screenshot({ path: 'tests/e2e/screenshots/backoffice-invoice-dialog-desktop.png' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    const operatorRow = operator.getByRole('row', { name: new RegExp(invoiceId) });
    await operatorRow.getByText(/^Due by \d{4}-\d{2}-\d{2}$/).waitFor(POLL);
    await photograph(operator, 'backoffice-invoices');

    // The client finds it among its invoices.
    const client = await newPage();
    await signIn(client, 'client', 'Client#2026');
    await client.waitForURL('**/admin/dashboard');
    await client.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Invoices' }).click();
    await client.waitForURL('**/admin/invoices');
    await client.getByRole('heading', { level: 1, name: 'Invoices' }).waitFor(POLL);
    // Searched on arrival with the defaults (first of the month to today, All): a result, or no data.
    await client.getByRole('table', { name: 'Invoices' }).or(client.getByText('No data available.')).first().waitFor(POLL);
    await search(client, 'Paid');
    await client.getByText('No data available.').waitFor(POLL);
    await search(client, 'Due');
    const row = client.getByRole('row', { name: new RegExp(invoiceId) });
    await row.waitFor(POLL);
    await expect.poll(() => row.getByRole('cell').allTextContents()).toEqual([
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      expect.stringMatching(/^\$[\d,]+\.\d{2}$/),
      expect.stringMatching(/^Due by \d{4}-\d{2}-\d{2}$/),
      '',
    ]);
    await photograph(client, 'invoices');

    // The PDF, saved as {InvoiceID}.pdf.
    const [pdf] = await Promise.all([client.waitForEvent('download'), row.getByRole('button', { name: `Download invoice ${invoiceId} (PDF)` }).click()]);
    expect(pdf.suggestedFilename()).toBe(`${invoiceId}.pdf`);
    expect(readFileSync((await pdf.path())!).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // EXCEL: the rows as CSV.
    const [csv] = await Promise.all([client.waitForEvent('download'), client.getByRole('button', { name: 'EXCEL: download invoices as CSV' }).click()]);
    expect(csv.suggestedFilename()).toBe('invoices.csv');
    const text = readFileSync((await csv.path())!, 'utf8');
    expect(text.split('\r\n')[0]).toBe('\uFEFFInvoiceID,BillingPeriod,Date,TotalAmount,InvoiceStatus');
    expect(text).toMatch(new RegExp(`${invoiceId},\\d{4}-\\d{2}-\\d{2} to \\d{4}-\\d{2}-\\d{2},\\d{4}-\\d{2}-\\d{2},\\d+\\.\\d{2},Due by`));

    // The operator records the payment; the client sees Paid.
    await operatorRow.getByRole('button', { name: `Mark paid ${invoiceId}` }).click();
    await operatorRow.getByText('Paid', { exact: true }).waitFor(POLL);
    await search(client, 'Paid');
    await client.getByRole('row', { name: new RegExp(invoiceId) }).getByText('Paid', { exact: true }).waitFor(POLL);
    await photograph(client, 'invoices-paid');
  });
});
