import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/** A local form (DESIGN.md): `schemas/forms/<name>.json` holding a JSON Schema and its uiSchema. */
export interface LocalForm {
  schema: RJSFSchema;
  uiSchema: UiSchema;
}

// Each file becomes its own chunk, loaded when a page asks for it.
const localForms = import.meta.glob<LocalForm>('../schemas/forms/*.json', { import: 'default' });

export async function loadLocalForm(name: string): Promise<LocalForm> {
  const load = localForms[`../schemas/forms/${name}.json`];
  if (!load) throw new Error(`No local form "${name}" in schemas/forms/`);
  return load();
}
