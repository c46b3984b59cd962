// A modal that only informs, opened from a text button: the help texts of the application steps, the meaning of the
// statuses on the home page. The reader closes it with CLOSE (or Escape); nothing is chosen or sent.
import { useId, type ReactNode } from 'react';
import { Button, Dialog, Flex } from '@radix-ui/themes';

export interface InfoDialogProps {
  /** The text of the button that opens it. */
  trigger: string;
  /** The icon before that text. */
  icon: ReactNode;
  title: string;
  /** A one-line description under the title. Without one, the body itself describes the dialog. */
  description?: string;
  maxWidth?: string;
  /** The class of the body's wrapper, for its typography. */
  bodyClassName?: string;
  children: ReactNode;
}

export function InfoDialog({ trigger, icon, title, description, maxWidth = '520px', bodyClassName, children }: InfoDialogProps) {
  const bodyId = `${useId()}-text`;
  // A Description is one <p>; a body of several paragraphs describes the dialog through aria-describedby instead.
  // Left out when there is a Description, so Radix wires the Description itself.
  const describedBy = description ? {} : { 'aria-describedby': bodyId };
  return (
    <Dialog.Root>
      <Dialog.Trigger>
        <Button type="button" variant="ghost" size="2">
          {icon}
          {trigger}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth={maxWidth} {...describedBy}>
        <Dialog.Title>{title}</Dialog.Title>
        {description && (
          <Dialog.Description size="2" color="gray" mb="4">
            {description}
          </Dialog.Description>
        )}
        <div className={bodyClassName} id={bodyId}>
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
