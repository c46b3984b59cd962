import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  DESKTOP,
  expectAccessible,
  mailTo,
  newApplicant,
  PHONE,
  portal,
  resetLinkIn,
  screenshot,
  signIn,
  useBrowser,
} from './harness';

// Pages load their data after they appear: assertions poll until the page shows it (or 10 s pass).
const POLL = { timeout: 10_000 };

const browser = useBrowser();

async function newPage(viewport = DESKTOP): Promise<Page> {
  const context = await browser().newContext({ viewport });
  return context.newPage();
}

describe('signing in and out in Chromium', () => {
  it('signs in as client and lands on /admin/dashboard, then signs out', async () => {
    const page = await newPage();
    await page.goto(`${portal().url}/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await expectAccessible(page, 'the sign-in page');
    await signIn(page, 'client', 'Client#2026');
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // The drawer holds the client menu only, and the client's logo.
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Invoices' }).waitFor();
    await expect.poll(() => menu.getByRole('link', { name: 'Order History' }).count(), POLL).toBe(0);
    await expect.poll(() => page.locator('img[src="/logos/harbour-health.svg"]').count(), POLL).toBeGreaterThan(0);
    await expectAccessible(page, 'the client dashboard');
    await screenshot(page, 'client-dashboard-desktop');

    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    // Signed out for real: the admin pages send us back to the login.
    await page.goto(`${portal().url}/admin/dashboard`);
    await page.waitForURL('**/login');
  });

  it('signs in with the keyboard alone: User, Password, show/hide, Sign in, then Forgot password', async () => {
    const page = await newPage();
    await page.goto(`${portal().url}/login`);
    const user = page.getByLabel('User');
    await user.focus();
    const focused = () => page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? el?.id ?? '';
    });
    await page.keyboard.type('client');
    await page.keyboard.press('Tab');
    expect(await page.getByLabel('Password', { exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('Client#2026');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Show password');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Sign in');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Forgot password?');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/admin/dashboard');
  });

  it('signs in as a new applicant and lands on /admin/home', async () => {
    const applicant = await newApplicant('Hana');
    const page = await newPage(PHONE);
    await signIn(page, applicant.username, applicant.password);
    await page.waitForURL('**/admin/home');
    // The first visit greets the applicant once; after that the page itself shows.
    const welcome = page.getByRole('dialog', { name: 'Welcome to ClearCheck' });
    await welcome.waitFor();
    await expectAccessible(page, 'the welcome dialog');
    await welcome.getByRole('button', { name: 'GET STARTED' }).click();
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    await page.getByRole('article', { name: `Order ${applicant.orderId}` }).waitFor();
    await expectAccessible(page, 'the applicant home');
    await screenshot(page, 'applicant-home-phone');
    // A reload keeps the session.
    await page.reload();
    await page.waitForURL('**/admin/home');
    await page.getByRole('heading', { name: 'Home' }).waitFor();
  });

  it("shows the server's message for a bad password and the blank-fields message", async () => {
    const page = await newPage(PHONE);
    await page.goto(`${portal().url}/login`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Please fill blank spaces').waitFor();
    await signIn(page, 'client', 'not-the-password');
    await page.getByText('The username or password is incorrect.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await expectAccessible(page, 'the sign-in page with its message');
    await screenshot(page, 'login-error-phone');
  });

  it('resets a forgotten password through the emailed link', async () => {
    const applicant = await newApplicant('Ravi', ['PC']);
    const page = await newPage();
    await page.goto(`${portal().url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/resetpassword');
    await page.getByLabel('Email').waitFor();
    await expectAccessible(page, 'the forgot-password page');
    const invitation = await mailTo(applicant.email);
    await page.getByLabel('Email').fill(applicant.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(/within 5 minutes/).waitFor();

    // The mail is written just after the answer (the answer must not tell whether the address has an account).
    const resetMail = () => portal().outbox().find((m) => m.includes(applicant.email) && m !== invitation);
    await expect.poll(resetMail, POLL).toBeDefined();
    const link = resetLinkIn(resetMail()!);
    await page.goto(link);
    await page.locator('#new-password').waitFor();
    // The page names the account the link is for (the mail does too).
    await page.getByText(`For the account ${applicant.username}`).waitFor();
    await expectAccessible(page, 'the choose-a-password page');
    await page.locator('#new-password').fill('Gum#Tree2026');
    await page.locator('#confirm-password').fill('Gum#Tree2026');
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByText('Your password was updated.').waitFor();
    await page.getByText(`Sign in as ${applicant.username} with your new password.`).waitFor();

    // A used link says so at once, before anything is typed.
    await page.goto(link);
    await page.getByText(/link .*(used|expired)|no longer/i).waitFor();
    expect(await page.locator('#new-password').count()).toBe(0);

    await signIn(page, applicant.username, 'Gum#Tree2026');
    await page.waitForURL('**/admin/home');
  });

  it('shows the API contract as a readable, accessible page on a desktop and a phone', async () => {
    const page = await newPage();
    await page.goto(`${portal().url}/api/docs`);
    await page.getByRole('heading', { name: 'ClearCheck API contract' }).waitFor();
    await page.getByText('/api/orders/:userId', { exact: true }).waitFor();
    await expectAccessible(page, 'the API contract');
    await screenshot(page, 'api-docs-1280');
  });

  it('shows a not-found page for an unknown path', async () => {
    const page = await newPage();
    await page.goto(`${portal().url}/no/such/page`);
    await page.getByText(/not found/i).first().waitFor();
    await expectAccessible(page, 'the not-found page');
  });
});
