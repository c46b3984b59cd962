import { describe, expect, it } from 'vitest';
import { buildDynamicForm, type DynamicField, type JsonSchema } from '../../src/engine';
import { field } from './fixtures/personal';
import { strictAjv } from './helpers';

const SECTION = 'Details';
const one = (def: Partial<DynamicField> & Pick<DynamicField, 'FieldID' | 'FieldName' | 'FieldType'>) =>
  buildDynamicForm([field({ PortalSection: SECTION, ...def })]);
const fieldSchema = (form: ReturnType<typeof one>, key: string) =>
  (form.schema.properties!.s0.properties as Record<string, JsonSchema>)[key];
const fieldUi = (form: ReturnType<typeof one>, key: string) =>
  (form.uiSchema.s0 as Record<string, Record<string, unknown>>)[key];

describe('FieldType mapping', () => {
  it("text: a string titled by FieldName with the minimum length 2, edited by the 'text' widget", () => {
    const form = one({ FieldID: 'MiddleName', FieldName: 'Middle name', FieldType: 'text', TableValue: 'Mai' });
    expect(fieldSchema(form, 'MiddleName')).toEqual({ type: 'string', title: 'Middle name', minLength: 2, maxLength: 100 });
    expect(fieldUi(form, 'MiddleName')['ui:widget']).toBe('text');
    expect(form.formData).toEqual({ s0: { MiddleName: 'Mai' } });
  });

  it("text/date: DD/MM/YYYY string with the 'date' widget; DateMoveIn and DateMoveOut use 'partialDate'", () => {
    const dob = one({ FieldID: 'DOB', FieldName: 'Date of birth', FieldType: 'text/date', TableValue: '1991-07-14' });
    expect(fieldSchema(dob, 'DOB')).toMatchObject({ type: 'string', title: 'Date of birth', maxLength: 10 });
    expect(fieldUi(dob, 'DOB')).toMatchObject({ 'ui:widget': 'date', 'ui:placeholder': 'DD/MM/YYYY' });
    const moveIn = one({ FieldID: 'DateMoveIn', FieldName: 'Date moved in', FieldType: 'text/date', TableValue: '2019-03' });
    expect(fieldSchema(moveIn, 'DateMoveIn')).toMatchObject({ type: 'string', maxLength: 10 });
    expect(fieldUi(moveIn, 'DateMoveIn')['ui:widget']).toBe('partialDate');
    expect(moveIn.formData).toEqual({ s0: { DateMoveIn: '03/2019' } });
  });

  it('combo: one choice per element, valued MappingValue when given and LookUpValue otherwise, labelled LookUpValue', () => {
    const form = one({
      FieldID: 'PreviousNameType', FieldName: 'Type of name change', FieldType: 'combo', TableValue: 'CHG',
      ComboElements: [
        { LookUpValue: 'Marriage', MappingValue: 'MAR' },
        { LookUpValue: 'Change of name certificate', MappingValue: 'CHG' },
        { LookUpValue: 'Deed Poll', MappingValue: null },
        { LookUpValue: 'Other' },
      ],
    });
    expect(fieldSchema(form, 'PreviousNameType')).toEqual({
      type: 'string',
      title: 'Type of name change',
      enum: ['MAR', 'CHG', 'Deed Poll', 'Other'],
    });
    expect(fieldUi(form, 'PreviousNameType')).toMatchObject({
      'ui:widget': 'select',
      'ui:enumNames': { MAR: 'Marriage', CHG: 'Change of name certificate', 'Deed Poll': 'Deed Poll', Other: 'Other' },
    });
    expect(form.formData).toEqual({ s0: { PreviousNameType: 'CHG' } });
  });

  it('combo: a value stored as the LookUpValue shows as the choice whose MappingValue the form sends', () => {
    const form = one({
      FieldID: 'CheckType', FieldName: 'Purpose', FieldType: 'combo', TableValue: 'Volunteer work',
      ComboElements: [
        { LookUpValue: 'Employment', MappingValue: 'EMP' },
        { LookUpValue: 'Volunteer work', MappingValue: 'VOL' },
      ],
    });
    expect(form.formData).toEqual({ s0: { CheckType: 'VOL' } });
  });

  it('combo: an optional combo accepts no value, and only listed values', () => {
    const form = one({
      FieldID: 'AddressType', FieldName: 'Address type', FieldType: 'combo',
      ComboElements: [{ LookUpValue: 'Primary Address', MappingValue: 'PRIMARY' }],
    });
    const validate = strictAjv().compile(form.schema);
    expect(validate({ s0: {} })).toBe(true);
    expect(form.validate({ s0: {} })).toEqual({});
    expect(validate({ s0: { AddressType: 'Primary Address' } })).toBe(false);
    expect(form.validate({ s0: { AddressType: 'Primary Address' } })).toEqual({ AddressType: 'Please select an option' });
  });

  it('combo: elements come from the catalogue by ComboCategory when the definition has none', () => {
    const form = buildDynamicForm(
      [field({ FieldID: 'CheckType', FieldName: 'Purpose', FieldType: 'combo', ComboCategory: 'CheckPurpose', PortalSection: SECTION })],
      { catalogue: { CheckPurpose: [{ LookUpValue: 'Employment', MappingValue: 'EMP' }] } },
    );
    expect(fieldSchema(form, 'CheckType').enum).toEqual(['EMP']);
    expect(fieldUi(form, 'CheckType')['ui:enumNames']).toEqual({ EMP: 'Employment' });
  });

  it("combo+text: a free string with the 'comboText' widget and the elements as suggestions", () => {
    const form = one({
      FieldID: 'Qualification', FieldName: 'Qualification', FieldType: 'combo+text', TableValue: 'Certificate IV in Ageing Support',
      ComboElements: [{ LookUpValue: 'Bachelor of Nursing', MappingValue: 'BN' }, { LookUpValue: 'Diploma of Nursing' }],
    });
    expect(fieldSchema(form, 'Qualification')).toEqual({ type: 'string', title: 'Qualification', maxLength: 5000 });
    expect(fieldUi(form, 'Qualification')).toEqual({
      'ui:widget': 'comboText',
      'ui:options': {
        suggestions: [
          { label: 'Bachelor of Nursing', value: 'BN' },
          { label: 'Diploma of Nursing', value: 'Diploma of Nursing' },
        ],
      },
    });
    expect(form.formData).toEqual({ s0: { Qualification: 'Certificate IV in Ageing Support' } });
  });

  it("radio/check: Y or N with the 'yesNo' widget, reading Yes/No spellings", () => {
    const form = one({ FieldID: 'IsUrgent', FieldName: 'Urgent check?', FieldType: 'radio/check', TableValue: 'Yes' });
    expect(fieldSchema(form, 'IsUrgent')).toEqual({ type: 'string', title: 'Urgent check?', enum: ['Y', 'N'] });
    expect(fieldUi(form, 'IsUrgent')['ui:widget']).toBe('yesNo');
    expect(form.formData).toEqual({ s0: { IsUrgent: 'Y' } });
  });

  it.each(['IsCarerforVulner', 'IsMinor', 'CurrentEmployer', 'IsBusinessOwner'])(
    'radio/check: %s shows N when the server has no value',
    (fieldId) => {
      const form = one({ FieldID: fieldId, FieldName: fieldId, FieldType: 'radio/check', TableValue: null });
      expect(form.formData).toEqual({ s0: { [fieldId]: 'N' } });
      expect(fieldSchema(form, fieldId).default).toBe('N');
    },
  );

  it('radio/check: other Y/N fields stay unanswered when unset', () => {
    const form = one({ FieldID: 'IsVounteering', FieldName: 'Volunteer?', FieldType: 'radio/check', TableValue: null });
    expect(form.formData).toEqual({ s0: {} });
  });

  it('custom: the widget named by CustomWidget, holding a string', () => {
    for (const widget of ['address', 'signature', 'selfie']) {
      const form = one({ FieldID: 'X', FieldName: 'Custom', FieldType: 'custom', CustomWidget: widget, TableValue: 'value' });
      expect(fieldSchema(form, 'X')).toEqual({ type: 'string', title: 'Custom' });
      expect(fieldUi(form, 'X')).toEqual({ 'ui:widget': widget, 'ui:options': { fieldId: 'X' } });
    }
  });

  it("Document: the 'document' widget holding the stored location; empty means pending", () => {
    const done = one({ FieldID: 'PASSPORT', FieldName: 'Passport', FieldType: 'Document', TableValue: 'uploads/3f9c2a.pdf' });
    expect(fieldUi(done, 'PASSPORT')).toEqual({ 'ui:widget': 'document', 'ui:options': { fieldId: 'PASSPORT' } });
    expect(done.formData).toEqual({ s0: { PASSPORT: 'uploads/3f9c2a.pdf' } });
    const pending = one({ FieldID: 'PASSPORT', FieldName: 'Passport', FieldType: 'Document', TableValue: '' });
    expect(pending.formData).toEqual({ s0: {} });
  });

  it('labels: FieldName by default, replaced by the labels map (CheckType relabelling)', () => {
    const defs = [field({ FieldID: 'NewJobPosition', FieldName: 'Position applied for', FieldType: 'text', PortalSection: SECTION })];
    expect(fieldSchema(buildDynamicForm(defs), 'NewJobPosition').title).toBe('Position applied for');
    const relabelled = buildDynamicForm(defs, { labels: { NewJobPosition: 'Volunteer role' } });
    expect(fieldSchema(relabelled, 'NewJobPosition').title).toBe('Volunteer role');
  });

  it('help: HelpText becomes ui:help; the volunteer and urgent questions carry the spec texts otherwise', () => {
    const withHelp = one({ FieldID: 'Email', FieldName: 'Email', FieldType: 'text', HelpText: 'We send updates here.' });
    expect(fieldUi(withHelp, 'Email')['ui:help']).toBe('We send updates here.');
    const volunteer = one({ FieldID: 'IsVounteering', FieldName: 'Volunteer?', FieldType: 'radio/check' });
    expect(fieldUi(volunteer, 'IsVounteering')['ui:help']).toBe(
      'A volunteer police check is only for unpaid volunteers or students on a compulsory placement.',
    );
    const urgent = one({ FieldID: 'IsUrgent', FieldName: 'Urgent?', FieldType: 'radio/check' });
    expect(fieldUi(urgent, 'IsUrgent')['ui:help']).toBe('An urgent check is only for cases where a delay affects care or safety.');
  });
});
