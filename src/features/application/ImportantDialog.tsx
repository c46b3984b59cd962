// The server refused a step (set_data_by_tab or submit_application answered approve other than 1): its error_msg in a
// dialog titled 'Important' (order-and-application §4, §8), and the user stays on the step.
import { AlertDialog, Button, Flex } from '@radix-ui/themes';

import { IMPORTANT_TITLE } from './messages';

export { IMPORTANT_TITLE };

export interface ImportantDialogProps {
  /** The message; null keeps the dialog closed. */
  message: string | null;
  onClose(): void;
}

export function ImportantDialog({ message, onClose }: ImportantDialogProps) {
  return (
    <AlertDialog.Root open={message !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialog.Content maxWidth="480px">
        <AlertDialog.Title>{IMPORTANT_TITLE}</AlertDialog.Title>
        <AlertDialog.Description size="3" style={{ whiteSpace: 'pre-line' }}>
          {message}
        </AlertDialog.Description>
        <Flex justify="end" mt="5">
          <AlertDialog.Action>
            <Button type="button" size="3">
              OK
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
