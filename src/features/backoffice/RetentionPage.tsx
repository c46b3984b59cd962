// /admin/backoffice/retention, Due for deletion (issue 32 item 5): the Closed orders whose documents, results,
// summary report and referee answers the retention policy deletes within 30 days, or already due, soonest first, a
// page at a time, each with its client, applicant, closing and due dates, its legal hold and the action to place or
// lift one. Each order is a card, so the list reads the same at 390 px as on a desktop.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Button, Callout, Card, DataList, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { BACKOFFICE_PAGE } from '../../../schemas/api/backoffice';
import type { ReplyOf } from '../../../schemas/api';
import { PageHeader } from '../../app/PageHeader';
import { Loading } from '../../app/Loading';
import useSWR from 'swr';
import { api, type ApiError } from '../../app/api';
import { BACKOFFICE_HOME } from '../../app/session';
import { LegalHoldDialog } from './LegalHoldDialog';
import { dateText } from './format';
import './backoffice.css';

type DueOrder = ReplyOf<'GET /backoffice/retention'>['rows'][number];

function DueCard({ order, onChanged }: { order: DueOrder; onChanged(): void }) {
  const headingId = `bo-due-${order.orderID}`;
  const held = order.legalHoldReason !== '';
  return (
    <Card size="2" asChild>
      <li aria-labelledby={headingId}>
        <Flex justify="between" align="start" gap="3" wrap="wrap" mb="2">
          <Flex direction="column" gap="1">
            <Heading as="h2" size="3" id={headingId}>
              <Link asChild>
                <RouterLink to={`${BACKOFFICE_HOME}/orders/${order.orderID}`}>
                  Order {order.orderID}: {order.applicant}
                </RouterLink>
              </Link>
            </Heading>
            {held ? (
              <span>
                <Badge color="amber">Legal hold</Badge>
              </span>
            ) : null}
          </Flex>
          <LegalHoldDialog orderId={order.orderID} held={held} onDone={onChanged} nameOrder />
        </Flex>
        <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }} size="2">
          <DataList.Item>
            <DataList.Label minWidth="140px">Client</DataList.Label>
            <DataList.Value>{order.client}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="140px">Closed</DataList.Label>
            <DataList.Value>{dateText(order.closedDate)}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="140px">Due for deletion</DataList.Label>
            <DataList.Value>{held ? `${dateText(order.dueDate)} (kept while the legal hold lasts)` : dateText(order.dueDate)}</DataList.Value>
          </DataList.Item>
          {held ? (
            <DataList.Item>
              <DataList.Label minWidth="140px">Held because</DataList.Label>
              <DataList.Value>{order.legalHoldReason}</DataList.Value>
            </DataList.Item>
          ) : null}
        </DataList.Root>
      </li>
    </Card>
  );
}

export function RetentionPage() {
  const [offset, setOffset] = useState(0);
  const query = { offset: String(offset), limit: String(BACKOFFICE_PAGE) };
  // Keyed by the call and its query (SWR compares keys by their serialised form).
  const page = useSWR<ReplyOf<'GET /backoffice/retention'>, ApiError>(
    ['GET /backoffice/retention', query],
    () => api.call('GET /backoffice/retention', { query }),
    { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true },
  );
  const reload = () => void page.mutate();
  const data = page.data;

  return (
    <>
      <PageHeader
        title="Due for deletion"
        description={
          data
            ? `Closed orders whose files and referee answers the retention policy deletes within 30 days, or already due (${data.months} months after closing), soonest first.`
            : 'Closed orders whose files and referee answers the retention policy deletes within 30 days, or already due, soonest first.'
        }
      />
      {page.error ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>
            The orders due for deletion could not be loaded. {page.error.message}{' '}
            <Button size="1" variant="soft" onClick={reload}>
              Try again
            </Button>
          </Callout.Text>
        </Callout.Root>
      ) : !data ? (
        <Loading what="Loading the orders due for deletion…" />
      ) : data.rows.length === 0 ? (
        <Card>
          <Text as="p" color="gray" role="status">
            No order is due for deletion in the next 30 days.
          </Text>
        </Card>
      ) : (
        <>
          <Text as="p" size="2" color="gray" mb="3" role="status">
            {data.total === 1 ? '1 order' : `${data.total.toLocaleString('en-AU')} orders`} due for deletion
            {data.total > data.rows.length ? `, ${offset + 1} to ${offset + data.rows.length} shown` : ''}
          </Text>
          <Flex asChild direction="column" gap="3">
            <ul className="bo-due-list" aria-label="Orders due for deletion">
              {data.rows.map((order) => (
                <DueCard key={order.orderID} order={order} onChanged={reload} />
              ))}
            </ul>
          </Flex>
          {data.total > BACKOFFICE_PAGE ? (
            <Flex justify="between" py="3" gap="3">
              <Button variant="soft" disabled={offset === 0} onClick={() => setOffset((o) => Math.max(0, o - BACKOFFICE_PAGE))}>
                Sooner
              </Button>
              <Button variant="soft" disabled={offset + data.rows.length >= data.total} onClick={() => setOffset((o) => o + BACKOFFICE_PAGE)}>
                Later
              </Button>
            </Flex>
          ) : null}
        </>
      )}
    </>
  );
}

export default RetentionPage;
