// Account Information in Chromium (issue 14): `client` (Full view) creates a user, who receives the set-password
// mail, chooses a password, signs in, changes it on Account Information and signs in with the new one; `client`
// then deletes the user, and the deleted user's open session ends. `viewer` (Restricted view) sees the users without
// Create or delete. The demo sign-ins' own passwords are never changed (other test files sign in with them). axe at
// 1280 and 390 px on the page and its dialogs; screenshots under tests/e2e/screenshots/.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, expectAccessible, mailTo, PHONE, photograph, resetLinkIn, signIn, useBrowser } from './harness';

const POLL = { timeout: 15_000 };
const browser = useBrowser();

async function newPage(viewport = DESKTOP): Promise<Page> {
  const context = await browser().newContext({ viewport });
  return context.newPage();
}

async function photographDialog(page: Page, name: string) {
  await page.getByRole('dialog').or(page.getByRole('alertdialog')).first().waitFor();
  await expectAccessible(page, name);
  await page.screenshot({ path: `tests/e2e/screenshots/${name}-desktop.png` });
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(150);
  await page.screenshot({ path: `tests/e2e/screenshots/${name}-phone.png` });
  await page.setViewportSize(DESKTOP);
}

const EMAIL = 'zoe.park@harbourhealth.com.au';
const FIRST_PASSWORD = 'Zoe#Park2026';
const NEW_PASSWORD = 'Zoe#Park2027';

