// The header's account menu arrives as its own chunk after the header is drawn (src/app/layout/AppHeader.tsx): the
// button shown until then must not lose a press, whichever part of the press (pointer down, click) it receives.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '../../src/app/session-store';
import { makeUser, renderAt, resetShell, stubFetch } from './shell-helpers';

// The menu's code arrives when the test says so.
let codeArrives!: () => void;
const arrival = new Promise<void>((resolve) => (codeArrives = resolve));
vi.mock('../../src/app/layout/AccountMenu', async (importOriginal) => {
  await arrival;
  return importOriginal();
});

beforeEach(resetShell);
afterEach(() => vi.unstubAllGlobals());

describe('account menu while its code arrives', () => {
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
