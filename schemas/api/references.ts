// The public references form (portal §7 "Integrations and public form", issue 13): a referee opens
// /referencesform/{orderId}/{refereeId} from the invitation mail, without signing in, loads the questionnaire and
// sends the answers once. No token: the pair of ids is the link, and a wrong pair answers exactly like an unknown one.
import { Type as T } from '@sinclair/typebox';
import { Id, route, Text } from './route';

/** A refereeId: a random integer of at least 48 bits (server/domain/referee-ids.ts), exact in JSON. */
export const RefereeId = T.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

const SectionType = T.Union([
  T.Literal('Section title'),
  T.Literal('Instructions'),
  T.Literal('Information'),
  T.Literal('Verification'),
]);
const FieldType = T.Union([T.Literal('text'), T.Literal('check'), T.Literal('rank'), T.Literal('yes/no')]);

/** One entry of the form (portal §3 "References form field"). */
export const ReferenceFieldReply = T.Object({
  SectionType,
  FieldType,
  FieldName: T.String(),
  FieldLabel: T.String(),
  FieldValue: T.Union([T.String(), T.Null()]),
  Sort: T.Integer(),
  NewFieldValue: T.Optional(T.Union([T.String(), T.Null()])),
});

/**
 * Who asks the referee, for whom and why, and whom to contact (src/engine/referee-request.ts RefereeRequestFacts):
 * the organisation's name and contact, the applicant's name, the check's purpose. Nothing more of the order.
 */
const RefereeRequest = T.Object({
  Organisation: T.String(),
  Applicant: T.String(),
  Purpose: T.String(),
  ContactName: T.String(),
  ContactEmail: T.String(),
  ContactPhone: T.String(),
});

/** An answer as the browser sends it back: the loaded entry with its NewFieldValue (only FieldName and the value count). */
const SentField = T.Object({
  SectionType: T.Optional(Text(20)),
  FieldType: T.Optional(Text(10)),
  FieldName: Text(100, { minLength: 1 }),
  FieldLabel: T.Optional(Text(2000)),
  FieldValue: T.Optional(T.Union([Text(2000), T.Null()])),
  Sort: T.Optional(T.Integer({ minimum: 0, maximum: 10_000 })),
  /** The answer; text answers at most 1500 characters (checked with the message the form shows). */
  NewFieldValue: T.Optional(T.Union([Text(5000), T.Null()])),
  error: T.Optional(T.Boolean()),
});

const Pair = { orderID: Id, refereeID: RefereeId };

export const referenceRoutes = {
  'POST /website/references_form_get': route({
    summary:
      "The referee's form (portal §7: the field list): the instructions, the applicant's and referee's details to verify " +
      "(check fields), then the order's questionnaire. An empty list once the referee has answered or was withdrawn " +
      '(Reference closed). 404 for an unknown link, and the same 404 for a refereeId of another order. Rate limited per address.',
    access: { public: 'a referee opens the link of the invitation; the random refereeId is the proof' },
    body: T.Object(Pair),
    response: { 200: T.Array(ReferenceFieldReply) },
  }),
  'POST /website/references_form_request': route({
    summary:
      'Who asks the referee (the client), for whom and why, and whom to contact: what the form and its invitation say ' +
      'so that a referee can trust the link. Request null once the referee has answered or was withdrawn. Same 404 and ' +
      'rate limit as references_form_get (a call of its own beside it, so the form keeps the spec\'s answer).',
    access: { public: 'a referee opens the link of the invitation; the random refereeId is the proof' },
    body: T.Object(Pair),
    response: { 200: T.Object({ Request: T.Union([RefereeRequest, T.Null()]) }) },
  }),
  'POST /website/references_form_validator': route({
    summary:
      "The compiled validator of the referee's form (the browser's rjsf validator; GET /validators/:digest serves it). " +
      'The referee has no session for POST /validators: the server compiles the schema it builds for this link, ' +
      'nothing the browser sends. Same 404 and rate limit as references_form_get.',
    access: { public: 'a referee opens the link of the invitation; the random refereeId is the proof' },
    body: T.Object(Pair),
    response: { 200: T.Object({ digest: T.String() }) },
  }),
  'POST /website/references_form_post': route({
    summary:
      'Stores the answers once, with the address the server saw, the user agent and the start and finish times ' +
      '(IPAddress is kept only as what the browser claimed). Every rule of portal §5 is checked: 400 ' +
      "'Please complete white spaces to continue.' (or the field's own message) and nothing stored. A second post " +
      "changes nothing and answers status 'closed'. The reference check moves to In review once the minimum number " +
      'of referees has answered.',
    access: { public: 'a referee sends the answers; the random refereeId is the proof' },
    body: T.Object({
      ...Pair,
      answers: T.Array(SentField, { maxItems: 500 }),
      IPAddress: T.Optional(Text(45)),
    }),
    response: {
      200: T.Object({ status: T.Union([T.Literal('received'), T.Literal('closed')]) }),
    },
  }),
};
