// The application steps' calls (order-and-application §7 "Application") on the seeded demo: terms, the order's
// steps, each step's definitions with stored answers and defaults, saving a step with the browser's rules, the
// address and referee requirements, the confirmation rows, lookups and check-type labels.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { applicationBlocks, applicationValues, orders, orderServices, services } from '../../server/db/schema';
import type { DynamicField } from '../../src/engine';
import { createTestApp, type TestApp } from './harness';
import {
  ADDITIONAL,
  demoOpenOrders,
  EMPLOYMENT,
  get,
  PERSONAL,
  post,
  PRIMARY_ADDRESS,
  REFEREE,
  saveTab,
  tabFields,
  withRows,
  withValues,
  type SignedIn,
} from './application-helpers';

let t: TestApp;
let applicant: SignedIn;
let client: SignedIn;
let viewer: SignedIn;
let recruiter: SignedIn;
let harbour: number;
let southern: number;
/** An order of another applicant, at Harbour Health. */
let othersOrder: number;

beforeAll(async () => {
  t = await createTestApp();
  [applicant, client, viewer, recruiter] = await Promise.all([
    t.signIn('applicant', 'Applicant#2026'),
    t.signIn('client', 'Client#2026'),
    t.signIn('viewer', 'Viewer#2026'),
    t.signIn('recruiter', 'Recruiter#2026'),
  ]);
  ({ harbour, southern } = await demoOpenOrders(t));
  const all = await t.database.db.select().from(orders);
  othersOrder = all.find((o) => o.applicantUserId !== applicant.userId && o.status === 'Open' && o.recruiterClientId === null)!.id;
});
afterAll(() => t.close());

const storedValues = (orderId: number) =>
  t.database.db.select().from(applicationValues).where(eq(applicationValues.orderId, orderId));
const field = (defs: DynamicField[], fieldId: string) => defs.find((d) => d.FieldID === fieldId);

describe('terms and conditions', () => {
  it("starts at N and is Y once accepted, answered as text", async () => {
    expect((await get(t, `/api/application/get_terms_conditions/${southern}`, applicant)).json()).toEqual({ TermsConditions: 'N' });
    const accepted = await post(t, '/api/application/accept_terms_conditions', applicant, { orderId: String(southern) });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.headers['content-type']).toMatch(/^text\/plain/);
    expect(accepted.body).toBe('Terms and conditions accepted.');
    expect((await get(t, `/api/application/get_terms_conditions/${southern}`, applicant)).json()).toEqual({ TermsConditions: 'Y' });
  });

  it("refuses another applicant's order, a Restricted view user and bad bodies", async () => {
    expect((await get(t, `/api/application/get_terms_conditions/${othersOrder}`, applicant)).statusCode).toBe(404);
    expect((await post(t, '/api/application/accept_terms_conditions', applicant, { orderId: othersOrder })).statusCode).toBe(404);
    expect((await post(t, '/api/application/accept_terms_conditions', viewer, { orderId: othersOrder })).statusCode).toBe(403);
    const noId = await post(t, '/api/application/accept_terms_conditions', applicant, {});
    expect(noId.statusCode).toBe(400);
    expect(noId.json().errorMessage).toBe('Order ID is required.');
    expect((await post(t, '/api/application/accept_terms_conditions', applicant, { orderId: 'twelve' })).statusCode).toBe(400);
    expect((await get(t, `/api/application/get_terms_conditions/${harbour}`)).statusCode).toBe(401);
  });
});

