// An info modal listing what each status means (order statuses, or the statuses of the checks in an order).
import { Badge, Box, Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { statusColor } from './orders';
import type { StatusText } from './statusTexts';

export interface StatusHelpDialogProps {
  /** The button's text and the dialog's title. */
  title: string;
  texts: readonly StatusText[];
}

export function StatusHelpDialog({ title, texts }: StatusHelpDialogProps) {
  return (
    <Dialog.Root>
      <Dialog.Trigger>
        <Button type="button" variant="ghost" size="2">
          <InfoCircledIcon aria-hidden="true" />
          {title}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          What each status means.
        </Dialog.Description>
        <Flex asChild direction="column" gap="3">
          <dl>
            {texts.map(({ status, text }) => (
              <Box key={status}>
                <dt>
                  <Badge color={statusColor(status)} size="2">
                    {status}
                  </Badge>
                </dt>
                <Text asChild size="2">
                  <dd className="home-status-text">{text}</dd>
                </Text>
              </Box>
            ))}
          </dl>
        </Flex>
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
