import { describe, expect, it } from 'vitest';
import {
  buildReferencesForm,
  hasUncheckedChecks,
  referencesFromForm,
  REFERENCES_INCOMPLETE,
  validateReferences,
} from '../../src/engine';
import { referenceFields } from './fixtures/references';
import { strictAjv } from './helpers';

describe('references form: field list to form', () => {
  const config = buildReferencesForm(referenceFields());

  it('orders entries by Sort', () => {
    expect(Object.values(config.schema.properties as Record<string, { title?: string }>).map((p) => p.title)).toEqual([
      undefined, undefined, 'Position held', 'The position above is correct', 'Rate her clinical skills',
      'Would you employ her again?', 'Comments on her performance',
    ]);
  });

  it('shows a section title, instructions and information as read-only text', () => {
    expect(config.uiSchema.q0).toEqual({
      'ui:widget': 'display', 'ui:options': { text: 'Employment verification', variant: 'title' }, 'ui:label': false,
    });
    expect(config.uiSchema.q1).toEqual({
      'ui:widget': 'display',
      'ui:options': { text: 'Please confirm the details the applicant gave about their role with you.', variant: 'instructions' },
      'ui:label': false,
    });
    expect(config.uiSchema.q2).toEqual({ 'ui:widget': 'display', 'ui:options': { text: 'Enrolled Nurse', variant: 'information' } });
    expect((config.schema.properties as Record<string, object>).q2).toEqual({ type: 'string', readOnly: true, title: 'Position held' });
  });

  it('turns Verification fields into inputs by FieldType, all required', () => {
    const properties = config.schema.properties as Record<string, object>;
    expect(properties.q3).toEqual({ type: 'string', title: 'The position above is correct', enum: ['Y', 'N'], default: 'N' });
    expect(config.uiSchema.q3).toEqual({ 'ui:widget': 'check' });
    expect(properties.q4).toEqual({ type: 'string', title: 'Rate her clinical skills', enum: ['1', '2', '3', '4', '5'] });
    expect(config.uiSchema.q4).toEqual({
      'ui:widget': 'rank', 'ui:placeholder': 'Please select', 'ui:options': { requiredMessage: 'Please select' },
    });
    expect(properties.q5).toEqual({ type: 'string', title: 'Would you employ her again?', enum: ['Y', 'N'] });
    expect(config.uiSchema.q5).toEqual({ 'ui:widget': 'yesNo', 'ui:options': { requiredMessage: 'Please select an option' } });
    expect(properties.q6).toEqual({ type: 'string', title: 'Comments on her performance', maxLength: 1500 });
    expect(config.uiSchema.q6).toEqual({ 'ui:widget': 'textarea', 'ui:options': { counter: true } });
    expect(config.schema.required).toEqual(['q3', 'q4', 'q5', 'q6']);
  });

  it('starts check fields at N and other answers empty', () => {
    expect(config.formData).toEqual({ q3: 'N' });
  });

  it('compiles under strict ajv', () => {
    expect(strictAjv().compile(config.schema)({ q3: 'Y', q4: '4', q5: 'Y', q6: 'Reliable and careful.' })).toBe(true);
  });
});

describe('references form: validation and answers', () => {
  const fields = referenceFields();
  const answered = { q3: 'Y', q4: '4', q5: 'Y', q6: 'Reliable, careful with medication rounds.' };

  it('flags every empty Verification field and asks to complete white spaces', () => {
    const result = validateReferences(fields, { q3: 'N' });
    expect(result.message).toBe(REFERENCES_INCOMPLETE);
    expect(result.errors).toEqual({ q4: 'Please select', q5: 'Please select an option', q6: 'This field is mandatory.' });
    expect(result.fields.map((f) => [f.FieldName, f.error])).toEqual([
      ['Q_RANK_CLINICAL', true],
      ['TITLE_1', false],
      ['INSTR_1', false],
      ['INFO_POSITION', false],
      ['CHK_POSITION', false],
      ['Q_REHIRE', true],
      ['Q_COMMENTS', true],
    ]);
  });

  it('clears the flags once every field has a value', () => {
    const result = validateReferences(fields, answered);
    expect(result).toMatchObject({ errors: {}, message: null });
    expect(result.fields.every((f) => !f.error)).toBe(true);
  });

  it('rejects text over 1500 characters and values outside the scales', () => {
    expect(validateReferences(fields, { ...answered, q6: 'a'.repeat(1501) }).errors).toEqual({ q6: 'At most 1500 characters.' });
    expect(validateReferences(fields, { ...answered, q6: 'a'.repeat(1500) }).errors).toEqual({});
    expect(validateReferences(fields, { ...answered, q4: '6', q5: 'Maybe' }).errors).toEqual({
      q4: 'Please select',
      q5: 'Please select an option',
    });
  });

  it('warns about check fields left unchecked', () => {
    expect(hasUncheckedChecks(fields, { ...answered, q3: 'N' })).toBe(true);
    expect(hasUncheckedChecks(fields, answered)).toBe(false);
  });

  it('sends the full list back with NewFieldValue: check Y/N, rank as a string, text as typed', () => {
    const sent = referencesFromForm(fields, { ...answered, q3: undefined });
    expect(sent.map((f) => [f.FieldName, f.NewFieldValue])).toEqual([
      ['Q_RANK_CLINICAL', '4'],
      ['TITLE_1', null],
      ['INSTR_1', null],
      ['INFO_POSITION', null],
      ['CHK_POSITION', 'N'],
      ['Q_REHIRE', 'Y'],
      ['Q_COMMENTS', 'Reliable, careful with medication rounds.'],
    ]);
    expect(sent[1]).toEqual(fields[1]);
  });

  it('loads earlier answers back into the form', () => {
    const again = buildReferencesForm(referencesFromForm(fields, answered));
    expect(again.formData).toEqual(answered);
  });
});
