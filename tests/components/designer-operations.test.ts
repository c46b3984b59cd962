// The form designer's editing logic (issue 15): the list's operations by section, undo and redo, the field panel's
// mapping to and from a field, export and import.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addField,
  canMove,
  dependantsOf,
  fieldNames,
  groupBySection,
  moveField,
  moveToSection,
  parentCandidates,
  parentValueChoices,
  removeField,
  replaceField,
  type DesignerField,
} from '../../src/features/designer/fields';
import { canRedo, canUndo, MERGE_MS, record, redo, startHistory, undo } from '../../src/features/designer/history';
import { fieldFromPanel, panelDataOf } from '../../src/features/designer/FieldPanel';
import { exportText, readImport } from '../../src/features/designer/transfer';
import { describeChanges, describeRecord } from '../../src/features/designer/changeWords';
import { diffFields } from '../../src/engine/form-diff';

const field = (FieldID: string, PortalSection: string, extra: Partial<DesignerField> = {}): DesignerField => ({
  FieldID,
  FieldName: `${FieldID} label`,
  FieldType: 'text',
  IsCompulsory: 'No',
  PortalSection,
  FormSection: 'Personal Details',
  ...extra,
});

// Sections interleave in the array as seeded data may; the engine draws A (a1, a2, a3) then B (b1, b2).
const form: DesignerField[] = [field('a1', 'A'), field('b1', 'B'), field('a2', 'A'), field('b2', 'B'), field('a3', 'A')];
const ids = (fields: readonly DesignerField[]) => fields.map((f) => f.FieldID);

describe('the field list by section', () => {
  it('groups by PortalSection in the order sections first appear, keeping each field index', () => {
    const groups = groupBySection('application-tab', form);
    expect(groups.map((g) => g.name)).toEqual(['A', 'B']);
    expect(groups[0].fields.map((f) => [f.field.FieldID, f.index])).toEqual([
      ['a1', 0],
      ['a2', 2],
      ['a3', 4],
    ]);
  });

  it('groups a questionnaire by FormSection (its QuestionSection)', () => {
    const questions: DesignerField[] = [
      { FieldID: 'q1', FieldName: 'How?', FieldType: 'text', IsCompulsory: 'Yes', FormSection: 'Relationship' },
      { FieldID: 'q2', FieldName: 'Again?', FieldType: 'yes/no', IsCompulsory: 'Yes', FormSection: 'Conduct' },
    ];
    expect(groupBySection('reference-template', questions).map((g) => g.name)).toEqual(['Relationship', 'Conduct']);
  });

  it('adds a field after the last of its section with a free FieldID, and a new section at the end', () => {
    const added = addField('application-tab', form, 'A');
    expect(added.index).toBe(5);
    expect(added.fields[5]).toMatchObject({ FieldID: 'NewField1', PortalSection: 'A', FormSection: 'Personal Details', IsCompulsory: 'No' });
    const again = addField('application-tab', added.fields, 'B');
    expect(again.fields[4]).toMatchObject({ FieldID: 'NewField2', PortalSection: 'B' });
    const fresh = addField('application-tab', form, 'C');
    expect(fresh.index).toBe(5);
    expect(groupBySection('application-tab', fresh.fields).map((g) => g.name)).toEqual(['A', 'B', 'C']);
  });

  it('adds a compulsory question to a questionnaire (a referee answers every question)', () => {
    const added = addField('reference-template', [], 'General');
    expect(added.fields).toEqual([{ FieldID: 'Question1', FieldName: 'New question', FieldType: 'text', IsCompulsory: 'Yes', FormSection: 'General' }]);
  });

  it('moves a field up and down within its section only, and not past either end', () => {
    const down = moveField('application-tab', form, 2, 1);
    expect(ids(down.fields)).toEqual(['a1', 'b1', 'a3', 'b2', 'a2']);
    expect(down.index).toBe(4);
    const up = moveField('application-tab', form, 2, -1);
    expect(ids(up.fields)).toEqual(['a2', 'b1', 'a1', 'b2', 'a3']);
    expect(up.index).toBe(0);
    expect(canMove('application-tab', form, 0, -1)).toBe(false);
    expect(canMove('application-tab', form, 3, 1)).toBe(false);
    expect(ids(moveField('application-tab', form, 0, -1).fields)).toEqual(ids(form));
  });

  it('moves a field to the end of another section', () => {
    const moved = moveToSection('application-tab', form, 0, 'B');
    expect(ids(moved.fields)).toEqual(['b1', 'a2', 'b2', 'a1', 'a3']);
    expect(moved.fields[moved.index!]).toMatchObject({ FieldID: 'a1', PortalSection: 'B' });
  });

  it('removes a field, and renaming a field renames the ParentField of the fields it reveals', () => {
    expect(ids(removeField(form, 1).fields)).toEqual(['a1', 'a2', 'b2', 'a3']);
    const withChild = [field('Parent', 'A', { FieldType: 'radio/check' }), field('Child', 'A', { ParentField: 'Parent' })];
    const renamed = replaceField(withChild, 0, { ...withChild[0], FieldID: 'Licence' });
    expect(renamed.fields[1].ParentField).toBe('Licence');
  });
});

