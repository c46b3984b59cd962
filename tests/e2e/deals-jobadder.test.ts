// Deals and Third Parties in Chromium (issue 14): the client opens the Deals page of its completed order with credit
// scores (gauge and bands, fraud card, offers by category), presses VISIT SITE (a new tab, noopener) and the operator
// sees the click counted on the Partners page; the JobAdder round trip against the mock issuer the harness started
// (authorize, back to /jobAdderOAuthHandler, linked, and Third Parties then says so), and the end state when access was
// not allowed. axe at 1280 and 390 px, screenshots under tests/e2e/screenshots/.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, expectAccessible, photograph, portal, signIn, useBrowser } from './harness';

const POLL = { timeout: 20_000 };
const browser = useBrowser();

async function newPage(viewport = DESKTOP): Promise<Page> {
  const context = await browser().newContext({ viewport });
  return context.newPage();
}

/** The seeded Completed order of Harbour Health Group whose credit check has scores: the one that offers deals. */
async function dealsOrder(): Promise<{ orderID: number; applicant: string }> {
  const login = await fetch(`${portal().url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'client', password: 'Client#2026' }),
  });
  const session = (await login.json()) as { token: { access_token: string }; userMaster: { userID: number } };
  const list = await fetch(`${portal().url}/api/orders/${session.userMaster.userID}`, {
    headers: { authorization: `Bearer ${session.token.access_token}` },
  });
  const orders = (await list.json()) as Array<{ orderID: number; applicant: string; adsFlag: string }>;
  return orders.find((o) => o.adsFlag === 'Y')!;
}

describe('Deals in Chromium', () => {
  it('shows the scores and offers of a completed order, and a VISIT SITE press is counted for operators', async () => {
    const { orderID: orderId, applicant } = await dealsOrder();
    const page = await newPage();
    // The demo partners live on example.com: answer for them here rather than leave the machine.
    await page.context().route('https://www.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Demo partner</title><h1>Demo partner</h1>' }));
    await signIn(page, 'client', 'Client#2026');
    await page.waitForURL('**/admin/dashboard');
    // The table draws the rows in view (and a couple more): the order is found as a person would, by its applicant.
    await page.getByLabel('Applicant name').fill(applicant);
    await page.getByRole('link', { name: `Deals for order ${orderId}` }).first().waitFor(POLL);
    await page.goto(`${portal().url}/admin/deals/${orderId}`);
    await page.getByRole('heading', { name: 'Deals', level: 1 }).waitFor(POLL);

    const gauge = page.getByRole('meter', { name: 'Credit score' });
    await gauge.waitFor(POLL);
    expect(await gauge.getAttribute('aria-valuenow')).toBe('612');
    expect(await page.locator('tr[aria-current="true"]').allInnerTexts()).toEqual([
      expect.stringContaining('Fair'),
      expect.stringContaining('Neutral Risk'),
    ]);
    await page.getByRole('heading', { name: 'Fraud score' }).waitFor();

    // Suggested first, then one category.
    await page.getByRole('heading', { name: 'Banksia Budget Coaching (demo)' }).waitFor(POLL);
    expect(await page.getByRole('link', { name: /^VISIT SITE/ }).count()).toBe(3);
    await photograph(page, 'deals');
    await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Identity protection' });
    await page.getByRole('heading', { name: 'Lockbox Password Manager (demo)' }).waitFor(POLL);
    await expect.poll(() => page.getByRole('link', { name: /^VISIT SITE/ }).count(), POLL).toBe(2);
    await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Suggested' });
    const visit = page.getByRole('link', { name: 'VISIT SITE: Banksia Budget Coaching (demo) (opens in a new tab)' });
    await visit.waitFor(POLL);
    expect(await visit.getAttribute('target')).toBe('_blank');
    expect(await visit.getAttribute('rel')).toContain('noopener');
    const [partnerTab] = await Promise.all([page.context().waitForEvent('page'), visit.click()]);
    await partnerTab.waitForLoadState();
    expect(partnerTab.url()).toBe('https://www.example.com/demo-partners/banksia-budget');
    // noopener: the partner's page has no handle on the portal.
    expect(await partnerTab.evaluate(() => window.opener)).toBeNull();
    await partnerTab.close();

    const operator = await newPage();
    await signIn(operator, 'operator', 'Operator#2026');
    await operator.waitForURL('**/admin/backoffice**');
    await operator.goto(`${portal().url}/admin/backoffice/partners`);
    const row = operator.getByRole('row', { name: /Banksia Budget Coaching \(demo\)/ });
    await row.waitFor(POLL);
    await expect.poll(async () => {
      await operator.reload();
      await row.waitFor(POLL);
      return (await row.innerText()).trim().split(/\s+/).includes('1');
    }, POLL).toBe(true);
    await photograph(operator, 'partners-admin');
    await operator.getByRole('button', { name: 'Change Banksia Budget Coaching (demo)' }).click();
    await operator.getByRole('dialog').getByLabel('Provider').waitFor(POLL);
    expect(await operator.getByRole('dialog').getByLabel('Provider').inputValue()).toBe('Banksia Budget Coaching (demo)');
    await expectAccessible(operator, 'partner dialog');
    // Saved as it is: the dialog closes and the partner is still listed (the save goes through the server).
    await operator.getByRole('dialog').getByRole('button', { name: 'Save partner' }).click();
    await operator.getByRole('dialog').waitFor({ state: 'detached', ...POLL });
    await row.waitFor(POLL);
  });
});

describe('JobAdder in Chromium', () => {
  it('links the company through the issuer and comes back to say it is linked, then Third Parties says so too', async () => {
    const page = await newPage();
    await signIn(page, 'client', 'Client#2026');
    await page.waitForURL('**/admin/dashboard');
    await page.goto(`${portal().url}/admin/thirdparties`);
    await page.getByRole('heading', { name: 'Third Parties', level: 1 }).waitFor(POLL);
    const link = page.getByRole('link', { name: 'Link JobAdder' });
    await link.waitFor(POLL);
    const authorize = new URL((await link.getAttribute('href'))!);
    expect(authorize.searchParams.get('scope')).toBe('read write offline_access');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${portal().url}/jobAdderOAuthHandler`);
    await photograph(page, 'third-parties');

    await link.click();
    await page.waitForURL('**/jobAdderOAuthHandler?**', POLL);
    await page.getByText('Your JobAdder account is linked').waitFor(POLL);
    await page.getByText('JobAdder OAuth Successfully completed').waitFor(POLL);
    await photograph(page, 'jobadder-return');
    await page.getByRole('link', { name: 'Back to Third Parties' }).click();
    await page.getByText(/Your JobAdder account is already linked/).waitFor(POLL);
    expect(await page.getByRole('link', { name: 'Link JobAdder' }).count()).toBe(0);
    await photograph(page, 'third-parties-linked');
  });

  it('ends with its own state when access was not allowed in JobAdder: no endless Loading, no Done beside an error', async () => {
    const page = await newPage();
    await signIn(page, 'client', 'Client#2026');
    await page.waitForURL('**/admin/dashboard');
    await page.goto(`${portal().url}/jobAdderOAuthHandler?error=access_denied&state=abc`);
    await page.getByRole('alert').getByText(/JobAdder was not linked: access was not allowed in JobAdder/).waitFor(POLL);
    expect(await page.getByText(/Loading|Linking/).count()).toBe(0);
    expect(await page.getByText('Done.').count()).toBe(0);
    expect(await page.getByText('JobAdder OAuth Successfully completed').count()).toBe(0);
    await photograph(page, 'jobadder-denied');
    await page.getByRole('link', { name: 'Back to Third Parties' }).click();
    await page.getByRole('heading', { name: 'Third Parties', level: 1 }).waitFor(POLL);
  });
});
