// The queue's rows, page after page as the table scrolls (keyset pages: each page asks for the rows after the last
// one of the page before, `next`), through the one API client. Each page is cached by its query; a change of
// filters starts again from the first page, which alone carries the counts per status and the total.
import { useCallback } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { ReplyOf } from '../../../schemas/api';
import { api, type ApiError } from '../../app/api';
import { queryOf, type QueueFilters, type QueueQuery } from './queueQuery';

export type QueuePage = ReplyOf<'GET /backoffice/orders'>;
export type QueueRow = QueuePage['rows'][number];
export type QueueCounts = NonNullable<QueuePage['counts']>;

export interface Queue {
  rows: QueueRow[];
  /** Orders under the filters (all pages). */
  total: number;
  counts: QueueCounts;
  /** The first page is on its way (nothing to show yet). */
  loading: boolean;
  /** A further page is on its way. */
  loadingMore: boolean;
  error: ApiError | undefined;
  hasMore: boolean;
  loadMore(): void;
  /** Reads every loaded page again (after an error, or after a bulk action changed orders). */
  reload(): void;
}

export function useQueue(filters: QueueFilters): Queue {
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite<QueuePage, ApiError>(
    // The key names the call and its query (SWR compares keys by their serialised form).
    (_page, previous: QueuePage | null) =>
      previous && !previous.next ? null : (['GET /backoffice/orders', queryOf(filters, previous?.next)] as const),
    ([, query]: readonly [string, QueueQuery]) => api.call('GET /backoffice/orders', { query }),
    { revalidateOnFocus: false, revalidateFirstPage: true, shouldRetryOnError: false },
  );
  const pages = data ?? [];
  const rows = pages.flatMap((page) => page.rows);
  const first = pages[0];
  const last = pages[pages.length - 1];
  const loadingMore = !error && size > pages.length && pages.length > 0;
  const hasMore = Boolean(last?.next);
  const loadMore = useCallback(() => {
    if (!loadingMore && hasMore) void setSize((current) => current + 1);
  }, [loadingMore, hasMore, setSize]);
  const reload = useCallback(() => void mutate(), [mutate]);
  return {
    rows,
    total: first?.total ?? 0,
    counts: first?.counts ?? [],
    loading: isLoading || (isValidating && pages.length === 0),
    loadingMore,
    error,
    hasMore,
    loadMore,
    reload,
  };
}
