// Coming back (issue 16 "Done when"), in Chromium: an applicant saves two steps, closes the tab, opens a new one at
// /admin/home, presses START and lands on step three; the step bar takes them back to step one and forward again;
// after the idle expiry and a new sign-in they are back on the step they left with their typing offered back. A client
// half-types an applicant in the wizard, reloads, and the typing is offered back; a second tab shows the same cart.
// Signing in and out twelve times in a row works. Desktop and 390 px, axe clean.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, expectAccessible, logOut, newApplicant, PHONE, portal, screenshot, signIn, useBrowser } from './harness';

const POLL = { timeout: 10_000 };
const browser = useBrowser();

/** Every page of a context accepts the browser's "leave this page?" prompt, and records that it was asked. */
function acceptLeaving(page: Page, asked: string[]): Page {
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  return page;
}

async function onStep(page: Page, url: string, heading: string) {
  await page.waitForURL(`**/admin/application/${url}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.getByText('Loading this step…').waitFor({ state: 'detached' });
}

/** Presses START on the home page; the welcome modal (once per browser, on a first visit) is closed first. */
async function pressStart(page: Page, orderId: number) {
  const welcome = page.getByRole('dialog', { name: 'Welcome to ClearCheck' });
  const start = page.getByRole('button', { name: `START order ${orderId}` });
  await welcome.or(start).first().waitFor(POLL);
  if (await welcome.isVisible()) await welcome.getByRole('button', { name: 'GET STARTED' }).click();
  await start.click();
}

async function atBothWidths(page: Page, name: string) {
  await expectAccessible(page, `${name} (desktop)`);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(150);
  await expectAccessible(page, `${name} (390 px)`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} fits 390 px`).toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

describe('coming back to an application', () => {
  it('resumes at the first unfinished step from a new tab, links the done steps, and returns after the idle expiry', async () => {
    const applicant = await newApplicant('Noah', ['PC']);
    const context: BrowserContext = await browser().newContext({ viewport: DESKTOP });
    const asked: string[] = [];
    const first = acceptLeaving(await context.newPage(), asked);
    await signIn(first, applicant.username, applicant.password);
    await first.waitForURL('**/admin/home');
    await first.getByRole('dialog', { name: 'Welcome to ClearCheck' }).waitFor(POLL);
    await pressStart(first, applicant.orderId);

    // Two steps saved: the terms, and the personal details.
    await onStep(first, '1', 'Terms and Conditions');
    await first.getByRole('checkbox', { name: 'I have read and accept the Terms and Conditions.' }).click();
    await first.getByRole('checkbox', { name: 'I have read and accept the Privacy Policy.' }).click();
    await first.getByRole('button', { name: 'NEXT', exact: true }).click();
    await first.getByRole('alertdialog', { name: 'Your application is saved' }).getByRole('button', { name: 'OK' }).click();
    await onStep(first, 'personal', 'Personal Details');
    await first.getByRole('textbox', { name: 'Date of birth' }).fill('05/03/1990');
    await first.getByRole('radiogroup', { name: 'Have you ever been known by another name?' }).getByLabel('No').check();
    await first.getByRole('combobox', { name: 'Country of birth' }).selectOption({ label: 'Australia' });
    await first.getByRole('combobox', { name: 'State, territory or region of birth' }).selectOption({ label: 'New South Wales' });
    await first.getByRole('button', { name: 'Add a Licence' }).click();
    await first.getByRole('combobox', { name: 'Licence type' }).selectOption({ label: 'Driver Licence' });
    await first.getByRole('combobox', { name: 'Issuing agency' }).selectOption({ label: 'Transport for NSW' });
    await first.getByRole('textbox', { name: 'Licence number' }).fill('12345678');
    await first.getByRole('button', { name: 'NEXT', exact: true }).click();
    await onStep(first, 'address', 'Address Details');
    await first.close({ runBeforeUnload: false });

    // A new tab (same browser: no current order in its session) at home; START lands on step three.
    const page = acceptLeaving(await context.newPage(), asked);
    await page.clock.install();
    await page.goto(`${portal().url}/admin/home`);
    await pressStart(page, applicant.orderId);
    await onStep(page, 'address', 'Address Details');
    await atBothWidths(page, 'coming-back-resumed');

    // The step bar: back to step one, and forward again (by keyboard too).
    const bar = page.getByRole('navigation', { name: 'Application steps' });
    await bar.getByRole('link', { name: /Terms and Conditions/ }).click();
    await onStep(page, '1', 'Terms and Conditions');
    await bar.getByRole('link', { name: /Personal Details/ }).focus();
    await page.keyboard.press('Enter');
    await onStep(page, 'personal', 'Personal Details');
    await bar.getByRole('link', { name: /Address Details/ }).click();
    await onStep(page, 'address', 'Address Details');
    // Later steps are not links.
    expect(await bar.getByRole('link', { name: /Consent/ }).count()).toBe(0);

    // On a phone the bar is 'Step 3 of 7' with the steps one tap away ("All steps"): the done ones are links there too.
    await page.setViewportSize(PHONE);
    const steps = bar.locator('summary');
    await expect.poll(() => steps.innerText(), POLL).toMatch(/Step 3 of \d+\s+All steps/);
    // Closed, its links are not on the page for anyone (nor the wide bar's, hidden on a phone).
    expect(await bar.getByRole('link').count()).toBe(0);
    await steps.click();
    await expectAccessible(page, 'step bar list open (390 px)');
    await screenshot(page, 'coming-back-step-list-phone');
    expect(await bar.getByRole('link', { name: /Consent/ }).count()).toBe(0);
    await bar.getByRole('link', { name: /Terms and Conditions/ }).click();
    await onStep(page, '1', 'Terms and Conditions');
    // By keyboard: Enter on the summary opens the list, Tab reaches the first link (Terms is current: no link), Enter follows it.
    await bar.locator('summary').focus();
    await page.keyboard.press('Enter');
    await bar.getByRole('link', { name: /Personal Details/ }).waitFor(POLL);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/Personal Details/);
    await page.keyboard.press('Enter');
    await onStep(page, 'personal', 'Personal Details');
    await bar.locator('summary').click();
    await bar.getByRole('link', { name: /Address Details/ }).click();
    await onStep(page, 'address', 'Address Details');
    await page.setViewportSize(DESKTOP);

    // A deep link in yet another tab opens the same order at that step (not "Choose an order on your Home page").
    const deep = acceptLeaving(await context.newPage(), asked);
    await deep.goto(`${portal().url}/admin/application/personal`);
    await onStep(deep, 'personal', 'Personal Details');
    await expect.poll(() => deep.getByRole('textbox', { name: 'Date of birth' }).inputValue(), POLL).toBe('05/03/1990');
    await deep.close({ runBeforeUnload: false });

    // Typing on step three, then the idle expiry signs the user out.
    await page.getByRole('textbox', { name: 'Date moved in' }).fill('03/2019');
    await page.waitForTimeout(700);
    await page.clock.fastForward('31:00');
    await page.waitForURL('**/login', POLL);
    // The session-expired modal says why, once.
    const expired = page.getByRole('alertdialog', { name: 'Session expired' });
    await expired.waitFor(POLL);
    await expired.getByRole('button', { name: 'OK' }).click();
    await expired.waitFor({ state: 'detached' });

    // Signing in again returns to the step, with the typing offered back.
    await page.getByLabel('User').fill(applicant.username);
    await page.getByLabel('Password', { exact: true }).fill(applicant.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await onStep(page, 'address', 'Address Details');
    await page.getByText(/We restored the answers you had not saved yet\./).waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: 'Date moved in' }).inputValue(), POLL).toBe('03/2019');
    await atBothWidths(page, 'coming-back-after-expiry');
    await context.close();
  });
});

