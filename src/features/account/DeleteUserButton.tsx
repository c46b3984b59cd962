// The delete icon of a user row: asks 'Are you sure?' (portal §5), then delete_user; the server's outcome text goes
// back to the section, a refusal stays in the dialog.
import { useCallback, useRef } from 'react';
import { IconButton } from '@radix-ui/themes';
import { TrashIcon } from '@radix-ui/react-icons';
import { api } from '../../app/api';
import { ConfirmAction } from '../../app/ConfirmAction';

export interface DeleteUserButtonProps {
  userId: string;
  userName: string;
  name: string;
  onDeleted(outcome: string): void;
}

export function DeleteUserButton({ userId, userName, name, onDeleted }: DeleteUserButtonProps) {
  const outcome = useRef('');
  const remove = useCallback(async () => {
    outcome.current = (await api.call('POST /utilities/delete_user', { body: { userID: Number(userId), userNameDelete: userName } })).outcome;
  }, [userId, userName]);
  const done = useCallback(() => onDeleted(outcome.current), [onDeleted]);
  return (
    <ConfirmAction
      trigger={
        <IconButton variant="ghost" color="red" aria-label={`Delete user ${userName}`}>
          <TrashIcon />
        </IconButton>
      }
      title="Are you sure?"
      description={`The user ${name ? `${name} (${userName})` : userName} is deleted and signed out at once.`}
      confirmLabel="Delete"
      action={remove}
      onDone={done}
    />
  );
}
