// The form designer's work (issue 15): which forms exist, their drafts, publishing (the check, the new version with its
// change record, the live tables rewritten, the draft removed and the audit record, all in one transaction), the
// history and restoring a version as the draft. Storage shapes are in form-store.ts.
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import {
  auditEvents,
  clients,
  fieldDefinitions,
  formDrafts,
  formVersions,
  referenceTemplateQuestions,
  referenceTemplates,
  serviceTabs,
  users,
} from '../db/schema';
import type { FormKind } from '../../src/engine/field-types';
import { checkForm, draftProblems, type FormField, type FormProblem } from '../../src/engine/form-check';
import { diffFields } from '../../src/engine/form-diff';
import { notFound } from '../http';
import { loadCatalogue } from './application-fields';
import {
  currentTabFields,
  currentTemplateFields,
  definitionRowOf,
  newestVersions,
  questionRowOf,
  TEMPLATE_KEY,
  templateFormKey,
  versionFields,
} from './form-store';

/** A form the designer edits, as found by its FormKey. */
export interface DesignedForm {
  formKey: string;
  kind: FormKind;
  title: string;
  /** Set for a questionnaire template. */
  templateId: number | null;
}

export const unknownFormMessage = (formKey: string) =>
  `There is no form '${formKey}': a form is an application step (e.g. 'Personal Details') or a reference questionnaire's template.`;
export const NO_DRAFT = 'This form has no draft to publish: save a draft first.';
export const PUBLISH_REFUSED = 'The draft was not published: fix the problems listed.';
export const DRAFT_REFUSED = 'The draft was not saved: fix the problems listed.';
export const unknownVersionMessage = (formKey: string, version: number) => `'${formKey}' has no published version ${version}.`;
/** What the versions list names as the publisher of the version the seed (or the migration) wrote. */
export const INITIAL_PUBLISHER = 'Initial definitions';

/** The questionnaire's title: its type, its purpose, and the client whose own template it is. */
function templateTitle(row: { templateType: string; checkPurpose: string; companyName: string | null }): string {
  return `${row.templateType} questionnaire (${row.checkPurpose}${row.companyName ? `, ${row.companyName}` : ''})`;
}

async function templateRows(db: Db | Tx, templateId?: number) {
  return db
    .select({
      id: referenceTemplates.id,
      templateType: referenceTemplates.templateType,
      checkPurpose: referenceTemplates.checkPurpose,
      companyName: clients.companyName,
    })
    .from(referenceTemplates)
    .leftJoin(clients, eq(clients.id, referenceTemplates.clientId))
    .where(templateId === undefined ? undefined : eq(referenceTemplates.id, templateId))
    .orderBy(asc(referenceTemplates.id));
}

/** The application tabs that have fields, in the order of the steps (service_tabs), then by name. */
async function tabNames(db: Db | Tx): Promise<string[]> {
  const rows = await db
    .select({ tabName: fieldDefinitions.tabName, sort: sql<number>`coalesce(min(${serviceTabs.sort}), 100000)`.mapWith(Number) })
    .from(fieldDefinitions)
    .leftJoin(serviceTabs, eq(serviceTabs.tabName, fieldDefinitions.tabName))
    .groupBy(fieldDefinitions.tabName);
  return rows.sort((a, b) => a.sort - b.sort || a.tabName.localeCompare(b.tabName)).map((r) => r.tabName);
}

/** Every form the designer edits: the application tabs, then the questionnaire templates. */
export async function listForms(db: Db | Tx): Promise<DesignedForm[]> {
  const [tabs, templates] = await Promise.all([tabNames(db), templateRows(db)]);
  return [
    ...tabs.map((tabName) => ({ formKey: tabName, kind: 'application-tab' as const, title: tabName, templateId: null })),
    ...templates.map((t) => ({ formKey: templateFormKey(t.id), kind: 'reference-template' as const, title: templateTitle(t), templateId: t.id })),
  ];
}

/** The form a FormKey names; 404 with a clear message when none. */
export async function findForm(db: Db | Tx, formKey: string): Promise<DesignedForm> {
  const template = TEMPLATE_KEY.exec(formKey);
  if (template) {
    const [row] = await templateRows(db, Number(template[1]));
    if (!row) throw notFound(unknownFormMessage(formKey));
    return { formKey, kind: 'reference-template', title: templateTitle(row), templateId: row.id };
  }
  const [defined] = await db.select({ id: fieldDefinitions.id }).from(fieldDefinitions).where(eq(fieldDefinitions.tabName, formKey)).limit(1);
  if (!defined) throw notFound(unknownFormMessage(formKey));
  return { formKey, kind: 'application-tab', title: formKey, templateId: null };
}

/** The form's newest published fields (its one source: field_definitions or the template's questions). */
export function currentFields(db: Db | Tx, form: DesignedForm): Promise<FormField[]> {
  return form.templateId === null ? currentTabFields(db, form.formKey) : currentTemplateFields(db, form.templateId);
}

export async function newestVersion(db: Db | Tx, formKey: string): Promise<number> {
  const [row] = await db
    .select({ version: sql<number | null>`max(${formVersions.version})` })
    .from(formVersions)
    .where(eq(formVersions.formKey, formKey));
  return row?.version === null || row?.version === undefined ? 0 : Number(row.version);
}

export async function draftOf(db: Db | Tx, formKey: string) {
  const [draft] = await db.select().from(formDrafts).where(eq(formDrafts.formKey, formKey));
  return draft ?? null;
}

