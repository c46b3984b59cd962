import { Text } from '@radix-ui/themes';

/** The asterisk of a required field. Hidden from screen readers: the input itself carries aria-required. */
export function RequiredMark() {
  return (
    <Text color="red" aria-hidden="true">
      {' *'}
    </Text>
  );
}
