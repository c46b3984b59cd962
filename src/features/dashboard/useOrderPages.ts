// The dashboard's orders in keyset pages (GET /orders/{userId}/page, read by useKeysetPages); the first page carries
// the counts per status, summed here into the page's three counters.
import { useMemo } from 'react';
import type { ReplyOf } from '../../../schemas/api';
import { api } from '../../app/api';
import type { Order } from '../../app/orders';
import { useKeysetPages, type KeysetPages } from '../../app/useKeysetPages';
import type { OrderPageQuery } from './dashboardFilters';

type OrderPage = ReplyOf<'GET /orders/:userId/page'>;

export interface OrderPages extends Omit<KeysetPages<OrderPage>, 'first'> {
  rows: Order[];
  /** Every order the user sees, those the search keeps, and those needing attention; null until the first page. */
  counts: { total: number; matching: number; needingAttention: number } | null;
}

export function useOrderPages(userId: string | null, query: OrderPageQuery): OrderPages {
  const { first, ...pages } = useKeysetPages(
    (after) => (userId === null ? null : (['GET /orders/:userId/page', userId, after === undefined ? query : { ...query, after }] as const)),
    ([, user, paged]: readonly [string, string, OrderPageQuery]) => api.call('GET /orders/:userId/page', { params: { userId: user }, query: paged }),
  );
  const counts = useMemo(() => {
    const perStatus = first?.counts;
    if (!perStatus) return null;
    const sum = (key: 'total' | 'matching' | 'needingAttention') => perStatus.reduce((all, c) => all + c[key], 0);
    return { total: sum('total'), matching: sum('matching'), needingAttention: sum('needingAttention') };
  }, [first]);
  return { ...pages, counts };
}
