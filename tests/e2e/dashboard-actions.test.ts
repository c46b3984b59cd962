// The client's order and service actions on the dashboard in Chromium (issue 12): `client` contacts the applicant of
// an order (the message arrives in the applicant's mailbox) and cancels one Open check with a reason (the outcome,
// then the check shows Cancelled), on an order of its own (harness newApplicant), so other files' changes to the
// shared demo orders do not matter. The summary report's download from the dashboard is in reports.test.ts, which
// completes an order through the back office first.
// axe at 1280 and 390 px with the dialogs open.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, expectAccessible, newApplicant, PHONE, portal, screenshot, signIn, useBrowser } from './harness';

const POLL = { timeout: 20_000 };
const browser = useBrowser();

/** The client's dashboard narrowed to one applicant's orders. */
async function dashboardFor(firstName: string): Promise<Page> {
  const context = await browser().newContext({ viewport: DESKTOP, acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, 'client', 'Client#2026');
  await page.waitForURL('**/admin/dashboard', POLL);
  await page.getByRole('table', { name: 'Orders' }).waitFor(POLL);
  await page.getByLabel('Applicant name').fill(firstName);
  await expect.poll(() => page.getByText(/^Showing 1 of/).isVisible(), POLL).toBe(true);
  return page;
}

async function accessibleAtBothWidths(page: Page, name: string) {
  await expectAccessible(page, `${name} (desktop)`);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await expectAccessible(page, `${name} (phone)`);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

describe('the client dashboard’s order actions in Chromium', () => {
  it('client contacts the applicant, then cancels one Open check with a reason', async () => {
    const applicant = await newApplicant('Cancelia', ['PC', 'RC']);
    const page = await dashboardFor('Cancelia');
    const id = applicant.orderId;

    // Contact: the addresses come from the server; an empty message is refused with the spec's words.
    await page.getByRole('button', { name: `Contact the applicant of order ${id}` }).click();
    const contact = page.getByRole('dialog', { name: 'Contact applicant' });
    await contact.getByText(applicant.email).waitFor(POLL);
    await contact.getByRole('button', { name: 'Send message' }).click();
    await contact.getByText('Please write a message').waitFor(POLL);
    await contact.getByRole('textbox', { name: /Message/ }).fill('Please finish your application by Friday.');
    await accessibleAtBothWidths(page, 'dashboard-contact');
    await contact.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('The message was sent.').waitFor(POLL);
    // The message is mailed to the applicant through the job queue (quoted-printable may fold its lines).
    await expect
      .poll(() => portal().outbox().some((mail) => mail.includes(applicant.email) && mail.replace(/=\r?\n/g, '').includes('Please finish your application by Friday.')), POLL)
      .toBe(true);
    await page.getByRole('dialog', { name: 'Contact applicant' }).getByRole('button', { name: 'OK' }).click();

    // Cancel the reference check: reason required, counted to 250; the outcome names the check.
    await page.getByRole('button', { name: `Show checks of order ${id}` }).click();
    const checks = page.getByRole('list', { name: `Checks of order ${id}` });
    await checks.getByText('Reference Check').waitFor(POLL);
    await checks.getByRole('button', { name: `Cancel Reference Check of order ${id}` }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel check' });
    await cancel.getByRole('button', { name: 'Cancel check' }).click();
    await cancel.getByText('Please write a reason').waitFor(POLL);
    await cancel.getByRole('textbox', { name: /Reason/ }).fill('Position filled internally');
    await cancel.getByText('26/250').waitFor(POLL);
    await accessibleAtBothWidths(page, 'dashboard-cancel-check');
    await cancel.getByRole('button', { name: 'Cancel check' }).click();
    const outcome = page.getByRole('dialog', { name: 'Cancellation' });
    await outcome.getByText(`Reference Check of order ${id} has been cancelled.`).waitFor(POLL);
    await outcome.getByRole('button', { name: 'OK' }).click();
    // Read again: the reference check is Cancelled and offers no cancel; the police check still does.
    await expect.poll(() => checks.getByRole('button', { name: `Cancel Reference Check of order ${id}` }).count(), POLL).toBe(0);
    await checks.getByRole('button', { name: `Cancel National Police Check of order ${id}` }).waitFor(POLL);
    await expect.poll(() => checks.getByText('Cancelled').count(), POLL).toBeGreaterThan(0);
  });
});