describe('GET /application/get_tabs/{orderId}', () => {
  it("lists the union of the checks' steps in order; the selfie switch only where no check needs a photo", async () => {
    // PC + RC: police checks need a selfie, so no 'Self image capture'.
    expect((await get(t, `/api/application/get_tabs/${harbour}`, applicant)).json()).toEqual([
      { TabName: 'Personal Details' },
      { TabName: 'Address Details' },
      { TabName: 'Additional Details' },
      { TabName: 'References Details' },
      { TabName: 'Identity documents' },
      { TabName: 'Consent' },
    ]);
    expect((await get(t, `/api/application/get_tabs/${southern}`, applicant)).json()).toEqual([
      { TabName: 'Personal Details' },
      { TabName: 'Address Details' },
      { TabName: 'Additional Details' },
      { TabName: 'Identity documents' },
      { TabName: 'Consent' },
    ]);
  });

  it('adds Self image capture after the identity step when no check needs a selfie', async () => {
    // The demo's In progress order: a credit check (no selfie) and an identity verification (selfie). Cancelling
    // the identity verification leaves only the credit check.
    const [inProgress] = await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.applicantUserId, applicant.userId), eq(orders.status, 'In progress')));
    const { orderServices } = await import('../../server/db/schema');
    await t.database.db
      .update(orderServices)
      .set({ checkStatus: 'Cancelled' })
      .where(and(eq(orderServices.orderId, inProgress.id), eq(orderServices.serviceId, 'IDV')));
    expect((await get(t, `/api/application/get_tabs/${inProgress.id}`, applicant)).json()).toEqual([
      { TabName: 'Personal Details' },
      { TabName: 'Address Details' },
      { TabName: 'Additional Details' },
      { TabName: 'Identity documents' },
      { TabName: 'Self image capture' },
      { TabName: 'Consent' },
    ]);
  });

  it("lets the client read its company's order and hides it from others", async () => {
    expect((await get(t, `/api/application/get_tabs/${harbour}`, client)).statusCode).toBe(200);
    expect((await get(t, `/api/application/get_tabs/${harbour}`, recruiter)).statusCode).toBe(404);
    expect((await get(t, `/api/application/get_tabs/${othersOrder}`, applicant)).statusCode).toBe(404);
    expect((await get(t, '/api/application/get_tabs/abc', applicant)).statusCode).toBe(400);
  });
});

