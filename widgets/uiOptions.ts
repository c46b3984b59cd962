// A uiSchema's own options (rjsf's getUiOptions without global options), read once per uiSchema object: the theme's
// field and template ask for each field's several times while drawing a step of hundreds (docs/performance.md
// "bench:form"). A uiSchema is not changed in place (a page passes a new one), so the answer holds for its object.
import { getUiOptions, type UIOptionsType, type UiSchema } from '@rjsf/utils';

const byUiSchema = new WeakMap<UiSchema, UIOptionsType>();
const NONE: UIOptionsType = Object.freeze({}) as UIOptionsType;

/** rjsf's `getUiOptions(uiSchema)`, the same object for the same uiSchema object: read it, never change it. */
export function ownUiOptions(uiSchema: UiSchema | undefined): UIOptionsType {
  if (!uiSchema) return NONE;
  let options = byUiSchema.get(uiSchema);
  if (!options) {
    options = Object.freeze(getUiOptions(uiSchema)) as UIOptionsType;
    byUiSchema.set(uiSchema, options);
  }
  return options;
}
