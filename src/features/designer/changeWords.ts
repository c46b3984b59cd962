// The change record of a publish in people's words: what the operator is about to publish, compared with the
// published version, each change a sentence that names fields by their labels and types as people say them
// ("“Date of birth” is now compulsory"), never by FieldID or attribute names. The record itself is the engine's
// diffFields (the server stores the same one with the version).
import { fieldTypeLabel } from '../../engine/field-types';
import { diffFields, type FieldChange } from '../../engine/form-diff';
import type { FormField } from '../../engine/form-check';
import type { OptionCatalogue } from '../../engine/options';
import { fieldNames, parentAnswerLabel, sectionOf, type DesignerField, type FormKind } from './fields';

const DATE_FORMATS: Record<string, string> = { 'YYYY-MM-DD': 'a full date', 'YYYY-MM': 'a month and year' };

/** A choice list's labels as stored in a change ('[{"LookUpValue":...}]'); empty when none. */
function choiceLabels(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const list = JSON.parse(text) as { LookUpValue?: unknown }[];
    return Array.isArray(list) ? list.map((e) => String(e?.LookUpValue ?? '')).filter(Boolean) : [];
  } catch {
    return [];
  }
}

const quoted = (text: string) => `“${text}”`;
const listed = (items: string[]) => items.map(quoted).join(', ');
/** 'a Date field', 'an Address field'. */
const aField = (type: string) => `${/^[AEIOU]/.test(type) ? 'an' : 'a'} ${type} field`;

interface Context {
  kind: FormKind;
  before: ReadonlyMap<string, DesignerField>;
  after: ReadonlyMap<string, DesignerField>;
  names: (fieldId: string) => string;
  catalogue: OptionCatalogue;
}

function attributeSentence(change: FieldChange, c: Context): string | null {
  const name = quoted(c.names(change.FieldID));
  const field = c.after.get(change.FieldID);
  const was = change.Before ?? null;
  const is = change.After ?? null;
  switch (change.Attribute) {
    case 'FieldName':
      return `${quoted(was ?? 'Untitled field')} is now called ${quoted(is ?? 'Untitled field')}.`;
    case 'FieldType':
      if (is === 'custom' && field?.CustomWidget) return `${name} is now ${aField(fieldTypeLabel('custom', field.CustomWidget))} (was ${fieldTypeLabel(was ?? '')}).`;
      return `${name} is now ${aField(fieldTypeLabel(is ?? ''))} (was ${fieldTypeLabel(was ?? '', c.before.get(change.FieldID)?.CustomWidget)}).`;
    case 'CustomWidget':
      // Said with the type when both changed.
      if (c.before.get(change.FieldID)?.FieldType !== 'custom') return null;
      return is ? `${name} is now ${aField(fieldTypeLabel('custom', is))}.` : null;
    case 'IsCompulsory':
      return is === 'Yes' ? `${name} must now be answered when shown.` : `${name} is now optional.`;
    case 'ParentField':
    case 'ParentValue': {
      // One sentence for the parent and its answer, said once.
      if (change.Attribute === 'ParentValue' && c.before.get(change.FieldID)?.ParentField !== field?.ParentField) return null;
      if (!field?.ParentField) return `${name} is now always shown.`;
      const parent = c.after.get(field.ParentField);
      const answer = parentAnswerLabel(parent, field.ParentValue, c.catalogue);
      return `${name} is now shown only when ${quoted(c.names(field.ParentField))} is answered ${quoted(answer)}.`;
    }
    case 'PortalSection':
      return is ? `${name} moved to the section ${quoted(is)}.` : `${name} is no longer in a section.`;
    case 'FormSection':
      if (c.kind === 'reference-template') return is ? `${name} moved to the section ${quoted(is)}.` : `${name} is no longer in a section.`;
      return is ? `${name} is now in the edit screen's section ${quoted(is)}.` : `${name} is no longer in a section of the edit screen.`;
    case 'TableLocation':
      return is ? `${name} is now asked once for each entry of a repeated group.` : `${name} is no longer part of a repeated group.`;
    case 'ComboCategory':
      return is ? `${name} now takes its choices from the shared list ${quoted(is)}.` : `${name} no longer takes its choices from a shared list.`;
    case 'ComboElements': {
      const old = choiceLabels(was);
      const now = choiceLabels(is);
      const added = now.filter((l) => !old.includes(l));
      const removed = old.filter((l) => !now.includes(l));
      const parts = [added.length ? `added ${listed(added)}` : '', removed.length ? `removed ${listed(removed)}` : ''].filter(Boolean);
      return parts.length ? `${name}: choices ${parts.join('; ')}.` : `${name}: its choices were reordered or their stored values changed.`;
    }
    case 'HelpText':
      return !was ? `${name} has new help text.` : !is ? `${name} no longer has help text.` : `${name} has different help text.`;
    case 'DateFormat':
      return `${name} now asks for ${DATE_FORMATS[is ?? 'YYYY-MM-DD'] ?? 'a full date'}.`;
    case 'MinLength':
      return is ? `${name} now needs at least ${is} characters.` : `${name} no longer needs a minimum number of characters.`;
    case 'MaxLength':
      return is ? `${name} now takes at most ${is} characters.` : `${name} no longer has a character limit of its own.`;
    case 'FillsField':
      return is ? `${name} now fills in ${quoted(c.names(is))}.` : `${name} no longer fills in another field.`;
    case 'RelabelsFields':
      return is ? `${name} now renames the step's fields with the labels of the chosen option.` : `${name} no longer renames the step's fields.`;
    default:
      return `${name} changed.`;
  }
}

