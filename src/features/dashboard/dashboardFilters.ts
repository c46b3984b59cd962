// The client dashboard's search (portal §3 "Search options", §5 "Order filters"), applied in the browser to the list
// GET /orders/{userId} answered: the applicant name is a case-insensitive contains match; dateFrom keeps orders lodged
// on or after that day and dateTo those lodged on or before it (a day's orders belong to it); status, client, type
// and service match exactly when not 'All'. Order type 'Needs attention' has the value 30.
//
// Fast enough for 10,000 orders within a frame (npm run bench:dashboard): the lower-cased names are made once per
// list (`searchIndexOf`, kept by list identity), and a filter change is one pass of plain comparisons.
import type { Order } from '../../app/orders';
import { portalToday } from '../../app/period';

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

/** What a filter pass needs of the list, made once per list. */
export interface SearchIndex {
  names: string[];
  /** The lodge day, 'YYYY-MM-DD' (compared as text). */
  days: string[];
}

const indexes = new WeakMap<readonly Order[], SearchIndex>();

export function searchIndexOf(orders: readonly Order[]): SearchIndex {
  let index = indexes.get(orders);
  if (!index) {
    index = { names: orders.map((o) => o.applicant.toLowerCase()), days: orders.map((o) => o.lodgeDate.slice(0, 10)) };
    indexes.set(orders, index);
  }
  return index;
}

/** The orders the filters keep, in the list's order. */
export function filterOrders(orders: readonly Order[], filters: DashboardFilters): Order[] {
  const { names, days } = searchIndexOf(orders);
  const name = filters.applicantName.trim().toLowerCase();
  const from = filters.dateFrom;
  const to = filters.dateTo;
  const status = filters.OrderStatus === ALL ? null : filters.OrderStatus;
  const client = filters.ClientID === ALL || filters.ClientID === '' ? null : Number(filters.ClientID);
  const type =
    filters.OrderType === ALL ? null : filters.OrderType === NEEDS_ATTENTION_VALUE ? NEEDS_ATTENTION : filters.OrderType;
  const service = filters.ServiceID === ALL || filters.ServiceID === '' ? null : filters.ServiceID;
  const kept: Order[] = [];
  for (let i = 0; i < orders.length; i++) {
    const order = orders[i];
    if (name && !names[i].includes(name)) continue;
    if (from && days[i] < from) continue;
    if (to && days[i] > to) continue;
    if (status !== null && order.orderStatus !== status) continue;
    if (client !== null && order.clientID !== client) continue;
    if (type !== null && order.orderType !== type) continue;
    if (service !== null && !order.serviceIDs.includes(service)) continue;
    kept.push(order);
  }
  return kept;
}

/** The counters (portal §2): Order Results, every order; Orders needing attention, those of type 'Needs attention'. */
export function orderCounts(orders: readonly Order[]): { total: number; needingAttention: number } {
  let needingAttention = 0;
  for (const order of orders) if (order.orderType === NEEDS_ATTENTION) needingAttention++;
  return { total: orders.length, needingAttention };
}

/** The columns the table sorts by (its headers' buttons, issue 31); without one, the list's own order (newest first). */
export const DASHBOARD_SORTS = ['orderID', 'applicant', 'clientName', 'orderStatus', 'lodgeDate', 'completionDate', 'expectedCompletion'] as const;
export type DashboardSort = (typeof DASHBOARD_SORTS)[number];
export type SortDirection = 'asc' | 'desc';

const collator = new Intl.Collator('en-AU', { sensitivity: 'base', numeric: true });

/** The orders by one column, then by order number the same way; a new array (the list is left as it is). */
export function sortOrders(orders: readonly Order[], sort: DashboardSort | null, dir: SortDirection): Order[] {
  if (sort === null) return dir === 'desc' ? [...orders].reverse() : [...orders];
  const sign = dir === 'desc' ? -1 : 1;
  const byKey =
    sort === 'orderID'
      ? (a: Order, b: Order) => a.orderID - b.orderID
      : (a: Order, b: Order) => collator.compare(String(a[sort]), String(b[sort])) || a.orderID - b.orderID;
  return [...orders].sort((a, b) => sign * byKey(a, b));
}

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
