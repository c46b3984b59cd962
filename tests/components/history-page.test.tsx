// The individual's Order History page (portal §2, §7, §8): this month asked for on opening, the rows with their dates
// as YYYY-MM-DD HH:mm, 'No data available.' when empty, a new period searched, and the catalogue text on failure.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Theme } from '@radix-ui/themes';
import { SWRConfig } from 'swr';
import { sessionStore } from '../../src/app/session-store';
import { HistoryPage } from '../../src/features/history/HistoryPage';
import { defaultPeriod } from '../../src/features/history/period';
import { APPLICANT, callsTo, json, resetApplicationTests, stubApi, type Answers } from './application-harness';

afterEach(resetApplicationTests);

const ROW = {
  OrderID: 12,
  OrderStatus: 'In progress',
  Service: 'Credit History Check',
  CheckStart: '2026-11-20 09:05:33',
  CheckCompletion: '',
  CheckStatus: 'With provider',
  Delays: '1: Third party response times',
  Results: '',
  DiscountsApplied: '$3.90 off $39.00',
};

function renderHistory(answers: Answers) {
  sessionStore.setUser(APPLICANT);
  const calls = stubApi(answers);
  render(
    <Theme>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter>
          <HistoryPage />
        </MemoryRouter>
      </SWRConfig>
    </Theme>,
  );
  return { calls, user: userEvent.setup() };
}

describe('/admin/history', () => {
  it("asks for this month on opening and shows the rows, times as YYYY-MM-DD HH:mm", async () => {
    const { calls } = renderHistory({ 'POST /api/reports/individual_orderhistory': json(200, [ROW]) });
    const region = await screen.findByRole('region', { name: /Checks of your orders lodged from/ });
    const cells = within(region).getAllByRole('row')[1].textContent;
    expect(cells).toContain('2026-11-20 09:05');
    expect(cells).not.toContain('09:05:33');
    expect(cells).toContain('1: Third party response times');
    expect(cells).toContain('$3.90 off $39.00');
    expect(callsTo(calls, 'POST', '/reports/individual_orderhistory')[0].body).toEqual({ userID: APPLICANT.Id, ...defaultPeriod() });
    expect(screen.getByRole('button', { name: 'EXCEL: download the order history as CSV' })).toHaveProperty('disabled', false);
  });

  it("says 'No data available.' for an empty period, and searches the period typed", async () => {
    const { calls, user } = renderHistory({ 'POST /api/reports/individual_orderhistory': json(200, []) });
    expect(await screen.findByText('No data available.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'EXCEL: download the order history as CSV' })).toHaveProperty('disabled', true);
    const from = await screen.findByRole('textbox', { name: /From/ });
    await user.clear(from);
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    expect(await screen.findByText('This field is mandatory.')).toBeTruthy();
    await user.type(from, '01012026');
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/reports/individual_orderhistory')).toHaveLength(2));
    expect(callsTo(calls, 'POST', '/reports/individual_orderhistory')[1].body).toMatchObject({ DateFrom: '01/01/2026' });
  });

  it('shows the catalogue text when the history cannot be read', async () => {
    renderHistory({ 'POST /api/reports/individual_orderhistory': json(500, { statusCode: 500, error: 'x', errorMessage: 'x' }) });
    expect((await screen.findByRole('alert')).textContent).toBe('Error. Please try later.');
  });
});
