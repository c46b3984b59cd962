// The entry point for server field definitions: buildDynamicForm (definitions -> rjsf configuration, and back), the
// one-shot helpers toForm / fromForm, and validateDynamic for the server.

import { applyFills, relabelValue } from './field-links';
import { formDataFromDefinitions, normaliseFormData, tableContentFromFormData, type FormDataContext } from './formdata';
import { ADD_REFERENCE, referencesMaxMessage, referencesMinMessage } from './messages';
import { buildModel, type FormData, type SectionBy } from './model';
import type { OptionCatalogue } from './options';
import type { RuleOptions } from './rules';
import { buildSchema, UiSchemaBuilder, type BlockOptions, type JsonSchema, type SchemaContext, type UiSchema } from './schema';
import type { DynamicField, SubmittedField, TableContent } from './types';
import {
  collectViolations,
  fieldKey,
  gapFillingValidator,
  placeViolations,
  transformErrors,
  violationsByKey,
  type CustomValidate,
  type Violation,
} from './validation';

export interface DynamicFormOptions {
  /** 'PortalSection' for application steps (default), 'FormSection' for the edit screen. */
  sectionBy?: SectionBy;
  /** Label overrides by FieldID (the relabelling of a RelabelsFields field); rebuild the form when they change. */
  labels?: Record<string, string>;
  /** Lists by ComboCategory, for combos sent without ComboElements and for LicenceIssuer by LicenceComboType. */
  catalogue?: OptionCatalogue;
  /** Limits and labels of block lists by TableLocation (references: min/max and their messages). */
  blocks?: Record<string, BlockOptions>;
  /** Edit screen: every shown field is required (see RuleOptions.requireEveryField). */
  requireEveryField?: boolean;
}

export interface ValidateOptions {
  /** Consent submit: a required field whose value is 'N' counts as empty. */
  treatNAsEmpty?: boolean;
}

export interface DynamicForm {
  /** Static JSON schema: root object of sections `s0`, `s1`, ... (in order of first appearance). */
  schema: JsonSchema;
  /** uiSchema for the initial form data (= uiSchemaFor(formData)). */
  uiSchema: UiSchema;
  /** Initial form data: converted TableValues, §9 Y/N defaults, minimum blocks, normalised. */
  formData: FormData;
  /** uiSchema for the current data: hidden children, required markers and read-only fields follow the values. */
  uiSchemaFor(formData: FormData): UiSchema;
  /**
   * Call after every change, with the previous data: dependent lists clear (see normaliseFormData) and a changed choice
   * fills its FillsField (see applyFills).
   */
  normalise(formData: FormData, previous?: FormData): FormData;
  /** The value whose check_type_files labels relabel the fields (a RelabelsFields field's), or undefined for none. */
  relabelValue(formData: FormData): string | undefined;
  /** Rule violations with their form-data paths. */
  violations(formData: FormData, options?: ValidateOptions): Violation[];
  /** Problems by key (a server's answer, validateDynamic's keys) placed in the form data, to mark their fields. */
  place(formData: FormData, byKey: Readonly<Record<string, string>>): Violation[];
  /** { FieldID or FieldID#TableID (or TableLocation for a block count): message }; empty when valid. */
  validate(formData: FormData, options?: ValidateOptions): Record<string, string>;
  /** rjsf `customValidate` applying the same rules (only where ajv found nothing). */
  customValidate(options?: ValidateOptions): CustomValidate;
  /** rjsf `transformErrors` (the module's function, here for convenience). */
  transformErrors: typeof transformErrors;
  /** The definitions with the form's values; see tableContentFromFormData. */
  toTableContent(formData: FormData): TableContent;
}

function contexts(defs: readonly DynamicField[], options: DynamicFormOptions) {
  const model = buildModel(defs, options.sectionBy ?? 'PortalSection');
  const catalogue = options.catalogue ?? {};
  const blocks = options.blocks ?? {};
  const rules: RuleOptions = { catalogue, requireEveryField: options.requireEveryField ?? false };
  const data: FormDataContext = { model, catalogue, blocks };
  const schema: SchemaContext = { model, catalogue, blocks, rules, labels: options.labels ?? {} };
  return { model, rules, data, schema, blocks };
}

