import validator from '@rjsf/validator-ajv8';
import { getDefaultFormState } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import {
  buildDynamicForm,
  MANDATORY,
  referenceBlockOptions,
  type DynamicField,
  type FormData,
  type JsonSchema,
} from '../../src/engine';
import { additionalTab } from './fixtures/additional';
import { addressTab } from './fixtures/address';
import { CATALOGUE, field, personalTab } from './fixtures/personal';
import { getIn, setIn } from './helpers';

type Item = Record<string, unknown>;
const items = (data: FormData, path: (string | number)[]) => getIn(data, path) as Item[];

/** What rjsf does when the user presses a block's add button: a new item from the items schema's defaults. */
function rjsfAddItem(form: ReturnType<typeof buildDynamicForm>, data: FormData, path: [string, string]): FormData {
  const arraySchema = getIn(form.schema, ['properties', path[0], 'properties', path[1]]) as JsonSchema;
  const item = getDefaultFormState(validator, arraySchema.items as never, undefined, form.schema as never);
  return setIn(data, path, [...items(data, path), item]);
}

describe('repeatable blocks', () => {
  it('groups fields by TableLocation into an array with one item per TableID', () => {
    const form = buildDynamicForm(personalTab(), { catalogue: CATALOGUE });
    const licences = form.schema.properties!.s4.properties!.ops_ApplicantDocs;
    expect(licences.type).toBe('array');
    expect(Object.keys(licences.items!.properties!)).toEqual(['TableID', 'LicenceComboType', 'LicenceIssuer', 'LicenceNumber']);
    expect(licences.items!.properties!.TableID).toEqual({ type: 'integer' });
    expect(form.formData.s4).toEqual({
      ops_ApplicantDocs: [
        { TableID: 501, LicenceComboType: 'AUDRIVER', LicenceIssuer: 'TFNSW', LicenceNumber: '12345678' },
        { TableID: 502, LicenceComboType: 'AUFIRE', LicenceIssuer: 'NSWFR', LicenceNumber: 'FA-998877' },
      ],
    });
  });

  it('makes any TableLocation that comes with TableIDs a block list (addresses here)', () => {
    const form = buildDynamicForm(addressTab());
    expect(Object.keys(form.schema.properties!.s0.properties!)).toEqual(['ops_ApplicantAddress']);
    expect(items(form.formData, ['s0', 'ops_ApplicantAddress']).map((i) => i.TableID)).toEqual([301, 302]);
  });

  it('describes the block for the array template and hides TableID', () => {
    const form = buildDynamicForm(personalTab(), { catalogue: CATALOGUE });
    const ui = getIn(form.uiSchema, ['s4', 'ops_ApplicantDocs']) as Record<string, unknown>;
    expect(ui['ui:options']).toEqual({
      block: true,
      addLabel: 'Add a Licence',
      removeLabel: 'Remove',
      firstRemovable: true,
      orderable: false,
    });
    expect(getIn(ui, ['items', 'TableID'])).toEqual({ 'ui:widget': 'hidden' });
  });

  it('gives new blocks temporary TableIDs -1, -2, ... in the order they are added', () => {
    const form = buildDynamicForm(personalTab(), { catalogue: CATALOGUE });
    const path: [string, string] = ['s4', 'ops_ApplicantDocs'];
    const once = form.normalise(rjsfAddItem(form, form.formData, path), form.formData);
    const twice = form.normalise(rjsfAddItem(form, once, path), once);
    expect(items(twice, path).map((i) => i.TableID)).toEqual([501, 502, -1, -2]);
    // Removing the newest and adding again never reuses an id still in the form.
    const removedFirstNew = setIn(twice, path, items(twice, path).filter((i) => i.TableID !== -1));
    const again = form.normalise(rjsfAddItem(form, removedFirstNew, path), removedFirstNew);
    expect(items(again, path).map((i) => i.TableID)).toEqual([501, 502, -2, -3]);
  });

  it('starts a compulsory list with one block whose first block cannot be removed', () => {
    const form = buildDynamicForm(additionalTab());
    expect(items(form.formData, ['s3', 'ops_ApplicantEducation'])).toEqual([{ TableID: -1 }]);
    expect(getIn(form.uiSchema, ['s3', 'ops_ApplicantEducation', 'ui:options', 'firstRemovable'])).toBe(false);
    expect(getIn(form.uiSchema, ['s3', 'ops_ApplicantEducation', 'ui:options', 'addLabel'])).toBe('Add Education');
    expect(form.validate(form.formData)).toEqual({ 'Institution#-1': MANDATORY, 'Qualification#-1': MANDATORY });
  });

  it('does not add a block to an optional list with none', () => {
    const defs = personalTab().filter((d) => d.TableLocation !== 'ops.ApplicantDocs');
    defs.push(field({ FieldID: 'LicenceNumber', FieldName: 'Licence number', FieldType: 'text', TableLocation: 'ops.ApplicantDocs', PortalSection: 'Licence Details' }));
    const form = buildDynamicForm(defs, { catalogue: CATALOGUE });
    expect(items(form.formData, ['s4', 'ops_ApplicantDocs'])).toEqual([]);
  });

  it('gives new items the Y/N defaults of their fields', () => {
    const defs: DynamicField[] = [
      field({ FieldID: 'EmployerName', FieldName: 'Employer', FieldType: 'text', TableLocation: 'ops.ApplicantEmploymentHis', PortalSection: 'Work' }),
      field({ FieldID: 'CurrentEmployer', FieldName: 'Current employer?', FieldType: 'radio/check', TableLocation: 'ops.ApplicantEmploymentHis', PortalSection: 'Work' }),
    ];
    const form = buildDynamicForm(defs);
    const added = form.normalise(rjsfAddItem(form, form.formData, ['s0', 'ops_ApplicantEmploymentHis']), form.formData);
    expect(added).toEqual({ s0: { ops_ApplicantEmploymentHis: [{ TableID: -1, CurrentEmployer: 'N' }] } });
  });

  it('shows and hides fields per block by the values of that block', () => {
    const row = (tableId: number, has: 'Y' | 'N', conditions: string | null): DynamicField[] => [
      field({ FieldID: 'HasConditions', FieldName: 'Conditions on the licence?', FieldType: 'radio/check', TableValue: has, TableID: tableId, TableLocation: 'ops.ApplicantDocs', PortalSection: 'Licences' }),
      field({ FieldID: 'LicenceConditions', FieldName: 'Conditions', FieldType: 'text', ParentField: 'HasConditions', TableValue: conditions, TableID: tableId, TableLocation: 'ops.ApplicantDocs', PortalSection: 'Licences' }),
    ];
    const form = buildDynamicForm([...row(601, 'N', null), ...row(602, 'Y', 'Corrective lenses')]);
    const itemsUi = getIn(form.uiSchema, ['s0', 'ops_ApplicantDocs', 'items']) as (item: Item) => Record<string, unknown>;
    expect(typeof itemsUi).toBe('function');
    const [first, second] = items(form.formData, ['s0', 'ops_ApplicantDocs']);
    expect(itemsUi(first).LicenceConditions).toEqual({ 'ui:widget': 'hidden' });
    expect(itemsUi(second).LicenceConditions).toEqual({ 'ui:widget': 'text', 'ui:options': { required: true } });
    const cleared = setIn(form.formData, ['s0', 'ops_ApplicantDocs', 1, 'LicenceConditions'], undefined);
    expect(form.validate(cleared)).toEqual({ 'LicenceConditions#602': MANDATORY });
  });
});

