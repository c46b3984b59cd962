// The deals page's score cards (portal §9): the credit gauge and the fraud score each with its band marked in the band
// table, and 'No data' for a score that was not recorded.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import { CreditScoreCard, FraudScoreCard, NO_DATA } from '../../src/features/deals/ScoreCards';

describe('score cards', () => {
  it('shows the credit score on its gauge and marks its band', () => {
    render(<Theme><CreditScoreCard score={712} /></Theme>);
    expect(screen.getByRole('meter', { name: 'Credit score' }).getAttribute('aria-valuetext')).toBe('712 of 1000, Very good');
    const current = within(screen.getByRole('table', { name: 'Credit score bands' })).getAllByRole('row').find((row) => row.getAttribute('aria-current') === 'true');
    expect(current?.textContent).toContain('Very good');
    expect(screen.queryByText(NO_DATA)).toBeNull();
  });

  it('shows the fraud score of its scale and marks its band', () => {
    render(<Theme><FraudScoreCard score={850} /></Theme>);
    expect(screen.getByText('850')).toBeTruthy();
    expect(screen.getByText('of 999')).toBeTruthy();
    const current = within(screen.getByRole('table', { name: 'Fraud score bands' })).getAllByRole('row').find((row) => row.getAttribute('aria-current') === 'true');
    expect(current?.textContent).toContain('High Risk');
  });

  it("says 'No data' under each title for a score that was not recorded", () => {
    render(<Theme><CreditScoreCard score={null} /><FraudScoreCard score={null} /></Theme>);
    expect(screen.getAllByText(NO_DATA)).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Credit score' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Fraud score' })).toBeTruthy();
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
