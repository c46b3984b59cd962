// The browser's path: rjsf's ajv8 validator with the engine's transformErrors and customValidate, as <Form> runs it.
import { describe, expect, it } from 'vitest';
import {
  buildDynamicForm,
  buildReferencesForm,
  DATE_PATTERN,
  INVALID_DATE,
  INVALID_PARTIAL_DATE,
  MANDATORY,
  PARTIAL_DATE_PATTERN,
  referencesCustomValidate,
  transformErrors,
  type ValidationErrorLike,
} from '../../src/engine';
import validator from '@rjsf/validator-ajv8';
import { addressTab } from './fixtures/address';
import { consentTab } from './fixtures/consent';
import { CATALOGUE, personalTab } from './fixtures/personal';
import { referenceFields } from './fixtures/references';
import { allMessages, messagesAt, rjsfValidate, setIn } from './helpers';

const error = (e: Partial<ValidationErrorLike>): ValidationErrorLike => ({ stack: '', ...e });

describe('transformErrors', () => {
  it('words ajv errors as the spec does', () => {
    const out = transformErrors([
      error({ name: 'required', property: '.s0.Surname', params: { missingProperty: 'Surname' } }),
      error({ name: 'minLength', property: '.s0.MiddleName', params: { limit: 2 } }),
      error({ name: 'maxLength', property: '.q6', params: { limit: 1500 } }),
      error({ name: 'pattern', property: '.s0.DOB', params: { pattern: DATE_PATTERN } }),
      error({ name: 'pattern', property: '.s0.ops_ApplicantAddress.0.DateMoveIn', params: { pattern: PARTIAL_DATE_PATTERN } }),
    ]);
    expect(out.map((e) => e.message)).toEqual([
      'This field is mandatory.',
      'Please enter at least 2 characters.',
      'At most 1500 characters.',
      'Please enter a valid date (DD/MM/YYYY).',
      'Please enter a date as DD/MM/YYYY, MM/YYYY or YYYY.',
    ]);
    expect(out[0].stack).toBe('This field is mandatory.');
  });

  it("uses the field's requiredMessage (rank, yes/no) and its widget for choices and date lengths", () => {
    const uiSchema = {
      q0: { 'ui:widget': 'rank', 'ui:options': { requiredMessage: 'Please select' } },
      q1: { 'ui:widget': 'yesNo', 'ui:options': { requiredMessage: 'Please select an option' } },
      s0: { DOB: { 'ui:widget': 'date' }, ops_ApplicantAddress: { items: () => ({ DateMoveOut: { 'ui:widget': 'partialDate' } }) } },
    };
    const out = transformErrors(
      [
        error({ name: 'required', property: '.q0' }),
        error({ name: 'enum', property: '.q0' }),
        error({ name: 'required', property: '.q1' }),
        error({ name: 'enum', property: '.q1' }),
        error({ name: 'maxLength', property: '.s0.DOB', params: { limit: 10 } }),
        error({ name: 'maxLength', property: '.s0.ops_ApplicantAddress.1.DateMoveOut', params: { limit: 10 } }),
      ],
      uiSchema,
    );
    expect(out.map((e) => [e.property, e.message])).toEqual([
      ['.q0', 'Please select'],
      ['.q1', 'Please select an option'],
      ['.s0.DOB', INVALID_DATE],
      ['.s0.ops_ApplicantAddress.1.DateMoveOut', INVALID_PARTIAL_DATE],
    ]);
  });

  it("drops ajv's 'if' errors and keeps one message per field", () => {
    const out = transformErrors([
      error({ name: 'const', property: '.s2.BirthTerritory' }),
      error({ name: 'const', property: '.s2.BirthTerritory' }),
      error({ name: 'oneOf', property: '.s2.BirthTerritory' }),
      error({ name: 'if', property: '.s2' }),
    ]);
    expect(out.map((e) => [e.property, e.message])).toEqual([['.s2.BirthTerritory', 'Please select an option']]);
  });
});

