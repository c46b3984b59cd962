// A help modal opened from a text button (Australian licences, address types, check purpose, vulnerable persons).
import { useId, type ReactNode } from 'react';
import { Button, Dialog, Flex } from '@radix-ui/themes';
import { QuestionMarkCircledIcon } from '@radix-ui/react-icons';

export interface HelpDialogProps {
  /** The button's text. */
  trigger: string;
  title: string;
  children: ReactNode;
}

export function HelpDialog({ trigger, title, children }: HelpDialogProps) {
  const id = useId();
  return (
    <Dialog.Root>
      <Dialog.Trigger>
        <Button type="button" variant="ghost" size="2" className="application-help-trigger">
          <QuestionMarkCircledIcon aria-hidden="true" />
          {trigger}
        </Button>
      </Dialog.Trigger>
      {/* The help is several paragraphs: the content itself is the description (a Description is one <p>). */}
      <Dialog.Content maxWidth="520px" aria-describedby={`${id}-text`}>
        <Dialog.Title>{title}</Dialog.Title>
        <div className="application-help-text" id={`${id}-text`}>
          {children}
        </div>
        <Flex justify="end" mt="5">
          <Dialog.Close>
            <Button type="button" size="3">
              CLOSE
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
