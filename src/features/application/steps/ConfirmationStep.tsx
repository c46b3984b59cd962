// Confirmation, the last step (§2.3): 'Congratulations!', the checks with their estimated delivery days
// (final_confirmation_message), and CLOSE to /admin/home for applicants or /admin/dashboard for clients.
import { Link } from 'react-router-dom';
import { Button, Card, Flex, Heading, Spinner, Table, Text } from '@radix-ui/themes';
import { CheckCircledIcon } from '@radix-ui/react-icons';
import type { ReplyOf } from '../../../../schemas/api';
import { useApi } from '../../../app/useApi';
import { useApplication } from '../context';

export const CONGRATULATIONS = 'Congratulations!';

export type FinalMessageRow = ReplyOf<'GET /application/final_confirmation_message/:orderId'>[number];

const days = (n: string) => `${n} ${n === '1' ? 'day' : 'days'}`;

/** 'InitDay to EndDay days'; a range starting at 0 reads 'Within n days'. */
export function deliveryText(row: Pick<FinalMessageRow, 'InitDay' | 'EndDay'>): string {
  const from = String(row.InitDay ?? '').trim();
  const to = String(row.EndDay ?? '').trim();
  if (from === '0' && to && to !== '0') return `Within ${days(to)}`;
  if (from && to && from !== to) return `${from} to ${to} days`;
  const one = from || to;
  return one ? days(one) : '-';
}

export function ConfirmationStep() {
  const { orderId, isClient } = useApplication();
  const rows = useApi('GET /application/final_confirmation_message/:orderId', { orderId: String(orderId) });
  const list = Array.isArray(rows.data) ? rows.data : [];
  return (
    <Card size={{ initial: '2', sm: '4' }}>
      <Flex direction="column" gap="4" align="center" className="application-confirmation">
        <CheckCircledIcon width="48" height="48" color="var(--green-9)" aria-hidden="true" />
        <Heading as="h2" size="7" align="center">
          {CONGRATULATIONS}
        </Heading>
        <Text as="p" align="center" size="3">
          Your application has been submitted. Here is when each check is expected to be completed:
        </Text>
        {rows.isLoading ? (
          <Spinner size="3" aria-label="Loading the delivery estimates" />
        ) : list.length === 0 ? (
          <Text as="p" color="gray">
            No data to show
          </Text>
        ) : (
          <Table.Root variant="surface" className="application-confirmation-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Check</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Estimated delivery</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.map((row, index) => (
                <Table.Row key={`${row.ServiceName}-${index}`}>
                  <Table.RowHeaderCell>{row.ServiceName}</Table.RowHeaderCell>
                  <Table.Cell>{deliveryText(row)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
        <Button asChild size="3" className="application-close">
          <Link to={isClient ? '/admin/dashboard' : '/admin/home'}>CLOSE</Link>
        </Button>
      </Flex>
    </Card>
  );
}
