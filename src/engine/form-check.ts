// The form designer's checks (issue 15), pure so the designer shows the problems live and the server refuses the same
// ones: draftProblems (what a saved draft may not hold) and checkForm (what a published form may not hold).

import { COMBO_FIELD_TYPES, CUSTOM_WIDGETS, fieldTypesOf, type FormKind } from './field-types';
import { blockLocations } from './model';
import { optionDependency, ownElements, toChoices, type OptionCatalogue } from './options';
import type { DynamicField } from './types';

/** A field as the designer edits it: a definition without an order's values, any FieldType until checked. */
export type FormField = Omit<DynamicField, 'FieldType' | 'TableValue' | 'TableID' | 'items'> & { FieldType: string };

/** One problem, with the field it concerns ('' for the whole form). */
export interface FormProblem {
  FieldID: string;
  Message: string;
}

/** A FieldID names the field's answers and its form data key: a letter, then letters, digits and underscores. */
export const SAFE_FIELD_ID = /^[A-Za-z][A-Za-z0-9_]*$/;

/** Every message of the checks, written once (ours: the spec names the rules, not their words). */
export const FORM_CHECK_MESSAGES = {
  empty: 'A form needs at least one field.',
  unsafeId: (id: string) =>
    `'${id}' is not a valid FieldID: start with a letter and use only letters, digits and underscores.`,
  duplicateId: (id: string, count: number) => `FieldID '${id}' is used by ${count} fields: each field needs its own.`,
  noLabel: 'This field has no label (FieldName).',
  unknownType: (type: string, allowed: readonly string[]) => `FieldType '${type}' does not exist here: use ${allowed.join(', ')}.`,
  unknownWidget: (widget: string) => `CustomWidget '${widget}' does not exist: use ${CUSTOM_WIDGETS.join(', ')}.`,
  widgetMissing: `A custom field needs its CustomWidget: ${CUSTOM_WIDGETS.join(', ')}.`,
  parentMissing: (parent: string) => `ParentField '${parent}' is not a field of this form.`,
  parentLoop: (path: readonly string[]) => `ParentField loop: ${path.join(' -> ')}.`,
  parentValueImpossible: (value: string, parent: string) => `ParentValue '${value}' is not a value '${parent}' can take.`,
  unreachable: (parent: string) =>
    `This compulsory field can never be shown: its ParentField '${parent}' can never reveal it, so the form could not be completed.`,
  comboWithoutElements: 'This list has no choices: add ComboElements or name a ComboCategory that has elements.',
  dateFormatNotDate: 'DateFormat applies to text/date fields only.',
  limitsNotText: 'MinLength and MaxLength apply to text fields only.',
  limitsReversed: (min: number, max: number) => `MinLength (${min}) is greater than MaxLength (${max}).`,
  fillsMissing: (target: string) => `FillsField '${target}' is not a field of this form.`,
  fillsNotChoice: "FillsField applies to list fields only: it writes the chosen option's MappingValue.",
  fillsWhere: 'FillsField must name another field, and both fields must be outside block lists.',
  relabelsTwice: (first: string) => `Only one field can relabel the form (RelabelsFields): '${first}' already does.`,
  questionOptional: 'Every question of a questionnaire is answered by the referee: IsCompulsory must be Yes.',
  questionWithParent: 'A question cannot depend on another (ParentField): the referee sees every question.',
} as const;

/**
 * What a draft may not hold: malformed FieldIDs. A draft is work in progress (a ParentField typed before its field is
 * added, two fields with one FieldID while copying), so everything else waits for the publish check; but a FieldID is
 * the key of the preview's form data and of every reference to the field, and a malformed one is a typo best fixed
 * where it is typed (an imported file with one is refused as a whole, naming it).
 */
export function draftProblems(fields: readonly FormField[]): FormProblem[] {
  return fields
    .filter((f) => !SAFE_FIELD_ID.test(f.FieldID))
    .map((f) => ({ FieldID: f.FieldID, Message: FORM_CHECK_MESSAGES.unsafeId(f.FieldID) }));
}

/** The values a parent can hold, or null when it can hold any text. */
function possibleValues(parent: FormField, sibling: (id: string) => DynamicField | undefined, catalogue: OptionCatalogue): string[] | null {
  if (parent.FieldType === 'radio/check') return ['Y', 'N'];
  if (parent.FieldType !== 'combo') return null;
  const def = parent as DynamicField;
  const dependency = optionDependency(def, sibling, catalogue);
  if (dependency) {
    if (dependency.otherwise === null) return null;
    return [...dependency.branches.flatMap((b) => b.choices), ...dependency.otherwise].map((c) => c.value);
  }
  return toChoices(ownElements(def, catalogue)).map((c) => c.value);
}

/**
 * The publish check: every problem of the form, in field order. `catalogue` is the shared lists by ComboCategory, for
 * combo fields without their own ComboElements.
 */
