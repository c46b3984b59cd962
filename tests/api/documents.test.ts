// The identity step's calls: requirements text, categories with their colours, the document entries, loaded
// documents, the selfie rule and set_documents, for the applicant and for a client user completing the form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from './harness';
import { jpegFile, pngFile, upload } from './documents-files';
import { applicationValues, orders, orderServices, users } from '../../server/db/schema';
import { documentsComplete } from '../../server/domain/documents';

let t: TestApp;
let applicant: string;
let client: string;
let viewer: string;
let applicantId: number;
let harbourClientId: number;

async function call(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  return t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
}

/** A fresh Open Harbour Health order of the demo applicant with these checks ([ServiceID, CheckStatus]). */
async function newOrder(lines: Array<[string, string]>): Promise<number> {
  const [order] = await t.database.db
    .insert(orders)
    .values({ applicantUserId: applicantId, clientId: harbourClientId })
    .returning({ id: orders.id });
  await t.database.db
    .insert(orderServices)
    .values(lines.map(([serviceId, checkStatus]) => ({ orderId: order.id, serviceId, checkStatus, price: '10.00' })));
  return order.id;
}

const png = () => ({ bytes: pngFile(), name: 'document.png', type: 'image/png' });

beforeAll(async () => {
  t = await createTestApp();
  applicant = (await t.signIn('applicant', 'Applicant#2026')).token;
  client = (await t.signIn('client', 'Client#2026')).token;
  viewer = (await t.signIn('viewer', 'Viewer#2026')).token;
  [{ id: applicantId }] = await t.database.db.select().from(users).where(eq(users.username, 'applicant'));
  const [clientUser] = await t.database.db.select().from(users).where(eq(users.username, 'client'));
  harbourClientId = clientUser.clientId!;
});
afterAll(() => t.close());

describe('get_min_identity_required', () => {
  it('asks a police check for 3 documents from 3 categories, one a photo ID, and a selfie', async () => {
    const orderId = await newOrder([['PC', 'Open'], ['RC', 'Open']]);
    const response = await call('GET', `/application/get_min_identity_required/${orderId}`, applicant);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      Msg:
        'Please provide 3 identity documents from 3 categories: 1 from Primary (Category A), 1 from Secondary ' +
        '(Category B) and 1 from Secondary (Category C). At least one of them must be a photo ID. You will also be ' +
        'asked for a photo of yourself, to match against your photo ID.',
    });
  });

  it('tells a client user completing the form that the photo is optional (clients are exempt from the selfie)', async () => {
    const orderId = await newOrder([['PC', 'Open']]);
    const msg = (await call('GET', `/application/get_min_identity_required/${orderId}`, client)).json().Msg;
    expect(msg).toMatch(/A photo of the applicant is optional when you complete this form for them\.$/);
    expect(msg).not.toContain('You will also be asked');
  });

  it('asks a credit check for Category A and Category B only, with no selfie', async () => {
    const orderId = await newOrder([['CR', 'Open']]);
    const response = await call('GET', `/application/get_min_identity_required/${orderId}`, applicant);
    expect(response.json().Msg).toBe(
      'Please provide 2 identity documents from 2 categories: 1 from Primary (Category A) and 1 from Secondary ' +
        '(Category B). At least one of them must be a photo ID.',
    );
  });

  it('asks nothing of checks that need no identity, nor of a cancelled police check', async () => {
    const references = await newOrder([['RC', 'Open']]);
    expect((await call('GET', `/application/get_min_identity_required/${references}`, applicant)).json().Msg).toBe(
      'No identity documents are needed for the checks of this order.',
    );
    const cancelledPolice = await newOrder([['PC', 'Cancelled'], ['CR', 'Open']]);
    const msg = (await call('GET', `/application/get_min_identity_required/${cancelledPolice}`, applicant)).json().Msg;
    expect(msg).toContain('2 identity documents from 2 categories');
    expect(msg).not.toContain('photo of yourself');
  });

  it('asks for previous-name evidence once the applicant says their name changed', async () => {
    const orderId = await newOrder([['CR', 'Open']]);
    await t.database.db
      .insert(applicationValues)
      .values({ orderId, tabName: 'Personal Details', fieldId: 'PreviousNameFlag', value: 'Y' });
    expect((await call('GET', `/application/get_min_identity_required/${orderId}`, applicant)).json().Msg).toContain(
      'As your name has changed, please also provide 1 document from Support: Change of name certificate, ' +
        'Australian marriage certificate issued by a state or territory, or Deed Poll.',
    );
  });
});

