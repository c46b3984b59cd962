// Identity documents of an application (order-and-application §2.3 "Identity documents", §3 "Loaded document",
// "Document entry", "Required document category", "Reserved document names", §5 "Identity NEXT" and "Files").
//
// The rules here are pure: they take a `DocumentSituation` (the catalogue, the rules of the order's services, what
// the applicant answered about a previous name, the documents loaded so far) and decide what the order still needs.
// The situation's shape is document-situation.ts; the database side that builds it is documents-state.ts.
//
// Decisions (the spec leaves the server "not shown"):
// - Which services need identity documents and a selfie is data (service_document_rules). Seeded: PC, PCV, CR and
//   IDV need identity; PC, PCV and IDV need a selfie (see seed-documents.ts for why).
// - Which categories a service needs is data too: lookups of category IDENTITY_CATEGORIES_LOOKUP map a ServiceID to
//   a document category (schema.ts has no column for it). A service that needs identity and has no such rows needs
//   every identity category.
// - Support documents (change of name, marriage certificate, Deed Poll) are needed when the applicant said they had
//   a previous name (PreviousNameFlag Y): §5 asks for previous-name evidence.
// - A document counts for its own category only; a category is complete when it holds at least `minRequired`
//   documents and every document of it marked `required`.
// - A cancelled check asks for nothing.
// - Client users are exempt from the selfie (§6); nothing else differs by caller.

import type { Db, Tx } from '../db';
import type { Order } from '../auth/order-access';
import { FILE_KINDS, type FileKind } from '../../src/engine/files';
import { PENDING_DOCUMENTS_MESSAGE, SELFIE_MISSING_MESSAGE } from '../../src/engine/messages';
import { loadDocumentSituation } from './documents-state';
import type { CatalogueDocument, DocumentCategory, DocumentSituation, LoadedDocument } from './document-situation';

export { IDENTITY_CATEGORIES_LOOKUP } from './documents-state';
export type {
  CatalogueDocument,
  DocumentCategory,
  DocumentSituation,
  LoadedDocument,
  ServiceDocumentRule,
} from './document-situation';

export type DocumentKind = 'identity' | 'support' | 'selfie' | 'signature';

/** What an uploaded docName stands for: a reserved name or a catalogue document. */
export interface UploadTarget {
  docId: string;
  docName: string;
  category: string | null;
  kind: DocumentKind;
  /** File kinds accepted for it (decided by content). */
  accepts: readonly FileKind[];
}

/**
 * Spec §3 "Reserved document names". Signatures come from the signature pad as PNG; the selfie is a photo (the
 * camera gives a JPEG, a chosen file may be PNG) and never a PDF.
 */
export const RESERVED_DOCUMENTS: Readonly<Record<string, UploadTarget>> = {
  PARENTSIGN: { docId: 'PARENTSIGN', docName: 'Guardian signature', category: null, kind: 'signature', accepts: ['png'] },
  APPLICANTSIGN: { docId: 'APPLICANTSIGN', docName: 'Applicant signature', category: null, kind: 'signature', accepts: ['png'] },
  SELFIE: { docId: 'SELFIE', docName: 'Selfie', category: null, kind: 'selfie', accepts: FILE_KINDS.photo },
};

/** The kind of the documents of a category ('support' when its documents are support documents). */
function categoryKind(category: string, catalogue: CatalogueDocument[]): 'identity' | 'support' {
  return catalogue.some((d) => d.category === category && d.kind === 'support') ? 'support' : 'identity';
}

/** The categories the order needs, in display order: identity categories first by sort, then support ones. */
export function neededCategories(s: DocumentSituation): DocumentCategory[] {
  const identityRules = s.rules.filter((r) => r.needsIdentity);
  if (identityRules.length === 0) return [];
  const identityCategories = s.categories.filter((c) => categoryKind(c.category, s.catalogue) === 'identity');
  const wanted = new Set<string>();
  for (const rule of identityRules) {
    const chosen = rule.categories.length > 0 ? rule.categories : identityCategories.map((c) => c.category);
    for (const category of chosen) wanted.add(category);
  }
  if (s.previousName) {
    for (const c of s.categories) if (categoryKind(c.category, s.catalogue) === 'support') wanted.add(c.category);
  }
  return s.categories
    .filter((c) => wanted.has(c.category))
    .sort((a, b) => a.sort - b.sort || a.category.localeCompare(b.category));
}

export const selfieRequired = (s: DocumentSituation): boolean => s.rules.some((r) => r.needsSelfie);
export const selfieLoaded = (s: DocumentSituation): boolean => s.loaded.some((d) => d.docId === 'SELFIE');

