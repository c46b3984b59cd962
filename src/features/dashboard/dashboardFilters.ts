// The client dashboard's search (portal §3 "Search options", §5 "Order filters") and sort, as its URL keeps them and as
// the paged list GET /orders/{userId}/page takes them (the server searches: issue 31, a client may hold 100,000
// orders): the applicant name is a case-insensitive contains match; dateFrom keeps orders lodged on or after that day
// and dateTo those lodged on or before it (a day's orders belong to it); status, client, type and service match
// exactly when not 'All'. Order type 'Needs attention' has the value 30.
import type { QueryOf } from '../../../schemas/api';
import { portalToday } from '../../app/period';
import { isOrderStatus } from '../../engine/lifecycle';

export const ALL = 'All';
/** Portal §5: "Order type options: All, General, Needs attention (value 30)". */
export const NEEDS_ATTENTION_VALUE = '30';
export const NEEDS_ATTENTION = 'Needs attention';

// A type, not an interface: it then passes as EngineForm's formData (a Record) as it is.
export type DashboardFilters = {
  dateFrom: string;
  dateTo: string;
  applicantName: string;
  ServiceID: string;
  ClientID: string;
  OrderStatus: string;
  OrderType: string;
};

/**
 * Portal §3: every option 'All' or empty, dateTo today: the portal's today (Sydney), the calendar the orders' lodge
 * dates are in; the browser's own day is a day behind for the first hours of every Sydney day in a browser west of it.
 */
export function defaultFilters(today: string = portalToday()): DashboardFilters {
  return { dateFrom: '', dateTo: today, applicantName: '', ServiceID: ALL, ClientID: ALL, OrderStatus: ALL, OrderType: ALL };
}

/** The filters as the engine form reported them: a cleared text is '', a cleared choice 'All'. */
export function filtersOf(data: Record<string, unknown>): DashboardFilters {
  const text = (key: string) => (typeof data[key] === 'string' ? data[key] : '');
  const choice = (key: string) => text(key) || ALL;
  return {
    dateFrom: text('dateFrom'),
    dateTo: text('dateTo'),
    applicantName: text('applicantName'),
    ServiceID: choice('ServiceID'),
    ClientID: choice('ClientID'),
    OrderStatus: choice('OrderStatus'),
    OrderType: choice('OrderType'),
  };
}

/**
 * The columns the table sorts by (its headers' buttons, issue 31), those of the paged list; without one, newest first.
 * Not the expected completion date: it moves with today, so the server has no index to page it by.
 */
export const DASHBOARD_SORTS = ['orderID', 'applicant', 'clientName', 'orderStatus', 'lodgeDate', 'completionDate'] as const;
export type DashboardSort = (typeof DASHBOARD_SORTS)[number];
export type SortDirection = 'asc' | 'desc';

/** What the dashboard keeps in its URL (issue 31): the search, and the sort. */
export interface DashboardView {
  filters: DashboardFilters;
  sort: DashboardSort | null;
  dir: SortDirection;
}

const FILTER_KEYS = ['applicantName', 'OrderStatus', 'OrderType', 'ServiceID', 'ClientID', 'dateFrom', 'dateTo'] as const;

/** The view a URL's query names: its filters over the defaults (a value the form would not offer is left to the form). */
export function viewFromSearch(search: URLSearchParams, today: string = portalToday()): DashboardView {
  const filters = defaultFilters(today);
  for (const key of FILTER_KEYS) {
    const value = search.get(key);
    if (value !== null) filters[key] = value.slice(0, 100);
  }
  const sort = search.get('sort');
  return {
    filters,
    sort: (DASHBOARD_SORTS as readonly string[]).includes(sort ?? '') ? (sort as DashboardSort) : null,
    dir: search.get('dir') === 'desc' ? 'desc' : 'asc',
  };
}

/** The URL query of a view: only what differs from the defaults (a cleared "Lodged to" is kept, as empty). */
export function searchOfView(view: DashboardView, today: string = portalToday()): string {
  const defaults = defaultFilters(today);
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (view.filters[key] !== defaults[key]) params.set(key, view.filters[key]);
  if (view.sort) params.set('sort', view.sort);
  if (view.sort && view.dir === 'desc') params.set('dir', 'desc');
  return params.toString();
}

export type OrderPageQuery = NonNullable<QueryOf<'GET /orders/:userId/page'>>;

const DAY = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

/**
 * The paged list's query for a view: the filters that keep something out, and the sort. A value the form would not
 * offer (a link edited by hand) is left out rather than sent to be refused.
 */
export function pageQueryOf(view: DashboardView): OrderPageQuery {
  const { filters } = view;
  const chosen = (value: string) => (value === ALL || value === '' ? undefined : value);
  const query: OrderPageQuery = {};
  const name = filters.applicantName.trim();
  if (name) query.applicantName = name;
  const status = chosen(filters.OrderStatus);
  if (status && isOrderStatus(status)) query.status = status;
  const client = chosen(filters.ClientID);
  if (client && /^[0-9]{1,9}$/.test(client)) query.clientId = client;
  const service = chosen(filters.ServiceID);
  if (service) query.serviceId = service;
  const type = chosen(filters.OrderType);
  if (type) query.orderType = type === NEEDS_ATTENTION_VALUE ? NEEDS_ATTENTION : type;
  if (DAY.test(filters.dateFrom)) query.dateFrom = filters.dateFrom;
  if (DAY.test(filters.dateTo)) query.dateTo = filters.dateTo;
  if (view.sort) {
    query.sort = view.sort;
    query.dir = view.dir;
  }
  return query;
}