describe('block rows with nothing typed', () => {
  const EDUCATION: [string, string] = ['s0', 'ops_ApplicantEducation'];
  const education = (TableID: number | null, values: Record<string, string | null> = {}) =>
    ['Institution', 'CompletionYear', 'CurrentEmployer'].map((FieldID) =>
      field({ FieldID, FieldName: FieldID, FieldType: FieldID === 'CurrentEmployer' ? 'radio/check' : 'text', TableLocation: 'ops.ApplicantEducation', TableID, PortalSection: 'Education', TableValue: values[FieldID] ?? null }),
    );

  it('sends no record for an optional block added and left empty (its Y/N default is not typing)', () => {
    const form = buildDynamicForm(education(null));
    const added = form.normalise(rjsfAddItem(form, form.formData, EDUCATION), form.formData);
    expect(items(added, EDUCATION)).toHaveLength(1);
    expect(form.validate(added)).toEqual({});
    expect(form.toTableContent(added).filter((d) => typeof d.TableID === 'number')).toEqual([]);
    // One typed value makes it a record.
    const typed = setIn(added, [...EDUCATION, 0, 'Institution'], 'TAFE NSW');
    expect(form.toTableContent(typed).filter((d) => d.TableID === -1).map((d) => [d.FieldID, d.TableValue])).toEqual([
      ['Institution', 'TAFE NSW'],
      ['CompletionYear', null],
      ['CurrentEmployer', 'N'],
    ]);
  });

  it('leaves out a stored row the user emptied, so the server removes it', () => {
    const form = buildDynamicForm(education(7, { Institution: 'TAFE NSW', CompletionYear: '2015' }));
    const emptied = setIn(setIn(form.formData, [...EDUCATION, 0, 'Institution'], undefined), [...EDUCATION, 0, 'CompletionYear'], undefined);
    expect(form.toTableContent(emptied).filter((d) => d.TableID === 7)).toEqual([]);
  });
});

