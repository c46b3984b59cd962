// The actions of one order on both dashboards (portal §4 "Order actions", §6): start and edit (to the application and
// the edit screen), cancel, contact the applicant (client kind), the summary report, the deals link. Which ones show
// is orderActions (src/engine/order-flags.ts, from the lifecycle declared in src/engine/lifecycle.ts); the client kind draws icon buttons, the individual kind text buttons.
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Dialog, Text } from '@radix-ui/themes';
import { CrossCircledIcon, DownloadIcon, EnvelopeClosedIcon, Pencil1Icon, PlayIcon, StarIcon } from '@radix-ui/react-icons';
import { APPLICATION_START_PATH, EDIT_APPLICATION_PATH, storeCurrentOrderId } from '../currentOrder';
import { NO_ACTIONS, type Order } from '../orders';
import { orderActions, type ActionKind } from '../../engine/order-flags';
import { useSessionUser } from '../session';
import { mayAct } from '../session-store';
import { ActionButton } from './ActionButton';
import { CancelDialog, ContactApplicantDialog } from './lazyDialogs';
import { OutcomeDialog } from './OutcomeDialog';
import { useStoredFile } from './useStoredFile';
import './order-actions.css';

export interface OrderActionsProps {
  order: Order;
  userId: number | string;
  kind: ActionKind;
  /** The order changed (cancelled): reload the list. */
  onChanged: () => void;
}

type Open = null | 'cancel' | 'contact';

export function OrderActions({ order, userId, kind, onChanged }: OrderActionsProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const [outcome, setOutcome] = useState<{ title: string; text: string; reload: boolean } | null>(null);
  const report = useStoredFile();
  const user = useSessionUser();
  const actions = orderActions(order, kind, user === null || mayAct(user.dashboardInfo));
  const id = order.orderID;
  const client = kind === 'client';

  const cancelled = useCallback((text: string) => {
    setOpen(null);
    setOutcome({ title: 'Cancellation', text, reload: true });
  }, []);
  const sent = useCallback((text: string) => {
    setOpen(null);
    setOutcome({ title: 'Contact applicant', text, reload: false });
  }, []);
  const acknowledge = () => {
    const reload = outcome?.reload;
    setOutcome(null);
    if (reload) onChanged();
  };

  if (actions.length === 0) {
    // A cancelled order simply has none (portal §4 "Cancelled: none").
    if (order.orderStatus === 'Cancelled' || order.orderStatus === 'Closed') return null;
    return (
      <Text as="p" size="2" color="gray">
        {NO_ACTIONS}
      </Text>
    );
  }

  return (
    <>
      {/* A styled div, not Radix's Flex: the client's table draws this again for every row a search brings in, and
          Flex's props-to-classes step was part of that work (scripts/profile-dashboard.mjs). */}
      <div className={client ? 'order-actions order-actions-icons' : 'order-actions'}>
        {actions.includes('start') && (
          <ActionButton
            kind={kind}
            tone="primary"
            text="START"
            tip="Start the application"
            label={client ? `Start order ${id}` : `START order ${id}`}
            icon={<PlayIcon aria-hidden="true" />}
            onClick={() => {
              storeCurrentOrderId(id);
              navigate(APPLICATION_START_PATH);
            }}
          />
        )}
        {actions.includes('edit') && (
          <ActionButton
            kind={kind}
            text="EDIT"
            tip="Correct the application"
            label={client ? `Edit order ${id}` : `EDIT order ${id}`}
            icon={<Pencil1Icon aria-hidden="true" />}
            onClick={() => {
              storeCurrentOrderId(id);
              // The order in the address too, as in the emailed link: a reload or a second tab edits the same order.
              navigate(`${EDIT_APPLICATION_PATH}${id}`);
            }}
          />
        )}
        {actions.includes('contact') && (
          <ActionButton
            kind={kind}
            text="CONTACT"
            tip="Contact the applicant"
            label={`Contact the applicant of order ${id}`}
            icon={<EnvelopeClosedIcon aria-hidden="true" />}
            onClick={() => setOpen('contact')}
          />
        )}
        {actions.includes('report') && (
          <ActionButton
            kind={kind}
            text="SUMMARY REPORT"
            tip="Download the summary report"
            label={client ? `Download the summary report of order ${id}` : `SUMMARY REPORT of order ${id}`}
            icon={<DownloadIcon aria-hidden="true" />}
            busy={report.busy}
            onClick={() => void report.open(order.reportLocation, { kind: 'report', orderId: id })}
          />
        )}
        {actions.includes('deals') && (
          <ActionButton
            kind={kind}
            text="DEALS"
            tip="Deals for this order"
            label={client ? `Deals for order ${id}` : `DEALS for order ${id}`}
            icon={<StarIcon aria-hidden="true" />}
            to={`/admin/deals/${id}`}
          />
        )}
        {actions.includes('cancel') && (
          <ActionButton
            kind={kind}
            tone="danger"
            text="CANCEL"
            tip="Cancel the order"
            label={client ? `Cancel order ${id}` : `CANCEL order ${id}`}
            icon={<CrossCircledIcon aria-hidden="true" />}
            onClick={() => setOpen('cancel')}
          />
        )}
      </div>
      {report.error ? (
        <Text as="p" size="2" color="red" role="alert">
          {report.error}
        </Text>
      ) : null}

      {/* Drawn only while open: the client's table draws its rows again on every search, and two closed dialogs a row
          were part of that work for nothing (scripts/profile-dashboard.mjs). */}
      {open !== null ? (
        <Dialog.Root open onOpenChange={(next) => !next && setOpen(null)}>
          {open === 'cancel' && <CancelDialog order={order} kind={kind} onCancelled={cancelled} />}
          {open === 'contact' && <ContactApplicantDialog order={order} userId={userId} onSent={sent} />}
        </Dialog.Root>
      ) : null}
      {outcome ? <OutcomeDialog title={outcome.title} outcome={outcome.text} onOk={acknowledge} /> : null}
    </>
  );
}
