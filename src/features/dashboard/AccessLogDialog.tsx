// "Who viewed this order" (issue 32 item 6): a client's Full view users see which of their own users viewed the
// order's application or downloaded its files, and when (GET /orders/access_log/:orderId, newest first, a page at a
// time). Restricted view users do not get the button (the server refuses them anyway). Mounted below an order's
// checks on the dashboard.
import { useState } from 'react';
import useSWR from 'swr';
import { Button, Callout, Dialog, Flex, Text } from '@radix-ui/themes';
import { EyeOpenIcon } from '@radix-ui/react-icons';
import type { ReplyOf } from '../../../schemas/api';
import { api, type ApiError } from '../../app/api';
import { Loading } from '../../app/Loading';
import { useSessionUser } from '../../app/session';
import { mayAct } from '../../app/session-store';
import { shownDateTime } from '../../app/orders';

type AccessLog = ReplyOf<'GET /orders/access_log/:orderId'>;

/** 'Ava Chen (ava.chen)', or the username alone when the user has no name. */
export const whoText = (row: AccessLog['rows'][number]): string => (row.Name ? `${row.Name} (${row.User})` : row.User);

function AccessLogList({ orderId }: { orderId: number }) {
  // The pages walked so far: each is the `before` of its first row (undefined: the newest).
  const [cursors, setCursors] = useState<Array<number | undefined>>([undefined]);
  const before = cursors[cursors.length - 1];
  const query = { before: before === undefined ? undefined : String(before) };
  const page = useSWR<AccessLog, ApiError>(
    ['GET /orders/access_log/:orderId', orderId, query],
    () => api.call('GET /orders/access_log/:orderId', { params: { orderId: String(orderId) }, query }),
    { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true },
  );
  if (page.error) {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>The log could not be loaded. {page.error.message}</Callout.Text>
      </Callout.Root>
    );
  }
  if (!page.data) return <Loading what="Loading who viewed this order…" />;
  if (page.data.rows.length === 0) {
    return (
      <Text as="p" color="gray" role="status">
        Nobody of your company has viewed this order’s application or downloaded its files yet.
      </Text>
    );
  }
  const next = page.data.next;
  return (
    <>
      <ul className="dash-access-log" aria-label={`Who viewed order ${orderId}`}>
        {page.data.rows.map((row) => (
          <li key={row.Seq}>
            <Text as="div" weight="medium">
              {whoText(row)}
            </Text>
            <Text as="div" size="2">
              {row.Action}
              {row.What ? `: ${row.What}` : ''}
            </Text>
            <Text as="div" size="2" color="gray">
              {shownDateTime(row.At)}
            </Text>
          </li>
        ))}
      </ul>
      {cursors.length > 1 || next !== null ? (
        <Flex justify="between" gap="3" mt="3">
          <Button variant="soft" disabled={cursors.length === 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
            Newer
          </Button>
          <Button variant="soft" disabled={next === null} onClick={() => setCursors((c) => [...c, next ?? undefined])}>
            Older
          </Button>
        </Flex>
      ) : null}
    </>
  );
}

export function AccessLogDialog({ orderId }: { orderId: number }) {
  const user = useSessionUser();
  if (!user || user.rol !== 2 || !mayAct(user.dashboardInfo)) return null;
  return (
    <Dialog.Root>
      <Dialog.Trigger>
        <Button size="2" variant="soft" color="gray" mt="2" aria-label={`Who viewed order ${orderId}`}>
          <EyeOpenIcon aria-hidden /> Who viewed order {orderId}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>Who viewed order {orderId}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          Which of your users viewed the application or downloaded its files, and when: newest first.
        </Dialog.Description>
        <AccessLogList orderId={orderId} />
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Close
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
