// A uiSchema naming a widget no registry has (a typo, a widget of another app) is drawn with rjsf's default for the
// field's type and a console warning, never an error in place of the field or its group (issue 33). The theme's
// ObjectField asks here for each property's uiSchema.
import { hasWidget, type RegistryWidgetsType, type RJSFSchema, type UiSchema } from '@rjsf/utils';

/** Whether rjsf finds a widget by that name for some type (its standard names: radio, updown, checkboxes...). */
const TYPES: RJSFSchema[] = [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }, { type: 'array' }];

const warned = new Set<string>();

/** Names found in a registry (each name is looked up once per registry, not once per field and render). */
const knownNames = new WeakMap<RegistryWidgetsType, Map<string, boolean>>();

function isKnown(name: string, widgets: RegistryWidgetsType): boolean {
  let names = knownNames.get(widgets);
  if (!names) knownNames.set(widgets, (names = new Map()));
  let known = names.get(name);
  if (known === undefined) {
    known = TYPES.some((schema) => hasWidget(schema, name, widgets));
    names.set(name, known);
  }
  return known;
}

/** The property's uiSchema, without its `ui:widget` when no widget has that name (warned about once per name). */
export function knownWidget(ui: UiSchema | undefined, widgets: RegistryWidgetsType): UiSchema | undefined {
  const name = ui?.['ui:widget'];
  if (typeof name !== 'string' || isKnown(name, widgets)) return ui;
  if (!warned.has(name)) {
    warned.add(name);
    console.warn(`No widget named "${name}": drawn with the default for its type`);
  }
  // The same object for the same uiSchema, so the property's memoised field is not drawn again on every commit.
  let rest = withoutWidget.get(ui!);
  if (!rest) {
    const { 'ui:widget': _, ...others } = ui!;
    withoutWidget.set(ui!, (rest = others));
  }
  return rest;
}

const withoutWidget = new WeakMap<UiSchema, UiSchema>();
