// Applying the rules: to form data (browser), to stored values (server, validateDynamic), through rjsf (customValidate
// adapter), and turning ajv's errors into the spec's messages (transformErrors). All paths end in rules.ts.

import { DATE_PATTERN, PARTIAL_DATE_PATTERN } from './dates';
import { asFormValue } from './fields';
import {
  INVALID_DATE,
  INVALID_PARTIAL_DATE,
  MANDATORY,
  maxLengthMessage,
  minLengthMessage,
  RANK_MISSING,
  SELECT_AN_OPTION,
  tooManyBlocksMessage,
} from './messages';
import {
  blockItems,
  isRecord,
  itemScope,
  sectionData,
  TABLE_ID_KEY,
  topScope,
  type FormData,
  type FormModel,
} from './model';
import { checkValue, type RuleOptions } from './rules';
import type { BlockOptions } from './schema';
import type { DynamicField } from './types';

/** One problem: where it is in the form data, its key for the server, and the message. */
export interface Violation {
  /** FieldID, FieldID#TableID for a block row, or the TableLocation for a block list's count. */
  key: string;
  /** Path in the form data: [sectionKey, fieldKey] or [sectionKey, blockKey, index, fieldKey] or [sectionKey, blockKey]. */
  path: (string | number)[];
  message: string;
}

/** Key of a definition in validateDynamic's answer and values: FieldID, or FieldID#TableID for a block row. */
export function fieldKey(def: Pick<DynamicField, 'FieldID' | 'TableID' | 'TableLocation'>): string {
  return def.TableLocation && typeof def.TableID === 'number' ? `${def.FieldID}#${def.TableID}` : def.FieldID;
}

/** Values of a TableContent by fieldKey, as validateDynamic takes them. */
export function valuesOf(content: readonly DynamicField[]): Record<string, string | null> {
  const values: Record<string, string | null> = {};
  for (const def of content) values[fieldKey(def)] = def.TableValue;
  return values;
}

/**
 * Where each key of the server's answer is in the form data: a field outside blocks by its FieldID, a block row's field
 * by FieldID#TableID (FieldID#new{index} for a row not yet stored), a block list by its TableLocation.
 */
export function keyPaths(model: FormModel, formData: FormData): Map<string, (string | number)[]> {
  const paths = new Map<string, (string | number)[]>();
  for (const section of model.sections) {
    for (const member of section.members) {
      if (member.kind === 'field') {
        if (!paths.has(member.def.FieldID)) paths.set(member.def.FieldID, [section.key, member.key]);
        continue;
      }
      paths.set(member.location, [section.key, member.key]);
      blockItems(formData, section, member).forEach((item, index) => {
        const tableId = item[TABLE_ID_KEY];
        const rowKey = typeof tableId === 'number' ? String(tableId) : `new${index}`;
        for (const node of member.fields) paths.set(`${node.def.FieldID}#${rowKey}`, [section.key, member.key, index, node.key]);
      });
    }
  }
  return paths;
}

/** The server's problems by key (its `Fields`) placed in the form data; keys the form does not hold are left out. */
export function placeViolations(model: FormModel, formData: FormData, byKey: Readonly<Record<string, string>>): Violation[] {
  const paths = keyPaths(model, formData);
  return Object.entries(byKey).flatMap(([key, message]) => {
    const path = paths.get(key);
    return path ? [{ key, path, message }] : [];
  });
}

/** Every rule violation in the form data, in form order. */
export function collectViolations(
  model: FormModel,
  formData: FormData,
  rules: RuleOptions,
  blockOptions: Record<string, BlockOptions>,
): Violation[] {
  const found: Violation[] = [];
  for (const section of model.sections) {
    const data = sectionData(formData, section);
    const scope = topScope(model, formData, section);
    for (const member of section.members) {
      if (member.kind === 'field') {
        const message = checkValue(member.def, asFormValue(data[member.key]), scope, rules);
        if (message) found.push({ key: member.def.FieldID, path: [section.key, member.key], message });
        continue;
      }
      const block = member;
      const items = blockItems(formData, section, block);
      const limits = blockOptions[block.location] ?? {};
      const min = Math.max(block.compulsory ? 1 : 0, limits.min ?? 0);
      if (items.length < min) {
        found.push({ key: block.location, path: [section.key, block.key], message: limits.minMessage ?? MANDATORY });
      } else if (limits.max !== undefined && items.length > limits.max) {
        const message = limits.maxMessage ?? tooManyBlocksMessage(limits.max);
        found.push({ key: block.location, path: [section.key, block.key], message });
      }
      items.forEach((item, index) => {
        const itemScopeNow = itemScope(model, formData, block, item);
        const tableId = item[TABLE_ID_KEY];
        const rowKey = typeof tableId === 'number' ? String(tableId) : `new${index}`;
        for (const node of block.fields) {
          const message = checkValue(node.def, asFormValue(item[node.key]), itemScopeNow, rules);
          if (message) {
            found.push({ key: `${node.def.FieldID}#${rowKey}`, path: [section.key, block.key, index, node.key], message });
          }
        }
      });
    }
  }
  return found;
}

/** Violations as { key: message }, first message per key. */
export function violationsByKey(violations: readonly Violation[]): Record<string, string> {
  const byKey: Record<string, string> = {};
  for (const v of violations) if (!(v.key in byKey)) byKey[v.key] = v.message;
  return byKey;
}

// ---- rjsf adapters -----------------------------------------------------------------------------------------------

/**
 * The part of rjsf's FormValidation the adapter uses; rjsf passes a tree of these, one per form-data node, each
 * holding its children's by key. A type, not an interface, so a node reads as a Record of its children.
 */