describe('undo and redo', () => {
  it('undoes and redoes edits in order; a new edit drops what was undone', () => {
    let h = startHistory(['v0']);
    h = record(h, ['v1'], null, 1_000);
    h = record(h, ['v2'], null, 1_001);
    expect(canUndo(h)).toBe(true);
    h = undo(h);
    expect(h.present).toEqual(['v1']);
    h = undo(h);
    expect(h.present).toEqual(['v0']);
    expect(canUndo(h)).toBe(false);
    h = redo(h);
    expect(h.present).toEqual(['v1']);
    h = record(h, ['v3'], null, 2_000);
    expect(canRedo(h)).toBe(false);
    expect(undo(h).present).toEqual(['v1']);
  });

  it('merges a burst of edits of one field panel into one step, but not edits far apart or of another field', () => {
    let h = startHistory('a');
    h = record(h, 'ab', 'panel:1', 10_000);
    h = record(h, 'abc', 'panel:1', 10_000 + MERGE_MS - 1);
    expect(undo(h).present).toBe('a');
    h = record(h, 'abcd', 'panel:1', 10_000 + 3 * MERGE_MS);
    h = record(h, 'abcde', 'panel:2', 10_000 + 3 * MERGE_MS + 1);
    expect(undo(h).present).toBe('abcd');
    expect(undo(undo(h)).present).toBe('abc');
  });
});

describe('the field panel', () => {
  it('edits a field through its values: section by kind, empty values dropped, what the type cannot use removed', () => {
    const before = field('Licence', 'Licences', { FieldType: 'text/date', DateFormat: 'YYYY-MM', TableLocation: null, HelpText: 'As printed' });
    const data = panelDataOf('application-tab', before);
    expect(data).toEqual({
      FieldID: 'Licence',
      FieldName: 'Licence label',
      FieldType: 'text/date',
      IsCompulsory: 'No',
      DateFormat: 'YYYY-MM',
      HelpText: 'As printed',
      Section: 'Licences',
    });
    const asCombo = fieldFromPanel('application-tab', before, {
      ...data,
      FieldType: 'combo',
      IsCompulsory: 'Yes',
      HelpText: '',
      ComboElements: [{ LookUpValue: 'Car' }, { LookUpValue: 'Truck', MappingValue: 'HR' }],
      Section: ' Driving ',
      ParentField: 'HasLicence',
    });
    expect(asCombo).toEqual({
      FieldID: 'Licence',
      FieldName: 'Licence label',
      FieldType: 'combo',
      IsCompulsory: 'Yes',
      PortalSection: 'Driving',
      FormSection: 'Personal Details',
      TableLocation: null,
      ParentField: 'HasLicence',
      ComboElements: [{ LookUpValue: 'Car' }, { LookUpValue: 'Truck', MappingValue: 'HR' }],
    });
    // Back to text: the choices go, length limits may come.
    const asText = fieldFromPanel('application-tab', asCombo, { ...panelDataOf('application-tab', asCombo), FieldType: 'text', MaxLength: 40 });
    expect(asText.ComboElements).toBeUndefined();
    expect(asText.MaxLength).toBe(40);
    expect(asText.ParentValue).toBeUndefined();
  });

  it('shows a custom field with a known widget as its own type, and writes it back as custom with that widget', () => {
    const signature = field('Sig', 'Consent', { FieldType: 'custom', CustomWidget: 'signature' });
    const data = panelDataOf('application-tab', signature);
    expect(data.FieldType).toBe('custom:signature');
    expect(data.CustomWidget).toBeUndefined();
    expect(fieldFromPanel('application-tab', signature, data)).toEqual(signature);
    expect(fieldFromPanel('application-tab', signature, { ...data, FieldType: 'custom:address' })).toMatchObject({ FieldType: 'custom', CustomWidget: 'address' });
    // Yes, the answer a shown field waits for when it names none, is not written into it.
    const shown = field('Employer', 'Work', { ParentField: 'Employed' });
    expect(panelDataOf('application-tab', shown).ParentValue).toBe('Y');
    expect(fieldFromPanel('application-tab', shown, panelDataOf('application-tab', shown))).toEqual(shown);
  });

  it('round-trips a field unchanged', () => {
    const f = field('Employer', 'Work', { ParentField: 'Employed', ParentValue: 'Y', IsCompulsory: 'Yes' });
    expect(fieldFromPanel('application-tab', f, panelDataOf('application-tab', f))).toEqual(f);
    const q: DesignerField = { FieldID: 'q1', FieldName: 'Again?', FieldType: 'yes/no', IsCompulsory: 'Yes', FormSection: 'Conduct' };
    expect(panelDataOf('reference-template', q).Section).toBe('Conduct');
    expect(fieldFromPanel('reference-template', q, panelDataOf('reference-template', q))).toEqual(q);
  });
});

