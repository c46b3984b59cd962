// The two shapes every engine module hands to rjsf. Their own module so that schema.ts and the modules it builds on
// (address-fill.ts) can share them without importing each other.

/** A JSON schema (draft-07, as rjsf's ajv8 validator reads it). */
export interface JsonSchema {
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'null';
  title?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  if?: JsonSchema;
  then?: JsonSchema;
  else?: JsonSchema;
  enum?: string[];
  const?: string;
  default?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  readOnly?: boolean;
  [keyword: string]: unknown;
}

/** An rjsf uiSchema. Block items may be a function of the item (rjsf 6 dynamic `items`) when items differ. */
export type UiSchema = Record<string, unknown>;
