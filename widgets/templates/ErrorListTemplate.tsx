import { Callout, Flex } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import type { ErrorListProps } from '@rjsf/utils';

/** Only shown when a page opts into rjsf's error list; `<EngineForm>` shows errors beside the fields instead. */
export default function ErrorListTemplate({ errors }: ErrorListProps) {
  if (errors.length === 0) return null;
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Flex direction="column" gap="1">
        {errors.map((error, index) => (
          <Callout.Text key={index}>{error.stack}</Callout.Text>
        ))}
      </Flex>
    </Callout.Root>
  );
}
