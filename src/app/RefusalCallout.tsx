// What the server said when it refused an action, inside the dialog that asked (role alert: read out at once).
import { Callout } from '@radix-ui/themes';

export function RefusalCallout({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Callout.Root color="red" role="alert" mb="3">
      <Callout.Text>{text}</Callout.Text>
    </Callout.Root>
  );
}
