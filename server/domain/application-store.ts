// Storing a validated tab (set_data_by_tab): values in their stored formats, new block rows given real TableIDs, block
// rows the submission left out deleted, children of a parent that is not 'Y' stored empty. One transaction.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db';
import { applicationBlocks, applicationValues } from '../db/schema';
import {
  blockLocations,
  fieldKind,
  toChoices,
  toFormValue,
  toStoredValue,
  type DynamicField,
  type SubmittedField,
  type OptionCatalogue,
} from '../../src/engine';
import { ORDER_PROVIDED_FIELDS, type StoredAnswers } from './application-fields';

/**
 * A value in the form the server stores it: trimmed; dates YYYY-MM-DD (partial dates also YYYY-MM or YYYY) whichever
 * way they were sent; Y/N answers as 'Y' / 'N'; a choice sent by its label as its value.
 */
export function storedValue(def: DynamicField, value: string | null | undefined, catalogue: OptionCatalogue): string {
  const text = (value ?? '').trim();
  if (text === '') return '';
  switch (fieldKind(def)) {
    case 'date':
    case 'partialDate':
      return toStoredValue(def, toFormValue(def, text, []));
    case 'yesNo':
      return toFormValue(def, text, []) ?? '';
    case 'combo': {
      const elements = def.ComboElements?.length ? def.ComboElements : def.ComboCategory ? (catalogue[def.ComboCategory] ?? []) : [];
      const choices = toChoices(elements);
      if (choices.some((c) => c.value === text)) return text;
      return choices.find((c) => c.label === text)?.value ?? text;
    }
    default:
      return text;
  }
}

/**
 * Whether a field is hidden by its parent: the parent (in the same block row first, then outside blocks) exists and
 * does not hold the field's ParentValue ('Y' when absent). A parent that is not on the tab hides nothing, as in the engine.
 */
export function hiddenByParent(def: DynamicField, fields: readonly DynamicField[]): boolean {
  const parentId = def.ParentField;
  if (!parentId || parentId === def.FieldID) return false;
  const inRow =
    def.TableLocation && typeof def.TableID === 'number'
      ? fields.find((f) => f.FieldID === parentId && f.TableLocation === def.TableLocation && f.TableID === def.TableID)
      : undefined;
  const parent = inRow ?? fields.find((f) => f.FieldID === parentId && (!f.TableLocation || typeof f.TableID !== 'number'));
  return parent !== undefined && parent.TableValue !== (def.ParentValue || 'Y');
}

/**
 * The first TableID of the submission that is neither new (negative) nor a stored row of this order in that block
 * list; null when every row is acceptable. Checked before anything else: a row id of another order must never be
 * written to.
 */
export function foreignRow(fields: readonly SubmittedField[], templates: readonly DynamicField[], answers: StoredAnswers): number | null {
  const blocks = blockLocations(templates);
  for (const f of fields) {
    if (!f.TableLocation || !blocks.has(f.TableLocation) || typeof f.TableID !== 'number' || f.TableID < 0) continue;
    if (!(answers.rows.get(f.TableLocation) ?? []).includes(f.TableID)) return f.TableID;
  }
  return null;
}

export interface TabSubmission {
  orderId: number;
  tabName: string;
  /** The tab's definitions (templates): which TableLocations are block lists. */
  templates: readonly DynamicField[];
  /** The merged, validated fields (mergeSubmission + trusted signatures). */
  fields: readonly DynamicField[];
  answers: StoredAnswers;
  catalogue: OptionCatalogue;
  now: Date;
}

export async function storeTab(tx: Tx, s: TabSubmission): Promise<void> {
  const blocks = blockLocations(s.templates);
  const inBlock = (f: DynamicField) => Boolean(f.TableLocation && blocks.has(f.TableLocation));

  // Rows the submission left out were removed by the user.
  for (const location of blocks) {
    const kept = new Set(s.fields.filter((f) => f.TableLocation === location && typeof f.TableID === 'number').map((f) => f.TableID));
    const removed = (s.answers.rows.get(location) ?? []).filter((id) => !kept.has(id));
    if (removed.length === 0) continue;
    await tx
      .delete(applicationValues)
      .where(
        and(
          eq(applicationValues.orderId, s.orderId),
          eq(applicationValues.tableLocation, location),
          inArray(applicationValues.tableId, removed),
        ),
      );
    await tx.delete(applicationBlocks).where(and(eq(applicationBlocks.orderId, s.orderId), inArray(applicationBlocks.id, removed)));
  }

  // New rows (-1, -2, ...) get real TableIDs, in the order they come.
  const realId = new Map<string, number>();
  for (const f of s.fields) {
    if (!inBlock(f) || typeof f.TableID !== 'number' || f.TableID >= 0) continue;
    const key = `${f.TableLocation}\u0000${f.TableID}`;
    if (realId.has(key)) continue;
    const [row] = await tx
      .insert(applicationBlocks)
      .values({ orderId: s.orderId, tableLocation: f.TableLocation!, createdAt: s.now })
      .returning({ id: applicationBlocks.id });
    realId.set(key, row.id);
  }

  const normalised = s.fields.map((f) => ({ ...f, TableValue: storedValue(f, f.TableValue, s.catalogue) }));
  const rows: (typeof applicationValues.$inferInsert)[] = [];
  for (const f of normalised) {
    if (ORDER_PROVIDED_FIELDS.has(f.FieldID)) continue;
    const value = hiddenByParent(f, normalised) ? '' : f.TableValue;
    if (!inBlock(f)) {
      rows.push({ orderId: s.orderId, tabName: s.tabName, fieldId: f.FieldID, tableLocation: '', tableId: 0, value, updatedAt: s.now });
    } else if (typeof f.TableID === 'number') {
      const tableId = f.TableID < 0 ? realId.get(`${f.TableLocation}\u0000${f.TableID}`)! : f.TableID;
      rows.push({ orderId: s.orderId, tabName: s.tabName, fieldId: f.FieldID, tableLocation: f.TableLocation!, tableId, value, updatedAt: s.now });
    }
    // Template definitions of a block list without rows carry no answer.
  }
  // A FieldID sent twice for the same row keeps the last value (one statement cannot update a row twice).
  const unique = [...new Map(rows.map((r) => [`${r.tableLocation}\u0000${r.tableId}\u0000${r.fieldId}`, r])).values()];
  if (unique.length === 0) return;
  await tx
    .insert(applicationValues)
    .values(unique)
    .onConflictDoUpdate({
      target: [applicationValues.orderId, applicationValues.fieldId, applicationValues.tableLocation, applicationValues.tableId],
      set: { value: sql`excluded.value`, tabName: sql`excluded.tab_name`, updatedAt: sql`excluded.updated_at` },
    });
}
