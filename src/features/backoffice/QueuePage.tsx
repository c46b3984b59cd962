// /admin/backoffice, the back office's queue (issues 11 and 31): every client's orders, those needing attention first,
// with the views, the filters, the counts per status and a virtualised table that loads further pages as it scrolls.
// The filters and the sort live in the page's URL (queueQuery.ts): going back from an order, reloading or opening a
// shared link shows the same queue. Selected orders get the bulk actions, and the page keeps the summary of the last.
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, Button, Callout, Card, Flex, Text } from '@radix-ui/themes';
import { PageHeader } from '../../app/PageHeader';
import { useApi } from '../../app/useApi';
import { BulkActions, BulkSummaryCard } from './BulkActions';
import { QueueFilterForm } from './QueueFilterForm';
import { QueueTable } from './QueueTable';
import { QueueViews } from './QueueViews';
import { StatusCounts } from './StatusCounts';
import { DEFAULT_SORT, filtersFromSearch, filtersOf, searchOf, type QueueFilters } from './queueQuery';
import { useQueue } from './useQueue';
import type { BulkSummary } from './bulkActions';
import { Loading } from '../../app/Loading';
import './backoffice.css';

export function QueuePage() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  // A filter typed or chosen replaces the page's entry in the history (Back leaves the queue, not the last keystroke);
  // a view chosen is a new entry (Back returns to the queue as it was).
  const setFilters = useCallback((next: QueueFilters) => setSearch(searchOf(filtersOf(next)), { replace: true }), [setSearch]);
  const chooseView = useCallback((next: QueueFilters) => setSearch(searchOf(filtersOf(next))), [setSearch]);
  const queue = useQueue(filters);
  const options = useApi('GET /backoffice/options', {});
  const serviceNames = useMemo(() => new Map((options.data?.services ?? []).map((s) => [s.ServiceID, s.ServiceName])), [options.data]);

  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const select = useCallback((orderIds: readonly number[], on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of orderIds) if (on) next.add(id); else next.delete(id);
      return next;
    });
  }, []);
  // Only orders still shown stay selected (a filter changed, a page reloaded).
  const selectedRows = useMemo(() => queue.rows.filter((r) => selected.has(r.orderID)), [queue.rows, selected]);
  const [summary, setSummary] = useState<BulkSummary | null>(null);
  const bulkDone = useCallback(
    (done: BulkSummary) => {
      setSummary(done);
      setSelected(new Set());
      queue.reload();
    },
    [queue],
  );

  return (
    <>
      <PageHeader title="Back office queue" description="Every client's orders: those needing attention first, then by age." />
      <Flex direction="column" gap="3">
        <QueueViews filters={filters} onChoose={chooseView} />
        <QueueFilterForm filters={filters} onChange={setFilters} />
        <StatusCounts
          counts={queue.counts}
          status={filters.status}
          onChoose={(status) => setFilters({ ...filters, status })}
        />
        {/* Announced when it appears: what the bulk action did to each order. */}
        <div aria-live="polite">{summary ? <BulkSummaryCard summary={summary} onDismiss={() => setSummary(null)} /> : null}</div>
        {selectedRows.length > 0 ? (
          <BulkActions selected={selectedRows} serviceNames={serviceNames} onDone={bulkDone} onClear={() => setSelected(new Set())} />
        ) : null}
        <QueueResults
          queue={queue}
          sort={filters.sort ?? DEFAULT_SORT}
          dir={filters.dir === 'desc' ? 'desc' : 'asc'}
          onSort={(sort, dir) => setFilters({ ...filters, sort, dir })}
          selected={selected}
          onSelect={select}
        />
        {/* Room for the floating bulk actions below the last row (backoffice.css .bo-bulk). */}
        {selectedRows.length > 0 ? <div className="bo-bulk-room" aria-hidden="true" /> : null}
      </Flex>
    </>
  );
}

interface QueueResultsProps {
  queue: ReturnType<typeof useQueue>;
  sort: string;
  dir: 'asc' | 'desc';
  onSort(sort: string, dir: 'asc' | 'desc'): void;
  selected: ReadonlySet<number>;
  onSelect(orderIds: readonly number[], on: boolean): void;
}

function QueueResults({ queue, ...table }: QueueResultsProps) {
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
      {/* A live region: a screen reader hears how many orders the filters keep as they change. */}
      <Text as="p" size="2" color="gray" mb="2" role="status">
        Showing {queue.rows.length.toLocaleString('en-AU')} of {queue.total.toLocaleString('en-AU')} orders
        {table.selected.size > 0 ? ` · ${table.selected.size.toLocaleString('en-AU')} selected` : ''}
      </Text>
      <QueueTable rows={queue.rows} hasMore={queue.hasMore} onNeedMore={queue.loadMore} {...table} />
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
