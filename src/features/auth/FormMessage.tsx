// The accessible message line of the sign-in forms: announced by screen readers as soon as it appears.
import { Callout } from '@radix-ui/themes';
import { CheckCircledIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';

export interface FormMessageProps {
  text: string | null;
  tone?: 'error' | 'success';
}

export function FormMessage({ text, tone = 'error' }: FormMessageProps) {
  if (!text) return null;
  return (
    <Callout.Root role="alert" color={tone === 'error' ? 'red' : 'green'} size="1" variant="soft">
      <Callout.Icon>{tone === 'error' ? <ExclamationTriangleIcon /> : <CheckCircledIcon />}</Callout.Icon>
      <Callout.Text>{text}</Callout.Text>
    </Callout.Root>
  );
}
