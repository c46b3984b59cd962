// The designer offers the custom widgets the engine lists (src/engine/field-types.ts); the widget registry is what
// can draw them. The two must name the same widgets: a widget registered but not listed could never be chosen (or,
// unclassified, be offered by mistake), and a listed one the registry lacks would draw a developer error in place of
// the field.
import { describe, expect, it } from 'vitest';
import { engineWidgets } from '../../widgets/registry';
import { CUSTOM_WIDGETS, ENGINE_WIDGETS } from '../../src/engine/field-types';

describe('the widget registry and the engine data of the designer', () => {
  it('registers exactly the custom widgets the engine lists, and every other widget is declared internal', () => {
    const registered = Object.keys(engineWidgets).sort();
    expect([...CUSTOM_WIDGETS, ...ENGINE_WIDGETS].sort()).toEqual(registered);
    for (const name of CUSTOM_WIDGETS) expect(engineWidgets[name], name).toBeDefined();
  });

  it('lists no widget as both custom and internal', () => {
    const internal = new Set<string>(ENGINE_WIDGETS);
    expect(CUSTOM_WIDGETS.filter((name) => internal.has(name))).toEqual([]);
  });
});
