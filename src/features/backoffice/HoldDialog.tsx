// Hold or release an order (issue 11), with the reason for the history; drawn by the engine from
// schemas/forms/backoffice-hold.json. Whether it holds or releases follows from the order's hold now.
import { useCallback } from 'react';
import { Button, Dialog, Flex } from '@radix-ui/themes';
import { EngineForm } from '../../../widgets';
import { useLocalForm } from '../../../widgets/useLocalForm';
import { api } from '../../app/api';
import { FormLoading } from '../../app/FormLoading';
import { RefusalCallout } from '../../app/RefusalCallout';
import { useAction } from '../../app/useAction';

export interface HoldDialogProps {
  orderId: number;
  /** The order is held by an operator now: the dialog releases it. */
  held: boolean;
  onDone(): void;
}

export function HoldDialog({ orderId, held, onDone }: HoldDialogProps) {
  const { form, error: formError } = useLocalForm('backoffice-hold');
  const hold = useCallback(
    (data: Record<string, unknown>) =>
      api.call('POST /backoffice/orders/hold', {
        body: { orderID: orderId, Hold: held ? 'N' : 'Y', Reason: String(data.Reason ?? '').trim() },
      }),
    [orderId, held],
  );
  const action = useAction(hold, onDone);
  const verb = held ? 'Release' : 'Hold';

  return (
    <Dialog.Content maxWidth="520px">
      <Dialog.Title>{verb} the order</Dialog.Title>
      <Dialog.Description size="2" color="gray" mb="3">
        {held
          ? 'The order resumes (it stays On hold while a third party has rejected a check).'
          : 'The order goes On hold until it is released.'}
      </Dialog.Description>
      <RefusalCallout text={action.error} />
      {!form ? (
        <FormLoading failed={formError !== undefined} />
      ) : (
        <EngineForm
          id="hold-order"
          schema={form.schema}
          uiSchema={form.uiSchema}
          transformErrors={form.transformErrors}
          customValidate={form.customValidate}
          disabled={action.busy}
          onSubmit={(data) => void action.run(data)}
        >
          <Flex gap="3" justify="end" wrap="wrap">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray">
                Cancel
              </Button>
            </Dialog.Close>
            <Button type="submit" loading={action.busy}>
              {verb} order
            </Button>
          </Flex>
        </EngineForm>
      )}
    </Dialog.Content>
  );
}
