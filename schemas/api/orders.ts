// The order lists (portal §7 "Orders").
import { Type as T } from '@sinclair/typebox';
import { IdString, NoContent, route, Text } from './route';
import { ORDER_STATUSES } from '../../src/engine/lifecycle';

/**
 * 'Y' or 'N'. Declared as a string with an enum rather than a union of two literals: the same type and the same
 * OpenAPI meaning, but the response serialiser writes it as a plain string, where a union makes it test every value
 * against each branch (four flags on each of 10,000 orders: a fifth of the time of the whole answer).
 */
const Flag = T.Unsafe<'Y' | 'N'>({ type: 'string', enum: ['Y', 'N'] });

export const OrderRow = T.Object({
  orderID: T.Integer(),
  applicant: T.String(),
  orderStatus: T.String(),
  lodgeDate: T.String(),
  completionDate: T.String(),
  comments: T.String(),
  clientID: T.Integer(),
  clientName: T.String(),
  orderType: T.String(),
  reportLocation: T.String(),
  /** The ServiceIDs of the order's checks, in check order (the dashboard's Service filter). */
  serviceIDs: T.Array(T.String()),
  /** 'YYYY-MM-DD': the latest expected completion of its open checks; '' for a Completed, Cancelled or Closed order. */
  expectedCompletion: T.String(),
  startFlag: Flag,
  editFlag: Flag,
  cancelFlag: Flag,
  adsFlag: Flag,
});

export const ServiceRow = T.Object({
  ServiceID: T.String(),
  Service: T.String(),
  CheckStatus: T.String(),
  DelayReason: T.String(),
  CheckStart: T.String(),
  CheckCompletion: T.String(),
  DownloadRestriction: T.String(),
  ResultsLocation: T.String(),
  CancelFlag: Flag,
  /** 'YYYY-MM-DD' from the service's EndDay and the check's delays; '' once Ready or Cancelled. */
  ExpectedCompletion: T.String(),
});

/**
 * The sorts of the dashboard's paged list (GET /orders/{userId}/page): by one column, then by order number the same
 * way, each through an index (migration 0026). Not by expected completion: it moves with today (a running delay
 * pushes it out day by day), so no index can hold it.
 */
export const ORDER_PAGE_SORTS = ['orderID', 'applicant', 'clientName', 'orderStatus', 'lodgeDate', 'completionDate'] as const;
/** The page size of the paged list when none is asked for, and the largest one may ask for. */
export const ORDER_PAGE = 100;
export const ORDER_MAX_PAGE = 500;

/** A calendar date, YYYY-MM-DD. */
const DATE = '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$';
const oneOf = <const V extends readonly string[]>(values: V) => T.Unsafe<V[number]>({ type: 'string', enum: [...values] });

export const orderRoutes = {
  'GET /orders/:userId': route({
    summary:
      "The caller's orders with their action flags, newest first. Carries a weak ETag (Cache-Control: private, no-cache); " +
      'If-None-Match naming it answers 304 with no body.',
    access: { kinds: ['individual', 'client'], self: 'params.userId' },
    params: T.Object({ userId: IdString }),
    response: { 200: T.Array(OrderRow), 304: NoContent },
  }),
  'GET /orders/:userId/page': route({
    summary:
      "The caller's orders one page at a time (the client dashboard past a few hundred orders; the same orders and rows " +
      "as GET /orders/{userId}): filtered by applicantName (contains, any case), status, clientId, serviceId (an order " +
      "with that check), orderType and lodged date (dateFrom, dateTo: YYYY-MM-DD, Sydney time, both included); newest " +
      "first, or by one column (sort, dir 'asc' or 'desc'), then by order number. next: give it as `after` for the page " +
      "after this one ('' on the last page). counts (with the first page only, without `after`): per order status, " +
      'every order the caller sees (total), those the filters keep (matching) and those needing attention.',
    access: { kinds: ['individual', 'client'], self: 'params.userId' },
    params: T.Object({ userId: IdString }),
    querystring: T.Object({
      applicantName: T.Optional(Text(100)),
      status: T.Optional(oneOf(ORDER_STATUSES)),
      clientId: T.Optional(IdString),
      serviceId: T.Optional(Text(10, { pattern: '^[A-Za-z0-9]{1,10}$' })),
      orderType: T.Optional(Text(30)),
      dateFrom: T.Optional(Text(10, { pattern: DATE })),
      dateTo: T.Optional(Text(10, { pattern: DATE })),
      sort: T.Optional(oneOf(ORDER_PAGE_SORTS)),
      dir: T.Optional(oneOf(['asc', 'desc'])),
      after: T.Optional(Text(500, { pattern: '^[A-Za-z0-9_-]+$' })),
      limit: T.Optional(Text(3, { pattern: '^[0-9]{1,3}$' })),
    }),
    response: {
      200: T.Object({
        rows: T.Array(OrderRow),
        next: T.String(),
        counts: T.Optional(T.Array(T.Object({ orderStatus: T.String(), total: T.Integer(), matching: T.Integer(), needingAttention: T.Integer() }))),
      }),
    },
  }),
  'GET /services/:userId/:orderId': route({
    summary: 'The checks of one order. Carries a weak ETag; If-None-Match naming it answers 304 with no body.',
    access: { kinds: ['individual', 'client'], self: 'params.userId', order: 'params.orderId' },
    params: T.Object({ userId: IdString, orderId: IdString }),
    response: { 200: T.Array(ServiceRow), 304: NoContent },
  }),
};
