// Rejected items and the edit application in Chromium (issue 11; order-and-application §2.4, §4 "Edit screen"): a
// fresh applicant's police check is completed and submitted through the API, the operator rejects its date of birth
// and one of its identity documents (to be replaced by another document) on the console's order page, then the
// applicant signs in, sees EDIT on the Home order card, opens the edit screen, corrects the date, chooses and uploads
// the replacement document, sends the information and sees 'Information Updated!', which closes to home; the order is
// In progress again. axe at 1280 and 390 px; screenshots of the edit screen at both widths.
import { describe, expect, it } from 'vitest';
import {
  apiSignIn,
  DESKTOP,
  expectAccessible,
  newApplicant,
  PHONE,
  png,
  portal,
  screenshot,
  signIn,
  useBrowser,
} from './harness';

const browser = useBrowser();
const POLL = { timeout: 20_000 };

type Field = { FieldID: string; TableValue: string | null; TableID?: number | null; TableLocation?: string | null };

/** Calls the API from the test (not the page) as the signed-in user of `token`. */
async function call<T>(method: 'GET' | 'POST', apiPath: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${portal().url}/api${apiPath}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<T>;
}

async function login(username: string, password: string): Promise<string> {
  return (await apiSignIn(username, password)).token.access_token;
}

async function uploadFile(token: string, orderId: number, docName: string): Promise<string> {
  const form = new FormData();
  form.append('orderId', String(orderId));
  form.append('docName', docName);
  form.append('docSighted', 'N');
  form.append('file', new Blob([new Uint8Array(png(320, 200, [40, 90, 160]))], { type: 'image/png' }), `${docName}.png`);
  const response = await fetch(`${portal().url}/api/utilities/upload_image`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  if (!response.ok) throw new Error(`upload ${docName}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { location: string }).location;
}

/** The answers of a complete police check application, by step (stored formats), as tests/api do. */
const ANSWERS: Record<string, Record<string, string>> = {
  'Personal Details': {
    SingleNameFlag: 'N', FirstName: 'Edith', Surname: 'Tester', DOB: '1991-07-14', PreviousNameFlag: 'N',
    BirthCountry: 'Australia', BirthTerritory: 'VIC',
  },
  'Additional Details': {
    CheckType: 'Employment', NewJobPosition: 'Registered Nurse', IsVounteering: 'N', IsUrgent: 'N', IsCarerforVulner: 'N',
    IsMinor: 'N', CurrentEmployer: 'N', IsBusinessOwner: 'N',
  },
};
const ROWS: Record<string, [string, Record<string, string>]> = {
  'Address Details': ['ops.ApplicantAddress', {
    AddressType: 'Primary Address', StreetAddress: '12 Harbour Street', AddressSuburb: 'Sydney', AddressState: 'NSW',
    AddressPostcode: '2000', AddressCountry: 'Australia', DateMoveIn: '2019-03',
  }],
  'Additional Details': ['ops.ApplicantEmploymentHis', {
    EmployerName: 'St Vincent’s Hospital Sydney', EmploymentPosition: 'Enrolled Nurse', EmploymentStart: '2021-01-11',
  }],
};

/** Completes every step, the documents and the selfie through the API, and submits the application. */
async function completeAndSubmit(token: string, orderId: number): Promise<void> {
  await call('POST', '/application/accept_terms_conditions', token, { orderId }).catch(() => undefined);
  const tabs = (await call<{ TabName: string }[]>('GET', `/application/get_tabs/${orderId}`, token)).map((t) => t.TabName);
  const signature = await uploadFile(token, orderId, 'APPLICANTSIGN');
  for (const tab of tabs) {
    if (['Terms and Conditions', 'Identity documents', 'Self image capture', 'Confirmation'].includes(tab)) continue;
    const defs = await call<Field[]>('POST', '/application/get_tab_req', token, { order_id: orderId, tab_name: tab, portalVersion: 'individual' });
    const values: Record<string, string> = { ...ANSWERS[tab], ...(tab === 'Consent' ? { ConsentInd: 'Y', ShareConsent: 'Y', ApplicantSignature: signature } : {}) };
    let content = defs.map((d) => (!d.TableLocation && d.FieldID in values ? { ...d, TableValue: values[d.FieldID] } : d));
    const rows = ROWS[tab];
    if (rows) {
      const [location, row] = rows;
      const templates = content.filter((d) => d.TableLocation === location && d.TableID == null);
      content = [...content.filter((d) => d.TableLocation !== location), ...templates.map((d) => ({ ...d, TableID: -1, TableValue: row[d.FieldID] ?? null }))];
    }
    const verdict = await call<{ approve: number; error_msg: string }>('POST', '/application/set_data_by_tab', token, { orderId, tabName: tab, TableContent: content });
    expect(verdict, `${tab}: ${verdict.error_msg}`).toMatchObject({ approve: 1 });
  }
  const categories = await call<{ Category: string; req: number }[]>('POST', '/application/get_req_documents', token, { orderId });
  const entries = await call<{ Category: string; DocID: string }[]>('POST', '/application/get_identity_check', token, { orderId });
  for (const category of categories) {
    for (const entry of entries.filter((e) => e.Category === category.Category).slice(0, category.req)) await uploadFile(token, orderId, entry.DocID);
  }
  if ((await call<{ result: string }>('GET', `/application/bring_selfie_request/${orderId}`, token)).result === 'Y') await uploadFile(token, orderId, 'SELFIE');
  const submitted = await call('POST', '/application/submit_application', token, { orderId, portalVersion: 'individual', IPAddress: '203.0.113.7' });
  expect(submitted).toEqual({ approve: 1, error_msg: '' });
}

describe('edit application', () => {
  it("the operator rejects a document and the date of birth; the applicant replaces and corrects them: 'Information Updated!'", async () => {
    const applicant = await newApplicant('Edith', ['PC']);
    const applicantToken = await login(applicant.username, applicant.password);
    await completeAndSubmit(applicantToken, applicant.orderId);

    const operator = await login('operator', 'Operator#2026');
    const order = await call<{ documents: Array<{ DocID: string; DocName: string; Kind: string; Replaced: string }> }>(
      'GET',
      `/backoffice/orders/${applicant.orderId}`,
      operator,
    );
    const document = order.documents.find((d) => d.Kind === 'identity' && d.Replaced === 'N')!;
    const options = await call<{ DocID: string; DocName: string }[]>('POST', '/utilities/documents_replace_options', applicantToken, {
      orderID: applicant.orderId,
      DocID: document.DocID,
    }).catch(() => []);
    // Not rejected yet: nothing to replace.
    expect(options).toEqual([]);
    // The operator sends both back from the order page of the console.
    const office = await browser().newPage({ viewport: DESKTOP });
    try {
      await signIn(office, 'operator', 'Operator#2026');
      await office.waitForURL('**/admin/backoffice');
      await office.goto(`${portal().url}/admin/backoffice/orders/${applicant.orderId}`);
      await office.getByRole('button', { name: 'Reject items' }).click();
      const reject = office.getByRole('dialog', { name: 'Send items back to the applicant' });
      const first = reject.getByRole('combobox', { name: /Field or document/ });
      await first.selectOption({ label: 'Field: Date of birth' });
      await reject.getByRole('textbox', { name: /Reason/ }).fill('The date of birth does not match your passport.');
      await reject.getByRole('button', { name: 'Add another item' }).click();
      await reject.getByRole('combobox', { name: /Field or document/ }).nth(1).selectOption({ label: `Document: ${document.DocName}` });
      await reject.getByRole('textbox', { name: /Reason/ }).nth(1).fill('The scan is unreadable: please send another document.');
      await reject.getByRole('combobox', { name: /For a document/ }).nth(1).selectOption({ label: 'Ask for another document instead' });
      await expectAccessible(office, 'the Reject items dialog');
      await reject.getByRole('button', { name: 'Send back' }).click();
      await reject.waitFor({ state: 'detached' });
      // The list of items waiting for the applicant (the history's note says the same, by the same names).
      await office.getByRole('listitem').filter({ hasText: 'Date of birth: The date of birth does not match your passport.' }).waitFor();
      const held = await call<{ order: { orderStatus: string; editFlag: string } }>('GET', `/backoffice/orders/${applicant.orderId}`, operator);
      expect(held.order).toMatchObject({ orderStatus: 'On hold', editFlag: 'Y' });
    } finally {
      await office.close();
    }

    const page = await browser().newPage({ viewport: DESKTOP });
    try {
      await signIn(page, applicant.username, applicant.password);
      await page.waitForURL('**/admin/home');
      // A new applicant's first visit: the welcome modal, then the cards. On hold with editFlag Y: EDIT.
      const welcome = page.getByRole('dialog', { name: 'Welcome to ClearCheck' });
      await welcome.waitFor();
      await welcome.getByRole('button', { name: 'GET STARTED' }).click();
      const card0 = page.getByRole('article', { name: `Order ${applicant.orderId}` });
      await card0.getByText('On hold').first().waitFor();
      await card0.getByRole('button', { name: `EDIT order ${applicant.orderId}` }).click();
      await page.waitForURL(`**/admin/edit-application/${applicant.orderId}`);
      await page.getByText('Why we ask: The date of birth does not match your passport.').waitFor();
      const card = page.getByRole('region', { name: document.DocName });
      await card.getByText('Why we ask: The scan is unreadable: please send another document.').waitFor();
      await card.getByRole('combobox', { name: 'New document' }).waitFor();

      await expectAccessible(page, 'the edit screen');
      await screenshot(page, 'edit-application-1280');
      await page.setViewportSize(PHONE);
      await screenshot(page, 'edit-application-390');
      await page.setViewportSize(DESKTOP);

      // SEND INFORMATION before choosing a new document: §5 'Choose a new document'.
      await page.getByRole('button', { name: 'Send Information' }).click();
      await card.getByText('Choose a new document', { exact: true }).last().waitFor();

      // The replacement: chosen with the keyboard (a native select), uploaded from a file.
      const choice = card.getByRole('combobox', { name: 'New document' });
      await choice.focus();
      await page.keyboard.press('ArrowDown');
      const replacement = await choice.evaluate((select: HTMLSelectElement) => select.selectedOptions[0].textContent!.trim());
      expect(replacement).not.toBe('Choose a new document');
      await card.getByRole('button', { name: `Upload: ${replacement}` }).click();
      const dialog = page.getByRole('dialog', { name: replacement });
      await dialog.getByLabel('Choose a file').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: png(400, 250, [200, 60, 60]) });
      await dialog.getByRole('button', { name: 'Upload' }).click();
      await dialog.waitFor({ state: 'detached' });
      await card.getByText('complete', { exact: true }).waitFor();

      const dob = page.getByRole('textbox', { name: 'Date of birth' });
      await dob.fill('15/07/1991');
      await page.getByRole('button', { name: 'Send Information' }).click();
      const done = page.getByRole('alertdialog', { name: 'Information Updated!' });
      await done.waitFor();
      await expectAccessible(page, "the 'Information Updated!' modal");
      await done.getByRole('button', { name: 'CLOSE' }).click();
      await page.waitForURL('**/admin/home');

      await expect
        .poll(async () => (await call<{ order: { orderStatus: string } }>('GET', `/backoffice/orders/${applicant.orderId}`, operator)).order.orderStatus, POLL)
        .toBe('In progress');
      const after = await call<{ documents: Array<{ DocName: string; Replaced: string }>; history: Array<{ Action: string; After: Record<string, string> }> }>(
        'GET',
        `/backoffice/orders/${applicant.orderId}`,
        operator,
      );
      expect(after.documents.find((d) => d.DocName === replacement)?.Replaced).toBe('N');
      expect(after.history.find((h) => h.Action === 'application.edit')?.After).toMatchObject({ DOB: '1991-07-15', orderStatus: 'In progress' });
      // The Home card no longer offers EDIT.
      await expect.poll(() => page.getByRole('button', { name: `EDIT order ${applicant.orderId}` }).count(), POLL).toBe(0);
    } finally {
      await page.close();
    }
  }, 240_000);
});
