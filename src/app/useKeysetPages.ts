// A long list read page after page as its table scrolls (the dashboard's orders, the back office's queue): keyset
// pages, each asking for the rows after the last one of the page before (its `next`, '' on the last page), through
// the one API client. Each page is cached by its key (the call and its query); a change of query starts again from the
// first page, which alone carries the list's counts.
import { useCallback, useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { ApiError } from './api';

export interface KeysetPages<Page extends { rows: unknown[] }> {
  /** The first page (the counts), once it has come. */
  first: Page | undefined;
  rows: Page['rows'];
  /** The first page is on its way (nothing to show yet). */
  loading: boolean;
  /** A further page is on its way. */
  loadingMore: boolean;
  error: ApiError | undefined;
  hasMore: boolean;
  loadMore(): void;
  /** Reads every loaded page again (after an error, or after an action changed the list). */
  reload(): void;
}

/**
 * @param keyOf - the key of the page after `after` (undefined: the first page), naming the call and its query (SWR
 *   compares keys by their serialised form); null while the list cannot be asked for yet
 * @param fetchPage - reads the page a key names
 */
export function useKeysetPages<Page extends { rows: unknown[]; next: string }, Key extends readonly unknown[]>(
  keyOf: (after: string | undefined) => Key | null,
  fetchPage: (key: Key) => Promise<Page>,
): KeysetPages<Page> {
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite<Page, ApiError>(
    (_page, previous: Page | null) => (previous && !previous.next ? null : keyOf(previous?.next)),
    fetchPage,
    { revalidateOnFocus: false, revalidateFirstPage: true, shouldRetryOnError: false },
  );
  const pages = useMemo(() => data ?? [], [data]);
  const rows = useMemo(() => pages.flatMap((page) => page.rows), [pages]);
  const last = pages[pages.length - 1];
  const loadingMore = !error && size > pages.length && pages.length > 0;
  const hasMore = Boolean(last?.next);
  const loadMore = useCallback(() => {
    if (!loadingMore && hasMore) void setSize((current) => current + 1);
  }, [loadingMore, hasMore, setSize]);
  const reload = useCallback(() => void mutate(), [mutate]);
  return { first: pages[0], rows, loading: isLoading || (isValidating && pages.length === 0), loadingMore, error, hasMore, loadMore, reload };
}
