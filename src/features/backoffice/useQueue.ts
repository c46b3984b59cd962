// The queue's rows in keyset pages (GET /backoffice/orders, read by useKeysetPages); the first page carries the
// counts per status and the total under the filters.
import type { ReplyOf } from '../../../schemas/api';
import { api } from '../../app/api';
import { useKeysetPages, type KeysetPages } from '../../app/useKeysetPages';
import { queryOf, type QueueFilters, type QueueQuery } from './queueQuery';

export type QueuePage = ReplyOf<'GET /backoffice/orders'>;
export type QueueRow = QueuePage['rows'][number];
export type QueueCounts = NonNullable<QueuePage['counts']>;

export interface Queue extends Omit<KeysetPages<QueuePage>, 'first'> {
  /** Orders under the filters (all pages). */
  total: number;
  counts: QueueCounts;
}

export function useQueue(filters: QueueFilters): Queue {
  const { first, ...pages } = useKeysetPages(
    (after) => ['GET /backoffice/orders', queryOf(filters, after)] as const,
    ([, query]: readonly [string, QueueQuery]) => api.call('GET /backoffice/orders', { query }),
  );
  return { ...pages, total: first?.total ?? 0, counts: first?.counts ?? [] };
}
