// The public references form (portal §3 "References form field", §4 and §5): a field list ordered by Sort becomes an
// rjsf configuration, and the answers go back as NewFieldValue on the same list.
//
// SectionType 'Section title' is a heading, 'Instructions' and 'Information' are read-only text, 'Verification' fields
// are questions by FieldType: text (at most 1500 characters, with a counter), check (Y/N, starts N), rank (1-5) and
// yes/no (Y/N). Every Verification field must be answered.

import { asFormValue, isEmptyValue, type FormValue } from './fields';
import {
  MANDATORY,
  maxLengthMessage,
  RANK_MISSING,
  REFERENCES_INCOMPLETE,
  SELECT_AN_OPTION,
} from './messages';
import { isRecord, type FormData } from './model';
import type { JsonSchema, UiSchema } from './schema';
import type { FormConfig, ReferenceField } from './types';
import { gapFillingValidator, violationsByKey, type CustomValidate, type Violation } from './validation';

/** Reference text answers take at most 1500 characters (portal §5 and §9). */
export const REFERENCE_TEXT_MAX_LENGTH = 1500;
/** Rank scale 1 to 5 (order-and-application §9), sent as strings. */
export const RANK_VALUES: readonly string[] = ['1', '2', '3', '4', '5'];
const YES_NO: readonly string[] = ['Y', 'N'];

/** The fields in form order (by Sort; equal Sorts keep their list order) with their property keys q0, q1, ... */
function ordered(fields: readonly ReferenceField[]): { field: ReferenceField; key: string }[] {
  return fields
    .map((field, index) => ({ field, index }))
    .sort((a, b) => a.field.Sort - b.field.Sort || a.index - b.index)
    .map(({ field }, position) => ({ field, key: `q${position}` }));
}

const isQuestion = (field: ReferenceField) => field.SectionType === 'Verification';

function displaySchema(field: ReferenceField): { schema: JsonSchema; ui: UiSchema } {
  const variant = field.SectionType === 'Section title' ? 'title' : field.SectionType.toLowerCase();
  const value = field.FieldValue ?? '';
  // An entry with a value (Information such as "Position: Payroll officer") shows its label beside the value; an
  // entry without one (a heading, an instruction) shows its label as the text itself.
  const labelled = variant !== 'title' && value.trim() !== '';
  const schema: JsonSchema = { type: 'string', readOnly: true };
  const ui: UiSchema = {
    'ui:widget': 'display',
    'ui:options': { text: labelled ? value : field.FieldLabel, variant },
  };
  if (labelled) schema.title = field.FieldLabel;
  else ui['ui:label'] = false;
  return { schema, ui };
}

function questionSchema(field: ReferenceField): { schema: JsonSchema; ui: UiSchema } {
  const title = field.FieldLabel || field.FieldName;
  switch (field.FieldType) {
    case 'text':
      return {
        schema: { type: 'string', title, maxLength: REFERENCE_TEXT_MAX_LENGTH },
        ui: { 'ui:widget': 'textarea', 'ui:options': { counter: true } },
      };
    case 'check':
      return { schema: { type: 'string', title, enum: [...YES_NO], default: 'N' }, ui: { 'ui:widget': 'check' } };
    case 'rank':
      return {
        schema: { type: 'string', title, enum: [...RANK_VALUES] },
        ui: { 'ui:widget': 'rank', 'ui:placeholder': RANK_MISSING, 'ui:options': { requiredMessage: RANK_MISSING } },
      };
    case 'yes/no':
      return {
        schema: { type: 'string', title, enum: [...YES_NO] },
        ui: { 'ui:widget': 'yesNo', 'ui:options': { requiredMessage: SELECT_AN_OPTION } },
      };
  }
}

/** The answer as the form holds it. Check fields start at 'N' ("Check fields start at N, other fields empty"). */
function initialAnswer(field: ReferenceField): FormValue {
  const answer = asFormValue(field.NewFieldValue);
  if (field.FieldType === 'check') return answer === 'Y' ? 'Y' : 'N';
  return answer;
}

/** Field list to { schema, uiSchema, formData }. Required: every Verification field. */
export function buildReferencesForm(fields: readonly ReferenceField[]): FormConfig {
  const properties: Record<string, JsonSchema> = {};
  const uiSchema: UiSchema = {};
  const formData: FormData = {};
  const required: string[] = [];
  for (const { field, key } of ordered(fields)) {
    const { schema, ui } = isQuestion(field) ? questionSchema(field) : displaySchema(field);
    properties[key] = schema;
    uiSchema[key] = ui;
    if (!isQuestion(field)) continue;
    required.push(key);
    const answer = initialAnswer(field);
    if (answer !== undefined) formData[key] = answer;
  }
  const schema: JsonSchema = { type: 'object', properties };
  if (required.length > 0) schema.required = required;
  return { schema, uiSchema, formData };
}

