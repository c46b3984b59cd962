// Cancel an order or one of its checks (portal §2 "Modals: Cancel order or service", §5 "Cancel"): the reason with its
// 250-character counter, and for the individual kind the refund account, drawn by the engine from schemas/forms
// (cancel-order / cancel-order-individual). POST /orders/cancel answers the Outcome, which the caller shows.
import { useCallback } from 'react';
import { Button, Dialog, Flex } from '@radix-ui/themes';
import { EngineForm } from '../../../widgets';
import { useLocalForm } from '../../../widgets/useLocalForm';
import { api } from '../api';
import { FormLoading } from '../FormLoading';
import { RefusalCallout } from '../RefusalCallout';
import { useAction } from '../useAction';
import type { ActionKind, Order, OrderService } from '../orders';
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
    <Dialog.Content maxWidth="520px">
      <Dialog.Title>{service ? 'Cancel check' : 'Cancel order'}</Dialog.Title>
      <Dialog.Description size="2" color="gray" mb="3">
        {`You are cancelling ${what}${order.applicant ? ` (${order.applicant})` : ''}. This cannot be undone.`}
        {kind === 'individual' ? ' Give the bank account any refund due should be paid into.' : ''}
      </Dialog.Description>
      <RefusalCallout text={action.error} />
      {!form ? (
        <FormLoading failed={formError !== undefined} />
      ) : (
        <EngineForm
          id={service ? `cancel-${order.orderID}-${service.ServiceID}` : `cancel-${order.orderID}`}
          schema={form.schema}
          uiSchema={form.uiSchema}
          transformErrors={form.transformErrors}
          customValidate={form.customValidate}
          disabled={action.busy}
          onSubmit={(data) => void action.run(data as Record<string, unknown>)}
        >
          <Flex gap="3" justify="end" wrap="wrap" mt="2">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray" disabled={action.busy}>
                Keep it
              </Button>
            </Dialog.Close>
            <Button type="submit" color="red" highContrast loading={action.busy}>
              {service ? 'Cancel check' : 'Cancel order'}
            </Button>
          </Flex>
        </EngineForm>
      )}
    </Dialog.Content>
  );
}

const noop = () => {};
