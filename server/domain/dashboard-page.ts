// The client dashboard, one page at a time (issue 31): the orders the caller sees (server/auth/order-access.ts, the
// same rule as the whole list), under the dashboard's search, newest first or by one column, as keyset pages
// (keyset.ts) through the per-client indexes of migration 0026; and with the first page the counts per status: every
// order the caller sees, those the search keeps, and those needing attention (the counters; countsOf).
// A page is two statements: the ids of the page in its sort (an index range per branch of the access rule, merged),
// then their rows as the whole list builds them (order-rows.ts), so a paged row is exactly the row GET /orders/{userId}
// answers.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { clients, orders } from '../db/schema';
import { ordersVisibleTo, ordersVisibleToBranches } from '../auth/order-access';
import type { Caller } from '../auth/guard';
import { applicantContains, applicantKey, hasCheck, lodgedBetween, lodgedOutside } from './order-filters';
import { columnOrder, decodePlace, encodePlace, mergedPage, type SortKey } from './keyset';
import { rowsOf } from '../db/rows';
import { readOrderRows } from './order-rows';
import { keptStatusCounts } from './status-counts';
import type { ORDER_PAGE_SORTS } from '../../schemas/api/orders';

export type OrderPageSort = (typeof ORDER_PAGE_SORTS)[number];

export interface OrderPageFilter {
  applicantName?: string;
  status?: string;
  clientId?: number;
  serviceId?: string;
  orderType?: string;
  dateFrom?: string;
  dateTo?: string;
  /** Without one: newest first (the whole list's order). */
  sort?: OrderPageSort;
  dir?: 'asc' | 'desc';
  after?: string;
  limit: number;
}

export const STALE_ORDER_PAGE = 'This page of your orders no longer fits the sort or search asked for. Start again from the first page.';

/** The order type the dashboard calls "Needs attention" (portal §5). */
const NEEDS_ATTENTION = 'Needs attention';

/** Each sort's key (a timestamp compared again with its microseconds); a Completed date not yet set sorts first. */
const SORT_KEYS: Record<Exclude<OrderPageSort, 'orderID'>, SortKey> = {
  applicant: { key: applicantKey, typed: (value) => sql`${value}::text` },
  clientName: { key: sql`${clients.companyName}`, typed: (value) => sql`${value}::text` },
  orderStatus: { key: sql`${orders.status}`, typed: (value) => sql`${value}::text` },
  lodgeDate: { key: sql`${orders.lodgedAt}`, typed: (value) => sql`${value}::timestamptz` },
  completionDate: { key: sql`coalesce(${orders.completedAt}, '-infinity'::timestamptz)`, typed: (value) => sql`${value}::timestamptz` },
};

/** The search's conditions (every one of them: the rows and the `matching` counts). */
function searchOf(filter: OrderPageFilter): SQL[] {
  return [...narrowingOf(filter), ...lodgedBetween(filter.dateFrom, filter.dateTo)];
}

/** The search's conditions but the lodged days (which the dashboard always sends: up to today). */
function narrowingOf(filter: OrderPageFilter): SQL[] {
  const where: SQL[] = [];
  const name = filter.applicantName?.trim();
  if (name) where.push(applicantContains(name));
  if (filter.status !== undefined) where.push(eq(orders.status, filter.status));
  if (filter.clientId !== undefined) where.push(eq(orders.clientId, filter.clientId));
  if (filter.serviceId !== undefined) where.push(hasCheck(sql`"os"."service_id" = ${filter.serviceId}`));
  if (filter.orderType !== undefined) where.push(eq(orders.orderType, filter.orderType));
  return where;
}

