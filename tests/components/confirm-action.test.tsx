// A destructive action asked for first (src/app/ConfirmAction.tsx): deleting a user, removing a passkey.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Theme } from '@radix-ui/themes';
import { ApiError } from '../../src/app/api';
import { ConfirmAction } from '../../src/app/ConfirmAction';

function renderConfirm(action: () => Promise<unknown>) {
  const onDone = vi.fn();
  render(
    <Theme>
      <ConfirmAction
        trigger={<Button>Remove passkey Work laptop</Button>}
        title={'Remove passkey "Work laptop"?'}
        description="It will no longer sign you in."
        confirmLabel="Remove"
        action={action}
        onDone={onDone}
      />
    </Theme>,
  );
  return { onDone, user: userEvent.setup() };
}

describe('a confirmed action', () => {
  it('runs only when confirmed, then closes and tells the caller', async () => {
    const action = vi.fn(async () => {});
    const { onDone, user } = renderConfirm(action);
    await user.click(screen.getByRole('button', { name: 'Remove passkey Work laptop' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove passkey "Work laptop"?' });
    expect(dialog.textContent).toContain('It will no longer sign you in.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(action).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove passkey Work laptop' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(action).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("keeps the dialog open with the server's sentence when refused, and forgets it when closed", async () => {
    const refusal = 'You must keep one second factor: add an authenticator app or another passkey first.';
    const { onDone, user } = renderConfirm(async () => {
      throw new ApiError(409, 'Conflict', refusal);
    });
    await user.click(screen.getByRole('button', { name: 'Remove passkey Work laptop' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Remove passkey Work laptop' }));
    await screen.findByRole('alertdialog');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
