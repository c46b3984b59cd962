// Lookup lists (POST /utilities/get_types) and the relabelling of fields by check type (POST
// /utilities/check_type_files). Both are data in the lookups table: schema.ts has no table for relabels, so each check
// type's labels are a lookups category of their own, 'CheckTypeLabels:<check type>', holding FieldID as LookUpValue
// and the new label as MappingValue (seeded from schemas/definitions/check-type-labels.json).
import { and, asc, eq, or } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import { lookups } from '../db/schema';

export const CHECK_TYPE_CATEGORY = 'CheckType';
export const checkTypeLabelsCategory = (checkType: string) => `CheckTypeLabels:${checkType}`;

export async function lookupList(db: Db | Tx, category: string) {
  const rows = await db
    .select({ LookUpValue: lookups.lookUpValue, MappingValue: lookups.mappingValue })
    .from(lookups)
    .where(eq(lookups.category, category))
    .orderBy(asc(lookups.sort), asc(lookups.id));
  return rows;
}

/**
 * The labels a check type gives to fields. `checkType` is what the CheckType field holds: its option's MappingValue
 * when it has one, else its LookUpValue; both are accepted. Unknown types relabel nothing.
 */
export async function checkTypeLabels(db: Db | Tx, checkType: string): Promise<{ FieldID: string; FieldLabel: string }[]> {
  const value = checkType.trim();
  if (value === '') return [];
  const [option] = await db
    .select({ name: lookups.lookUpValue })
    .from(lookups)
    .where(and(eq(lookups.category, CHECK_TYPE_CATEGORY), or(eq(lookups.lookUpValue, value), eq(lookups.mappingValue, value))))
    .orderBy(asc(lookups.sort), asc(lookups.id))
    .limit(1);
  if (!option) return [];
  const rows = await lookupList(db, checkTypeLabelsCategory(option.name));
  return rows.filter((r) => r.MappingValue).map((r) => ({ FieldID: r.LookUpValue, FieldLabel: r.MappingValue! }));
}
