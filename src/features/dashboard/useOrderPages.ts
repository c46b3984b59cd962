// The dashboard's orders, page after page as the table scrolls (GET /orders/{userId}/page, keyset pages: each page
// asks for the orders after the last one of the page before, `next`), through the one API client. Each page is cached
// by its path; a change of search or sort starts again from the first page, which alone carries the counts.
import { useCallback, useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { ReplyOf } from '../../../schemas/api';
import { api, type ApiError } from '../../app/api';
import type { Order } from '../../app/orders';
import type { OrderPageQuery } from './dashboardFilters';

type OrderPage = ReplyOf<'GET /orders/:userId/page'>;

export interface OrderPages {
  rows: Order[];
  /** Every order the user sees, those the search keeps, and those needing attention; null until the first page. */
  counts: { total: number; matching: number; needingAttention: number } | null;
  /** The first page is on its way (nothing to show yet). */
  loading: boolean;
  /** A further page is on its way. */
  loadingMore: boolean;
  error: ApiError | undefined;
  hasMore: boolean;
  loadMore(): void;
  /** Reads every loaded page again (after an error, or after an action changed an order). */
  reload(): void;
}

export function useOrderPages(userId: string | null, query: OrderPageQuery): OrderPages {
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite<OrderPage, ApiError>(
    // The key names the call, the user and the query (SWR compares keys by their serialised form).
    (_page, previous: OrderPage | null) =>
      userId === null || (previous && !previous.next)
        ? null
        : (['GET /orders/:userId/page', userId, previous ? { ...query, after: previous.next } : query] as const),
    ([, user, paged]: readonly [string, string, OrderPageQuery]) => api.call('GET /orders/:userId/page', { params: { userId: user }, query: paged }),
    { revalidateOnFocus: false, revalidateFirstPage: true, shouldRetryOnError: false },
  );
  const pages = useMemo(() => data ?? [], [data]);
  const rows = useMemo(() => pages.flatMap((page) => page.rows), [pages]);
  const counts = useMemo(() => {
    const first = pages[0]?.counts;
    if (!first) return null;
    const sum = (key: 'total' | 'matching' | 'needingAttention') => first.reduce((all, c) => all + c[key], 0);
    return { total: sum('total'), matching: sum('matching'), needingAttention: sum('needingAttention') };
  }, [pages]);
  const last = pages[pages.length - 1];
  const loadingMore = !error && size > pages.length && pages.length > 0;
  const hasMore = Boolean(last?.next);
  const loadMore = useCallback(() => {
    if (!loadingMore && hasMore) void setSize((current) => current + 1);
  }, [loadingMore, hasMore, setSize]);
  const reload = useCallback(() => void mutate(), [mutate]);
  return { rows, counts, loading: isLoading || (isValidating && pages.length === 0), loadingMore, error, hasMore, loadMore, reload };
}

