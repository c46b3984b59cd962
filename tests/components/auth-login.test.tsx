import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_STORAGE_KEY, sessionStore } from '../../src/app/session-store';
import { json, makeUser, openAccountMenu, renderAt, resetShell, stubFetch } from './shell-helpers';

const dashboardInfo = (clientId: string) => ({
  dashboardType: clientId === '0' ? 'individual' : 'client',
  ShowClientName: '1',
  SearchClient: '0',
  ClientID: clientId,
  ClientName: clientId === '0' ? '' : 'Harbour Logistics Pty Ltd',
  LogoURL: '',
  AccessLevel: clientId === '0' ? '' : 'Full view',
});

function loginAnswer(userID: number, fullName: string, clientID: string) {
  return json(200, { userMaster: { userID, fullName, clientID }, token: { access_token: `jwt-${userID}` } });
}

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('User'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

beforeEach(resetShell);
afterEach(() => vi.unstubAllGlobals());

describe('login', () => {
  it('asks for both fields before calling the server, also when they hold only spaces', async () => {
    const calls = stubFetch({});
    renderAt('/login');
    await fillAndSubmit('   ', '');
    expect((await screen.findByRole('alert')).textContent).toContain('Please fill blank spaces');
    await fillAndSubmit('client', '   ');
    expect(screen.getByRole('alert').textContent).toContain('Please fill blank spaces');
    expect(calls).toHaveLength(0);
  });

  it("shows the server's errorMessage for a wrong password and keeps what was typed", async () => {
    const calls = stubFetch({
      'POST /api/auth/login': json(401, { errorMessage: 'The user name or password is incorrect.' }),
    });
    renderAt('/login');
    await fillAndSubmit('client', 'wrong-pass');
    expect((await screen.findByRole('alert')).textContent).toContain('The user name or password is incorrect.');
    expect((screen.getByLabelText('User') as HTMLInputElement).value).toBe('client');
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false);
    expect(calls[0].body).toEqual({ username: 'client', password: 'wrong-pass' });
    // A public call carries no token, and a refused login is not a sign-out.
    expect(calls[0].headers.authorization).toBeUndefined();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('falls back to the catalogue texts: 4xx without a message, 5xx, 503, no connection', async () => {
    stubFetch({ 'POST /api/auth/login': json(400, {}) });
    renderAt('/login');
    await fillAndSubmit('client', 'x');
    expect((await screen.findByRole('alert')).textContent).toContain('Information error.');

    stubFetch({ 'POST /api/auth/login': json(500, { errorMessage: 'db down' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Error. Please try later.'));

    // A 503 says the service is briefly away: the server's own sentence when it gives one, else the catalogue's.
    stubFetch({ 'POST /api/auth/login': json(503, { errorMessage: 'The service is briefly unavailable. Please try again in a moment.' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The service is briefly unavailable. Please try again in a moment.'));
    stubFetch({ 'POST /api/auth/login': json(503, {}) });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('We are briefly unavailable. Please try again in a moment.'));

    stubFetch({ 'POST /api/auth/login': new Error('offline') });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Connection error. Please try later.'));
  });

  it('signs an individual in, stores the session and lands on /admin/home', async () => {
    const calls = stubFetch({
      'POST /api/auth/login': loginAnswer(41, 'Olivia Nguyen', '0'),
      'GET /api/reports/dashboard_type/41': json(200, dashboardInfo('0')),
    });
    const { router } = renderAt('/login');
    await fillAndSubmit('  applicant ', 'Applicant#2026');

    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/home');
    expect(calls[0].body).toEqual({ username: 'applicant', password: 'Applicant#2026' });
    expect(calls[1].headers.authorization).toBe('Bearer jwt-41');
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual({
      Id: 41,
      Name: 'Olivia Nguyen',
      rol: 1,
      token: 'jwt-41',
      dashboardInfo: dashboardInfo('0'),
    });
    expect(screen.getByText('Olivia Nguyen')).toBeTruthy();
  });

  it("takes a visitor who arrived signed out by an email's link to that page once signed in", async () => {
    stubFetch({
      'POST /api/auth/login': loginAnswer(41, 'Olivia Nguyen', '0'),
      'GET /api/reports/dashboard_type/41': json(200, dashboardInfo('0')),
    });
    const { router } = renderAt('/admin/edit-application/1042?from=mail');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    await fillAndSubmit('applicant', 'Applicant#2026');
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/admin/edit-application/1042?from=mail'));
  });

  it('starts the next user at home after a sign-out in this tab, whatever page it was on', async () => {
    stubFetch({
      'POST /api/auth/login': loginAnswer(41, 'Olivia Nguyen', '0'),
      'GET /api/reports/dashboard_type/41': json(200, dashboardInfo('0')),
    });
    sessionStore.setUser(makeUser(1));
    const { router } = renderAt('/admin/history');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order History' })).toBeTruthy();
    act(() => sessionStore.clear('manual'));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    await fillAndSubmit('applicant', 'Applicant#2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/home'));
  });

  it('sends a client user (clientID other than 0) to /admin/dashboard', async () => {
    stubFetch({
      'POST /api/auth/login': loginAnswer(7, 'Liam Walsh', '12'),
      'GET /api/reports/dashboard_type/7': json(200, dashboardInfo('12')),
    });
    const { router } = renderAt('/');
    await fillAndSubmit('client', 'Client#2026');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(sessionStore.getUser()?.rol).toBe(2);
  });

  it('asks for the code after a right password, keeps a wrong one on screen, and signs in with the token of the second step', async () => {
    let tries = 0;
    const calls = stubFetch({
      'POST /api/auth/login': json(200, { userMaster: { userID: 7, fullName: 'Liam Walsh', clientID: '12' }, token: { access_token: 'pending-7' }, errorMessage: '', twoFactor: 'code' }),
      'POST /api/auth/second-step': () =>
        ++tries === 1
          ? json(400, { errorMessage: 'The code is not correct. Please try again.' })
          : json(200, { userMaster: { userID: 7, fullName: 'Liam Walsh', clientID: '12' }, token: { access_token: 'jwt-7' }, errorMessage: '' }),
      'GET /api/reports/dashboard_type/7': json(200, dashboardInfo('12')),
    });
    const { router } = renderAt('/login');
    const user = await fillAndSubmit('client', 'Client#2026');
    await screen.findByRole('heading', { level: 1, name: 'Two-factor sign-in' });
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The code is not correct. Please try again.');
    expect((screen.getByLabelText('Code') as HTMLInputElement).value).toBe('123456');
    expect(sessionStore.getUser()).toBeNull();
    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // The second step's screen was loaded on demand, and so is the dashboard: more than findBy's default second.
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    const secondSteps = calls.filter((c) => c.url.endsWith('/auth/second-step'));
    expect(secondSteps.map((c) => c.headers.authorization)).toEqual(['Bearer pending-7', 'Bearer pending-7']);
    expect(secondSteps[1].body).toEqual({ code: '654321' });
    // The dashboard is read with the full session's token, never the second step's.
    expect(calls.find((c) => c.url.includes('dashboard_type'))!.headers.authorization).toBe('Bearer jwt-7');
    expect(sessionStore.getUser()?.token).toBe('jwt-7');
  });

  it('offers a user of passkeys alone one of their recovery codes in place of the passkey', async () => {
    const calls = stubFetch({
      'POST /api/auth/login': json(200, {
        userMaster: { userID: 7, fullName: 'Liam Walsh', clientID: '12' },
        token: { access_token: 'pending-7' },
        errorMessage: '',
        twoFactor: 'code',
        secondFactors: ['passkey', 'recovery'],
      }),
      'POST /api/auth/second-step': json(200, { userMaster: { userID: 7, fullName: 'Liam Walsh', clientID: '12' }, token: { access_token: 'jwt-7' }, errorMessage: '' }),
      'GET /api/reports/dashboard_type/7': json(200, dashboardInfo('12')),
    });
    renderAt('/login');
    const user = await fillAndSubmit('client', 'Client#2026');
    await screen.findByRole('heading', { level: 1, name: 'Two-factor sign-in' });
    // The passkey first; no code box until asked for (this user has no app).
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeTruthy();
    expect(screen.queryByLabelText('Code')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByLabelText('Recovery code');
    expect(document.activeElement).toBe(field);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Please enter one of your recovery codes.');
    await user.type(field, 'ABCDE-FGHJK');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 10_000 })).toBeTruthy();
    expect(calls.filter((c) => c.url.endsWith('/auth/second-step')).map((c) => c.body)).toEqual([{ code: 'ABCDE-FGHJK' }]);
  });

  it('does not sign in when the dashboard info cannot be read', async () => {
    stubFetch({
      'POST /api/auth/login': loginAnswer(7, 'Liam Walsh', '12'),
      'GET /api/reports/dashboard_type/7': json(500, {}),
      'POST /api/auth/logout': json(200, {}),
    });
    const { router } = renderAt('/login');
    await fillAndSubmit('client', 'Client#2026');
    expect((await screen.findByRole('alert')).textContent).toContain('Error. Please try later.');
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('shows and hides the password', async () => {
    stubFetch({});
    renderAt('/login');
    const user = userEvent.setup();
    const password = screen.getByLabelText('Password');
    await user.type(password, 'Secret#1');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    expect((password as HTMLInputElement).value).toBe('Secret#1');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('submits with Enter', async () => {
    const calls = stubFetch({ 'POST /api/auth/login': json(401, { errorMessage: 'Account locked.' }) });
    renderAt('/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('User'), 'client');
    await user.type(screen.getByLabelText('Password'), 'pw{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('Account locked.');
    expect(calls).toHaveLength(1);
  });

  it('redirects a signed-in user away from the login by role', async () => {
    stubFetch({});
    sessionStore.setUser(makeUser(2));
    const { router } = renderAt('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('links to the forgot-password page', async () => {
    stubFetch({});
    renderAt('/login');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/resetpassword');
  });
});

describe('partner brand logins', () => {
  it("names the client of the link's key and keeps the forgot link under the brand", async () => {
    const calls = stubFetch({
      'GET /api/brand/harbour': json(200, { ClientName: 'Harbour Logistics', LogoURL: '/files/harbour.png' }),
    });
    renderAt('/checkmate/harbour');
    expect(await screen.findByText('Sign in to order and track checks for Harbour Logistics')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Checkmate' }).getAttribute('src')).toBe('/logos/checkmate.svg');
    expect(screen.getByRole('img', { name: 'Harbour Logistics logo' }).getAttribute('src')).toBe('/files/harbour.png');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/checkmate/harbour/resetpassword');
    expect(calls[0].headers.authorization).toBeUndefined();
  });

  it('shows the brand alone for an unknown key', async () => {
    const calls = stubFetch({ 'GET /api/brand/nobody': json(404, { errorMessage: 'Not found' }) });
    renderAt('/worecs/nobody');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByRole('img', { name: 'WoRecs' }).getAttribute('src')).toBe('/logos/worecs.svg');
    expect(screen.getByText('Sign in to order and track background checks.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens the branded forgot-password page with a way back to the branded login', async () => {
    stubFetch({});
    const { router } = renderAt('/worecs/acme');
    stubFetch({ 'GET /api/brand/acme': json(404, {}) });
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/worecs/acme/resetpassword');
    expect(screen.getByRole('img', { name: 'WoRecs' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Back to login' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/worecs/acme');
  });

  it('keeps the brand signed in with: its logo in the drawer, after a reload too, and its login after logging out', async () => {
    stubFetch({
      'POST /api/auth/login': loginAnswer(41, 'Olivia Nguyen', '0'),
      'GET /api/reports/dashboard_type/41': json(200, dashboardInfo('0')),
      'POST /api/auth/logout': json(200, {}),
    });
    const first = renderAt('/checkmate');
    await fillAndSubmit('applicant', 'Applicant#2026');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Checkmate' }).getAttribute('src')).toBe('/logos/checkmate.svg');

    first.unmount();
    sessionStore.reload();
    const { router } = renderAt('/admin/home');
    expect((await screen.findByRole('img', { name: 'Checkmate' })).getAttribute('src')).toBe('/logos/checkmate.svg');
    const user = userEvent.setup();
    await openAccountMenu(user, 'Olivia Nguyen');
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkmate'));
  });

  it('redirects a signed-in individual from a brand login to /admin/home', async () => {
    stubFetch({});
    sessionStore.setUser(makeUser(1));
    const { router } = renderAt('/checkmate');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/home');
  });
});

describe('login after a forced sign-out', () => {
  it("says 'Security control. Login again.' once", async () => {
    stubFetch({});
    sessionStore.setUser(makeUser(2));
    sessionStore.clear('unauthorized');
    renderAt('/login');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Security control. Login again.')).toBeTruthy();
    expect(sessionStore.getState().signOutReason).toBeNull();
  });
});