/** The selfie still has to be taken: a service needs it and none is loaded (bring_selfie_request). */
export const selfieOutstanding = (s: DocumentSituation): boolean => selfieRequired(s) && !selfieLoaded(s);

/** Current uploads by DocID (a newer upload of a document replaces the older, so there is one per DocID). */
function loadedById(s: DocumentSituation): Map<string, LoadedDocument> {
  return new Map(s.loaded.map((d) => [d.docId, d]));
}

export interface CategoryProgress {
  Category: string;
  categoryStatus: 'Complete' | 'Pending';
  categoryColor: 'GREEN' | 'ORANGE';
  /** Documents this category needs. */
  req: number;
  /** Documents of this category loaded so far (ours: lets the page show "1 of 1"). */
  loaded: number;
  /** The category's explanation (ours). */
  description: string;
}

/** get_req_documents: each needed category with its status and colour. */
export function categoryProgress(s: DocumentSituation): CategoryProgress[] {
  const loaded = loadedById(s);
  return neededCategories(s).map((c) => {
    const docs = s.catalogue.filter((d) => d.category === c.category);
    const loadedCount = docs.filter((d) => loaded.has(d.docId)).length;
    const requiredMissing = docs.some((d) => d.required && !loaded.has(d.docId));
    const complete = loadedCount >= c.minRequired && !requiredMissing;
    return {
      Category: c.category,
      categoryStatus: complete ? 'Complete' : 'Pending',
      categoryColor: complete ? 'GREEN' : 'ORANGE',
      req: c.minRequired,
      loaded: loadedCount,
      description: c.description,
    };
  });
}

export interface DocumentEntry {
  Category: string;
  DocID: string;
  DocName: string;
  /** UPLOADED once loaded; UPLOAD for a document that must be provided (no choice); SELECT otherwise. */
  docStatus: 'SELECT' | 'UPLOAD' | 'UPLOADED';
  status: 'Complete' | 'Pending';
  DOCSighted: string;
  type: 'identity' | 'support';
  DocLocation: string;
}

/** get_identity_check: every document of every needed category, in catalogue order. */
export function documentEntries(s: DocumentSituation): DocumentEntry[] {
  const loaded = loadedById(s);
  return neededCategories(s).flatMap((c) =>
    s.catalogue
      .filter((d) => d.category === c.category)
      .sort((a, b) => a.sort - b.sort)
      .map((d): DocumentEntry => {
        const upload = loaded.get(d.docId);
        return {
          Category: c.category,
          DocID: d.docId,
          DocName: d.docName,
          docStatus: upload ? 'UPLOADED' : d.required ? 'UPLOAD' : 'SELECT',
          status: upload ? 'Complete' : 'Pending',
          DOCSighted: upload?.sighted ?? 'N',
          type: categoryKind(c.category, s.catalogue),
          DocLocation: upload?.location ?? '',
        };
      }),
  );
}

export interface LoadedDocumentRow {
  DocID: string;
  DocName: string;
  Category: string;
  DocLocation: string;
  DOCSighted: string;
  type: 'identity' | 'support' | 'selfie';
  status: 'Complete' | 'Pending';
}

/**
 * get_loaded_documents: the order's current documents and selfie (signatures are not documents of this list), then
 * the documents that must be provided and are not yet (DocLocation empty, so Pending).
 */
