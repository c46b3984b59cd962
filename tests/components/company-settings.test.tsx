// Account Information's company settings (src/features/account/CompanySettingCard.tsx): each a yes/no local form the
// engine draws, saved by a Full view user, read-only for a Restricted view user.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Theme } from '@radix-ui/themes';
import { SWRConfig } from 'swr';
import { NoticeViewport } from '../../src/app/notices';
import { PromotionsCard, PROMOTIONS_SAVED } from '../../src/features/account/PromotionsCard';
import { ClientTwoFactorCard } from '../../src/features/account/ClientTwoFactorCard';
import { sessionStore } from '../../src/app/session-store';
import { json, makeUser, resetShell, stubFetch } from './shell-helpers';

beforeEach(() => {
  resetShell();
  sessionStore.setUser(makeUser(2));
});
afterEach(() => vi.unstubAllGlobals());

const inTheme = (card: React.ReactNode) =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Theme>
        {card}
        <NoticeViewport />
      </Theme>
    </SWRConfig>,
  );

describe('company settings on Account Information', () => {
  it('saves a changed setting once, says so, and reads it again', async () => {
    let saved = 'Y';
    const calls = stubFetch({
      'GET /api/reports/client_promotions/7': () => json(200, { Promotions: saved }),
      'POST /api/utilities/client_promotions': () => {
        saved = 'N';
        return json(200, { message: 'ok' });
      },
    });
    inTheme(<PromotionsCard userId="7" fullView />);
    const box = await screen.findByRole('checkbox', { name: /Show partner offers/ });
    expect(box.getAttribute('aria-checked') ?? String((box as HTMLInputElement).checked)).toBe('true');
    const save = screen.getByRole('button', { name: 'Save setting' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await userEvent.click(box);
    await userEvent.click(save);
    expect(await screen.findByText(PROMOTIONS_SAVED)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ userID: 7, Promotions: 'N' }]);
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
  });

  it('shows a Restricted view user the setting without a way to change it', async () => {
    const calls = stubFetch({ 'GET /api/reports/client_two_factor/7': json(200, { required: true }) });
    inTheme(<ClientTwoFactorCard userId="7" fullView={false} />);
    await screen.findByRole('checkbox', { name: /Every user of your company/ });
    expect(screen.getByText('Only a user with Full view access can change this.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save setting' })).toBeNull();
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
  });

  it('says the setting could not be loaded when its read fails', async () => {
    stubFetch({ 'GET /api/reports/client_two_factor/7': json(500, {}) });
    inTheme(<ClientTwoFactorCard userId="7" fullView />);
    expect(await screen.findByText('The form could not be loaded. Please try later.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Two-factor sign-in for your company' })).toBeTruthy();
  });
});
