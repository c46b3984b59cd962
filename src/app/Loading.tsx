// Something on its way (a spinner and what it is), or, once it failed, the sentence saying so: the same two states for
// every list and form a page waits for.
import { Flex, Spinner, Text } from '@radix-ui/themes';

export function Loading({ what, failure }: { what: string; failure?: string }) {
  if (failure !== undefined) {
    return (
      <Text as="p" color="red" role="alert">
        {failure}
      </Text>
    );
  }
  return (
    <Flex align="center" gap="2" role="status">
      <Spinner />
      <Text color="gray">{what}</Text>
    </Flex>
  );
}
