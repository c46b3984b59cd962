// POST /application/submit_application and POST /application/get_application_pdf: the whole application checked
// again on the server (terms, every step, consent, signature, documents, selfie), the order moving on with its IP
// recorded, and the PDF of the answers. Documents and signatures go through the real upload_image.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, orderServices } from '../../server/db/schema';
import { applicationPdfModel } from '../../server/pdf/application-document';
import { createFileStore } from '../../server/storage-config';
import { createTestApp, type TestApp } from './harness';
import {
  completeSteps,
  demoOpenOrders,
  get,
  post,
  provideDocuments,
  saveTab,
  tabFields,
  withValues,
  type SignedIn,
} from './application-helpers';
import { jpegFile, upload } from './documents-files';

let t: TestApp;
let applicant: SignedIn;
let viewer: SignedIn;
let recruiter: SignedIn;
let harbour: number;
let southern: number;

beforeAll(async () => {
  t = await createTestApp();
  [applicant, viewer, recruiter] = await Promise.all([
    t.signIn('applicant', 'Applicant#2026'),
    t.signIn('viewer', 'Viewer#2026'),
    t.signIn('recruiter', 'Recruiter#2026'),
  ]);
  ({ harbour, southern } = await demoOpenOrders(t));
});
afterAll(() => t.close());

const submit = (who: SignedIn, orderId: number, IPAddress = '203.0.113.7') =>
  post(t, '/api/application/submit_application', who, { orderId, portalVersion: 'individual', IPAddress });
const orderRow = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('POST /application/submit_application', () => {
  it('refuses before the terms are accepted', async () => {
    expect((await submit(applicant, harbour)).json()).toEqual({
      approve: 0,
      error_msg: 'Please accept the terms and conditions and the privacy policy before submitting.',
    });
  });

  it('names the first step that is not complete', async () => {
    await post(t, '/api/application/accept_terms_conditions', applicant, { orderId: harbour });
    expect((await submit(applicant, harbour)).json()).toEqual({
      approve: 0,
      error_msg:
        'Please review the Personal Details step. Please complete the empty fields. First name: This field is mandatory. ' +
        'Surname: This field is mandatory. Date of birth: This field is mandatory. Email: This field is mandatory. ' +
        'Have you ever been known by another name?: This field is mandatory. Country of birth: This field is mandatory. ' +
        'And 1 more.',
    });
  });

  it('counts an unticked consent as empty', async () => {
    await completeSteps(t, applicant, harbour);
    const consent = withValues(await tabFields(t, applicant, harbour, 'Consent'), { ShareConsent: 'N' });
    expect((await saveTab(t, applicant, harbour, 'Consent', consent)).json()).toEqual({
      approve: 0,
      error_msg:
        'Please complete the empty fields. I authorise the results of these checks to be shared with the requesting organisation.: This field is mandatory.',
      Fields: { ShareConsent: 'This field is mandatory.' },
    });
  });

  it('refuses while documents are pending, then while the selfie is missing', async () => {
    expect((await submit(applicant, harbour)).json()).toEqual({ approve: 0, error_msg: 'Please upload the pending documents list.' });
    expect((await orderRow(harbour)).status).toBe('Open');
    await provideDocuments(t, applicant, harbour, { selfie: false });
    expect((await submit(applicant, harbour)).json()).toEqual({ approve: 0, error_msg: 'Please upload a photo of yourself.' });
    const selfie = await upload(t, applicant.token, { orderId: harbour, docName: 'SELFIE', docSighted: 'N', file: { bytes: jpegFile(), name: 'selfie.jpg', type: 'image/jpeg' } });
    expect(selfie.statusCode).toBe(200);
  });

  it('refuses a Restricted view user and an order the caller may not see', async () => {
    expect((await submit(viewer, harbour)).statusCode).toBe(403);
    expect((await submit(recruiter, harbour)).statusCode).toBe(404);
    expect((await post(t, '/api/application/submit_application', applicant, { portalVersion: 'individual' })).statusCode).toBe(400);
  });

  it('moves a complete application to In progress, recording the time and IP, and starts its checks', async () => {
    t.clock.advanceMinutes(3);
    expect((await submit(applicant, harbour)).json()).toEqual({ approve: 1, error_msg: '' });
    const order = await orderRow(harbour);
    expect(order.status).toBe('In progress');
    expect(order.submittedIp).toBe('203.0.113.7');
    expect(order.submittedAt).toEqual(t.clock.now);
    const checks = await t.database.db.select().from(orderServices).where(eq(orderServices.orderId, harbour));
    expect(checks.map((c) => [c.checkStatus, c.checkStart])).toEqual([
      ['In progress', t.clock.now],
      ['In progress', t.clock.now],
    ]);
    // The home page now offers no start.
    const list = (await get(t, `/api/orders/${applicant.userId}`, applicant)).json() as Array<Record<string, unknown>>;
    expect(list.find((o) => o.orderID === harbour)).toMatchObject({ orderStatus: 'In progress', startFlag: 'N' });
  });

  it('refuses a second submission', async () => {
    expect((await submit(applicant, harbour)).json()).toEqual({ approve: 0, error_msg: 'This application was already submitted.' });
  });

  it("lets a recruiter submit for its client's applicant without a selfie, recording the request's IP", async () => {
    await completeSteps(t, recruiter, southern);
    const categories = (await post(t, '/api/application/get_req_documents', recruiter, { orderId: southern })).json();
    expect(categories.length).toBeGreaterThan(0);
    expect((await submit(recruiter, southern, 'unknown')).json()).toEqual({ approve: 0, error_msg: 'Please upload the pending documents list.' });
    await provideDocuments(t, recruiter, southern, { selfie: false });
    expect((await submit(recruiter, southern, 'unknown')).json()).toEqual({ approve: 1, error_msg: '' });
    expect((await orderRow(southern)).submittedIp).toBe('127.0.0.1');
  });
});

