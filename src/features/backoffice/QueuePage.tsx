// /admin/backoffice, the back office's queue (issue 11): every client's orders, those needing attention first, with
// the filters, the counts per status and a virtualised table that loads further pages as it scrolls.
import { useState } from 'react';
import { Box, Button, Callout, Card, Flex, Text } from '@radix-ui/themes';
import { PageHeader } from '../../app/PageHeader';
import { QueueFilterForm } from './QueueFilterForm';
import { QueueTable } from './QueueTable';
import { StatusCounts } from './StatusCounts';
import { DEFAULT_FILTERS, type QueueFilters } from './queueQuery';
import { useQueue } from './useQueue';
import { Loading } from '../../app/Loading';
import './backoffice.css';

export function QueuePage() {
  const [filters, setFilters] = useState<QueueFilters>(DEFAULT_FILTERS);
  const queue = useQueue(filters);

  return (
    <>
      <PageHeader title="Back office queue" description="Every client's orders: those needing attention first, then by age." />
      <Flex direction="column" gap="4">
        <QueueFilterForm filters={filters} onChange={setFilters} />
        <StatusCounts
          counts={queue.counts}
          status={filters.status}
          onChoose={(status) => setFilters((current) => ({ ...current, status }))}
        />
        <QueueResults queue={queue} />
      </Flex>
    </>
  );
}

function QueueResults({ queue }: { queue: ReturnType<typeof useQueue> }) {
  if (queue.error && queue.rows.length === 0) {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>
          The orders could not be loaded. {queue.error.message}{' '}
          <Button size="1" variant="soft" onClick={queue.reload}>
            Try again
          </Button>
        </Callout.Text>
      </Callout.Root>
    );
  }
  if (queue.loading && queue.rows.length === 0) {
    return <Loading what="Loading the orders…" />;
  }
  if (queue.rows.length === 0) {
    return (
      <Card>
        <Text as="p" color="gray" role="status">
          No orders match these filters.
        </Text>
      </Card>
    );
  }
  return (
    <Box>
      <Text as="p" size="2" color="gray" mb="2" role="status">
        Showing {queue.rows.length} of {queue.total} orders
      </Text>
      <QueueTable rows={queue.rows} hasMore={queue.hasMore} onNeedMore={queue.loadMore} />
      <Flex justify="center" py="3">
        {queue.loadingMore ? <Loading what="Loading more orders…" /> : queue.error ? (
          <Button variant="soft" color="red" onClick={queue.reload}>
            Loading failed: try again
          </Button>
        ) : queue.hasMore ? (
          <Button variant="soft" onClick={queue.loadMore}>
            Load more orders
          </Button>
        ) : null}
      </Flex>
    </Box>
  );
}

export default QueuePage;