describe('export and import', () => {
  it('exports in the seed files format and reads it back for the same form only', () => {
    const text = exportText('application-tab', 'Personal Details', form);
    expect(JSON.parse(text)).toEqual({ tabName: 'Personal Details', fields: form });
    expect(readImport('application-tab', 'Personal Details', text)).toEqual({ ok: true, fields: form });
    const other = readImport('application-tab', 'Address', text);
    expect(other).toMatchObject({ ok: false, message: 'This file is the form "Personal Details", not "Address".' });
    const template = exportText('reference-template', 'Contractor reference questionnaire (Employment, Harbour Health)', []);
    expect(JSON.parse(template)).toEqual({ templateType: 'Contractor reference', fields: [] });
    expect(readImport('reference-template', 'Contractor reference questionnaire (Employment)', template).ok).toBe(true);
    expect(readImport('application-tab', 'Personal Details', template).ok).toBe(false);
  });

  it('refuses a file that is not JSON, has no fields, or has a malformed field, saying why', () => {
    expect(readImport('application-tab', 'X', '{ nope')).toMatchObject({ ok: false, message: expect.stringMatching(/not JSON/) });
    expect(readImport('application-tab', 'X', '{"tabName":"X"}')).toMatchObject({ ok: false, message: expect.stringMatching(/no "fields"/) });
    const noType = JSON.stringify({ tabName: 'X', fields: [{ FieldID: 'a', FieldName: 'A', IsCompulsory: 'No' }] });
    expect(readImport('application-tab', 'X', noType)).toMatchObject({ ok: false, message: expect.stringMatching(/^Field 1 of the file/) });
    const badId = JSON.stringify({ tabName: 'X', fields: [{ FieldID: '1 bad', FieldName: 'A', FieldType: 'text', IsCompulsory: 'No' }] });
    const refused = readImport('application-tab', 'X', badId);
    expect(refused.ok).toBe(false);
    expect(refused.ok === false && refused.problems?.[0].FieldID).toBe('1 bad');
  });
});

/** A form of up to 8 fields whose ParentFields point anywhere in the form (loops, itself, missing ids included). */
const anyForm = fc
  .integer({ min: 1, max: 8 })
  .chain((n) =>
    fc.tuple(
      fc.array(fc.option(fc.integer({ min: 0, max: n }), { nil: undefined }), { minLength: n, maxLength: n }),
      fc.array(fc.constantFrom('text', 'radio/check', 'combo', 'Document', 'custom', 'text/date'), { minLength: n, maxLength: n }),
    ),
  )
  .map(([parents, types]) =>
    parents.map((p, i) => field(`f${i}`, 'S', { FieldType: types[i], ParentField: p === undefined ? undefined : `f${p}` })),
  );