export async function readOrderPage(db: Db, caller: Caller, acting: boolean, day: string, filter: OrderPageFilter) {
  // Newest first unless a column is asked for: the lodged sort, descending.
  const sort = filter.sort ?? 'lodgeDate';
  const dir = filter.sort === undefined ? 'desc' : (filter.dir ?? 'asc');
  const place = filter.after === undefined ? undefined : decodePlace(filter.after, sort, dir, STALE_ORDER_PAGE);
  const sortKey = sort === 'orderID' ? 'id' : SORT_KEYS[sort];
  const { orderBy, beyond } = columnOrder(sortKey, orders.id, dir, place);
  const visible = ordersVisibleTo(caller);
  const search = searchOf(filter);

  // One row more than the page: whether a next page exists. Each way the caller sees orders is read on its own, through
  // its index in the sort's order, and the branches merged (keyset.ts mergedPage).
  const wanted = filter.limit + 1;
  const sortValue = sortKey === 'id' ? sql`${orders.id}` : sortKey.key;
  const branch = (seen: SQL) =>
    db
      .select({ id: orders.id, key: sql<string>`(${sortValue})::text`.as('key'), sortValue: sql`${sortValue}`.as('sort_value') })
      .from(orders)
      .innerJoin(clients, eq(clients.id, orders.clientId))
      .where(and(seen, ...search, ...(beyond ? [beyond] : [])))
      .orderBy(...orderBy)
      .limit(wanted);
  const ids = await rowsOf<{ id: number; key: string }>(db, mergedPage(ordersVisibleToBranches(caller).map(branch), dir, wanted));
  const page = ids.slice(0, filter.limit);
  const last = page[page.length - 1];
  const next = ids.length > filter.limit && last ? encodePlace({ sort, dir, key: last.key, id: last.id }) : '';

  const read = page.length === 0 ? [] : await readOrderRows(db, and(visible, inArray(orders.id, page.map((row) => row.id))), acting, day);
  const byId = new Map(read.map(({ order }) => [order.orderID, order]));
  // An order gone between the two statements is left out.
  const rows = page.flatMap((row) => byId.get(row.id) ?? []);

  if (filter.after !== undefined) return { rows, next };
  return { rows, next, counts: await countsOf(db, caller, visible, filter) };
}

/**
 * The counters: per status, every order the caller sees, those the search keeps, those needing attention. A client's
 * are the kept counts (status-counts.ts: its orders and its agency's). Its matches: under the lodged days alone (the
 * dashboard's default search, up to today) the kept counts less the orders lodged outside them, an index range of
 * (client, lodged_at) per branch of the access rule that is empty up to today; under any other search, its matches
 * counted. An applicant's few orders are counted in one pass.
 */
async function countsOf(db: Db, caller: Caller, visible: SQL, filter: OrderPageFilter) {
  const search = searchOf(filter);
  if (caller.kind === 'client' && caller.clientId !== null) {
    const kept = await keptStatusCounts(db, { seenByClient: caller.clientId });
    if (search.length === 0) return kept.map((count) => ({ ...count, matching: count.total }));
    if (narrowingOf(filter).length === 0) {
      const outside = lodgedOutside(filter.dateFrom, filter.dateTo);
      const parts = ordersVisibleToBranches(caller).flatMap((seen) =>
        outside.map((range) => sql`select ${orders.status} as "status" from ${orders} where ${seen} and ${range}`),
      );
      const left = await rowsOf<{ status: string; n: number }>(
        db,
        sql`select "status", count(*)::int as "n" from (${sql.join(parts, sql` union all `)}) as "outside" group by "status"`,
      );
      const outsideOf = new Map(left.map((row) => [row.status, row.n]));
      return kept.map((count) => ({ ...count, matching: count.total - (outsideOf.get(count.orderStatus) ?? 0) }));
    }
    const matches = await db
      .select({ orderStatus: orders.status, matching: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(visible, ...search))
      .groupBy(orders.status);
    const matching = new Map(matches.map((row) => [row.orderStatus, row.matching]));
    return kept.map((count) => ({ ...count, matching: matching.get(count.orderStatus) ?? 0 }));
  }
  const matching = search.length === 0 ? sql`true` : and(...search)!;
  return db
    .select({
      orderStatus: orders.status,
      total: sql<number>`count(*)::int`,
      matching: sql<number>`(count(*) filter (where ${matching}))::int`,
      needingAttention: sql<number>`(count(*) filter (where ${orders.orderType} = ${NEEDS_ATTENTION}))::int`,
    })
    .from(orders)
    .where(visible)
    .groupBy(orders.status)
    .orderBy(orders.status);
}