describe('coming back to the wizard', () => {
  it('offers a half-typed applicant back after a reload, and a second tab shows the same cart', async () => {
    const context = await browser().newContext({ viewport: DESKTOP });
    const asked: string[] = [];
    const page = acceptLeaving(await context.newPage(), asked);
    await signIn(page, 'client', 'Client#2026');
    await page.waitForURL('**/admin/dashboard');
    await page.goto(`${portal().url}/admin/neworder/1/`);
    await page.getByRole('button', { name: 'Add National Police Check', exact: true }).click();
    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.waitForURL('**/admin/neworder/2/');
    const enter = page.getByRole('button', { name: 'Enter details' });
    await expect.poll(() => enter.isEnabled(), POLL).toBe(true);
    await enter.click();
    const dialog = page.getByRole('dialog', { name: 'Enter details' });
    await dialog.getByRole('textbox', { name: /First name/ }).fill('Halfway');
    await dialog.getByRole('textbox', { name: /Surname/ }).fill('Typed');

    // At once: the surname is still inside its commit pause, and is kept as the page goes (beforeunload, pagehide).
    await page.reload();
    // The page asked before it was left: there was unsaved typing.
    expect(asked).toContain('beforeunload');
    const again = page.getByRole('dialog', { name: 'Enter details' });
    await again.getByText(/We restored the applicant you were entering\./).waitFor(POLL);
    await expect.poll(() => again.getByRole('textbox', { name: /First name/ }).inputValue(), POLL).toBe('Halfway');
    await expect.poll(() => again.getByRole('textbox', { name: /Surname/ }).inputValue(), POLL).toBe('Typed');
    await atBothWidths(page, 'coming-back-wizard-dialog');

    // A second tab of the wizard: the same cart.
    const second = acceptLeaving(await context.newPage(), asked);
    await second.goto(`${portal().url}/admin/neworder/2/`);
    // The half-typed applicant is the user's draft, not the tab's: it comes back here too, its dialog over the page
    // (which a modal hides from the accessibility tree, so the cart is found by its element, not its role).
    await second.getByRole('dialog', { name: 'Enter details' }).getByText(/We restored the applicant you were entering\./).waitFor(POLL);
    const cart = second.locator('aside', { has: second.locator('#cart-heading') });
    await cart.getByText('National Police Check').waitFor(POLL);
    await second.getByText(/We restored the order you had not submitted yet\./).waitFor(POLL);
    await atBothWidths(second, 'coming-back-wizard-second-tab');
    await context.close();
  });
});

describe('the sign-in limit', () => {
  it('lets a user sign in and out twelve times in a row', async () => {
    const context = await browser().newContext({ viewport: PHONE });
    const page = await context.newPage();
    for (let i = 0; i < 12; i++) {
      await signIn(page, 'viewer', 'Viewer#2026');
      await page.waitForURL('**/admin/dashboard', POLL);
      // As a user would: once the page shows.
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor(POLL);
      await logOut(page);
    }
    expect(await page.getByText(/Too many attempts/).count()).toBe(0);
    await context.close();
  });
});
