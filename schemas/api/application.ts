// The applicant's application, order-and-application §7 "Application": terms, steps, each step's field definitions
// with the stored answers, saving a step, address and referee requirements, submission, the PDF, the confirmation.
// Reading needs the order to be visible to the caller; changing it is a write (Full view for client users).
import { Type as T } from '@sinclair/typebox';
import { FileBytes, IdValue, Nullable, OrderIdBody, OrderIdParams, route, Text, Verdict } from './route';
import { TEXT_MAX_LENGTH } from '../../src/engine/fields';

const APPLICANT_AND_CLIENT = ['individual', 'client'] as const;
/** The reads the back office shares: an operator reads the application as entered (never changes it here). */
const READERS = ['individual', 'client', 'operator'] as const;
const TabName = Text(100, { minLength: 1 });

const ComboElement = T.Object({ LookUpValue: T.String(), MappingValue: T.Optional(Nullable(T.String())) });

/** A field definition of a step with its stored value (order-and-application §3 "Dynamic form field"). */
export const DynamicFieldReply = T.Object({
  FieldID: T.String(),
  FieldName: T.String(),
  FieldType: T.Union([
    T.Literal('text'),
    T.Literal('text/date'),
    T.Literal('combo'),
    T.Literal('combo+text'),
    T.Literal('radio/check'),
    T.Literal('custom'),
    T.Literal('Document'),
  ]),
  IsCompulsory: T.Union([T.Literal('Yes'), T.Literal('No')]),
  TableValue: Nullable(T.String()),
  TableID: T.Optional(Nullable(T.Integer())),
  TableLocation: T.Optional(Nullable(T.String())),
  ParentField: T.Optional(Nullable(T.String())),
  /** The ParentField's value that reveals the field; 'Y' when absent. */
  ParentValue: T.Optional(Nullable(T.String())),
  PortalSection: T.Optional(Nullable(T.String())),
  FormSection: T.Optional(Nullable(T.String())),
  ComboCategory: T.Optional(Nullable(T.String())),
  ComboElements: T.Optional(Nullable(T.Array(ComboElement))),
  CustomWidget: T.Optional(Nullable(T.String())),
  HelpText: T.Optional(Nullable(T.String())),
  /** text/date: 'YYYY-MM-DD' (a full date) or 'YYYY-MM' (a month and year); absent keeps the rule by FieldID. */
  DateFormat: T.Optional(Nullable(T.Union([T.Literal('YYYY-MM-DD'), T.Literal('YYYY-MM')]))),
  /** text: the length limits (the engine's default minimum when absent). */
  MinLength: T.Optional(Nullable(T.Integer())),
  MaxLength: T.Optional(Nullable(T.Integer())),
  /** A list field: the FieldID a newly chosen option's MappingValue is written into (the engine's normalise). */
  FillsField: T.Optional(Nullable(T.String())),
  /** 'Y': this field's value relabels the step's fields through POST /utilities/check_type_files. */
  RelabelsFields: T.Optional(Nullable(T.Literal('Y'))),
});

/**
 * One entry of TableContent. Only what the server reads is declared; everything else the page sends (FieldName,
 * ComboElements, notes) is dropped: the rules come from the stored definitions, never from the body.
 */
export const TableContentEntry = T.Object(
  {
    FieldID: Text(100, { minLength: 1 }),
    TableValue: T.Optional(Nullable(Text(TEXT_MAX_LENGTH))),
    TableID: T.Optional(Nullable(T.Integer({ minimum: -1_000_000, maximum: 2_147_483_647 }))),
    TableLocation: T.Optional(Nullable(Text(100))),
  },
  { additionalProperties: false },
);

