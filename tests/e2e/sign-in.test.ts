import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchBrowser, screenshot, startPortal, type Portal } from './harness';

// Pages load their data after they appear: assertions poll until the page shows it (or 10 s pass).
const POLL = { timeout: 10_000 };

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

async function newPage(viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto(`${portal.url}/login`);
  await page.getByLabel('User').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('signing in and out in Chromium', () => {
  it('signs in as client and lands on /admin/dashboard, then signs out', async () => {
    const page = await newPage();
    await signIn(page, 'client', 'Client#2026');
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // The drawer holds the client menu only, and the client's logo.
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Invoices' }).waitFor();
    await expect.poll(() => menu.getByRole('link', { name: 'Order History' }).count(), POLL).toBe(0);
    await expect.poll(() => page.locator('img[src="/logos/harbour-health.svg"]').count(), POLL).toBeGreaterThan(0);
    await screenshot(page, 'client-dashboard-desktop');

    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    // Signed out for real: the admin pages send us back to the login.
    await page.goto(`${portal.url}/admin/dashboard`);
    await page.waitForURL('**/login');
  });

  it('signs in as applicant and lands on /admin/home', async () => {
    const page = await newPage({ width: 390, height: 844 });
    await signIn(page, 'applicant', 'Applicant#2026');
    await page.waitForURL('**/admin/home');
    // The first visit greets the applicant once; after that the page itself shows.
    await page.getByRole('button', { name: 'GET STARTED' }).click();
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    await screenshot(page, 'applicant-home-phone');
    // A reload keeps the session.
    await page.reload();
    await page.waitForURL('**/admin/home');
  });

  it("shows the server's message for a bad password and the blank-fields message", async () => {
    const page = await newPage({ width: 390, height: 844 });
    await page.goto(`${portal.url}/login`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Please fill blank spaces').waitFor();
    await signIn(page, 'client', 'not-the-password');
    await page.getByText('The username or password is incorrect.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await screenshot(page, 'login-error-phone');
  });

  it('resets a forgotten password through the emailed link', async () => {
    const page = await newPage();
    await page.goto(`${portal.url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/resetpassword');
    await page.getByLabel('Email').fill('oscar.lee@harbourhealth.com.au');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(/within 5 minutes/).waitFor();

    // The mail is written just after the answer (the answer must not tell whether the address has an account).
    const toOscar = () => portal.outbox().find((m) => m.includes('oscar.lee@harbourhealth.com.au'));
    await expect.poll(toOscar, POLL).toBeDefined();
    const mail = toOscar();
    // The .eml is quoted-printable: undo soft line breaks before reading the link.
    const link = /(http:\/\/\S+\/resetpassword\?token=3D[\w-]+|http:\/\/\S+\/resetpassword\?token=[\w-]+)/.exec(
      mail!.replace(/=\r?\n/g, ''),
    )![1].replace('token=3D', 'token=');
    await page.goto(link);
    await page.locator('#new-password').fill('Gum#Tree2026');
    await page.locator('#confirm-password').fill('Gum#Tree2026');
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByText('You password was updated').waitFor();

    await signIn(page, 'viewer', 'Gum#Tree2026');
    await page.waitForURL('**/admin/dashboard');
  });

  it('shows the API contract as a readable, accessible page on a desktop and a phone', async () => {
    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      const page = await newPage(viewport);
      await page.goto(`${portal.url}/api/docs`);
      await page.getByRole('heading', { name: 'ClearCheck API contract' }).waitFor();
      await page.getByText('/api/orders/:userId').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `api-docs-${viewport.width}`);
    }
  });

  it('shows a not-found page for an unknown path', async () => {
    const page = await newPage();
    await page.goto(`${portal.url}/no/such/page`);
    await page.getByText(/not found/i).first().waitFor();
  });
});
