// Account Information (portal §2, §3, §7 "Sign-in and account"): who the caller is, a client's users, creating and
// deleting them. Creating and deleting are writes of a client with Full view (the guard refuses Restricted view).
import { Type as T } from '@sinclair/typebox';
import { ACCESS_LEVELS } from '../../src/engine/account-rules';
import { Id, route, Text, UserIdParams } from './route';

const AccessLevel = T.Union(ACCESS_LEVELS.map((level) => T.Literal(level)));
/** A switch as the portal's flags carry it (adsFlag, editFlag...): 'Y' or 'N'. */
const YesNo = T.Union([T.Literal('Y'), T.Literal('N')]);

export const accountRoutes = {
  'GET /reports/get_user_info/:userId': route({
    summary:
      "The caller's own details: an individual's or an operator's name, phone and email; a client user's company, its " +
      'phone and email, and the access level. UserExpiration is MM/DD/YYYY, empty when the account does not expire.',
    access: { kinds: ['individual', 'client', 'operator'], self: 'params.userId' },
    params: UserIdParams,
    response: {
      200: T.Object({
        FirstName: T.String(),
        MiddleName: T.String(),
        SurName: T.String(),
        Phone: T.String(),
        Email: T.String(),
        UserName: T.String(),
        UserExpiration: T.String(),
        ClientName: T.String(),
        CompanyPhone: T.String(),
        CompanyEmail: T.String(),
        AccessLevel: T.String(),
      }),
    },
  }),
  'GET /reports/get_user_info_users/:userId': route({
    summary: "The users of the caller's client company (the caller too), by name. ExpiryDate is 'YYYY-MM-DD HH:mm:ss' or empty.",
    access: { kinds: ['client'], self: 'params.userId' },
    params: UserIdParams,
    response: {
      200: T.Array(
        T.Object({ Name: T.String(), UserName: T.String(), Email: T.String(), ExpiryDate: T.String(), AccessLevel: T.String() }),
      ),
    },
  }),
  'POST /utilities/setup_user': route({
    summary:
      "Creates a user of the caller's company (ClientName is the caller's, whatever is sent) with an email at the " +
      "company's domain, and emails them a link to choose their password. Answers the username and the outcome text.",
    access: { kinds: ['client'], fullView: true, self: 'body.userID' },
    body: T.Object({
      userID: Id,
      FName: Text(60),
      LName: Text(60),
      Email: Text(254),
      ClientName: T.Optional(Text(200)),
      AccessLevel,
    }),
    response: { 200: T.Object({ username: T.String(), outcome: T.String() }) },
  }),
  'POST /utilities/delete_user': route({
    summary:
      "Deletes a user of the caller's company (never the caller); the deleted user's sessions end at once. Answers the " +
      'outcome text.',
    access: { kinds: ['client'], fullView: true, self: 'body.userID' },
    body: T.Object({ userID: Id, userNameDelete: Text(100, { minLength: 1 }) }),
    response: { 200: T.Object({ outcome: T.String() }) },
  }),
  'GET /reports/client_promotions/:userId': route({
    summary: "Whether the caller's company lets its completed orders show partner promotions (the Deals page).",
    access: { kinds: ['client'], self: 'params.userId' },
    params: UserIdParams,
    response: { 200: T.Object({ Promotions: YesNo }) },
  }),
  'POST /utilities/client_promotions': route({
    summary:
      "Switches partner promotions on or off for every order of the caller's company (their Deals links follow at " +
      'once). Answers the setting now.',
    access: { kinds: ['client'], fullView: true, self: 'body.userID' },
    body: T.Object({ userID: Id, Promotions: YesNo }),
    response: { 200: T.Object({ Promotions: YesNo }) },
  }),
};
