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

    minutesPass(28);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sessionStore.getUser()).not.toBeNull();

    minutesPass(1);
    const dialog = await screen.findByRole('alertdialog', { name: 'Session expired' });
    expect(dialog.textContent).toContain('For your security you were signed out after a period of inactivity.');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(calls.map((c) => [c.url, c.headers.authorization])).toEqual([['/api/auth/logout', 'Bearer jwt-idle']]);

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
    minutesPass(28);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    minutesPass(1);
    expect(await screen.findByRole('alertdialog', { name: 'Session expired' })).toBeTruthy();
  });

  it('takes the limit in minutes (the application uses 20)', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleTimer(20, onIdle));
    minutesPass(19);
    expect(onIdle).not.toHaveBeenCalled();
    minutesPass(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    minutesPass(40);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});
