// What the ordering pages (the wizard, the quick start) show a Restricted view user instead of their form: placing an
// order is a write, and the server would refuse it only after every field was filled.
import { Callout } from '@radix-ui/themes';
import { PageHeader } from '../../app/PageHeader';

export function OrderingRefused({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Callout.Root color="amber" role="status">
        <Callout.Text>Your access level (Restricted view) lets you follow orders, not place them.</Callout.Text>
      </Callout.Root>
    </>
  );
}
