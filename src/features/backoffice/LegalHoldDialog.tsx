// Place or lift an order's legal hold (issue 32 item 5): while it lasts the retention policy deletes none of the
// order's files or answers. Both ask for a reason, kept in the order's history (the form is
// schemas/forms/backoffice-hold.json, the one the ordinary hold uses). The order page and Due for deletion share it.
import { useCallback, useState } from 'react';
import { Button, Dialog } from '@radix-ui/themes';
import { useLocalForm } from '../../../widgets/useLocalForm';
import { api } from '../../app/api';
import { EngineFormDialog } from '../../app/EngineFormDialog';
import { notify } from '../../app/notices';
import { useAction } from '../../app/useAction';

export interface LegalHoldDialogProps {
  orderId: number;
  /** The order is under a legal hold now: the dialog lifts it. */
  held: boolean;
  /** Called once the hold is placed or lifted (the page reloads what it shows). */
  onDone(): void;
  /** The trigger names its order (a list of orders has one button per row). */
  nameOrder?: boolean;
}

export function LegalHoldDialog({ orderId, held, onDone, nameOrder = false }: LegalHoldDialogProps) {
  const [open, setOpen] = useState(false);
  const verb = held ? 'Lift legal hold' : 'Place legal hold';
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button size="2" variant="soft" color={held ? 'gray' : undefined} aria-label={nameOrder ? `${verb} on order ${orderId}` : undefined}>
          {verb}
        </Button>
      </Dialog.Trigger>
      {open ? (
        <LegalHoldForm
          orderId={orderId}
          held={held}
          onDone={() => {
            setOpen(false);
            notify(held ? `The legal hold on order ${orderId} is lifted.` : `Order ${orderId} is under a legal hold.`, 'success');
            onDone();
          }}
        />
      ) : null}
    </Dialog.Root>
  );
}

function LegalHoldForm({ orderId, held, onDone }: Omit<LegalHoldDialogProps, 'nameOrder'>) {
  const { form, error: formError } = useLocalForm('backoffice-hold');
  const call = useCallback(
    (data: Record<string, unknown>) =>
      api.call('POST /backoffice/orders/legal_hold', {
        body: { orderID: orderId, Hold: held ? 'N' : 'Y', Reason: String(data.Reason ?? '').trim() },
      }),
    [orderId, held],
  );
  const action = useAction(call, onDone);
  return (
    <EngineFormDialog
      id="legal-hold"
      title={held ? `Lift the legal hold on order ${orderId}` : `Place order ${orderId} under a legal hold`}
      description={
        held
          ? 'The retention policy deletes the order’s files and answers again once they are due.'
          : 'The retention policy deletes none of the order’s documents, results, summary report or referee answers while the hold lasts.'
      }
      form={form}
      formFailed={formError !== undefined}
      action={action}
      submitLabel={held ? 'Lift legal hold' : 'Place legal hold'}
    />
  );
}
