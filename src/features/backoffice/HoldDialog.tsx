// Hold or release an order (issue 11), with the reason for the history; drawn by the engine from
// schemas/forms/backoffice-hold.json. Whether it holds or releases follows from the order's hold now.
import { useCallback } from 'react';
import { useLocalForm } from '../../../widgets/useLocalForm';
import { api } from '../../app/api';
import { EngineFormDialog } from '../../app/EngineFormDialog';
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
    <EngineFormDialog
      id="hold-order"
      title={`${verb} the order`}
      description={
        held ? 'The order resumes (it stays On hold while a third party has rejected a check).' : 'The order goes On hold until it is released.'
      }
      form={form}
      formFailed={formError !== undefined}
      action={action}
      submitLabel={`${verb} order`}
    />
  );
}
