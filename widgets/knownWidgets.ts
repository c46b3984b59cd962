// A uiSchema naming a widget no registry has (a typo, a widget of another app) is drawn with rjsf's default for the
// field's type and a console warning, never an error in place of the field or its group (issue 33). The theme's
// ObjectField asks here for each property's uiSchema.
import { hasWidget, type RegistryWidgetsType, type RJSFSchema, type UiSchema } from '@rjsf/utils';

/** Whether rjsf finds a widget by that name for some type (its standard names: radio, updown, checkboxes...). */
const TYPES: RJSFSchema[] = [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }, { type: 'array' }];

const warned = new Set<string>();

/** The property's uiSchema, without its `ui:widget` when no widget has that name (warned about once per name). */
export function knownWidget(ui: UiSchema | undefined, widgets: RegistryWidgetsType): UiSchema | undefined {
  const name = ui?.['ui:widget'];
  if (typeof name !== 'string' || TYPES.some((schema) => hasWidget(schema, name, widgets))) return ui;
  if (!warned.has(name)) {
    warned.add(name);
    console.warn(`No widget named "${name}": drawn with the default for its type`);
  }
  const { 'ui:widget': _, ...rest } = ui!;
  return rest;
}
