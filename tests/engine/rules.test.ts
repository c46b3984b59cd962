import { describe, expect, it } from 'vitest';
import { buildDynamicForm, MANDATORY, type FormData } from '../../src/engine';
import { additionalTab } from './fixtures/additional';
import { ADDRESS_TYPES, addressRow } from './fixtures/address';
import { consentTab } from './fixtures/consent';
import { editItems } from './fixtures/edit';
import { CATALOGUE, field, personalTab } from './fixtures/personal';
import { getIn, setIn } from './helpers';

const ui = (form: ReturnType<typeof buildDynamicForm>, data: FormData, path: (string | number)[]) =>
  getIn(form.uiSchemaFor(data), path) as Record<string, unknown>;

describe('ParentField', () => {
  const form = buildDynamicForm(personalTab(), { catalogue: CATALOGUE });
  const children = ['PreviousNameType', 'PreviousFName', 'PreviousLName'];

  it('shows the children of a parent set to Y and requires them', () => {
    for (const key of children) {
      expect(ui(form, form.formData, ['s1', key])['ui:widget']).not.toBe('hidden');
      expect(ui(form, form.formData, ['s1', key])['ui:options']).toMatchObject({ required: true });
    }
    const emptied = setIn(form.formData, ['s1', 'PreviousFName'], undefined);
    expect(form.validate(emptied)).toEqual({ PreviousFName: MANDATORY });
  });

  it('hides the children of a parent set to N, does not require or validate them, and clears them', () => {
    const answeredNo = setIn(form.formData, ['s1', 'PreviousNameFlag'], 'N');
    for (const key of children) expect(ui(form, answeredNo, ['s1', key])).toEqual({ 'ui:widget': 'hidden' });
    // A stale too-short value is not validated while hidden.
    expect(form.validate(setIn(answeredNo, ['s1', 'PreviousFName'], 'O'))).toEqual({});
    const normalised = form.normalise(answeredNo, form.formData);
    expect(normalised.s1).toEqual({ PreviousNameFlag: 'N' });
  });

  it('sends the cleared children empty ("Setting PreviousNameFlag to N clears the previous name fields")', () => {
    const content = form.toTableContent(setIn(form.formData, ['s1', 'PreviousNameFlag'], 'N'));
    const byId = Object.fromEntries(content.filter((d) => d.TableID == null).map((d) => [d.FieldID, d.TableValue]));
    expect(byId).toMatchObject({ PreviousNameFlag: 'N', PreviousNameType: '', PreviousFName: '', PreviousLName: '' });
  });

  it('treats a parent left unanswered like N', () => {
    const unanswered = setIn(form.formData, ['s1', 'PreviousNameFlag'], undefined);
    expect(ui(form, unanswered, ['s1', 'PreviousFName'])).toEqual({ 'ui:widget': 'hidden' });
    expect(form.validate(unanswered)).toEqual({ PreviousNameFlag: MANDATORY });
  });

  it('loads children of a parent already N without their stale values, and sends those values empty', () => {
    const defs = personalTab().map((d) => (d.FieldID === 'PreviousNameFlag' ? { ...d, TableValue: 'N' } : d));
    const loaded = buildDynamicForm(defs, { catalogue: CATALOGUE });
    expect(loaded.formData.s1).toEqual({ PreviousNameFlag: 'N' });
    const sent = loaded.toTableContent(loaded.formData).find((d) => d.FieldID === 'PreviousLName');
    expect(sent?.TableValue).toBe('');
  });

  it('clears a whole chain: a grandchild disappears with its parent', () => {
    const chain = buildDynamicForm([
      field({ FieldID: 'IsCarerforVulner', FieldName: 'Carer?', FieldType: 'radio/check', TableValue: 'Y', PortalSection: 'A' }),
      field({ FieldID: 'HasWWCC', FieldName: 'Working with children check?', FieldType: 'radio/check', ParentField: 'IsCarerforVulner', TableValue: 'Y', PortalSection: 'A' }),
      field({ FieldID: 'WWCCNumber', FieldName: 'WWCC number', FieldType: 'text', ParentField: 'HasWWCC', TableValue: 'WWC0123456E', PortalSection: 'A' }),
    ]);
    expect(chain.normalise(setIn(chain.formData, ['s0', 'IsCarerforVulner'], 'N'))).toEqual({ s0: { IsCarerforVulner: 'N' } });
  });

  it('requires the guardian signature only for a minor', () => {
    const additional = buildDynamicForm(additionalTab());
    const filled = setIn(
      setIn(additional.formData, ['s3', 'ops_ApplicantEducation', 0, 'Institution'], 'University of Sydney'),
      ['s3', 'ops_ApplicantEducation', 0, 'Qualification'],
      'BN',
    );
    expect(additional.validate(filled)).toEqual({});
    expect(additional.validate(setIn(filled, ['s1', 'IsMinor'], 'Y'))).toEqual({ GuardianSignature: MANDATORY });
  });

  it('ignores a ParentField that names no field on the page: the field shows and follows IsCompulsory', () => {
    const lone = buildDynamicForm([
      field({ FieldID: 'VulnerableCarerReason', FieldName: 'Reason', FieldType: 'text', IsCompulsory: 'Yes', ParentField: 'IsCarerforVulner', PortalSection: 'A' }),
    ]);
    expect(ui(lone, lone.formData, ['s0', 'VulnerableCarerReason'])['ui:widget']).toBe('text');
    expect(lone.validate(lone.formData)).toEqual({ VulnerableCarerReason: MANDATORY });
  });
});

