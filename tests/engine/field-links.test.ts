// FillsField and RelabelsFields (src/engine/field-links.ts): the rules a definition declares about other fields, so an
// operator's field gets them by data (issue 10; order-and-application §4 CheckType -> NewJobPosition, check_type_files).
import { describe, expect, it } from 'vitest';
import { buildDynamicForm, type DynamicField } from '../../src/engine';
import { field } from './fixtures/personal';
import { getIn, setIn } from './helpers';

const ABOUT = 'About the Check';
const purpose = (more: Partial<DynamicField> = {}) =>
  field({
    FieldID: 'Purpose',
    FieldName: 'Purpose',
    FieldType: 'combo',
    PortalSection: ABOUT,
    ComboElements: [
      { LookUpValue: 'Employment', MappingValue: null },
      { LookUpValue: 'Volunteer work', MappingValue: 'VOL' },
      { LookUpValue: 'Student placement', MappingValue: 'STU' },
    ],
    TableValue: 'Employment',
    FillsField: 'Role',
    ...more,
  });
// The filled field sits in another section: the fill finds it wherever it is.
const role = field({ FieldID: 'Role', FieldName: 'Role', FieldType: 'text', PortalSection: 'Position', TableValue: 'Nurse' });

const choose = (form: ReturnType<typeof buildDynamicForm>, data: Record<string, unknown>, value: string) =>
  form.normalise(setIn(data, ['s0', 'Purpose'], value), data);

describe('FillsField', () => {
  it("writes the newly chosen option's MappingValue into the named field", () => {
    const form = buildDynamicForm([purpose(), role]);
    expect(getIn(form.formData, ['s1', 'Role'])).toBe('Nurse');
    const volunteer = choose(form, form.formData, 'VOL');
    expect(getIn(volunteer, ['s1', 'Role'])).toBe('VOL');
    expect(getIn(choose(form, volunteer, 'STU'), ['s1', 'Role'])).toBe('STU');
  });

  it('fills only on a change of the driving field: typing in the filled field afterwards is kept', () => {
    const form = buildDynamicForm([purpose(), role]);
    const volunteer = choose(form, form.formData, 'VOL');
    const typed = setIn(volunteer, ['s1', 'Role'], 'Coach');
    expect(getIn(form.normalise(typed, volunteer), ['s1', 'Role'])).toBe('Coach');
    // The same choice again is no change either.
    expect(getIn(choose(form, form.normalise(typed, volunteer), 'VOL'), ['s1', 'Role'])).toBe('Coach');
  });

  it('fills nothing on load, on a restored draft (no previous data) or when the choice is cleared', () => {
    const stored = buildDynamicForm([purpose({ TableValue: 'VOL' }), role]);
    expect(getIn(stored.formData, ['s1', 'Role'])).toBe('Nurse');
    const draft = setIn(stored.formData, ['s0', 'Purpose'], 'STU');
    expect(getIn(stored.normalise(draft), ['s1', 'Role'])).toBe('Nurse');
    const cleared = stored.normalise(setIn(stored.formData, ['s0', 'Purpose'], undefined), stored.formData);
    expect(getIn(cleared, ['s1', 'Role'])).toBe('Nurse');
  });

  it('leaves the field alone for an option without a MappingValue', () => {
    const form = buildDynamicForm([purpose({ TableValue: 'VOL' }), role]);
    const employment = choose(form, form.formData, 'Employment');
    expect(getIn(employment, ['s0', 'Purpose'])).toBe('Employment');
    expect(getIn(employment, ['s1', 'Role'])).toBe('Nurse');
  });

  it('reads the options of a catalogue list as well as its own', () => {
    const catalogued = purpose({ ComboElements: null, ComboCategory: 'Purposes', TableValue: null });
    const form = buildDynamicForm([catalogued, role], { catalogue: { Purposes: [{ LookUpValue: 'Volunteer work', MappingValue: 'VOL' }] } });
    expect(getIn(choose(form, form.formData, 'VOL'), ['s1', 'Role'])).toBe('VOL');
  });

  it('changes nothing for a field without the attribute, or naming a field the form lacks', () => {
    for (const def of [purpose({ FillsField: null }), purpose({ FillsField: 'Missing' })]) {
      const form = buildDynamicForm([def, role]);
      const volunteer = choose(form, form.formData, 'VOL');
      expect(getIn(volunteer, ['s1', 'Role'])).toBe('Nurse');
      // The untouched section stays the same object (the renderer redraws only what changed).
      expect(volunteer.s1).toBe(form.formData.s1);
    }
  });

  it('sends the filled value back in TableContent', () => {
    const form = buildDynamicForm([purpose(), role]);
    const content = form.toTableContent(choose(form, form.formData, 'STU'));
    expect(content.find((d) => d.FieldID === 'Role')?.TableValue).toBe('STU');
  });
});

describe('RelabelsFields', () => {
  it("exposes the value of the field with RelabelsFields 'Y' as what relabels the form", () => {
    const form = buildDynamicForm([purpose({ RelabelsFields: 'Y' }), role]);
    expect(form.relabelValue(form.formData)).toBe('Employment');
    expect(form.relabelValue(choose(form, form.formData, 'VOL'))).toBe('VOL');
    expect(form.relabelValue(setIn(form.formData, ['s0', 'Purpose'], undefined))).toBeUndefined();
  });

  it('is undefined for a form without such a field', () => {
    const form = buildDynamicForm([purpose(), role]);
    expect(form.relabelValue(form.formData)).toBeUndefined();
  });
});
