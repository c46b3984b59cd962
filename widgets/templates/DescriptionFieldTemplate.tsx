import { Text } from '@radix-ui/themes';
import type { DescriptionFieldProps } from '@rjsf/utils';

export default function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <Text as="div" id={id} size="2" color="gray" style={{ whiteSpace: 'pre-line' }}>
      {description}
    </Text>
  );
}
