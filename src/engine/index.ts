// The framework-free form engine: server field definitions <-> react-jsonschema-form configuration. No React, no DOM,
// no imports from outside src/engine (the server validates with the same code).
//
// DYNAMIC FIELDS (application steps, edit screen)
//
//   const form = buildDynamicForm(defs, { sectionBy: 'PortalSection' | 'FormSection', labels?, catalogue?, blocks?,
//                                         requireEveryField? });
//   <Form schema={form.schema} uiSchema={form.uiSchemaFor(data)} formData={data}
//         onChange={(e) => setData(form.normalise(e.formData, data))}
//         customValidate={form.customValidate({ treatNAsEmpty })} transformErrors={form.transformErrors} ... />
//   form.validate(data, opts)      -> { FieldID | FieldID#TableID | TableLocation: message }   (same rules, no ajv)
//   form.toTableContent(data)      -> TableContent for set_data_by_tab / edit_submit
//   form.relabelValue(data)        -> the value of the field with RelabelsFields 'Y' (what check_type_files relabels by)
//   normalise also applies FillsField: a choice the user changes writes its option's MappingValue into that field.
//   toForm(defs, opts) / fromForm(defs, formData, opts): one-shot versions.
//   validateDynamic(defs, values?, opts) and mergeSubmission(trusted, submitted): the server's side of the same rules.
//
// Form data shape: { s0: { FieldID: value, ..., <blockKey>: [ { TableID, FieldID: value, ... } ] }, s1: ... }.
// Sections s0, s1, ... follow the first appearance of PortalSection / FormSection; a block list sits in the section of
// its first field, keyed by its TableLocation made identifier-safe ('ops.ApplicantDocs' -> 'ops_ApplicantDocs').
// Empty values are ABSENT (never ''), Y/N fields hold 'Y' / 'N', dates hold DD/MM/YYYY (partial: MM/YYYY, YYYY).
//
// uiSchema CONTRACT with widgets/ (names of `ui:widget`): text, textarea (ui:options.counter), select, comboText
// (ui:options.suggestions [{label, value}]), yesNo, check, rank (placeholder 'Please select'), date, partialDate,
// address / signature / selfie / any CustomWidget name, document, display (ui:options.text, ui:options.variant
// 'title' | 'instructions' | 'information'), hidden. Sections: `ui:options.section: true`. Blocks: `ui:options`
// { block: true, addLabel, removeLabel: 'Remove', firstRemovable, orderable: false, minItems?, maxItems?, minMessage?,
// maxMessage? }. Read-only: `ui:readonly: true`. Help: `ui:help`. Additions the widgets may use:
//   - `ui:options.required: true` on every field required NOW (ParentField at its ParentValue, SingleNameFlag, AddressType rules):
//     the static schema `required` only lists fields required whatever the values, so show the asterisk from this.
//   - `ui:options.fieldId` on custom and document widgets (which document / signature the widget serves).
//   - `ui:placeholder` on date inputs; a dependent list (AddressState, BirthTerritory, LicenceIssuer) has no
//     `ui:widget`: rjsf picks `select` when the resolved schema has choices and `text` otherwise.
//   - a list's values are the schema's `enum` (of the branch that applies, for a dependent list) and its labels are
//     `ui:enumNames`, a map by value holding every branch's labels (rjsf's optionsList reads either form).
//   - a block whose items show or hide fields by their own values has `items` as a FUNCTION of the item (rjsf 6
//     dynamic items); otherwise `items` is a plain object.
//   - `ui:options.requiredMessage` (references form): the text transformErrors gives a missing answer.
//
// ADDRESS HISTORY (§5 "Address rules" across the rows): addressViolations(form.toTableContent(data), catalogue,
// { years }) -> [{ key: 'FieldID#TableID' | TableLocation, tableId, fieldId, message }]; the server runs it on the same
// content. `years` (addressHistoryYears of the order's checks: 5 for a police or credit check) asks the list to reach
// that far back without gaps.
//
// ADDRESS SEARCH (§2.3, §9 mapping): an object (block item or section) holding a CustomWidget 'address' field gets
// `ui:field: 'addressGroup'` and `ui:options.addressFields` { street, suburb, state, postcode, country: property key };
// the renderer's addressGroup field fills them with applyPickedAddress(item, picked, keys, choicesOf).
//
// REFERENCES FORM (public): buildReferencesForm(fields) -> FormConfig; validateReferences / referencesCustomValidate;
// hasUncheckedChecks (warning before sending); referencesFromForm(fields, formData) -> fields with NewFieldValue.
// toReferenceFields(questions) -> the field list of an order's questionnaire; refereeFormFields(questions, details) ->
// the whole referee's form (details to verify + questionnaire): the preview and the server draw the same.
//
// FILES (§5 "Files", §9): MAX_UPLOAD_BYTES, the accepted kinds by purpose (FILE_KINDS), their extensions and content
// types; the browser checks a file before sending it and the server again by content, both with FILE_MESSAGES.
//
// All user-facing texts are in messages.ts.

