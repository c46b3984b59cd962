// Two-factor sign-in and sessions in Chromium (issue 32). The demo operator `trainee` has no second factor yet: signing
// in takes them to the enrolment, where the test reads the key off the page, computes the app's code with otpauth and
// turns it on; the recovery codes are shown once; then a new sign-in asks for the code. A client user signed in on two
// devices sees both on Account Information, signs the other out, and the other is signed out. axe at 1280 and 390 px
// on the enrolment, the second step and the sessions; screenshots under tests/e2e/screenshots/.
// Passkeys: the demo operator opens Account Information from the back office menu, registers a passkey with
// Chromium's virtual authenticator (CDP WebAuthn, ctap2, internal transport), signs in again with it instead of the
// code, and removes it. WebAuthn takes no IP address as a relying party, so that test opens the portal at
// localhost (the server's rule for development and tests: server/auth/passkeys.ts relyingPartyOf).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_OPERATOR_TOTP_SECRET } from '../../server/db/seed-data';
import { DESKTOP, enterCode, expectAccessible, logOut, photograph, portal, signIn, totpCode, useBrowser } from './harness';

const POLL = { timeout: 20_000 };
const browser = useBrowser();
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function newPage(userAgent?: string): Promise<Page> {
  const context = await browser().newContext({ viewport: DESKTOP, ...(userAgent ? { userAgent } : {}) });
  return context.newPage();
}

/** The portal at localhost, where WebAuthn accepts it as the relying party (not at an IP address). */
const passkeySite = () => portal().url.replace('127.0.0.1', 'localhost');

/** The password half of a sign-in at that address. */
async function passwordStep(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`${passkeySite()}/login`);
  await page.getByLabel('User').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A platform authenticator that says yes at once (a fingerprint touched), for this page only (CDP WebAuthn). */
