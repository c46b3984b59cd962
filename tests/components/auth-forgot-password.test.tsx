import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderAt, resetShell, stubFetch } from './shell-helpers';

beforeEach(resetShell);
afterEach(() => vi.unstubAllGlobals());

async function submitEmail(email: string) {
  const user = userEvent.setup();
  const field = await screen.findByLabelText('Email');
  await user.clear(field);
  if (email) await user.type(field, email);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('forgot password', () => {
  it('asks for an email when the field is empty', async () => {
    const calls = stubFetch({});
    renderAt('/resetpassword');
    await submitEmail('');
    expect((await screen.findByRole('alert')).textContent).toBe('Please fill blank spaces.');
    expect(calls).toHaveLength(0);
  });

  it('refuses an address that is not an email', async () => {
    const calls = stubFetch({});
    renderAt('/resetpassword');
    await submitEmail('olivia.nguyen@example');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email. Please try again.');
    await submitEmail('olivia nguyen@example.com.au');
    expect(screen.getByRole('alert').textContent).toBe('Invalid email. Please try again.');
    expect(calls).toHaveLength(0);
  });

  it('shows the Thank you view when the answer holds no error message', async () => {
    const calls = stubFetch({ 'POST /api/auth/forgotPassword': json(200, { outcome: 'Sent' }) });
    renderAt('/resetpassword');
    await submitEmail('olivia.nguyen@example.com.au');
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeTruthy();
    expect(screen.getByText('Your login details will arrive by email within 5 minutes.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@clearcheck.com.au' }).getAttribute('href')).toBe(
      'mailto:support@clearcheck.com.au',
    );
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/auth/forgotPassword',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: { email: 'olivia.nguyen@example.com.au' },
      },
    ]);
  });

  it('submits with Enter', async () => {
    const calls = stubFetch({ 'POST /api/auth/forgotPassword': json(200, {}) });
    renderAt('/resetpassword');
    await userEvent.type(await screen.findByLabelText('Email'), 'liam@harbour.com.au{Enter}');
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('shows the error, keeps the address and re-enables the button', async () => {
    let release: (answer: Response) => void = () => undefined;
    stubFetch({
      'POST /api/auth/forgotPassword': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    renderAt('/resetpassword');
    await submitEmail('unknown@example.com.au');
    const button = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(true));

    release(json(200, { errorMessage: 'The email is not registered.' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The email is not registered.');
    expect(button.disabled).toBe(false);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('unknown@example.com.au');
  });

  it('maps failures to the catalogue texts', async () => {
    stubFetch({ 'POST /api/auth/forgotPassword': json(500, {}) });
    renderAt('/resetpassword');
    await submitEmail('liam@harbour.com.au');
    expect((await screen.findByRole('alert')).textContent).toBe('Error. Please try later.');

    stubFetch({ 'POST /api/auth/forgotPassword': new Error('offline') });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Connection error. Please try later.'));
  });

  it('links back to the login', async () => {
    stubFetch({});
    const { router } = renderAt('/resetpassword');
    await userEvent.click(await screen.findByRole('link', { name: 'Back to login' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('choosing a new password from the emailed link', () => {
  /** The page first asks which account the link is for. */
  const account = { 'POST /api/auth/password/reset/account': json(200, { username: 'olivia.nguyen' }) };
  /** The calls after that first one. */
  const sent = (calls: ReturnType<typeof stubFetch>) => calls.filter((c) => !c.url.endsWith('/reset/account'));

  async function fillPasswords(first: string, second: string) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), first);
    await user.type(screen.getByLabelText('Confirm password'), second);
    await user.click(screen.getByRole('button', { name: 'Update password' }));
  }

  it('shows the rules and refuses passwords that differ', async () => {
    const calls = stubFetch(account);
    renderAt('/resetpassword?token=abc123');
    expect(
      await screen.findByText(
        'Use at least 8 characters with one uppercase, one lowercase, one number and one special character.',
      ),
    ).toBeTruthy();
    await fillPasswords('Harbour#2026', 'Harbour#2027');
    expect(screen.getByRole('alert').textContent).toBe('The password does not match.');
    expect(sent(calls)).toHaveLength(0);
  });

  it('refuses a password that breaks the rules before sending it', async () => {
    const calls = stubFetch(account);
    renderAt('/resetpassword?token=abc123');
    await fillPasswords('harbour2026', 'harbour2026');
    expect(screen.getByRole('alert').textContent).toBe(
      'Your password does not meet the minimum requirements. Try it again.',
    );
    expect(sent(calls)).toHaveLength(0);
  });

  it('sends the token and the new password, then confirms with a link to login', async () => {
    const calls = stubFetch({ ...account, 'POST /api/auth/password/reset': json(200, { message: 'Your password was updated.' }) });
    renderAt('/resetpassword?token=abc123');
    expect(await screen.findByText('olivia.nguyen')).toBeTruthy();
    await fillPasswords('Harbour#2026', 'Harbour#2026');
    expect((await screen.findByRole('alert')).textContent).toBe('Your password was updated.');
    expect(calls[0].body).toEqual({ resetToken: 'abc123' });
    expect(sent(calls)[0].body).toEqual({ resetToken: 'abc123', newPassword: 'Harbour#2026' });
    expect(sent(calls)[0].headers.authorization).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
  });

  it("shows the server's words for an expired link and the requirements text when it gives none", async () => {
    stubFetch({
      ...account,
      'POST /api/auth/password/reset': json(400, {
        errorMessage: 'This password reset link has expired or was already used. Please ask for a new one.',
      }),
    });
    renderAt('/resetpassword?token=abc123');
    await fillPasswords('Harbour#2026', 'Harbour#2026');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This password reset link has expired or was already used. Please ask for a new one.',
    );

    stubFetch({ 'POST /api/auth/password/reset': json(400, {}) });
    await userEvent.click(screen.getByRole('button', { name: 'Update password' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Your password does not meet the minimum requirements. Try it again.',
      ),
    );
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('Harbour#2026');
  });

  it('says at once when the link can no longer be used, with no form to fill', async () => {
    stubFetch({
      'POST /api/auth/password/reset/account': json(400, {
        errorMessage: 'This password reset link has expired or was already used. Please ask for a new one.',
      }),
    });
    renderAt('/resetpassword?token=abc123');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This password reset link has expired or was already used. Please ask for a new one.',
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
