// What each server FieldType becomes in the form, and how a value travels between storage (TableValue) and the form.

import {
  fullDateToShown,
  fullDateToStored,
  partialDateToShown,
  partialDateToStored,
} from './dates';
import type { Choice } from './options';
import type { DynamicField } from './types';
import { VALUE_LIMITS } from './patterns';

/** How a field is edited; the rjsf widget name follows from it (see schema.ts). */
export type FieldKind = 'text' | 'date' | 'partialDate' | 'combo' | 'comboText' | 'yesNo' | 'custom' | 'document';

/** A value as the form holds it: a string, or undefined for empty. */
export type FormValue = string | undefined;

/** Text inputs have a minimum length of 2 (order-and-application §5 and §9). */
export const TEXT_MIN_LENGTH = 2;

/** The fewest characters of a text field: its own MinLength (0 for none), else TEXT_MIN_LENGTH. */
export const minTextLength = (def: DynamicField): number => def.MinLength ?? TEXT_MIN_LENGTH;

/** The longest text any field takes: what the server accepts of a value (schemas/api TableValue). */
export const TEXT_MAX_LENGTH = 5000;

/** Values of a known format are shorter: the database columns' sizes (VALUE_LIMITS), a postcode's. */
const FORMAT_MAX_LENGTH: Partial<Record<ValueFormat, number>> = {
  personName: VALUE_LIMITS.name,
  email: VALUE_LIMITS.email,
  phone: VALUE_LIMITS.phone,
  postcode: 10,
};

/** The most characters of a text field: its own MaxLength, else its format's, else TEXT_MAX_LENGTH. */
export const maxTextLength = (def: DynamicField): number => {
  const format = valueFormat(def);
  return def.MaxLength ?? (format && FORMAT_MAX_LENGTH[format]) ?? TEXT_MAX_LENGTH;
};

/** Move-in and move-out dates accept DD/MM/YYYY, MM/YYYY or YYYY (order-and-application §5). */
export const PARTIAL_DATE_FIELDS: ReadonlySet<string> = new Set(['DateMoveIn', 'DateMoveOut']);

/** Y/N fields that show 'N' when the server has no value (order-and-application §9). */
export const DEFAULT_N_FIELDS: ReadonlySet<string> = new Set([
  'IsCarerforVulner',
  'IsMinor',
  'CurrentEmployer',
  'IsBusinessOwner',
]);

/**
 * Value rules declared by FieldID, so a field an operator adds gets the rule of its kind by its name alone: any
 * '...Email' text is an email address, any '...Phone' or '...Mobile' text a phone number (patterns.ts), and a date of
 * birth cannot be in the future. rules.ts applies them in the browser and on the server.
 */
export type ValueFormat = 'email' | 'phone' | 'personName' | 'postcode' | 'pastDate';

const VALUE_FORMATS: readonly { format: ValueFormat; kind: FieldKind; fieldIds: RegExp }[] = [
  { format: 'email', kind: 'text', fieldIds: /email$/i },
  { format: 'phone', kind: 'text', fieldIds: /(phone|mobile)$/i },
  // A person's names: the applicant's own, previous ones, a referee's (not a company's or an employer's).
  { format: 'personName', kind: 'text', fieldIds: /^(first|middle|given|sur|last|previousf|previousl|referee)name$/i },
  { format: 'postcode', kind: 'text', fieldIds: /postcode$/i },
  // Nothing lived, worked or was born in the future: dates of birth, move-in and move-out, employment.
  { format: 'pastDate', kind: 'date', fieldIds: /^(dob|dateofbirth|birthdate|employmentstart|employmentend)$/i },
  { format: 'pastDate', kind: 'partialDate', fieldIds: /^(datemovein|datemoveout)$/i },
];

/**
 * A period's end and the start it may not come before, by FieldID, within one block item (an address, a job). The
 * end's latest day is compared with the start's earliest (a partial date is a period: 2019 is 01/01/2019-31/12/2019).
 */
export const PERIOD_STARTS: Readonly<Record<string, string>> = {
  DateMoveOut: 'DateMoveIn',
  EmploymentEnd: 'EmploymentStart',
};

/** The country field an address's postcode is read with, in the same block item. */
export const POSTCODE_COUNTRY_FIELD = 'AddressCountry';

/** The declared format of a field's value, or null for none. */
export function valueFormat(def: DynamicField): ValueFormat | null {
  const kind = fieldKind(def);
  return VALUE_FORMATS.find((rule) => rule.kind === kind && rule.fieldIds.test(def.FieldID))?.format ?? null;
}

export function fieldKind(def: DynamicField): FieldKind {
  switch (def.FieldType) {
    case 'text/date':
      // A declared DateFormat wins; without one, the move-in and move-out dates keep their partial format.
      if (def.DateFormat) return def.DateFormat === 'YYYY-MM' ? 'partialDate' : 'date';
      return PARTIAL_DATE_FIELDS.has(def.FieldID) ? 'partialDate' : 'date';
    case 'combo':
      return 'combo';
    case 'combo+text':
      return 'comboText';
    case 'radio/check':
      return 'yesNo';
    case 'custom':
      return 'custom';
    case 'Document':
      return 'document';
    default:
      // 'text', and any type the server may add later: plain text keeps the value editable and sendable.
      return 'text';
  }
}

/** Empty means undefined, null, or a string of only blanks. */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Reads a form value defensively: rjsf widgets hand strings, but a number or boolean must not crash the rules. */
export function asFormValue(value: unknown): FormValue {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

const YES = /^(y|yes|true|1)$/i;
const NO = /^(n|no|false|0)$/i;

/**
 * TableValue to the form value. Dates change format; a combo stored as a LookUpValue becomes its MappingValue (the value
 * the form sends back); Y/N fields accept Yes/No spellings. Values that fit nowhere are kept as they are, so validation
 * shows the problem instead of the form silently losing data.
 */
export function toFormValue(def: DynamicField, stored: string | null | undefined, choices: readonly Choice[]): FormValue {
  if (stored === null || stored === undefined || stored === '') return undefined;
  switch (fieldKind(def)) {
    case 'date':
      return fullDateToShown(stored);
    case 'partialDate':
      return partialDateToShown(stored);
    case 'yesNo':
      return YES.test(stored) ? 'Y' : NO.test(stored) ? 'N' : stored;
    case 'combo': {
      if (choices.some((c) => c.value === stored)) return stored;
      const byLabel = choices.find((c) => c.label === stored);
      return byLabel ? byLabel.value : stored;
    }
    default:
      return stored;
  }
}

/** The form value to TableValue. Empty becomes '' so a cleared field is sent empty rather than left unchanged. */
export function toStoredValue(def: DynamicField, value: FormValue): string {
  if (value === undefined) return '';
  switch (fieldKind(def)) {
    case 'date':
      return fullDateToStored(value);
    case 'partialDate':
      return partialDateToStored(value);
    default:
      return value;
  }
}

/** The value a field shows when the server has none: 'N' for the four Y/N fields of §9, otherwise empty. */
export function defaultFormValue(def: DynamicField): FormValue {
  return fieldKind(def) === 'yesNo' && DEFAULT_N_FIELDS.has(def.FieldID) ? 'N' : undefined;
}
