// Local forms (DESIGN.md): `schemas/forms/<name>.json`, each a JSON Schema and its uiSchema, loaded on demand and
// checked in one way: ajv for what the schema says, worded by the engine (or by the form's own messages for empty
// required fields), then the engine's rules for what a schema cannot say (a name of spaces only, a phone of digits).
import type { CustomValidator, ErrorTransformer, RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { gapFillingValidator, transformErrors, type FormData, type Violation } from '../src/engine';

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

/** How a local form is checked beyond its JSON Schema. */
export interface LocalFormRules {
  /** The message of an empty required field, by property; others get the engine's ('This field is mandatory.'). */
  requiredMessages?: Readonly<Record<string, string>>;
  /** Rules the schema cannot say; a message is shown only on a field ajv found nothing wrong with. */
  violations?(data: FormData): readonly Violation[];
}

/** EngineForm's `customValidate` and `transformErrors` for a local form's rules. */
export interface LocalFormChecks {
  customValidate: CustomValidator;
  transformErrors: ErrorTransformer;
}

const propertyOf = (error: RJSFValidationError): string =>
  String(error.params?.missingProperty ?? error.property ?? '').replace(/^\./, '');

export function localFormChecks(rules: LocalFormRules): LocalFormChecks {
  const validate = gapFillingValidator((data) => rules.violations?.(data) ?? []);
  return {
    customValidate: (formData, errors, uiSchema, errorSchema) => validate(formData, errors, uiSchema, errorSchema),
    transformErrors: (errors, uiSchema) =>
      transformErrors(errors, uiSchema).map((error) => {
        const message = error.name === 'required' ? rules.requiredMessages?.[propertyOf(error)] : undefined;
        return message ? { ...error, message, stack: message } : error;
      }),
  };
}
