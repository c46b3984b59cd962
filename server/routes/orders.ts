// The order list calls of portal §7 "Orders": GET /orders/{userId} (the caller's orders with their action flags) and
// GET /services/{userId}/{orderId} (the checks of one order). Access is declared in schemas/api/orders.ts.
//
// Lean, bounded reads (a client may hold 10,000 orders):
// - Two statements per list, reading only the declared fields through the indexes (orders by client, recruiter or
//   applicant), and no check row: the list's order ids and versions (updated_at), then the rows not kept since an
//   earlier answer (server/kept-rows.ts: after one order of 10,000 changes, one row is read, built and serialised;
//   the first read of a list reads every row). The two facts the flags depend on (the checks' statuses, whether any
//   has a results file: OrderFacts) are kept on the order by the trigger that touches it when a check changes
//   (migration 0006). The rules stay in src/engine/order-flags.ts.
// - Dates are formatted by the database (wireDateTimeSql), not by Intl once per row.
// - The rows are read as ONE json value, column by column (server/domain/order-rows.ts).
// - Validators: a weak ETag computed first, by a cheap statement that reads neither the list nor the checks, from
//   what the answer depends on: for the orders, count(*) and the sum of updated_at over the orders the caller sees (a
//   trigger keeps updated_at current on every change of an order and of its checks); for the checks, their order's
//   updated_at; plus the caller (id, company, whether they may act: the flags change). If-None-Match naming it
//   answers 304 without the list statement.
// - The serialised order list is kept under its ETag (server/answer-cache.ts): a request whose freshly computed ETag
//   names a kept answer gets it without the list statement, and requests arriving while a list is being read wait
//   for that one reading. Since the ETag is recomputed from the database on every request, a change is never hidden.
//   Not covered: a client company renamed keeps the ETags (and the kept answers and rows) of the lists that show it until one
//   of their orders changes, and likewise a service renamed for the checks (neither table has an updated_at; both
//   are rare back-office edits).
// - Expected completion dates (server/domain/expected-completion.ts) come from the order's check plan, kept on the order
//   by the triggers of its checks and delays (migration 0010) like the facts above, so the list still reads no check
//   row; they depend on today (a running delay pushes them out day by day), so today's Sydney date is part of every
//   validator and of the key of the kept ETags.
import { ordersWaitingOnReferee, WAITING_ON_REFEREE } from '../domain/referee-records';
import { REFERENCES_SERVICE } from '../../src/engine/order-rules';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { orders, orderServices, services } from '../db/schema';
import { callerOf, mayAct, orderOf, type Caller } from '../auth/guard';
import { ordersVisibleTo } from '../auth/order-access';
import type { AppContext } from '../context';
import type { Handlers } from '../contract';
import { acceptedEncoding, AnswerCache } from '../answer-cache';
import { COMPRESSION_THRESHOLD } from '../web';
import { KeptValues } from '../db/changes';
import { notModified, noneMatch, setValidators, weakEtag } from '../conditional';
import { epochMicrosSql, wireDateTimeSql } from '../db/wire-time';
import { checkCancelFlag } from '../../src/engine/order-flags';
import { checkExpectedCompletion, parseCheckPlan, type CheckPlanWire } from '../domain/expected-completion';
import { listVersions, readOrderRows } from '../domain/order-rows';
import { readOrderPage } from '../domain/dashboard-page';
import { pageLimit, requireCalendarDates } from './query-checks';
import { wireDay } from '../domain/application-format';
import { ORDER_MAX_PAGE, ORDER_PAGE, OrderRow, type orderRoutes } from '../../schemas/api/orders';
import { KeptRows } from '../kept-rows';

/** Bump when the answers change for unchanged rows (a new field, a changed flag rule), so no browser keeps an old one. */
const ANSWER_VERSION = 'orders-4';

const callerPart = (caller: Caller) => `${caller.id}:${caller.kind}:${caller.clientId ?? ''}:${mayAct(caller) ? 'act' : 'look'}`;

/**
 * What the validator of the order list is computed from, the same in the cheap statement and in the list statement:
 * how many orders, and the sum of their updated_at. The sum, not the max: any change moves one updated_at forward and
 * so the sum, even a change whose transaction committed after a later one (its timestamp, taken before commit, may be
 * older than the max already seen). A deleted order changes the count.
 */
const listSummary = {
  count: sql<number>`count(*)::int`,
  touched: sql<string>`coalesce(sum(extract(epoch from ${orders.updatedAt})), 0)::text`,
};

