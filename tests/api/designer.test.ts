// The form designer's calls (issue 15): drafts, the publish check, versions and restore, per-order versions of the
// application, questionnaire templates reaching the wizard's preview, and who may call them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditEvents, clients, orders, orderServices, referenceTemplates, users } from '../../server/db/schema';
import { FORM_CHECK_MESSAGES, type FormField } from '../../src/engine/form-check';
import { createTestApp, bearer, type TestApp } from './harness';
import { PERSONAL, saveTab, tabFields, withValues, type SignedIn } from './application-helpers';
import personalSeed from '../../schemas/definitions/personal.json';

let t: TestApp;
let operator: SignedIn;
let client: SignedIn;
let applicant: SignedIn;
let applicantId: number;
let harbourClientId: number;

const PERSONAL_TAB = 'Personal Details';
const base = (formKey: string) => `/api/backoffice/definitions/${encodeURIComponent(formKey)}`;

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, who?: SignedIn, payload?: unknown) =>
  t.app.inject({ method, url, headers: who ? bearer(who.token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

async function readForm(formKey: string) {
  const response = await call('GET', base(formKey), operator);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    PublishedVersion: number;
    fields: FormField[];
    draft: FormField[] | null;
    draftSavedAt: string | null;
    catalogue: Record<string, { LookUpValue: string; MappingValue?: string | null }[]>;
  };
}

const saveDraft = (formKey: string, fields: FormField[]) => call('PUT', `${base(formKey)}/draft`, operator, { fields });
const publish = (formKey: string) => call('POST', `${base(formKey)}/publish`, operator);

/** A new order of a police check for the demo applicant at Harbour Health: its application has not begun. */
async function newOrder(): Promise<number> {
  const [order] = await t.database.db
    .insert(orders)
    .values({ applicantUserId: applicantId, clientId: harbourClientId })
    .returning({ id: orders.id });
  await t.database.db.insert(orderServices).values({ orderId: order.id, serviceId: 'PC', checkStatus: 'Open', price: '10.00' });
  return order.id;
}

const MAIDEN_NAME: FormField = {
  FieldID: 'MothersMaidenName',
  FieldName: "Mother's maiden name",
  FieldType: 'text',
  IsCompulsory: 'Yes',
  PortalSection: 'Your Name',
  FormSection: 'Personal Details',
};

beforeAll(async () => {
  t = await createTestApp();
  [operator, client, applicant] = await Promise.all([
    t.signIn('operator', 'Operator#2026'),
    t.signIn('client', 'Client#2026'),
    t.signIn('applicant', 'Applicant#2026'),
  ]);
  [{ id: applicantId }] = await t.database.db.select().from(users).where(eq(users.username, 'applicant'));
  const [clientUser] = await t.database.db.select().from(users).where(eq(users.username, 'client'));
  harbourClientId = clientUser.clientId!;
});
afterAll(() => t.close());

describe('the forms', () => {
  it('lists every application tab and every questionnaire template at version 1 (the seed), without drafts', async () => {
    const response = await call('GET', '/api/backoffice/definitions', operator);
    expect(response.statusCode).toBe(200);
    const forms = response.json() as { FormKey: string; Kind: string; PublishedVersion: number; HasDraft: boolean }[];
    expect(forms).toContainEqual({ FormKey: PERSONAL_TAB, Title: PERSONAL_TAB, Kind: 'application-tab', PublishedVersion: 1, HasDraft: false });
    const templates = await t.database.db.select().from(referenceTemplates);
    expect(forms.filter((f) => f.Kind === 'reference-template').map((f) => f.FormKey)).toEqual(templates.map((r) => `template-${r.id}`));
    expect(forms.every((f) => f.PublishedVersion === 1 && !f.HasDraft)).toBe(true);
  });

  it("reads a tab's fields in the seed file's format, and says clearly when a FormKey names nothing", async () => {
    const form = await readForm(PERSONAL_TAB);
    expect(form).toMatchObject({ PublishedVersion: 1, draft: null, draftSavedAt: null });
    expect(form.fields).toEqual(personalSeed.fields);
    // The shared lists its combos name, for the preview and the live check.
    expect(form.catalogue.AUStates).toContainEqual({ LookUpValue: 'New South Wales', MappingValue: 'NSW' });
    expect(form.catalogue.Countries.length).toBeGreaterThan(100);
    const unknown = await call('GET', base('No Such Tab'), operator);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorMessage).toBe(
      "There is no form 'No Such Tab': a form is an application step (e.g. 'Personal Details') or a reference questionnaire's template.",
    );
    expect((await call('GET', base('template-99999'), operator)).statusCode).toBe(404);
  });

  it('saves a draft of work in progress, refuses a malformed FieldID naming it, and discards a draft', async () => {
    const form = await readForm('Address Details');
    // A duplicate FieldID and a ParentField not yet added are work in progress: saved.
    const wip = [...form.fields, { ...MAIDEN_NAME, FieldID: 'Later', ParentField: 'NotYetAdded' }, { ...MAIDEN_NAME, FieldID: 'Later' }];
    const saved = await saveDraft('Address Details', wip);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().fields).toEqual(wip);
    expect((await readForm('Address Details')).draft).toEqual(wip);

    const malformed = await saveDraft('Address Details', [...form.fields, { ...MAIDEN_NAME, FieldID: 'Mother name' }]);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      statusCode: 400,
      error: 'Request Error',
      errorMessage: 'The draft was not saved: fix the problems listed.',
      problems: [{ FieldID: 'Mother name', Message: FORM_CHECK_MESSAGES.unsafeId('Mother name') }],
    });
    expect((await readForm('Address Details')).draft).toEqual(wip);
    // A body the contract refuses is an ordinary 400 (no problems list), not a failure of the server.
    const unreadable = await saveDraft('Address Details', [{ FieldName: 'No id' } as FormField]);
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json()).toEqual({ statusCode: 400, error: 'Request Error', errorMessage: 'Field ID (fields, entry 1) is required.' });

    expect((await call('DELETE', `${base('Address Details')}/draft`, operator)).statusCode).toBe(204);
    expect((await readForm('Address Details')).draft).toBeNull();
    expect((await publish('Address Details')).json().problems).toEqual([{ FieldID: '', Message: 'This form has no draft to publish: save a draft first.' }]);
  });
});