describe('POST /application/get_tab_req', () => {
  it('gives the personal definitions with choices and the account details as defaults', async () => {
    const defs = await tabFields(t, applicant, harbour, 'Personal Details');
    expect(defs.map((d) => d.FieldID)).toEqual([
      'SingleNameFlag', 'FirstName', 'MiddleName', 'Surname', 'DOB', 'Email',
      'PreviousNameFlag', 'PreviousNameType', 'PreviousFName', 'PreviousLName',
      'BirthCountry', 'BirthTerritory', 'LicenceComboType', 'LicenceIssuer', 'LicenceNumber',
    ]);
    expect(field(defs, 'FirstName')).toMatchObject({ FieldName: 'First name', FieldType: 'text', IsCompulsory: 'Yes', TableValue: 'Olivia', PortalSection: 'Your Name' });
    expect(field(defs, 'Surname')?.TableValue).toBe('Nguyen');
    expect(field(defs, 'Email')?.TableValue).toBe('olivia.nguyen@example.com.au');
    // The account holds no date of birth and the applicant has answered none yet.
    expect(field(defs, 'DOB')?.TableValue).toBeNull();
    expect(field(defs, 'PreviousFName')).toMatchObject({ ParentField: 'PreviousNameFlag', IsCompulsory: 'No' });
    expect(field(defs, 'BirthTerritory')?.ComboElements).toContainEqual({ LookUpValue: 'Victoria', MappingValue: 'VIC' });
    expect(field(defs, 'BirthCountry')?.ComboElements?.[0]).toEqual({ LookUpValue: 'Australia', MappingValue: null });
    expect(field(defs, 'LicenceComboType')).toMatchObject({
      TableLocation: 'ops.ApplicantDocs',
      TableID: null,
      ComboElements: [
        { LookUpValue: 'Driver Licence', MappingValue: 'AUDRIVER' },
        { LookUpValue: 'Firearms Licence', MappingValue: 'AUFIRE' },
      ],
    });
  });

  it("shows the requesting organisation on the consent step and the order's purpose as the check type", async () => {
    const consent = await tabFields(t, applicant, harbour, 'Consent');
    expect(field(consent, 'ClientName')?.TableValue).toBe('Harbour Health Group');
    expect(field(consent, 'ClientABN')?.TableValue).toBe('51 824 753 556');
    expect(field(consent, 'ApplicantSignature')).toMatchObject({ FieldType: 'custom', CustomWidget: 'signature', IsCompulsory: 'Yes' });
    const additional = await tabFields(t, applicant, harbour, 'Additional Details');
    expect(field(additional, 'CheckType')?.TableValue).toBe('Employment');
    expect(field(additional, 'GuardianSignature')).toMatchObject({ CustomWidget: 'signature', ParentField: 'IsMinor' });
  });

  it('refuses a step the order does not have, and gives the identity step no fields', async () => {
    const response = await post(t, '/api/application/get_tab_req', applicant, { order_id: southern, tab_name: 'References Details' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe("'References Details' is not a step of this application.");
    expect(await tabFields(t, applicant, southern, 'Identity documents')).toEqual([]);
    expect((await post(t, '/api/application/get_tab_req', applicant, { order_id: othersOrder, tab_name: 'Consent' })).statusCode).toBe(404);
    expect((await post(t, '/api/application/get_tab_req', applicant, { order_id: harbour })).statusCode).toBe(400);
  });
});

describe('POST /application/set_data_by_tab', () => {
  it('stores the personal step with dates as YYYY-MM-DD and shows it back', async () => {
    const defs = withValues(await tabFields(t, applicant, harbour, 'Personal Details'), {
      ...PERSONAL,
      DOB: '14/07/1991',
      MiddleName: 'Mai',
      PreviousNameFlag: 'Y',
      PreviousNameType: 'Maiden name',
      PreviousFName: 'Olivia',
      PreviousLName: 'Tran',
    });
    const response = await saveTab(t, applicant, harbour, 'Personal Details', defs);
    expect(response.json()).toEqual({ approve: 1, error_msg: '' });
    const stored = Object.fromEntries((await storedValues(harbour)).map((v) => [v.fieldId, v.value]));
    expect(stored).toMatchObject({ DOB: '1991-07-14', MiddleName: 'Mai', PreviousLName: 'Tran', BirthTerritory: 'VIC' });
    const again = await tabFields(t, applicant, harbour, 'Personal Details');
    expect(field(again, 'DOB')?.TableValue).toBe('1991-07-14');
    expect(field(again, 'PreviousLName')?.TableValue).toBe('Tran');
    // What was entered for Harbour Health's order is never offered on another client's order (its users could read it).
    expect(field(await tabFields(t, applicant, southern, 'Personal Details'), 'DOB')?.TableValue ?? null).toBeNull();
  });

  it('clears the previous names when PreviousNameFlag becomes N', async () => {
    const defs = withValues(await tabFields(t, applicant, harbour, 'Personal Details'), { PreviousNameFlag: 'N' });
    expect((await saveTab(t, applicant, harbour, 'Personal Details', defs)).json()).toEqual({ approve: 1, error_msg: '' });
    const stored = Object.fromEntries((await storedValues(harbour)).map((v) => [v.fieldId, v.value]));
    expect(stored).toMatchObject({ PreviousNameFlag: 'N', PreviousFName: '', PreviousLName: '', PreviousNameType: '' });
  });

  it('answers approve 0 naming the missing fields, and stores nothing', async () => {
    const before = await storedValues(southern);
    const defs = withValues(await tabFields(t, applicant, southern, 'Personal Details'), { ...PERSONAL, Surname: '', DOB: '31/02/1991' });
    const response = await saveTab(t, applicant, southern, 'Personal Details', defs);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      approve: 0,
      error_msg: 'Please complete the empty fields. Surname: This field is mandatory. Date of birth: Please enter a valid date (DD/MM/YYYY).',
      // Each field by its key, for the page to mark (issue 29).
      Fields: { Surname: 'This field is mandatory.', DOB: 'Please enter a valid date (DD/MM/YYYY).' },
    });
    expect(await storedValues(southern)).toEqual(before);
  });

  it('keeps the compulsory rule whatever the body claims about it', async () => {
    const defs = withValues(await tabFields(t, applicant, southern, 'Personal Details'), { ...PERSONAL, FirstName: '' })
      .map((d) => ({ ...d, IsCompulsory: 'No' as const }));
    expect((await saveTab(t, applicant, southern, 'Personal Details', defs)).json()).toMatchObject({
      approve: 0,
      error_msg: 'Please complete the empty fields. First name: This field is mandatory.',
    });
    // "FirstName may be empty if SingleNameFlag is Y."
    const single = withValues(await tabFields(t, applicant, southern, 'Personal Details'), { ...PERSONAL, FirstName: '', SingleNameFlag: 'Y' });
    expect((await saveTab(t, applicant, southern, 'Personal Details', single)).json()).toEqual({ approve: 1, error_msg: '' });
  });

  it('gives new address rows real TableIDs, and deletes rows left out', async () => {
    const defs = await tabFields(t, applicant, harbour, 'Address Details');
    expect(defs.every((d) => d.TableLocation === 'ops.ApplicantAddress' && d.TableID === null)).toBe(true);
    const previous = { ...PRIMARY_ADDRESS, AddressType: 'Previous Address', StreetAddress: '48 Queen Street', AddressSuburb: 'Auckland CBD', AddressState: 'Auckland', AddressPostcode: '1010', AddressCountry: 'New Zealand', DateMoveIn: '2014', DateMoveOut: '28/02/2019' };
    const saved = await saveTab(t, applicant, harbour, 'Address Details', withRows(defs, 'ops.ApplicantAddress', [PRIMARY_ADDRESS, previous]));
    expect(saved.json()).toEqual({ approve: 1, error_msg: '' });
    const rows = await t.database.db.select().from(applicationBlocks).where(eq(applicationBlocks.orderId, harbour));
    expect(rows.map((r) => r.tableLocation)).toEqual(['ops.ApplicantAddress', 'ops.ApplicantAddress']);

    const back = await tabFields(t, applicant, harbour, 'Address Details');
    expect([...new Set(back.map((d) => d.TableID))]).toEqual(rows.map((r) => r.id));
    expect(back.find((d) => d.FieldID === 'DateMoveOut' && d.TableID === rows[1].id)?.TableValue).toBe('2019-02-28');
    expect(back.find((d) => d.FieldID === 'DateMoveIn' && d.TableID === rows[1].id)?.TableValue).toBe('2014');

    // The browser sends back only the primary address: the previous one was removed.
    const onlyPrimary = back.filter((d) => d.TableID === rows[0].id);
    expect((await saveTab(t, applicant, harbour, 'Address Details', onlyPrimary)).json()).toEqual({ approve: 1, error_msg: '' });
    const left = await t.database.db.select().from(applicationBlocks).where(eq(applicationBlocks.orderId, harbour));
    expect(left.map((r) => r.id)).toEqual([rows[0].id]);
    const values = await storedValues(harbour);
    expect(values.filter((v) => v.tableId === rows[1].id)).toEqual([]);
    expect(values.filter((v) => v.tableId === rows[0].id)).toHaveLength(8);
  });

  it('places rows sent without their TableLocation in the list that defines their fields', async () => {
    const defs = await tabFields(t, applicant, harbour, 'Address Details');
    const bare = defs.map((d) => ({ FieldID: d.FieldID, TableID: d.TableID, TableValue: d.TableValue }));
    expect((await post(t, '/api/application/set_data_by_tab', applicant, { orderId: harbour, tabName: 'Address Details', TableContent: bare })).json()).toEqual({
      approve: 1,
      error_msg: '',
    });
    expect(await tabFields(t, applicant, harbour, 'Address Details')).toEqual(defs);
  });

  it('applies the address rules of §5', async () => {
    const defs = await tabFields(t, applicant, southern, 'Address Details');
    const send = (rows: Record<string, string>[]) => saveTab(t, applicant, southern, 'Address Details', withRows(defs, 'ops.ApplicantAddress', rows));
    expect((await send([{ ...PRIMARY_ADDRESS, DateMoveOut: '2024' }])).json()).toMatchObject({
      approve: 0,
      error_msg: 'Date moved out (Addresses 1): Your primary address must be current: please leave its move-out date empty.',
    });
    expect((await send([{ ...PRIMARY_ADDRESS, AddressType: 'Previous Address' }])).json()).toMatchObject({
      approve: 0,
      error_msg:
        'Please complete the empty fields. Date moved out (Addresses 1): This field is mandatory. Addresses: Please add your primary address: the address where you live now.',
    });
    const postal = { AddressType: 'Postal Address', StreetAddress: 'PO Box 118', AddressSuburb: 'Haymarket', AddressState: 'NSW', AddressPostcode: '1240', AddressCountry: 'Australia' };
    // A postal address needs no move-in date, but must be current.
    expect((await send([PRIMARY_ADDRESS, postal])).json()).toEqual({ approve: 1, error_msg: '' });
    expect((await send([PRIMARY_ADDRESS, { ...postal, DateMoveOut: '2023-05' }])).json()).toMatchObject({
      approve: 0,
      error_msg: 'Date moved out (Addresses 2): A postal address must be current: please leave its move-out date empty.',
    });
    expect((await send([PRIMARY_ADDRESS, { ...PRIMARY_ADDRESS, AddressType: 'Previous Address', DateMoveIn: '2010', DateMoveOut: '2012' }])).json()).toMatchObject({
      approve: 0,
      error_msg: 'Street address (Addresses 2): This address has already been entered. Each address may be entered only once.',
    });
    expect((await send([PRIMARY_ADDRESS, PRIMARY_ADDRESS].map((a, i) => ({ ...a, StreetAddress: `${i + 1} Harbour Street` })))).json()).toMatchObject({
      approve: 0,
      error_msg: 'Address type (Addresses 2): Only one primary address is needed: please make this one a previous address.',
    });
    // An empty list is refused too: the list's own definitions stay when the body sends no rows.
    expect((await send([])).json()).toMatchObject({ approve: 0 });
    // The order's police check needs 5 years of addresses, without gaps (issue 29).
    expect((await send([{ ...PRIMARY_ADDRESS, DateMoveIn: '2024-01' }])).json()).toEqual({
      approve: 0,
      error_msg: 'Addresses: Your addresses must cover the last 5 years: please add where you lived before 01/2024.',
      Fields: { 'ops.ApplicantAddress': 'Your addresses must cover the last 5 years: please add where you lived before 01/2024.' },
    });
    const earlier = { ...PRIMARY_ADDRESS, AddressType: 'Previous Address', StreetAddress: '48 Queen Street', DateMoveIn: '2015', DateMoveOut: '31/12/2022' };
    expect((await send([{ ...PRIMARY_ADDRESS, DateMoveIn: '06/2023' }, earlier])).json()).toMatchObject({
      approve: 0,
      error_msg: 'Addresses: Your addresses leave a gap from 01/01/2023 to 31/05/2023: please add where you lived then, or correct the dates.',
    });
    expect((await send([{ ...PRIMARY_ADDRESS, DateMoveIn: '01/2023' }, earlier])).json()).toEqual({ approve: 1, error_msg: '' });
    const stored = await t.database.db.select().from(applicationBlocks).where(eq(applicationBlocks.orderId, southern));
    expect(stored).toHaveLength(2);
  });

  it('requires an employment block and the guardian signature for a minor', async () => {
    const defs = withValues(await tabFields(t, applicant, southern, 'Additional Details'), ADDITIONAL);
    expect((await saveTab(t, applicant, southern, 'Additional Details', defs)).json()).toMatchObject({
      approve: 0,
      error_msg: 'Please complete the empty fields. Employment History: This field is mandatory.',
    });
    const minor = withRows(withValues(defs, { IsMinor: 'Y' }), 'ops.ApplicantEmploymentHis', [EMPLOYMENT]);
    expect((await saveTab(t, applicant, southern, 'Additional Details', minor)).json()).toMatchObject({
      approve: 0,
      error_msg: 'Please complete the empty fields. Signature of a parent or legal guardian: This field is mandatory.',
    });
    // A location that is not a signature upload of this order does not count as signed.
    const forged = withValues(minor, { GuardianSignature: '0123456789abcdef0123456789abcdef.png' });
    expect((await saveTab(t, applicant, southern, 'Additional Details', forged)).json()).toMatchObject({ approve: 0 });
    const adult = withRows(defs, 'ops.ApplicantEmploymentHis', [EMPLOYMENT]);
    expect((await saveTab(t, applicant, southern, 'Additional Details', adult)).json()).toEqual({ approve: 1, error_msg: '' });
  });

  it('stores no record for an optional Education block sent with nothing typed, and refuses a bad referee email or phone', async () => {
    const defs = withRows(withValues(await tabFields(t, applicant, southern, 'Additional Details'), ADDITIONAL), 'ops.ApplicantEmploymentHis', [EMPLOYMENT]);
    const withEmptyEducation = withRows(defs, 'ops.ApplicantEducation', [{}], -5);
    expect((await saveTab(t, applicant, southern, 'Additional Details', withEmptyEducation)).json()).toEqual({ approve: 1, error_msg: '' });
    const education = await t.database.db
      .select()
      .from(applicationBlocks)
      .where(and(eq(applicationBlocks.orderId, southern), eq(applicationBlocks.tableLocation, 'ops.ApplicantEducation')));
    expect(education).toEqual([]);

    const referees = await tabFields(t, applicant, harbour, 'References Details');
    const badContact = withRows(referees, 'ops.ApplicantReferees', [{ ...REFEREE, RefereePhone: '02 9876 54OO', RefereeEmail: 'margaret.chen' }]);
    expect((await saveTab(t, applicant, harbour, 'References Details', badContact)).json()).toMatchObject({
      approve: 0,
      error_msg:
        "Referee's phone number (Referees 1): Please enter a phone number using digits, spaces and a leading + only. " +
        'Referee\'s email (Referees 1): Invalid email format. Please include an "@" and a valid domain name.',
    });
  });

  it('saves an urgent check with a reminder, which the page shows and moves on', async () => {
    const defs = withValues(await tabFields(t, applicant, southern, 'Additional Details'), { IsUrgent: 'Y' });
    expect((await saveTab(t, applicant, southern, 'Additional Details', defs)).json()).toEqual({
      approve: 1,
      error_msg: 'Your check is marked as urgent. An urgent check is only for cases where a delay affects care or safety.',
    });
  });

  it('holds the references to the limits of the references check', async () => {
    const defs = await tabFields(t, applicant, harbour, 'References Details');
    const send = (rows: Record<string, string>[]) => saveTab(t, applicant, harbour, 'References Details', withRows(defs, 'ops.ApplicantReferees', rows));
    const referees = (n: number) => Array.from({ length: n }, (_, i) => ({ ...REFEREE, RefereeName: `Referee ${['One', 'Two', 'Three', 'Four'][i]}` }));
    expect((await send(referees(4))).json()).toMatchObject({ approve: 0, error_msg: 'Referees: You can only add up to 3 references.' });
    expect((await send(referees(2))).json()).toEqual({ approve: 1, error_msg: '' });
    await t.database.db.update(services).set({ minReferees: 3, maxReferees: 4 }).where(eq(services.serviceId, 'RC'));
    try {
      const latest = await tabFields(t, applicant, harbour, 'References Details');
      expect((await saveTab(t, applicant, harbour, 'References Details', latest)).json()).toMatchObject({
        approve: 0,
        error_msg: 'Referees: You must have at least 3 references.',
      });
    } finally {
      await t.database.db.update(services).set({ minReferees: null, maxReferees: null }).where(eq(services.serviceId, 'RC'));
    }
  });

  it('refuses rows of another order, bad bodies, other users and Restricted view users', async () => {
    const [otherRow] = await t.database.db.insert(applicationBlocks).values({ orderId: othersOrder, tableLocation: 'ops.ApplicantAddress' }).returning();
    const defs = await tabFields(t, applicant, southern, 'Address Details');
    const stolen = withRows(defs, 'ops.ApplicantAddress', [PRIMARY_ADDRESS]).map((d) => ({ ...d, TableID: otherRow.id }));
    const response = await saveTab(t, applicant, southern, 'Address Details', stolen);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe(`TableContent names block row ${otherRow.id}, which is not part of this application.`);

    expect((await saveTab(t, applicant, othersOrder, 'Personal Details', [])).statusCode).toBe(404);
    expect((await saveTab(t, viewer, harbour, 'Personal Details', [])).statusCode).toBe(403);
    expect((await saveTab(t, applicant, harbour, 'Employment', [])).statusCode).toBe(400);
    const notAList = await post(t, '/api/application/set_data_by_tab', applicant, { orderId: harbour, tabName: 'Consent', TableContent: {} });
    expect(notAList.statusCode).toBe(400);
    const numberValue = await post(t, '/api/application/set_data_by_tab', applicant, {
      orderId: harbour,
      tabName: 'Consent',
      TableContent: [{ FieldID: 'ConsentInd', TableValue: 1 }],
    });
    expect(numberValue.statusCode).toBe(400);
  });

  it('lets a Full view client user fill the form on the applicant\'s behalf', async () => {
    const defs = withValues(await tabFields(t, client, othersOrder, 'Personal Details'), { ...PERSONAL, FirstName: 'Jack', Surname: 'Wilson' });
    expect((await saveTab(t, client, othersOrder, 'Personal Details', defs)).json()).toEqual({ approve: 1, error_msg: '' });
  });

  it('refuses changes once the application is submitted', async () => {
    const [inProgress] = await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.applicantUserId, applicant.userId), eq(orders.status, 'In progress')));
    const defs = withValues(await tabFields(t, applicant, inProgress.id, 'Personal Details'), PERSONAL);
    expect((await saveTab(t, applicant, inProgress.id, 'Personal Details', defs)).json()).toMatchObject({
      approve: 0,
      error_msg: 'This application was already submitted, so it can no longer be changed here.',
    });
    expect(await storedValues(inProgress.id)).toEqual([]);
    // The portal asks first, and shows the steps read-only with the same reason.
    expect((await get(t, `/api/application/get_application_state/${inProgress.id}`, applicant)).json()).toMatchObject({
      Editable: 'N',
      Message: 'This application was already submitted, so it can no longer be changed here.',
    });
    expect((await get(t, `/api/application/get_application_state/${harbour}`, applicant)).json()).toMatchObject({ Editable: 'Y', Message: '' });
    expect((await get(t, `/api/application/get_application_state/${othersOrder}`, applicant)).statusCode).toBe(404);
  });
});

