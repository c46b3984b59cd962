// The designer's publish check and draft check (src/engine/form-check.ts): one test per problem, and the seed files
// (the export/import format) pass both.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OptionCatalogue } from '../../src/engine';
import { checkForm, draftProblems, FORM_CHECK_MESSAGES as M, type FormField } from '../../src/engine/form-check';

const f = (FieldID: string, more: Partial<FormField> = {}): FormField => ({
  FieldID,
  FieldName: `Label of ${FieldID}`,
  FieldType: 'text',
  IsCompulsory: 'No',
  ...more,
});
const app = (fields: FormField[], catalogue: OptionCatalogue = {}) => checkForm('application-tab', fields, catalogue);

describe('checkForm: a sound form', () => {
  it('finds nothing in a form with a parent, a revealed child, a combo with its own list and one from the catalogue', () => {
    expect(
      app(
        [
          f('HasLicence', { FieldType: 'radio/check' }),
          f('LicenceNo', { ParentField: 'HasLicence', IsCompulsory: 'Yes', MinLength: 4, MaxLength: 12 }),
          f('Kind', { FieldType: 'combo', ComboElements: [{ LookUpValue: 'Car', MappingValue: 'C' }, { LookUpValue: 'Truck' }] }),
          f('TruckClass', { ParentField: 'Kind', ParentValue: 'Truck', IsCompulsory: 'Yes' }),
          f('State', { FieldType: 'combo', ComboCategory: 'AUStates' }),
          f('Since', { FieldType: 'text/date', DateFormat: 'YYYY-MM' }),
          f('Home', { FieldType: 'custom', CustomWidget: 'address' }),
        ],
        { AUStates: [{ LookUpValue: 'NSW' }] },
      ),
    ).toEqual([]);
  });

  it('passes every seed file of schemas/definitions (the import format) with the seeded lookups', () => {
    const dir = path.resolve(__dirname, '../../schemas/definitions');
    const lookups = JSON.parse(fs.readFileSync(path.join(dir, 'lookups.json'), 'utf8')) as Record<string, unknown>;
    const catalogue: OptionCatalogue = {};
    for (const [category, values] of Object.entries(lookups)) {
      if (!Array.isArray(values)) continue;
      catalogue[category] = values.map((v: string | [string, string]) => (typeof v === 'string' ? { LookUpValue: v } : { LookUpValue: v[0], MappingValue: v[1] }));
    }
    const files = fs.readdirSync(dir).filter((name) => ['personal.json', 'address.json', 'additional.json', 'consent.json', 'references.json'].includes(name));
    expect(files).toHaveLength(5);
    for (const name of files) {
      const { fields } = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as { fields: FormField[] };
      expect(draftProblems(fields), name).toEqual([]);
      expect(app(fields, catalogue), name).toEqual([]);
    }
  });
});