export function buildDynamicForm(defs: readonly DynamicField[], options: DynamicFormOptions = {}): DynamicForm {
  const ctx = contexts(defs, options);
  const ui = new UiSchemaBuilder(ctx.schema);
  const formData = formDataFromDefinitions(ctx.data, true);
  const violations = (data: FormData, validateOptions: ValidateOptions = {}) =>
    collectViolations(ctx.model, data, { ...ctx.rules, ...validateOptions }, ctx.blocks);
  return {
    schema: buildSchema(ctx.schema),
    uiSchema: ui.uiSchemaFor(formData),
    formData,
    uiSchemaFor: (data) => ui.uiSchemaFor(data),
    normalise: (data, previous) =>
      normaliseFormData(ctx.data, previous ? applyFills(ctx.model, ctx.data.catalogue, data, previous) : data, previous),
    relabelValue: (data) => relabelValue(ctx.model, data),
    violations,
    place: (data, byKey) => placeViolations(ctx.model, data, byKey),
    validate: (data, validateOptions) => violationsByKey(violations(data, validateOptions)),
    customValidate: (validateOptions) => gapFillingValidator((data) => violations(data, validateOptions)),
    transformErrors,
    toTableContent: (data) => tableContentFromFormData(ctx.data, data),
  };
}

/** Definitions to { schema, uiSchema, formData } (FormConfig). */
export function toForm(defs: readonly DynamicField[], options: DynamicFormOptions = {}) {
  const form = buildDynamicForm(defs, options);
  return { schema: form.schema, uiSchema: form.uiSchema, formData: form.formData };
}

/** Form data back to TableContent. Use the same options as toForm (sections decide where values are). */
export function fromForm(defs: readonly DynamicField[], formData: FormData, options: DynamicFormOptions = {}): TableContent {
  return tableContentFromFormData(contexts(defs, options).data, formData);
}

export type ValidateDynamicOptions = RuleOptions & Pick<DynamicFormOptions, 'sectionBy' | 'blocks'>;

/**
 * Server-side validation with the browser's rules, without ajv. `defs` are trusted definitions including every row
 * (see mergeSubmission); `values` (stored format, by fieldKey) replace their TableValue when given. Returns
 * { FieldID or FieldID#TableID (or TableLocation): message }, empty when everything is acceptable.
 */
export function validateDynamic(
  defs: readonly DynamicField[],
  values?: Readonly<Record<string, string | null | undefined>>,
  options: ValidateDynamicOptions = {},
): Record<string, string> {
  const effective = values
    ? defs.map((def) => {
        const key = fieldKey(def);
        return key in values ? { ...def, TableValue: values[key] ?? null } : def;
      })
    : defs;
  const { sectionBy, blocks, ...rules } = options;
  const ctx = contexts(effective, { sectionBy, blocks, catalogue: rules.catalogue, requireEveryField: rules.requireEveryField });
  const formData = formDataFromDefinitions(ctx.data, false);
  return violationsByKey(collectViolations(ctx.model, formData, { ...ctx.rules, ...rules }, ctx.blocks));
}

/**
 * For the server: a submitted TableContent checked against the trusted definitions of the tab. Each submitted field
 * takes its type, compulsory flag, parent, choices and section from the trusted definition with the same FieldID and
 * TableLocation (so a client cannot relax a rule), keeping only the submitted TableID and TableValue. Trusted fields
 * outside blocks that the body omits keep their stored value; block rows absent from the body are treated as removed.
 * Submitted FieldIDs with no trusted definition are listed in `unknown` and left out.
 */
export function mergeSubmission(
  trusted: readonly DynamicField[],
  submitted: readonly SubmittedField[],
): { fields: DynamicField[]; unknown: string[] } {
  const sameField = (a: SubmittedField, b: SubmittedField) =>
    a.FieldID === b.FieldID && (a.TableLocation ?? null) === (b.TableLocation ?? null);
  const fields: DynamicField[] = [];
  const unknown: string[] = [];
  for (const entry of submitted) {
    const rule = trusted.find((t) => sameField(t, entry));
    if (!rule) {
      unknown.push(fieldKey(entry));
      continue;
    }
    fields.push({ ...rule, TableID: entry.TableID ?? rule.TableID ?? null, TableValue: entry.TableValue ?? null });
  }
  for (const rule of trusted) {
    const inBlock = Boolean(rule.TableLocation) && typeof rule.TableID === 'number';
    if (!inBlock && !submitted.some((s) => sameField(s, rule))) fields.push({ ...rule });
  }
  return { fields, unknown };
}

/**
 * Block options of the application's References step from GET /application/bring_min_ref_req (its first element):
 * minimum blocks pre-created, adding up to the maximum, removing only above the minimum, with the spec's messages.
 * Defaults 1 and 3 (order-and-application §7 and §9).
 */
export function referenceBlockOptions(limits?: { MinReferees?: number | string | null; MaxReferees?: number | string | null }): BlockOptions {
  const number = (value: number | string | null | undefined, fallback: number) => {
    const parsed = Number(value);
    return value !== null && value !== undefined && value !== '' && Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
  };
  const min = number(limits?.MinReferees, 1);
  const max = Math.max(min, number(limits?.MaxReferees, 3));
  return { min, max, addLabel: ADD_REFERENCE, minMessage: referencesMinMessage(min), maxMessage: referencesMaxMessage(max) };
}
