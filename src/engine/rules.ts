// The validation rules of dynamic fields, in ONE place (order-and-application §5 "Application, general" and
// "Edit submit"). The JSON schema (schema.ts), the rjsf customValidate adapter and the server's validateDynamic all
// call these functions; nothing else decides whether a field is shown, required or valid.

import { isFuturePeriod, isValidFullDate, isValidPartialDate, shownPeriod } from './dates';
import {
  fieldKind,
  isEmptyValue,
  maxTextLength,
  minTextLength,
  PERIOD_STARTS,
  POSTCODE_COUNTRY_FIELD,
  TEXT_MAX_LENGTH,
  valueFormat,
  type FormValue,
} from './fields';
import {
  AU_POSTCODE,
  END_BEFORE_START,
  FUTURE_DATE,
  INVALID_DATE,
  INVALID_EMAIL,
  INVALID_PARTIAL_DATE,
  INVALID_PHONE,
  MANDATORY,
  maxLengthMessage,
  minLengthMessage,
  NAME_CHARACTERS,
  SELECT_AN_OPTION,
} from './messages';
import { isContactPhone, isEmail, isPersonName } from './patterns';
import { choicesFor, type OptionCatalogue } from './options';
import type { DynamicField } from './types';

/**
 * What a field can see of the form: the definitions and current values of the fields around it, by FieldID. A field of
 * a repeatable block sees its own block item first, then the fields outside blocks.
 */
export interface Scope {
  def(fieldId: string): DynamicField | undefined;
  value(fieldId: string): FormValue;
  /** A FieldID in the field's own object (its section, or its block item) only: lists depend on these (options.ts). */
  sibling(fieldId: string): DynamicField | undefined;
}

export interface RuleOptions {
  /**
   * Consent submit: "every compulsory field that is empty, undefined or N gets 'This field is mandatory.'". A required
   * field whose value is exactly 'N' then counts as empty.
   */
  treatNAsEmpty?: boolean;
  /**
   * Edit submit: "Every non-document field must be non-empty, except DateMoveOut, optional when the address type is
   * Primary Address", and every document must be complete (a non-empty location). So every shown field is required.
   */
  requireEveryField?: boolean;
  /** Lists by ComboCategory for combos whose ComboElements are empty. */
  catalogue?: OptionCatalogue;
}

/**
 * The parent FieldID whose value (ParentValue, 'Y' when absent) shows this field, or null. A ParentField that names no field in scope is ignored
 * (the field is shown and required only by IsCompulsory): hiding a field because of a definition that is not on the
 * page would make it impossible to fill.
 */
export function parentOf(def: DynamicField, scope: Scope): string | null {
  const parent = def.ParentField;
  if (!parent || parent === def.FieldID) return null;
  return scope.def(parent) ? parent : null;
}

/** A field whose parent does not hold its ParentValue ('Y' when absent) is hidden, not required, not validated, and sent empty. */
export function isHidden(def: DynamicField, scope: Scope): boolean {
  const parent = parentOf(def, scope);
  return parent !== null && scope.value(parent) !== (def.ParentValue || 'Y');
}

type AddressKind = 'primary' | 'postal' | 'previous' | null;

/** AddressType by its value or its choice's label, so MappingValue codes and display names both work. */
function addressKind(scope: Scope, catalogue: OptionCatalogue): AddressKind {
  const value = scope.value('AddressType');
  if (value === undefined) return null;
  const type = scope.def('AddressType');
  const label = type ? choicesFor(type, scope.sibling, scope.value, catalogue)?.find((c) => c.value === value)?.label : '';
  const text = `${value} ${label ?? ''}`;
  if (/postal/i.test(text)) return 'postal';
  if (/previous/i.test(text)) return 'previous';
  if (/primary/i.test(text)) return 'primary';
  return null;
}

/**
 * FieldIDs in scope whose values change whether this field is shown or required. A field with none is required or not
 * whatever the user types, so the schema can say so statically (schema `required`, rjsf's asterisk).
 */
export function requirementDependencies(def: DynamicField, scope: Scope): string[] {
  const dependencies: string[] = [];
  const parent = parentOf(def, scope);
  if (parent) dependencies.push(parent);
  if (def.FieldID === 'FirstName' && scope.def('SingleNameFlag')) dependencies.push('SingleNameFlag');
  if ((def.FieldID === 'DateMoveIn' || def.FieldID === 'DateMoveOut') && scope.def('AddressType')) {
    dependencies.push('AddressType');
  }
  return dependencies;
}

