// Local forms (schemas/forms/<name>.json) are static JSON; some of their choices come from the server at run time
// (clients, cost centres, check purposes...). These helpers fill them in and hide fields without mutating the JSON.
import type { Choice } from './options';

type Schema = Record<string, unknown>;
type Ui = Record<string, unknown>;

function propertiesOf(schema: Schema): Record<string, Schema> {
  return (schema.properties ?? {}) as Record<string, Schema>;
}

/**
 * Sets the choices of a top-level string property: their values as the schema's `enum`, their labels as the
 * uiSchema's `ui:enumNames` (a map by value), as the engine writes its lists (schema.ts: rjsf matches `oneOf` choices
 * one by one on every change, and the server compiles a validator function per choice and refuses more than 300).
 * With `required` false an empty choice stays possible. An empty list turns the property into a plain string so the
 * form still renders.
 */
export function withChoices<F extends { schema: object; uiSchema?: object }>(form: F, property: string, choices: Choice[]): F {
  const props = propertiesOf(form.schema as Schema);
  const current = props[property];
  if (!current) throw new Error(`Local form has no property "${property}"`);
  const { oneOf: _old, enum: _oldEnum, ...rest } = current;
  const ui = (form.uiSchema ?? {}) as Ui;
  const { 'ui:enumNames': _oldNames, ...restUi } = (ui[property] ?? {}) as Ui;
  const listed = choices.length > 0;
  const schema = { ...form.schema, properties: { ...props, [property]: listed ? { ...rest, enum: choices.map((c) => c.value) } : rest } };
  const fieldUi = listed ? { ...restUi, 'ui:enumNames': Object.fromEntries(choices.map((c) => [c.value, c.label])) } : restUi;
  return { ...form, schema, uiSchema: { ...ui, [property]: fieldUi } };
}

/** Removes top-level properties (and their `required` entries), e.g. the client choice for a non-recruiter. */
export function withoutProperties(schema: Schema, uiSchema: Ui, names: string[]): { schema: Schema; uiSchema: Ui } {
  const props = { ...propertiesOf(schema) };
  for (const name of names) delete props[name];
  const required = ((schema.required ?? []) as string[]).filter((r) => !names.includes(r));
  const ui = { ...uiSchema };
  for (const name of names) delete ui[name];
  if (Array.isArray(ui['ui:order'])) ui['ui:order'] = (ui['ui:order'] as string[]).filter((n) => !names.includes(n));
  return { schema: { ...schema, properties: props, required }, uiSchema: ui };
}

/** Marks top-level properties as required (e.g. the cost centre once the user has cost centres). */
export function withRequired(schema: Schema, names: string[]): Schema {
  const required = new Set([...((schema.required ?? []) as string[]), ...names]);
  return { ...schema, required: [...required] };
}

/** Makes a top-level property read-only (e.g. the client while applicants exist), with a help text. */
export function withReadonly(uiSchema: Ui, property: string, help?: string): Ui {
  const current = (uiSchema[property] ?? {}) as Ui;
  return { ...uiSchema, [property]: { ...current, 'ui:readonly': true, ...(help ? { 'ui:help': help } : {}) } };
}
