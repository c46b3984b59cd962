// /admin/backoffice/orders/:orderId, one order in the back office (issue 11): the applicant and the order, every
// check with its actions, the application as entered, documents, signatures and consent, referees and the history,
// and its retention (issue 32: the legal hold, and the notice in place of what the retention policy deleted).
// Every action refreshes the page from the server when it succeeds.
import { useCallback, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Box, Button, Callout, Card, DataList, Dialog, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { PageHeader } from '../../app/PageHeader';
import { BACKOFFICE_HOME } from '../../app/session';
import { useApi } from '../../app/useApi';
import { ApplicationSection } from './ApplicationSection';
import { ChecksSection } from './ChecksSection';
import { CompleteDialog } from './CompleteDialog';
import { DownloadButton } from './FileButtons';
import { EndSessionsDialog } from './EndSessionsDialog';
import { HoldDialog } from './HoldDialog';
import { RejectItemsDialog } from './RejectItemsDialog';
import { historyNamesOf } from '../../engine/history-labels';
import { keyLabel } from '../../engine/glossary';
import { CancellationsSection, ConsentSection, DocumentsSection, HistorySection } from './RecordSections';
import { RefereesSection } from './RefereesSection';
import { RetentionSection } from './RetentionSection';
import { StatusBadge } from './StatusBadge';
import { dateText, dateTimeText } from './format';
import type { OrderDetail } from './orderTypes';
import { Loading } from '../../app/Loading';
import { FINAL_ORDER_STATUSES } from '../../engine/lifecycle';
import './backoffice.css';


function BackLink() {
  return (
    <Link asChild size="2">
      <RouterLink to={BACKOFFICE_HOME}>
        <Box asChild mb="3" display="inline-block">
          <span>
            <span aria-hidden="true">← </span>Back to the queue
          </span>
        </Box>
      </RouterLink>
    </Link>
  );
}

type OpenAction = 'hold' | 'reject' | 'complete' | null;

function OrderActions({ detail, onChanged }: { detail: OrderDetail; onChanged(): void }) {
  const [open, setOpen] = useState<OpenAction>(null);
  const { order } = detail;
  if (FINAL_ORDER_STATUSES.includes(order.orderStatus)) return null;
  const held = order.holdReason !== '';
  const done = () => {
    setOpen(null);
    onChanged();
  };
  const dialog = (kind: Exclude<OpenAction, null>) => ({
    open: open === kind,
    onOpenChange: (next: boolean) => setOpen(next ? kind : null),
  });
  return (
    <Flex gap="2" wrap="wrap">
      <Dialog.Root {...dialog('hold')}>
        <Dialog.Trigger>
          <Button variant="soft">
            {held ? 'Release' : 'Hold'}
          </Button>
        </Dialog.Trigger>
        {open === 'hold' ? <HoldDialog orderId={order.orderID} held={held} onDone={done} /> : null}
      </Dialog.Root>
      <Button variant="soft" onClick={() => setOpen('reject')}>
        Reject items
      </Button>
      <RejectItemsDialog
        orderId={order.orderID}
        fields={detail.rejectable.fields}
        documents={detail.rejectable.documents}
        {...dialog('reject')}
        onDone={onChanged}
      />
      <Dialog.Root {...dialog('complete')}>
        <Dialog.Trigger>
          <Button>Complete order</Button>
        </Dialog.Trigger>
        {open === 'complete' ? <CompleteDialog orderId={order.orderID} onDone={done} /> : null}
      </Dialog.Root>
    </Flex>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="120px">{label}</DataList.Label>
      <DataList.Value>{children}</DataList.Value>
    </DataList.Item>
  );
}

/** A sent-back item by the name the operator chose it by (its label, or the document's name). */
function rejectedItemName(detail: OrderDetail, item: OrderDetail['rejections'][number]): string {
  if (item.Kind === 'document') {
    const document = detail.rejectable.documents.find((d) => d.DocID === item.ID) ?? detail.documents.find((d) => d.DocID === item.ID);
    return document?.DocName ?? 'A document';
  }
  return detail.rejectable.fields.find((f) => f.FieldID === item.ID)?.label ?? keyLabel(item.ID);
}

function OrderSummary({ detail }: { detail: OrderDetail }) {
  const { order } = detail;
  return (
    <Card size="2" asChild>
      <section aria-labelledby="bo-order">
        <Heading as="h2" size="4" mb="3" id="bo-order">
          Applicant and order
        </Heading>
        <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }} size="2">
          <Item label="Applicant">
            <Flex gap="3" align="center" wrap="wrap">
              {order.applicant}
              <EndSessionsDialog orderId={order.orderID} name={order.applicant} />
            </Flex>
          </Item>
          <Item label="Email">{order.applicantEmail || '-'}</Item>
          <Item label="Client">{order.clientName}</Item>
          <Item label="Status">
            <Flex gap="2" wrap="wrap" align="center">
              <StatusBadge status={order.orderStatus} />
              {order.orderType === 'Needs attention' ? <Text color="red">Needs attention</Text> : null}
            </Flex>
          </Item>
          {order.holdReason ? <Item label="Held because">{order.holdReason}</Item> : null}
          {detail.rejections.length > 0 ? (
            <Item label="Sent back">
              <ul className="bo-plain-list">
                {detail.rejections.map((item) => (
                  <li key={`${item.Kind}:${item.ID}`}>
                    {rejectedItemName(detail, item)}: {item.Reason}
                    {item.NewFile === 'Y' ? ' (new file received)' : ''}
                  </li>
                ))}
              </ul>
            </Item>
          ) : null}
          <Item label="Purpose">{order.checkPurpose || '-'}</Item>
          <Item label="Lodged">{dateText(order.lodgeDate)}</Item>
          <Item label="Submitted">{dateTimeText(order.submittedDate)}</Item>
          <Item label="Completed">{dateTimeText(order.completionDate)}</Item>
          {order.comments ? <Item label="Comments">{order.comments}</Item> : null}
          <Item label="Summary report">
            {order.reportLocation ? (
              <DownloadButton
                location={order.reportLocation}
                name="the summary report"
                fileName={`summary-report-${order.orderID}.pdf`}
                deleted={detail.retention.notice}
              />
            ) : (
              'Not generated yet'
            )}
          </Item>
        </DataList.Root>
      </section>
    </Card>
  );
}

