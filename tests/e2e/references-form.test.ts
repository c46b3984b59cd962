// The referee's journey in Chromium (issue 13): a client orders a police and a reference check with a questionnaire of
// each kind; the applicant's application naming two referees is completed and submitted through the API; the
// invitation is read from the mail outbox; the referee opens the link (no sign-in), meets every validation message of
// portal §5 and the warning modal, sends and sees Thank you; the link then shows Reference closed. An unknown link
// shows the not-found picture. The form and the invitation say who asks, for whom and why (issue 30). The other
// referee's form at 390 px. The operator reads the answers and the same-address
// signal on the order page; once the order is completed, the client's summary report PDF (read with pdftotext) holds
// the answers and the signal. axe at 1280 and 390 px.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiSignIn, DESKTOP, expectAccessible, mailTo, PHONE, png, portal, resetLinkIn, screenshot, signIn, useBrowser } from './harness';

/** The text of a PDF, one space between words (poppler's pdftotext: `.ci/run` installs it where it is missing). */
function pdfText(file: string): string {
  try {
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('pdftotext is needed to read the summary report: apt-get install -y poppler-utils', { cause: error });
    }
    throw error;
  }
}

const browser = useBrowser();
const POLL = { timeout: 20_000 };

async function call<T>(method: 'GET' | 'POST', apiPath: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${portal().url}/api${apiPath}`, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<T>;
}

const login = (username: string, password: string) => apiSignIn(username, password);

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

const QUESTIONS = [
  { QuestionSection: 'Work', QuestionType: 'text', QuestionDesc: 'How long have you known the applicant?', type: 'custom' },
  { QuestionSection: 'Work', QuestionType: 'rank', QuestionDesc: 'How reliable was the applicant?', type: 'custom' },
  { QuestionSection: 'Conduct', QuestionType: 'yes/no', QuestionDesc: 'Would you re-employ the applicant?', type: 'custom' },
];

/** A new applicant of Harbour Health with a police and a reference check ordered with QUESTIONS. */
async function orderWithQuestionnaire(firstName: string) {
  const client = await login('client', 'Client#2026');
  const token = client.token.access_token;
  const [costCentre] = await call<{ CostCentreID: number }[]>('GET', `/utilities/costcentres_options/${client.userMaster.userID}`, token);
  const email = `${firstName.toLowerCase()}.${randomUUID().slice(0, 8)}@example.com.au`;
  const registered = await call<{ orders: { OrderID: number }[] }>('POST', '/utilities/save_applicants_file', token, {
    user_id: String(client.userMaster.userID),
    applicantsDetails: ['PC', 'RC'].map((service) => ({
      FirstName: firstName, SurName: 'Tester', Email: email, Phone: '0412345678', PurchasedService: service,
      ClientID: client.userMaster.clientID, CheckPurpose: 'Employment', applicantToPay: 'N', costCentreId: costCentre.CostCentreID,
    })),
    questions: QUESTIONS,
  });
  const invitation = await mailTo(email);
  const username = /Your username is: (\S+)/.exec(invitation.replace(/=\r?\n/g, ''))![1];
  const password = 'E2e#Password2026';
  const resetToken = new URL(resetLinkIn(invitation)).searchParams.get('token')!;
  await call('POST', '/auth/password/reset', null, { resetToken, newPassword: password });
  return { username, password, orderId: registered.orders[0].OrderID };
}

type Field = { FieldID: string; TableValue: string | null; TableID?: number | null; TableLocation?: string | null };
const ANSWERS: Record<string, Record<string, string>> = {
  'Personal Details': { SingleNameFlag: 'N', FirstName: 'Rhea', Surname: 'Tester', DOB: '1990-02-11', PreviousNameFlag: 'N', BirthCountry: 'Australia', BirthTerritory: 'NSW' },
  'Additional Details': { CheckType: 'Employment', NewJobPosition: 'Registered Nurse', IsVounteering: 'N', IsUrgent: 'N', IsCarerforVulner: 'N', IsMinor: 'N', CurrentEmployer: 'N', IsBusinessOwner: 'N' },
};
const suffix = randomUUID().slice(0, 6);
const REFEREES = [
  { RefereeName: 'Grace Liu', RefereeCompany: 'Royal Prince Alfred Hospital', RefereePosition: 'Nurse Unit Manager', RefereeRelationship: 'Direct supervisor', RefereePhone: '0298765432', RefereeEmail: `grace.liu.${suffix}@example.org.au` },
  { RefereeName: 'Tom Baker', RefereeCompany: 'Baker Care', RefereePosition: 'Director', RefereeRelationship: 'Former manager', RefereePhone: '0298765433', RefereeEmail: `tom.baker.${suffix}@example.net.au` },
];
const ROWS: Record<string, [string, Record<string, string>[]]> = {
  'Address Details': ['ops.ApplicantAddress', [{ AddressType: 'Primary Address', StreetAddress: '12 Harbour Street', AddressSuburb: 'Sydney', AddressState: 'NSW', AddressPostcode: '2000', AddressCountry: 'Australia', DateMoveIn: '2019-03' }]],
  'Additional Details': ['ops.ApplicantEmploymentHis', [{ EmployerName: 'Royal Prince Alfred Hospital', EmploymentPosition: 'Enrolled Nurse', EmploymentStart: '2021-01-11' }]],
  'References Details': ['ops.ApplicantReferees', REFEREES],
};

/** Every step, the documents and the selfie through the API; submitted from this machine (the referee's address too). */
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
      const [location, list] = rows;
      const templates = content.filter((d) => d.TableLocation === location && d.TableID == null);
      content = [
        ...content.filter((d) => d.TableLocation !== location),
        ...list.flatMap((row, i) => templates.map((d) => ({ ...d, TableID: -1 - i, TableValue: row[d.FieldID] ?? null }))),
      ];
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
  const submitted = await call('POST', '/application/submit_application', token, { orderId, portalVersion: 'individual', IPAddress: '' });
  expect(submitted).toEqual({ approve: 1, error_msg: '' });
}

const linkIn = (mail: string) => /https?:\/\/\S+\/referencesform\/(\d+)\/(\d+)/.exec(mail.replace(/=\r?\n/g, ''))!;

describe('references form', () => {
  it('invitation from the outbox, every §5 message, the warning modal, Thank you, then Reference closed; the operator sees the answers and the same-address signal, and so does the summary report', async () => {
    const applicant = await orderWithQuestionnaire('Rhea');
    const token = (await login(applicant.username, applicant.password)).token.access_token;
    await completeAndSubmit(token, applicant.orderId);

    const [, orderId, refereeId] = linkIn(await mailTo(REFEREES[0].RefereeEmail));
    expect(Number(orderId)).toBe(applicant.orderId);
    expect(Number(refereeId)).toBeGreaterThanOrEqual(2 ** 47);
    const [, , otherRefereeId] = linkIn(await mailTo(REFEREES[1].RefereeEmail));

    const page = await browser().newPage({ viewport: DESKTOP });
    try {
      await page.goto(`${portal().url}/referencesform/${orderId}/${refereeId}`);
      await page.getByRole('heading', { level: 1, name: 'Reference for Rhea Tester' }).waitFor();
      await page.getByText(`Your name: ${REFEREES[0].RefereeName}`).waitFor();
      // Who asks, for whom, why, how the answers are used and whom to ask (issue 30): not a phishing look-alike.
      const about = page.getByRole('region', { name: 'About this request' });
      await about.getByText('Rhea Tester has applied for a role with Harbour Health Group and named you as a referee.').waitFor();
      await about.getByText('Your answers go to Harbour Health Group for this application only.', { exact: false }).waitFor();
      expect(await about.getByRole('link', { name: 'admin@harbourhealth.com.au' }).getAttribute('href')).toBe('mailto:admin@harbourhealth.com.au');
      await about.getByRole('link', { name: '02 9241 0000' }).waitFor();
      // The invitation said the same.
      const invitation = (await mailTo(REFEREES[0].RefereeEmail)).replace(/\s+/g, ' ');
      expect(invitation).toContain('Rhea Tester has applied for a role with Harbour Health Group and named you as a referee.');
      await expectAccessible(page, 'the references form');
      await screenshot(page, 'references-form-1280');

      // Send with nothing answered: every question flagged, the form's message, nothing sent.
      await page.getByRole('button', { name: 'Send Information' }).click();
      await page.getByText('Please complete the empty fields to continue.').waitFor();
      await screenshot(page, 'references-form-errors-1280');
      await page.getByText('This field is mandatory.').first().waitFor();
      // The rank's message (its select's own first option says the same, hidden).
      await page.getByText('Please select', { exact: true }).locator('visible=true').first().waitFor();
      await page.getByText('Please select an option').waitFor();
      await expectAccessible(page, 'the references form with its messages');

      // An error clears once its field has a value; a long answer shows its counter.
      const text = page.getByRole('textbox', { name: /How long have you known the applicant/ });
      await text.fill('Four years, as her unit manager on the surgical ward.');
      await text.blur();
      await page.getByText('52/1500').or(page.getByText('53/1500')).first().waitFor();
      await expect.poll(() => page.getByText('This field is mandatory.').count(), POLL).toBe(0);
      await page.getByRole('combobox', { name: /How reliable was the applicant/ }).selectOption('5');
      await expect.poll(() => page.getByText('Please select', { exact: true }).locator('visible=true').count(), POLL).toBe(0);
      await page.getByRole('radiogroup', { name: /Would you re-employ the applicant/ }).getByText('Yes').click();
      await expect.poll(() => page.getByText('Please select an option').count(), POLL).toBe(0);

      // The draft survives a reload until it is sent.
      await page.reload();
      await expect.poll(() => page.getByRole('textbox', { name: /How long have you known the applicant/ }).inputValue(), POLL).toContain('Four years');

      // Details left unchecked: the warning modal; NO keeps the form.
      await page.getByRole('checkbox', { name: /Applicant's name/ }).click();
      await page.getByRole('button', { name: 'Send Information' }).click();
      const warning = page.getByRole('alertdialog');
      await warning.getByText('One or more details to verify were left unchecked. Are you sure you want to continue?').waitFor();
      await expectAccessible(page, 'the warning modal');
      await warning.getByRole('button', { name: 'NO' }).click();
      await warning.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Send Information' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'YES' }).click();
      await page.getByRole('heading', { name: 'Thank you' }).waitFor();
      await expectAccessible(page, 'Thank you');

      await page.reload();
      await page.getByRole('heading', { name: 'Reference closed' }).waitFor();
      await page.goto(`${portal().url}/referencesform/${orderId}/${Number(refereeId) + 1}`);
      await page.getByRole('heading', { name: 'Reference form not found' }).waitFor();
      await expectAccessible(page, 'the not-found picture');

      // The other referee on a phone.
      await page.setViewportSize(PHONE);
      await page.goto(`${portal().url}/referencesform/${orderId}/${otherRefereeId}`);
      await page.getByText(`Your name: ${REFEREES[1].RefereeName}`).waitFor();
      await page.getByRole('region', { name: 'About this request' }).getByText('Requested by').waitFor();
      await expectAccessible(page, 'the references form at 390 px');
      await screenshot(page, 'references-form-390');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await page.close();
    }

    // The operator's order page: the answers and the signal of an answer from the applicant's own address.
    const office = await browser().newPage({ viewport: DESKTOP });
    try {
      await signIn(office, 'operator', 'Operator#2026');
      await office.waitForURL('**/admin/backoffice');
      await office.goto(`${portal().url}/admin/backoffice/orders/${orderId}`);
      const referees = office.getByRole('region', { name: 'Referees' });
      await referees.getByText('Answered', { exact: true }).first().waitFor();
      await referees.getByText('Four years, as her unit manager on the surgical ward.').waitFor();
      await referees.getByText(/Answered from the address the applicant submitted from/).waitFor();
      await referees.getByText('Waiting on referee').waitFor();
      await expectAccessible(office, "the operator's referees");
      await screenshot(office, 'references-backoffice-1280');
    } finally {
      await office.close();
    }

    // The operator completes the order (its checks through In QC to Ready), which writes the summary report; the
    // client downloads it from the dashboard and it holds the referee's answers and the signal.
    const operator = (await login('operator', 'Operator#2026')).token.access_token;
    for (const ServiceID of ['PC', 'RC']) {
      for (const CheckStatus of ['In QC', 'Ready']) {
        await call('POST', '/backoffice/services/status', operator, { orderID: applicant.orderId, ServiceID, CheckStatus });
      }
    }
    await call('POST', '/backoffice/orders/complete', operator, { orderID: applicant.orderId });
    const dashboard = await browser().newPage({ viewport: DESKTOP, acceptDownloads: true });
    try {
      await signIn(dashboard, 'client', 'Client#2026');
      await dashboard.waitForURL('**/admin/dashboard');
      await dashboard.getByRole('table', { name: 'Orders' }).waitFor(POLL);
      await dashboard.getByLabel('Applicant name').fill('Rhea Tester');
      await expect.poll(() => dashboard.getByText(/^Showing 1 of/).isVisible(), POLL).toBe(true);
      const [download] = await Promise.all([
        dashboard.waitForEvent('download', POLL),
        dashboard.getByRole('button', { name: `Download the summary report of order ${applicant.orderId}` }).click(),
      ]);
      const report = pdfText(await download.path());
      expect(report).toContain(REFEREES[0].RefereeName);
      expect(report).toContain('Four years, as her unit manager on the surgical ward.');
      expect(report).toMatch(/Answered from the address the applicant submitted from/);
      expect(report).toContain(REFEREES[1].RefereeName);
    } finally {
      await dashboard.close();
    }
  });
});
