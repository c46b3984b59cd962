// The queue's bulk actions (issue 31): with orders selected, a bar offers to move one of their checks, hold or release
// them, or remind their referees; each asks in a dialog drawn by the engine (schemas/forms/backoffice-bulk-move.json,
// backoffice-hold.json), then runs order by order (bulkActions.ts) and hands the page a summary of what happened to each.
import { useCallback, useMemo, useRef, useState } from 'react';
import { Button, Card, Dialog, Flex, Text } from '@radix-ui/themes';
import { useLocalForm } from '../../../widgets/useLocalForm';
import { withChoices } from '../../engine';
import type { BodyOf } from '../../../schemas/api';
import { EngineFormDialog } from '../../app/EngineFormDialog';
import { useAction } from '../../app/useAction';
import { holdOrders, moveChecks, remindReferees, type BulkSummary } from './bulkActions';
import type { QueueRow } from './useQueue';

type MoveBody = BodyOf<'POST /backoffice/services/status'>;

/** The bulk move form's delay values that are not causes. */
const KEEP_DELAY = 'keep';
const NO_DELAY = 'none';

export interface BulkActionsProps {
  selected: readonly QueueRow[];
  /** The service names by ServiceID (GET /backoffice/options). */
  serviceNames: ReadonlyMap<string, string>;
  onDone(summary: BulkSummary): void;
  onClear(): void;
}

type Open = 'move' | 'hold' | 'release' | 'remind' | null;

export function BulkActions({ selected, serviceNames, onDone, onClear }: BulkActionsProps) {
  const [open, setOpen] = useState<Open>(null);
  const dialog = (name: Exclude<Open, null>) => ({ open: open === name, onOpenChange: (next: boolean) => setOpen(next ? name : null) });
  const finish = useCallback(
    (summary: BulkSummary) => {
      setOpen(null);
      onDone(summary);
    },
    [onDone],
  );
  const count = selected.length;
  const label = count === 1 ? '1 order selected' : `${count} orders selected`;
  return (
    <Card size="1" className="bo-bulk">
      <Flex gap="2" align="center" wrap="wrap" role="toolbar" aria-label="Actions on the selected orders">
        <Text size="2" weight="medium" mr="2">
          {label}
        </Text>
        <Dialog.Root {...dialog('move')}>
          <Dialog.Trigger>
            <Button size="2">Move a check…</Button>
          </Dialog.Trigger>
          {open === 'move' ? <BulkMoveDialog selected={selected} serviceNames={serviceNames} onDone={finish} /> : null}
        </Dialog.Root>
        <Dialog.Root {...dialog('hold')}>
          <Dialog.Trigger>
            <Button size="2" variant="soft">
              Hold…
            </Button>
          </Dialog.Trigger>
          {open === 'hold' ? <BulkHoldDialog selected={selected} hold onDone={finish} /> : null}
        </Dialog.Root>
        <Dialog.Root {...dialog('release')}>
          <Dialog.Trigger>
            <Button size="2" variant="soft">
              Release…
            </Button>
          </Dialog.Trigger>
          {open === 'release' ? <BulkHoldDialog selected={selected} hold={false} onDone={finish} /> : null}
        </Dialog.Root>
        <Dialog.Root {...dialog('remind')}>
          <Dialog.Trigger>
            <Button size="2" variant="soft">
              Remind referees…
            </Button>
          </Dialog.Trigger>
          {open === 'remind' ? <RemindDialog selected={selected} onDone={finish} /> : null}
        </Dialog.Root>
        <Button size="2" variant="ghost" color="gray" onClick={onClear}>
          Clear selection
        </Button>
      </Flex>
    </Card>
  );
}

/** The dialog's action is done: the page is handed its summary (kept by the call, since an action's onDone takes none). */
function useSummary(summary: { current: BulkSummary | null }, onDone: (summary: BulkSummary) => void) {
  return useCallback(() => {
    if (summary.current) onDone(summary.current);
  }, [summary, onDone]);
}

const ordersText = (count: number) => (count === 1 ? 'the selected order' : `the ${count} selected orders`);