describe('import: the seed files are the export format', () => {
  it("saves every seed file's fields as its tab's draft, unchanged", async () => {
    const dir = path.resolve(__dirname, '../../schemas/definitions');
    const files = ['personal.json', 'address.json', 'additional.json', 'consent.json', 'references.json'];
    for (const name of files) {
      const { tabName, fields } = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { tabName: string; fields: FormField[] };
      const saved = await saveDraft(tabName, fields);
      expect(saved.statusCode, `${name}: ${saved.body}`).toBe(200);
      expect((await readForm(tabName)).draft, name).toEqual(fields);
      expect((await call('DELETE', `${base(tabName)}/draft`, operator)).statusCode).toBe(204);
    }
  });
});

describe('publishing a compulsory field to Personal Details', () => {
  let startedBefore: number;
  let fresh: number;

  beforeAll(async () => {
    // An order whose application began before the publish: its first step was read.
    startedBefore = await newOrder();
    await tabFields(t, applicant, startedBefore, PERSONAL_TAB);
    const form = await readForm(PERSONAL_TAB);
    expect((await saveDraft(PERSONAL_TAB, [...form.fields, MAIDEN_NAME])).statusCode).toBe(200);
    const published = await publish(PERSONAL_TAB);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toEqual({ PublishedVersion: 2 });
    fresh = await newOrder();
  });

  it('becomes the newest version: the draft is gone and the change is recorded with who and when', async () => {
    const form = await readForm(PERSONAL_TAB);
    expect(form).toMatchObject({ PublishedVersion: 2, draft: null });
    expect(form.fields.at(-1)).toEqual(MAIDEN_NAME);
    const versions = (await call('GET', `${base(PERSONAL_TAB)}/versions`, operator)).json();
    expect(versions).toEqual([
      { Version: 2, PublishedBy: expect.stringContaining('(operator)'), PublishedAt: expect.any(String), Changes: [{ FieldID: 'MothersMaidenName', Change: 'added' }] },
      { Version: 1, PublishedBy: 'Initial definitions', PublishedAt: expect.any(String), Changes: [] },
    ]);
    const [audit] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'form.publish'));
    expect(audit).toMatchObject({ userId: operator.userId, subject: 'Personal Details version 2 (1 change)' });
  });

  it("a new order's step holds the field, and saving the step without it is refused with the compulsory message", async () => {
    const defs = await tabFields(t, applicant, fresh, PERSONAL_TAB);
    expect(defs.at(-1)).toMatchObject({ FieldID: 'MothersMaidenName', IsCompulsory: 'Yes', TableValue: null });
    const refused = await saveTab(t, applicant, fresh, PERSONAL_TAB, withValues(defs, PERSONAL));
    expect(refused.json()).toEqual({
      approve: 0,
      error_msg: "Please complete the empty fields. Mother's maiden name: This field is mandatory.",
      Fields: { MothersMaidenName: 'This field is mandatory.' },
    });
    const answered = await saveTab(t, applicant, fresh, PERSONAL_TAB, withValues(defs, { ...PERSONAL, MothersMaidenName: 'Tran' }));
    expect(answered.json()).toEqual({ approve: 1, error_msg: '' });
  });

  it('an order whose application began before keeps its version: no new field, and it validates without it', async () => {
    const defs = await tabFields(t, applicant, startedBefore, PERSONAL_TAB);
    expect(defs.map((d) => d.FieldID)).not.toContain('MothersMaidenName');
    const saved = await saveTab(t, applicant, startedBefore, PERSONAL_TAB, withValues(defs, PERSONAL));
    expect(saved.json()).toEqual({ approve: 1, error_msg: '' });
  });

  it('an order is pinned the first time its application is opened (get_application_state), before any step is read', async () => {
    const opened = await newOrder();
    expect((await call('GET', `/api/application/get_application_state/${opened}`, applicant)).statusCode).toBe(200);
    const form = await readForm(PERSONAL_TAB);
    expect((await saveDraft(PERSONAL_TAB, form.fields.filter((f) => f.FieldID !== 'MothersMaidenName'))).statusCode).toBe(200);
    expect((await publish(PERSONAL_TAB)).json()).toEqual({ PublishedVersion: 3 });
    // Opened at version 2: the field stays in its step though version 3 removed it.
    expect((await tabFields(t, applicant, opened, PERSONAL_TAB)).map((d) => d.FieldID)).toContain('MothersMaidenName');
    expect((await tabFields(t, applicant, await newOrder(), PERSONAL_TAB)).map((d) => d.FieldID)).not.toContain('MothersMaidenName');
  });
});

