// A uiSchema naming a widget no registry has (a typo, a widget of another app) is drawn with rjsf's default for the
// field's type and a console warning, never an error in place of the field or its group (issue 33).
import type { RegistryWidgetsType, UiSchema } from '@rjsf/utils';

/** The names rjsf maps to its standard widgets for some type (@rjsf/utils getWidget). */
const RJSF_NAMES = new Set(
  'text password email hostname ipv4 ipv6 uri data-url radio select textarea hidden date datetime date-time alt-date alt-datetime time color file files checkbox checkboxes updown range'.split(' '),
);

const warned = new Set<string>();

const checked = new WeakMap<object, WeakMap<object, UiSchema>>();

/**
 * The uiSchema without the `ui:widget` names that neither the widgets nor rjsf know (each warned about once), the
 * very object when it has none: a form's uiSchema keeps its identity, which rjsf compares on every update.
 */
export function withKnownWidgets(uiSchema: UiSchema | undefined, widgets: RegistryWidgetsType): UiSchema | undefined {
  if (!uiSchema) return uiSchema;
  let byWidgets = checked.get(widgets);
  if (!byWidgets) checked.set(widgets, (byWidgets = new WeakMap()));
  let result = byWidgets.get(uiSchema);
  if (!result) byWidgets.set(uiSchema, (result = strip(uiSchema, widgets, '')));
  return result;
}

function strip(ui: UiSchema, widgets: RegistryWidgetsType, at: string): UiSchema {
  let copy: UiSchema | undefined;
  for (const [key, value] of Object.entries(ui)) {
    let next: unknown = value;
    if (key === 'ui:widget' && typeof value === 'string' && !(value in widgets) && !RJSF_NAMES.has(value)) {
      if (!warned.has(value)) {
        warned.add(value);
        console.warn(`No widget named "${value}" is registered (at ${at || 'the root'}): drawn with the default for its type.`);
      }
      next = undefined;
    } else if (value && typeof value === 'object' && !Array.isArray(value) && !key.startsWith('ui:')) {
      next = strip(value as UiSchema, widgets, at ? `${at}.${key}` : key);
    }
    if (next !== value) {
      copy ??= { ...ui };
      if (next === undefined) delete copy[key];
      else copy[key] = next;
    }
  }
  return copy ?? ui;
}
