// The queue's filters as the page holds them (the engine form's data) and as GET /backoffice/orders takes them.
import type { QueryOf } from '../../../schemas/api';

export type QueueQuery = NonNullable<QueryOf<'GET /backoffice/orders'>>;

/** What the filter form holds: every value a string, '' or absent when not chosen. */
export type QueueFilters = Partial<Record<'q' | 'status' | 'clientId' | 'serviceId' | 'checkStatus' | 'delayed' | 'dateFrom' | 'dateTo' | 'sort', string>>;

/** One page of the queue: enough rows to fill a tall screen twice. */
export const QUEUE_PAGE_SIZE = 50;

export const DEFAULT_FILTERS: QueueFilters = { sort: 'oldest' };

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** The filters as the engine form reported them, made plain strings (a cleared field may come back undefined). */
export function filtersOf(data: Record<string, unknown>): QueueFilters {
  const out: QueueFilters = {};
  for (const key of ['q', 'status', 'clientId', 'serviceId', 'checkStatus', 'delayed', 'dateFrom', 'dateTo', 'sort'] as const) {
    const value = text(data[key]);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/** The query of one page: only what is chosen ('delayed' only when ticked), and the page's offset. */
export function queryOf(filters: QueueFilters, page: number): QueueQuery {
  return {
    q: filters.q,
    status: filters.status as QueueQuery['status'],
    clientId: filters.clientId,
    serviceId: filters.serviceId,
    checkStatus: filters.checkStatus as QueueQuery['checkStatus'],
    delayed: filters.delayed === 'Y' ? 'Y' : undefined,
    dateFrom: filters.dateFrom,
    dateTo: filters.dateTo,
    sort: filters.sort === 'newest' ? 'newest' : 'oldest',
    offset: String(page * QUEUE_PAGE_SIZE),
    limit: String(QUEUE_PAGE_SIZE),
  };
}
