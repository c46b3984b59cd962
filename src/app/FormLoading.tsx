// A local form on its way into a dialog, or the sentence when it could not be loaded.
import { Flex, Spinner, Text } from '@radix-ui/themes';

export function FormLoading({ failed }: { failed: boolean }) {
  if (failed) {
    return (
      <Text as="p" color="red" role="alert">
        The form could not be loaded. Please try later.
      </Text>
    );
  }
  return (
    <Flex align="center" gap="2" role="status">
      <Spinner />
      <Text color="gray">Loading the form…</Text>
    </Flex>
  );
}
