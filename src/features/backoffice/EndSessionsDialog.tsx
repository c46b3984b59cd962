// Back office: signs an order's applicant out everywhere (issue 32: a lost phone, a shared computer, a suspected
// break-in). Asks first; the server writes it to the audit trail.
import { useCallback, useState } from 'react';
import { Button, Dialog, Flex } from '@radix-ui/themes';
import { api } from '../../app/api';
import { notify } from '../../app/notices';
import { RefusalCallout } from '../../app/RefusalCallout';
import { useAction } from '../../app/useAction';

export function EndSessionsDialog({ orderId, name }: { orderId: number; name: string }) {
  const [open, setOpen] = useState(false);
  const endAll = useCallback(async () => {
    const { ended } = await api.call('POST /backoffice/sessions/end', { body: { orderId, who: 'applicant' } });
    notify(ended === 0 ? `${name} was not signed in anywhere.` : `${name} is signed out everywhere (${ended} session${ended === 1 ? '' : 's'}).`, 'success');
  }, [orderId, name]);
  const action = useAction(endAll, useCallback(() => setOpen(false), []));
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button size="1" variant="soft" color="gray">
          Sign out everywhere
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="440px">
        <Dialog.Title>Sign {name} out everywhere?</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          Every session of the applicant ends at once; they can sign in again with their password (and code).
        </Dialog.Description>
        <RefusalCallout text={action.error} />
        <Flex gap="3" justify="end">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </Dialog.Close>
          <Button color="red" loading={action.busy} onClick={() => void action.run()}>
            Sign out everywhere
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