/** Whether the field must have a value now. */
export function isRequired(def: DynamicField, scope: Scope, options: RuleOptions = {}): boolean {
  if (isHidden(def, scope)) return false;
  // "FirstName may be empty if SingleNameFlag is Y."
  if (def.FieldID === 'FirstName' && scope.value('SingleNameFlag') === 'Y') return false;
  if (def.FieldID === 'DateMoveIn' || def.FieldID === 'DateMoveOut') {
    const kind = addressKind(scope, options.catalogue ?? {});
    // "DateMoveIn is not required when AddressType is Postal Address."
    if (def.FieldID === 'DateMoveIn' && kind === 'postal') return false;
    // "Previous addresses need move-in and move-out dates."
    if (kind === 'previous') return true;
    // Edit submit: "except DateMoveOut, optional when the address type is Primary Address".
    if (def.FieldID === 'DateMoveOut' && kind === 'primary' && options.requireEveryField) return false;
  }
  if (options.requireEveryField) return true;
  if (def.IsCompulsory === 'Yes') return true;
  // A shown child of a parent set to Y.
  return parentOf(def, scope) !== null;
}

/** A valid date's own problems: in the future where the field forbids it, or an end before its start. */
function datePeriodProblem(def: DynamicField, text: string, scope: Scope): string | null {
  if (valueFormat(def) === 'pastDate' && isFuturePeriod(text)) return FUTURE_DATE;
  const startField = PERIOD_STARTS[def.FieldID];
  const start = startField ? scope.value(startField) : undefined;
  if (start === undefined || isHidden(scope.def(startField) ?? def, scope)) return null;
  const [end, began] = [shownPeriod(text), shownPeriod(start)];
  return end && began && end.last < began.first ? END_BEFORE_START : null;
}

/** Whether the address the field belongs to is in Australia (its country's value or label). */
function isAustralian(scope: Scope, catalogue: OptionCatalogue): boolean {
  const value = scope.value(POSTCODE_COUNTRY_FIELD);
  if (value === undefined) return false;
  const country = scope.def(POSTCODE_COUNTRY_FIELD);
  const label = country ? choicesFor(country, scope.sibling, scope.value, catalogue)?.find((c) => c.value === value)?.label : '';
  return /^(au|aus|australia)$/i.test(value.trim()) || /^australia$/i.test((label ?? '').trim());
}

/**
 * The message for the field's value, or null when it is acceptable. Hidden fields are never checked. `value` is in the
 * form's format (DD/MM/YYYY dates, MappingValue choices, 'Y'/'N').
 */
export function checkValue(def: DynamicField, value: FormValue, scope: Scope, options: RuleOptions = {}): string | null {
  if (isHidden(def, scope)) return null;
  const required = isRequired(def, scope, options);
  if (isEmptyValue(value)) return required ? MANDATORY : null;
  const text = value as string;
  if (required && options.treatNAsEmpty && text === 'N') return MANDATORY;
  switch (fieldKind(def)) {
    case 'text': {
      const min = minTextLength(def);
      if (text.trim().length < min) return minLengthMessage(min);
      const max = maxTextLength(def);
      if (text.length > max) return maxLengthMessage(max);
      const format = valueFormat(def);
      if (format === 'email' && !isEmail(text.trim())) return INVALID_EMAIL;
      if (format === 'phone' && !isContactPhone(text)) return INVALID_PHONE;
      if (format === 'personName' && !isPersonName(text)) return NAME_CHARACTERS;
      if (format === 'postcode' && isAustralian(scope, options.catalogue ?? {}) && !/^\d{4}$/.test(text.trim())) return AU_POSTCODE;
      return null;
    }
    case 'date':
      if (!isValidFullDate(text)) return INVALID_DATE;
      return datePeriodProblem(def, text, scope);
    case 'partialDate':
      if (!isValidPartialDate(text)) return INVALID_PARTIAL_DATE;
      return datePeriodProblem(def, text, scope);
    case 'comboText':
      return text.length > TEXT_MAX_LENGTH ? maxLengthMessage(TEXT_MAX_LENGTH) : null;
    case 'yesNo':
      return text === 'Y' || text === 'N' ? null : SELECT_AN_OPTION;
    case 'combo': {
      const choices = choicesFor(def, scope.sibling, scope.value, options.catalogue ?? {});
      return choices === null || choices.some((c) => c.value === text) ? null : SELECT_AN_OPTION;
    }
    default:
      return null;
  }
}
