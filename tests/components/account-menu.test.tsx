// The header's account menu arrives as its own chunk on the button's first use (src/app/layout/AppHeader.tsx): the
// page does not fetch it to show itself, and the button shown until then must not lose a press, whichever part of the
// press (pointer down, click) it receives.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '../../src/app/session-store';
import { makeUser, renderAt, resetShell, stubFetch } from './shell-helpers';

// The menu's code arrives when the test says so; `fetched` says whether the app asked for it.
let codeArrives!: () => void;
const arrival = new Promise<void>((resolve) => (codeArrives = resolve));
let fetched = false;
vi.mock('../../src/app/layout/AccountMenu', async (importOriginal) => {
  fetched = true;
  await arrival;
  return importOriginal();
});

beforeEach(resetShell);
afterEach(() => vi.unstubAllGlobals());

describe('account menu while its code arrives', () => {
  it('is not fetched to show the page, only on the first sign of use (here the focus)', async () => {
    stubFetch({});
    sessionStore.setUser(makeUser(1));
    renderAt('/admin/faq');
    const standIn = await screen.findByRole('button', { name: 'Account menu for Olivia Nguyen' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fetched).toBe(false);
    standIn.focus();
    await vi.waitFor(() => expect(fetched).toBe(true));
  });

  it('opens for a press whose pointer went down on the stand-in, the click landing after the code came', async () => {
    stubFetch({});
    sessionStore.setUser(makeUser(1));
    renderAt('/admin/faq');
    const user = userEvent.setup();
    const standIn = await screen.findByRole('button', { name: 'Account menu for Olivia Nguyen' });
    await user.pointer({ keys: '[MouseLeft>]', target: standIn });
    codeArrives();
    expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeTruthy();
  });
});