describe('Account Information in Chromium', () => {
  it('a client creates a user, who sets a password, changes it and signs in with the new one; then the client deletes them', async () => {
    const client = await newPage();
    await signIn(client, 'client', 'Client#2026');
    await client.waitForURL('**/admin/dashboard');
    await client.goto(client.url().replace('/admin/dashboard', '/admin/clientsettings'));
    await client.getByRole('heading', { name: 'Account Information', level: 1 }).waitFor();
    await client.locator('#main-content').getByText('Harbour Health Group').waitFor(POLL);
    const users = client.getByRole('table');
    await users.getByRole('cell', { name: 'viewer', exact: true }).waitFor(POLL);
    await photograph(client, 'account-client');

    // Create new user: the engine's checks first, then the server's domain rule, then the real one.
    await client.getByRole('button', { name: 'Create new user' }).click();
    const create = client.getByRole('dialog', { name: 'Create new user' });
    await create.getByLabel('First name').waitFor(POLL);
    await photographDialog(client, 'account-new-user');
    await create.getByRole('button', { name: 'Create user' }).click();
    await expect.poll(() => create.getByText('Please complete the empty fields.').count(), POLL).toBe(3);
    await create.getByLabel('First name').fill('Z');
    await create.getByLabel('Surname').fill('Park');
    await create.getByLabel('Email').fill('zoe.park@gmail.com');
    await create.getByRole('button', { name: 'Create user' }).click();
    await create.getByText('Please enter at least 2 characters.').waitFor(POLL);
    await create.getByLabel('First name').fill('Zoe');
    await create.getByRole('button', { name: 'Create user' }).click();
    await create.getByRole('alert').getByText('You must use the same domain for the email.').waitFor(POLL);
    await create.getByLabel('Email').fill(EMAIL);
    await create.getByRole('button', { name: 'Create user' }).click();
    await client.getByText(`The user zoe.park was created. An email to choose a password was sent to ${EMAIL}.`).waitFor(POLL);
    expect(await create.count()).toBe(0);
    await users.getByRole('cell', { name: 'zoe.park', exact: true }).waitFor(POLL);

    // The new user's mail: the link chooses the password, then they sign in.
    const zoe = await newPage();
    await zoe.goto(resetLinkIn(await mailTo(EMAIL)));
    await zoe.getByLabel('New password', { exact: true }).fill(FIRST_PASSWORD);
    await zoe.getByLabel('Confirm password').fill(FIRST_PASSWORD);
    await zoe.getByRole('button', { name: 'Update password' }).click();
    await zoe.getByRole('heading', { name: 'Password updated' }).waitFor(POLL);
    await signIn(zoe, 'zoe.park', FIRST_PASSWORD);
    await zoe.waitForURL('**/admin/dashboard', POLL);

    // Change password on Account Information: the engine's checks, the server's refusal of a wrong current one.
    await zoe.goto(zoe.url().replace('/admin/dashboard', '/admin/clientsettings'));
    await zoe.getByText('Restricted view').first().waitFor(POLL);
    await zoe.getByText('Your access level (Restricted view) lets you see the users, not change them.').waitFor(POLL);
    expect(await zoe.getByRole('button', { name: 'Create new user' }).count()).toBe(0);
    expect(await zoe.getByRole('button', { name: /^Delete user/ }).count()).toBe(0);
    await zoe.getByRole('button', { name: 'Change password' }).click();
    const change = zoe.getByRole('dialog', { name: 'Change password' });
    await change.getByLabel('Current password').waitFor(POLL);
    await change.getByLabel(/^New password/).fill('weak');
    await change.getByLabel('Confirm new password').fill('different');
    await change.getByRole('button', { name: 'Update password' }).click();
    await change.getByText('Your password does not meet the minimum requirements. Try it again.').waitFor(POLL);
    await change.getByText('The password does not match.').waitFor(POLL);
    await photographDialog(zoe, 'account-change-password');
    await change.getByLabel('Current password').fill('Not#Mine2026');
    await change.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await change.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await change.getByRole('button', { name: 'Update password' }).click();
    await change.getByRole('alert').getByText('The current password is not correct.').waitFor(POLL);
    await change.getByLabel('Current password').fill(FIRST_PASSWORD);
    await change.getByRole('button', { name: 'Update password' }).click();
    await change.getByText('Your password was updated.').waitFor(POLL);
    await change.getByRole('button', { name: 'Close' }).click();

    // The new password signs in (in a fresh context), the old one no longer does.
    const again = await newPage();
    await signIn(again, 'zoe.park', FIRST_PASSWORD);
    await again.getByText(/incorrect/i).waitFor(POLL);
    await signIn(again, 'zoe.park', NEW_PASSWORD);
    await again.waitForURL('**/admin/dashboard', POLL);

    // The client deletes the user ('Are you sure?'); the user's open session ends at once.
    await client.getByRole('button', { name: 'Delete user zoe.park' }).click();
    const sure = client.getByRole('alertdialog', { name: 'Are you sure?' });
    await sure.waitFor();
    await photographDialog(client, 'account-delete-user');
    await sure.getByRole('button', { name: 'Delete' }).click();
    await client.getByText('The user zoe.park was deleted.').waitFor(POLL);
    await expect.poll(() => users.getByRole('cell', { name: 'zoe.park', exact: true }).count(), POLL).toBe(0);
    // Never oneself: the client's own row has no delete icon.
    expect(await client.getByRole('button', { name: 'Delete user client' }).count()).toBe(0);

    await again.goto(again.url().replace('/admin/dashboard', '/admin/clientsettings'));
    await again.waitForURL('**/login', POLL);
    // A long journey (three users' pages, a mail, five sign-ins): 15-35 s, but it once took over 120 s in a CI run
    // where the other projects' tests loaded both cores, every step slow and none failing.
  }, 240_000);

  it("shows an individual's own details and the change-password form", async () => {
    const page = await newPage();
    await signIn(page, 'applicant', 'Applicant#2026');
    await page.waitForURL('**/admin/home');
    await page.goto(page.url().replace('/admin/home', '/admin/settings'));
    await page.getByText('olivia.nguyen@example.com.au').waitFor(POLL);
    await page.locator('#main-content').getByText('Olivia Nguyen').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await photograph(page, 'account-individual');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('dialog', { name: 'Change password' }).getByLabel('Current password').waitFor(POLL);
    await page.getByText('Use at least 8 characters with one uppercase, one lowercase, one number and one special character.').waitFor();
  });
});