describe('requirements of the address and references steps', () => {
  it('asks for five years of addresses for police checks, and the current address otherwise', async () => {
    expect((await get(t, `/api/application/get_min_address_req/${harbour}`, applicant)).json()).toEqual({
      Message: 'Please provide your address history for the last 5 years.',
      Years: 5,
    });
    // With its police and credit checks cancelled, the order needs the current address only.
    const history = and(eq(orderServices.orderId, harbour), inArray(orderServices.serviceId, ['PC', 'PCV', 'CR', 'BKR']));
    const checks = await t.database.db.select().from(orderServices).where(history);
    expect(checks.length).toBeGreaterThan(0);
    await t.database.db.update(orderServices).set({ checkStatus: 'Cancelled' }).where(history);
    try {
      expect((await get(t, `/api/application/get_min_address_req/${harbour}`, applicant)).json()).toEqual({
        Message: 'Please provide your current residential address and, if different, your postal address.',
        Years: 0,
      });
    } finally {
      for (const check of checks) {
        await t.database.db.update(orderServices).set({ checkStatus: check.checkStatus }).where(eq(orderServices.id, check.id));
      }
    }
    expect((await get(t, `/api/application/get_min_address_req/${othersOrder}`, applicant)).statusCode).toBe(404);
  });

  it('gives the referee limits of the RC service, with the spec defaults', async () => {
    expect((await get(t, `/api/application/bring_min_ref_req/${harbour}`, applicant)).json()).toEqual([
      { MinReferees: 1, MaxReferees: 3, RefMessage: 'Please provide the names of at least one referee and up to three referees.' },
    ]);
    await t.database.db
      .update(services)
      .set({ minReferees: 2, maxReferees: 4, refMessage: 'Please name two referees, one of them a recent supervisor.' })
      .where(eq(services.serviceId, 'RC'));
    try {
      expect((await get(t, `/api/application/bring_min_ref_req/${harbour}`, applicant)).json()).toEqual([
        { MinReferees: 2, MaxReferees: 4, RefMessage: 'Please name two referees, one of them a recent supervisor.' },
      ]);
    } finally {
      await t.database.db.update(services).set({ minReferees: null, maxReferees: null, refMessage: null }).where(eq(services.serviceId, 'RC'));
    }
    expect((await get(t, `/api/application/bring_min_ref_req/${othersOrder}`, applicant)).statusCode).toBe(404);
  });
});

