// rjsf derives a section form's state again on every change: its default form state (the defaults of every field,
// and every value checked against its schema) and its retrieved schema (references and conditions resolved). A
// section of plain values (no defaults, constants, references, conditions, choices among schemas, nested objects,
// lists or booleans) has nothing for either to do: its default form state is its data, and its schema is itself. For
// such a section the form's schema utilities answer both at once, for the section's own schema (PlainSectionForm.tsx,
// whose fields ask on every render); any other question goes to rjsf. tests/components/plain-section.test.ts checks
// against rjsf that they answer the same.
import { isObject, type RJSFSchema, type SchemaUtilsType } from '@rjsf/utils';

/** Keywords of a section's own object that change neither its defaults nor its retrieved schema. */
const SECTION_KEYWORDS = new Set(['type', 'title', 'description', 'properties', 'required']);
/** Keywords of a plain value's schema: what it is, how it is named, and the checks that only validation reads. */
const VALUE_KEYWORDS = new Set([
  'type',
  'title',
  'description',
  'enum',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'readOnly',
]);
// Not booleans: rjsf gives a required one the default false.
const VALUE_TYPES = new Set(['string', 'number', 'integer', 'null']);

const plainBySchema = new WeakMap<object, boolean>();

function isPlainValue(schema: unknown): boolean {
  if (!isObject(schema)) return false;
  const { type } = schema as { type?: unknown };
  const types = Array.isArray(type) ? type : [type];
  return types.length > 0 && types.every((t) => VALUE_TYPES.has(t as string)) && Object.keys(schema).every((key) => VALUE_KEYWORDS.has(key));
}

/** Whether `schema` is an object of plain values only (remembered per schema object). */
export function isPlainSection(schema: RJSFSchema): boolean {
  let plain = plainBySchema.get(schema);
  if (plain === undefined) {
    plain =
      schema.type === 'object' &&
      Object.keys(schema).every((key) => SECTION_KEYWORDS.has(key)) &&
      isObject(schema.properties) &&
      Object.values(schema.properties).every(isPlainValue);
    plainBySchema.set(schema, plain);
  }
  return plain;
}

const shortcutsOf = new WeakMap<SchemaUtilsType, SchemaUtilsType>();

/**
 * The schema utilities, answering at once for a plain section's own schema; the same object for any other section.
 * One object per set of utilities, so rjsf sees the same utilities from one change to the next.
 */
export function withPlainSectionShortcuts(utilities: SchemaUtilsType): SchemaUtilsType {
  if (!isPlainSection(utilities.getRootSchema())) return utilities;
  const known = shortcutsOf.get(utilities);
  if (known) return known;
  // Everything else is rjsf's, read through the prototype (its own fields included).
  const shortcuts = Object.create(utilities) as SchemaUtilsType;
  const root = utilities.getRootSchema();
  shortcuts.getDefaultFormState = (schema, formData, includeUndefinedValues = false, ...rest) =>
    schema === root && includeUndefinedValues === false && isObject(formData)
      ? { ...(formData as object) }
      : utilities.getDefaultFormState(schema, formData, includeUndefinedValues, ...rest);
  shortcuts.retrieveSchema = (schema, formData, ...rest) => (schema === root ? root : utilities.retrieveSchema(schema, formData, ...rest));
  shortcutsOf.set(utilities, shortcuts);
  shortcutsOf.set(shortcuts, shortcuts);
  return shortcuts;
}
