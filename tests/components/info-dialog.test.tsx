// The information modals (src/app/InfoDialog.tsx): the application steps' help and the home page's status meanings.
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Theme } from '@radix-ui/themes';
import { HelpDialog } from '../../src/features/application/HelpDialog';
import { StatusHelpDialog } from '../../src/features/home/StatusHelpDialog';

describe('information modals', () => {
  it('opens the help from its button, described by its paragraphs, and closes with CLOSE', async () => {
    const user = userEvent.setup();
    render(
      <Theme>
        <HelpDialog trigger="About address types" title="Address types">
          <p>Residential: where you live.</p>
          <p>Postal: where your mail goes.</p>
        </HelpDialog>
      </Theme>,
    );
    await user.click(screen.getByRole('button', { name: 'About address types' }));
    const dialog = await screen.findByRole('dialog', { name: 'Address types' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Residential: where you live.Postal: where your mail goes.',
    );
    await user.click(screen.getByRole('button', { name: 'CLOSE' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lists what each status means, under its one-line description', async () => {
    const user = userEvent.setup();
    render(
      <Theme>
        <StatusHelpDialog title="Order statuses" texts={[{ status: 'Completed', text: 'Every check has a result.' }]} />
      </Theme>,
    );
    await user.click(screen.getByRole('button', { name: 'Order statuses' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order statuses' });
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('What each status means.');
    expect(dialog.querySelector('dd')?.textContent).toBe('Every check has a result.');
  });
});
