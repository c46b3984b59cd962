// The designer's edits of a form's field list, as pure functions (no React): what the editor's buttons and the field
// panel do, and how the list is shown by section. A form's order is its array's order; the engine draws sections in
// the order they first appear, so the list is shown the same way and every move keeps a section's fields together.
import type { ReplyOf } from '../../../schemas/api';
import { COMBO_FIELD_TYPES } from '../../engine/field-types';
import { ownElements, toChoices, type Choice, type OptionCatalogue } from '../../engine/options';
import type { DynamicField } from '../../engine/types';

export type DesignedForm = ReplyOf<'GET /backoffice/definitions/:formKey'>;
export type DesignerField = DesignedForm['fields'][number];
export type FormKind = DesignedForm['Kind'];

/** Application tabs are drawn by PortalSection; a questionnaire's questions by FormSection (their QuestionSection). */
export function sectionProperty(kind: FormKind): 'PortalSection' | 'FormSection' {
  return kind === 'reference-template' ? 'FormSection' : 'PortalSection';
}

export function sectionOf(kind: FormKind, field: DesignerField): string {
  return field[sectionProperty(kind)] ?? '';
}

export interface SectionGroup {
  name: string;
  /** The fields of the section with their index in the form's list. */
  fields: { field: DesignerField; index: number }[];
}

/** The fields by section, sections in the order they first appear (the order the form is drawn in). */
export function groupBySection(kind: FormKind, fields: readonly DesignerField[]): SectionGroup[] {
  const groups: SectionGroup[] = [];
  fields.forEach((field, index) => {
    const name = sectionOf(kind, field);
    let group = groups.find((g) => g.name === name);
    if (!group) groups.push((group = { name, fields: [] }));
    group.fields.push({ field, index });
  });
  return groups;
}

/** A FieldID no field of the form has: 'NewField1', 'NewField2', ... */
export function freeFieldId(fields: readonly DesignerField[], stem = 'NewField'): string {
  const taken = new Set(fields.map((f) => f.FieldID));
  let n = 1;
  while (taken.has(`${stem}${n}`)) n += 1;
  return `${stem}${n}`;
}

/** Where a field added to `section` goes: after the section's last field, or at the end for a new section. */
function insertionPoint(kind: FormKind, fields: readonly DesignerField[], section: string): number {
  let last = -1;
  fields.forEach((field, index) => {
    if (sectionOf(kind, field) === section) last = index;
  });
  return last === -1 ? fields.length : last + 1;
}

export interface Edited {
  fields: DesignerField[];
  /** The index of the field the edit concerns afterwards (to keep it selected), or null when it is gone. */
  index: number | null;
}

/** A new optional text field at the end of `section` (a new section when no field has it yet). */
export function addField(kind: FormKind, fields: readonly DesignerField[], section: string): Edited {
  const field: DesignerField = {
    FieldID: freeFieldId(fields, kind === 'reference-template' ? 'Question' : 'NewField'),
    FieldName: kind === 'reference-template' ? 'New question' : 'New field',
    FieldType: 'text',
    // A referee answers every question of a questionnaire.
    IsCompulsory: kind === 'reference-template' ? 'Yes' : 'No',
    [sectionProperty(kind)]: section,
  };
  // An application tab's field also belongs to the edit screen's section of its neighbours.
  if (kind === 'application-tab') {
    const neighbour = fields.find((f) => sectionOf(kind, f) === section) ?? fields[0];
    if (neighbour?.FormSection) field.FormSection = neighbour.FormSection;
  }
  const at = insertionPoint(kind, fields, section);
  return { fields: [...fields.slice(0, at), field, ...fields.slice(at)], index: at };
}

/** Removes a field; fields it revealed keep their ParentField (the publish check then names them). */
export function removeField(fields: readonly DesignerField[], index: number): Edited {
  return { fields: fields.filter((_, i) => i !== index), index: null };
}

/** The index of the previous (-1) or next (+1) field of the same section, or -1 when there is none. */
function neighbourInSection(kind: FormKind, fields: readonly DesignerField[], index: number, step: -1 | 1): number {
  const section = sectionOf(kind, fields[index]);
  for (let i = index + step; i >= 0 && i < fields.length; i += step) if (sectionOf(kind, fields[i]) === section) return i;
  return -1;
}

export function canMove(kind: FormKind, fields: readonly DesignerField[], index: number, step: -1 | 1): boolean {
  return index >= 0 && index < fields.length && neighbourInSection(kind, fields, index, step) !== -1;
}

/** Moves a field one place up (-1) or down (+1) within its section; at either end nothing changes. */
export function moveField(kind: FormKind, fields: readonly DesignerField[], index: number, step: -1 | 1): Edited {
  const other = canMove(kind, fields, index, step) ? neighbourInSection(kind, fields, index, step) : -1;
  if (other === -1) return { fields: [...fields], index };
  const next = [...fields];
  [next[index], next[other]] = [next[other], next[index]];
  return { fields: next, index: other };
}