export * from './types';
export * from './messages';
export * from './dates';
export {
  fieldKind,
  toFormValue,
  toStoredValue,
  defaultFormValue,
  isEmptyValue,
  TEXT_MIN_LENGTH,
  PARTIAL_DATE_FIELDS,
  DEFAULT_N_FIELDS,
  type FieldKind,
  type FormValue,
} from './fields';
export { catalogueCategories } from './catalogue';
export { choiceValue, toChoices, type Choice, type OptionCatalogue } from './options';
export { withoutEmptyRows } from './formdata';
export { checkValue, isHidden, isRequired, parentOf, type RuleOptions, type Scope } from './rules';
export { blockLocations, KNOWN_BLOCK_LOCATIONS, TABLE_ID_KEY, textValues, type FormData, type SectionBy } from './model';
export type { BlockOptions, JsonSchema, UiSchema } from './schema';
export {
  fieldKey,
  valuesOf,
  transformErrors,
  gapFillingValidator,
  type CustomValidate,
  type ErrorCollector,
  type ValidationErrorLike,
  type Violation,
} from './validation';
export {
  buildDynamicForm,
  toForm,
  fromForm,
  validateDynamic,
  mergeSubmission,
  referenceBlockOptions,
  type DynamicForm,
  type DynamicFormOptions,
  type ValidateOptions,
  type ValidateDynamicOptions,
} from './dynamic';
export {
  buildReferencesForm,
  referencesFromForm,
  validateReferences,
  referencesCustomValidate,
  referenceViolations,
  checkReferenceAnswer,
  hasUncheckedChecks,
  referencesFormData,
  REFERENCE_TEXT_MAX_LENGTH,
  RANK_VALUES,
  type ReferencesValidation,
  type SentAnswer,
} from './references';
export {
  QUESTION_TYPE_VALUES,
  cleanQuestionText,
  isQuestionType,
  referenceFieldType,
  toReferenceFields,
  refereeFormFields,
  PREVIEW_REFEREE_DETAILS,
  type RefereeDetails,
  type Question,
  type QuestionType,
} from './questionnaire';
export {
  addressEntries,
  addressHistoryYears,
  addressKindOf,
  addressViolations,
  type AddressEntry,
  type AddressHistoryOptions,
  type AddressKind,
  type AddressViolation,
} from './address-rules';
export {
  ADDRESS_GROUP_FIELD,
  ADDRESS_PART_FIELDS,
  ADDRESS_WIDGET,
  addressFieldKeys,
  applyPickedAddress,
  choicesOfSchema,
  formatAddress,
  matchChoice,
  type AddressFieldKeys,
  type AddressPart,
  type ChoicesOf,
  type FilledAddress,
  type PickedAddress,
} from './address-fill';
export { withChoices, withoutProperties, withRequired, withReadonly } from './local';
export {
  CONTENT_TYPES,
  FILE_EXTENSIONS,
  FILE_KINDS,
  MAX_UPLOAD_BYTES,
  type FileKind,
  type FilePurpose,
} from './files';
export { EMAIL_PATTERN, PHONE_PATTERN, isEmail, isPhone, isStrongPassword } from './patterns';
// The form designer's checks (field-types.ts, form-check.ts, form-diff.ts) are imported by their own paths, not from
// here: the browser's designer uses them, and a module this index re-exports is grouped with what every page that
// imports the index loads (the application's steps, docs/performance.md "First loads").
export type { CustomWidgetName, FormKind } from './field-types';
export type { FormField, FormProblem } from './form-check';
export type { FieldChange } from './form-diff';
