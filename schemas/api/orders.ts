// The order lists (portal §7 "Orders").
import { Type as T } from '@sinclair/typebox';
import { IdString, route } from './route';

const Flag = T.Union([T.Literal('Y'), T.Literal('N')]);

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
});

export const orderRoutes = {
  'GET /orders/:userId': route({
    summary: "The caller's orders with their action flags, newest first.",
    access: { kinds: ['individual', 'client'], self: 'params.userId' },
    params: T.Object({ userId: IdString }),
    response: { 200: T.Array(OrderRow) },
  }),
  'GET /services/:userId/:orderId': route({
    summary: 'The checks of one order.',
    access: { kinds: ['individual', 'client'], self: 'params.userId', order: 'params.orderId' },
    params: T.Object({ userId: IdString, orderId: IdString }),
    response: { 200: T.Array(ServiceRow) },
  }),
};
