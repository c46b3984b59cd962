// The back office's queue, one page at a time (issues 11 and 31): every client's orders under the operator's filters,
// in one of its sorts, with the counts per status under the same filters (but the status one) in one statement.
//
// Pages are keyset pages (keyset.ts): the answer names the last row's place (`next`), and the next page starts after
// it. The default sorts put the orders needing attention first: two groups (orders.needs_attention, migration 0024),
// each read in lodged order through the index (needs_attention, lodged_at, id); a page that ends one group continues
// into the next. A column sort orders by (that column, id) through its index. `offset` pages stay for the callers of
// before (one statement with OFFSET).
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { clients, orders } from '../db/schema';
import { wireDateTimeSql } from '../db/wire-time';
import { applicantContains, applicantKey, hasCheck, lodgedBetween } from './order-filters';
import { columnOrder, decodePlace, encodePlace, type Place, type SortKey } from './keyset';
import { keptStatusCounts, type CountScope } from './status-counts';
import type { QUEUE_FLAGS, QUEUE_SORTS } from '../../schemas/api/backoffice';

export type QueueSort = (typeof QUEUE_SORTS)[number];
export type QueueFlag = (typeof QUEUE_FLAGS)[number];

export interface QueueFilter {
  status?: string;
  clientId?: number;
  serviceId?: string;
  /** Orders with a check in this status. */
  checkStatus?: string;
  /** Orders with a delayed check. */
  delayed?: boolean;
  /** One of the queue's built-in views: needs attention, corrections received, fraud signals, delayed. */
  flag?: QueueFlag;
  /** Lodged on or after / on or before these dates (YYYY-MM-DD, Sydney time). */
  dateFrom?: string;
  dateTo?: string;
  /** 'oldest' and 'newest' (the default sorts) put the orders needing attention first; a column sort does not. */
  sort?: QueueSort;
  dir?: 'asc' | 'desc';
  /** Applicant name (contains, any case) or order id. */
  q?: string;
  /** The `next` of the page before: the page starts after that row. */
  after?: string;
  /** Without `after`: rows to skip (the calls of before). */
  offset: number;
  limit: number;
}

/**
 * The built-in views' conditions. Corrections received: the applicant sent again every item an operator rejected
 * (the order no longer waits for an edit), and no operator has acted on the order since. Fraud signals: the referees'
 * answers raise at least one (referee-signals.ts, counted on the order). Delayed: a check with a delay recorded.
 */
const FLAG_CONDITIONS: Record<QueueFlag, SQL> = {
  attention: sql`${orders.needsAttention}`,
  corrections: sql`(not ${orders.awaitingEdit} and exists (
    select 1 from "order_rejections" "r" where "r"."order_id" = "orders"."id" and "r"."resolved_at" is not null
      and not exists (select 1 from "order_history" "h" join "users" "u" on "u"."id" = "h"."user_id"
        where "h"."order_id" = "orders"."id" and "u"."kind" = 'operator' and "h"."at" > "r"."resolved_at")))`,
  fraud: sql`${orders.refereeSignals} > 0`,
  // Kept on the order by the checks' trigger (migration 0028), with an index of those orders alone.
  delayed: sql`${orders.anyDelayed}`,
};

/** The filters but the status and the client ones: with none of them, the kept counts are the queue's counts. */
function narrowingFilters(filter: QueueFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.serviceId !== undefined) where.push(hasCheck(sql`"os"."service_id" = ${filter.serviceId}`));
  if (filter.checkStatus !== undefined) where.push(hasCheck(sql`"os"."check_status" = ${filter.checkStatus}`));
  if (filter.delayed) where.push(FLAG_CONDITIONS.delayed);
  if (filter.flag) where.push(FLAG_CONDITIONS[filter.flag]);
  where.push(...lodgedBetween(filter.dateFrom, filter.dateTo));
  const q = filter.q?.trim();
  if (q) where.push(queueSearch(q));
  return where;
}

/** The filters but the status one (the counts per status are taken under these). */
function otherFilters(filter: QueueFilter): SQL[] {
  return [...(filter.clientId === undefined ? [] : [eq(orders.clientId, filter.clientId)]), ...narrowingFilters(filter)];
}

/** The kept counts that are the queue's counts under this filter (status-counts.ts), if no other filter narrows it. */
function keptScopeOf(filter: QueueFilter): CountScope | undefined {
  if (narrowingFilters(filter).length > 0) return undefined;
  return filter.clientId === undefined ? { every: true } : { clientId: filter.clientId };
}

/**
 * The search: the applicant's name contains what was typed, in any case, or (digits) it is the order's id. The name's
 * expression (applicantContains) is the one its trigram index was made on (migration 0027), so a search of a million
 * orders is an index read; change one, change both.
 */
export function queueSearch(q: string): SQL {
  const name = applicantContains(q);
  return /^[0-9]{1,9}$/.test(q) ? sql`(${orders.id} = ${Number(q)} or ${name})` : name;
}

/** Each column sort's key, and how a key read back as text is compared again (a timestamp keeps its microseconds). */
const COLUMN_KEYS: Record<Exclude<QueueSort, 'oldest' | 'newest'>, SortKey> = {
  order: { key: sql`${orders.id}`, typed: (value) => sql`${Number(value)}::int` },
  applicant: { key: applicantKey, typed: (value) => sql`${value}::text` },
  client: { key: sql`${clients.companyName}`, typed: (value) => sql`${value}::text` },
  status: { key: sql`${orders.status}`, typed: (value) => sql`${value}::text` },
  lodged: { key: sql`${orders.lodgedAt}`, typed: (value) => sql`${value}::timestamptz` },
};

