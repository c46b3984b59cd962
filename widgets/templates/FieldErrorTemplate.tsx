import { Box, Text } from '@radix-ui/themes';
import { errorId, type FieldErrorProps } from '@rjsf/utils';

/** The field's messages right under its input; the input points at this id with aria-describedby. */
export default function FieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps) {
  const shown = (errors ?? []).filter(Boolean);
  if (shown.length === 0) return null;
  return (
    <Box id={errorId(fieldPathId)}>
      {shown.map((error, index) => (
        <Text as="p" key={index} size="2" color="red">
          {error}
        </Text>
      ))}
    </Box>
  );
}