export function OrderPage() {
  const { orderId = '' } = useParams();
  const valid = /^[0-9]{1,9}$/.test(orderId);
  const { data, error, isLoading, mutate } = useApi('GET /backoffice/orders/:orderId', valid ? { orderId } : null);
  const refresh = useCallback(() => void mutate(), [mutate]);

  if (!valid || error?.status === 404) {
    return (
      <>
        <BackLink />
        <PageHeader title="Order not found" description="There is no order with this number." />
      </>
    );
  }
  if (error) {
    return (
      <>
        <BackLink />
        <PageHeader title={`Order ${orderId}`} />
        <Callout.Root color="red" role="alert">
          <Callout.Text>
            The order could not be loaded. {error.message}{' '}
            <Button size="1" variant="soft" onClick={refresh}>
              Try again
            </Button>
          </Callout.Text>
        </Callout.Root>
      </>
    );
  }
  if (isLoading || !data) {
    return (
      <>
        <BackLink />
        <PageHeader title={`Order ${orderId}`} />
        <Loading what="Loading the order…" />
      </>
    );
  }
  const { order } = data;
  return (
    <>
      <BackLink />
      <PageHeader
        title={`Order ${order.orderID}: ${order.applicant}`}
        description={`${order.clientName} · ${order.orderStatus}`}
        actions={<OrderActions detail={data} onChanged={refresh} />}
      />
      <Flex direction="column" gap="4">
        <OrderSummary detail={data} />
        <RetentionSection orderId={order.orderID} retention={data.retention} onChanged={refresh} />
        <ChecksSection orderId={order.orderID} checks={data.services} deleted={data.retention.notice} onChanged={refresh} />
        <ApplicationSection orderId={order.orderID} />
        <DocumentsSection detail={data} />
        <ConsentSection detail={data} />
        <RefereesSection detail={data} onChanged={refresh} />
        <CancellationsSection cancellations={data.cancellations} checks={data.services} />
        <Box>
          <HistorySection history={data.history} names={historyNamesOf(data)} />
        </Box>
      </Flex>
    </>
  );
}

export default OrderPage;
