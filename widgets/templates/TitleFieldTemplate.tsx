import { Heading } from '@radix-ui/themes';
import type { TitleFieldProps } from '@rjsf/utils';
import { RequiredMark } from './RequiredMark';

export default function TitleFieldTemplate({ id, title, required }: TitleFieldProps) {
  if (!title) return null;
  return (
    <Heading as="h3" id={id} size="4">
      {title}
      {required && <RequiredMark />}
    </Heading>
  );
}
