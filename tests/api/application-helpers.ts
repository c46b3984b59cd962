// Shared steps of the application API tests: calling the API as a signed-in user, reading a step's definitions,
// filling them the way the browser does (values by FieldID, new block rows with negative TableIDs), and completing a
// whole application (steps, signature, documents, selfie) through the real calls.
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DynamicField } from '../../src/engine';
import { orders, users } from '../../server/db/schema';
import { bearer, type TestApp } from './harness';
import { jpegFile, pngFile, upload } from './documents-files';

export interface SignedIn {
  token: string;
  userId: number;
}

export const get = (t: TestApp, url: string, who?: SignedIn) =>
  t.app.inject({ method: 'GET', url, headers: who ? bearer(who.token) : {} });

export const post = (t: TestApp, url: string, who: SignedIn | undefined, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: who ? bearer(who.token) : {}, payload: payload as object });

/** The demo applicant's Open orders: Harbour Health (PC + RC) and Southern Cross (PC + VEVO + IDV). */
export async function demoOpenOrders(t: TestApp): Promise<{ harbour: number; southern: number }> {
  const [applicant] = await t.database.db.select().from(users).where(eq(users.username, 'applicant'));
  const open = await t.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.applicantUserId, applicant.id), eq(orders.status, 'Open')))
    .orderBy(orders.lodgedAt);
  // The Southern Cross order was lodged a day later than the Harbour Health one.
  return { harbour: open[0].id, southern: open[1].id };
}