describe('categories, entries and loaded documents', () => {
  it('shows every needed category ORANGE until it holds its documents, then GREEN', async () => {
    const orderId = await newOrder([['PC', 'Open']]);
    const before = await call('POST', '/application/get_req_documents', applicant, { orderId });
    expect(before.statusCode).toBe(200);
    expect(before.json().map((c: { Category: string; categoryStatus: string; categoryColor: string; req: number }) => [
      c.Category,
      c.categoryStatus,
      c.categoryColor,
      c.req,
    ])).toEqual([
      ['Primary (Category A)', 'Pending', 'ORANGE', 1],
      ['Secondary (Category B)', 'Pending', 'ORANGE', 1],
      ['Secondary (Category C)', 'Pending', 'ORANGE', 1],
    ]);

    expect((await upload(t, applicant, { orderId, docName: 'AUBIRTH', file: png() })).statusCode).toBe(200);
    const after = await call('POST', '/application/get_req_documents', applicant, { orderId: String(orderId) });
    expect(after.json()[0]).toMatchObject({ Category: 'Primary (Category A)', categoryStatus: 'Complete', categoryColor: 'GREEN', loaded: 1 });
    expect(after.json()[1]).toMatchObject({ categoryStatus: 'Pending', categoryColor: 'ORANGE', loaded: 0 });
  });

  it('lists the documents of the needed categories with SELECT / UPLOADED and their status', async () => {
    const orderId = await newOrder([['IDV', 'Open']]);
    const uploaded = await upload(t, applicant, { orderId, docName: 'DRIVERLICENCE', file: png() });
    const response = await call('POST', '/application/get_identity_check', applicant, { orderId });
    expect(response.statusCode).toBe(200);
    const entries = response.json() as Array<Record<string, string>>;
    expect(new Set(entries.map((e) => e.Category))).toEqual(new Set(['Primary (Category A)', 'Secondary (Category B)']));
    expect(entries.every((e) => e.type === 'identity')).toBe(true);
    expect(entries.find((e) => e.DocID === 'DRIVERLICENCE')).toMatchObject({
      DocName: 'Australian driver licence',
      docStatus: 'UPLOADED',
      status: 'Complete',
      DOCSighted: 'N',
      DocLocation: uploaded.json().location,
    });
    expect(entries.find((e) => e.DocID === 'AUPASSPORT')).toMatchObject({ docStatus: 'SELECT', status: 'Pending' });
    expect(entries.some((e) => e.DocID === 'MEDICARE')).toBe(false);

    const loaded = await call('GET', `/application/get_loaded_documents/${orderId}`, applicant);
    expect(loaded.json()).toEqual([
      {
        DocID: 'DRIVERLICENCE',
        DocName: 'Australian driver licence',
        Category: 'Secondary (Category B)',
        DocLocation: uploaded.json().location,
        DOCSighted: 'N',
        type: 'identity',
        status: 'Complete',
      },
    ]);
  });

  it('adds the Support category (type support) when a previous name is declared', async () => {
    const orderId = await newOrder([['CR', 'Open']]);
    await upload(t, applicant, { orderId, docName: 'AUPASSPORT', file: png() });
    await upload(t, applicant, { orderId, docName: 'DRIVERLICENCE', file: png() });
    expect((await call('POST', '/application/set_documents', applicant, { orderId, Stage: 'Application' })).json()).toEqual({
      approve: 1,
      error_msg: '',
    });

    await t.database.db
      .insert(applicationValues)
      .values({ orderId, tabName: 'Personal Details', fieldId: 'PreviousNameFlag', value: 'Y' });
    const categories = (await call('POST', '/application/get_req_documents', applicant, { orderId })).json();
    expect(categories.map((c: { Category: string; categoryColor: string }) => [c.Category, c.categoryColor])).toEqual([
      ['Primary (Category A)', 'GREEN'],
      ['Secondary (Category B)', 'GREEN'],
      ['Support', 'ORANGE'],
    ]);
    const entries = (await call('POST', '/application/get_identity_check', applicant, { orderId })).json();
    expect(entries.filter((e: { type: string }) => e.type === 'support').map((e: { DocID: string }) => e.DocID)).toEqual([
      'NAMECHANGE',
      'MARRIAGECERT',
      'DEEDPOLL',
    ]);
    expect((await call('POST', '/application/set_documents', applicant, { orderId, Stage: 'Application' })).json()).toEqual({
      approve: 0,
      error_msg: 'Please upload the pending documents list.',
    });

    await upload(t, applicant, { orderId, docName: 'Deed Poll', file: png() });
    expect((await call('POST', '/application/set_documents', applicant, { orderId, Stage: 'Application' })).json().approve).toBe(1);
    const loaded = (await call('GET', `/application/get_loaded_documents/${orderId}`, applicant)).json();
    expect(loaded.find((d: { DocID: string }) => d.DocID === 'DEEDPOLL')).toMatchObject({ type: 'support', Category: 'Support' });
  });
});