describe('compulsory fields and text length', () => {
  const form = buildDynamicForm(personalTab(), { catalogue: CATALOGUE });

  it('requires IsCompulsory Yes fields and leaves others optional', () => {
    const data = setIn(setIn(form.formData, ['s0', 'Surname'], undefined), ['s0', 'MiddleName'], undefined);
    expect(form.validate(data)).toEqual({ Surname: MANDATORY });
    expect(form.schema.properties!.s0.required).toEqual(['Surname', 'DOB', 'Email']);
  });

  it('counts blanks as empty', () => {
    expect(form.validate(setIn(form.formData, ['s0', 'Surname'], '   '))).toEqual({ Surname: MANDATORY });
  });

  it('asks text inputs for at least 2 characters, optional ones included', () => {
    expect(form.validate(setIn(form.formData, ['s0', 'MiddleName'], 'J'))).toEqual({
      MiddleName: 'Please enter at least 2 characters.',
    });
    expect(form.validate(setIn(form.formData, ['s0', 'MiddleName'], 'Jo'))).toEqual({});
  });

  it('lets FirstName be empty when SingleNameFlag is Y, and locks SingleNameFlag once a first name exists', () => {
    expect(ui(form, form.formData, ['s0', 'SingleNameFlag'])['ui:readonly']).toBe(true);
    const noFirstName = setIn(form.formData, ['s0', 'FirstName'], undefined);
    expect(ui(form, noFirstName, ['s0', 'SingleNameFlag'])['ui:readonly']).toBeUndefined();
    expect(form.validate(noFirstName)).toEqual({ FirstName: MANDATORY });
    expect(form.validate(setIn(noFirstName, ['s0', 'SingleNameFlag'], 'Y'))).toEqual({});
    expect(ui(form, setIn(noFirstName, ['s0', 'SingleNameFlag'], 'Y'), ['s0', 'FirstName'])['ui:options']).toBeUndefined();
  });
});

