// Small helpers shared by the engine tests: reading and changing nested form data without mutating it, and running the
// real rjsf validation path (ajv8 validator + the engine's transformErrors and customValidate).
import Ajv from 'ajv';
import validator from '@rjsf/validator-ajv8';
import type { DynamicForm, FormData, ValidateOptions } from '../../src/engine';

type Path = (string | number)[];

export function getIn(data: unknown, path: Path): unknown {
  let node = data;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[String(key)];
  }
  return node;
}

/** A copy of `data` with `value` at `path` (undefined removes the key). */
export function setIn<T>(data: T, path: Path, value: unknown): T {
  const [head, ...rest] = path;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(data)
    ? [...data]
    : { ...(data as Record<string, unknown>) };
  const current = (copy as Record<string, unknown>)[String(head)];
  const next = rest.length === 0 ? value : setIn(current ?? {}, rest, value);
  if (next === undefined && !Array.isArray(copy)) delete copy[String(head)];
  else (copy as Record<string, unknown>)[String(head)] = next;
  return copy as T;
}

/** Runs what rjsf's <Form> runs on submit, and returns the error schema. */
export function rjsfValidate(form: DynamicForm, formData: FormData, options?: ValidateOptions) {
  return validator.validateFormData(
    formData,
    form.schema as never,
    form.customValidate(options),
    form.transformErrors,
    form.uiSchemaFor(formData) as never,
  );
}

/** The messages rjsf shows under the field at `path`. */
export function messagesAt(errorSchema: unknown, path: Path): string[] {
  const node = getIn(errorSchema, path) as { __errors?: string[] } | undefined;
  return node?.__errors ?? [];
}

/** Every field path that has messages, with them, for whole-form assertions. */
export function allMessages(errorSchema: unknown, prefix: string[] = []): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  if (errorSchema === null || typeof errorSchema !== 'object') return found;
  for (const [key, value] of Object.entries(errorSchema as Record<string, unknown>)) {
    if (key === '__errors' && Array.isArray(value) && value.length > 0) found[prefix.join('.')] = value as string[];
    else if (key !== '__errors' && key !== 'addError') Object.assign(found, allMessages(value, [...prefix, key]));
  }
  return found;
}

/** A strict ajv (draft-07): a schema rjsf's ajv could only half-understand fails to compile here. */
export function strictAjv() {
  return new Ajv({ strict: true, allErrors: true });
}
