// The client dashboard's one tooltip for its icon buttons (src/app/order-actions/ActionTips.tsx): shown after the
// pointer rests on a button and at once for a keyboard focus, never for a press; tied to the button by
// aria-describedby; dismissed by Escape (WCAG 1.4.13), by the pointer leaving, and by the focus moving on.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActionTips } from '../../src/app/order-actions';

afterEach(cleanup);

function renderTips() {
  render(
    <ActionTips>
      <button type="button" aria-label="Cancel order 7" data-tip="Cancel the order">
        x
      </button>
      <button type="button" aria-label="Contact the applicant of order 7" data-tip="Contact the applicant">
        @
      </button>
      <button type="button">No tip</button>
    </ActionTips>,
  );
  return userEvent.setup();
}

const tip = () => screen.queryByRole('tooltip');

describe('ActionTips', () => {
  it('shows the tip of the button the pointer rests on, describing it, until the pointer leaves', async () => {
    const user = renderTips();
    const cancel = screen.getByRole('button', { name: 'Cancel order 7' });
    await user.hover(cancel);
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', 'Cancel the order');
    expect(cancel.getAttribute('aria-describedby')).toBe(tip()!.id);
    expect(screen.getByRole('button', { name: 'Cancel order 7', description: 'Cancel the order' })).toBe(cancel);

    await user.hover(screen.getByRole('button', { name: 'No tip' }));
    await waitFor(() => expect(tip()).toBeNull());
    expect(cancel.hasAttribute('aria-describedby')).toBe(false);
  });

  it('shows at once for a keyboard focus, moves with the focus, and Escape dismisses it', async () => {
    const user = renderTips();
    await user.tab();
    expect(tip()?.textContent).toBe('Cancel the order');
    await user.tab();
    expect(tip()?.textContent).toBe('Contact the applicant');
    await user.keyboard('{Escape}');
    expect(tip()).toBeNull();
    await user.tab();
    expect(tip()).toBeNull();
  });

  it('shows nothing for a press', async () => {
    const user = renderTips();
    await user.pointer([{ keys: '[MouseLeft]', target: screen.getByRole('button', { name: 'Cancel order 7' }) }]);
    expect(tip()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel order 7' }));
  });
});
