// The idle timer's warning dialog (IdleWarningDialog.tsx runs the timer and loads this when the warning is due).
import { AlertDialog, Button, Flex } from '@radix-ui/themes';

export default function IdleWarning({ onStay, onLeave }: { onStay(): void; onLeave(): void }) {
  return (
    <AlertDialog.Root open>
      <AlertDialog.Content maxWidth="440px" onEscapeKeyDown={onStay}>
        <AlertDialog.Title>Are you still there?</AlertDialog.Title>
        <AlertDialog.Description size="2">
          For your security you will be signed out in 2 minutes because of inactivity.
        </AlertDialog.Description>
        <Flex gap="3" justify="end" mt="4" wrap="wrap">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" onClick={onLeave}>
              Sign out
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button onClick={onStay}>Stay signed in</Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