describe('the parent picker', () => {
  it('never offers the field itself nor a field it shows, directly or through others (property)', () => {
    fc.assert(
      fc.property(anyForm, fc.nat(), (fields, at) => {
        const index = at % fields.length;
        const self = fields[index].FieldID;
        for (const candidate of parentCandidates(fields, index)) {
          expect(candidate.FieldID).not.toBe(self);
          // Walking up from the candidate never reaches the field: choosing it makes no loop.
          const seen = new Set<string>();
          for (let at: string | null | undefined = candidate.FieldID; at && !seen.has(at); at = fields.find((f) => f.FieldID === at)?.ParentField) {
            expect(at).not.toBe(self);
            seen.add(at);
          }
        }
      }),
    );
  });

  it('offers every other field with an answer to compare that does not lead back to the field (property)', () => {
    fc.assert(
      fc.property(anyForm, fc.nat(), (fields, at) => {
        const index = at % fields.length;
        const offered = new Set(parentCandidates(fields, index).map((f) => f.FieldID));
        const dependants = dependantsOf(fields, fields[index].FieldID);
        for (const f of fields) {
          const eligible = f !== fields[index] && !dependants.has(f.FieldID) && ['text', 'radio/check', 'combo', 'text/date'].includes(f.FieldType);
          expect(offered.has(f.FieldID)).toBe(eligible);
        }
      }),
    );
  });

  it('names fields by label, telling equal labels apart by section; offers a parent answers from its choices', () => {
    const fields = [
      field('a', 'Home', { FieldName: 'Street' }),
      field('b', 'Work', { FieldName: 'Street' }),
      field('c', 'Work', { FieldName: '  ' }),
    ];
    expect([...fieldNames('application-tab', fields).values()]).toEqual(['Street (Home)', 'Street (Work)', 'Untitled field']);
    expect(parentValueChoices(field('y', 'S', { FieldType: 'radio/check' }), {})).toEqual([
      { value: 'Y', label: 'Yes' },
      { value: 'N', label: 'No' },
    ]);
    const choice = field('k', 'S', { FieldType: 'combo', ComboElements: [{ LookUpValue: 'Car', MappingValue: 'C' }, { LookUpValue: 'Truck' }] });
    expect(parentValueChoices(choice, {})).toEqual([
      { value: 'C', label: 'Car' },
      { value: 'Truck', label: 'Truck' },
    ]);
    expect(parentValueChoices(field('l', 'S', { FieldType: 'combo', ComboCategory: 'Kinds' }), { Kinds: [{ LookUpValue: 'Van' }] })).toEqual([
      { value: 'Van', label: 'Van' },
    ]);
    expect(parentValueChoices(field('t', 'S'), {})).toBeNull();
  });
});

describe('the change record in words', () => {
  it('says what a publish changes by label and type as people say them, never by FieldID', () => {
    const before = [
      field('HasLicence', 'Licences', { FieldName: 'Do you drive?', FieldType: 'radio/check' }),
      field('Plate', 'Licences', { FieldName: 'Plate number' }),
      field('Old', 'Licences', { FieldName: 'Fax number' }),
    ];
    const after = [
      field('HasLicence', 'Licences', { FieldName: 'Do you hold a licence?', FieldType: 'radio/check' }),
      field('Plate', 'Licences', { FieldName: 'Plate number', IsCompulsory: 'Yes', ParentField: 'HasLicence', ParentValue: 'N' }),
      field('Sig', 'Consent', { FieldName: 'Your signature', FieldType: 'custom', CustomWidget: 'signature' }),
    ];
    const words = describeChanges('application-tab', before, after);
    expect(words).toEqual([
      'Removed “Fax number”.',
      '“Do you drive?” is now called “Do you hold a licence?”.',
      '“Plate number” must now be answered when shown.',
      '“Plate number” is now shown only when “Do you hold a licence?” is answered “No”.',
      'Added “Your signature”, a Signature field, in “Consent”.',
    ]);
    for (const sentence of words) expect(sentence).not.toMatch(/HasLicence|Plate\b(?! number)|Sig\b|custom|radio/);
    // A published version's stored record, read later against the form as it is then: the same sentences, and a
    // field removed since has no label left to give.
    const record = diffFields(before, after);
    expect(describeRecord('application-tab', record, after)).toEqual(['Removed a field.', ...words.slice(1)]);
  });
});
