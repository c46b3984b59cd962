// The pure rules of rejected items and the edit screen (order-and-application §2.4, §3 "Document entry", §5 "Edit
// submit"). The database side is edit-application.ts.
//
// Decisions where the spec is silent:
// - Only a submitted application can have items rejected (before that the applicant still fills it in), and not once
//   the order is Completed, Cancelled or Closed.
// - A rejected field is a FieldID: every answer of it is sent back (each row of a block list), since an operator
//   reading an application rejects "the referee's email", not a row number.
// - A rejected document is a DocID the order currently holds (identity, support documents and the selfie; signatures
//   are drawn again in the application, not replaced here).
// - The edit screen's fields are exactly the rejected ones, and the server checks them with the engine's rules over
//   exactly those fields (validateDynamic with requireEveryField, sections by FormSection), as the browser does: the
//   same input gets the same answer. So DateMoveOut is optional for a Primary Address when AddressType of the same
//   row is on the screen too.
import { FINAL_ORDER_STATUSES } from '../../src/engine/lifecycle';
import { CHOOSE_NEW_DOCUMENT, PENDING_DOCUMENTS_MESSAGE } from '../../src/engine/messages';

export const FIELD = 'field';
export const DOCUMENT = 'document';
export type ItemKind = typeof FIELD | typeof DOCUMENT;

/** Kinds of the order's own uploads that may be sent back for a new copy or a replacement. */
export const REJECTABLE_DOCUMENT_KINDS: readonly string[] = ['identity', 'support', 'selfie'];

/** The section the edit screen shows documents in (the identity step's name). */
export const DOCUMENTS_SECTION = 'Identity documents';

export interface RejectionRequest {
  FieldID?: string;
  DocID?: string;
  Reason: string;
  Replace: 'Y' | 'N';
}

export interface RejectedItem {
  kind: ItemKind;
  id: string;
  reason: string;
  replace: 'Y' | 'N';
}

/** Why items of this order cannot be rejected now, as a sentence for a 409; null when they can. */
export function rejectionProblem(order: { status: string; submittedAt: Date | null }): string | null {
  if (FINAL_ORDER_STATUSES.includes(order.status)) return `The order is ${order.status}: its application can no longer be sent back.`;
  if (order.submittedAt === null) return 'The application is not submitted yet: the applicant can still change it.';
  return null;
}

/**
 * The request's items, checked against what the order has: each names one field or one document of the order, once.
 * Returns the items or the sentence of a 400.
 */
export function readRejections(
  requested: readonly RejectionRequest[],
  fieldIds: ReadonlySet<string>,
  docIds: ReadonlySet<string>,
): { items: RejectedItem[] } | { error: string } {
  const items: RejectedItem[] = [];
  const seen = new Set<string>();
  for (const [index, item] of requested.entries()) {
    const where = `Item ${index + 1}`;
    const fieldId = item.FieldID?.trim() ?? '';
    const docId = item.DocID?.trim() ?? '';
    const reason = item.Reason.trim();
    if ((fieldId === '') === (docId === '')) return { error: `${where} must name either a field or a document.` };
    if (reason === '') return { error: `${where}: please write a reason.` };
    const kind: ItemKind = fieldId ? FIELD : DOCUMENT;
    const id = fieldId || docId;
    if (kind === FIELD && !fieldIds.has(id)) return { error: `${where}: the applicant did not answer this field on this order.` };
    if (kind === DOCUMENT && !docIds.has(id)) return { error: `${where}: this order holds no such document.` };
    if (kind === FIELD && item.Replace === 'Y') return { error: `${where}: only a document can be replaced.` };
    const key = `${kind}:${id}`;
    if (seen.has(key)) return { error: `${where}: this item is named twice.` };
    seen.add(key);
    items.push({ kind, id, reason, replace: item.Replace });
  }
  return { items };
}

/** A rejected document as the edit submission must leave it. */
export interface DocumentNow {
  docId: string;
  /** The new file waiting for it (upload_image_edit), or null. */
  upload: { docId: string; location: string } | null;
}

export interface DocumentSent {
  DocID?: string;
  uploadType?: 'edit' | 'replace';
  NewFieldID?: string | null;
  NewFieldLocation?: string | null;
}

/**
 * §5 "Each document must be complete, or its replace options must be. Choosing replace without a new document shows
 * 'Choose a new document'." The message for the first document that is not, or null.
 */
export function documentProblem(doc: DocumentNow, sent: DocumentSent | undefined): string | null {
  const replacing = sent?.uploadType === 'replace';
  if (replacing) {
    const chosen = sent?.NewFieldID?.trim() ?? '';
    if (chosen === '' || chosen === doc.docId || doc.upload === null || doc.upload.docId !== chosen) return CHOOSE_NEW_DOCUMENT;
  } else if (doc.upload === null || doc.upload.docId !== doc.docId) {
    return PENDING_DOCUMENTS_MESSAGE;
  }
  // The page names the file it uploaded last: another one means the page and the server disagree about what is sent.
  const location = sent?.NewFieldLocation?.trim() ?? '';
  if (location !== '' && location !== doc.upload.location) return PENDING_DOCUMENTS_MESSAGE;
  return null;
}

/** Referee rows whose details an edit changed, from the keys of its history ('RefereeEmail#12' -> 12). */
export function editedRows(keys: Iterable<string>, fieldIds: ReadonlySet<string>): number[] {
  const rows = new Set<number>();
  for (const key of keys) {
    const [fieldId, row] = key.split('#');
    if (row !== undefined && fieldIds.has(fieldId) && /^[0-9]+$/.test(row)) rows.add(Number(row));
  }
  return [...rows].sort((a, b) => a - b);
}