/** Moves a field to the end of another section (a new one when no field has it yet). */
export function moveToSection(kind: FormKind, fields: readonly DesignerField[], index: number, section: string): Edited {
  const field = fields[index];
  if (!field || sectionOf(kind, field) === section) return { fields: [...fields], index };
  const rest = fields.filter((_, i) => i !== index);
  const at = insertionPoint(kind, rest, section);
  const moved = { ...field, [sectionProperty(kind)]: section };
  return { fields: [...rest.slice(0, at), moved, ...rest.slice(at)], index: at };
}

/**
 * Replaces a field; when its FieldID changed, the fields it revealed follow it (their ParentField is renamed), so
 * renaming a parent never breaks its branch.
 */
export function replaceField(fields: readonly DesignerField[], index: number, next: DesignerField): Edited {
  const before = fields[index];
  if (!before) return { fields: [...fields], index: null };
  const renamed = before.FieldID !== next.FieldID && before.FieldID !== '';
  return {
    fields: fields.map((field, i) => {
      if (i === index) return next;
      if (renamed && field.ParentField === before.FieldID) return { ...field, ParentField: next.FieldID };
      return field;
    }),
    index,
  };
}

/**
 * The fields a field shows, directly or through others (its dependants): the FieldIDs whose ParentField chain leads
 * to it. One of them as its parent would make a loop, so they are never offered.
 */
export function dependantsOf(fields: readonly DesignerField[], fieldId: string): Set<string> {
  const found = new Set<string>();
  const reached = new Set([fieldId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const field of fields) {
      if (field.FieldID === '' || reached.has(field.FieldID) || !field.ParentField || !reached.has(field.ParentField)) continue;
      reached.add(field.FieldID);
      found.add(field.FieldID);
      grew = true;
    }
  }
  return found;
}

/** Types whose answer can decide whether another field shows: a value people choose or type, not a file. */
const PARENT_TYPES: ReadonlySet<string> = new Set(['radio/check', 'combo', 'combo+text', 'text', 'text/date']);

/**
 * The fields that may show or hide the field at `index`: every other field with a FieldID and an answer to compare,
 * never the field itself nor one of its dependants (transitively).
 */
export function parentCandidates(fields: readonly DesignerField[], index: number): DesignerField[] {
  const self = fields[index];
  if (!self) return [];
  const dependants = dependantsOf(fields, self.FieldID);
  return fields.filter(
    (field, i) =>
      i !== index && field.FieldID !== '' && field.FieldID !== self.FieldID && !dependants.has(field.FieldID) && PARENT_TYPES.has(field.FieldType),
  );
}

/**
 * Each field's name for a list of fields, by FieldID: its label, with its section when another field has the same
 * label, and a number when even that is shared, so two choices never read the same. A field without a label is an
 * 'Untitled field'.
 */
export function fieldNames(kind: FormKind, fields: readonly DesignerField[]): Map<string, string> {
  const labelOf = (field: DesignerField) => field.FieldName.trim().replace(/\s+/g, ' ') || 'Untitled field';
  const count = (names: string[]) => names.reduce((m, n) => m.set(n, (m.get(n) ?? 0) + 1), new Map<string, number>());
  const plain = fields.map(labelOf);
  const plainCount = count(plain);
  const withSection = fields.map((field, i) => {
    const section = sectionOf(kind, field);
    return (plainCount.get(plain[i]) ?? 0) > 1 && section ? `${plain[i]} (${section})` : plain[i];
  });
  const sectionCount = count(withSection);
  const seen = new Map<string, number>();
  const names = new Map<string, string>();
  fields.forEach((field, i) => {
    if (field.FieldID === '' || names.has(field.FieldID)) return;
    let name = withSection[i];
    if ((sectionCount.get(name) ?? 0) > 1) {
      const n = (seen.get(name) ?? 0) + 1;
      seen.set(name, n);
      name = `${name} #${n}`;
    }
    names.set(field.FieldID, name);
  });
  return names;
}

/** The answers of a parent that can show a field, by label: Yes / No, or the parent's choices; null when typed. */
export function parentValueChoices(parent: DesignerField | undefined, catalogue: OptionCatalogue): Choice[] | null {
  if (!parent) return null;
  if (parent.FieldType === 'radio/check') {
    return [
      { value: 'Y', label: 'Yes' },
      { value: 'N', label: 'No' },
    ];
  }
  if (!COMBO_FIELD_TYPES.has(parent.FieldType)) return null;
  const choices = toChoices(ownElements(parent as DynamicField, catalogue));
  return choices.length > 0 ? choices : null;
}

/** A parent's answer as people read it: 'Yes', or the choice's label; the stored value when it is none of them. */
export function parentAnswerLabel(parent: DesignerField | undefined, value: string | null | undefined, catalogue: OptionCatalogue): string {
  const wanted = value || 'Y';
  return parentValueChoices(parent, catalogue)?.find((c) => c.value === wanted)?.label ?? wanted;
}
