// Who the caller is to the portal (dashboard_type), the brand of a white-label sign-in page, lookup lists.
import { Type as T } from '@sinclair/typebox';
import { IdValue, Nullable, route, Text, UserIdParams } from './route';

const LookupList = T.Array(T.Object({ LookUpValue: T.String(), MappingValue: Nullable(T.String()) }));

/** Lists in one get_type_lists call: a step's fields name a handful (Personal Details: the two licence issuer lists). */
export const MAX_LISTS = 50;

export const portalRoutes = {
  'GET /reports/dashboard_type/:userId': route({
    summary: "The kind of dashboard the caller gets, its client flags, and a client user's access level ('' for others).",
    access: { kinds: ['individual', 'client', 'operator'], self: 'params.userId' },
    params: UserIdParams,
    response: {
      200: T.Object({
        dashboardType: T.Union([T.Literal('individual'), T.Literal('client'), T.Literal('operator')]),
        ShowClientName: T.String(),
        SearchClient: T.String(),
        ClientID: T.String(),
        ClientName: T.String(),
        LogoURL: T.String(),
        /** 'Full view' or 'Restricted view' for client users (the pages hide what a Restricted view user may not do). */
        AccessLevel: T.String(),
      }),
    },
  }),
  'GET /brand/:clientKey': route({
    summary: 'The client a white-label sign-in page (/checkmate/:clientKey, /worecs/:clientKey) is for.',
    access: { public: 'the sign-in page shows the brand before anyone signs in' },
    params: T.Object({ clientKey: Text(60, { pattern: '^[a-z0-9-]{1,60}$' }) }),
    response: { 200: T.Object({ ClientName: T.String(), LogoURL: T.String() }) },
  }),
  'POST /utilities/get_types': route({
    summary: "A lookup list by category ('Ticket Categories', 'Countries', 'AUDRIVER', ...); unknown is empty.",
    access: { kinds: ['individual', 'client'] },
    body: T.Object({ category: Text(100, { minLength: 1 }) }),
    response: { 200: LookupList },
  }),
  'POST /utilities/get_type_lists': route({
    summary:
      "Several lookup lists at once, each as get_types answers it, keyed by category (unknown is empty): the lists an application step's fields need, in one request instead of one per list.",
    access: { kinds: ['individual', 'client'] },
    body: T.Object({ categories: T.Array(Text(100, { minLength: 1 }), { minItems: 1, maxItems: MAX_LISTS }) }),
    response: { 200: T.Record(T.String(), LookupList) },
  }),
  'POST /utilities/check_type_files': route({
    summary: 'The field labels a check type gives to the personal step.',
    access: { kinds: ['individual', 'client'], order: 'body.orderID' },
    body: T.Object({ orderID: IdValue, checkType: Text(200) }),
    response: { 200: T.Array(T.Object({ FieldID: T.String(), FieldLabel: T.String() })) },
  }),
};
