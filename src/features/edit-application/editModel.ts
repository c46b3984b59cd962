// The edit screen's state without React (order-and-application §2.4, §3 "Document entry", §4 "Edit screen", §5 "Edit
// submit"): the rejected fields as engine definitions (each with its reason as help), the rejected documents with
// their mode (edit: a new copy; replace: another document) and status, and the TableContent edit_submit takes.
import type { ReplyOf } from '../../../schemas/api';
import { CHOOSE_NEW_DOCUMENT, PENDING_DOCUMENTS_MESSAGE, type BlockOptions, type DynamicField, type TableContent } from '../../engine';

export type EditSections = ReplyOf<'GET /application/get_edit_application_tab/:orderId'>;
export type EditDocumentEntry = EditSections[number]['documents'][number];
export type EditFieldEntry = EditSections[number]['fields'][number];

/** Ours: the words before a reason, under each rejected item. */
export const reasonText = (reason: string) => `Why we ask: ${reason}`;

/**
 * The rejected fields in section order, as the engine draws them (sections by FormSection). The reason is the field's
 * help text, so it sits under the field it concerns.
 */
export function editDefinitions(sections: EditSections): DynamicField[] {
  return sections.flatMap((section) =>
    section.fields.map(({ Reason, ...field }) => ({ ...field, FormSection: section.FormSection, HelpText: reasonText(Reason) })),
  );
}

/** Ours: said when someone tries to add or remove a row of a block list on the edit screen. */
export const ROWS_FIXED = 'Only the details sent back can be corrected here.';

/**
 * The block lists of the rejected fields (a referee's email, an address's dates) keep exactly their rows: the edit
 * corrects values, it does not add or remove referees or addresses (the server refuses rows nobody rejected).
 */
export function fixedBlocks(defs: readonly DynamicField[]): Record<string, BlockOptions> {
  const rows = new Map<string, Set<number>>();
  for (const def of defs) {
    if (!def.TableLocation || typeof def.TableID !== 'number') continue;
    if (!rows.has(def.TableLocation)) rows.set(def.TableLocation, new Set());
    rows.get(def.TableLocation)!.add(def.TableID);
  }
  const blocks: Record<string, BlockOptions> = {};
  for (const [location, ids] of rows) {
    blocks[location] = { min: ids.size, max: ids.size, minMessage: ROWS_FIXED, maxMessage: ROWS_FIXED };
  }
  return blocks;
}

/** A rejected document as the page holds it. */
export interface DocumentState {
  entry: EditDocumentEntry;
  mode: 'edit' | 'replace';
  /** The replacement chosen in replace mode ('' none). */
  chosen: string;
  /** The file uploaded for it in the current mode ('' none): complete once set. */
  location: string;
  /** The document the uploaded file is (DocID in edit mode, the replacement in replace mode). */
  uploadedAs: string;
}

export function initialDocuments(sections: EditSections): DocumentState[] {
  return sections.flatMap((section) =>
    section.documents.map((entry) => ({
      entry,
      mode: entry.uploadType,
      chosen: entry.uploadType === 'replace' ? entry.NewFieldID : '',
      location: entry.NewFieldLocation,
      uploadedAs: entry.NewFieldID,
    })),
  );
}

/** §4: "a document toggles between edit and replace modes, which resets its status to pending". */
export function toggled(doc: DocumentState): DocumentState {
  return { ...doc, mode: doc.mode === 'edit' ? 'replace' : 'edit', chosen: '', location: '', uploadedAs: '' };
}

/** Choosing another replacement: the file uploaded for the previous choice is not this document. */
export function withChoice(doc: DocumentState, chosen: string): DocumentState {
  return chosen === doc.chosen ? doc : { ...doc, chosen, location: '', uploadedAs: '' };
}

/** §4: "an upload marks it complete". */
export function withUpload(doc: DocumentState, location: string): DocumentState {
  return { ...doc, location, uploadedAs: doc.mode === 'replace' ? doc.chosen : doc.entry.DocID };
}

export const isComplete = (doc: DocumentState) => doc.location !== '';

/** §5: the message a document shows on SEND INFORMATION, or null when it may be sent. */
export function documentProblem(doc: DocumentState): string | null {
  if (doc.mode === 'replace' && (doc.chosen === '' || !isComplete(doc))) return CHOOSE_NEW_DOCUMENT;
  return isComplete(doc) ? null : PENDING_DOCUMENTS_MESSAGE;
}

/** The documents' entries of edit_submit's TableContent. */
export function documentContent(docs: readonly DocumentState[]) {
  return docs.map((doc) => ({
    DocID: doc.entry.DocID,
    uploadType: doc.mode,
    NewFieldID: doc.mode === 'replace' ? doc.chosen : doc.entry.DocID,
    NewFieldLocation: doc.location,
  }));
}

/** The fields' entries: what the server reads of each (the rules come from its own definitions). */
export function fieldContent(content: TableContent) {
  return content.map((f) => ({ FieldID: f.FieldID, TableValue: f.TableValue, TableID: f.TableID ?? null, TableLocation: f.TableLocation ?? null }));
}