describe('reference blocks (minimum and maximum)', () => {
  const refereeRow = (tableId: number, name: string | null): DynamicField[] => [
    field({ FieldID: 'RefereeName', FieldName: 'Referee name', FieldType: 'text', IsCompulsory: 'Yes', TableValue: name, TableID: tableId, TableLocation: 'ops.ApplicantReferences', PortalSection: 'References' }),
    field({ FieldID: 'RefereePhone', FieldName: 'Referee phone', FieldType: 'text', IsCompulsory: 'Yes', TableValue: name ? '0298765432' : null, TableID: tableId, TableLocation: 'ops.ApplicantReferences', PortalSection: 'References' }),
  ];

  it('defaults to at least 1 and at most 3, with the spec messages', () => {
    expect(referenceBlockOptions()).toEqual({
      min: 1,
      max: 3,
      addLabel: 'Add a new Reference',
      minMessage: 'You must have at least 1 references',
      maxMessage: 'You can only add up to 3 references',
    });
    expect(referenceBlockOptions({ MinReferees: '2', MaxReferees: 4 })).toMatchObject({ min: 2, max: 4 });
  });

  it('pre-creates the minimum blocks on load and passes the limits to the array template', () => {
    const blocks = { 'ops.ApplicantReferences': referenceBlockOptions({ MinReferees: 2, MaxReferees: 3 }) };
    const form = buildDynamicForm(refereeRow(901, 'Priya Raman'), { blocks });
    expect(items(form.formData, ['s0', 'ops_ApplicantReferences'])).toEqual([
      { TableID: 901, RefereeName: 'Priya Raman', RefereePhone: '0298765432' },
      { TableID: -1 },
    ]);
    expect(getIn(form.uiSchema, ['s0', 'ops_ApplicantReferences', 'ui:options'])).toEqual({
      block: true,
      addLabel: 'Add a new Reference',
      removeLabel: 'Remove',
      firstRemovable: false,
      orderable: false,
      minItems: 2,
      maxItems: 3,
      minMessage: 'You must have at least 2 references',
      maxMessage: 'You can only add up to 3 references',
    });
  });

  it('reports too few or too many blocks under the TableLocation', () => {
    const blocks = { 'ops.ApplicantReferences': referenceBlockOptions({ MinReferees: 2, MaxReferees: 2 }) };
    const form = buildDynamicForm([...refereeRow(901, 'Priya Raman'), ...refereeRow(902, 'Tom Walsh')], { blocks });
    const path = ['s0', 'ops_ApplicantReferences'];
    const one = setIn(form.formData, path, items(form.formData, path).slice(0, 1));
    expect(form.validate(one)).toEqual({ 'ops.ApplicantReferences': 'You must have at least 2 references' });
    const three = setIn(form.formData, path, [...items(form.formData, path), { TableID: -1, RefereeName: 'Ana Silva', RefereePhone: '0412345678' }]);
    expect(form.validate(three)).toEqual({ 'ops.ApplicantReferences': 'You can only add up to 2 references' });
  });
});

describe('block headings', () => {
  it('does not repeat the section heading on a block list of the same name', () => {
    const defs = [
      { FieldID: 'Institution', FieldName: 'Institution', FieldType: 'text', IsCompulsory: 'No', TableValue: null, TableLocation: 'ops.ApplicantEducation', PortalSection: 'Education' },
      { FieldID: 'Employer', FieldName: 'Employer', FieldType: 'text', IsCompulsory: 'No', TableValue: null, TableLocation: 'ops.ApplicantEmploymentHis', PortalSection: 'Work' },
    ] as DynamicField[];
    const form = buildDynamicForm(defs, { sectionBy: 'PortalSection' });
    const sections = form.schema.properties as Record<string, { title: string; properties: Record<string, { title?: string }> }>;
    const [education, work] = Object.values(sections);
    expect(education.title).toBe('Education');
    expect(Object.values(education.properties)[0].title).toBeUndefined();
    expect(work.title).toBe('Work');
    expect(Object.values(work.properties)[0].title).toBe('Employment History');
  });
});
