// Complete the order (issue 11): generates the summary report and makes the order Completed. The server refuses
// (409) while a check is not Ready or Cancelled; its sentence is shown here.
import { useCallback } from 'react';
import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { api } from '../../app/api';
import { RefusalCallout } from '../../app/RefusalCallout';
import { useAction } from '../../app/useAction';

export interface CompleteDialogProps {
  orderId: number;
  onDone(): void;
}

export function CompleteDialog({ orderId, onDone }: CompleteDialogProps) {
  const complete = useCallback(() => api.call('POST /backoffice/orders/complete', { body: { orderID: orderId } }), [orderId]);
  const action = useAction(complete, onDone);
  return (
    <Dialog.Content maxWidth="480px">
      <Dialog.Title>Complete the order</Dialog.Title>
      <Dialog.Description size="2" mb="3">
        The summary report is generated from every check, the order becomes Completed, and the applicant and the client
        are emailed.
      </Dialog.Description>
      <RefusalCallout text={action.error} />
      <Text as="p" size="2" color="gray" mb="4">
        Every check must be Ready or Cancelled.
      </Text>
      <Flex gap="3" justify="end" wrap="wrap">
        <Dialog.Close>
          <Button type="button" variant="soft" color="gray">
            Cancel
          </Button>
        </Dialog.Close>
        <Button type="button" loading={action.busy} onClick={() => void action.run()}>
          Complete order
        </Button>
      </Flex>
    </Dialog.Content>
  );
}
