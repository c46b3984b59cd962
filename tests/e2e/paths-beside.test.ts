// The paths beside the main road (issue 29), in Chromium: an applicant cancels one check with bank details and can still
// start the application for the other; a client opening /admin/home and an applicant opening /admin/dashboard land on
// their own home; an email's link to the edit screen, opened signed out, leads there once signed in.
// (The whole submission after such a cancellation: tests/api/cancel-before-submit.test.ts.)
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, newApplicant, portal, signIn, useBrowser } from './harness';

const POLL = { timeout: 10_000 };
const browser = useBrowser();

async function newPage(): Promise<Page> {
  const context = await browser().newContext({ viewport: DESKTOP });
  return context.newPage();
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('paths beside the main road', () => {
  it('an applicant cancels one check with bank details, and the order stays Open with START for the other', async () => {
    const applicant = await newApplicant('Tamsin', ['PC', 'RC']);
    const orderId = applicant.orderId;
    const page = await newPage();
    await signIn(page, applicant.username, applicant.password);
    await page.waitForURL('**/admin/home');
    await page.getByRole('dialog', { name: 'Welcome to ClearCheck' }).getByRole('button', { name: 'GET STARTED' }).click();
    const card = page.getByRole('article', { name: `Order ${orderId}` });

    await card.getByRole('button', { name: `More actions for Reference Check of order ${orderId}` }).click();
    await page.getByRole('menuitem', { name: 'Cancel this check…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel check' });
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('My referees are overseas.');
    await dialog.getByRole('textbox', { name: /^Bank/ }).fill('Commonwealth Bank');
    await dialog.getByRole('textbox', { name: /Account name/ }).fill('Tamsin Tester');
    await dialog.getByRole('textbox', { name: /BSB/ }).fill('062-000');
    await dialog.getByRole('textbox', { name: /Account number/ }).fill('12345678');
    await dialog.getByRole('button', { name: 'Cancel check' }).click();
    const outcome = page.getByRole('dialog', { name: 'Cancellation' });
    await outcome.getByText(`Reference Check of order ${orderId} has been cancelled.`, { exact: false }).waitFor();
    await outcome.getByRole('button', { name: 'OK' }).click();

    // Still Open, START still there, and the application opens for the check left.
    await expect.poll(() => card.locator('.home-badge').first().textContent(), POLL).toBe('Open');
    await card.getByRole('button', { name: `START order ${orderId}` }).click();
    await page.waitForURL('**/admin/application/1');
    const terms = page.getByRole('checkbox', { name: 'I have read and accept the Terms and Conditions.' });
    await expect.poll(() => terms.isEnabled(), POLL).toBe(true);
    await expect.poll(() => page.getByText(/can no longer be changed/).count(), POLL).toBe(0);
    await page.context().close();
  });

  it("sends a client from the applicant's home, and an applicant from the client dashboard, to their own home", async () => {
    const client = await newPage();
    await signIn(client, 'client', 'Client#2026');
    await client.waitForURL('**/admin/dashboard');
    await client.goto(`${portal().url}/admin/home`);
    await client.waitForURL('**/admin/dashboard');
    await client.locator('h1', { hasText: 'Dashboard' }).waitFor({ state: 'attached' });
    expect(await client.getByRole('dialog', { name: 'Welcome to ClearCheck' }).count()).toBe(0);
    await client.goto(`${portal().url}/admin/history`);
    await client.waitForURL('**/admin/dashboard');
    await client.context().close();

    const applicant = await newPage();
    await signIn(applicant, 'applicant', 'Applicant#2026');
    await applicant.waitForURL('**/admin/home');
    await applicant.goto(`${portal().url}/admin/dashboard`);
    await applicant.waitForURL('**/admin/home');
    // The page is there (its heading, maybe behind the first visit's welcome dialog), not the client dashboard.
    await applicant.locator('h1', { hasText: 'Home' }).waitFor({ state: 'attached' });
    expect(await applicant.getByRole('button', { name: 'Create a new order' }).count()).toBe(0);
    await applicant.context().close();
  });

  it("opens the edit screen of an email's link after signing in, when it was opened signed out", async () => {
    const page = await newPage();
    await page.goto(`${portal().url}/admin/edit-application/1042`);
    await page.waitForURL('**/login');
    await page.getByLabel('User').fill('applicant');
    await page.getByLabel('Password', { exact: true }).fill('Applicant#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/admin/edit-application/1042');
    expect(pathOf(page)).toBe('/admin/edit-application/1042');
    await page.context().close();
  });
});