describe('pinning', () => {
  it('first reads at the same time agree: one pinned version per step, no error', async () => {
    const orderId = await newOrder();
    const answers = await Promise.all([
      call('GET', `/api/application/get_application_state/${orderId}`, applicant),
      ...[1, 2, 3].map(() => call('POST', '/api/application/get_tab_req', applicant, { order_id: orderId, tab_name: PERSONAL_TAB, portalVersion: 'individual' })),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const pinned = await t.database.db.query.orderFormVersions.findMany({ where: (row, { eq: equals }) => equals(row.orderId, orderId) });
    const steps = (await call('GET', `/api/application/get_tabs/${orderId}`, applicant)).json() as { TabName: string }[];
    const fieldSteps = steps.map((s) => s.TabName).filter((name) => !['Identity documents', 'Self image capture'].includes(name));
    expect(pinned.map((p) => p.formKey).sort()).toEqual(fieldSteps.sort());
    const newest = (await readForm(PERSONAL_TAB)).PublishedVersion;
    expect(pinned.find((p) => p.formKey === PERSONAL_TAB)?.version).toBe(newest);
  });
});

describe('the publish check', () => {
  it('refuses a ParentField loop with the problem naming the field, and changes nothing', async () => {
    const before = await readForm('Consent');
    const loop: FormField[] = [
      ...before.fields,
      { FieldID: 'LoopA', FieldName: 'A', FieldType: 'radio/check', IsCompulsory: 'No', ParentField: 'LoopB' },
      { FieldID: 'LoopB', FieldName: 'B', FieldType: 'radio/check', IsCompulsory: 'No', ParentField: 'LoopA' },
    ];
    expect((await saveDraft('Consent', loop)).statusCode).toBe(200);
    const refused = await publish('Consent');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errorMessage: 'The draft was not published: fix the problems listed.' });
    expect(refused.json().problems).toEqual([
      { FieldID: 'LoopA', Message: 'ParentField loop: LoopA -> LoopB -> LoopA.' },
      { FieldID: 'LoopB', Message: 'ParentField loop: LoopB -> LoopA -> LoopB.' },
    ]);
    const after = await readForm('Consent');
    expect(after).toMatchObject({ PublishedVersion: 1, fields: before.fields, draft: loop });
    expect((await call('GET', `${base('Consent')}/versions`, operator)).json()).toHaveLength(1);
  });
});

describe('versions and restore', () => {
  it('restores a published version as the draft; publishing it makes a new version', async () => {
    const restored = await call('POST', `${base(PERSONAL_TAB)}/versions/1/restore`, operator);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().fields).toEqual(personalSeed.fields);
    expect((await readForm(PERSONAL_TAB)).draft).toEqual(personalSeed.fields);
    const next = (await publish(PERSONAL_TAB)).json().PublishedVersion as number;
    expect(next).toBeGreaterThan(1);
    expect((await readForm(PERSONAL_TAB)).fields).toEqual(personalSeed.fields);
    const missing = await call('POST', `${base(PERSONAL_TAB)}/versions/999/restore`, operator);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorMessage).toBe("'Personal Details' has no published version 999.");
  });
});

