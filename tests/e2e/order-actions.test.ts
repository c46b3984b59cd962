// The applicant's order actions and order history in Chromium (issue 12): a new applicant cancels their order from the
// home page with their bank details (the outcome shown, the order Cancelled after OK, the confirmation mailed), then
// opens Order History and exports it as CSV (the downloaded file's content checked). axe clean at 1280 and 390 px on
// /admin/home with the cancel dialog open and on /admin/history; screenshots of both for a human to look at.
// (The client's actions are drawn by the dashboard's table, built in parallel: their dialogs are tested in
// tests/components/order-actions.test.tsx, the client e2e comes with the dashboard.)
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, expectAccessible, newApplicant, PHONE, portal, screenshot, signIn, useBrowser } from './harness';

const POLL = { timeout: 10_000 };
const browser = useBrowser();

async function newPage(): Promise<Page> {
  // The portal's calendar is Sydney's (the history's default period, the times it shows).
  const context = await browser().newContext({ viewport: DESKTOP, acceptDownloads: true, timezoneId: 'Australia/Sydney' });
  return context.newPage();
}

async function photograph(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

describe('order actions and history in Chromium', () => {
  it('the applicant cancels an order with bank details, then exports the order history', async () => {
    const applicant = await newApplicant('Zara', ['PC', 'RC']);
    const orderId = applicant.orderId;
    const page = await newPage();
    await signIn(page, applicant.username, applicant.password);
    await page.waitForURL('**/admin/home');
    const welcome = page.getByRole('dialog', { name: 'Welcome to ClearCheck' });
    await welcome.getByRole('button', { name: 'GET STARTED' }).click();
    const card = page.getByRole('article', { name: `Order ${orderId}` });
    await card.getByText('Reference Check').waitFor();
    await card.getByRole('button', { name: `More actions for Reference Check of order ${orderId}` }).waitFor();
    await expectAccessible(page, '/admin/home with the order and check actions');

    // The cancel dialog: the reason and the refund account, drawn by the engine.
    await card.getByRole('button', { name: `CANCEL order ${orderId}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel order' });
    const reason = dialog.getByRole('textbox', { name: /Reason/ });
    await reason.waitFor();
    await expectAccessible(page, 'the cancel dialog on /admin/home');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await dialog.getByText('Please write a reason').waitFor();
    expect(await dialog.getByText('Please write your bank details').count()).toBe(4);
    await reason.fill('I accepted another offer.');
    await dialog.getByText('25/250').waitFor();
    await dialog.getByRole('textbox', { name: /^Bank/ }).fill('Commonwealth Bank');
    await dialog.getByRole('textbox', { name: /Account name/ }).fill('Zara Tester');
    await dialog.getByRole('textbox', { name: /BSB/ }).fill('062-000');
    await dialog.getByRole('textbox', { name: /Account number/ }).fill('12345678');
    await photograph(page, 'order-actions-cancel-dialog');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();

    // The outcome, then OK reloads the list: the order is Cancelled and offers nothing more.
    const outcome = page.getByRole('dialog', { name: 'Cancellation' });
    await outcome.getByText(`Order ${orderId} has been cancelled. Any refund due will be paid into the bank account you gave.`).waitFor();
    await expectAccessible(page, 'the cancellation outcome');
    await outcome.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => card.locator('.home-badge').first().textContent(), POLL).toBe('Cancelled');
    await expect.poll(() => card.getByRole('button', { name: `CANCEL order ${orderId}` }).count(), POLL).toBe(0);
    await expect
      .poll(() => portal().outbox().some((mail) => mail.includes(`Cancellation of background check ${orderId}`)), { timeout: 20_000 })
      .toBe(true);

    // Order History: this month's checks by default, the cancelled order's two among them.
    await page.getByRole('link', { name: 'Order History' }).first().click();
    await page.waitForURL('**/admin/history');
    const results = page.getByRole('region', { name: /Checks of your orders lodged from/ });
    await results.getByRole('rowheader', { name: String(orderId) }).first().waitFor();
    const rows = results.getByRole('row').filter({ has: page.getByRole('rowheader', { name: String(orderId), exact: true }) });
    expect(await rows.count()).toBe(2);
    await expect.poll(() => rows.first().textContent(), POLL).toContain('Cancelled');
    await expectAccessible(page, '/admin/history');
    await photograph(page, 'order-history');

    // EXCEL: the CSV the browser saves holds the spec's columns and the order's rows.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'EXCEL: download the order history as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('order-history.csv');
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('OrderID,OrderStatus,Service,CheckStart,CheckCompletion,CheckStatus,Delays,Results,DiscountsApplied');
    const mine = lines.filter((line) => line.startsWith(`${orderId},`));
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatch(new RegExp(`^${orderId},Cancelled,National Police Check,-,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},Cancelled,None,-,`));
    expect(mine[1]).toContain(`${orderId},Cancelled,Reference Check,`);
    await page.context().close();
  }, 120_000);
});
