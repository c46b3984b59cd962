// An info modal listing what each status means (order statuses, or the statuses of the checks in an order).
import { Badge, Box, Flex, Text } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { InfoDialog } from '../../app/InfoDialog';
import { statusColor } from '../../app/orders';
import type { StatusText } from './statusTexts';

export interface StatusHelpDialogProps {
  /** The button's text and the dialog's title. */
  title: string;
  texts: readonly StatusText[];
}

export function StatusHelpDialog({ title, texts }: StatusHelpDialogProps) {
  return (
    <InfoDialog
      trigger={title}
      icon={<InfoCircledIcon aria-hidden="true" />}
      title={title}
      description="What each status means."
      maxWidth="560px"
    >
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
    </InfoDialog>
  );
}
