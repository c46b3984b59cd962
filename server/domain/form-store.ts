// The forms the designer edits (issue 15), as stored: application tabs (field_definitions, by TabName) and reference
// questionnaire templates (reference_template_questions, 'template-{id}'), their published versions (form_versions),
// drafts (form_drafts) and each order's pinned versions (order_form_versions).
//
// One source of truth for the newest published fields: field_definitions and reference_template_questions. Publishing
// rewrites them in the same transaction that adds the version, so every existing reader (the application, the edit
// screen, the wizard's questionnaire, the back office) keeps reading them; form_versions is the immutable history, which
// an order pinned to an older version reads.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import { fieldDefinitions, formVersions, orderFormVersions, referenceTemplateQuestions } from '../db/schema';
import type { DynamicField, DynamicFieldType, FormField, OptionCatalogue } from '../../src/engine';
import { isFieldTab, orderTabs } from './application-tabs';

/** A questionnaire template's FormKey. */
export const templateFormKey = (templateId: number) => `template-${templateId}`;
export const TEMPLATE_KEY = /^template-([0-9]{1,9})$/;

/** An object without its null, undefined, '' and [] attributes: the stored JSON of a field holds what it says only. */
function present<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)),
  ) as T;
}

type DefinitionRow = typeof fieldDefinitions.$inferSelect;
type QuestionRow = typeof referenceTemplateQuestions.$inferSelect;

/** A field_definitions row as the designer edits it (the same JSON the migration wrote for version 1). */
export function designFieldOf(row: DefinitionRow): FormField {
  return {
    FieldID: row.fieldId,
    FieldName: row.fieldName,
    FieldType: row.fieldType,
    IsCompulsory: row.isCompulsory === 'Yes' ? 'Yes' : 'No',
    ...optional(row),
  };
}

/** The optional attributes of a row, those it has only. */
function optional(row: DefinitionRow): Partial<FormField> {
  return present({
    ParentField: row.parentField,
    ParentValue: row.parentValue,
    PortalSection: row.portalSection,
    FormSection: row.formSection,
    TableLocation: row.tableLocation,
    ComboCategory: row.comboCategory,
    ComboElements: row.comboElements,
    CustomWidget: row.customWidget,
    HelpText: row.helpText,
    DateFormat: row.dateFormat as FormField['DateFormat'],
    MinLength: row.minLength,
    MaxLength: row.maxLength,
    FillsField: row.fillsField,
    RelabelsFields: row.relabelsFields === 'Y' ? 'Y' : null,
  });
}

/** A designer field as a field_definitions row of the tab, at its position. */
export function definitionRowOf(tabName: string, field: FormField, index: number): typeof fieldDefinitions.$inferInsert {
  return {
    tabName,
    fieldId: field.FieldID,
    fieldName: field.FieldName,
    fieldType: field.FieldType,
    isCompulsory: field.IsCompulsory,
    parentField: field.ParentField || null,
    parentValue: field.ParentValue || null,
    portalSection: field.PortalSection || null,
    formSection: field.FormSection || null,
    comboCategory: field.ComboCategory || null,
    comboElements: field.ComboElements && field.ComboElements.length > 0 ? field.ComboElements : null,
    tableLocation: field.TableLocation || null,
    customWidget: field.CustomWidget || null,
    helpText: field.HelpText || null,
    dateFormat: field.DateFormat || null,
    minLength: field.MinLength ?? null,
    maxLength: field.MaxLength ?? null,
    fillsField: field.FillsField || null,
    relabelsFields: field.RelabelsFields === 'Y' ? 'Y' : null,
    sort: (index + 1) * 10,
  };
}

/** A template question as a designer field: the question is its label, its section the FormSection; always answered. */
export function questionFieldOf(row: QuestionRow, index: number): FormField {
  return {
    FieldID: row.fieldId || `Q${index + 1}`,
    FieldName: row.questionDesc,
    FieldType: row.questionType,
    IsCompulsory: 'Yes',
    ...present({ FormSection: row.questionSection }),
  };
}

/** A designer field as a template question row. */
export function questionRowOf(templateId: number, field: FormField, index: number): typeof referenceTemplateQuestions.$inferInsert {
  return {
    templateId,
    fieldId: field.FieldID,
    questionDesc: field.FieldName,
    questionType: field.FieldType,
    questionSection: field.FormSection ?? '',
    sort: index + 1,
  };
}

/**
 * A stored field as the application reads it: no value, no TableID, and its choices: its own ComboElements (kept with
 * the version), else the shared list of its ComboCategory.
 */
export function toDefinition(field: FormField, catalogue: OptionCatalogue): DynamicField {
  const own = field.ComboElements && field.ComboElements.length > 0 ? field.ComboElements : null;
  return {
    ...field,
    FieldType: field.FieldType as DynamicFieldType,
    TableValue: null,
    TableID: null,
    TableLocation: field.TableLocation ?? null,
    ParentField: field.ParentField ?? null,
    PortalSection: field.PortalSection ?? null,
    FormSection: field.FormSection ?? null,
    ComboCategory: field.ComboCategory ?? null,
    ComboElements: own ?? (field.ComboCategory ? (catalogue[field.ComboCategory] ?? []) : null),
    CustomWidget: field.CustomWidget ?? null,
    HelpText: field.HelpText ?? null,
  };
}

