// Export and import of a form as JSON, in the format of the seed files (schemas/definitions/*.json):
// `{ tabName, fields }` for an application tab, `{ templateType, fields }` for a questionnaire template. Pure: the page
// downloads the text and sends what an import reads as the draft (the server checks each field's shape again).
import { draftProblems, type FormProblem } from '../../engine/form-check';
import type { DesignerField, FormKind } from './fields';

/**
 * The name a file gives the form: a tab's TabName (its title), or a template's type (its title without the
 * ' questionnaire (purpose, client)' the list adds): two clients' templates of one type can take each other's file.
 */
export function formName(kind: FormKind, title: string): string {
  return kind === 'reference-template' ? title.replace(/ questionnaire \(.*\)$/, '') : title;
}

export function exportText(kind: FormKind, title: string, fields: readonly DesignerField[]): string {
  const name = kind === 'reference-template' ? { templateType: formName(kind, title) } : { tabName: title };
  return `${JSON.stringify({ ...name, fields }, null, 2)}\n`;
}

/** A file name from the form's title: 'Personal Details' -> 'personal-details.json'. */
export function exportFileName(title: string): string {
  const stem = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return `${stem || 'form'}.json`;
}

export type ImportResult = { ok: true; fields: DesignerField[] } | { ok: false; message: string; problems?: FormProblem[] };

const TEXT_KEYS = ['FieldID', 'FieldName', 'FieldType'] as const;

/** Reads an exported file for this form: its fields, or why it cannot be used (nothing is changed then). */
export function readImport(kind: FormKind, title: string, text: string): ImportResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, message: 'This file is not JSON: export a form from the designer, or use a file of schemas/definitions.' };
  }
  if (!parsed || typeof parsed !== 'object' || !Array.isArray((parsed as { fields?: unknown }).fields)) {
    return { ok: false, message: 'This file has no "fields" list: it is not a form exported from the designer.' };
  }
  const file = parsed as { tabName?: unknown; templateType?: unknown; fields: unknown[] };
  const nameKey = kind === 'reference-template' ? 'templateType' : 'tabName';
  const named = file[nameKey];
  if (typeof named !== 'string') {
    const other = kind === 'reference-template' ? 'an application step' : 'a questionnaire template';
    return { ok: false, message: `This file is not ${kind === 'reference-template' ? 'a questionnaire template' : 'an application step'} (it has no "${nameKey}"; it may be ${other}).` };
  }
  if (named !== formName(kind, title)) return { ok: false, message: `This file is the form "${named}", not "${formName(kind, title)}".` };
  const malformed = file.fields.findIndex(
    (field) =>
      !field ||
      typeof field !== 'object' ||
      TEXT_KEYS.some((key) => typeof (field as Record<string, unknown>)[key] !== 'string') ||
      !['Yes', 'No'].includes(String((field as Record<string, unknown>).IsCompulsory)),
  );
  if (malformed !== -1) {
    return { ok: false, message: `Field ${malformed + 1} of the file lacks FieldID, FieldName, FieldType or IsCompulsory ('Yes' or 'No').` };
  }
  const fields = file.fields as DesignerField[];
  const problems = draftProblems(fields);
  if (problems.length > 0) return { ok: false, message: 'The file has fields that cannot be kept as a draft:', problems };
  return { ok: true, fields };
}