describe('POST /application/get_application_pdf', () => {
  it('answers a real PDF file', async () => {
    const response = await post(t, '/api/application/get_application_pdf', applicant, { orderId: harbour });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="application-${harbour}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.rawPayload.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
  });

  it('holds the answers by step and section, with the signature as an image', async () => {
    const model = await applicationPdfModel(t.database.db, createFileStore(t.config), await orderRow(harbour), new Date());
    expect(model).toMatchObject({ applicant: 'Olivia Nguyen', clientName: 'Harbour Health Group', status: 'In progress' });
    expect(model.checks).toEqual([
      { name: 'National Police Check', delivery: 'Estimated 1 to 3 business days' },
      { name: 'Reference Check', delivery: 'Estimated 2 to 5 business days' },
    ]);
    expect(model.steps.map((s) => s.title)).toEqual(['Personal Details', 'Address Details', 'Additional Details', 'References Details', 'Consent']);
    const personal = model.steps[0].groups.find((g) => g.title === 'Your Name')!;
    expect(personal.fields).toContainEqual({ label: 'Date of birth', value: '14/07/1991' });
    // Hidden children of a parent answered N are left out.
    expect(model.steps[0].groups.find((g) => g.title === 'Previous Names')!.fields).toEqual([
      { label: 'Have you ever been known by another name?', value: 'No' },
    ]);
    expect(model.steps[0].groups.find((g) => g.title === 'Place of Birth')!.fields).toContainEqual({
      label: 'State, territory or region of birth',
      value: 'Victoria',
    });
    expect(model.steps[1].groups.map((g) => g.title)).toEqual(['Addresses 1']);
    expect(model.steps[2].groups.find((g) => g.title === 'Employment History 1')!.fields).toContainEqual({ label: 'Start date', value: '11/01/2021' });
    const signature = model.steps[4].groups.flatMap((g) => g.fields).find((f) => f.label === 'Your signature')!;
    expect(signature.image?.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(model.documents.map((d) => d.name)).toContain('Photo of yourself');
  });

  it('is refused for an order the caller may not see, and for a bad body', async () => {
    expect((await post(t, '/api/application/get_application_pdf', recruiter, { orderId: harbour })).statusCode).toBe(404);
    expect((await post(t, '/api/application/get_application_pdf', applicant, { orderId: -1 })).statusCode).toBe(400);
  });
});
