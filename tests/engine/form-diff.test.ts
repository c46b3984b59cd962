// The change record of a publish (src/engine/form-diff.ts).
import { describe, expect, it } from 'vitest';
import type { FormField } from '../../src/engine/form-check';
import { diffFields } from '../../src/engine/form-diff';

const f = (FieldID: string, more: Partial<FormField> = {}): FormField => ({ FieldID, FieldName: FieldID, FieldType: 'text', IsCompulsory: 'No', ...more });

describe('diffFields', () => {
  it('finds nothing between equal lists, and treats absent, null and empty alike', () => {
    expect(diffFields([f('A'), f('B')], [f('A'), f('B')])).toEqual([]);
    expect(diffFields([f('A', { HelpText: null, ComboElements: [] })], [f('A', { HelpText: '' })])).toEqual([]);
  });

  it('records added and removed fields', () => {
    expect(diffFields([f('A'), f('Old')], [f('A'), f('New')])).toEqual([
      { FieldID: 'Old', Change: 'removed' },
      { FieldID: 'New', Change: 'added' },
    ]);
  });

  it('records each changed attribute with its before and after as text', () => {
    const before = [f('A', { FieldName: 'Name', IsCompulsory: 'No', MaxLength: 10 })];
    const after = [f('A', { FieldName: 'Full name', IsCompulsory: 'Yes', MaxLength: 20, ParentField: 'B', ComboElements: [{ LookUpValue: 'x' }] })];
    expect(diffFields(before, after)).toEqual([
      { FieldID: 'A', Change: 'changed', Attribute: 'FieldName', Before: 'Name', After: 'Full name' },
      { FieldID: 'A', Change: 'changed', Attribute: 'IsCompulsory', Before: 'No', After: 'Yes' },
      { FieldID: 'A', Change: 'changed', Attribute: 'ParentField', Before: null, After: 'B' },
      { FieldID: 'A', Change: 'changed', Attribute: 'ComboElements', Before: null, After: '[{"LookUpValue":"x"}]' },
      { FieldID: 'A', Change: 'changed', Attribute: 'MaxLength', Before: '10', After: '20' },
    ]);
  });

  it('records as moved only the fields whose place among the others changed (positions from 1)', () => {
    expect(diffFields([f('A'), f('B'), f('C'), f('D')], [f('A'), f('C'), f('D'), f('B')])).toEqual([
      { FieldID: 'B', Change: 'moved', Before: '2', After: '4' },
    ]);
    // Adding or removing a field shifts positions without moving anything.
    expect(diffFields([f('A'), f('B'), f('C')], [f('New'), f('A'), f('C')])).toEqual([
      { FieldID: 'B', Change: 'removed' },
      { FieldID: 'New', Change: 'added' },
    ]);
  });

  it('records a move to another section as the section changed', () => {
    expect(diffFields([f('A', { PortalSection: 'One' })], [f('A', { PortalSection: 'Two' })])).toEqual([
      { FieldID: 'A', Change: 'changed', Attribute: 'PortalSection', Before: 'One', After: 'Two' },
    ]);
  });
});