describe('GET /application/final_confirmation_message/{orderId}', () => {
  it("lists the order's checks with their estimated delivery days", async () => {
    expect((await get(t, `/api/application/final_confirmation_message/${southern}`, applicant)).json()).toEqual([
      { ServiceName: 'National Police Check', InitDay: 1, EndDay: 3 },
      { ServiceName: 'Right to Work (VEVO) Check', InitDay: 1, EndDay: 2 },
      { ServiceName: 'Identity Verification', InitDay: 0, EndDay: 1 },
    ]);
    expect((await get(t, `/api/application/final_confirmation_message/${othersOrder}`, applicant)).statusCode).toBe(404);
  });
});

describe('lookups', () => {
  it('lists a category with LookUpValue and MappingValue', async () => {
    const drivers = await post(t, '/api/utilities/get_types', applicant, { category: 'AUDRIVER' });
    expect(drivers.json()).toContainEqual({ LookUpValue: 'Transport for NSW', MappingValue: 'TFNSW' });
    expect(drivers.json()).toHaveLength(8);
    expect((await post(t, '/api/utilities/get_types', applicant, { category: 'AddressType' })).json()).toEqual([
      { LookUpValue: 'Primary Address', MappingValue: null },
      { LookUpValue: 'Previous Address', MappingValue: null },
      { LookUpValue: 'Postal Address', MappingValue: null },
    ]);
    expect((await post(t, '/api/utilities/get_types', client, { category: 'Ticket Categories' })).json()[0]).toEqual({
      LookUpValue: 'Order enquiry',
      MappingValue: null,
    });
    expect((await post(t, '/api/utilities/get_types', applicant, { category: 'No such list' })).json()).toEqual([]);
    expect((await post(t, '/api/utilities/get_types', applicant, {})).statusCode).toBe(400);
    expect((await post(t, '/api/utilities/get_types', undefined, { category: 'AUDRIVER' })).statusCode).toBe(401);
  });

  it("answers several lists in one call, each as get_types answers it, keyed by category as sent", async () => {
    const categories = ['AUDRIVER', 'AUFIRE', 'No such list', 'AUDRIVER'];
    const answer = await post(t, '/api/utilities/get_type_lists', applicant, { categories });
    expect(answer.statusCode, answer.body).toBe(200);
    const lists = answer.json() as Record<string, unknown>;
    expect(Object.keys(lists).sort()).toEqual(['AUDRIVER', 'AUFIRE', 'No such list']);
    for (const category of ['AUDRIVER', 'AUFIRE', 'No such list']) {
      expect(lists[category], category).toEqual((await post(t, '/api/utilities/get_types', applicant, { category })).json());
    }
    expect(lists.AUDRIVER).toHaveLength(8);
    expect((await post(t, '/api/utilities/get_type_lists', client, { categories: ['Ticket Categories'] })).statusCode).toBe(200);
    expect((await post(t, '/api/utilities/get_type_lists', applicant, { categories: [] })).statusCode).toBe(400);
    expect((await post(t, '/api/utilities/get_type_lists', applicant, { categories: Array.from({ length: 51 }, (_, i) => `L${i}`) })).statusCode).toBe(400);
    expect((await post(t, '/api/utilities/get_type_lists', applicant, { categories: [''] })).statusCode).toBe(400);
    expect((await post(t, '/api/utilities/get_type_lists', undefined, { categories: ['AUDRIVER'] })).statusCode).toBe(401);
  });

  it('relabels fields by check type, by name or by value, and nothing for a type without labels', async () => {
    expect((await post(t, '/api/utilities/check_type_files', applicant, { orderID: harbour, checkType: 'Volunteer' })).json()).toEqual([
      { FieldID: 'NewJobPosition', FieldLabel: 'Volunteer role' },
      { FieldID: 'CurrentEmployer', FieldLabel: 'Do you already volunteer with the requesting organisation?' },
    ]);
    expect((await post(t, '/api/utilities/check_type_files', applicant, { orderID: String(harbour), checkType: 'Employment' })).json()).toEqual([]);
    expect((await post(t, '/api/utilities/check_type_files', applicant, { orderID: othersOrder, checkType: 'Volunteer' })).statusCode).toBe(404);
    expect((await post(t, '/api/utilities/check_type_files', applicant, { orderID: harbour })).statusCode).toBe(400);
  });
});
