// "Nothing typed is lost" (issue 3): the unsaved answers of a step are kept on this device on every change, come back
// when the step opens again (reload, dropped connection, timeout), and are removed once the server accepted them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '../../src/app/session-store';
import { draftKey } from '../../src/features/application/drafts';
import { APPLICANT, applicationAnswers, json, ORDER_ID, renderPortal, resetApplicationTests } from './application-harness';

afterEach(() => {
  vi.useRealTimers();
  resetApplicationTests();
});

const KEY = draftKey(APPLICANT.Id, ORDER_ID, 'Personal Details');
const kept = () => {
  const raw = localStorage.getItem(KEY);
  return raw === null ? null : (JSON.parse(raw) as { data: Record<string, Record<string, string>> }).data;
};

describe('local drafts of a step', () => {
  it('keeps what was typed, restores it when the step opens again, and clears it after a successful save', async () => {
    const first = renderPortal('/admin/application/personal', applicationAnswers());
    await first.user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Olivia');
    await first.user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Nguyen');
    // Leaving the field commits it (the form also commits after a pause in typing).
    await first.user.click(screen.getByRole('textbox', { name: 'Date of birth' }));
    await waitFor(() => expect(kept()).toEqual({ s0: { FirstName: 'Olivia', Surname: 'Nguyen' } }));

    // The page goes away (a reload, the idle sign-out) before NEXT was pressed.
    first.unmount();
    const second = renderPortal('/admin/application/personal', applicationAnswers());
    const firstName = await screen.findByRole('textbox', { name: 'First name' });
    expect(firstName).toHaveProperty('value', 'Olivia');
    expect(screen.getByRole('textbox', { name: 'Surname' })).toHaveProperty('value', 'Nguyen');
    // The banner's code loads when a draft is restored.
    expect(await screen.findByText(/We restored the answers you had not saved yet\./)).toBeTruthy();

    await second.user.type(screen.getByRole('textbox', { name: 'Date of birth' }), '05/03/1990');
    await second.user.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(second.path()).toBe('/admin/application/address'));
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps the draft when the save fails, and when the server refuses the step', async () => {
    const { user } = renderPortal(
      '/admin/application/personal',
      applicationAnswers({ 'POST /api/application/set_data_by_tab': json(200, { approve: 0, error_msg: 'Surname: too short.' }) }),
    );
    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Olivia');
    await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Nguyen');
    await user.type(screen.getByRole('textbox', { name: 'Date of birth' }), '05/03/1990');
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await screen.findByRole('alertdialog', { name: 'Important' });
    expect(kept()).toEqual({ s0: { FirstName: 'Olivia', Surname: 'Nguyen', DOB: '05/03/1990' } });
  });

  it('does not restore answers of another order or another user', async () => {
    localStorage.setItem(
      draftKey(APPLICANT.Id, ORDER_ID + 1, 'Personal Details'),
      JSON.stringify({ savedAt: 1, data: { s0: { FirstName: 'Other order' } } }),
    );
    localStorage.setItem(
      draftKey(99, ORDER_ID, 'Personal Details'),
      JSON.stringify({ savedAt: 1, data: { s0: { FirstName: 'Other user' } } }),
    );
    renderPortal('/admin/application/personal', applicationAnswers());
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveProperty('value', '');
    expect(screen.queryByText(/We restored/)).toBeNull();
  });

  it('throws a draft away on request and shows the stored answers again', async () => {
    localStorage.setItem(KEY, JSON.stringify({ savedAt: Date.now(), data: { s0: { FirstName: 'Draft name' } } }));
    const { user } = renderPortal('/admin/application/personal', applicationAnswers());
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveProperty('value', 'Draft name');
    await user.click(screen.getByRole('button', { name: 'Discard them' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First name' })).toHaveProperty('value', ''));
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('asks before the page is left while the answers differ from the stored ones, and not once they are the same', async () => {
    const leaveAsks = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    // A restored draft is unsaved; discarded, nothing is.
    localStorage.setItem(KEY, JSON.stringify({ savedAt: Date.now(), data: { s0: { FirstName: 'Draft name' } } }));
    const { user } = renderPortal('/admin/application/personal', applicationAnswers());
    const firstName = await screen.findByRole('textbox', { name: 'First name' });
    expect(firstName).toHaveProperty('value', 'Draft name');
    expect(leaveAsks()).toBe(true);
    await user.click(await screen.findByRole('button', { name: 'Discard them' }));
    await waitFor(() => expect(firstName).toHaveProperty('value', ''));
    expect(leaveAsks()).toBe(false);

    // Typed and left: asked. Cleared again, back to the stored answers: not asked.
    await user.type(firstName, 'Olivia');
    await user.tab();
    await waitFor(() => expect(kept()).not.toBeNull());
    expect(leaveAsks()).toBe(true);
    await user.clear(firstName);
    await user.tab();
    await waitFor(() => expect(kept()).toBeNull());
    expect(leaveAsks()).toBe(false);
  });
});

describe('the application idle timeout', () => {
  it('signs the user out after 20 idle minutes and keeps what was typed for their return', async () => {
    // Only the idle check's interval and the clock are faked; typing and fetches run for real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { user } = renderPortal(
      '/admin/application/personal',
      applicationAnswers({ 'POST /api/auth/logout': json(200, {}) }),
    );
    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Olivia');
    await user.click(screen.getByRole('textbox', { name: 'Surname' }));
    await waitFor(() => expect(kept()).toEqual({ s0: { FirstName: 'Olivia' } }));

    act(() => vi.advanceTimersByTime(19 * 60_000));
    expect(sessionStore.getUser()).not.toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(sessionStore.getUser()).toBeNull();
    expect(sessionStore.getState().signOutReason).toBe('expired');
    expect(kept()).toEqual({ s0: { FirstName: 'Olivia' } });
  });
});
