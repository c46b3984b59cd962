// The order and service actions of both dashboards (portal §4 "Order actions", §7 "Orders"): contact the applicant of
// an order, cancel an order or one of its checks; and the individual's order history (§7 "Help and history").
// Downloads (results, the summary report) are POST /utilities/download_image (schemas/api/documents.ts).
// The rules and messages are the engine's (src/engine/order-actions.ts); the writes are server/domain/order-actions.ts.
import { Type as T } from '@sinclair/typebox';
import { FileBytes, IdValue, Nullable, OrderIdParams, route, Text } from './route';

/** Generous wire limits: the rules' own limits (250, 2000, ...) are checked by the handler with the spec's messages. */
const Free = (max: number) => Text(max);
/** DD/MM/YYYY (portal §7: the history's period). */
const DAY = '^(0[1-9]|[12][0-9]|3[01])/(0[1-9]|1[0-2])/[0-9]{4}$';

export const orderActionRoutes = {
  'POST /utilities/get_applicant_contact': route({
    summary:
      "What the contact dialog shows: Sender (the caller's email), Recipient (the applicant's email on the order) and " +
      'a Subject naming the order. Client users of the order (its company, or the agency that placed it).',
    access: { kinds: ['client'], self: 'body.user_id', order: 'body.order_id' },
    body: T.Object({ user_id: IdValue, order_id: IdValue }),
    response: { 200: T.Object({ Sender: T.String(), Recipient: T.String(), Subject: T.String() }) },
  }),
  'POST /utilities/send_message_applicant_contact': route({
    summary:
      "Mails the message to the order's applicant (the address on the order, whatever Recipient says), with the caller " +
      'as reply-to, through the job queue, and keeps it on the order. message required (at most 2000 characters).',
    access: { kinds: ['client'], fullView: true, order: 'body.order_id' },
    body: T.Object({
      order_id: IdValue,
      Sender: T.Optional(Free(300)),
      Recipient: T.Optional(Free(300)),
      Subject: T.Optional(Free(300)),
      message: Free(10_000),
      ApplicantName: T.Optional(Free(300)),
      ClientName: T.Optional(Free(300)),
    }),
    response: { 200: T.Object({ Outcome: T.String() }) },
  }),
  'POST /orders/references_answers': route({
    summary:
      "The referees' answers so far of the order's Reference Check, as a PDF, while the check is In review, Verified or " +
      "Ready (portal §4 'Service actions': download for RC) and the order is not Closed; 409 otherwise. The order's " +
      'client users only: referees answer in confidence to the organisation that asked.',
    access: { kinds: ['client'], order: 'body.OrderID' },
    audit: 'references.download',
    body: T.Object({ OrderID: IdValue }),
    response: { 200: FileBytes },
    produces: 'application/pdf',
  }),
  'POST /orders/cancel': route({
    summary:
      'Cancels the order (ServiceID absent, 0 or empty) or one of its checks, while results are not ready and no third ' +
      'party has supplied them (409 otherwise, nothing changed). RefundReason required (at most 250 characters); an ' +
      'individual also gives Bank, AccountName, Bsb and AccountNumber (each at least 2 characters), kept encrypted. ' +
      'ClientType and RefundCategory are decided by the server. Outcome is the text to show.',
    access: { kinds: ['individual', 'client'], fullView: true, order: 'body.OrderID' },
    body: T.Object({
      OrderID: IdValue,
      ServiceID: T.Optional(T.Union([T.Literal(0), Text(10, { pattern: '^[A-Za-z0-9]{0,10}$' })])),
      ClientType: T.Optional(Free(30)),
      RefundCategory: T.Optional(Free(100)),
      RefundReason: T.Optional(Free(2000)),
      Bank: T.Optional(Free(300)),
      AccountName: T.Optional(Free(300)),
      Bsb: T.Optional(Free(300)),
      AccountNumber: T.Optional(Free(300)),
    }),
    response: { 200: T.Object({ Outcome: T.String() }) },
  }),
  'POST /reports/individual_orderhistory': route({
    summary:
      "The checks of the caller's own orders lodged in the period (DateFrom, DateTo: DD/MM/YYYY, Sydney time, both " +
      'days included), newest order first. CheckStart and CheckCompletion as YYYY-MM-DD HH:mm:ss (Sydney), "" when ' +
      'unset; Delays the recorded delays ("None", or their count and causes); Results the result score; ' +
      'DiscountsApplied the price below the catalogue price ("None" when charged in full).',
    access: { kinds: ['individual'], self: 'body.userID' },
    body: T.Object({ userID: IdValue, DateFrom: Text(10, { pattern: DAY }), DateTo: Text(10, { pattern: DAY }) }),
    response: {
      200: T.Array(
        T.Object({
          OrderID: T.Integer(),
          OrderStatus: T.String(),
          Service: T.String(),
          CheckStart: T.String(),
          CheckCompletion: T.String(),
          CheckStatus: T.String(),
          Delays: T.String(),
          Results: T.String(),
          DiscountsApplied: T.String(),
        }),
      ),
    },
  }),
  'GET /orders/access_log/:orderId': route({
    summary:
      "Who of the client's own users viewed the application of this order or downloaded its files, newest first (the " +
      'audit trail, without addresses). Full view users of the order (its company, or the agency that placed it). A ' +
      'page at a time: before is the next value of the previous page (null when there is no more).',
    access: { kinds: ['client'], fullView: true, order: 'params.orderId' },
    params: OrderIdParams,
    querystring: T.Object({ before: T.Optional(Text(15, { pattern: '^[0-9]{1,15}$' })) }),
    response: {
      200: T.Object({
        rows: T.Array(
          T.Object({
            Seq: T.Integer(),
            At: T.String(),
            User: T.String(),
            Name: T.String(),
            Action: T.String(),
            OrderID: Nullable(T.Integer()),
            What: T.String(),
          }),
        ),
        next: Nullable(T.Integer()),
      }),
    },
  }),
};