export function loadedDocumentRows(s: DocumentSituation): LoadedDocumentRow[] {
  const loaded = loadedById(s);
  const rows: LoadedDocumentRow[] = s.loaded
    .filter((d): d is LoadedDocument & { kind: 'identity' | 'support' | 'selfie' } =>
      d.kind === 'identity' || d.kind === 'support' || d.kind === 'selfie',
    )
    .map((d) => ({
      DocID: d.docId,
      DocName: d.docName,
      Category: d.category ?? '',
      DocLocation: d.location,
      DOCSighted: d.sighted,
      type: d.kind,
      status: d.location ? 'Complete' : 'Pending',
    }));
  for (const c of neededCategories(s)) {
    for (const d of s.catalogue) {
      if (d.category !== c.category || !d.required || loaded.has(d.docId)) continue;
      rows.push({
        DocID: d.docId,
        DocName: d.docName,
        Category: c.category,
        DocLocation: '',
        DOCSighted: 'N',
        type: categoryKind(c.category, s.catalogue),
        status: 'Pending',
      });
    }
  }
  return rows;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'a', 'a and b', 'a, b and c' (with 'or': 'a, b, or c', the comma keeping long names apart). */
function listOf(items: string[], conjunction: 'and' | 'or'): string {
  if (items.length <= 1) return items.join('');
  if (items.length === 2) return `${items[0]} ${conjunction} ${items[1]}`;
  const comma = conjunction === 'or' ? ',' : '';
  return `${items.slice(0, -1).join(', ')}${comma} ${conjunction} ${items[items.length - 1]}`;
}

/**
 * get_min_identity_required: the requirements text. For a police check: "Please provide 3 identity documents from 3
 * categories: 1 from Primary (Category A), ...". Every identity category of the seed holds photo IDs only in
 * Secondary (Category B) and the passports of Category A, and every identity rule needs B, so the photo sentence holds.
 */
export function requirementText(s: DocumentSituation, options: { selfieExempt?: boolean } = {}): string {
  const needed = neededCategories(s);
  const identity = needed.filter((c) => categoryKind(c.category, s.catalogue) === 'identity');
  const support = needed.filter((c) => categoryKind(c.category, s.catalogue) === 'support');
  const parts: string[] = [];
  if (identity.length === 0) {
    parts.push('No identity documents are needed for the checks of this order.');
  } else {
    const total = identity.reduce((sum, c) => sum + c.minRequired, 0);
    const from = identity.map((c) => `${c.minRequired} from ${c.category}`);
    parts.push(
      `Please provide ${count(total, 'identity document', 'identity documents')} from ` +
        `${count(identity.length, 'category', 'categories')}: ${listOf(from, 'and')}. ` +
        'At least one of them must be a photo ID.',
    );
  }
  for (const c of support) {
    const names = s.catalogue.filter((d) => d.category === c.category).map((d) => d.docName);
    parts.push(
      `As your name has changed, please also provide ${count(c.minRequired, 'document', 'documents')} from ` +
        `${c.category}: ${listOf(names, 'or')}.`,
    );
  }
  // A client user completing the form is exempt from the selfie (§6): the page offers it as optional.
  if (selfieRequired(s)) {
    parts.push(
      options.selfieExempt
        ? 'A photo of the applicant is optional when you complete this form for them.'
        : 'You will also be asked for a photo of yourself, to match against your photo ID.',
    );
  }
  return parts.join(' ');
}

export interface DocumentsVerdict {
  complete: boolean;
  message: string;
}

/**
 * Are the documents complete (set_documents, submit_application)? Pending documents first, then the selfie, which a
 * client user completing the form on the applicant's behalf is exempt from (§5, §6).
 */
export function documentsVerdict(s: DocumentSituation, options: { selfieExempt?: boolean } = {}): DocumentsVerdict {
  if (categoryProgress(s).some((c) => c.categoryStatus === 'Pending')) {
    return { complete: false, message: PENDING_DOCUMENTS_MESSAGE };
  }
  if (!options.selfieExempt && selfieOutstanding(s)) return { complete: false, message: SELFIE_MISSING_MESSAGE };
  return { complete: true, message: '' };
}

/**
 * What an upload's docName stands for: a reserved name, or a catalogue document by DocID or DocName (names compared
 * without case and surrounding spaces). Catalogue documents are accepted only where the order needs their category,
 * or support documents wherever identity is needed (previous-name evidence may come before the answer that asks
 * for it). Returns a message for anything else.
 */
export function uploadTargetFor(
  s: DocumentSituation,
  docName: string,
): { target: UploadTarget } | { error: string } {
  const name = docName.trim();
  const reserved = RESERVED_DOCUMENTS[name.toUpperCase()];
  if (reserved) return { target: reserved };
  const lower = name.toLowerCase();
  const doc = s.catalogue.find((d) => d.docId === name || d.docName.toLowerCase() === lower);
  if (!doc || doc.kind === 'selfie' || doc.category === null) {
    return { error: `'${name}' is not a document we accept.` };
  }
  const kind = categoryKind(doc.category, s.catalogue);
  const needed = neededCategories(s).some((c) => c.category === doc.category);
  const identityNeeded = s.rules.some((r) => r.needsIdentity);
  if (!needed && !(kind === 'support' && identityNeeded)) {
    return { error: `${doc.docName} is not one of the documents this order needs.` };
  }
  return {
    target: { docId: doc.docId, docName: doc.docName, category: doc.category, kind, accepts: FILE_KINDS.document },
  };
}

/**
 * Are the order's documents complete? For submit_application: the same verdict set_documents gives. Pass
 * `selfieExempt: true` when a client user submits on the applicant's behalf.
 */
export async function documentsComplete(
  db: Db | Tx,
  order: Pick<Order, 'id'>,
  options: { selfieExempt?: boolean } = {},
): Promise<DocumentsVerdict> {
  return documentsVerdict(await loadDocumentSituation(db, order.id), options);
}