export const applicationRoutes = {
  'GET /application/get_terms_conditions/:orderId': route({
    summary: 'Whether the terms and conditions of the order were accepted (Y/N).',
    access: { kinds: APPLICANT_AND_CLIENT, order: 'params.orderId' },
    params: OrderIdParams,
    response: { 200: T.Object({ TermsConditions: T.Union([T.Literal('Y'), T.Literal('N')]) }) },
  }),
  'POST /application/accept_terms_conditions': route({
    summary: 'Accepts the terms and conditions; answers text.',
    access: { kinds: APPLICANT_AND_CLIENT, fullView: true, order: 'body.orderId' },
    body: OrderIdBody,
    response: { 200: T.String() },
    produces: 'text/plain',
  }),
  'GET /application/get_application_state/:orderId': route({
    summary:
      'Whether the application may still be changed (Y/N), with the reason when it may not: submitted, or the order ' +
      'no longer open. The portal shows the steps read-only then; set_data_by_tab refuses with the same message. ' +
      "CompletedTabs names the steps the server holds as done ('Terms and Conditions' once accepted, a step of fields " +
      'once stored, the identity step once every required document is uploaded): the portal resumes at the first ' +
      'step not among them.',
    access: { kinds: APPLICANT_AND_CLIENT, order: 'params.orderId' },
    params: OrderIdParams,
    response: {
      200: T.Object({
        Editable: T.Union([T.Literal('Y'), T.Literal('N')]),
        Message: T.String(),
        CompletedTabs: T.Array(T.String()),
      }),
    },
  }),
  'GET /application/get_tabs/:orderId': route({
    summary: "The order's application steps, in order.",
    access: { kinds: READERS, order: 'params.orderId' },
    params: OrderIdParams,
    response: { 200: T.Array(T.Object({ TabName: T.String() })) },
  }),
  'POST /application/get_tab_req': route({
    summary: "A step's field definitions with the stored answers.",
    access: { kinds: READERS, order: 'body.order_id' },
    audit: 'application.view',
    body: T.Object({
      order_id: IdValue,
      tab_name: TabName,
      // §6: the dashboard type is sent when fetching step requirements; the caller's kind is known from the session.
      portalVersion: T.Optional(Text(50)),
    }),
    response: { 200: T.Array(DynamicFieldReply) },
  }),
  'POST /application/set_data_by_tab': route({
    summary: 'Saves one step, checked with the same rules as the form.',
    access: { kinds: APPLICANT_AND_CLIENT, fullView: true, order: 'body.orderId' },
    body: T.Object({
      orderId: IdValue,
      tabName: TabName,
      TableContent: T.Array(TableContentEntry, { maxItems: 3000 }),
    }),
    response: { 200: Verdict },
  }),
  'GET /application/get_min_address_req/:orderId': route({
    summary: 'What the address step asks for, by the checks of the order, and how many years of addresses it needs (0: the current address only).',
    access: { kinds: APPLICANT_AND_CLIENT, order: 'params.orderId' },
    params: OrderIdParams,
    response: { 200: T.Object({ Message: T.String(), Years: T.Integer({ minimum: 0 }) }) },
  }),
  'GET /application/bring_min_ref_req/:orderId': route({
    summary: 'How many referees the order needs.',
    access: { kinds: APPLICANT_AND_CLIENT, order: 'params.orderId' },
    params: OrderIdParams,
    response: {
      200: T.Array(T.Object({ MinReferees: T.Integer(), MaxReferees: T.Integer(), RefMessage: T.String() })),
    },
  }),
  'POST /application/submit_application': route({
    summary: 'Submits the application: every step and document is checked, the order moves to In progress.',
    access: { kinds: APPLICANT_AND_CLIENT, fullView: true, order: 'body.orderId' },
    body: T.Object({ orderId: IdValue, portalVersion: T.Optional(Text(50)), IPAddress: T.Optional(Text(100)) }),
    response: { 200: Verdict },
  }),
  'POST /application/get_application_pdf': route({
    summary: 'The application as a PDF.',
    access: { kinds: READERS, order: 'body.orderId' },
    audit: 'application.download',
    body: OrderIdBody,
    response: { 200: FileBytes },
    produces: 'application/pdf',
  }),
  'GET /application/final_confirmation_message/:orderId': route({
    summary: 'Each live check of the order with its estimated delivery in business days.',
    access: { kinds: APPLICANT_AND_CLIENT, order: 'params.orderId' },
    params: OrderIdParams,
    response: { 200: T.Array(T.Object({ ServiceName: T.String(), InitDay: T.Integer(), EndDay: T.Integer() })) },
  }),
};