describe("consent: compulsory fields answered 'N' count as empty", () => {
  const form = buildDynamicForm(consentTab('N', 'Y', null));

  it('reports N only with the treatNAsEmpty option', () => {
    expect(form.validate(form.formData)).toEqual({ ApplicantSignature: MANDATORY });
    expect(form.validate(form.formData, { treatNAsEmpty: true })).toEqual({
      ConsentInd: MANDATORY,
      ApplicantSignature: MANDATORY,
    });
  });

  it('accepts consent given as Y with a signature', () => {
    const given = buildDynamicForm(consentTab('Y', 'Y', 'uploads/7d1e.png'));
    expect(given.validate(given.formData, { treatNAsEmpty: true })).toEqual({});
  });

  it('does not apply to optional Y/N fields', () => {
    const optional = buildDynamicForm([
      field({ FieldID: 'IsUrgent', FieldName: 'Urgent?', FieldType: 'radio/check', TableValue: 'N', PortalSection: 'A' }),
    ]);
    expect(optional.validate(optional.formData, { treatNAsEmpty: true })).toEqual({});
  });
});

describe('address rules', () => {
  const address = (type: string, moveIn: string | null, moveOut: string | null) =>
    buildDynamicForm(
      addressRow(301, { type, street: '5 Rundle Mall', suburb: 'Adelaide', state: 'SA', postcode: '5000', country: 'AU', moveIn, moveOut }),
    );

  it('does not require DateMoveIn for a postal address', () => {
    const postal = address('POSTAL', null, null);
    expect(postal.validate(postal.formData)).toEqual({});
    const primary = address('PRIMARY', null, null);
    expect(primary.validate(primary.formData)).toEqual({ 'DateMoveIn#301': MANDATORY });
  });

  it('requires both dates for a previous address', () => {
    const previous = address('PREVIOUS', '2012', null);
    expect(previous.validate(previous.formData)).toEqual({ 'DateMoveOut#301': MANDATORY });
  });

  it('reads the address type by its label too', () => {
    const labelled = address('Previous Address', '2012', null);
    expect(labelled.formData.s0).toMatchObject({ ops_ApplicantAddress: [{ AddressType: 'PREVIOUS' }] });
    expect(labelled.validate(labelled.formData)).toEqual({ 'DateMoveOut#301': MANDATORY });
    expect(ADDRESS_TYPES).toHaveLength(3);
  });

  it('offers the state list only for Australia, free text elsewhere, and clears the state when the country changes', () => {
    const form = address('PRIMARY', '2019', null);
    const path = ['s0', 'ops_ApplicantAddress', 0];
    expect(form.validate(setIn(form.formData, [...path, 'AddressState'], 'Bavaria'))).toEqual({
      'AddressState#301': 'Please select an option',
    });
    const abroad = setIn(setIn(form.formData, [...path, 'AddressCountry'], 'GB'), [...path, 'AddressState'], 'Kent');
    expect(form.validate(abroad)).toEqual({});
    const changed = form.normalise(setIn(form.formData, [...path, 'AddressCountry'], 'NZ'), form.formData);
    expect(getIn(changed, [...path, 'AddressState'])).toBeUndefined();
    expect(form.validate(changed)).toEqual({ 'AddressState#301': MANDATORY });
  });
});

describe('edit submit: every field is required', () => {
  const form = buildDynamicForm(editItems(), { sectionBy: 'FormSection', requireEveryField: true });

  it('requires every non-document field and every document, except DateMoveOut of the primary address', () => {
    expect(form.validate(form.formData)).toEqual({ MiddleName: MANDATORY, PASSPORT: MANDATORY });
  });

  it('still requires DateMoveOut of a previous address', () => {
    const previous = setIn(form.formData, ['s2', 'ops_ApplicantAddress', 0, 'AddressType'], 'PREVIOUS');
    expect(form.validate(previous)).toMatchObject({ 'DateMoveOut#301': MANDATORY });
  });

  it('is satisfied once the document is uploaded and the name given', () => {
    const done = setIn(setIn(form.formData, ['s0', 'MiddleName'], 'Mai'), ['s1', 'PASSPORT'], 'uploads/e41b.pdf');
    expect(form.validate(done)).toEqual({});
  });
});