describe("a field's own list and the value that reveals another", () => {
  const eyes = (elements: string[]): FormField => ({
    FieldID: 'EyeColour', FieldName: 'Eye colour', FieldType: 'combo', IsCompulsory: 'No', PortalSection: 'Your Name',
    ComboElements: elements.map((LookUpValue) => ({ LookUpValue })),
  });
  const other: FormField = {
    FieldID: 'EyeColourOther', FieldName: 'Which colour?', FieldType: 'text', IsCompulsory: 'No', PortalSection: 'Your Name',
    ParentField: 'EyeColour', ParentValue: 'Other', MaxLength: 20,
  };
  const publishPersonal = async (fields: FormField[]) => {
    expect((await saveDraft(PERSONAL_TAB, fields)).statusCode).toBe(200);
    expect((await publish(PERSONAL_TAB)).statusCode).toBe(200);
  };

  it('keeps the ComboElements with the version, and the server applies ParentValue and MaxLength', async () => {
    const seed = (await readForm(PERSONAL_TAB)).fields;
    await publishPersonal([...seed, eyes(['Blue', 'Other']), other]);
    const earlier = await newOrder();
    const defs = await tabFields(t, applicant, earlier, PERSONAL_TAB);
    expect(defs.find((d) => d.FieldID === 'EyeColour')?.ComboElements).toEqual([{ LookUpValue: 'Blue' }, { LookUpValue: 'Other' }]);
    expect(defs.find((d) => d.FieldID === 'EyeColourOther')).toMatchObject({ ParentField: 'EyeColour', ParentValue: 'Other', MaxLength: 20 });
    // Revealed by 'Other' (not 'Y'): required, and held to its limit.
    const revealed = withValues(defs, { ...PERSONAL, EyeColour: 'Other' });
    expect((await saveTab(t, applicant, earlier, PERSONAL_TAB, revealed)).json()).toEqual({
      approve: 0,
      error_msg: 'Please complete the empty fields. Which colour?: This field is mandatory.',
      Fields: { EyeColourOther: 'This field is mandatory.' },
    });
    const tooLong = withValues(defs, { ...PERSONAL, EyeColour: 'Other', EyeColourOther: 'Grey with flecks of amber' });
    expect((await saveTab(t, applicant, earlier, PERSONAL_TAB, tooLong)).json()).toEqual({
      approve: 0,
      error_msg: 'Which colour?: At most 20 characters.',
      Fields: { EyeColourOther: 'At most 20 characters.' },
    });
    const blue = withValues(defs, { ...PERSONAL, EyeColour: 'Blue' });
    expect((await saveTab(t, applicant, earlier, PERSONAL_TAB, blue)).json()).toEqual({ approve: 1, error_msg: '' });

    // A new list: new orders offer it, the order begun before keeps the list of its version.
    await publishPersonal([...seed, eyes(['Green', 'Other']), other]);
    const later = await newOrder();
    expect((await tabFields(t, applicant, later, PERSONAL_TAB)).find((d) => d.FieldID === 'EyeColour')?.ComboElements).toEqual([
      { LookUpValue: 'Green' },
      { LookUpValue: 'Other' },
    ]);
    expect((await tabFields(t, applicant, earlier, PERSONAL_TAB)).find((d) => d.FieldID === 'EyeColour')?.ComboElements).toEqual([
      { LookUpValue: 'Blue' },
      { LookUpValue: 'Other' },
    ]);
    await publishPersonal(seed);
  });
});

