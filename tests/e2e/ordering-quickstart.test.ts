// The quick start in Chromium (order-and-application §2.2): the demo recruiter orders checks for one applicant of one
// of its clients, with a references questionnaire, and lands on the application's first step.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, expectAccessible, PHONE, portal, screenshot, signIn, useBrowser } from './harness';

// Pages load their data after they appear: assertions poll until the page shows it (or 10 s pass).
const POLL = { timeout: 10_000 };

const browser = useBrowser();

/** An address no earlier run on this portal has used: the invitation found in the outbox is this test's. */
const uniqueEmail = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com.au`;

/** Scripts the page's Content Security Policy refused (the form engine's validators must run under it). */
const refusedScripts = new WeakMap<Page, string[]>();

async function signedInPage(viewport: { width: number; height: number }): Promise<Page> {
  const page = await (await browser().newContext({ viewport })).newPage();
  const refused: string[] = [];
  refusedScripts.set(page, refused);
  page.on('console', (message) => {
    const text = message.text().slice(0, 200);
    if (text.includes('Content Security Policy') && !refused.includes(text)) refused.push(text);
  });
  await signIn(page, 'recruiter', 'Recruiter#2026');
  await page.waitForURL('**/admin/dashboard');
  await page.goto(`${portal().url}/admin/individual_form/`);
  await page.getByRole('heading', { name: 'Start a new check' }).waitFor();
  return page;
}

async function fillApplicant(page: Page, applicant: { first: string; surname: string; email: string; client: string }) {
  await page.getByRole('combobox', { name: 'Client', exact: true }).selectOption({ label: applicant.client });
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill(applicant.first);
  await page.getByRole('textbox', { name: 'Surname', exact: true }).fill(applicant.surname);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(applicant.email);
  await page.getByRole('combobox', { name: 'Purpose', exact: true }).selectOption('Employment');
  // The forms validate with precompiled validators: the policy (no 'unsafe-eval') refuses no script on the way.
  expect(refusedScripts.get(page)).toEqual([]);
}

/** The new order's id as the application pages will read it. */
const currentOrderId = (page: Page) => page.evaluate(() => sessionStorage.getItem('portal.currentOrderId'));

describe('quick start in Chromium', () => {
  it('recruiter orders police and reference checks with a questionnaire for a client and lands on step 1', async () => {
    const page = await signedInPage(DESKTOP);
    await expectAccessible(page, 'the quick start');

    // A recruiter's services and prices are the chosen client's: they show once the client is chosen.
    const email = uniqueEmail('ruby.campbell');
    await fillApplicant(page, {
      first: 'Ruby',
      surname: 'Campbell',
      email,
      client: 'Southern Cross Logistics',
    });

    // Only 'Full scope' services can be added.
    const blocked = page.getByRole('img', { name: 'Qualification Verification: Not available to run on its own.' });
    await blocked.hover();
    await expect.poll(() => page.getByRole('tooltip').first().textContent(), POLL).toBe('Not available to run on its own.');
    await expect.poll(() => page.getByRole('button', { name: 'Add Qualification Verification' }).count(), POLL).toBe(0);

    await page.getByRole('button', { name: 'Add National Police Check', exact: true }).click();
    await page.getByRole('button', { name: 'Add Reference Check' }).click();

    // The client's own template, then a question of our own after it.
    const questionnaire = page.getByRole('region', { name: 'References questionnaire' });
    await questionnaire.getByRole('combobox', { name: 'Template', exact: true }).selectOption('Warehouse and driver reference');
    await questionnaire.getByRole('button', { name: 'Load questions' }).click();
    const list = questionnaire.getByRole('list', { name: 'Questions for referees' });
    await list.getByText('Would you re-employ the applicant?').waitFor();
    await questionnaire.getByRole('textbox', { name: 'Section', exact: true }).fill('Conduct');
    await questionnaire.getByRole('combobox', { name: 'Type', exact: true }).selectOption({ label: 'Yes / No' });
    await questionnaire.getByRole('textbox', { name: 'Description', exact: true }).fill('Did the applicant hold a forklift licence while with you?');
    await questionnaire.getByRole('button', { name: 'Add question' }).click();
    await expect.poll(() => list.getByRole('listitem').count(), POLL).toBe(6);

    // The preview draws the questionnaire as the referee's form.
    await questionnaire.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Referee Form Preview' });
    await preview.getByRole('radiogroup', { name: 'Did the applicant hold a forklift licence while with you?' }).waitFor();
    await expectAccessible(page, 'the referee form preview');
    await screenshot(page, 'quickstart-preview-desktop');
    await preview.getByRole('button', { name: 'Close' }).click();

    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect.poll(() => summary.getByText('Price per person').locator('..').textContent(), POLL).toMatch(/^Price per person\$\d+\.\d{2}$/);
    await screenshot(page, 'quickstart-desktop');

    await summary.getByRole('button', { name: 'Start an application' }).click();
    await page.waitForURL('**/admin/application/1');
    expect(await currentOrderId(page)).toMatch(/^\d+$/);
    // The applicant was registered and invited (the invitation is a job: it arrives within the workers' poll).
    await expect.poll(() => portal().outbox().some((mail) => mail.includes(email)), POLL).toBe(true);
  });

  it('works on a phone: the summary comes below the form, nothing scrolls sideways, and the order starts', async () => {
    const page = await signedInPage(PHONE);
    await fillApplicant(page, {
      first: 'Noah',
      surname: 'Kelly',
      email: uniqueEmail('noah.kelly'),
      client: 'Eucalypt Aged Care',
    });
    await page.getByRole('button', { name: 'Add National Police Check', exact: true }).click();

    const form = await page.getByRole('region', { name: '2. Enter applicant details' }).boundingBox();
    const summary = await page.getByRole('region', { name: 'Order Summary' }).boundingBox();
    expect(summary!.y).toBeGreaterThan(form!.y + form!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'quickstart-phone');

    // Nothing missing is sent: the message first, then the order once complete.
    await page.getByRole('textbox', { name: 'Surname', exact: true }).fill('');
    await page.getByRole('button', { name: 'Start an application' }).click();
    await page.getByRole('status').getByText('Please complete the form.').waitFor();
    await expectAccessible(page, 'the quick start with its message');
    await screenshot(page, 'quickstart-phone-incomplete');
    await page.getByRole('textbox', { name: 'Surname', exact: true }).fill('Kelly');
    await page.getByRole('button', { name: 'Start an application' }).click();
    await page.waitForURL('**/admin/application/1');
    expect(await currentOrderId(page)).toMatch(/^\d+$/);
  });
});