/** The current (newest published) fields of an application tab, in order. */
export async function currentTabFields(db: Db | Tx, tabName: string): Promise<FormField[]> {
  const rows = await db
    .select()
    .from(fieldDefinitions)
    .where(eq(fieldDefinitions.tabName, tabName))
    .orderBy(asc(fieldDefinitions.sort), asc(fieldDefinitions.id));
  return rows.map(designFieldOf);
}

/** The current questions of a template, in order. */
export async function currentTemplateFields(db: Db | Tx, templateId: number): Promise<FormField[]> {
  const rows = await db
    .select()
    .from(referenceTemplateQuestions)
    .where(eq(referenceTemplateQuestions.templateId, templateId))
    .orderBy(asc(referenceTemplateQuestions.sort), asc(referenceTemplateQuestions.id));
  return rows.map(questionFieldOf);
}

/** The newest published version number of each form (0 for a form never published). */
export async function newestVersions(db: Db | Tx): Promise<Map<string, number>> {
  const rows = await db
    .select({ formKey: formVersions.formKey, version: sql<number>`max(${formVersions.version})`.mapWith(Number) })
    .from(formVersions)
    .groupBy(formVersions.formKey);
  return new Map(rows.map((r) => [r.formKey, r.version]));
}

/**
 * Version 1 of every form that has none: what the seed wrote (the migration does the same for a database that existed
 * before the designer).
 */
export async function recordInitialVersions(tx: Db | Tx): Promise<void> {
  const known = await newestVersions(tx);
  const tabs = await tx.selectDistinct({ tabName: fieldDefinitions.tabName }).from(fieldDefinitions);
  const templates = await tx.selectDistinct({ templateId: referenceTemplateQuestions.templateId }).from(referenceTemplateQuestions);
  const rows: (typeof formVersions.$inferInsert)[] = [];
  for (const { tabName } of tabs) {
    if (!known.has(tabName)) rows.push({ formKey: tabName, version: 1, fields: await currentTabFields(tx, tabName) });
  }
  for (const { templateId } of templates) {
    const formKey = templateFormKey(templateId);
    if (!known.has(formKey)) rows.push({ formKey, version: 1, fields: await currentTemplateFields(tx, templateId) });
  }
  if (rows.length > 0) await tx.insert(formVersions).values(rows).onConflictDoNothing();
}

/**
 * Pins every field tab of the order (and `alsoTab`) that has no version yet to its newest version: insert-if-absent, so
 * two requests at once agree. Called the first time the order's application is read or saved (get_application_state,
 * and any read of its definitions), so the whole application keeps the version it started with. Without `alsoTab`,
 * an order with any pinned tab is left as it is; a tab it gains later is pinned when first read (pinnedVersion).
 */
export async function pinOrderVersions(db: Db | Tx, orderId: number, alsoTab?: string): Promise<void> {
  if (alsoTab === undefined) {
    // Opening an application already pinned (every visit but the first) costs one indexed read.
    const [any] = await db
      .select({ version: orderFormVersions.version })
      .from(orderFormVersions)
      .where(eq(orderFormVersions.orderId, orderId))
      .limit(1);
    if (any) return;
  }
  const tabs = [...new Set([...(await orderTabs(db, orderId)).filter(isFieldTab), ...(alsoTab ? [alsoTab] : [])])];
  if (tabs.length === 0) return;
  await db
    .insert(orderFormVersions)
    .select(
      db
        .select({
          orderId: sql<number>`${orderId}::integer`.as('order_id'),
          formKey: formVersions.formKey,
          version: sql<number>`max(${formVersions.version})`.as('version'),
        })
        .from(formVersions)
        .where(inArray(formVersions.formKey, tabs))
        .groupBy(formVersions.formKey),
    )
    .onConflictDoNothing();
}

/** The version of the tab this order reads, pinning the order first when needed; null for a tab without versions. */
export async function pinnedVersion(db: Db | Tx, orderId: number, tabName: string): Promise<number | null> {
  const read = async () => {
    const [row] = await db
      .select({ version: orderFormVersions.version })
      .from(orderFormVersions)
      .where(and(eq(orderFormVersions.orderId, orderId), eq(orderFormVersions.formKey, tabName)));
    return row?.version ?? null;
  };
  const pinned = await read();
  if (pinned !== null) return pinned;
  await pinOrderVersions(db, orderId, tabName);
  return read();
}

/** The fields of a published version, or null when there is no such version. */
export async function versionFields(db: Db | Tx, formKey: string, version: number): Promise<FormField[] | null> {
  const [row] = await db
    .select({ fields: formVersions.fields })
    .from(formVersions)
    .where(and(eq(formVersions.formKey, formKey), eq(formVersions.version, version)));
  return row?.fields ?? null;
}