describe('checkForm: each problem, with the field it concerns', () => {
  it('an empty form', () => {
    expect(app([])).toEqual([{ FieldID: '', Message: M.empty }]);
  });

  it('a FieldID that is not a safe identifier', () => {
    for (const id of ['1st', 'first name', 'name-2', '_x', 'Näme', '']) {
      expect(app([f(id)])).toContainEqual({ FieldID: id, Message: M.unsafeId(id) });
    }
    expect(app([f('a_1'), f('B2')])).toEqual([]);
  });

  it('a FieldID used twice, reported once', () => {
    expect(app([f('Name'), f('Other'), f('Name'), f('Name')])).toEqual([{ FieldID: 'Name', Message: M.duplicateId('Name', 3) }]);
  });

  it('a field without a label', () => {
    expect(app([f('Name', { FieldName: '  ' })])).toEqual([{ FieldID: 'Name', Message: M.noLabel }]);
  });

  it('a FieldType that does not exist, or a custom widget that does not', () => {
    expect(app([f('Name', { FieldType: 'rank' })])).toEqual([
      { FieldID: 'Name', Message: M.unknownType('rank', ['text', 'text/date', 'combo', 'combo+text', 'radio/check', 'custom', 'Document']) },
    ]);
    expect(app([f('Pad', { FieldType: 'custom', CustomWidget: 'crayon' })])).toEqual([{ FieldID: 'Pad', Message: M.unknownWidget('crayon') }]);
    expect(app([f('Pad', { FieldType: 'custom' })])).toEqual([{ FieldID: 'Pad', Message: M.widgetMissing }]);
  });

  it('a ParentField that names no field of the form, and a compulsory child it leaves unreachable', () => {
    expect(app([f('Child', { ParentField: 'Gone' })])).toEqual([{ FieldID: 'Child', Message: M.parentMissing('Gone') }]);
    expect(app([f('Child', { ParentField: 'Gone', IsCompulsory: 'Yes' })])).toEqual([
      { FieldID: 'Child', Message: M.parentMissing('Gone') },
      { FieldID: 'Child', Message: M.unreachable('Gone') },
    ]);
  });

  it('a ParentField loop, named from each of its fields, and a field on itself', () => {
    const fields = [f('A', { FieldType: 'radio/check', ParentField: 'B' }), f('B', { FieldType: 'radio/check', ParentField: 'A' })];
    expect(app(fields)).toEqual([
      { FieldID: 'A', Message: M.parentLoop(['A', 'B', 'A']) },
      { FieldID: 'B', Message: M.parentLoop(['B', 'A', 'B']) },
    ]);
    expect(app([f('Self', { FieldType: 'radio/check', ParentField: 'Self' })])).toEqual([{ FieldID: 'Self', Message: M.parentLoop(['Self', 'Self']) }]);
  });

  it('a compulsory field under a parent in a loop can never be shown', () => {
    const fields = [
      f('A', { FieldType: 'radio/check', ParentField: 'B' }),
      f('B', { FieldType: 'radio/check', ParentField: 'A' }),
      f('Child', { ParentField: 'A', IsCompulsory: 'Yes' }),
    ];
    expect(app(fields).filter((p) => p.FieldID === 'Child')).toEqual([{ FieldID: 'Child', Message: M.unreachable('B') }]);
  });

  it('a ParentValue the parent can never hold, and the compulsory field below it', () => {
    const fields = [
      f('Flag', { FieldType: 'radio/check' }),
      f('Child', { ParentField: 'Flag', ParentValue: 'Maybe', IsCompulsory: 'Yes' }),
      f('Grandchild', { ParentField: 'Child', IsCompulsory: 'Yes' }),
    ];
    expect(app(fields)).toEqual([
      { FieldID: 'Child', Message: M.parentValueImpossible('Maybe', 'Flag') },
      { FieldID: 'Child', Message: M.unreachable('Flag') },
      { FieldID: 'Grandchild', Message: M.unreachable('Flag') },
    ]);
    // A combo parent: its values are MappingValues (or LookUpValues without one).
    const combo = f('Kind', { FieldType: 'combo', ComboElements: [{ LookUpValue: 'Car', MappingValue: 'C' }] });
    expect(app([combo, f('X', { ParentField: 'Kind', ParentValue: 'C' })])).toEqual([]);
    expect(app([combo, f('X', { ParentField: 'Kind', ParentValue: 'Car' })])).toEqual([{ FieldID: 'X', Message: M.parentValueImpossible('Car', 'Kind') }]);
    // A text parent can hold anything.
    expect(app([f('Code'), f('X', { ParentField: 'Code', ParentValue: 'ABC', IsCompulsory: 'Yes' })])).toEqual([]);
  });

  it('a combo field without elements: neither its own nor a ComboCategory with elements', () => {
    expect(app([f('Kind', { FieldType: 'combo' })])).toEqual([{ FieldID: 'Kind', Message: M.comboWithoutElements }]);
    expect(app([f('Kind', { FieldType: 'combo+text', ComboCategory: 'Missing' })], { Other: [{ LookUpValue: 'x' }] })).toEqual([
      { FieldID: 'Kind', Message: M.comboWithoutElements },
    ]);
    expect(app([f('Kind', { FieldType: 'combo', ComboElements: [], ComboCategory: 'Empty' })], { Empty: [] })).toEqual([
      { FieldID: 'Kind', Message: M.comboWithoutElements },
    ]);
  });

  it('a DateFormat on a field that is not a date', () => {
    expect(app([f('Name', { DateFormat: 'YYYY-MM' })])).toEqual([{ FieldID: 'Name', Message: M.dateFormatNotDate }]);
  });

  it('length limits on a field that is not text, and a MinLength above the MaxLength', () => {
    expect(app([f('When', { FieldType: 'text/date', MaxLength: 10 })])).toEqual([{ FieldID: 'When', Message: M.limitsNotText }]);
    expect(app([f('Code', { MinLength: 8, MaxLength: 4 })])).toEqual([{ FieldID: 'Code', Message: M.limitsReversed(8, 4) }]);
    expect(app([f('Code', { MinLength: 4, MaxLength: 4 })])).toEqual([]);
  });

  it('a FillsField naming no field of the form, itself or a block field, or set on a field without a list', () => {
    const kind = (more: Partial<FormField> = {}) => f('Kind', { FieldType: 'combo', ComboElements: [{ LookUpValue: 'Car', MappingValue: 'C' }], ...more });
    expect(app([kind({ FillsField: 'Role' }), f('Role')])).toEqual([]);
    expect(app([kind({ FillsField: 'Rol' }), f('Role')])).toEqual([{ FieldID: 'Kind', Message: M.fillsMissing('Rol') }]);
    expect(app([kind({ FillsField: 'Kind' })])).toEqual([{ FieldID: 'Kind', Message: M.fillsWhere }]);
    expect(app([kind({ FillsField: 'Employer' }), f('Employer', { TableLocation: 'ops.ApplicantEmploymentHis' })])).toEqual([
      { FieldID: 'Kind', Message: M.fillsWhere },
    ]);
    expect(app([f('Name', { FillsField: 'Role' }), f('Role')])).toEqual([{ FieldID: 'Name', Message: M.fillsNotChoice }]);
  });

  it('two fields that would both relabel the form', () => {
    expect(app([f('A', { RelabelsFields: 'Y' }), f('B', { RelabelsFields: 'Y' }), f('C')])).toEqual([
      { FieldID: 'B', Message: M.relabelsTwice('A') },
    ]);
  });

  it('a questionnaire: only text, yes/no and rank questions, always answered, never conditional', () => {
    const q = (FieldID: string, more: Partial<FormField> = {}) => f(FieldID, { IsCompulsory: 'Yes', FormSection: 'Work', ...more });
    expect(checkForm('reference-template', [q('Q1'), q('Q2', { FieldType: 'yes/no' }), q('Q3', { FieldType: 'rank' })])).toEqual([]);
    expect(
      checkForm('reference-template', [q('Q1', { FieldType: 'combo', ComboElements: [{ LookUpValue: 'a' }] }), q('Q2', { IsCompulsory: 'No' }), q('Q3', { ParentField: 'Q2' })]),
    ).toEqual([
      { FieldID: 'Q1', Message: M.unknownType('combo', ['text', 'yes/no', 'rank']) },
      { FieldID: 'Q2', Message: M.questionOptional },
      { FieldID: 'Q3', Message: M.questionWithParent },
    ]);
  });
});

describe('draftProblems: what a draft may not hold', () => {
  it('refuses malformed FieldIDs only; duplicates, missing parents and loops wait for the publish check', () => {
    expect(draftProblems([f('ok'), f('not ok'), f('ok'), f('Child', { ParentField: 'Later' })])).toEqual([
      { FieldID: 'not ok', Message: M.unsafeId('not ok') },
    ]);
  });
});