/** Order list ETags kept in memory (one per signed-in caller). */
const KEPT_LIST_ETAGS = 10_000;

/** Serialised order lists by ETag (server/answer-cache.ts): 64 M characters, about twenty lists of 10,000 orders. */
const ANSWER_CACHE_CHARS = 64 * 1024 * 1024;

/** Serialised order rows by order (server/kept-rows.ts): 32 M characters, about 90,000 rows. */
const KEPT_ROW_CHARS = 32 * 1024 * 1024;

/** Rows missing from KeptRows are read by id up to this many; more (a first read) read the caller's whole list. */
const READ_BY_ID_AT_MOST = 500;

/** One check of an order as json_build_array gives it (see `checkList`). */
type ListedCheck = [
  ServiceID: string,
  Service: string,
  CheckStatus: string,
  DelayReason: string,
  CheckStart: string,
  CheckCompletion: string,
  DownloadRestriction: string,
  ResultsLocation: string,
];

/**
 * The string as one flat sequence of characters. A serialiser's output is a rope of the pieces it appended; joining
 * 10,000 kept ropes into the list flattened each of them again on every answer (20 ms of the 10,000-order list), so
 * they are kept flat.
 */
const flat = (rope: string): string => {
  Number(rope); // V8 flattens a string to read it as a number
  return rope;
};

const parseList = <Row>(json: string | null | undefined): Row[] => (json ? (JSON.parse(json) as Row[]) : []);