describe('a list that fills another field and relabels the step', () => {
  it('carries FillsField and RelabelsFields to get_tab_req (CheckType has them from the seed), and refuses a FillsField naming no field', async () => {
    const order = await newOrder();
    expect((await tabFields(t, applicant, order, 'Additional Details')).find((d) => d.FieldID === 'CheckType')).toMatchObject({
      FillsField: 'NewJobPosition',
      RelabelsFields: 'Y',
    });

    const seed = (await readForm(PERSONAL_TAB)).fields;
    const kind: FormField = {
      FieldID: 'VisaKind', FieldName: 'Visa', FieldType: 'combo', IsCompulsory: 'No', PortalSection: 'Your Name',
      ComboElements: [{ LookUpValue: 'Student', MappingValue: 'STU' }], FillsField: 'VisaNote', RelabelsFields: 'Y',
    };
    const note: FormField = { FieldID: 'VisaNote', FieldName: 'Visa note', FieldType: 'text', IsCompulsory: 'No', PortalSection: 'Your Name' };
    expect((await saveDraft(PERSONAL_TAB, [...seed, { ...kind, FillsField: 'VisaNot' }, note])).statusCode).toBe(200);
    const refused = await publish(PERSONAL_TAB);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().problems).toEqual([{ FieldID: 'VisaKind', Message: FORM_CHECK_MESSAGES.fillsMissing('VisaNot') }]);

    expect((await saveDraft(PERSONAL_TAB, [...seed, kind, note])).statusCode).toBe(200);
    expect((await publish(PERSONAL_TAB)).statusCode).toBe(200);
    expect((await readForm(PERSONAL_TAB)).fields.at(-2)).toEqual(kind);
    const defs = await tabFields(t, applicant, await newOrder(), PERSONAL_TAB);
    expect(defs.find((d) => d.FieldID === 'VisaKind')).toMatchObject({ FillsField: 'VisaNote', RelabelsFields: 'Y' });
    expect((await saveDraft(PERSONAL_TAB, seed)).statusCode).toBe(200);
    expect((await publish(PERSONAL_TAB)).statusCode).toBe(200);
  });
});

describe('questionnaire templates', () => {
  it("a template's new question shows in the client's Referee Form Preview (reference_repertoire_questions)", async () => {
    const [harbour] = await t.database.db.select().from(clients).where(eq(clients.id, harbourClientId));
    const types = await call('POST', '/api/utilities/reference_repertoire_types_v2', client, { ClientID: harbour.id, CheckPurpose: 'Employment' });
    const templateType = (types.json() as { TemplateType: string }[])[0].TemplateType;
    const [template] = await t.database.db
      .select()
      .from(referenceTemplates)
      .where(and(eq(referenceTemplates.templateType, templateType)));
    const formKey = `template-${template.id}`;
    const form = await readForm(formKey);
    const question: FormField = { FieldID: 'Teamwork', FieldName: 'How well did the applicant work in a team?', FieldType: 'rank', IsCompulsory: 'Yes', FormSection: 'Teamwork' };
    expect((await saveDraft(formKey, [...form.fields, question])).statusCode).toBe(200);
    expect((await publish(formKey)).json()).toEqual({ PublishedVersion: 2 });
    const preview = await call('POST', '/api/utilities/reference_repertoire_questions', client, { ClientID: harbour.id, TemplateType: templateType });
    expect(preview.statusCode).toBe(200);
    expect((preview.json() as { QuestionDesc: string }[]).at(-1)).toMatchObject({
      QuestionSection: 'Teamwork',
      QuestionType: 'rank',
      QuestionDesc: 'How well did the applicant work in a team?',
      Sort: form.fields.length + 1,
    });
  });

  it('refuses a question type a questionnaire cannot draw', async () => {
    const formKey = (await call('GET', '/api/backoffice/definitions', operator)).json().find((f: { Kind: string }) => f.Kind === 'reference-template').FormKey;
    const form = await readForm(formKey);
    await saveDraft(formKey, [...form.fields, { FieldID: 'When', FieldName: 'Start date', FieldType: 'text/date', IsCompulsory: 'Yes' }]);
    expect((await publish(formKey)).json().problems).toEqual([
      { FieldID: 'When', Message: FORM_CHECK_MESSAGES.unknownType('text/date', ['text', 'yes/no', 'rank']) },
    ]);
  });
});

describe('access', () => {
  const calls: ['GET' | 'PUT' | 'POST' | 'DELETE', string, unknown?][] = [
    ['GET', '/api/backoffice/definitions'],
    ['GET', base(PERSONAL_TAB)],
    ['PUT', `${base(PERSONAL_TAB)}/draft`, { fields: [MAIDEN_NAME] }],
    ['DELETE', `${base(PERSONAL_TAB)}/draft`],
    ['POST', `${base(PERSONAL_TAB)}/publish`],
    ['GET', `${base(PERSONAL_TAB)}/versions`],
    ['POST', `${base(PERSONAL_TAB)}/versions/1/restore`],
  ];

  it('clients and applicants get 403 and callers without a session (referees) 401 on every designer call; nothing changes', async () => {
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, client, payload)).statusCode, `${method} ${url} as a client`).toBe(403);
      expect((await call(method, url, applicant, payload)).statusCode, `${method} ${url} as an applicant`).toBe(403);
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url} without a session`).toBe(401);
    }
    expect((await readForm(PERSONAL_TAB)).draft).toBeNull();
  });
});