export function checkForm(kind: FormKind, fields: readonly FormField[], catalogue: OptionCatalogue = {}): FormProblem[] {
  const M = FORM_CHECK_MESSAGES;
  const problems: FormProblem[] = [];
  const add = (FieldID: string, Message: string) => problems.push({ FieldID, Message });
  if (fields.length === 0) add('', M.empty);

  const byId = new Map<string, FormField>();
  const counts = new Map<string, number>();
  for (const f of fields) {
    if (!byId.has(f.FieldID)) byId.set(f.FieldID, f);
    counts.set(f.FieldID, (counts.get(f.FieldID) ?? 0) + 1);
  }
  // Lists that depend on another field look it up in the same block (or outside blocks), as the engine does.
  const siblingOf = (f: FormField) => (id: string) => {
    const found = fields.find((other) => other.FieldID === id && (other.TableLocation ?? '') === (f.TableLocation ?? ''));
    return found as DynamicField | undefined;
  };

  /** Why the field can never be shown: the first ancestor whose chain is broken (missing, loop, impossible value). */
  const blocked = new Map<string, string | null>();
  const blockerOf = (f: FormField): string | null => {
    const seen: string[] = [];
    let current: FormField | undefined = f;
    while (current?.ParentField) {
      const parentId: string = current.ParentField;
      if (seen.includes(current.FieldID) || parentId === current.FieldID) return parentId;
      seen.push(current.FieldID);
      const parent = byId.get(parentId);
      if (!parent) return parentId;
      const values = possibleValues(parent, siblingOf(current), catalogue);
      if (values !== null && !values.includes(current.ParentValue || 'Y')) return parentId;
      current = parent;
    }
    return null;
  };

  // Fills and relabelling read fields outside block lists, as the engine does (field-links.ts).
  const blockLists = blockLocations(fields as readonly DynamicField[]);
  const inBlock = (f: FormField) => Boolean(f.TableLocation) && blockLists.has(f.TableLocation!);
  const relabeller = fields.find((f) => f.RelabelsFields === 'Y');

  const allowed = fieldTypesOf(kind);
  const reportedDuplicates = new Set<string>();
  for (const f of fields) {
    const id = f.FieldID;
    if (!SAFE_FIELD_ID.test(id)) add(id, M.unsafeId(id));
    const count = counts.get(id) ?? 0;
    if (count > 1 && !reportedDuplicates.has(id)) {
      reportedDuplicates.add(id);
      add(id, M.duplicateId(id, count));
    }
    if (f.FieldName.trim() === '') add(id, M.noLabel);
    if (!allowed.includes(f.FieldType)) add(id, M.unknownType(f.FieldType, allowed));
    if (f.FieldType === 'custom') {
      if (!f.CustomWidget) add(id, M.widgetMissing);
      else if (!(CUSTOM_WIDGETS as readonly string[]).includes(f.CustomWidget)) add(id, M.unknownWidget(f.CustomWidget));
    }

    if (kind === 'reference-template') {
      if (f.IsCompulsory !== 'Yes') add(id, M.questionOptional);
      if (f.ParentField) add(id, M.questionWithParent);
    } else if (f.ParentField) {
      const parent = byId.get(f.ParentField);
      if (!parent) add(id, M.parentMissing(f.ParentField));
      const loop = loopFrom(f, byId);
      if (loop) add(id, M.parentLoop(loop));
      if (parent && !loop) {
        const values = possibleValues(parent, siblingOf(f), catalogue);
        const value = f.ParentValue || 'Y';
        if (values !== null && !values.includes(value)) add(id, M.parentValueImpossible(value, parent.FieldID));
      }
      if (f.IsCompulsory === 'Yes') {
        if (!blocked.has(id)) blocked.set(id, blockerOf(f));
        const blocker = blocked.get(id);
        if (blocker) add(id, M.unreachable(blocker));
      }
    }

    if (COMBO_FIELD_TYPES.has(f.FieldType)) {
      const def = f as DynamicField;
      const hasList = ownElements(def, catalogue).length > 0 || optionDependency(def, siblingOf(f), catalogue) !== null;
      if (!hasList) add(id, M.comboWithoutElements);
    }
    if (f.DateFormat && f.FieldType !== 'text/date') add(id, M.dateFormatNotDate);
    const hasLimits = (f.MinLength ?? null) !== null || (f.MaxLength ?? null) !== null;
    if (hasLimits && f.FieldType !== 'text') add(id, M.limitsNotText);
    if (typeof f.MinLength === 'number' && typeof f.MaxLength === 'number' && f.MinLength > f.MaxLength) {
      add(id, M.limitsReversed(f.MinLength, f.MaxLength));
    }
    if (f.FillsField) {
      const target = byId.get(f.FillsField);
      if (!target) add(id, M.fillsMissing(f.FillsField));
      else if (f.FillsField === id || inBlock(target) || inBlock(f)) add(id, M.fillsWhere);
      if (!COMBO_FIELD_TYPES.has(f.FieldType)) add(id, M.fillsNotChoice);
    }
    if (f.RelabelsFields === 'Y' && relabeller && relabeller !== f) add(id, M.relabelsTwice(relabeller.FieldID));
  }
  return problems;
}

/** The loop the field's ParentField chain returns to, starting and ending at the field (A -> B -> A), or null. */
function loopFrom(start: FormField, byId: ReadonlyMap<string, FormField>): string[] | null {
  const path = [start.FieldID];
  let current = start;
  while (current.ParentField) {
    const next = byId.get(current.ParentField);
    if (!next) return null;
    if (next.FieldID === start.FieldID) return [...path, start.FieldID];
    // A chain that loops elsewhere without coming back here: that loop is reported from its own fields.
    if (path.includes(next.FieldID)) return null;
    path.push(next.FieldID);
    current = next;
  }
  return null;
}
