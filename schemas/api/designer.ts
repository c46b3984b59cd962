// The form designer (issue 15): operators change the application's tabs and the reference questionnaire templates
// as data. Each form has published versions (numbered from 1, immutable, each with its change record) and at most one
// draft; publishing checks the draft (src/engine/form-check.ts) and refuses it with every problem listed. Operators only.
import { Type as T } from '@sinclair/typebox';
import { Nullable, route, Text } from './route';

const OPERATORS = ['operator'] as const;

export const FORM_KINDS = ['application-tab', 'reference-template'] as const;

/** A form's key in paths: an application tab's TabName ('Personal Details'), or 'template-{id}' for a questionnaire. */
const FormKeyParams = T.Object({ formKey: Text(120, { minLength: 1 }) });

const ComboElement = T.Object(
  { LookUpValue: Text(200, { minLength: 1 }), MappingValue: T.Optional(Nullable(Text(200))) },
  { additionalProperties: false },
);

/**
 * A field as the designer edits and publishes it: a definition in the shape get_tab_req answers, without an order's
 * values (TableValue, TableID), with what the designer adds (ParentValue, DateFormat, MinLength, MaxLength,
 * FillsField, RelabelsFields). For a reference template a field is a question: FieldType 'text', 'yes/no' or 'rank',
 * FieldName the question, FormSection its QuestionSection. Which FieldTypes exist is checked at publish (the widget registry's list), not here.
 */
export const DesignerField = T.Object(
  {
    FieldID: Text(100, { minLength: 1 }),
    FieldName: Text(500),
    FieldType: Text(50, { minLength: 1 }),
    IsCompulsory: T.Union([T.Literal('Yes'), T.Literal('No')]),
    ParentField: T.Optional(Nullable(Text(100))),
    /** The ParentField's value that reveals this field; 'Y' when absent (the rule every seeded field follows). */
    ParentValue: T.Optional(Nullable(Text(200))),
    PortalSection: T.Optional(Nullable(Text(200))),
    FormSection: T.Optional(Nullable(Text(200))),
    TableLocation: T.Optional(Nullable(Text(100))),
    ComboCategory: T.Optional(Nullable(Text(100))),
    ComboElements: T.Optional(Nullable(T.Array(ComboElement, { maxItems: 500 }))),
    CustomWidget: T.Optional(Nullable(Text(50))),
    HelpText: T.Optional(Nullable(Text(1000))),
    /** text/date only: a full date or a month and year. */
    DateFormat: T.Optional(Nullable(T.Union([T.Literal('YYYY-MM-DD'), T.Literal('YYYY-MM')]))),
    MinLength: T.Optional(Nullable(T.Integer({ minimum: 0, maximum: 5000 }))),
    MaxLength: T.Optional(Nullable(T.Integer({ minimum: 1, maximum: 5000 }))),
    /** A list field: the FieldID its chosen option's MappingValue fills (checked at publish: a field of the form). */
    FillsField: T.Optional(Nullable(Text(100))),
    /** 'Y': the field's value relabels the step's fields through check_type_files. */
    RelabelsFields: T.Optional(Nullable(T.Literal('Y'))),
  },
  { additionalProperties: false },
);

export const DesignerFields = T.Array(DesignerField, { maxItems: 1000 });

/** One problem found by the publish check or the draft's shape check: the field it concerns ('' for the form). */
export const FormProblem = T.Object({ FieldID: T.String(), Message: T.String() });

/**
 * A refusal listing the problems (400): nothing was saved or published. `problems` is absent from the other 400s of
 * these calls (a body or path the contract itself refuses), which answer errorMessage alone as every call does.
 */
export const ProblemsReply = T.Object({
  statusCode: T.Integer(),
  error: T.String(),
  errorMessage: T.String(),
  problems: T.Optional(T.Array(FormProblem)),
});

