// The answer of a cancel (or a sent message) in a modal whose OK reloads the list (portal §7 "reads Outcome, shown in
// a modal whose OK reloads the page"). Drawn by its page only while there is an outcome to show.
import { Button, Dialog, Flex } from '@radix-ui/themes';

export interface OutcomeDialogProps {
  title: string;
  /** The text to show. */
  outcome: string;
  onOk(): void;
}

export function OutcomeDialog({ title, outcome, onOk }: OutcomeDialogProps) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onOk()}>
      <Dialog.Content maxWidth="440px">
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description size="2">{outcome}</Dialog.Description>
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button type="button">OK</Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
