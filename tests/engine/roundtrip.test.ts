import { describe, expect, it } from 'vitest';
import { buildDynamicForm, fromForm, toForm, type DynamicField, type FormData } from '../../src/engine';
import { additionalTab } from './fixtures/additional';
import { addressTab } from './fixtures/address';
import { CATALOGUE, personalTab } from './fixtures/personal';
import { getIn, setIn } from './helpers';

const key = (d: DynamicField) => `${d.FieldID}#${d.TableID ?? ''}`;
const changedOnly = (before: DynamicField[], after: DynamicField[]) =>
  after.filter((d, i) => JSON.stringify(d) !== JSON.stringify(before[i])).map((d) => [key(d), d.TableValue]);

describe('round trip: definitions -> form -> TableContent', () => {
  it('returns every definition unchanged, in order, when the user changes nothing', () => {
    const defs = personalTab();
    const form = buildDynamicForm(defs, { catalogue: CATALOGUE });
    const content = form.toTableContent(form.formData);
    expect(content).toEqual(defs);
    // A LookUpValue stored for a combo is shown as its MappingValue but, untouched, goes back as stored.
    expect(content.find((d) => d.FieldID === 'PreviousNameType')?.TableValue).toBe('Marriage');
    expect(content).not.toBe(defs);
    expect(content[0]).not.toBe(defs[0]);
  });

  it('changes only what the user changed, converting dates and choices back', () => {
    const defs = personalTab();
    const form = buildDynamicForm(defs, { catalogue: CATALOGUE });
    let data: FormData = setIn(form.formData, ['s0', 'DOB'], '02/03/1990');
    data = setIn(data, ['s0', 'MiddleName'], 'Mai');
    data = setIn(data, ['s1', 'PreviousNameType'], 'CHG');
    data = setIn(data, ['s4', 'ops_ApplicantDocs', 1, 'LicenceNumber'], 'FA-112233');
    const content = form.toTableContent(data);
    expect(content).toHaveLength(defs.length);
    expect(changedOnly(defs, content)).toEqual([
      ['MiddleName#', 'Mai'],
      ['DOB#', '1990-03-02'],
      ['PreviousNameType#', 'CHG'],
      ['LicenceNumber#502', 'FA-112233'],
    ]);
  });

  it('sends partial dates at the precision typed', () => {
    const defs = addressTab();
    const form = buildDynamicForm(defs);
    const path = ['s0', 'ops_ApplicantAddress'];
    let data = setIn(form.formData, [...path, 0, 'DateMoveIn'], '15/03/2019');
    data = setIn(data, [...path, 1, 'DateMoveIn'], '07/2014');
    data = setIn(data, [...path, 1, 'DateMoveOut'], '2019');
    expect(changedOnly(defs, form.toTableContent(data))).toEqual([
      ['DateMoveIn#301', '2019-03-15'],
      ['DateMoveIn#302', '2014-07'],
      ['DateMoveOut#302', '2019'],
    ]);
  });

  it('adds one definition per block field for a new block, after the last of its TableLocation', () => {
    const defs = personalTab();
    const form = buildDynamicForm(defs, { catalogue: CATALOGUE });
    const path = ['s4', 'ops_ApplicantDocs'];
    const licences = getIn(form.formData, path) as object[];
    const data = form.normalise(
      setIn(form.formData, path, [...licences, { LicenceComboType: 'AUDRIVER', LicenceIssuer: 'VICROADS', LicenceNumber: '044556677' }]),
      form.formData,
    );
    const content = form.toTableContent(data);
    expect(content.slice(0, defs.length)).toEqual(defs);
    expect(content.slice(defs.length)).toEqual([
      { ...defs.find((d) => d.FieldID === 'LicenceComboType'), TableID: -1, TableValue: 'AUDRIVER' },
      { ...defs.find((d) => d.FieldID === 'LicenceIssuer'), TableID: -1, TableValue: 'VICROADS' },
      { ...defs.find((d) => d.FieldID === 'LicenceNumber'), TableID: -1, TableValue: '044556677' },
    ]);
  });

  it('leaves out the rows of a block the user removed', () => {
    const defs = addressTab();
    const form = buildDynamicForm(defs);
    const path = ['s0', 'ops_ApplicantAddress'];
    const onlyPrimary = setIn(form.formData, path, (getIn(form.formData, path) as object[]).slice(0, 1));
    const content = form.toTableContent(onlyPrimary);
    expect(content).toEqual(defs.filter((d) => d.TableID === 301));
  });

  it('applies the §9 defaults and the compulsory Education block on the way back', () => {
    const defs = additionalTab();
    const form = buildDynamicForm(defs);
    const content = form.toTableContent(form.formData);
    expect(changedOnly(defs, content.slice(0, defs.length))).toEqual([
      ['IsCarerforVulner#', 'N'],
      ['IsMinor#', 'N'],
      ['CurrentEmployer#', 'N'],
      ['IsBusinessOwner#', 'N'],
    ]);
    // The Education definitions without TableID describe the block; the pre-created block, with nothing typed in it,
    // adds no row (the list's templates still make the server refuse it as compulsory).
    expect(content.slice(defs.length)).toEqual([]);
    const typed = form.toTableContent(setIn(form.formData, ['s3', 'ops_ApplicantEducation', 0, 'Institution'], 'TAFE NSW'));
    expect(typed.slice(defs.length).map((d) => [key(d), d.TableLocation, d.TableValue])).toEqual([
      ['Institution#-1', 'ops.ApplicantEducation', 'TAFE NSW'],
      ['Qualification#-1', 'ops.ApplicantEducation', null],
      ['CompletionYear#-1', 'ops.ApplicantEducation', null],
    ]);
  });

  it('keeps a combo+text answer typed freely', () => {
    const defs = additionalTab();
    const form = buildDynamicForm(defs);
    const data = setIn(form.formData, ['s3', 'ops_ApplicantEducation', 0, 'Qualification'], 'Certificate III in Individual Support');
    const education = form.toTableContent(data).filter((d) => d.TableID === -1);
    expect(education.find((d) => d.FieldID === 'Qualification')?.TableValue).toBe('Certificate III in Individual Support');
  });

  it('fromForm and toForm are the one-shot form of the same translation', () => {
    const defs = personalTab();
    const { formData, schema } = toForm(defs, { catalogue: CATALOGUE });
    expect(schema).toEqual(buildDynamicForm(defs, { catalogue: CATALOGUE }).schema);
    const data = setIn(formData, ['s0', 'Email'], 'o.nguyen@example.net');
    expect(fromForm(defs, data, { catalogue: CATALOGUE })).toEqual(
      defs.map((d) => (d.FieldID === 'Email' ? { ...d, TableValue: 'o.nguyen@example.net' } : d)),
    );
  });

  it('sends a cleared optional field as empty text', () => {
    const defs = personalTab();
    const form = buildDynamicForm(defs, { catalogue: CATALOGUE });
    const content = form.toTableContent(setIn(form.formData, ['s3', 'IsUrgent'], undefined));
    expect(changedOnly(defs, content)).toEqual([['IsUrgent#', '']]);
  });
});