/** One change in people's words; null when another sentence already says it. */
function sentence(change: FieldChange, c: Context): string | null {
  const name = quoted(c.names(change.FieldID));
  switch (change.Change) {
    case 'added': {
      const field = c.after.get(change.FieldID);
      const section = field ? sectionOf(c.kind, field) : '';
      const type = field ? fieldTypeLabel(field.FieldType, field.CustomWidget) : '';
      return `Added ${name}${type ? `, ${aField(type)}` : ''}${section ? `, in ${quoted(section)}` : ''}.`;
    }
    case 'removed':
      return `Removed ${name}.`;
    case 'moved':
      return `Moved ${name} from place ${change.Before} to place ${change.After}.`;
    default:
      return attributeSentence(change, c);
  }
}

/**
 * What publishing `after` over the published `before` changes, one sentence per change, in the order of the record
 * (removed fields first, then the form top down).
 */
export function describeChanges(
  kind: FormKind,
  before: readonly DesignerField[],
  after: readonly DesignerField[],
  catalogue: OptionCatalogue = {},
): string[] {
  const newNames = fieldNames(kind, after);
  const oldNames = fieldNames(kind, before);
  const context: Context = {
    kind,
    before: new Map(before.map((f) => [f.FieldID, f])),
    after: new Map(after.map((f) => [f.FieldID, f])),
    names: (id) => newNames.get(id) ?? oldNames.get(id) ?? 'a field that no longer exists',
    catalogue,
  };
  return diffFields(before as readonly FormField[], after as readonly FormField[])
    .map((change) => sentence(change, context))
    .filter((s): s is string => s !== null);
}

/**
 * A stored change record (a published version's) in people's words, read against the fields as they are now: the
 * record keeps FieldIDs and attributes, the form today gives their labels and types. A field removed since has no
 * label left to give. Without the fields of that time, a parent and its answer changed together read as one sentence
 * said twice: said once.
 */
const GONE = 'a field no longer in the form';

export function describeRecord(
  kind: FormKind,
  changes: readonly FieldChange[],
  fields: readonly DesignerField[],
  catalogue: OptionCatalogue = {},
): string[] {
  const names = fieldNames(kind, fields);
  const now = new Map(fields.map((f) => [f.FieldID, f]));
  const context: Context = { kind, before: now, after: now, names: (id) => names.get(id) ?? GONE, catalogue };
  const lines = changes
    .map((change) => (change.Change === 'removed' && !names.has(change.FieldID) ? 'Removed a field.' : sentence(change, context)))
    .filter((s): s is string => s !== null)
    .map((s) => s.replaceAll(quoted(GONE), GONE));
  return [...new Set(lines)];
}
