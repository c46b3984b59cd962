// Help Center and Contact Us in Chromium (issue 14): the FAQ's search filters the questions (and says so when none
// match); an applicant sends an enquiry about their own order (the thank-you modal), is refused another's order, and
// support's mail arrives; the operator sees the enquiry in the back office. axe at 1280 and 390 px, screenshots under
// tests/e2e/screenshots/.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, expectAccessible, mailTo, photograph, signIn, useBrowser } from './harness';

const POLL = { timeout: 15_000 };
const browser = useBrowser();

async function newPage(viewport = DESKTOP): Promise<Page> {
  const context = await browser().newContext({ viewport });
  return context.newPage();
}

describe('Help Center in Chromium', () => {
  it('opens the questions, and the search filters them', async () => {
    const page = await newPage();
    await signIn(page, 'client', 'Client#2026');
    await page.waitForURL('**/admin/dashboard');
    await page.goto(page.url().replace('/admin/dashboard', '/admin/faqclient'));
    await page.getByRole('heading', { name: 'Help Center', level: 1 }).waitFor(POLL);
    for (const topic of ['Background checks', 'Police checks', 'Visa entitlement checks', 'Credit scores and credit reports', 'Identity theft', 'Data storage and retention', 'Cookies and marketing']) {
      await page.getByRole('heading', { name: topic, level: 2 }).waitFor();
    }
    const wwcc = page.getByRole('button', { name: 'Do I also need a Working with Children Check?' });
    expect(await wwcc.getAttribute('aria-expanded')).toBe('false');
    await wwcc.click();
    const blueCard = page.getByRole('link', { name: /QLD: Blue Card Services/ });
    await blueCard.waitFor();
    expect(await blueCard.getAttribute('target')).toBe('_blank');
    expect(await blueCard.getAttribute('rel')).toContain('noopener');
    await photograph(page, 'help-center');

    const search = page.getByRole('searchbox', { name: 'Search the questions' });
    await search.fill('IDCARE');
    await page.getByText('1 question found').waitFor(POLL);
    // The match opens by itself.
    await page.getByText(/call 1800 595 160/).waitFor();
    expect(await page.getByRole('heading', { name: 'Police checks' }).count()).toBe(0);
    await search.fill('credit score');
    await expect.poll(() => page.getByRole('button', { name: 'What does my credit score mean?' }).count(), POLL).toBe(1);
    await page.getByText('Excellent: 800 to 1,000').waitFor();
    await search.fill('quantum entanglement');
    await page.getByText('No questions match').waitFor(POLL);
    await photograph(page, 'help-center-no-match');
    await search.fill('');
    await page.getByRole('heading', { name: 'Police checks', level: 2 }).waitFor(POLL);
  });
});

describe('Contact Us in Chromium', () => {
  it('sends an enquiry about an own order, refuses another order, and the operator reads it', async () => {
    const page = await newPage();
    await signIn(page, 'applicant', 'Applicant#2026');
    await page.waitForURL('**/admin/home');
    const base = page.url().replace('/admin/home', '');
    // One of the applicant's own orders, as the home page lists it.
    const orders = (await page.evaluate(async (url) => {
      const user = JSON.parse(localStorage.getItem('portal.session') ?? '{}');
      const response = await fetch(`${url}/api/orders/${user.Id}`, { headers: { Authorization: `Bearer ${user.token}` } });
      return response.json();
    }, base)) as Array<{ orderID: number | string }>;
    const ownOrder = String(orders[0].orderID);

    await page.goto(`${base}/admin/contact`);
    await page.getByRole('heading', { name: 'Contact Us', level: 1 }).waitFor(POLL);
    const category = page.getByRole('combobox', { name: 'Category' });
    await category.waitFor(POLL);
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect.poll(() => page.getByText('Please complete the form.').count(), POLL).toBe(2);
    await photograph(page, 'contact-errors');

    await category.selectOption({ label: 'Order enquiry' });
    await page.getByLabel('Order ID (optional)').fill('999999');
    await page.getByLabel('Message').fill('When will my police check be ready? I submitted my documents on Monday.');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    // An order that is not the applicant's does not exist for them: nothing is sent, the form keeps what was typed.
    await page.getByRole('alert').first().waitFor(POLL);
    expect(await page.getByLabel('Message').inputValue()).toContain('When will my police check be ready?');
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.getByLabel('Order ID (optional)').fill(ownOrder);
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    const thanks = page.getByRole('dialog', { name: 'Thank you' });
    await thanks.getByText('Your enquiry has been sent.').waitFor(POLL);
    await expectAccessible(page, 'contact-thank-you');
    await page.screenshot({ path: 'tests/e2e/screenshots/contact-thank-you-desktop.png' });
    await thanks.getByRole('button', { name: 'OK' }).click();
    // A fresh form for the next enquiry.
    await expect.poll(() => page.getByLabel('Message').inputValue(), POLL).toBe('');

    const support = await mailTo(`Order enquiry (order ${ownOrder})`);
    expect(support).toContain('When will my police check be ready?');

    const operator = await newPage();
    await signIn(operator, 'operator', 'Operator#2026');
    await operator.waitForURL('**/admin/backoffice');
    await operator.getByRole('link', { name: 'Enquiries' }).first().click();
    await operator.getByRole('heading', { name: 'Enquiries', level: 1 }).waitFor(POLL);
    await operator.getByText('When will my police check be ready? I submitted my documents on Monday.').waitFor(POLL);
    await operator.getByRole('link', { name: `Order ${ownOrder}` }).waitFor();
    // The menu marks Enquiries as the current page, not the queue above it.
    const menu = operator.getByRole('navigation', { name: 'Main menu' }).first();
    expect(await menu.getByRole('link', { name: 'Enquiries' }).getAttribute('aria-current')).toBe('page');
    expect(await menu.getByRole('link', { name: 'Back office queue' }).getAttribute('aria-current')).toBeNull();
    await photograph(operator, 'backoffice-enquiries');
  });
});
