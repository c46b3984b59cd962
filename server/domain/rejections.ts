// What is read of an order's rejected items (order-and-application §2.4): the items waiting for the applicant's
// corrections and what the operator may reject. Reading only: edit-application.ts writes rejections and corrections
// and builds on this module, and the order's record (lifecycle-view.ts) reads it without reaching the writing code.
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import { applicationValues, orderRejections } from '../db/schema';
import type { DynamicField, OptionCatalogue } from '../../src/engine';
import { loadCatalogue, loadTabDefinitions } from './application-fields';
import { isFieldTab, orderTabs } from './application-tabs';
import { loadDocumentSituation } from './documents-state';
import { DOCUMENT, REJECTABLE_DOCUMENT_KINDS } from './edit-rules';

export type Rejection = typeof orderRejections.$inferSelect;

/** Every field definition of the order's application steps, by FieldID (the first step that defines it). */
export async function orderFieldDefinitions(db: Db | Tx, orderId: number, catalogue: OptionCatalogue) {
  const tabs = (await orderTabs(db, orderId)).filter(isFieldTab);
  const byTab = await Promise.all(tabs.map(async (tab) => ({ tab, defs: await loadTabDefinitions(db, tab, catalogue, orderId) })));
  const byField = new Map<string, { tab: string; templates: DynamicField[] }>();
  for (const { tab, defs } of byTab) {
    for (const def of defs) if (!byField.has(def.FieldID)) byField.set(def.FieldID, { tab, templates: defs });
  }
  return byField;
}

/**
 * The fields the applicant saw and answered on the order: those with a stored value that is not empty (a field its
 * parent hid is saved empty, one never reached is not saved). Only these can be sent back for correction.
 */
export async function answeredFieldIds(db: Db | Tx, orderId: number): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ fieldId: applicationValues.fieldId })
    .from(applicationValues)
    .where(and(eq(applicationValues.orderId, orderId), ne(applicationValues.value, '')));
  return new Set(rows.map((r) => r.fieldId));
}

/** The order's field definitions the applicant answered, by FieldID: what reject_items accepts. */
export async function rejectableFields(db: Db | Tx, orderId: number, catalogue: OptionCatalogue) {
  const [definitions, answered] = await Promise.all([orderFieldDefinitions(db, orderId, catalogue), answeredFieldIds(db, orderId)]);
  return new Map([...definitions].filter(([fieldId]) => answered.has(fieldId)));
}

export async function openRejections(db: Db | Tx, orderId: number): Promise<Rejection[]> {
  return db
    .select()
    .from(orderRejections)
    .where(and(eq(orderRejections.orderId, orderId), isNull(orderRejections.resolvedAt)))
    .orderBy(asc(orderRejections.id));
}

/**
 * For the operator's order page: the items waiting for the applicant's corrections, and what reject_items accepts for
 * the order (its application's fields, one per FieldID, and its current documents).
 */
export async function rejectionsOf(db: Db | Tx, orderId: number) {
  const [open, catalogue, situation] = await Promise.all([openRejections(db, orderId), loadCatalogue(db), loadDocumentSituation(db, orderId)]);
  const definitions = await rejectableFields(db, orderId, catalogue);
  return {
    rejections: open.map((r) => ({
      Kind: r.itemKind === DOCUMENT ? ('document' as const) : ('field' as const),
      ID: r.itemId,
      Reason: r.reason,
      Replace: r.replace,
      RejectedAt: r.rejectedAt.toISOString(),
      NewFile: r.uploadLocation ? ('Y' as const) : ('N' as const),
    })),
    rejectable: {
      fields: [...definitions].map(([FieldID, { tab, templates }]) => {
        const def = templates.find((d) => d.FieldID === FieldID)!;
        return { FieldID, label: def.FieldName, FormSection: def.FormSection || def.PortalSection || tab };
      }),
      documents: situation.loaded
        .filter((d) => REJECTABLE_DOCUMENT_KINDS.includes(d.kind))
        .map((d) => ({ DocID: d.docId, DocName: d.docName })),
    },
  };
}
