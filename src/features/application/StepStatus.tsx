// A step's loading and failure states, apart from TabFormView so the application's frame can show them without the
// form engine's code (each step brings that with its own chunk: ApplicationPage.tsx).
import { Button, Callout, Flex, Spinner, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';

export function StepLoading({ label = 'Loading this step…' }: { label?: string }) {
  return (
    <Flex align="center" gap="2" py="6" justify="center" role="status">
      <Spinner size="3" />
      <Text color="gray">{label}</Text>
    </Flex>
  );
}

export function StepLoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Flex direction="column" gap="3" align="start">
        <Callout.Text>{message}</Callout.Text>
        {/* No icon: every step carries this, and the reload icon alone weighed 1.8 KiB of its first load. */}
        <Button type="button" size="2" variant="soft" onClick={onRetry}>
          Try again
        </Button>
      </Flex>
    </Callout.Root>
  );
}
