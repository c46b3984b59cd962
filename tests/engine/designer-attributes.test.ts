// What the designer adds to a field (issue 15): ParentValue, DateFormat and the text limits, in the schema, the
// uiSchema and the rules (browser and server alike, through validateDynamic).
import { describe, expect, it } from 'vitest';
import {
  buildDynamicForm,
  fieldKind,
  INVALID_PARTIAL_DATE,
  MANDATORY,
  maxLengthMessage,
  minLengthMessage,
  validateDynamic,
  type DynamicField,
  type JsonSchema,
} from '../../src/engine';
import { field } from './fixtures/personal';
import { setIn } from './helpers';

const SECTION = 'Details';
const at = (def: Partial<DynamicField> & Pick<DynamicField, 'FieldID' | 'FieldName' | 'FieldType'>) =>
  field({ PortalSection: SECTION, ...def });
const props = (form: ReturnType<typeof buildDynamicForm>) => form.schema.properties!.s0.properties as Record<string, JsonSchema>;

describe('ParentValue', () => {
  const defs = [
    at({ FieldID: 'Kind', FieldName: 'Kind', FieldType: 'combo', ComboElements: [{ LookUpValue: 'Car', MappingValue: 'C' }, { LookUpValue: 'Truck', MappingValue: 'T' }] }),
    at({ FieldID: 'TruckClass', FieldName: 'Truck class', FieldType: 'text', ParentField: 'Kind', ParentValue: 'T' }),
  ];
  const form = buildDynamicForm(defs);

  it('reveals and requires the child only while the parent holds that value', () => {
    const truck = setIn(form.formData, ['s0', 'Kind'], 'T');
    const car = setIn(form.formData, ['s0', 'Kind'], 'C');
    expect(form.uiSchemaFor(car).s0).toMatchObject({ TruckClass: { 'ui:widget': 'hidden' } });
    expect((form.uiSchemaFor(truck).s0 as Record<string, Record<string, unknown>>).TruckClass['ui:widget']).not.toBe('hidden');
    expect(form.validate(truck)).toEqual({ TruckClass: MANDATORY });
    expect(form.validate(car)).toEqual({});
  });

  it('is checked the same way on the server (validateDynamic)', () => {
    expect(validateDynamic(defs, { Kind: 'T' })).toEqual({ TruckClass: MANDATORY });
    expect(validateDynamic(defs, { Kind: 'C' })).toEqual({});
    // 'Y' is no longer what reveals it.
    expect(validateDynamic(defs, { Kind: 'Y' })).not.toHaveProperty('TruckClass');
  });

  it("keeps 'Y' when absent", () => {
    const yesNo = [
      at({ FieldID: 'Flag', FieldName: 'Flag', FieldType: 'radio/check' }),
      at({ FieldID: 'Detail', FieldName: 'Detail', FieldType: 'text', ParentField: 'Flag', ParentValue: null }),
    ];
    expect(validateDynamic(yesNo, { Flag: 'Y' })).toEqual({ Detail: MANDATORY });
    expect(validateDynamic(yesNo, { Flag: 'N' })).toEqual({});
  });
});

describe('DateFormat', () => {
  it("'YYYY-MM' makes a date a month and year; 'YYYY-MM-DD' a full date, whatever the FieldID", () => {
    const month = at({ FieldID: 'StartedWork', FieldName: 'Started', FieldType: 'text/date', DateFormat: 'YYYY-MM' });
    const day = at({ FieldID: 'DateMoveIn', FieldName: 'Moved in', FieldType: 'text/date', DateFormat: 'YYYY-MM-DD' });
    expect(fieldKind(month)).toBe('partialDate');
    expect(fieldKind(day)).toBe('date');
    const form = buildDynamicForm([{ ...month, TableValue: '2020-05' }]);
    expect((form.uiSchema.s0 as Record<string, Record<string, unknown>>).StartedWork['ui:widget']).toBe('partialDate');
    expect(form.formData).toEqual({ s0: { StartedWork: '05/2020' } });
    expect(validateDynamic([month], { StartedWork: '2020-13' })).toEqual({ StartedWork: INVALID_PARTIAL_DATE });
  });

  it('without one, the move-in and move-out dates stay partial and other dates full', () => {
    expect(fieldKind(at({ FieldID: 'DateMoveOut', FieldName: 'x', FieldType: 'text/date' }))).toBe('partialDate');
    expect(fieldKind(at({ FieldID: 'DOB', FieldName: 'x', FieldType: 'text/date' }))).toBe('date');
  });
});

describe('MinLength and MaxLength', () => {
  const code = at({ FieldID: 'Code', FieldName: 'Code', FieldType: 'text', MinLength: 4, MaxLength: 6 });

  it('go into the schema; without them a text keeps the minimum of 2 and no maximum (the output is unchanged)', () => {
    expect(props(buildDynamicForm([code])).Code).toEqual({ type: 'string', title: 'Code', minLength: 4, maxLength: 6 });
    const plain = at({ FieldID: 'Plain', FieldName: 'Plain', FieldType: 'text' });
    expect(props(buildDynamicForm([plain])).Plain).toEqual({ type: 'string', title: 'Plain', minLength: 2 });
    const none = at({ FieldID: 'Initial', FieldName: 'Initial', FieldType: 'text', MinLength: 0 });
    expect(props(buildDynamicForm([none])).Initial).toEqual({ type: 'string', title: 'Initial' });
  });

  it('are checked by the rules with the messages of messages.ts', () => {
    expect(validateDynamic([code], { Code: 'abc' })).toEqual({ Code: minLengthMessage(4) });
    expect(validateDynamic([code], { Code: 'abcdefg' })).toEqual({ Code: maxLengthMessage(6) });
    expect(validateDynamic([code], { Code: 'abcde' })).toEqual({});
    const initial = at({ FieldID: 'Initial', FieldName: 'Initial', FieldType: 'text', MinLength: 0, IsCompulsory: 'Yes' });
    expect(validateDynamic([initial], { Initial: 'J' })).toEqual({});
  });
});
