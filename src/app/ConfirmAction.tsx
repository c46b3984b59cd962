// A destructive action asked for first (delete a user, remove a passkey): the trigger opens an alert dialog that says
// what the action means; its red button runs it. A refusal stays in the dialog with the server's sentence (useAction);
// success closes it and the caller says what happened.
import { useCallback, useState, type ReactElement, type ReactNode } from 'react';
import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { RefusalCallout } from './RefusalCallout';
import { useAction } from './useAction';

export interface ConfirmActionProps {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  title: ReactNode;
  /** What the action means for the user, in a sentence or two. */
  description: ReactNode;
  /** The red button's word (Delete, Remove). */
  confirmLabel: string;
  /** Runs the action; the dialog closes when it succeeds. */
  action(): Promise<unknown>;
  /** After the action succeeded (the dialog has closed). */
  onDone?(): void;
}

export function ConfirmAction({ trigger, title, description, confirmLabel, action, onDone }: ConfirmActionProps) {
  const [open, setOpen] = useState(false);
  const run = useAction(
    action,
    useCallback(() => {
      setOpen(false);
      onDone?.();
    }, [onDone]),
  );
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        run.clearError();
      }}
    >
      <AlertDialog.Trigger>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="420px">
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description size="2" mb="3">
          {description}
        </AlertDialog.Description>
        <RefusalCallout text={run.error} />
        <Flex gap="3" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </AlertDialog.Cancel>
          <Button color="red" variant="soft" loading={run.busy} onClick={() => void run.run()}>
            {confirmLabel}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
