// The operator's queue and the client's dashboard at work (issue 31 "Done when"): the operator filters the queue, sorts
// it by a header, opens an order and comes back with the filters intact (and after a reload), moves between rows by
// keyboard, saves a view and opens it again, and moves three checks at once with a summary per order; the client
// sorts the dashboard by status and clicks a counter. axe with WCAG 2.2 AA (target size) at 1280 and 390 px.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, expectAccessible, PHONE, photograph, signIn, useBrowser } from './harness';

const POLL = { timeout: 20_000 };

const browser = useBrowser();

async function newPage(): Promise<Page> {
  const context = await browser().newContext({ viewport: DESKTOP });
  return context.newPage();
}

const rows = (page: Page) => page.locator('.bo-row');
const filters = (page: Page) => page.locator('form#backoffice-filters');
/** The text of the option a filter's select shows (rjsf's option values are indexes). */
const shown = (page: Page, label: string) =>
  filters(page).getByLabel(label).evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent?.trim() ?? '');

describe("the operator's queue", () => {
  it('keeps its filters in the URL, sorts, saves a view, and moves three checks at once', async () => {
    const page = await newPage();
    await signIn(page, 'operator', 'Operator#2026');
    await page.waitForURL('**/admin/backoffice');
    await page.getByRole('table', { name: 'Orders' }).waitFor(POLL);
    await page.getByRole('button', { name: 'Fraud signals' }).waitFor(POLL);
    await photograph(page, 'queue');

    // Filter: the large client's orders with a check In progress; the URL says so.
    await filters(page).getByLabel('Client').selectOption({ label: 'Meridian Retail Group' });
    await filters(page).getByLabel('Check status').selectOption('In progress');
    await page.waitForURL(/clientId=\d+.*checkStatus=In\+progress|checkStatus=In\+progress.*clientId=\d+/, POLL);
    await expect.poll(() => rows(page).first().textContent(), POLL).toContain('Meridian Retail Group');

    // Sort by applicant, then the other way: the header says which.
    const applicantHeader = page.getByRole('columnheader', { name: /^Applicant/ });
    await applicantHeader.getByRole('button').click();
    await expect.poll(() => applicantHeader.getAttribute('aria-sort'), POLL).toBe('ascending');
    await applicantHeader.getByRole('button').click();
    await expect.poll(() => applicantHeader.getAttribute('aria-sort'), POLL).toBe('descending');
    await page.waitForURL(/sort=applicant/, POLL);
    const names = async () => (await page.locator('.bo-row td[data-label="Applicant"]').allTextContents()).slice(0, 10);
    await expect.poll(async () => { const n = await names(); return n.length > 1 && n.join('|') === [...n].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })).join('|'); }, POLL).toBe(true);
    const filtered = page.url();

    // Arrow keys move between the rows' links.
    const firstLink = rows(page).first().getByRole('link');
    await firstLink.focus();
    await page.keyboard.press('ArrowDown');
    const second = await rows(page).nth(1).getByRole('link').textContent();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(second);
    await page.keyboard.press('ArrowUp');

    // Open the first order with Enter, and come back: the same filters, sort and rows.
    const first = (await firstLink.textContent())!;
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\/backoffice\/orders\/\d+$/, POLL);
    expect(page.url()).toContain(first.replace('#', ''));
    await page.goBack();
    await page.waitForURL(filtered, POLL);
    await expect.poll(() => shown(page, 'Check status'), POLL).toBe('In progress');
    await expect.poll(() => applicantHeader.getAttribute('aria-sort'), POLL).toBe('descending');
    await expect.poll(() => rows(page).first().getByRole('link').textContent(), POLL).toBe(first);
    // A reload (or the link shared) shows the same.
    await page.reload();
    await expect.poll(() => shown(page, 'Client'), POLL).toBe('Meridian Retail Group');
    await expect.poll(() => rows(page).first().getByRole('link').textContent(), POLL).toBe(first);

    // Save the view; "All orders" leaves it, the saved view brings it back.
    await page.getByRole('button', { name: 'Save this view…' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name of the view').fill('Meridian in progress');
    await expectAccessible(page, 'queue-save-view');
    await dialog.getByRole('button', { name: 'Save view' }).click();
    await dialog.waitFor({ state: 'detached', ...POLL });
    const views = page.getByRole('group', { name: 'Views' });
    await expect.poll(() => views.getByRole('button', { name: 'Meridian in progress', exact: true }).getAttribute('aria-pressed'), POLL).toBe('true');
    await views.getByRole('button', { name: 'All orders' }).click();
    await expect.poll(() => shown(page, 'Check status'), POLL).toBe('All');
    await views.getByRole('button', { name: 'Meridian in progress', exact: true }).click();
    await page.waitForURL(filtered, POLL);
    await expect.poll(() => rows(page).first().getByRole('link').textContent(), POLL).toBe(first);

    // Three orders whose same check is In progress: select them and move that check at once.
    // The check In progress on most of the rows drawn.
    const inProgress = (await rows(page).locator('li').allTextContents()).filter((text) => /: In progress/.test(text)).map((text) => text.split(':')[0]);
    const checkName = [...new Set(inProgress)].sort((a, b) => inProgress.filter((s) => s === b).length - inProgress.filter((s) => s === a).length)[0];
    const candidates = rows(page).filter({ has: page.locator('li', { hasText: new RegExp(`^${checkName}: In progress`) }) });
    expect(await candidates.count()).toBeGreaterThanOrEqual(3);
    const chosen: string[] = [];
    const bar = page.getByRole('toolbar', { name: 'Actions on the selected orders' });
    for (let i = 0; i < 3; i++) {
      const row = candidates.nth(i);
      chosen.push((await row.getByRole('link').textContent())!);
      // check() fails when its click leaves the box unchecked: the rows once moved under the pointer (2026-11-28).
      await row.getByRole('checkbox').check();
      await bar.getByText(i === 0 ? '1 order selected' : `${i + 1} orders selected`).waitFor(POLL);
    }
    // The bulk actions float over the list at 1280 and 390 px.
    await photograph(page, 'queue-selected');
    await bar.getByRole('button', { name: 'Move a check…' }).click();
    dialog = page.getByRole('dialog');
    const check = dialog.getByLabel('Check');
    await check.locator('option', { hasText: `${checkName}: on 3 of 3` }).waitFor({ state: 'attached', ...POLL });
    await check.selectOption({ label: `${checkName}: on 3 of 3` });
    await dialog.getByLabel('New status').selectOption('With provider');
    await dialog.getByLabel('Note').fill('Sent to the provider together.');
    await expectAccessible(page, 'queue-bulk-move');
    await dialog.getByRole('button', { name: 'Move checks' }).click();
    await dialog.waitFor({ state: 'detached', ...POLL });
    const summary = page.locator('.bo-summary');
    await summary.getByText(/to With provider: 3 of 3 done$/).waitFor(POLL);
    for (const order of chosen) await summary.getByText(new RegExp(`^${order} .*: done\\.`)).waitFor();
    await photograph(page, 'queue-bulk-summary');
    // The rows read again: none of the three has that check In progress now.
    await expect.poll(async () => {
      const texts = await Promise.all(chosen.map((order) => rows(page).filter({ hasText: order }).first().textContent().catch(() => '')));
      return texts.every((text) => !new RegExp(`${checkName}: In progress`).test(text ?? ''));
    }, POLL).toBe(true);

    // On a phone each row is a card, its box on a line of its own (it once had no width there).
    await page.setViewportSize(PHONE);
    await rows(page).first().getByRole('checkbox').check();
    await bar.getByText('1 order selected').waitFor(POLL);
    await expectAccessible(page, 'queue-selected-390');
    await bar.getByRole('button', { name: 'Clear selection' }).click();
    await bar.waitFor({ state: 'detached', ...POLL });
    await page.context().close();
  });
});