/** The message for one answer, or null when it is acceptable. */
export function checkReferenceAnswer(field: ReferenceField, value: FormValue): string | null {
  if (!isQuestion(field)) return null;
  const empty = isEmptyValue(value);
  switch (field.FieldType) {
    case 'text':
      if (empty) return MANDATORY;
      return (value as string).length > REFERENCE_TEXT_MAX_LENGTH ? maxLengthMessage(REFERENCE_TEXT_MAX_LENGTH) : null;
    case 'rank':
      return !empty && RANK_VALUES.includes(value as string) ? null : RANK_MISSING;
    case 'yes/no':
      return !empty && YES_NO.includes(value as string) ? null : SELECT_AN_OPTION;
    case 'check':
      if (empty) return MANDATORY;
      return YES_NO.includes(value as string) ? null : SELECT_AN_OPTION;
  }
}

/** Violations with paths [key]; `key` is the property key (q0, q1, ...). */
export function referenceViolations(fields: readonly ReferenceField[], formData: FormData): Violation[] {
  const found: Violation[] = [];
  for (const { field, key } of ordered(fields)) {
    const message = checkReferenceAnswer(field, asFormValue(formData[key]));
    if (message) found.push({ key, path: [key], message });
  }
  return found;
}

export interface ReferencesValidation {
  /** { q0: message, ... } for the fields that need attention. */
  errors: Record<string, string>;
  /** The field list with `error` set on every Verification field that needs attention and cleared on the others. */
  fields: ReferenceField[];
  /** REFERENCES_INCOMPLETE when anything needs attention, else null (then send). */
  message: string | null;
}

export function validateReferences(fields: readonly ReferenceField[], formData: FormData): ReferencesValidation {
  const errors = violationsByKey(referenceViolations(fields, formData));
  const keyOf = new Map(ordered(fields).map(({ field, key }) => [field, key]));
  return {
    errors,
    fields: fields.map((field) => (isQuestion(field) ? { ...field, error: keyOf.get(field)! in errors } : { ...field })),
    message: Object.keys(errors).length > 0 ? REFERENCES_INCOMPLETE : null,
  };
}

/** rjsf customValidate for the references form: the same answers rules, where ajv found nothing. */
export function referencesCustomValidate(fields: readonly ReferenceField[]): CustomValidate {
  return gapFillingValidator((formData) => referenceViolations(fields, formData));
}

/** True when a check field is left at 'N': the form then asks REFERENCES_UNCHECKED_WARNING before sending. */
export function hasUncheckedChecks(fields: readonly ReferenceField[], formData: FormData): boolean {
  return ordered(fields).some(
    ({ field, key }) => isQuestion(field) && field.FieldType === 'check' && asFormValue(formData[key]) !== 'Y',
  );
}

/**
 * The answers back on the same list (same order as given): NewFieldValue of every Verification field (check 'Y'/'N',
 * rank as a string, text as typed); other entries keep theirs.
 */
export function referencesFromForm(fields: readonly ReferenceField[], formData: unknown): ReferenceField[] {
  const data = isRecord(formData) ? formData : {};
  const keyOf = new Map(ordered(fields).map(({ field, key }) => [field, key]));
  return fields.map((field) => {
    if (!isQuestion(field)) return { ...field };
    const value = asFormValue(data[keyOf.get(field)!]);
    const answer = field.FieldType === 'check' ? (value === 'Y' ? 'Y' : 'N') : (value ?? '');
    return { ...field, NewFieldValue: answer };
  });
}

/** An answer as sent back: the field it answers (FieldName) and its value. */
export interface SentAnswer {
  FieldName: string;
  NewFieldValue?: string | null;
}

/**
 * The form data of answers sent back on a field list (the server's check of references_form_post): each Verification
 * field takes the NewFieldValue of the answer with its FieldName, as sent (no defaults: a check sent empty is empty).
 */
export function referencesFormData(fields: readonly ReferenceField[], answers: readonly SentAnswer[]): FormData {
  const byName = new Map(answers.map((answer) => [answer.FieldName, answer.NewFieldValue]));
  const data: FormData = {};
  for (const { field, key } of ordered(fields)) {
    if (!isQuestion(field)) continue;
    const value = byName.get(field.FieldName);
    if (typeof value === 'string' && value !== '') data[key] = value;
  }
  return data;
}
