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
import { TEXT_MAX_LENGTH } from '../../src/engine/fields';
import { ORDER_LIMITS } from '../../src/engine/order-rules';
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

  it("go into the schema; without them a text keeps the minimum of 2 and the server's maximum, or its format's", () => {
    expect(props(buildDynamicForm([code])).Code).toEqual({ type: 'string', title: 'Code', minLength: 4, maxLength: 6 });
    const plain = at({ FieldID: 'Plain', FieldName: 'Plain', FieldType: 'text' });
    expect(props(buildDynamicForm([plain])).Plain).toEqual({ type: 'string', title: 'Plain', minLength: 2, maxLength: TEXT_MAX_LENGTH });
    const none = at({ FieldID: 'Initial', FieldName: 'Initial', FieldType: 'text', MinLength: 0 });
    expect(props(buildDynamicForm([none])).Initial).toEqual({ type: 'string', title: 'Initial', maxLength: TEXT_MAX_LENGTH });
    // A person's name, an email, a phone number: the database columns' sizes.
    const named = (FieldID: string) => props(buildDynamicForm([at({ FieldID, FieldName: FieldID, FieldType: 'text' })]))[FieldID];
    expect([named('MiddleName'), named('RefereeEmail'), named('RefereePhone'), named('AddressPostcode')].map((p) => p.maxLength)).toEqual([
      ORDER_LIMITS.name, ORDER_LIMITS.email, ORDER_LIMITS.phone, 10,
    ]);
  });

  it('refuse on the server what the browser stops: one character over the limit, named by the field (issue 29)', () => {
    const middle = at({ FieldID: 'MiddleName', FieldName: 'Middle name', FieldType: 'text' });
    expect(validateDynamic([middle], { MiddleName: 'a'.repeat(ORDER_LIMITS.name + 1) })).toEqual({ MiddleName: maxLengthMessage(ORDER_LIMITS.name) });
    expect(validateDynamic([middle], { MiddleName: 'a'.repeat(ORDER_LIMITS.name) })).toEqual({});
    const note = at({ FieldID: 'Notes', FieldName: 'Notes', FieldType: 'text' });
    expect(validateDynamic([note], { Notes: 'x'.repeat(TEXT_MAX_LENGTH + 1) })).toEqual({ Notes: maxLengthMessage(TEXT_MAX_LENGTH) });
    const free = at({ FieldID: 'Qualification', FieldName: 'Qualification', FieldType: 'combo+text' });
    expect(validateDynamic([free], { Qualification: 'x'.repeat(TEXT_MAX_LENGTH + 1) })).toEqual({ Qualification: maxLengthMessage(TEXT_MAX_LENGTH) });
  });

  it('are checked by the rules with the messages of messages.ts', () => {
    expect(validateDynamic([code], { Code: 'abc' })).toEqual({ Code: minLengthMessage(4) });
    expect(validateDynamic([code], { Code: 'abcdefg' })).toEqual({ Code: maxLengthMessage(6) });
    expect(validateDynamic([code], { Code: 'abcde' })).toEqual({});
    const initial = at({ FieldID: 'Initial', FieldName: 'Initial', FieldType: 'text', MinLength: 0, IsCompulsory: 'Yes' });
    expect(validateDynamic([initial], { Initial: 'J' })).toEqual({});
  });
});
