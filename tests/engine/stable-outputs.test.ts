// The engine's outputs stay referentially stable across changes (issue 10, the engine's cost): only the section a
// change touched gets new form data and a new uiSchema, while a rule that reaches across sections (a ParentField in
// another section) still hides and clears what it should.
import { describe, expect, it } from 'vitest';
import { buildDynamicForm, type DynamicField, type FormData } from '../../src/engine';
import { setIn } from './helpers';

function field(FieldID: string, PortalSection: string, extra: Partial<DynamicField> = {}): DynamicField {
  return { FieldID, FieldName: FieldID, FieldType: 'text', TableValue: null, IsCompulsory: 'No', PortalSection, ...extra };
}

const defs: DynamicField[] = [
  field('Travelled', 'Travel', { FieldType: 'radio/check' }),
  field('Country', 'Travel', { ParentField: 'Travelled' }),
  field('Employer', 'Work'),
  // A child whose parent is in another section.
  field('Visa', 'Work', { ParentField: 'Travelled' }),
  field('Notes', 'Other'),
];

describe('stable outputs', () => {
  it('gives a new object only to the section that changed, in the form data and the uiSchema', () => {
    const form = buildDynamicForm(defs);
    const start = form.formData;
    const next = form.normalise(setIn(start, ['s1', 'Employer'], 'Acme'), start);
    expect(next.s1).toEqual({ Employer: 'Acme' });
    expect(next.s0).toBe(start.s0);
    expect(next.s2).toBe(start.s2);
    const before = form.uiSchemaFor(start);
    const after = form.uiSchemaFor(next);
    expect(after.s0).toBe(before.s0);
    expect(after.s2).toBe(before.s2);
    // Nothing of the uiSchema depends on Employer: the whole uiSchema is the same object.
    expect(after).toBe(before);
  });

  it('hides and clears a child when its parent in another section changes, though its own section did not', () => {
    const form = buildDynamicForm(defs);
    let data: FormData = form.normalise(setIn(form.formData, ['s0', 'Travelled'], 'Y'), form.formData);
    data = form.normalise(setIn(data, ['s1', 'Visa'], '457'), data);
    expect(data.s1).toEqual({ Visa: '457' });
    expect((form.uiSchemaFor(data).s1 as Record<string, unknown>).Visa).not.toEqual({ 'ui:widget': 'hidden' });

    const workBefore = data.s1;
    const next = form.normalise(setIn(data, ['s0', 'Travelled'], 'N'), data);
    expect(next.s1).toEqual({});
    expect(next.s1).not.toBe(workBefore);
    expect((form.uiSchemaFor(next).s1 as Record<string, unknown>).Visa).toEqual({ 'ui:widget': 'hidden' });
    expect(next.s2).toBe(data.s2);

    // Back to Y: shown again (and empty), required as a shown child.
    const again = form.normalise(setIn(next, ['s0', 'Travelled'], 'Y'), next);
    expect(again.s1).toBe(next.s1);
    expect((form.uiSchemaFor(again).s1 as Record<string, unknown>).Visa).toMatchObject({ 'ui:options': { required: true } });
  });

  it('normalises a section handed back with an empty string as any other change', () => {
    const form = buildDynamicForm(defs);
    const data = form.normalise(setIn(form.formData, ['s2', 'Notes'], 'Some'), form.formData);
    const cleared = form.normalise(setIn(data, ['s2', 'Notes'], ''), data);
    expect(cleared.s2).toEqual({});
  });
});
