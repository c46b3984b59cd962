// Rejected items and the edit application (issue 11; order-and-application §2.4, §5 "Edit submit", §7 "Edit
// application"): the operator rejects items of a submitted order, the applicant sees only those items with their
// reasons, uploads a new file, sends the corrections, and the order returns to In progress with its history. Who may
// make each call, and that bad items and edits of items nobody rejected change nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { applicationValues, orderDocuments, orderHistory, orderRejections, orders, referees, users } from '../../server/db/schema';
import { CHOOSE_NEW_DOCUMENT, NOTHING_TO_EDIT, PENDING_DOCUMENTS_MESSAGE } from '../../src/engine/messages';
import { bearer, createTestApp, type TestApp } from './harness';
import { fingerprint } from './contract-world';
import { completeSteps, demoOpenOrders, get, post, provideDocuments, type SignedIn } from './application-helpers';
import { pngFile } from './documents-files';

let t: TestApp;
const who: Record<string, SignedIn> = {};
/** The demo applicant's Harbour Health order (PC + RC), completed and submitted in beforeAll. */
let orderId: number;
/** The Southern Cross order, never started. */
let openOrderId: number;

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(who, await t.signInDemo('operator', 'client', 'viewer', 'recruiter', 'applicant'));
  const open = await demoOpenOrders(t);
  orderId = open.harbour;
  openOrderId = open.southern;
  await completeSteps(t, who.applicant, orderId);
  await provideDocuments(t, who.applicant, orderId);
  const submitted = await post(t, '/api/application/submit_application', who.applicant, { orderId, portalVersion: 'individual', IPAddress: '203.0.113.9' });
  expect(submitted.json()).toEqual({ approve: 1, error_msg: '' });
  // A whole application through the real calls: more than the default minute on a busy 2-core machine.
}, 180_000);
afterAll(() => t.close());

/** Every open rejection is resolved before each test, so each starts from an order In progress. */
beforeEach(async () => {
  await t.database.db.update(orderRejections).set({ resolvedAt: new Date() }).where(isNull(orderRejections.resolvedAt));
  await t.database.db.update(orders).set({ awaitingEdit: false, status: 'In progress' }).where(eq(orders.id, orderId));
});

const reject = (items: object[], username = 'operator', orderID = orderId) =>
  post(t, '/api/backoffice/orders/reject_items', who[username], { orderID, Items: items });
const editTab = (username = 'applicant', id = orderId) => get(t, `/api/application/get_edit_application_tab/${id}`, who[username]);
const editSubmit = (TableContent: object[], username = 'applicant', id = orderId) =>
  post(t, '/api/application/edit_submit', who[username], { orderId: id, TableContent });

