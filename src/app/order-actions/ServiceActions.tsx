// The actions of one check of an order (portal §4 "Service actions"): download its results when allowed (or a
// Reference Check's answers so far, for the client), cancel it (the applicant's from a quiet menu, with a confirmation).
// Which ones show is serviceActions (src/engine/order-flags.ts, from the lifecycle's declaration); the client kind draws icon buttons, the individual kind text
// buttons. A check with none shows nothing.
import { useCallback, useState } from 'react';
import { Button, Dialog, DropdownMenu, Flex, Text } from '@radix-ui/themes';
import { CrossCircledIcon, DownloadIcon } from '@radix-ui/react-icons';
import type { Order, OrderService } from '../orders';
import { serviceActions, type ActionKind } from '../../engine/order-flags';
import { ActionButton } from './ActionButton';
import { CancelDialog } from './lazyDialogs';
import { OutcomeDialog } from './OutcomeDialog';
import { useStoredFile } from './useStoredFile';
import { saveRefereeAnswers } from '../downloads';

export interface ServiceActionsProps {
  order: Order;
  service: OrderService;
  userId: number | string;
  kind: ActionKind;
  /** The check changed (cancelled): reload the order and its checks. */
  onChanged: () => void;
}

export function ServiceActions({ order, service, kind, onChanged }: ServiceActionsProps) {
  const [cancelling, setCancelling] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const results = useStoredFile();
  const actions = serviceActions(order, service, kind);
  const cancelled = useCallback((text: string) => {
    setCancelling(false);
    setOutcome(text);
  }, []);
  if (actions.length === 0) return null;
  const client = kind === 'client';
  const what = `${service.Service} of order ${order.orderID}`;

  return (
    <>
      <Flex gap="2" wrap="wrap" align="center">
        {actions.includes('download') && (
          <ActionButton
            kind={kind}
            compact
            text="RESULTS"
            tip="Download the results"
            label={client ? `Download the results of ${what}` : `RESULTS of ${what}`}
            icon={<DownloadIcon aria-hidden="true" />}
            busy={results.busy}
            onClick={() => void results.open(service.ResultsLocation, { kind: 'results', orderId: order.orderID, serviceId: service.ServiceID })}
          />
        )}
        {actions.includes('answers') && (
          <ActionButton
            kind={kind}
            compact
            text="ANSWERS"
            tip="Download the referees' answers so far"
            label={`Download the referees' answers so far of ${what}`}
            icon={<DownloadIcon aria-hidden="true" />}
            busy={results.busy}
            onClick={() => void results.run(() => saveRefereeAnswers(order.orderID))}
          />
        )}
        {actions.includes('cancel') && client && (
          <ActionButton
            kind={kind}
            compact
            tone="danger"
            text="CANCEL CHECK"
            tip="Cancel this check"
            label={`Cancel ${what}`}
            icon={<CrossCircledIcon aria-hidden="true" />}
            onClick={() => setCancelling(true)}
          />
        )}
        {actions.includes('cancel') && !client && (
          // The applicant's card lists every check: cancelling one is a quiet item of its menu, not a red button on
          // each, and the dialog it opens asks for the reason before anything is cancelled.
          <DropdownMenu.Root>
            <DropdownMenu.Trigger>
              <Button type="button" size="2" variant="soft" color="gray" aria-label={`More actions for ${what}`}>
                More
                <DropdownMenu.TriggerIcon />
              </Button>
            </DropdownMenu.Trigger>
            <DropdownMenu.Content align="start">
              <DropdownMenu.Item color="red" onSelect={() => setCancelling(true)}>
                Cancel this check…
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Root>
        )}
      </Flex>
      {results.error ? (
        <Text as="p" size="1" color="red" role="alert">
          {results.error}
        </Text>
      ) : null}
      {/* Drawn only while open, as an order's (OrderActions.tsx). */}
      {cancelling ? (
        <Dialog.Root open onOpenChange={setCancelling}>
          <CancelDialog order={order} service={service} kind={kind} onCancelled={cancelled} />
        </Dialog.Root>
      ) : null}
      {outcome !== null ? (
        <OutcomeDialog
          title="Cancellation"
          outcome={outcome}
          onOk={() => {
            setOutcome(null);
            onChanged();
          }}
        />
      ) : null}
    </>
  );
}