/** One change of a publish, field by field: what was added, removed or changed (attribute, before, after). */
export const FieldChange = T.Object({
  FieldID: T.String(),
  Change: T.Union([T.Literal('added'), T.Literal('removed'), T.Literal('changed'), T.Literal('moved')]),
  Attribute: T.Optional(T.String()),
  Before: T.Optional(Nullable(T.String())),
  After: T.Optional(Nullable(T.String())),
});

export const designerRoutes = {
  'GET /backoffice/definitions': route({
    summary: 'Every form the designer edits: each application tab (FormKey its TabName) and each reference questionnaire template.',
    access: { kinds: OPERATORS },
    response: {
      200: T.Array(
        T.Object({
          FormKey: T.String(),
          Title: T.String(),
          Kind: T.Union([T.Literal('application-tab'), T.Literal('reference-template')]),
          PublishedVersion: T.Integer(),
          HasDraft: T.Boolean(),
        }),
      ),
    },
  }),
  'GET /backoffice/definitions/:formKey': route({
    summary: "A form's published fields (its newest version) and its draft (null when none), with the FieldTypes it may use.",
    access: { kinds: OPERATORS },
    params: FormKeyParams,
    response: {
      200: T.Object({
        FormKey: T.String(),
        Title: T.String(),
        Kind: T.Union([T.Literal('application-tab'), T.Literal('reference-template')]),
        PublishedVersion: T.Integer(),
        fields: DesignerFields,
        draft: Nullable(DesignerFields),
        /** When the draft was last saved (ISO), null without a draft. */
        draftSavedAt: Nullable(T.String()),
        /**
         * The shared lookup lists by ComboCategory: the choices of a field without its own ComboElements, for the
         * preview (drawn as the applicant sees it) and the live check (checkForm's catalogue), as the server has them.
         */
        catalogue: T.Record(T.String(), T.Array(ComboElement)),
      }),
    },
  }),
  'PUT /backoffice/definitions/:formKey/draft': route({
    summary: "Saves the form's draft (replacing the previous one); 400 with the problems when a field is malformed.",
    access: { kinds: OPERATORS },
    params: FormKeyParams,
    body: T.Object({ fields: DesignerFields }),
    response: { 200: T.Object({ fields: DesignerFields, draftSavedAt: T.String() }), 400: ProblemsReply },
  }),
  'DELETE /backoffice/definitions/:formKey/draft': route({
    summary: "Discards the form's draft.",
    access: { kinds: OPERATORS },
    params: FormKeyParams,
    response: { 204: T.Null() },
  }),
  'POST /backoffice/definitions/:formKey/publish': route({
    summary:
      'Publishes the draft as the next version after the publish check (unique FieldIDs, ParentFields that exist and loop ' +
      'nowhere, reachable compulsory fields, combo fields with elements, known types); 400 with every problem otherwise.',
    access: { kinds: OPERATORS },
    params: FormKeyParams,
    response: { 200: T.Object({ PublishedVersion: T.Integer() }), 400: ProblemsReply },
  }),
  'GET /backoffice/definitions/:formKey/versions': route({
    summary: 'Every published version, newest first: who published it, when, and what changed field by field.',
    access: { kinds: OPERATORS },
    params: FormKeyParams,
    response: {
      200: T.Array(
        T.Object({ Version: T.Integer(), PublishedBy: T.String(), PublishedAt: T.String(), Changes: T.Array(FieldChange) }),
      ),
    },
  }),
  'POST /backoffice/definitions/:formKey/versions/:version/restore': route({
    summary: 'Makes a published version the draft again (replacing the draft); publishing it makes a new version.',
    access: { kinds: OPERATORS },
    params: T.Object({ formKey: Text(120, { minLength: 1 }), version: T.String({ pattern: '^[0-9]{1,6}$', maxLength: 6 }) }),
    response: { 200: T.Object({ fields: DesignerFields, draftSavedAt: T.String() }) },
  }),
};
