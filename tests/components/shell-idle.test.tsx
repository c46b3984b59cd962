import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useIdleTimer } from '../../src/app/idle';
import { SESSION_STORAGE_KEY, sessionStore } from '../../src/app/session-store';
import { json, makeUser, renderAt, resetShell, stubFetch } from './shell-helpers';

const MINUTE = 60_000;

// Only the interval and the clock are faked: promises, lazy routes and React's scheduler run for real.
beforeEach(() => {
  resetShell();
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function minutesPass(minutes: number) {
  act(() => {
    vi.advanceTimersByTime(minutes * MINUTE);
  });
}

describe('idle timer', () => {
  it('shows the session-expired dialog once after 29 idle minutes and signs the user out', async () => {
    const calls = stubFetch({ 'POST /api/auth/logout': json(200, {}) });
    sessionStore.setUser(makeUser(2, { token: 'jwt-idle' }));
    const { router } = renderAt('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();

    minutesPass(26);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Two minutes ahead, the warning; the user is still signed in.
    minutesPass(1);
    const warning = await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    expect(warning.textContent).toContain('For your security you will be signed out in 2 minutes because of inactivity.');
    expect(sessionStore.getUser()).not.toBeNull();
    // Moving the mouse does not answer it: it stays until a button is pressed or the time is up.
    fireEvent.mouseMove(document.body);
    minutesPass(1);
    expect(screen.getByRole('alertdialog', { name: 'Are you still there?' })).toBeTruthy();
    minutesPass(1);
    const dialog = await screen.findByRole('alertdialog', { name: 'Session expired' });
    expect(screen.queryByRole('alertdialog', { name: 'Are you still there?' })).toBeNull();
    expect(dialog.textContent).toContain('For your security you were signed out after a period of inactivity.');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    // One sign-out call (the dashboard's own reads aside).
    const signOuts = calls.filter((c) => c.url === '/api/auth/logout');
    expect(signOuts.map((c) => [c.url, c.headers.authorization])).toEqual([['/api/auth/logout', 'Bearer jwt-idle']]);

    minutesPass(60);
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');

    minutesPass(60);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('does not expire while the mouse moves, and counts again from the last move', async () => {
    stubFetch({ 'POST /api/auth/logout': json(200, {}) });
    sessionStore.setUser(makeUser(1));
    renderAt('/admin/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();

    minutesPass(20);
    fireEvent.mouseMove(document.body);
    minutesPass(20);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sessionStore.getUser()?.Name).toBe('Olivia Nguyen');

    fireEvent.keyDown(document.body, { key: 'a' });
    minutesPass(26);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    minutesPass(1);
    expect(await screen.findByRole('alertdialog', { name: 'Are you still there?' })).toBeTruthy();
    minutesPass(2);
    expect(await screen.findByRole('alertdialog', { name: 'Session expired' })).toBeTruthy();
  });

  it('stays signed in from the warning, refreshing the server session, and counts again from then', async () => {
    const calls = stubFetch({
      'POST /api/auth/logout': json(200, {}),
      'GET /api/reports/dashboard_type/7': json(200, makeUser(2).dashboardInfo),
    });
    sessionStore.setUser(makeUser(2, { token: 'jwt-stay' }));
    renderAt('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();

    minutesPass(27);
    await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    const before = calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.slice(before).map((c) => [c.method, c.url, c.headers.authorization])).toEqual([
      ['GET', '/api/reports/dashboard_type/7', 'Bearer jwt-stay'],
    ]);

    minutesPass(26);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sessionStore.getUser()).not.toBeNull();
    minutesPass(1);
    expect(await screen.findByRole('alertdialog', { name: 'Are you still there?' })).toBeTruthy();
  });

  it('signs out from the warning on request', async () => {
    const calls = stubFetch({ 'POST /api/auth/logout': json(200, {}) });
    sessionStore.setUser(makeUser(2));
    const { router } = renderAt('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    minutesPass(27);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(sessionStore.getUser()).toBeNull();
    expect(calls.map((c) => c.url)).toContain('/api/auth/logout');
    expect(router.state.location.pathname).toBe('/login');
    // Signed out on request, not for inactivity: no session-expired dialog.
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('warns at 18 and signs out at 20 idle minutes on the application pages', async () => {
    stubFetch({ 'POST /api/auth/logout': json(200, {}) });
    sessionStore.setUser(makeUser(1));
    renderAt('/admin/application/1');
    // The application's code is large: it takes a while to load here.
    expect(await screen.findByRole('heading', { level: 1, name: 'Application' }, { timeout: 20_000 })).toBeTruthy();
    minutesPass(17);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    minutesPass(1);
    expect(await screen.findByRole('alertdialog', { name: 'Are you still there?' })).toBeTruthy();
    minutesPass(2);
    expect(await screen.findByRole('alertdialog', { name: 'Session expired' })).toBeTruthy();
  });

  it('takes the limit in minutes, warning two minutes ahead', () => {
    const onIdle = vi.fn();
    const { result } = renderHook(() => useIdleTimer(20, onIdle));
    minutesPass(17);
    expect(result.current.warning).toBe(false);
    minutesPass(1);
    expect(result.current.warning).toBe(true);
    minutesPass(1);
    expect(onIdle).not.toHaveBeenCalled();
    minutesPass(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(result.current.warning).toBe(false);
    minutesPass(40);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});