export function orderHandlers({ db, changes, now }: AppContext): Handlers<typeof orderRoutes> {
  /** Today in Sydney, the day the expected completion dates are computed for. */
  const today = () => wireDay(now());
  const answers = new AnswerCache(ANSWER_CACHE_CHARS);
  const keptRows = new KeptRows(KEPT_ROW_CHARS);
  /**
   * The order lists' ETags by caller, kept until any order changes (the database says so: server/db/changes.ts).
   * Then a request costs no statement at all.
   */
  const listEtags = new KeptValues<string>(changes, 'orders_changed', KEPT_LIST_ETAGS);

  /** The checks of one order as one json value, in the order of ListedCheck. */
  const checkList: SQL<string | null> = sql`json_agg(json_build_array(
      ${orderServices.serviceId}, ${services.serviceName}, ${orderServices.checkStatus}, ${orderServices.delayReason},
      ${wireDateTimeSql(orderServices.checkStart)}, ${wireDateTimeSql(orderServices.checkCompletion)},
      ${orderServices.downloadRestriction}, ${orderServices.resultsLocation}
    ) order by ${orderServices.id})::text`;

  /** The order's updated_at to the microsecond (the guard's copy is a Date: milliseconds). */
  const orderTouched = (orderId: number) =>
    sql<string>`(select ${epochMicrosSql(orders.updatedAt)} from ${orders} where ${orders.id} = ${orderId})`;

  /** The order's check plan and its lodge day, as one json value [plan, lodged]. */
  const orderPlan = (orderId: number) =>
    sql<string | null>`(select json_build_array(${orders.checkPlan}::json, ${wireDateTimeSql(orders.lodgedAt)})::text from ${orders} where ${orders.id} = ${orderId})`;

  /** 304 when the request names the current ETag, computed by `current` without reading the list. */
  async function unchanged(request: FastifyRequest, current: () => Promise<string>): Promise<string | null> {
    if (!request.headers['if-none-match']) return null;
    const etag = await current();
    return noneMatch(request, etag) ? etag : null;
  }

  return {
    'GET /orders/:userId': async (request, reply) => {
      const caller = callerOf(request);
      // Built only when a statement runs: most calls are answered from the kept ETag (building drizzle's condition
      // on every call was a few percent of the seeded list's time).
      const visible = () => ordersVisibleTo(caller);
      const day = today();
      const etagOf = (summary: { count: number; touched: string }) =>
        weakEtag(ANSWER_VERSION, 'list', callerPart(caller), day, summary.count, summary.touched);

      // The validator first: one index scan of the caller's orders, no join, no checks, nothing formatted.
      const currentEtag = async () => etagOf((await db.select(listSummary).from(orders).where(visible()))[0]);
      const etag = await listEtags.through(`${callerPart(caller)}:${day}`, currentEtag);
      if (noneMatch(request, etag)) return notModified(reply, etag);

      const answer = await answers.answer(etag, async () => {
        // Which orders, in list order, at which version: one index scan, nothing formatted, no join.
        const [index] = await db.select({ ...listSummary, versions: listVersions }).from(orders).where(visible());
        const [ids, versions] = JSON.parse(index.versions) as [number[], string[]];
        const acting = mayAct(caller);
        // What a serialised row depends on besides the order itself: the flags (may the caller act) and today.
        const rowKey = (id: number) => `${acting ? 'act' : 'look'}:${day}:${id}`;
        const json = ids.map((id, i) => keptRows.get(rowKey(id), versions[i]));
        const missing = ids.filter((_, i) => json[i] === undefined);
        if (missing.length > 0) {
          const byId = missing.length <= READ_BY_ID_AT_MOST ? and(visible(), inArray(orders.id, missing)) : visible();
          const serialize = reply.compileSerializationSchema(OrderRow);
          const fresh = new Map<number, string>();
          for (const row of await readOrderRows(db, byId, acting, day)) {
            const rowJson = flat(serialize(row.order));
            keptRows.set(rowKey(row.order.orderID), row.version, rowJson);
            fresh.set(row.order.orderID, rowJson);
          }
          // A row read just now may be newer than the index (a change in between): its ETag is then already stale,
          // so the next request reads again. An order gone in between is left out.
          ids.forEach((id, i) => (json[i] ??= fresh.get(id)));
        }
        return { etag: etagOf(index), body: `[${json.filter((row) => row !== undefined).join(',')}]` };
      });

      setValidators(reply, answer.etag).type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      // Compressed once per answer and kept with it; the Content-Encoding tells @fastify/compress to leave it be.
      const encoding = answer.body.length >= COMPRESSION_THRESHOLD ? acceptedEncoding(request.headers['accept-encoding']) : null;
      if (!encoding) return reply.send(answer.body);
      return reply.header('content-encoding', encoding).send(await answers.encoded(answer, encoding));
    },

    'GET /orders/:userId/page': async (request) => {
      const query = request.query;
      const limit = pageLimit(query.limit, ORDER_PAGE, ORDER_MAX_PAGE);
      requireCalendarDates(query);
      const caller = callerOf(request);
      return readOrderPage(db, caller, mayAct(caller), today(), {
        ...query,
        clientId: query.clientId === undefined ? undefined : Number(query.clientId),
        limit,
      });
    },

    'GET /services/:userId/:orderId': async (request, reply) => {
      const order = orderOf(request);
      const caller = callerOf(request);
      const day = today();
      const etagOf = (touched: string | null) => weakEtag(ANSWER_VERSION, 'checks', callerPart(caller), day, order.id, touched ?? '0');

      const same = await unchanged(request, async () => {
        const [row] = await db.select({ touched: epochMicrosSql(orders.updatedAt) }).from(orders).where(eq(orders.id, order.id));
        return etagOf(row?.touched ?? null);
      });
      if (same) return notModified(reply, same);

      const [answer] = await db
        .select({ touched: orderTouched(order.id), plan: orderPlan(order.id), list: checkList })
        .from(orderServices)
        .innerJoin(services, eq(services.serviceId, orderServices.serviceId))
        .where(eq(orderServices.orderId, order.id));

      const acting = mayAct(caller);
      setValidators(reply, etagOf(answer.touched));
      // The plan lists the same checks in the same order (by id) as the list statement.
      const [plan, lodged] = JSON.parse(answer.plan ?? '[[], ""]') as [CheckPlanWire[], string];
      const checks = parseCheckPlan(plan);
      // Issue 13: a reference check with an invited referee who has not answered says so where a delay would.
      const waitingOnReferee = (await ordersWaitingOnReferee(db, [order.id])).has(order.id);
      return parseList<ListedCheck>(answer.list).map(
        ([ServiceID, Service, CheckStatus, DelayReason, CheckStart, CheckCompletion, DownloadRestriction, ResultsLocation], index) => ({
          ServiceID,
          Service,
          CheckStatus,
          DelayReason: DelayReason || (waitingOnReferee && ServiceID === REFERENCES_SERVICE ? WAITING_ON_REFEREE : ''),
          CheckStart,
          CheckCompletion,
          DownloadRestriction,
          ResultsLocation,
          CancelFlag: checkCancelFlag(order.status, CheckStatus, acting),
          ExpectedCompletion: checks[index] ? checkExpectedCompletion(checks[index], lodged, day) : '',
        }),
      );
    },
  };
}
