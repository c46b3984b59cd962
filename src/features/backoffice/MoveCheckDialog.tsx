// Move a check (issue 11): the new status limited to the moves the server offers for this check now (its `Moves`) or
// its status now (a delay set or ended without a move), a delay cause or none, and a note for the history; drawn by the engine from schemas/forms/backoffice-move.json.
import { useCallback, useMemo } from 'react';
import { useLocalForm } from '../../../widgets/useLocalForm';
import { withChoices } from '../../engine';
import { api } from '../../app/api';
import { EngineFormDialog } from '../../app/EngineFormDialog';
import { useAction } from '../../app/useAction';
import type { OrderCheck } from './orderTypes';
import type { BodyOf } from '../../../schemas/api';

type MoveBody = BodyOf<'POST /backoffice/services/status'>;

/** The form's value for "no delay" (the call's DelayReason '' ends a delay). */
const NO_DELAY = 'none';

export interface MoveCheckDialogProps {
  orderId: number;
  check: OrderCheck;
  onDone(): void;
}

export function MoveCheckDialog({ orderId, check, onDone }: MoveCheckDialogProps) {
  const { form, error: formError } = useLocalForm('backoffice-move');
  // The status choices are where the check is now (to set or end a delay only) and this check's moves.
  const checkedForm = useMemo(
    () =>
      form &&
      withChoices(form, 'CheckStatus', [
        { value: check.CheckStatus, label: `${check.CheckStatus} (no change)` },
        ...check.Moves.map((m) => ({ value: m, label: m })),
      ]),
    [form, check.CheckStatus, check.Moves],
  );
  const initial = useMemo(
    () => ({ CheckStatus: check.CheckStatus, DelayReason: check.DelayReason || NO_DELAY }),
    [check.CheckStatus, check.DelayReason],
  );
  const move = useCallback(
    (data: Record<string, unknown>) => {
      const delay = String(data.DelayReason ?? NO_DELAY);
      const note = typeof data.Note === 'string' ? data.Note.trim() : '';
      return api.call('POST /backoffice/services/status', {
        body: {
          orderID: orderId,
          ServiceID: check.ServiceID,
          // The form's choices are the contract's values (the moves offered, the delay causes).
          CheckStatus: data.CheckStatus as MoveBody['CheckStatus'],
          DelayReason: (delay === NO_DELAY ? '' : delay) as MoveBody['DelayReason'],
          ...(note ? { Note: note } : {}),
        },
      });
    },
    [orderId, check.ServiceID],
  );
  const action = useAction(move, onDone);

  return (
    <EngineFormDialog
      id={`move-${check.ServiceID}`}
      title={`Move ${check.Service}`}
      description={`Now ${check.CheckStatus}${check.DelayReason ? `, delayed: ${check.DelayReason}` : ''}. Choose where it goes next, or keep its status to set or end a delay.`}
      form={checkedForm}
      formFailed={formError !== undefined}
      formData={initial}
      action={action}
      submitLabel="Save"
    />
  );
}