describe("the client's dashboard", () => {
  it('sorts by status, filters by a counter, and keeps both in the URL', async () => {
    const page = await newPage();
    await signIn(page, 'client', 'Client#2026');
    await page.waitForURL('**/admin/dashboard');
    const table = page.getByRole('table', { name: 'Orders' });
    await table.waitFor(POLL);
    // The status filter offers On hold.
    await expect.poll(() => page.getByLabel('Order status').locator('option').allTextContents(), POLL).toContain('On hold');
    await photograph(page, 'dashboard-sortable');

    // Sort by status: the header says so, the rows follow, the URL keeps it.
    const statusHeader = table.getByRole('columnheader', { name: /^Status/ });
    await statusHeader.getByRole('button').click();
    await expect.poll(() => statusHeader.getAttribute('aria-sort'), POLL).toBe('ascending');
    await page.waitForURL(/sort=orderStatus/, POLL);
    const statuses = () => table.locator('.dash-col-orderStatus .rt-Badge:first-child').allTextContents();
    await expect.poll(async () => { const s = await statuses(); return s.length > 1 && s.join('|') === [...s].sort((a, b) => a.localeCompare(b, 'en')).join('|'); }, POLL).toBe(true);
    await statusHeader.getByRole('button').click();
    await expect.poll(() => statusHeader.getAttribute('aria-sort'), POLL).toBe('descending');

    // The counter of orders needing attention shows only those.
    const counter = page.getByRole('button', { name: /^Orders needing attention/ });
    await counter.click();
    await expect.poll(() => counter.getAttribute('aria-pressed'), POLL).toBe('true');
    await page.waitForURL(/OrderType=30/, POLL);
    await expect.poll(async () => {
      const rowsShown = await table.locator('tbody.dash-order').count();
      const flagged = await table.locator('tbody.dash-order', { hasText: 'Needs attention' }).count();
      return rowsShown > 0 && rowsShown === flagged;
    }, POLL).toBe(true);
    await expectAccessible(page, 'dashboard-counter-pressed');
    // A reload keeps the sort and the counter's filter.
    await page.reload();
    await table.waitFor(POLL);
    await expect.poll(() => statusHeader.getAttribute('aria-sort'), POLL).toBe('descending');
    await expect.poll(() => page.getByRole('button', { name: /^Orders needing attention/ }).getAttribute('aria-pressed'), POLL).toBe('true');
    // "Order Results" shows every order again.
    await page.getByRole('button', { name: /^Order Results/ }).click();
    await expect.poll(() => page.getByRole('button', { name: /^Order Results/ }).getAttribute('aria-pressed'), POLL).toBe('true');
    await page.context().close();
  });
});