export async function tabFields(t: TestApp, who: SignedIn, orderId: number, tabName: string): Promise<DynamicField[]> {
  const response = await post(t, '/api/application/get_tab_req', who, { order_id: orderId, tab_name: tabName, portalVersion: 'individual' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as DynamicField[];
}

/** The definitions with new values for fields outside blocks. */
export function withValues(defs: DynamicField[], values: Record<string, string | null>): DynamicField[] {
  return defs.map((d) => (!d.TableLocation && d.FieldID in values ? { ...d, TableValue: values[d.FieldID] } : d));
}

/**
 * The definitions with a block list replaced by `rows`: every row is new (TableID -1, -2, ...), made from the list's
 * definitions as the engine makes new blocks. Existing rows and templates of the list are dropped (removed).
 */
export function withRows(defs: DynamicField[], location: string, rows: Record<string, string>[], firstId = -1): DynamicField[] {
  const template = new Map<string, DynamicField>();
  for (const d of defs) if (d.TableLocation === location && !template.has(d.FieldID)) template.set(d.FieldID, d);
  const kept = defs.filter((d) => d.TableLocation !== location);
  const added = rows.flatMap((row, index) =>
    [...template.values()].map((t) => ({ ...t, TableID: firstId - index, TableValue: row[t.FieldID] ?? null })),
  );
  return [...kept, ...added];
}

export const saveTab = (t: TestApp, who: SignedIn, orderId: number, tabName: string, content: DynamicField[]) =>
  post(t, '/api/application/set_data_by_tab', who, { orderId, tabName, TableContent: content });

export const PERSONAL = {
  SingleNameFlag: 'N',
  FirstName: 'Olivia',
  Surname: 'Nguyen',
  DOB: '1991-07-14',
  Email: 'olivia.nguyen@example.com.au',
  PreviousNameFlag: 'N',
  BirthCountry: 'Australia',
  BirthTerritory: 'VIC',
};

export const PRIMARY_ADDRESS = {
  AddressType: 'Primary Address',
  StreetAddress: '12 Harbour Street',
  AddressSuburb: 'Sydney',
  AddressState: 'NSW',
  AddressPostcode: '2000',
  AddressCountry: 'Australia',
  DateMoveIn: '2019-03',
};

export const ADDITIONAL = {
  CheckType: 'Employment',
  NewJobPosition: 'Registered Nurse',
  IsVounteering: 'N',
  IsUrgent: 'N',
  IsCarerforVulner: 'N',
  IsMinor: 'N',
  CurrentEmployer: 'N',
  IsBusinessOwner: 'N',
};

export const EMPLOYMENT = {
  EmployerName: 'St Vincent’s Hospital Sydney',
  EmploymentPosition: 'Enrolled Nurse',
  EmploymentStart: '2021-01-11',
};

export const REFEREE = {
  RefereeName: 'Margaret Chen',
  RefereeCompany: 'St Vincent’s Hospital Sydney',
  RefereePosition: 'Nurse Unit Manager',
  RefereeRelationship: 'Direct supervisor',
  RefereePhone: '0298765400',
  RefereeEmail: 'margaret.chen@svhs.org.au',
};

async function expectApproved(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json(), response.body).toMatchObject({ approve: 1 });
}

/** Uploads a drawn signature PNG under a reserved name and returns its location. */
export async function uploadSignature(t: TestApp, who: SignedIn, orderId: number, docName: 'APPLICANTSIGN' | 'PARENTSIGN') {
  const response = await upload(t, who.token, { orderId, docName, docSighted: 'N', file: { bytes: pngFile(), name: 'signature.png', type: 'image/png' } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { location: string }).location;
}

/** Terms and every field step of the order, saved through set_data_by_tab as the browser would. */
export async function completeSteps(t: TestApp, who: SignedIn, orderId: number): Promise<void> {
  await post(t, '/api/application/accept_terms_conditions', who, { orderId });
  const tabs = ((await get(t, `/api/application/get_tabs/${orderId}`, who)).json() as { TabName: string }[]).map((x) => x.TabName);
  if (tabs.includes('Personal Details')) {
    await expectApproved(await saveTab(t, who, orderId, 'Personal Details', withValues(await tabFields(t, who, orderId, 'Personal Details'), PERSONAL)));
  }
  if (tabs.includes('Address Details')) {
    const defs = await tabFields(t, who, orderId, 'Address Details');
    await expectApproved(await saveTab(t, who, orderId, 'Address Details', withRows(defs, 'ops.ApplicantAddress', [PRIMARY_ADDRESS])));
  }
  if (tabs.includes('Additional Details')) {
    const defs = withValues(await tabFields(t, who, orderId, 'Additional Details'), ADDITIONAL);
    await expectApproved(await saveTab(t, who, orderId, 'Additional Details', withRows(defs, 'ops.ApplicantEmploymentHis', [EMPLOYMENT])));
  }
  if (tabs.includes('References Details')) {
    const defs = await tabFields(t, who, orderId, 'References Details');
    await expectApproved(await saveTab(t, who, orderId, 'References Details', withRows(defs, 'ops.ApplicantReferees', [REFEREE])));
  }
  const signature = await uploadSignature(t, who, orderId, 'APPLICANTSIGN');
  const consent = withValues(await tabFields(t, who, orderId, 'Consent'), { ConsentInd: 'Y', ShareConsent: 'Y', ApplicantSignature: signature });
  await expectApproved(await saveTab(t, who, orderId, 'Consent', consent));
}

/** Uploads what the identity step asks for: the required number of documents of each category, and the selfie. */
export async function provideDocuments(t: TestApp, who: SignedIn, orderId: number, options = { selfie: true }): Promise<void> {
  const categories = (await post(t, '/api/application/get_req_documents', who, { orderId })).json() as { Category: string; req: number }[];
  const entries = (await post(t, '/api/application/get_identity_check', who, { orderId })).json() as { Category: string; DocID: string }[];
  for (const category of categories) {
    for (const entry of entries.filter((e) => e.Category === category.Category).slice(0, category.req)) {
      const response = await upload(t, who.token, {
        orderId,
        docName: entry.DocID,
        docSighted: 'N',
        file: { bytes: pngFile(), name: `${entry.DocID}.png`, type: 'image/png' },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  }
  const selfie = (await get(t, `/api/application/bring_selfie_request/${orderId}`, who)).json() as { result: string };
  if (options.selfie && selfie.result === 'Y') {
    const response = await upload(t, who.token, { orderId, docName: 'SELFIE', docSighted: 'N', file: { bytes: jpegFile(), name: 'selfie.jpg', type: 'image/jpeg' } });
    expect(response.statusCode, response.body).toBe(200);
  }
}
