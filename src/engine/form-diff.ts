// The change record of a publish (issue 15): what changed from one version of a form to the next, field by field.

import type { FormField } from './form-check';

/** One change: a field added, removed, moved, or one attribute changed (Before and After as text). */
export interface FieldChange {
  FieldID: string;
  Change: 'added' | 'removed' | 'changed' | 'moved';
  Attribute?: string;
  Before?: string | null;
  After?: string | null;
}

/** The attributes compared, in the order the record lists them. */
export const DIFF_ATTRIBUTES = [
  'FieldName',
  'FieldType',
  'IsCompulsory',
  'ParentField',
  'ParentValue',
  'PortalSection',
  'FormSection',
  'TableLocation',
  'ComboCategory',
  'ComboElements',
  'CustomWidget',
  'HelpText',
  'DateFormat',
  'MinLength',
  'MaxLength',
  'FillsField',
  'RelabelsFields',
] as const satisfies readonly (keyof FormField)[];

/** An attribute as text: absent, null and '' are all "none" (null); lists as JSON. */
function asText(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) return value.length === 0 ? null : JSON.stringify(value);
  return String(value);
}

/** Positions (1-based) of the fields both lists hold, kept in order by the longest common subsequence; the rest moved. */
function movedIds(before: readonly string[], after: readonly string[]): Set<string> {
  const n = before.length;
  const m = after.length;
  const lengths: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i][j] = before[i] === after[j] ? lengths[i + 1][j + 1] + 1 : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
    }
  }
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < n && j < m; ) {
    if (before[i] === after[j]) {
      kept.add(before[i]);
      i++;
      j++;
    } else if (lengths[i + 1][j] >= lengths[i][j + 1]) i++;
    else j++;
  }
  return new Set(before.filter((id) => !kept.has(id)));
}

/**
 * What changed from `before` to `after`, by FieldID: removed fields (in their old order), then for each field of
 * `after` in order: added, or moved (its place among the kept fields changed; Before/After the positions) and its
 * changed attributes.
 */
export function diffFields(before: readonly FormField[], after: readonly FormField[]): FieldChange[] {
  const oldById = new Map(before.map((f) => [f.FieldID, f]));
  const newById = new Map(after.map((f) => [f.FieldID, f]));
  const changes: FieldChange[] = [];
  for (const f of before) {
    if (!newById.has(f.FieldID)) changes.push({ FieldID: f.FieldID, Change: 'removed' });
  }
  const common = (list: readonly FormField[], other: ReadonlyMap<string, FormField>) =>
    [...new Set(list.map((f) => f.FieldID))].filter((id) => other.has(id));
  const moved = movedIds(common(before, newById), common(after, oldById));
  const position = (list: readonly FormField[], id: string) => String(list.findIndex((f) => f.FieldID === id) + 1);
  const seen = new Set<string>();
  for (const f of after) {
    if (seen.has(f.FieldID)) continue;
    seen.add(f.FieldID);
    const old = oldById.get(f.FieldID);
    if (!old) {
      changes.push({ FieldID: f.FieldID, Change: 'added' });
      continue;
    }
    if (moved.has(f.FieldID)) {
      changes.push({ FieldID: f.FieldID, Change: 'moved', Before: position(before, f.FieldID), After: position(after, f.FieldID) });
    }
    for (const attribute of DIFF_ATTRIBUTES) {
      const was = asText(old[attribute]);
      const is = asText(f[attribute]);
      if (was !== is) changes.push({ FieldID: f.FieldID, Change: 'changed', Attribute: attribute, Before: was, After: is });
    }
  }
  return changes;
}