/** POST /api/utilities/upload_image_edit as the browser's FormData sends it. */
async function uploadEdit(fields: Record<string, string>, username = 'applicant', bytes = pngFile()) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'scan.png');
  const request = new Request('http://localhost/api/utilities/upload_image_edit', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/utilities/upload_image_edit',
    headers: { ...bearer(who[username].token), 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

async function currentDocuments() {
  return t.database.db
    .select()
    .from(orderDocuments)
    .where(and(eq(orderDocuments.orderId, orderId), isNull(orderDocuments.replacedAt)));
}

/** A document of the order the applicant uploaded on the identity step (not a signature). */
async function anIdentityDocument() {
  const docs = (await currentDocuments()).filter((d) => d.kind === 'identity');
  expect(docs.length).toBeGreaterThan(0);
  return docs[0];
}

async function orderRow() {
  return (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0];
}

async function listedFlags(username: string) {
  const list = (await get(t, `/api/orders/${who[username].userId}`, who[username])).json() as Array<{ orderID: number; orderStatus: string; editFlag: string }>;
  return list.find((o) => o.orderID === orderId)!;
}

type Section = {
  FormSection: string;
  fields: Array<{ FieldID: string; TableValue: string | null; TableID?: number | null; TableLocation?: string | null; Reason: string }>;
  documents: Array<{ DocID: string; status: string; uploadType: string; Reason: string; NewFieldID: string; NewFieldLocation: string; OriginalTableValue: string }>;
};

describe('POST /backoffice/orders/reject_items', () => {
  it('is for operators only: applicant and client users get 403 and nothing changes', async () => {
    const before = await fingerprint(t);
    for (const username of ['applicant', 'client', 'viewer', 'recruiter']) {
      const response = await reject([{ FieldID: 'DOB', Reason: 'Wrong date', Replace: 'N' }], username);
      expect(response.statusCode, username).toBe(403);
    }
    expect(await fingerprint(t)).toEqual(before);
  });

  it('refuses items that are not of the order (400) and changes nothing', async () => {
    const before = await fingerprint(t);
    const document = await anIdentityDocument();
    for (const [items, message] of [
      [[{ FieldID: 'NoSuchField', Reason: 'x', Replace: 'N' }], 'Item 1: the applicant did not answer this field on this order'],
      [[{ FieldID: 'DOB', Reason: 'ok', Replace: 'N' }, { DocID: 'FOREIGNPASSPORT', Reason: 'x', Replace: 'N' }], 'Item 2: this order holds no such document'],
      [[{ FieldID: 'DOB', DocID: document.docId, Reason: 'x', Replace: 'N' }], 'Item 1 must name either a field or a document'],
      [[{ Reason: 'x', Replace: 'N' }], 'Item 1 must name either a field or a document'],
      [[{ FieldID: 'DOB', Reason: '   ', Replace: 'N' }], 'Item 1: please write a reason'],
      [[{ FieldID: 'DOB', Reason: 'x', Replace: 'Y' }], 'only a document can be replaced'],
    ] as const) {
      const response = await reject([...items]);
      expect(response.statusCode, JSON.stringify(items)).toBe(400);
      expect(response.json().errorMessage).toContain(message);
    }
    expect((await reject([])).statusCode).toBe(400);
    expect(await fingerprint(t)).toEqual(before);
  });

  it('offers and accepts only the fields the applicant saw and answered, by label', async () => {
    type Page = { rejectable: { fields: Array<{ FieldID: string; label: string }> } };
    const page = (await get(t, `/api/backoffice/orders/${orderId}`, who.operator)).json() as Page;
    const answered = await t.database.db.select().from(applicationValues).where(eq(applicationValues.orderId, orderId));
    const withAnswer = new Set(answered.filter((v) => v.value !== '').map((v) => v.fieldId));
    expect(page.rejectable.fields.length).toBeGreaterThan(0);
    for (const field of page.rejectable.fields) {
      expect(withAnswer.has(field.FieldID), field.FieldID).toBe(true);
      expect(field.label, field.FieldID).not.toBe('');
    }
    // A field of the order's steps left empty (hidden by its parent, or optional and skipped) is neither offered nor accepted.
    const empty = answered.find((v) => v.value === '' && !withAnswer.has(v.fieldId));
    expect(empty, 'the seeded application leaves a field empty').toBeDefined();
    expect(page.rejectable.fields.map((f) => f.FieldID)).not.toContain(empty!.fieldId);
    const before = await fingerprint(t);
    const response = await reject([{ FieldID: empty!.fieldId, Reason: 'Please fill it in.', Replace: 'N' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toContain('the applicant did not answer this field on this order');
    expect(await fingerprint(t)).toEqual(before);
  });

  it('refuses an order whose application is not submitted, and a Completed one (409)', async () => {
    let response = await reject([{ FieldID: 'DOB', Reason: 'x', Replace: 'N' }], 'operator', openOrderId);
    expect(response.statusCode).toBe(409);
    expect(response.json().errorMessage).toBe('The application is not submitted yet: the applicant can still change it.');
    const [completed] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.status, 'Completed')).limit(1);
    response = await reject([{ FieldID: 'DOB', Reason: 'x', Replace: 'N' }], 'operator', completed.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().errorMessage).toBe('The order is Completed: its application can no longer be sent back.');
  });
});

describe('who may use the edit calls', () => {
  it('the applicant and a Full view client user of the order; not the viewer, another client, or the operator', async () => {
    expect((await reject([{ FieldID: 'DOB', Reason: 'Please check the year.', Replace: 'N' }])).statusCode).toBe(200);
    { const r = await editTab('applicant'); expect(r.statusCode, r.body).toBe(200); }
    expect((await editTab('client')).statusCode).toBe(200);
    // Restricted view may look at orders, not correct them.
    expect((await editTab('viewer')).statusCode).toBe(403);
    // The recruiter's agency did not place this order: it does not exist for them.
    expect((await editTab('recruiter')).statusCode).toBe(404);
    // Operators use the back office, never the applicant's calls.
    expect((await editTab('operator')).statusCode).toBe(403);

    const before = await fingerprint(t);
    const content = [{ FieldID: 'DOB', TableValue: '1990-01-01' }];
    expect((await editSubmit(content, 'viewer')).statusCode).toBe(403);
    expect((await editSubmit(content, 'recruiter')).statusCode).toBe(404);
    expect((await editSubmit(content, 'operator')).statusCode).toBe(403);
    expect((await uploadEdit({ orderId: String(orderId), docName: 'AUPASSPORT' }, 'recruiter')).statusCode).toBe(404);
    expect((await uploadEdit({ orderId: String(orderId), docName: 'AUPASSPORT' }, 'operator')).statusCode).toBe(403);
    expect((await post(t, '/api/utilities/documents_replace_options', who.viewer, { orderID: orderId, DocID: 'AUPASSPORT' })).statusCode).toBe(403);
    expect((await get(t, `/api/application/send_edit_reference_emails/${orderId}`, who.operator)).statusCode).toBe(403);
    expect((await get(t, `/api/application/send_edit_reference_emails/${orderId}`, who.viewer)).statusCode).toBe(403);
    expect(await fingerprint(t)).toEqual(before);
  });
});

describe('reject -> edit -> In progress', () => {
  it('round trip: On hold with editFlag Y, only the rejected items, a new file, the corrections, the history', async () => {
    const document = await anIdentityDocument();
    t.mails.length = 0;
    let response = await reject([
      { FieldID: 'DOB', Reason: 'The date of birth does not match your passport.', Replace: 'N' },
      { FieldID: 'RefereeEmail', Reason: 'This email address bounced.', Replace: 'N' },
      { DocID: document.docId, Reason: 'The scan is unreadable.', Replace: 'N' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ orderStatus: 'On hold', editFlag: 'Y' });
    expect(await listedFlags('applicant')).toMatchObject({ orderStatus: 'On hold', editFlag: 'Y' });
    expect(await listedFlags('client')).toMatchObject({ orderStatus: 'On hold', editFlag: 'Y' });
    expect(await listedFlags('viewer')).toMatchObject({ orderStatus: 'On hold', editFlag: 'N' });
    // The operator's order page: what waits, and what may be rejected.
    type Page = {
      order: { editFlag: string };
      rejections: Array<{ Kind: string; ID: string; Reason: string; Replace: string; NewFile: string }>;
      rejectable: { fields: Array<{ FieldID: string; label: string }>; documents: Array<{ DocID: string; DocName: string }> };
    };
    let operatorPage = (await get(t, `/api/backoffice/orders/${orderId}`, who.operator)).json() as Page;
    expect(operatorPage.order.editFlag).toBe('Y');
    expect(operatorPage.rejections.map((r) => [r.Kind, r.ID, r.Replace, r.NewFile])).toEqual([
      ['field', 'DOB', 'N', 'N'],
      ['field', 'RefereeEmail', 'N', 'N'],
      ['document', document.docId, 'N', 'N'],
    ]);
    expect(operatorPage.rejectable.fields).toContainEqual(expect.objectContaining({ FieldID: 'DOB', label: 'Date of birth' }));
    expect(operatorPage.rejectable.documents).toContainEqual({ DocID: document.docId, DocName: document.docName });

    // The applicant is mailed the link to the edit screen (through the job queue).
    await t.settle();
    const mail = t.mails.find((m) => m.subject.includes('please correct your application') && m.text.includes('The scan is unreadable.'));
    expect(mail?.to).toBe('olivia.nguyen@example.com.au');
    expect(mail?.text).toContain(`/admin/edit-application/${orderId}`);
    // Each item by the name people read (the field's label, the document's name), never its FieldID or DocID.
    expect(mail?.text).toContain('- Date of birth: The date of birth does not match your passport.');
    expect(mail?.text).toContain(`- ${document.docName}: The scan is unreadable.`);
    expect(mail?.text).not.toMatch(/\b(Field|Document) [A-Z]|\bDOB\b/);
    expect(mail?.text).not.toContain(`${document.docId}:`);
    // The client user who ordered hears of it too (issue 30): which items went back, by name, and that the order waits.
    const orderer = (await t.database.db.select({ email: users.email }).from(users).innerJoin(orders, eq(orders.orderedByUserId, users.id)).where(eq(orders.id, orderId)))[0];
    // (The test above sent items back too, and its mail may be sent in this settle, before or after this one's: the
    // queue's workers finish in any order. This one's names the document.)
    const sentBack = t.mails.filter((m) => m.to === orderer.email && m.text.includes(`- ${document.docName}\n`));
    expect(sentBack.map((m) => m.subject)).toEqual([`Background check ${orderId} for Olivia Nguyen: items sent back to the applicant`]);
    expect(sentBack[0].text).toContain('- Date of birth\n');
    expect(sentBack[0].text).toContain(`- ${document.docName}\n`);
    expect(sentBack[0].text).toContain('The order is On hold until Olivia Nguyen sends the corrections.');
    expect(sentBack[0].html).toMatch(/<li[^>]*>Date of birth<\/li>/);
    // The applicant's reasons are theirs: the client's mail names the items only.
    expect(sentBack[0].text).not.toContain('does not match your passport');

    // Only the rejected items, by FormSection, each with its reason.
    const sections = (await editTab()).json() as Section[];
    expect(sections.map((s) => s.FormSection)).toEqual(['Personal Details', 'Referees', 'Identity documents']);
    expect(sections[0].fields.map((f) => [f.FieldID, f.TableValue, f.Reason])).toEqual([
      ['DOB', '1991-07-14', 'The date of birth does not match your passport.'],
    ]);
    const refereeRow = sections[1].fields[0];
    expect(refereeRow).toMatchObject({ FieldID: 'RefereeEmail', TableValue: 'margaret.chen@svhs.org.au', TableLocation: 'ops.ApplicantReferees' });
    expect(typeof refereeRow.TableID).toBe('number');
    expect(sections[2].documents).toEqual([
      expect.objectContaining({
        DocID: document.docId,
        status: 'pending',
        uploadType: 'edit',
        OriginalTableValue: document.location,
        NewFieldID: '',
        NewFieldLocation: '',
        Reason: 'The scan is unreadable.',
      }),
    ]);

    const valid = [
      { FieldID: 'DOB', TableValue: '1991-07-15' },
      { FieldID: 'RefereeEmail', TableValue: 'm.chen@svhs.org.au', TableID: refereeRow.TableID, TableLocation: 'ops.ApplicantReferees' },
      { DocID: document.docId, uploadType: 'edit' },
    ];
    // Only rejected fields may change: a field nobody rejected is a 400, and nothing is stored.
    let before = await fingerprint(t);
    response = await editSubmit([...valid, { FieldID: 'Surname', TableValue: 'Smith' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toContain('Surname was not sent back for correction');
    response = await editSubmit([{ ...valid[1], TableID: 999999 }]);
    expect(response.statusCode).toBe(400);
    response = await editSubmit([{ DocID: 'SELFIE', uploadType: 'edit' }]);
    expect(response.statusCode).toBe(400);
    // §5: every field non-empty, by the engine's rules, and each document complete.
    response = await editSubmit([{ ...valid[0], TableValue: '' }, valid[1], valid[2]]);
    expect(response.json()).toEqual({
      approve: 0,
      error_msg: 'Please complete the empty fields. Date of birth: This field is mandatory.',
      Fields: { DOB: 'This field is mandatory.' },
    });
    response = await editSubmit([valid[0], { ...valid[1], TableValue: 'not an email' }, valid[2]]);
    expect(response.json().approve).toBe(0);
    expect(response.json().error_msg).toContain('Invalid email format.');
    response = await editSubmit(valid);
    expect(response.json()).toEqual({ approve: 0, error_msg: PENDING_DOCUMENTS_MESSAGE });
    expect(await fingerprint(t)).toEqual(before);

    // A new copy of the rejected document: kept with the rejection, not yet the order's document.
    response = await uploadEdit({ orderId: String(orderId), docName: document.docId, docSighted: 'N' });
    expect(response.statusCode, response.body).toBe(200);
    const { location } = response.json() as { location: string };
    expect(response.json()).toEqual({ location, data: { location } });
    expect((await currentDocuments()).find((d) => d.docId === document.docId)?.location).toBe(document.location);
    const uploaded = ((await editTab()).json() as Section[])[2].documents[0];
    expect(uploaded).toMatchObject({ status: 'complete', NewFieldID: document.docId, NewFieldLocation: location });
    // Not a document of this edit, nor a file of the right kind.
    expect((await uploadEdit({ orderId: String(orderId), docName: 'Medicare card' })).statusCode).toBe(400);
    expect((await uploadEdit({ orderId: String(orderId), docName: document.docId }, 'applicant', Buffer.from('plain text, not an image'))).statusCode).toBe(400);

    before = await fingerprint(t);
    t.mails.length = 0;
    response = await editSubmit([...valid.slice(0, 2), { ...valid[2], NewFieldLocation: location }]);
    expect(response.json()).toEqual({ approve: 1, error_msg: '' });
    expect(await fingerprint(t)).not.toEqual(before);
    // In progress again, and each mail says why: the corrections came.
    await t.settle();
    const resumed = t.mails.filter((m) => m.subject.endsWith('is now In progress'));
    expect(resumed.map((m) => m.to).sort()).toEqual([orderer.email, 'olivia.nguyen@example.com.au'].sort());
    expect(resumed.find((m) => m.to === orderer.email)?.text).toContain('Olivia Nguyen sent the corrections we asked for');
    expect(resumed.find((m) => m.to !== orderer.email)?.text).toContain('We received your corrections');

    // Resolved: In progress, no edit, the values and the document are the new ones, the history says what changed.
    expect(await orderRow()).toMatchObject({ status: 'In progress', awaitingEdit: false });
    expect(await listedFlags('applicant')).toMatchObject({ orderStatus: 'In progress', editFlag: 'N' });
    const [dob] = await t.database.db
      .select()
      .from(applicationValues)
      .where(and(eq(applicationValues.orderId, orderId), eq(applicationValues.fieldId, 'DOB')));
    expect(dob.value).toBe('1991-07-15');
    expect((await currentDocuments()).find((d) => d.docId === document.docId)).toMatchObject({ location, stage: 'Edit' });
    const [history] = await t.database.db
      .select({ row: orderHistory, username: users.username })
      .from(orderHistory)
      .innerJoin(users, eq(users.id, orderHistory.userId))
      .where(eq(orderHistory.orderId, orderId))
      .orderBy(desc(orderHistory.id))
      .limit(1);
    expect(history.username).toBe('applicant');
    expect(history.row.action).toBe('application.edit');
    expect(history.row.before).toMatchObject({ orderStatus: 'On hold', DOB: '1991-07-14', [`RefereeEmail#${refereeRow.TableID}`]: 'margaret.chen@svhs.org.au', [`Document ${document.docId}`]: document.location });
    expect(history.row.after).toMatchObject({ orderStatus: 'In progress', editFlag: 'N', DOB: '1991-07-15', [`Document ${document.docId}`]: location, Referees: String(refereeRow.TableID) });
    // The note people read names the corrections by label and document name, not by key.
    expect(history.row.note).toMatch(/^Corrected: Date of birth, .+\.$/);
    expect(history.row.note).toContain(document.docName);
    expect(history.row.note).not.toMatch(/\bDOB\b|Document [A-Z]|#/);
    // The operator's order page shows it.
    const page = (await get(t, `/api/backoffice/orders/${orderId}`, who.operator)).json() as { history: Array<{ Action: string; User: string }> };
    expect(page.history.map((h) => [h.Action, h.User])).toEqual(expect.arrayContaining([['application.edit', 'applicant'], ['order.reject_items', 'operator']]));

    // The referee whose email changed is mailed the references form link, once however often the page asks.
    t.mails.length = 0;
    expect((await get(t, `/api/application/send_edit_reference_emails/${orderId}`, who.applicant)).json()).toEqual({ sent: 1 });
    expect((await get(t, `/api/application/send_edit_reference_emails/${orderId}`, who.applicant)).json()).toEqual({ sent: 1 });
    await t.settle();
    const refereeMails = t.mails.filter((m) => m.to === 'm.chen@svhs.org.au');
    expect(refereeMails).toHaveLength(1);
    // The link carries the referee's own random id (issue 13), not the row of the application.
    const [refereeId] = await t.database.db
      .select({ id: referees.id })
      .from(referees)
      .where(and(eq(referees.orderId, orderId), eq(referees.tableId, Number(refereeRow.TableID))));
    expect(refereeId.id).toBeGreaterThanOrEqual(2 ** 47);
    expect(refereeMails[0].text).toContain(`/referencesform/${orderId}/${refereeId.id}`);

    // Nothing left to edit.
    operatorPage = (await get(t, `/api/backoffice/orders/${orderId}`, who.operator)).json() as Page;
    expect([operatorPage.order.editFlag, operatorPage.rejections]).toEqual(['N', []]);
    expect((await editTab()).json()).toEqual([]);
    expect((await editSubmit(valid)).json()).toEqual({ approve: 0, error_msg: NOTHING_TO_EDIT });
  });

  it('a document to replace: its options, "Choose a new document" without one, then the replacement', async () => {
    const document = await anIdentityDocument();
    expect((await reject([{ DocID: document.docId, Reason: 'Please send a different document.', Replace: 'Y' }])).json()).toEqual({
      orderStatus: 'On hold',
      editFlag: 'Y',
    });
    const [section] = (await editTab('client')).json() as Section[];
    expect(section.documents[0]).toMatchObject({ DocID: document.docId, uploadType: 'replace', status: 'pending' });

    const options = (await post(t, '/api/utilities/documents_replace_options', who.applicant, { orderID: orderId, DocID: document.docId })).json() as Array<{ DocID: string; Category: string }>;
    expect(options.length).toBeGreaterThan(0);
    const held = new Set((await currentDocuments()).map((d) => d.docId));
    for (const option of options) {
      expect(option.Category).toBe(document.category);
      expect(held.has(option.DocID)).toBe(false);
    }
    expect((await post(t, '/api/utilities/documents_replace_options', who.applicant, { orderID: orderId, DocID: 'SELFIE' })).statusCode).toBe(400);

    expect((await editSubmit([{ DocID: document.docId, uploadType: 'replace', NewFieldID: '' }])).json()).toEqual({ approve: 0, error_msg: CHOOSE_NEW_DOCUMENT });
    const replacement = options[0].DocID;
    // The client user completes it on the applicant's behalf.
    const response = await uploadEdit({ orderId: String(orderId), docName: replacement, DocID: document.docId }, 'client');
    expect(response.statusCode, response.body).toBe(200);
    const { location } = response.json() as { location: string };
    // A replacement named but not the one uploaded.
    expect((await editSubmit([{ DocID: document.docId, uploadType: 'replace', NewFieldID: options.at(-1)!.DocID === replacement ? document.docId : options.at(-1)!.DocID }], 'client')).json()).toEqual({
      approve: 0,
      error_msg: CHOOSE_NEW_DOCUMENT,
    });
    expect((await editSubmit([{ DocID: document.docId, uploadType: 'replace', NewFieldID: replacement, NewFieldLocation: location }], 'client')).json()).toEqual({ approve: 1, error_msg: '' });

    const current = await currentDocuments();
    expect(current.find((d) => d.docId === document.docId)).toBeUndefined();
    expect(current.find((d) => d.docId === replacement)).toMatchObject({ location, category: document.category });
    expect((await orderRow()).status).toBe('In progress');
  });

  it('keeps the order On hold after the edit while an operator still holds it', async () => {
    await post(t, '/api/backoffice/orders/hold', who.operator, { orderID: orderId, Hold: 'Y', Reason: 'Waiting for the police.' });
    try {
      await reject([{ FieldID: 'DOB', Reason: 'Check the year.', Replace: 'N' }]);
      expect((await editSubmit([{ FieldID: 'DOB', TableValue: '1991-07-14' }])).json()).toEqual({ approve: 1, error_msg: '' });
      expect(await orderRow()).toMatchObject({ status: 'On hold', awaitingEdit: false });
    } finally {
      await post(t, '/api/backoffice/orders/hold', who.operator, { orderID: orderId, Hold: 'N', Reason: '' });
    }
  });
});
