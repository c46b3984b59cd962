// The client's "Who viewed this order" (issue 32 item 6): Full view users open it and read who of their users viewed
// or downloaded what and when, a page at a time; Restricted view users and others do not get it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { AccessLogDialog } from '../../src/features/dashboard/AccessLogDialog';
import { sessionStore } from '../../src/app/session-store';
import { json, makeUser, resetShell } from './shell-helpers';

beforeEach(() => resetShell());
afterEach(() => {
  vi.unstubAllGlobals();
  resetShell();
});

const row = (Seq: number, over: Record<string, unknown> = {}) => ({
  Seq,
  At: '2026-11-20 10:30:00',
  User: 'ava.chen',
  Name: 'Ava Chen',
  Action: 'Application viewed',
  OrderID: 12,
  What: '',
  ...over,
});

function stubLog(pages: Record<string, unknown>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://portal.test');
      if (url.pathname !== '/api/orders/access_log/12') throw new Error(`Unexpected call ${url.pathname}`);
      const before = url.searchParams.get('before') ?? '';
      asked.push(before);
      return json(200, pages[before]);
    }),
  );
  return asked;
}

const draw = () => render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{<AccessLogDialog orderId={12} />}</SWRConfig>);

describe('Who viewed this order', () => {
  it('lists who viewed or downloaded what and when, and walks to older events', async () => {
    const asked = stubLog({
      '': { rows: [row(9), row(8, { User: 'noah', Name: '', Action: 'Document downloaded', What: 'Australian passport' })], next: 8 },
      '8': { rows: [row(3, { At: '2026-11-01 08:00:00' })], next: null },
    });
    sessionStore.setUser(makeUser(2));
    draw();
    await userEvent.click(screen.getByRole('button', { name: 'Who viewed order 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Who viewed order 12' });
    const items = within(await within(dialog).findByRole('list', { name: 'Who viewed order 12' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Ava Chen (ava.chen)Application viewed2026-11-20 10:30',
      'noahDocument downloaded: Australian passport2026-11-20 10:30',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Older' }));
    await within(dialog).findByText('2026-11-01 08:00');
    expect(asked).toEqual(['', '8']);
    expect((within(dialog).getByRole('button', { name: 'Older' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when nobody has viewed the order', async () => {
    stubLog({ '': { rows: [], next: null } });
    sessionStore.setUser(makeUser(2));
    draw();
    await userEvent.click(screen.getByRole('button', { name: 'Who viewed order 12' }));
    expect(await screen.findByText(/Nobody of your company has viewed/)).toBeTruthy();
  });

  it('is not offered to Restricted view users, nor to applicants', () => {
    stubLog({});
    const client = makeUser(2);
    sessionStore.setUser({ ...client, dashboardInfo: { ...client.dashboardInfo, AccessLevel: 'Restricted view' } });
    const { unmount } = draw();
    expect(screen.queryByRole('button', { name: 'Who viewed order 12' })).toBeNull();
    unmount();
    sessionStore.setUser(makeUser(1));
    draw();
    expect(screen.queryByRole('button', { name: 'Who viewed order 12' })).toBeNull();
  });
});
