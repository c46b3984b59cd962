// The order lists (portal §7 "Orders").
import { Type as T } from '@sinclair/typebox';
import { IdString, NoContent, route } from './route';

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

export const orderRoutes = {
  'GET /orders/:userId': route({
    summary:
      "The caller's orders with their action flags, newest first. Carries a weak ETag (Cache-Control: private, no-cache); " +
      'If-None-Match naming it answers 304 with no body.',
    access: { kinds: ['individual', 'client'], self: 'params.userId' },
    params: T.Object({ userId: IdString }),
    response: { 200: T.Array(OrderRow), 304: NoContent },
  }),
  'GET /services/:userId/:orderId': route({
    summary: 'The checks of one order. Carries a weak ETag; If-None-Match naming it answers 304 with no body.',
    access: { kinds: ['individual', 'client'], self: 'params.userId', order: 'params.orderId' },
    params: T.Object({ userId: IdString, orderId: IdString }),
    response: { 200: T.Array(ServiceRow), 304: NoContent },
  }),
};
