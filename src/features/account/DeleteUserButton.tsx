// The delete icon of a user row: asks 'Are you sure?' (portal §5), then delete_user; the server's outcome text goes
// back to the section, a refusal stays in the dialog.
import { useCallback, useState } from 'react';
import { AlertDialog, Button, Flex, IconButton, Text } from '@radix-ui/themes';
import { TrashIcon } from '@radix-ui/react-icons';
import { api } from '../../app/api';
import { RefusalCallout } from '../../app/RefusalCallout';
import { useAction } from '../../app/useAction';

const noop = () => {};

export interface DeleteUserButtonProps {
  userId: string;
  userName: string;
  name: string;
  onDeleted(outcome: string): void;
}

export function DeleteUserButton({ userId, userName, name, onDeleted }: DeleteUserButtonProps) {
  const [open, setOpen] = useState(false);
  const remove = useCallback(async () => {
    const answer = await api.call('POST /utilities/delete_user', { body: { userID: Number(userId), userNameDelete: userName } });
    setOpen(false);
    onDeleted(answer.outcome);
  }, [userId, userName, onDeleted]);
  const action = useAction(remove, noop);

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        action.clearError();
      }}
    >
      <AlertDialog.Trigger>
        <IconButton variant="ghost" color="red" aria-label={`Delete user ${userName}`}>
          <TrashIcon />
        </IconButton>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="420px">
        <AlertDialog.Title>Are you sure?</AlertDialog.Title>
        <AlertDialog.Description size="2" mb="3">
          <Text>
            The user {name ? `${name} (${userName})` : userName} is deleted and signed out at once.
          </Text>
        </AlertDialog.Description>
        <RefusalCallout text={action.error} />
        <Flex gap="3" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </AlertDialog.Cancel>
          <Button color="red" variant="soft" loading={action.busy} onClick={() => void action.run()}>
            Delete
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