/** The list the designer opens with. */
export async function formSummaries(db: Db | Tx) {
  const [forms, versions, drafts] = await Promise.all([
    listForms(db),
    newestVersions(db),
    db.select({ formKey: formDrafts.formKey }).from(formDrafts),
  ]);
  const withDraft = new Set(drafts.map((d) => d.formKey));
  return forms.map((f) => ({
    FormKey: f.formKey,
    Title: f.title,
    Kind: f.kind,
    PublishedVersion: versions.get(f.formKey) ?? 0,
    HasDraft: withDraft.has(f.formKey),
  }));
}

/** A refusal listing the problems; the route answers it as a 400 ProblemsReply. */
export class ProblemsError extends Error {
  constructor(
    message: string,
    readonly problems: FormProblem[],
  ) {
    super(message);
  }
}

/** Saves the draft (replacing the previous one) unless a field is malformed. */
export async function saveDraft(db: Db | Tx, form: DesignedForm, fields: FormField[], userId: number, now: Date) {
  const problems = draftProblems(fields);
  if (problems.length > 0) throw new ProblemsError(DRAFT_REFUSED, problems);
  await db
    .insert(formDrafts)
    .values({ formKey: form.formKey, fields, savedBy: userId, savedAt: now })
    .onConflictDoUpdate({ target: formDrafts.formKey, set: { fields, savedBy: userId, savedAt: now } });
  return { fields, draftSavedAt: now.toISOString() };
}

/** Replaces the live definitions of the form with the published fields. */
async function writeLive(tx: Tx, form: DesignedForm, fields: readonly FormField[]): Promise<void> {
  if (form.templateId === null) {
    await tx.delete(fieldDefinitions).where(eq(fieldDefinitions.tabName, form.formKey));
    await tx.insert(fieldDefinitions).values(fields.map((f, i) => definitionRowOf(form.formKey, f, i)));
  } else {
    const templateId = form.templateId;
    await tx.delete(referenceTemplateQuestions).where(eq(referenceTemplateQuestions.templateId, templateId));
    await tx.insert(referenceTemplateQuestions).values(fields.map((f, i) => questionRowOf(templateId, f, i)));
  }
}

/**
 * Publishes the draft as the next version: the full check first (nothing changes when it finds a problem), then in one
 * transaction the version with its change record, the live definitions, the draft removed and the audit record. The
 * draft's row is locked first, so two publishes of one form run one after the other (the second finds no draft).
 */
export async function publishDraft(db: Db, form: DesignedForm, actor: { id: number; ip: string }, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [draft] = await tx.select().from(formDrafts).where(eq(formDrafts.formKey, form.formKey)).for('update');
    if (!draft) throw new ProblemsError(NO_DRAFT, [{ FieldID: '', Message: NO_DRAFT }]);
    const problems = checkForm(form.kind, draft.fields, await loadCatalogue(tx));
    if (problems.length > 0) throw new ProblemsError(PUBLISH_REFUSED, problems);
    const before = await currentFields(tx, form);
    let newest = await newestVersion(tx, form.formKey);
    if (newest === 0 && before.length > 0) {
      // A form that predates versions (added outside the designer): what it was becomes version 1.
      await tx.insert(formVersions).values({ formKey: form.formKey, version: 1, fields: before, publishedAt: now });
      newest = 1;
    }
    const version = newest + 1;
    const changes = diffFields(before, draft.fields);
    await tx.insert(formVersions).values({ formKey: form.formKey, version, fields: draft.fields, publishedBy: actor.id, publishedAt: now, changes });
    await writeLive(tx, form, draft.fields);
    await tx.delete(formDrafts).where(eq(formDrafts.formKey, form.formKey));
    await tx.insert(auditEvents).values({
      at: now,
      userId: actor.id,
      action: 'form.publish',
      subject: `${form.formKey} version ${version} (${changes.length} change${changes.length === 1 ? '' : 's'})`.slice(0, 500),
      ip: actor.ip,
    });
    return version;
  });
}

/** Every published version, newest first, with who published it and what changed. */
export async function versionHistory(db: Db | Tx, formKey: string) {
  const rows = await db
    .select({
      version: formVersions.version,
      publishedAt: formVersions.publishedAt,
      changes: formVersions.changes,
      username: users.username,
      firstName: users.firstName,
      surname: users.surname,
    })
    .from(formVersions)
    .leftJoin(users, eq(users.id, formVersions.publishedBy))
    .where(eq(formVersions.formKey, formKey))
    .orderBy(desc(formVersions.version));
  return rows.map((r) => {
    const name = [r.firstName, r.surname].filter(Boolean).join(' ');
    return {
      Version: r.version,
      PublishedBy: r.username === null ? INITIAL_PUBLISHER : name ? `${name} (${r.username})` : r.username,
      PublishedAt: r.publishedAt.toISOString(),
      Changes: r.changes,
    };
  });
}

/** Makes a published version the draft (replacing the draft). */
export async function restoreVersion(db: Db | Tx, form: DesignedForm, version: number, userId: number, now: Date) {
  const fields = await versionFields(db, form.formKey, version);
  if (!fields) throw notFound(unknownVersionMessage(form.formKey, version));
  return saveDraft(db, form, fields, userId, now);
}

/** Removes the draft, if any. */
export async function discardDraft(db: Db | Tx, formKey: string): Promise<void> {
  await db.delete(formDrafts).where(eq(formDrafts.formKey, formKey));
}
