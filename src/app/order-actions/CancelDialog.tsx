// Cancel an order or one of its checks (portal §2 "Modals: Cancel order or service", §5 "Cancel"): the reason with its
// 250-character counter, and for the individual kind the refund account, drawn by the engine from schemas/forms
// (cancel-order / cancel-order-individual). POST /orders/cancel answers the Outcome, which the caller shows.
import { useCallback } from 'react';
import { useLocalForm } from '../../../widgets/useLocalForm';
import { api } from '../api';
import { EngineFormDialog } from '../EngineFormDialog';
import { useAction } from '../useAction';
import type { Order, OrderService } from '../orders';
import type { ActionKind } from '../../engine/order-flags';
import { CANCEL_FORMS, CANCEL_RULES } from './rules';

export interface CancelDialogProps {
  order: Order;
  /** The check to cancel; none for the whole order. */
  service?: OrderService;
  kind: ActionKind;
  onCancelled(outcome: string): void;
}

const field = (data: Record<string, unknown>, name: string) => String(data[name] ?? '').trim();

/** The dialog's content: render it inside a Dialog.Root the caller opens. */
export function CancelDialog({ order, service, kind, onCancelled }: CancelDialogProps) {
  const { form, error: formError } = useLocalForm(CANCEL_FORMS[kind], CANCEL_RULES[kind]);
  const cancel = useCallback(
    async (data: Record<string, unknown>) => {
      const bank =
        kind === 'individual'
          ? { Bank: field(data, 'Bank'), AccountName: field(data, 'AccountName'), Bsb: field(data, 'Bsb'), AccountNumber: field(data, 'AccountNumber') }
          : {};
      const answer = await api.call('POST /orders/cancel', {
        body: {
          OrderID: order.orderID,
          ServiceID: service ? service.ServiceID : 0,
          ClientType: kind,
          RefundCategory: service ? 'Service' : 'Order',
          RefundReason: field(data, 'RefundReason'),
          ...bank,
        },
      });
      onCancelled(answer.Outcome);
    },
    [order.orderID, service, kind, onCancelled],
  );
  const action = useAction(cancel, noop);
  const what = service ? `${service.Service} of order ${order.orderID}` : `order ${order.orderID}`;

  return (
    <EngineFormDialog
      id={service ? `cancel-${order.orderID}-${service.ServiceID}` : `cancel-${order.orderID}`}
      title={service ? 'Cancel check' : 'Cancel order'}
      description={
        `You are cancelling ${what}${order.applicant ? ` (${order.applicant})` : ''}. This cannot be undone.` +
        (kind === 'individual' ? ' Give the bank account any refund due should be paid into.' : '')
      }
      form={form}
      formFailed={formError !== undefined}
      action={action}
      submitLabel={service ? 'Cancel check' : 'Cancel order'}
      cancelLabel="Keep it"
      destructive
    />
  );
}

const noop = () => {};