async function addFingerprint(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

describe('two-factor sign-in in Chromium', () => {
  it('an operator without a second factor sets one up after the password, then signs in with a code', async () => {
    const page = await newPage();
    // No secret yet: the harness gives no code, the page asks for the enrolment.
    await signIn(page, 'trainee', 'Trainee#2026', '');
    await page.getByRole('heading', { name: 'Set up two-factor sign-in', level: 1 }).waitFor(POLL);
    await page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor(POLL);
    await photograph(page, 'two-factor-enrolment');

    const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel('2. Enter the 6-digit code the app shows').fill('000000' === totpCode(secret) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await page.getByRole('alert').getByText('The code is not correct. Please try again.').waitFor(POLL);
    await page.getByLabel('2. Enter the 6-digit code the app shows').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' });
    await codes.waitFor(POLL);
    await expect.poll(() => codes.getByRole('listitem').count()).toBe(10);
    expect(await codes.getByRole('listitem').first().innerText()).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    await photograph(page, 'two-factor-recovery-codes');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/admin/backoffice', POLL);

    // A new sign-in asks for the code: the second step's screen, then the app's code signs in.
    const again = await newPage();
    await again.goto(`${portal().url}/login`);
    await again.getByLabel('User').fill('trainee');
    await again.getByLabel('Password', { exact: true }).fill('Trainee#2026');
    await again.getByRole('button', { name: 'Sign in' }).click();
    await again.getByRole('heading', { name: 'Two-factor sign-in', level: 1 }).waitFor(POLL);
    await photograph(again, 'two-factor-second-step');
    await enterCode(again, secret);
    await again.waitForURL('**/admin/backoffice', POLL);
    await again.context().close();
    await page.context().close();
  });

  it('a client user sees the sessions of two devices and signs the other one out', async () => {
    const laptop = await newPage();
    const phone = await newPage(IPHONE);
    await signIn(phone, 'client', 'Client#2026');
    await phone.waitForURL('**/admin/dashboard', POLL);
    await signIn(laptop, 'client', 'Client#2026');
    await laptop.waitForURL('**/admin/dashboard', POLL);

    await laptop.goto(`${portal().url}/admin/clientsettings`);
    const sessions = laptop.getByRole('list', { name: 'Your sessions' });
    await sessions.waitFor(POLL);
    const mine = sessions.getByTestId('session-row').filter({ hasText: 'This device' });
    await expect.poll(() => mine.count(), POLL).toBe(1);
    expect(await mine.innerText()).toContain('Chrome on Linux');
    const iphone = sessions.getByTestId('session-row').filter({ hasText: 'Safari on iPhone' });
    await expect.poll(() => iphone.count(), POLL).toBe(1);
    await laptop.getByRole('heading', { name: 'Where you are signed in' }).scrollIntoViewIfNeeded();
    await expectAccessible(laptop, 'account-sessions');
    await laptop.screenshot({ path: 'tests/e2e/screenshots/account-sessions-desktop.png', fullPage: true });

    await iphone.getByRole('button', { name: /^Sign out Safari on iPhone/ }).click();
    await laptop.getByText('Safari on iPhone is signed out.').waitFor(POLL);
    await expect.poll(() => iphone.count(), POLL).toBe(0);

    // The phone's next call is refused and it is back at sign-in, saying why.
    await phone.reload();
    await phone.waitForURL('**/login**', POLL);
    await phone.getByText('Security control. Login again.').waitFor(POLL);
    // The laptop goes on.
    await laptop.reload();
    await sessions.waitFor(POLL);
    await laptop.context().close();
    await phone.context().close();
  });

  it('an operator registers a passkey in Account Information and signs in with it instead of the code', async () => {
    const context = await browser().newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await addFingerprint(page);
    const operatorPassword = async () => {
      await passwordStep(page, 'operator', 'Operator#2026');
      await page.getByRole('heading', { name: 'Two-factor sign-in', level: 1 }).waitFor(POLL);
    };
    await operatorPassword();
    await enterCode(page, DEMO_OPERATOR_TOTP_SECRET);
    await page.waitForURL('**/admin/backoffice', POLL);

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Account Information' }).click();
    await page.getByRole('heading', { name: 'Account Information', level: 1 }).waitFor(POLL);
    await page.getByRole('heading', { name: 'Passkeys', level: 2 }).waitFor(POLL);
    await page.getByText('No passkeys yet.', { exact: false }).waitFor(POLL);
    await page.getByRole('list', { name: 'Your sessions' }).waitFor(POLL);
    await photograph(page, 'operator-account');

    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
    await dialog.waitFor(POLL);
    // A name is asked for first.
    await dialog.getByRole('button', { name: 'Create passkey' }).click();
    await dialog.getByRole('alert').getByText('Please give the passkey a name.').waitFor(POLL);
    await dialog.getByLabel('Name this passkey').fill('Work laptop');
    await expectAccessible(page, 'add-passkey');
    await dialog.getByRole('button', { name: 'Create passkey' }).click();
    await page.getByText('Passkey "Work laptop" added.').first().waitFor(POLL);
    const rows = page.getByRole('list', { name: 'Your passkeys' }).getByTestId('passkey-row');
    await expect.poll(() => rows.count(), POLL).toBe(1);
    expect(await rows.first().innerText()).toContain('not used yet');

    // Signed out, the password is followed by the second step, where the passkey signs in without a code.
    await logOut(page);
    await operatorPassword();
    await page.getByRole('button', { name: 'Use a passkey' }).waitFor(POLL);
    await photograph(page, 'passkey-second-step');
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.waitForURL('**/admin/backoffice', POLL);

    // Account shows it used; removing it asks first.
    await page.goto(`${passkeySite()}/admin/backoffice/account`);
    await expect.poll(() => rows.first().innerText(), POLL).toMatch(/last used/);
    await page.getByRole('button', { name: 'Remove passkey Work laptop' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Remove passkey "Work laptop"?' });
    await ask.waitFor(POLL);
    await expectAccessible(page, 'remove-passkey');
    await ask.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Passkey "Work laptop" removed.').first().waitFor(POLL);
    await page.getByText('No passkeys yet.', { exact: false }).waitFor(POLL);
    await context.close();
  });
  it('a client user without an app gets recovery codes with a first passkey, and signs in with one of them', async () => {
    const context = await browser().newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await addFingerprint(page);
    const recruiterPassword = () => passwordStep(page, 'recruiter', 'Recruiter#2026');
    await recruiterPassword();
    await page.waitForURL('**/admin/dashboard', POLL);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Account Information' }).click();
    await page.getByRole('heading', { name: 'Passkeys', level: 2 }).waitFor(POLL);

    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
    await dialog.getByLabel('Name this passkey').fill('Phone');
    await dialog.getByRole('button', { name: 'Create passkey' }).click();
    // Shown once, in the dialog: the codes are what a lost phone leaves.
    await dialog.getByText('Your passkey is set up.').waitFor(POLL);
    const codes = await dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allInnerTexts();
    expect(codes).toHaveLength(10);
    await expectAccessible(page, 'passkey-recovery-codes');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByText('10 of 10 recovery codes left.').waitFor(POLL);

    // Signed out, the second step offers the passkey and, asked for, a recovery code.
    await logOut(page);
    await recruiterPassword();
    await page.getByRole('button', { name: 'Use a passkey' }).waitFor(POLL);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').waitFor(POLL);
    await photograph(page, 'recovery-code-second-step');
    await page.getByLabel('Recovery code').fill(codes[0].trim());
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/admin/dashboard', POLL);

    // One code fewer; the last passkey removed takes the codes with it, and the next sign-in has no second step.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Account Information' }).click();
    await page.getByText('9 of 10 recovery codes left.').waitFor(POLL);
    await page.getByRole('button', { name: 'Remove passkey Phone' }).click();
    await page.getByRole('alertdialog', { name: 'Remove passkey "Phone"?' }).getByRole('button', { name: 'Remove' }).click();
    await page.getByText('No passkeys yet.', { exact: false }).waitFor(POLL);
    expect(await page.getByText(/recovery codes left/).count()).toBe(0);
    await logOut(page);
    await recruiterPassword();
    await page.waitForURL('**/admin/dashboard', POLL);
    await context.close();
  });
});
