// Two-factor sign-in and sessions in Chromium (issue 32). The demo operator `trainee` has no second factor yet: signing
// in takes them to the enrolment, where the test reads the key off the page, computes the app's code with otpauth and
// turns it on; the recovery codes are shown once; then a new sign-in asks for the code. A client user signed in on two
// devices sees both on Account Information, signs the other out, and the other is signed out. axe at 1280 and 390 px
// on the enrolment, the second step and the sessions; screenshots under tests/e2e/screenshots/.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, enterCode, expectAccessible, photograph, portal, signIn, totpCode, useBrowser } from './harness';

const POLL = { timeout: 20_000 };
const browser = useBrowser();
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function newPage(userAgent?: string): Promise<Page> {
  const context = await browser().newContext({ viewport: DESKTOP, ...(userAgent ? { userAgent } : {}) });
  return context.newPage();
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
});