export const STALE_PAGE = 'This page of the queue no longer fits the sort or filters asked for. Start again from the first page.';

/** The default sorts' places name the last row's group; a column sort's do not. */
const placeFits = (sort: QueueSort) => (place: Partial<Place>) =>
  sort === 'oldest' || sort === 'newest' ? typeof place.group === 'boolean' : place.group === undefined;

type QueueChecks = Array<[ServiceID: string, CheckStatus: string, DelayReason: string]>;

function pageStatement(db: Db, where: SQL | undefined, orderBy: SQL[], sortKey: SQL) {
  const checks = sql<string>`(select coalesce(json_agg(json_build_array("os"."service_id", "os"."check_status", "os"."delay_reason")
    order by "os"."id"), '[]')::text from "order_services" "os" where "os"."order_id" = "orders"."id")`;
  return db
    .select({
      orderID: orders.id,
      firstName: orders.applicantFirstName,
      surname: orders.applicantSurname,
      clientID: clients.id,
      clientName: clients.companyName,
      orderStatus: orders.status,
      orderType: orders.orderType,
      lodgeDate: wireDateTimeSql(orders.lodgedAt),
      checks,
      group: sql<boolean>`${orders.needsAttention}`,
      key: sql<string>`(${sortKey})::text`,
    })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(where)
    .orderBy(...orderBy);
}

type PageRow = Awaited<ReturnType<typeof pageStatement>>[number];

/** The rows of one page and one more (whether a next page exists), in the sort asked for. */
async function readRows(db: Db, filter: QueueFilter, where: SQL[], sort: QueueSort, dir: 'asc' | 'desc'): Promise<PageRow[]> {
  const wanted = filter.limit + 1;
  const place = filter.after === undefined ? undefined : decodePlace(filter.after, sort, dir, STALE_PAGE, placeFits(sort));
  if (sort === 'oldest' || sort === 'newest') {
    const order = sort === 'newest' ? desc : asc;
    const beyond = sort === 'newest' ? sql`<` : sql`>`;
    const lodgedOrder = [order(orders.lodgedAt), order(orders.id)];
    if (place === undefined && filter.offset > 0) {
      return pageStatement(db, and(...where), [desc(orders.needsAttention), ...lodgedOrder], sql`${orders.lodgedAt}`)
        .offset(filter.offset)
        .limit(wanted);
    }
    // Those needing attention first, then the others; a page after a row of the second group reads only that group.
    const groups = place?.group === false ? [false] : [true, false];
    const rows: PageRow[] = [];
    for (const group of groups) {
      const bound =
        place !== undefined && place.group === group
          ? [sql`(${orders.lodgedAt}, ${orders.id}) ${beyond} (${place.key}::timestamptz, ${place.id}::int)`]
          : [];
      rows.push(...(await pageStatement(db, and(...where, eq(orders.needsAttention, group), ...bound), lodgedOrder, sql`${orders.lodgedAt}`).limit(wanted - rows.length)));
      if (rows.length >= wanted) break;
    }
    return rows;
  }
  const sortKey = COLUMN_KEYS[sort];
  const { orderBy, beyond } = columnOrder(sort === 'order' ? 'id' : sortKey, orders.id, dir, place);
  if (place === undefined) return pageStatement(db, and(...where), orderBy, sortKey.key).offset(filter.offset).limit(wanted);
  return pageStatement(db, and(...where, beyond), orderBy, sortKey.key).limit(wanted);
}

export async function readQueue(db: Db, filter: QueueFilter) {
  const sort = filter.sort ?? 'oldest';
  const dir = filter.dir ?? 'asc';
  const others = otherFilters(filter);
  const where = [...others, ...(filter.status ? [eq(orders.status, filter.status)] : [])];
  const rows = await readRows(db, filter, where, sort, dir);
  const page = rows.slice(0, filter.limit);
  const last = page[page.length - 1];
  const next =
    rows.length > filter.limit && last
      ? encodePlace({ sort, dir, ...(sort === 'oldest' || sort === 'newest' ? { group: last.group } : {}), key: last.key, id: last.orderID })
      : '';

  // The counts (and so the total) with the first page only: the pages after it keep the first page's. Under no
  // filter but the client's they are the kept counts (status-counts.ts); a narrower view counts its own orders.
  let counts: Array<{ orderStatus: string; total: number }> | undefined;
  if (filter.after === undefined) {
    const scope = keptScopeOf(filter);
    counts = scope
      ? (await keptStatusCounts(db, scope)).map(({ orderStatus, total }) => ({ orderStatus, total }))
      : await db
          .select({ orderStatus: orders.status, total: sql<number>`count(*)::int` })
          .from(orders)
          .where(and(...others))
          .groupBy(orders.status)
          .orderBy(orders.status);
  }
  const total = counts?.filter((c) => !filter.status || c.orderStatus === filter.status).reduce((sum, c) => sum + c.total, 0);
  return {
    rows: page.map(({ firstName, surname, checks: listed, group: _group, key: _key, ...row }) => ({
      ...row,
      applicant: `${firstName} ${surname}`.trim(),
      services: (JSON.parse(listed) as QueueChecks).map(([ServiceID, CheckStatus, DelayReason]) => ({ ServiceID, CheckStatus, DelayReason })),
    })),
    next,
    ...(counts === undefined ? {} : { counts, total }),
  };
}