export type ErrorCollector = {
  addError(message: string): void;
};

/** rjsf's `customValidate` signature (formData, errors, uiSchema, errorSchema), without importing rjsf here. */
export type CustomValidate = <E extends ErrorCollector>(
  formData: unknown,
  errors: E,
  uiSchema?: unknown,
  errorSchema?: unknown,
) => E;

function newCollector(): ErrorCollector & { __errors: string[] } {
  return {
    __errors: [],
    addError(message: string) {
      this.__errors.push(message);
    },
  };
}

function hasErrorsAt(errorSchema: unknown, path: readonly (string | number)[]): boolean {
  let node: unknown = errorSchema;
  for (const segment of path) {
    if (!isRecord(node)) return false;
    node = node[String(segment)];
  }
  if (!isRecord(node)) return false;
  const errors = node.__errors;
  return Array.isArray(errors) && errors.length > 0;
}

function isCollector(value: unknown): value is ErrorCollector {
  return isRecord(value) && typeof value.addError === 'function';
}

/** The collector of the node at `path`, made (with those on the way) where rjsf's tree has none. */
function collectorAt(errors: ErrorCollector, path: readonly (string | number)[]): ErrorCollector {
  let node = errors;
  for (const segment of path) {
    const children: Record<string, unknown> = node;
    const key = String(segment);
    const child = children[key];
    if (isCollector(child)) {
      node = child;
    } else {
      node = newCollector();
      children[key] = node;
    }
  }
  return node;
}

/**
 * rjsf `customValidate` that adds the rules' messages where ajv found nothing. ajv checks what the static schema says
 * (types, choices, minLength, patterns, always-required fields) and transformErrors words it; the rules then fill the
 * gaps: conditional requirements, calendar validity (31/02/2020), 'N' counting as empty. A field never gets two
 * messages, and both routes give the same text for the same problem.
 */
export function gapFillingValidator(collect: (formData: FormData) => readonly Violation[]): CustomValidate {
  return (formData, errors, _uiSchema, errorSchema) => {
    for (const violation of collect(isRecord(formData) ? formData : {})) {
      if (hasErrorsAt(errorSchema, violation.path)) continue;
      collectorAt(errors, violation.path).addError(violation.message);
    }
    return errors;
  };
}

/** The fields of rjsf's RJSFValidationError that transformErrors reads or writes. */
export interface ValidationErrorLike {
  name?: string;
  property?: string;
  message?: string;
  params?: Record<string, unknown>;
  stack: string;
  schemaPath?: string;
  title?: string;
}

/** The uiSchema entry of the field at an rjsf error property ('.s0.ops_ApplicantDocs.0.LicenceNumber'). */
function uiAt(uiSchema: unknown, property: string | undefined): Record<string, unknown> {
  let node: unknown = uiSchema;
  for (const segment of (property ?? '').split('.').filter(Boolean)) {
    if (!isRecord(node)) return {};
    if (/^\d+$/.test(segment) && 'items' in node) {
      const items = node.items;
      // Dynamic items (a function of the item) are asked with an empty item: the widget name does not depend on it.
      node = typeof items === 'function' ? (items as (item: unknown, index: number) => unknown)({}, Number(segment)) : items;
      continue;
    }
    node = node[segment];
  }
  return isRecord(node) ? node : {};
}

function uiOption(ui: Record<string, unknown>, name: string): unknown {
  const options = ui['ui:options'];
  return isRecord(options) ? options[name] : undefined;
}

function messageFor(error: ValidationErrorLike, uiSchema: unknown): string | null {
  const ui = uiAt(uiSchema, error.property);
  const widget = ui['ui:widget'];
  const limit = Number(error.params?.limit);
  switch (error.name) {
    case 'required': {
      // Forms may name their own text for an unanswered field (references: rank 'Please select', yes/no 'Please select
      // an option'); every other field says 'This field is mandatory.'.
      const custom = uiOption(ui, 'requiredMessage');
      return typeof custom === 'string' ? custom : MANDATORY;
    }
    case 'minLength':
      return minLengthMessage(limit);
    case 'maxLength':
      if (widget === 'date') return INVALID_DATE;
      if (widget === 'partialDate') return INVALID_PARTIAL_DATE;
      return maxLengthMessage(limit);
    case 'pattern':
      if (error.params?.pattern === DATE_PATTERN || widget === 'date') return INVALID_DATE;
      if (error.params?.pattern === PARTIAL_DATE_PATTERN || widget === 'partialDate') return INVALID_PARTIAL_DATE;
      return error.message ?? null;
    case 'enum':
    case 'const':
    case 'oneOf':
      return widget === 'rank' ? RANK_MISSING : SELECT_AN_OPTION;
    default:
      return error.message ?? null;
  }
}

/**
 * rjsf `transformErrors`: ajv's errors in the spec's words. Pass rjsf's second argument (the uiSchema) so required
 * messages can follow the field's widget options. ajv's 'if' errors (a branch of a dependent list failed) are dropped:
 * the field itself carries the message. One message per field and text.
 */
export function transformErrors<E extends ValidationErrorLike>(errors: readonly E[], uiSchema?: unknown): E[] {
  const seen = new Set<string>();
  const out: E[] = [];
  for (const error of errors) {
    if (error.name === 'if') continue;
    const message = messageFor(error, uiSchema) ?? error.message ?? '';
    const id = `${error.property ?? ''}\u0000${message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push({ ...error, message, stack: error.title ? `${error.title}: ${message}` : message });
  }
  return out;
}
