import { Heading } from '@radix-ui/themes';
import type { TitleFieldProps } from '@rjsf/utils';
import { REQUIRED_MARK } from './RequiredMark';

export default function TitleFieldTemplate({ id, title, required }: TitleFieldProps) {
  if (!title) return null;
  return (
    <Heading as="h3" id={id} size="4">
      {title}
      {required && REQUIRED_MARK}
    </Heading>
  );
}
