// The queue's filters and sort as the page keeps them (in its URL: back, reload and a shared link restore them), as the
// filter form holds them, and as GET /backoffice/orders takes them.
import type { QueryOf } from '../../../schemas/api';

export type QueueQuery = NonNullable<QueryOf<'GET /backoffice/orders'>>;

/** What the URL and the filter form hold: every value a string, absent when not chosen. */
export const QUEUE_KEYS = ['q', 'flag', 'status', 'clientId', 'serviceId', 'checkStatus', 'dateFrom', 'dateTo', 'sort', 'dir'] as const;
export type QueueKey = (typeof QUEUE_KEYS)[number];
export type QueueFilters = Partial<Record<QueueKey, string>>;

/** One page of the queue: enough rows to fill a tall screen twice. */
export const QUEUE_PAGE_SIZE = 50;

export const DEFAULT_SORT = 'oldest';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** The filters as the engine form reported them (or a URL's query), made plain strings; a cleared field is left out. */
export function filtersOf(data: Record<string, unknown>): QueueFilters {
  const out: QueueFilters = {};
  for (const key of QUEUE_KEYS) {
    const value = text(data[key]);
    if (value !== undefined) out[key] = value;
  }
  // The default sort and direction say nothing: left out, so the URL and a saved view stay short.
  if (out.sort === DEFAULT_SORT) delete out.sort;
  if (out.dir !== 'desc') delete out.dir;
  return out;
}

/** The filters in a URL's query. */
export function filtersFromSearch(search: URLSearchParams): QueueFilters {
  return filtersOf(Object.fromEntries(search));
}

/** The URL query of these filters, in a stable order (the same filters give the same link). */
export function searchOf(filters: QueueFilters): string {
  const params = new URLSearchParams();
  for (const key of QUEUE_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params.toString();
}

/** Whether two filter sets ask for the same orders (a view is "current" when its filters are the page's). */
export const sameFilters = (a: QueueFilters, b: QueueFilters) => searchOf(a) === searchOf(b);

/** The query of one page: only what is chosen, and where the page before it ended. */
export function queryOf(filters: QueueFilters, after?: string): QueueQuery {
  return {
    q: filters.q,
    flag: filters.flag as QueueQuery['flag'],
    status: filters.status as QueueQuery['status'],
    clientId: filters.clientId,
    serviceId: filters.serviceId,
    checkStatus: filters.checkStatus as QueueQuery['checkStatus'],
    dateFrom: filters.dateFrom,
    dateTo: filters.dateTo,
    sort: (filters.sort ?? DEFAULT_SORT) as QueueQuery['sort'],
    dir: filters.dir === 'desc' ? 'desc' : undefined,
    after: after || undefined,
    limit: String(QUEUE_PAGE_SIZE),
  };
}