describe('the selfie and set_documents', () => {
  it('refuses pending documents, then a missing selfie for the applicant but not for a client user', async () => {
    const orderId = await newOrder([['PC', 'Open'], ['RC', 'Open']]);
    const setDocuments = (token: string) =>
      call('POST', '/application/set_documents', token, { orderId, Stage: 'Application' }).then((r) => r.json());

    expect(await setDocuments(applicant)).toEqual({ approve: 0, error_msg: 'Please upload the pending documents list.' });
    expect(await setDocuments(client)).toEqual({ approve: 0, error_msg: 'Please upload the pending documents list.' });
    expect((await call('GET', `/application/bring_selfie_request/${orderId}`, applicant)).json()).toEqual({ result: 'Y' });

    await upload(t, applicant, { orderId, docName: 'AUPASSPORT', file: png() });
    await upload(t, applicant, { orderId, docName: 'PROOFOFAGE', file: png() });
    expect(await setDocuments(applicant)).toEqual({ approve: 0, error_msg: 'Please upload the pending documents list.' });
    await upload(t, applicant, { orderId, docName: 'MEDICARE', file: png() });

    expect(await setDocuments(applicant)).toEqual({ approve: 0, error_msg: 'Please upload a photo of yourself.' });
    expect(await setDocuments(client)).toEqual({ approve: 1, error_msg: '' });
    await expect(documentsComplete(t.database.db, { id: orderId })).resolves.toEqual({
      complete: false,
      message: 'Please upload a photo of yourself.',
    });
    await expect(documentsComplete(t.database.db, { id: orderId }, { selfieExempt: true })).resolves.toEqual({
      complete: true,
      message: '',
    });

    expect((await upload(t, applicant, { orderId, docName: 'SELFIE', file: { bytes: jpegFile(), name: 'selfie.jpg', type: 'image/jpeg' } })).statusCode).toBe(200);
    expect((await call('GET', `/application/bring_selfie_request/${orderId}`, applicant)).json()).toEqual({ result: 'N' });
    expect(await setDocuments(applicant)).toEqual({ approve: 1, error_msg: '' });
    await expect(documentsComplete(t.database.db, { id: orderId })).resolves.toEqual({ complete: true, message: '' });
  });

  it('needs no selfie for a credit check and no documents at all for a references check', async () => {
    const credit = await newOrder([['CR', 'Open']]);
    expect((await call('GET', `/application/bring_selfie_request/${credit}`, applicant)).json()).toEqual({ result: 'N' });
    const references = await newOrder([['RC', 'Open']]);
    expect((await call('GET', `/application/bring_selfie_request/${references}`, applicant)).json()).toEqual({ result: 'N' });
    expect((await call('POST', '/application/get_req_documents', applicant, { orderId: references })).json()).toEqual([]);
    expect((await call('POST', '/application/get_identity_check', applicant, { orderId: references })).json()).toEqual([]);
    expect(
      (await call('POST', '/application/set_documents', applicant, { orderId: references, Stage: 'Application' })).json(),
    ).toEqual({ approve: 1, error_msg: '' });
  });
});

describe('who may call', () => {
  it("answers 404 for another applicant's order on every call", async () => {
    const foreignOwner = (await t.database.db.select().from(users)).find((u) => u.id !== applicantId && u.clientId === null)!;
    const [foreign] = await t.database.db
      .insert(orders)
      .values({ applicantUserId: foreignOwner.id, clientId: harbourClientId })
      .returning({ id: orders.id });
    const id = foreign.id;
    const calls = [
      call('GET', `/application/get_min_identity_required/${id}`, applicant),
      call('GET', `/application/get_loaded_documents/${id}`, applicant),
      call('POST', '/application/get_identity_check', applicant, { orderId: id }),
      call('GET', `/application/bring_selfie_request/${id}`, applicant),
      call('POST', '/application/get_req_documents', applicant, { orderId: id }),
      call('POST', '/application/set_documents', applicant, { orderId: id, Stage: 'Application' }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404);
    // The client user of the same company reaches it.
    expect((await call('POST', '/application/get_req_documents', client, { orderId: id })).statusCode).toBe(200);
  });

  it('lets a Restricted view user read the requirements but not confirm the documents', async () => {
    const orderId = await newOrder([['PC', 'Open']]);
    expect((await call('POST', '/application/get_req_documents', viewer, { orderId })).statusCode).toBe(200);
    expect((await call('POST', '/application/set_documents', viewer, { orderId, Stage: 'Application' })).statusCode).toBe(403);
  });

  it('refuses malformed bodies and unsigned calls', async () => {
    const orderId = await newOrder([['PC', 'Open']]);
    const wrongStage = await call('POST', '/application/set_documents', applicant, { orderId, Stage: 'Edit' });
    expect(wrongStage.statusCode).toBe(400);
    const noOrder = await call('POST', '/application/get_identity_check', applicant, {});
    expect(noOrder.statusCode).toBe(400);
    expect(noOrder.json().errorMessage).toBe('Order ID is required.');
    expect((await call('GET', '/application/get_loaded_documents/abc', applicant)).statusCode).toBe(400);
    const unsigned = await t.app.inject({ method: 'GET', url: `/api/application/bring_selfie_request/${orderId}` });
    expect(unsigned.statusCode).toBe(401);
  });
});
