import type { RJSFSchema } from '@rjsf/utils';

type Data = Record<string, unknown>;

function isPlainObject(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * JSON Schema validates an object's `required` only when the object is there: a section missing from the form data
 * (the page sent none of its values yet) would have its mandatory fields silently skipped on NEXT. This adds an
 * empty object for every nested object property (sections and plain groups, not array items) that the data lacks.
 * Returns the same data object when nothing was missing. Not when the form draws rjsf 6's optional data controls for
 * objects (`optional`): there an object left out is one the person chose not to give.
 */
export function withSectionObjects(schema: RJSFSchema, data: Data | undefined, optional = false): Data {
  const source = data ?? {};
  if (optional) return source;
  let result: Data | null = null;
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (!isPlainObject(property) || property.type !== 'object') continue;
    const current = source[key];
    if (current !== undefined && !isPlainObject(current)) continue;
    const filled = withSectionObjects(property as RJSFSchema, current);
    if (filled !== current) {
      result ??= { ...source };
      result[key] = filled;
    }
  }
  return result ?? (data === undefined ? {} : data);
}
