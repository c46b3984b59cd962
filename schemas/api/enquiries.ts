// Contact Us (portal §2, §7 "Help and history"): an enquiry is stored, support is mailed and the sender acknowledged;
// operators read the enquiries in the back office.
import { Type as T } from '@sinclair/typebox';
import { ENQUIRY_MAX_LENGTH } from '../../src/engine/account-rules';
import { Id, IdString, route, Text } from './route';

/** An order id as the form sends it: a number, its digit string, or nothing ('' or null: no order named). */
const OptionalOrderId = T.Union([Id, IdString, T.Literal(''), T.Null()]);

export const enquiryRoutes = {
  'POST /utilities/receive_enquiries': route({
    summary:
      "Sends an enquiry in a category of 'Ticket Categories', optionally about one of the caller's orders; answers " +
      'the thank-you text.',
    access: { kinds: ['individual', 'client'], self: 'body.user_id', order: 'body.order_id' },
    body: T.Object({
      user_id: Id,
      ticket_category: Text(100),
      message: Text(ENQUIRY_MAX_LENGTH),
      order_id: T.Optional(OptionalOrderId),
    }),
    response: { 200: T.String() },
    produces: 'text/plain',
  }),
  'GET /backoffice/enquiries': route({
    summary: 'The enquiries of every user, newest first (the latest 500).',
    access: { kinds: ['operator'] },
    response: {
      200: T.Array(
        T.Object({
          EnquiryID: T.Integer(),
          Received: T.String(),
          Category: T.String(),
          OrderID: T.String(),
          Message: T.String(),
          UserName: T.String(),
          Name: T.String(),
          Email: T.String(),
          ClientName: T.String(),
        }),
      ),
    },
  }),
};
