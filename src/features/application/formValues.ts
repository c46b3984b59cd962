// Reading and setting a field outside blocks in the engine's form data ({ s0: { FieldID: value }, s1: ... }). The
// section of a field is found in the schema, because an empty value is absent from the data.
import type { FormData as StepData, JsonSchema } from '../../engine';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The section key holding the property `key` (a FieldID outside blocks), or null. */
export function sectionOf(schema: JsonSchema, key: string): string | null {
  for (const [sectionKey, section] of Object.entries(schema.properties ?? {})) {
    if (section.properties && key in section.properties) return sectionKey;
  }
  return null;
}

export function fieldValue(schema: JsonSchema, data: StepData, key: string): string | undefined {
  const sectionKey = sectionOf(schema, key);
  const section = sectionKey ? data[sectionKey] : undefined;
  const value = isRecord(section) ? section[key] : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A copy of the data with the field set (undefined removes it). Unchanged data when the form has no such field. */
export function withFieldValue(schema: JsonSchema, data: StepData, key: string, value: string | undefined): StepData {
  const sectionKey = sectionOf(schema, key);
  if (!sectionKey) return data;
  const section = isRecord(data[sectionKey]) ? { ...(data[sectionKey] as Record<string, unknown>) } : {};
  if (value === undefined) delete section[key];
  else section[key] = value;
  return { ...data, [sectionKey]: section };
}

/** A copy of a uiSchema with changes merged into one field's entry (outside blocks). */
export function withFieldUi(
  schema: JsonSchema,
  uiSchema: Record<string, unknown>,
  key: string,
  change: (fieldUi: Record<string, unknown>) => Record<string, unknown>,
): Record<string, unknown> {
  const sectionKey = sectionOf(schema, key);
  if (!sectionKey) return uiSchema;
  const sectionUi = isRecord(uiSchema[sectionKey]) ? (uiSchema[sectionKey] as Record<string, unknown>) : {};
  const fieldUi = isRecord(sectionUi[key]) ? (sectionUi[key] as Record<string, unknown>) : {};
  // A hidden field stays hidden.
  if (fieldUi['ui:widget'] === 'hidden') return uiSchema;
  return { ...uiSchema, [sectionKey]: { ...sectionUi, [key]: change(fieldUi) } };
}
