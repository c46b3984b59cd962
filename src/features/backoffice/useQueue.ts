// The queue's rows, page after page as the table scrolls (offset/limit), through the one API client. Each page is
// cached by its path; a change of filters starts again from the first page.
import { useCallback } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { ReplyOf } from '../../../schemas/api';
import { api, type ApiError } from '../../app/api';
import { queryOf, type QueueFilters, type QueueQuery } from './queueQuery';

export type QueuePage = ReplyOf<'GET /backoffice/orders'>;
export type QueueRow = QueuePage['rows'][number];

export interface Queue {
  rows: QueueRow[];
  /** Orders under the filters (all pages). */
  total: number;
  counts: QueuePage['counts'];
  /** The first page is on its way (nothing to show yet). */
  loading: boolean;
  /** A further page is on its way. */
  loadingMore: boolean;
  error: ApiError | undefined;
  hasMore: boolean;
  loadMore(): void;
  /** Reads every loaded page again (after an error, or to refresh). */
  reload(): void;
}

export function useQueue(filters: QueueFilters): Queue {
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite<QueuePage, ApiError>(
    // The key names the call and its query (SWR compares keys by their serialised form).
    (page, previous: QueuePage | null) =>
      previous && previous.rows.length === 0 ? null : (['GET /backoffice/orders', queryOf(filters, page)] as const),
    ([, query]: readonly [string, QueueQuery]) => api.call('GET /backoffice/orders', { query }),
    { revalidateOnFocus: false, revalidateFirstPage: true, shouldRetryOnError: false },
  );
  const pages = data ?? [];
  const rows = pages.flatMap((page) => page.rows);
  const first = pages[0];
  const total = first?.total ?? 0;
  const loadingMore = !error && size > pages.length && pages.length > 0;
  const hasMore = rows.length < total && !(pages.length > 0 && pages[pages.length - 1].rows.length === 0);
  const loadMore = useCallback(() => {
    if (!loadingMore && hasMore) void setSize((current) => current + 1);
  }, [loadingMore, hasMore, setSize]);
  const reload = useCallback(() => void mutate(), [mutate]);
  return {
    rows,
    total,
    counts: first?.counts ?? [],
    loading: isLoading || (isValidating && pages.length === 0),
    loadingMore,
    error,
    hasMore,
    loadMore,
    reload,
  };
}
