// The server's side: set_data_by_tab bodies validated with the same rules, without ajv.
import { describe, expect, it } from 'vitest';
import {
  buildDynamicForm,
  MANDATORY,
  mergeSubmission,
  validateDynamic,
  valuesOf,
  type DynamicField,
} from '../../src/engine';
import { additionalTab } from './fixtures/additional';
import { addressTab } from './fixtures/address';
import { consentTab } from './fixtures/consent';
import { CATALOGUE, personalTab } from './fixtures/personal';
import { setIn } from './helpers';

const withValue = (defs: DynamicField[], fieldId: string, value: string | null, tableId?: number) =>
  defs.map((d) => (d.FieldID === fieldId && (tableId === undefined || d.TableID === tableId) ? { ...d, TableValue: value } : d));

describe('validateDynamic', () => {
  it('accepts the stored personal details', () => {
    expect(validateDynamic(personalTab(), undefined, { catalogue: CATALOGUE })).toEqual({});
  });

  it('reports by FieldID, and FieldID#TableID inside blocks, in stored formats', () => {
    let defs = withValue(personalTab(), 'Surname', '');
    defs = withValue(defs, 'DOB', '2020-02-31');
    defs = withValue(defs, 'MiddleName', 'J');
    defs = withValue(defs, 'LicenceIssuer', 'VICROADS', 502);
    expect(validateDynamic(defs, undefined, { catalogue: CATALOGUE })).toEqual({
      Surname: MANDATORY,
      MiddleName: 'Please enter at least 2 characters.',
      DOB: 'Please enter a valid date (DD/MM/YYYY).',
      'LicenceIssuer#502': 'Please select an option',
    });
  });

  it('takes values by key over the definitions', () => {
    const values = { ...valuesOf(addressTab()), 'DateMoveOut#302': '2019-13' };
    expect(validateDynamic(addressTab(), values)).toEqual({
      'DateMoveOut#302': 'Please enter a date as DD/MM/YYYY, MM/YYYY or YYYY.',
    });
  });

  it('applies ParentField and the consent option as the browser does', () => {
    const defs = withValue(personalTab(), 'PreviousFName', null);
    expect(validateDynamic(defs, undefined, { catalogue: CATALOGUE })).toEqual({ PreviousFName: MANDATORY });
    expect(validateDynamic(withValue(defs, 'PreviousNameFlag', 'N'), undefined, { catalogue: CATALOGUE })).toEqual({});
    expect(validateDynamic(consentTab('N', 'Y', 'uploads/a.png'))).toEqual({});
    expect(validateDynamic(consentTab('N', 'Y', 'uploads/a.png'), undefined, { treatNAsEmpty: true })).toEqual({ ConsentInd: MANDATORY });
  });

  it('agrees with the browser on what the browser sends', () => {
    const form = buildDynamicForm(additionalTab());
    const data = setIn(form.formData, ['s3', 'ops_ApplicantEducation', 0, 'Institution'], 'TAFE NSW');
    const content = form.toTableContent(data);
    expect(validateDynamic(content)).toEqual(form.validate(data));
    expect(validateDynamic(content)).toEqual({ 'Qualification#-1': MANDATORY });
  });

  it('reports a compulsory block list sent without rows', () => {
    const defs = withValue(additionalTab(), 'IsCarerforVulner', 'N');
    expect(validateDynamic(defs)).toEqual({ 'ops.ApplicantEducation': MANDATORY });
    // The stored data as such: the §9 'N' default is the browser's, so an unanswered compulsory Y/N is reported.
    expect(validateDynamic(additionalTab())).toEqual({ IsCarerforVulner: MANDATORY, 'ops.ApplicantEducation': MANDATORY });
  });
});

describe('mergeSubmission', () => {
  it('keeps the trusted rules whatever the body claims, and lists unknown fields', () => {
    const trusted = personalTab();
    const submitted = trusted
      .filter((d) => d.FieldID !== 'Email')
      .map((d) => (d.FieldID === 'Surname' ? { ...d, IsCompulsory: 'No' as const, TableValue: '' } : d));
    submitted.push({ FieldID: 'IsAdmin', FieldName: 'Admin', FieldType: 'text', IsCompulsory: 'No', TableValue: 'Y' });
    const { fields, unknown } = mergeSubmission(trusted, submitted);
    expect(unknown).toEqual(['IsAdmin']);
    // Email, left out of the body, keeps its stored value; Surname stays compulsory.
    expect(fields.find((f) => f.FieldID === 'Email')?.TableValue).toBe('olivia.nguyen@example.com.au');
    expect(validateDynamic(fields, undefined, { catalogue: CATALOGUE })).toEqual({ Surname: MANDATORY });
  });

  it('builds new block rows from the trusted definitions of their TableLocation', () => {
    const trusted = personalTab();
    const newRow: DynamicField[] = [
      { ...trusted.find((d) => d.FieldID === 'LicenceComboType')!, TableID: -1, TableValue: 'AUDRIVER', IsCompulsory: 'No' },
      { ...trusted.find((d) => d.FieldID === 'LicenceIssuer')!, TableID: -1, TableValue: 'NSWFR' },
    ];
    const { fields } = mergeSubmission(trusted, [...trusted, ...newRow]);
    expect(fields.filter((f) => f.TableID === -1).map((f) => [f.FieldID, f.TableValue])).toEqual([
      ['LicenceComboType', 'AUDRIVER'],
      ['LicenceIssuer', 'NSWFR'],
    ]);
    expect(validateDynamic(fields, undefined, { catalogue: CATALOGUE })).toEqual({ 'LicenceIssuer#-1': 'Please select an option' });
  });
});