describe('ajv + transformErrors + customValidate give the spec messages', () => {
  const form = buildDynamicForm(personalTab(), { catalogue: CATALOGUE });

  it('accepts the loaded personal details', () => {
    expect(rjsfValidate(form, form.formData).errors).toEqual([]);
  });

  it('shows one message per field, whichever of ajv or the rules found it', () => {
    let data = setIn(form.formData, ['s0', 'Surname'], undefined); // ajv: required
    data = setIn(data, ['s0', 'MiddleName'], 'J'); // ajv: minLength (the rules agree; no duplicate)
    data = setIn(data, ['s0', 'DOB'], '31/02/2020'); // rules: not a calendar day
    data = setIn(data, ['s1', 'PreviousFName'], undefined); // rules: child of a parent set to Y
    data = setIn(data, ['s2', 'BirthTerritory'], 'Bavaria'); // ajv: not in the Australian list (if/then)
    data = setIn(data, ['s4', 'ops_ApplicantDocs', 1, 'LicenceIssuer'], 'VICROADS'); // ajv: not a firearms agency
    const { errorSchema } = rjsfValidate(form, data);
    expect(allMessages(errorSchema)).toEqual({
      's0.Surname': [MANDATORY],
      's0.MiddleName': ['Please enter at least 2 characters.'],
      's0.DOB': [INVALID_DATE],
      's1.PreviousFName': [MANDATORY],
      's2.BirthTerritory': ['Please select an option'],
      's4.ops_ApplicantDocs.1.LicenceIssuer': ['Please select an option'],
    });
  });

  it('flags a malformed date through the pattern and an impossible one through the rules, with the same text', () => {
    expect(messagesAt(rjsfValidate(form, setIn(form.formData, ['s0', 'DOB'], '1991-07-14')).errorSchema, ['s0', 'DOB'])).toEqual([INVALID_DATE]);
    expect(messagesAt(rjsfValidate(form, setIn(form.formData, ['s0', 'DOB'], '29/02/2023')).errorSchema, ['s0', 'DOB'])).toEqual([INVALID_DATE]);
  });

  it('does not validate hidden children', () => {
    const data = setIn(setIn(form.formData, ['s1', 'PreviousNameFlag'], 'N'), ['s1', 'PreviousFName'], undefined);
    expect(rjsfValidate(form, form.normalise(data)).errors).toEqual([]);
  });

  it('checks partial dates in blocks', () => {
    const address = buildDynamicForm(addressTab());
    const at = (value: string) =>
      messagesAt(
        rjsfValidate(address, setIn(address.formData, ['s0', 'ops_ApplicantAddress', 1, 'DateMoveOut'], value)).errorSchema,
        ['s0', 'ops_ApplicantAddress', 1, 'DateMoveOut'],
      );
    expect(at('13/2019')).toEqual([INVALID_PARTIAL_DATE]);
    expect(at('2019-02')).toEqual([INVALID_PARTIAL_DATE]);
    expect(at('28/02/20199')).toEqual([INVALID_PARTIAL_DATE]);
    expect(at('02/2019')).toEqual([]);
  });

  it("applies 'N counts as empty' on consent only when asked", () => {
    const consent = buildDynamicForm(consentTab('N', 'Y', 'uploads/7d1e.png'));
    expect(rjsfValidate(consent, consent.formData).errors).toEqual([]);
    expect(allMessages(rjsfValidate(consent, consent.formData, { treatNAsEmpty: true }).errorSchema)).toEqual({
      's0.ConsentInd': [MANDATORY],
    });
  });
});

describe('references form through rjsf', () => {
  it('gives rank and yes/no their own messages and counts text length', () => {
    const fields = referenceFields();
    const config = buildReferencesForm(fields);
    const long = 'x'.repeat(1501);
    const { errorSchema } = validator.validateFormData(
      { ...config.formData, q6: long },
      config.schema as never,
      referencesCustomValidate(fields),
      transformErrors,
      config.uiSchema as never,
    );
    expect(allMessages(errorSchema)).toEqual({
      q4: ['Please select'],
      q5: ['Please select an option'],
      q6: ['At most 1500 characters.'],
    });
  });
});
