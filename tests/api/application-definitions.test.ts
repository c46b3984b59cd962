// The field definitions are data (DESIGN.md "an operator adds or changes a field by changing data, never code"):
// the JSON files under schemas/definitions are checked and seeded, and a definition added to the data appears in
// get_tab_req and is enforced by set_data_by_tab without any code change.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { applicationValues, fieldDefinitions, lookups } from '../../server/db/schema';
import { DEFINITIONS_DIR, loadApplicationSeed } from '../../server/db/seed-application';
import { createTestApp, type TestApp } from './harness';
import { demoOpenOrders, PERSONAL, saveTab, tabFields, withValues, type SignedIn } from './application-helpers';

/** order-and-application §3 "Known FieldIDs" (SELFIE is a document of the identity step, not a field). */
const KNOWN_FIELD_IDS = [
  'DOB', 'FirstName', 'MiddleName', 'Surname', 'SingleNameFlag', 'PreviousNameFlag', 'PreviousNameType', 'PreviousFName',
  'PreviousLName', 'BirthCountry', 'BirthTerritory', 'LicenceComboType', 'LicenceIssuer', 'IsUrgent', 'StreetAddress',
  'AddressSuburb', 'AddressState', 'AddressPostcode', 'AddressCountry', 'AddressType', 'DateMoveIn', 'DateMoveOut',
  'CheckType', 'NewJobPosition', 'IsCarerforVulner', 'VulnerableCarerReason', 'IsMinor', 'CurrentEmployer',
  'IsBusinessOwner', 'IsVounteering', 'GuardianSignature', 'Email', 'ClientName', 'ClientABN', 'ConsentInd',
  'ShareConsent', 'ApplicantSignature', 'RefereeName',
];

describe('schemas/definitions', () => {
  it('holds the five steps with every Known FieldID of the spec', () => {
    const seed = loadApplicationSeed();
    expect(seed.tabs.map((t) => t.tabName).sort()).toEqual(
      ['Additional Details', 'Address Details', 'Consent', 'Personal Details', 'References Details'].sort(),
    );
    const defined = new Set(seed.tabs.flatMap((t) => t.fields.map((f) => f.FieldID)));
    expect(KNOWN_FIELD_IDS.filter((id) => !defined.has(id))).toEqual([]);
    expect(seed.lookups.AUDRIVER).toHaveLength(8);
    expect(seed.lookups.AUFIRE).toHaveLength(8);
  });

  it('stops the seed on a mistake in the data, naming the file', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'definitions-'));
    cpSync(DEFINITIONS_DIR, dir, { recursive: true });
    const file = path.join(dir, 'personal.json');
    const personal = JSON.parse(readFileSync(file, 'utf8'));
    personal.fields[0].FieldType = 'checkbox';
    writeFileSync(file, JSON.stringify(personal));
    expect(() => loadApplicationSeed(dir)).toThrow(/^personal\.json: \/fields\/0\/FieldType must be equal to one of the allowed values$/);
    personal.fields[0].FieldType = 'radio/check';
    personal.fields[0].ComboCategory = 'Planets';
    writeFileSync(file, JSON.stringify(personal));
    expect(() => loadApplicationSeed(dir)).toThrow("Personal Details: SingleNameFlag uses ComboCategory 'Planets', which lookups.json lacks");
  });

  it('takes a field added to a tab file with no code change', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'definitions-'));
    cpSync(DEFINITIONS_DIR, dir, { recursive: true });
    const file = path.join(dir, 'personal.json');
    const personal = JSON.parse(readFileSync(file, 'utf8'));
    personal.fields.push({ FieldID: 'TaxFileNumber', FieldName: 'Tax file number', FieldType: 'text', IsCompulsory: 'No', PortalSection: 'Your Name' });
    writeFileSync(file, JSON.stringify(personal));
    const tab = loadApplicationSeed(dir).tabs.find((t) => t.tabName === 'Personal Details')!;
    expect(tab.fields.at(-1)).toMatchObject({ FieldID: 'TaxFileNumber', FieldName: 'Tax file number' });
  });
});

describe('a definition added to the data', () => {
  let t: TestApp;
  let applicant: SignedIn;
  let orderId: number;

  beforeAll(async () => {
    t = await createTestApp();
    applicant = await t.signIn('applicant', 'Applicant#2026');
    orderId = (await demoOpenOrders(t)).harbour;
    // What an operator does: one row for a new compulsory question, one for a new list and its choices.
    await t.database.db.insert(fieldDefinitions).values([
      { tabName: 'Personal Details', fieldId: 'MothersMaidenName', fieldName: "Mother's maiden name", fieldType: 'text', isCompulsory: 'Yes', portalSection: 'Your Name', sort: 1000 },
      { tabName: 'Personal Details', fieldId: 'Citizenship', fieldName: 'Citizenship', fieldType: 'combo', isCompulsory: 'No', comboCategory: 'CitizenshipStatus', portalSection: 'Place of Birth', sort: 1010 },
    ]);
    await t.database.db.insert(lookups).values([
      { category: 'CitizenshipStatus', lookUpValue: 'Australian citizen', mappingValue: 'CIT', sort: 0 },
      { category: 'CitizenshipStatus', lookUpValue: 'Permanent resident', mappingValue: 'PR', sort: 1 },
    ]);
  });
  afterAll(() => t.close());

  it('appears in get_tab_req with its choices', async () => {
    const defs = await tabFields(t, applicant, orderId, 'Personal Details');
    expect(defs.slice(-2)).toEqual([
      expect.objectContaining({ FieldID: 'MothersMaidenName', FieldName: "Mother's maiden name", FieldType: 'text', IsCompulsory: 'Yes', PortalSection: 'Your Name', TableValue: null }),
      expect.objectContaining({
        FieldID: 'Citizenship',
        ComboCategory: 'CitizenshipStatus',
        ComboElements: [
          { LookUpValue: 'Australian citizen', MappingValue: 'CIT' },
          { LookUpValue: 'Permanent resident', MappingValue: 'PR' },
        ],
      }),
    ]);
  });

  it('is enforced by set_data_by_tab and stored once answered', async () => {
    const defs = withValues(await tabFields(t, applicant, orderId, 'Personal Details'), PERSONAL);
    expect((await saveTab(t, applicant, orderId, 'Personal Details', defs)).json()).toEqual({
      approve: 0,
      error_msg: "Please complete the empty fields. Mother's maiden name: This field is mandatory.",
      Fields: { MothersMaidenName: 'This field is mandatory.' },
    });
    const wrongChoice = withValues(defs, { MothersMaidenName: 'Tran', Citizenship: 'Martian' });
    expect((await saveTab(t, applicant, orderId, 'Personal Details', wrongChoice)).json()).toEqual({
      approve: 0,
      error_msg: 'Citizenship: Please select an option.',
      Fields: { Citizenship: 'Please select an option' },
    });
    // A choice sent by its label is stored as its value.
    const answered = withValues(defs, { MothersMaidenName: 'Tran', Citizenship: 'Permanent resident' });
    expect((await saveTab(t, applicant, orderId, 'Personal Details', answered)).json()).toEqual({ approve: 1, error_msg: '' });
    const stored = await t.database.db
      .select({ fieldId: applicationValues.fieldId, value: applicationValues.value })
      .from(applicationValues)
      .where(and(eq(applicationValues.orderId, orderId)));
    expect(stored).toContainEqual({ fieldId: 'MothersMaidenName', value: 'Tran' });
    expect(stored).toContainEqual({ fieldId: 'Citizenship', value: 'PR' });
  });
});
