import { Text } from '@radix-ui/themes';
import { helpId, type FieldHelpProps } from '@rjsf/utils';

/** `ui:help` under the field, referenced by the input's aria-describedby. */
export default function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps) {
  if (!help) return null;
  return (
    <Text as="p" id={helpId(fieldPathId)} size="2" color="gray">
      {help}
    </Text>
  );
}