function BulkMoveDialog({ selected, serviceNames, onDone }: { selected: readonly QueueRow[]; serviceNames: ReadonlyMap<string, string>; onDone(summary: BulkSummary): void }) {
  const { form, error: formError } = useLocalForm('backoffice-bulk-move');
  // The checks the selected orders have, each with how many of them have it.
  const choices = useMemo(() => {
    const held = new Map<string, number>();
    for (const row of selected) for (const id of new Set(row.services.map((s) => s.ServiceID))) held.set(id, (held.get(id) ?? 0) + 1);
    return [...held].map(([value, n]) => ({ value, label: `${serviceNames.get(value) ?? 'A check'}: on ${n} of ${selected.length}` }));
  }, [selected, serviceNames]);
  const drawn = useMemo(() => form && withChoices(form, 'ServiceID', choices), [form, choices]);
  const summary = useRef<BulkSummary | null>(null);
  const move = useCallback(
    async (data: Record<string, unknown>) => {
      const serviceId = String(data.ServiceID);
      const delay = String(data.DelayReason ?? KEEP_DELAY);
      summary.current = await moveChecks(selected, {
          serviceId,
          serviceName: serviceNames.get(serviceId) ?? 'the check',
          // The form's choices are the contract's values.
          to: data.CheckStatus as MoveBody['CheckStatus'],
          delayReason: delay === KEEP_DELAY ? undefined : ((delay === NO_DELAY ? '' : delay) as MoveBody['DelayReason']),
          note: typeof data.Note === 'string' ? data.Note.trim() : '',
        });
    },
    [selected, serviceNames],
  );
  const action = useAction(move, useSummary(summary, onDone));
  return (
    <EngineFormDialog
      id="bulk-move"
      title="Move a check"
      description={`The check you choose moves on ${ordersText(selected.length)}, each as its rules allow; you will see what happened to each order.`}
      form={drawn}
      formFailed={formError !== undefined}
      action={action}
      submitLabel="Move checks"
    />
  );
}

function BulkHoldDialog({ selected, hold, onDone }: { selected: readonly QueueRow[]; hold: boolean; onDone(summary: BulkSummary): void }) {
  const { form, error: formError } = useLocalForm('backoffice-hold');
  const summary = useRef<BulkSummary | null>(null);
  const run = useCallback(
    async (data: Record<string, unknown>) => {
      summary.current = await holdOrders(selected, hold, String(data.Reason ?? '').trim());
    },
    [selected, hold],
  );
  const action = useAction(run, useSummary(summary, onDone));
  const verb = hold ? 'Hold' : 'Release';
  return (
    <EngineFormDialog
      id={hold ? 'bulk-hold' : 'bulk-release'}
      title={`${verb} ${ordersText(selected.length)}`}
      description={hold ? 'Each order goes On hold until it is released.' : 'Each held order resumes (it stays On hold while a third party has rejected a check).'}
      form={form}
      formFailed={formError !== undefined}
      action={action}
      submitLabel={`${verb} orders`}
    />
  );
}

function RemindDialog({ selected, onDone }: { selected: readonly QueueRow[]; onDone(summary: BulkSummary): void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog.Content maxWidth="480px">
      <Dialog.Title>Remind the referees</Dialog.Title>
      <Dialog.Description size="2" color="gray" mb="3">
        Every referee of {ordersText(selected.length)} who has not answered gets a new invitation to the references form.
      </Dialog.Description>
      <Flex gap="3" justify="end" wrap="wrap">
        <Dialog.Close>
          <Button type="button" variant="soft" color="gray" disabled={busy}>
            Cancel
          </Button>
        </Dialog.Close>
        <Button
          loading={busy}
          onClick={async () => {
            setBusy(true);
            try {
              onDone(await remindReferees(selected));
            } finally {
              setBusy(false);
            }
          }}
        >
          Send reminders
        </Button>
      </Flex>
    </Dialog.Content>
  );
}

/** What the last bulk action did, order by order: those refused first, with the reason. */
export function BulkSummaryCard({ summary, onDismiss }: { summary: BulkSummary; onDismiss(): void }) {
  const refused = summary.outcomes.filter((o) => !o.done);
  const done = summary.outcomes.length - refused.length;
  const ordered = [...refused, ...summary.outcomes.filter((o) => o.done)];
  return (
    <Card size="2" className="bo-summary">
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <Text as="p" weight="bold" size="3">
          {summary.title}: {done} of {summary.outcomes.length} done{refused.length ? `, ${refused.length} refused` : ''}
        </Text>
        <Button size="1" variant="soft" color="gray" onClick={onDismiss}>
          Dismiss
        </Button>
      </Flex>
      <ul className="bo-summary-list">
        {ordered.map((o) => (
          <li key={o.orderID}>
            <Text weight="medium" color={o.done ? undefined : 'red'}>
              #{o.orderID} {o.applicant}: {o.done ? 'done' : 'refused'}.
            </Text>{' '}
            <Text color="gray">{o.text}</Text>
          </li>
        ))}
      </ul>
    </Card>
  );
}
