// The order's retention on its back-office page (issue 32 item 5): when it closed and when the retention policy
// deletes its documents, results, summary report and referee answers; its legal hold (why, who, when) with the action
// that places or lifts it; and once deleted, when, why and what went.
import type { ReactNode } from 'react';
import { Card, DataList, Flex, Heading, Text } from '@radix-ui/themes';
import { LegalHoldDialog } from './LegalHoldDialog';
import { dateText, dateTimeText } from './format';
import type { OrderDetail } from './orderTypes';

type Retention = OrderDetail['retention'];

/** What each deleted item was, as people read it. */
const ITEM_KINDS: Record<Retention['items'][number]['kind'], string> = {
  document: 'Document',
  result: 'Result file',
  report: 'Summary report',
  'referee answers': 'Referee answers',
  'result detail': 'Result detail',
};

/** When the files go, in words: the due date, kept by a hold, or not yet known while the order is open. */
export function dueText(retention: Retention): string {
  if (retention.deletedDate) return `${retention.notice}.`;
  if (!retention.closedDate) return 'Not yet: the retention period starts when the order is closed.';
  if (retention.legalHoldReason) return `Kept while the legal hold lasts (otherwise due on ${dateText(retention.dueDate)}).`;
  return dateText(retention.dueDate);
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="160px">{label}</DataList.Label>
      <DataList.Value>{children}</DataList.Value>
    </DataList.Item>
  );
}

export function RetentionSection({ orderId, retention, onChanged }: { orderId: number; retention: Retention; onChanged(): void }) {
  const held = retention.legalHoldReason !== '';
  const deleted = retention.deletedDate !== '';
  return (
    <Card size="2" asChild>
      <section aria-labelledby="bo-retention">
        <Flex justify="between" align="center" gap="2" wrap="wrap" mb="3">
          <Heading as="h2" size="4" id="bo-retention">
            Retention
          </Heading>
          {deleted ? null : <LegalHoldDialog orderId={orderId} held={held} onDone={onChanged} />}
        </Flex>
        <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }} size="2">
          <Item label="Closed">{retention.closedDate ? dateText(retention.closedDate) : 'Not closed yet'}</Item>
          <Item label="Files due for deletion">{dueText(retention)}</Item>
          <Item label="Legal hold">
            {held ? (
              <Flex direction="column" gap="1">
                <Text>{retention.legalHoldReason}</Text>
                <Text size="2" color="gray">
                  Placed by {retention.legalHoldBy || 'an operator'} on {dateTimeText(retention.legalHoldDate)}
                </Text>
              </Flex>
            ) : (
              'None'
            )}
          </Item>
          {deleted ? (
            <>
              <Item label="Why">{retention.reason}</Item>
              <Item label="What was deleted">
                {retention.items.length === 0 ? (
                  'Nothing was stored.'
                ) : (
                  <ul className="bo-plain-list">
                    {retention.items.map((item, index) => (
                      <li key={index}>
                        {ITEM_KINDS[item.kind]}: {item.name}
                      </li>
                    ))}
                  </ul>
                )}
              </Item>
            </>
          ) : null}
        </DataList.Root>
      </section>
    </Card>
  );
}
