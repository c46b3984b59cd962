// What the identity step shows and decides, from the server's answers and what happened on the page (documents the
// user chose with SELECT, uploads not yet reflected by a reload). Pure functions: no React, no API.
// The §5 "Identity NEXT" messages are the engine's: the server answers set_documents with the same words.
import { PENDING_DOCUMENTS_MESSAGE, SELFIE_MISSING_MESSAGE } from '../../../engine';
import type { DocStatus, DocumentType, IdentitySituation } from './identityApi';
import { SELFIE_DOC } from './identityApi';

export type CategoryColor = 'GREEN' | 'ORANGE';
export type DocState = 'Complete' | 'Pending';

export interface DocumentView {
  DocID: string;
  DocName: string;
  Category: string;
  type: DocumentType;
  /** The per-document button: SELECT (may be chosen), UPLOAD (chosen or needed, not loaded), UPLOADED (disabled). */
  button: DocStatus;
  /** §4: Pending while DocLocation is empty, Complete once present or after a successful upload. */
  status: DocState;
  location: string;
  sighted: boolean;
}

export interface CategoryView {
  name: string;
  description: string;
  status: DocState;
  color: CategoryColor;
  /** Documents the category needs. */
  required: number;
  /** Documents of the category loaded. */
  loaded: number;
  documents: DocumentView[];
}

/** A row of the summary table (§3 "Category summary": category, color, msg). */
export interface SummaryRow {
  category: string;
  color: CategoryColor;
  status: DocState;
  msg: string;
}

export interface SelfieView {
  /** The section is shown: the order asks for a selfie (bring_selfie_request Y, no 'Self image capture' tab), or one is loaded. */
  shown: boolean;
  /** This user must provide it: the order asks for it and the user is not exempt (client users are, §6). */
  required: boolean;
  /** Required and still to be taken. */
  outstanding: boolean;
  location: string;
}

export interface IdentityView {
  requirement: string;
  /** What the user must do now on this step (ours), shown under the requirement text. */
  nextStep: string;
  categories: CategoryView[];
  /** The documents the user provides or must provide: loaded, needed (UPLOAD) or chosen (SELECT). */
  identityDocuments: DocumentView[];
  supportDocuments: DocumentView[];
  summary: SummaryRow[];
  selfie: SelfieView;
}

export interface PageState {
  /** DocIDs chosen with SELECT and not yet uploaded. */
  selected: ReadonlySet<string>;
  /** Uploads of this visit by DocID -> location, shown at once while the step reloads from the server. */
  uploaded: Readonly<Record<string, string>>;
  /** False when the order's tabs include 'Self image capture' (§2.3). */
  selfieRequired: boolean;
  /** Client users completing the form on an applicant's behalf are exempt from the selfie (§6). */
  selfieExempt: boolean;
}

/** The step's instructions by what is left to do (ours: the spec gives the lists and buttons, not these words). */
export const IDENTITY_NEXT_STEPS = {
  documents:
    'To provide them, open each category below and press SELECT on the documents you have, then UPLOAD a clear photo ' +
    'or scan of each (JPG, PNG or PDF).',
  selfie: 'Your documents are provided. Now take a photo of yourself below.',
  done: 'Everything needed is provided: press NEXT to continue.',
} as const;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function documentType(value: unknown): DocumentType {
  return value === 'support' ? 'support' : 'identity';
}

export function buildIdentityView(situation: IdentitySituation, page: PageState): IdentityView {
  const loadedById = new Map(situation.loaded.map((doc) => [doc.DocID, doc]));

  const toView = (
    DocID: string,
    DocName: string,
    Category: string,
    type: DocumentType,
    serverButton: DocStatus,
    serverLocation: string,
    sighted: boolean,
  ): DocumentView => {
    const location = page.uploaded[DocID] ?? serverLocation;
    // A server that marks a document UPLOADED without giving its location is believed: it is loaded, without preview.
    const status: DocState = location || serverButton === 'UPLOADED' ? 'Complete' : 'Pending';
    let button: DocStatus;
    if (status === 'Complete') button = 'UPLOADED';
    else if (serverButton === 'UPLOAD' || page.selected.has(DocID)) button = 'UPLOAD';
    else button = 'SELECT';
    return { DocID, DocName, Category, type, button, status, location, sighted };
  };

  const documents: DocumentView[] = situation.entries.map((entry) => {
    const loaded = loadedById.get(entry.DocID);
    return toView(
      entry.DocID,
      entry.DocName,
      entry.Category,
      documentType(entry.type),
      entry.docStatus,
      text(entry.DocLocation) || text(loaded?.DocLocation),
      (entry.DOCSighted ?? loaded?.DOCSighted) === 'Y',
    );
  });

  // Categories in the server's order (get_req_documents), then any category only the entries name.
  const names = [...situation.categories.map((c) => c.Category), ...documents.map((d) => d.Category)].filter(
    (name, index, all) => name && all.indexOf(name) === index,
  );
  const categories: CategoryView[] = names.map((name) => {
    const server = situation.categories.find((c) => c.Category === name);
    const docs = documents.filter((d) => d.Category === name);
    const loaded = docs.filter((d) => d.status === 'Complete').length;
    const required = server ? count(server.req) : 1;
    const neededMissing = docs.some((d) => d.button === 'UPLOAD' && d.status === 'Pending' && !page.selected.has(d.DocID));
    // The server's verdict, or this visit's uploads completing the category before the reload arrives.
    const complete =
      (server ? server.categoryStatus === 'Complete' || server.categoryColor === 'GREEN' : false) ||
      (loaded >= required && !neededMissing);
    return {
      name,
      description: text(server?.description),
      status: complete ? 'Complete' : 'Pending',
      color: complete ? 'GREEN' : 'ORANGE',
      required,
      loaded,
      documents: docs,
    };
  });

  // The lists: every document provided or to provide. Documents loaded earlier for a category no longer needed
  // (the previous-name answer changed) still show, as the server still holds them.
  const listed = documents.filter((d) => d.status === 'Complete' || d.button === 'UPLOAD');
  for (const doc of situation.loaded) {
    if (doc.type === 'selfie' || doc.DocID === SELFIE_DOC || documents.some((d) => d.DocID === doc.DocID)) continue;
    listed.push(
      toView(
        doc.DocID,
        doc.DocName,
        text(doc.Category),
        documentType(doc.type),
        'UPLOAD',
        text(doc.DocLocation),
        doc.DOCSighted === 'Y',
      ),
    );
  }

  const summary: SummaryRow[] = categories.map((c) => ({
    category: c.name,
    color: c.color,
    status: c.status,
    msg:
      c.status === 'Complete'
        ? `${c.loaded} of ${plural(c.required, 'document')} provided`
        : `${c.loaded} of ${plural(c.required, 'document')} provided: ${Math.max(c.required - c.loaded, 1)} more needed`,
  }));

  const selfieRow = situation.loaded.find((d) => d.type === 'selfie' || d.DocID === SELFIE_DOC);
  const selfieLocation = page.uploaded[SELFIE_DOC] ?? text(selfieRow?.DocLocation);
  const required = page.selfieRequired && situation.selfieRequested && !page.selfieExempt;
  const selfie: SelfieView = {
    shown: page.selfieRequired && (situation.selfieRequested || selfieLocation !== ''),
    required,
    outstanding: required && selfieLocation === '',
    location: selfieLocation,
  };

  const documentsPending =
    categories.some((c) => c.status === 'Pending') || listed.some((d) => d.status === 'Pending');
  const nothingAsked = categories.length === 0 && listed.length === 0 && !selfie.shown;
  let nextStep: string = IDENTITY_NEXT_STEPS.done;
  if (documentsPending) nextStep = IDENTITY_NEXT_STEPS.documents;
  else if (selfie.outstanding) nextStep = IDENTITY_NEXT_STEPS.selfie;

  return {
    requirement: situation.requirement,
    nextStep: nothingAsked ? '' : nextStep,
    categories,
    identityDocuments: listed.filter((d) => d.type === 'identity'),
    supportDocuments: listed.filter((d) => d.type === 'support'),
    summary,
    selfie,
  };
}

/**
 * Why NEXT may not go on (§5 "Identity NEXT"), or null: a pending identity or support document first, then the
 * selfie, which client users completing the form on the applicant's behalf are exempt from (§6).
 */
export function nextRefusal(view: IdentityView): string | null {
  if ([...view.identityDocuments, ...view.supportDocuments].some((d) => d.status === 'Pending')) {
    return PENDING_DOCUMENTS_MESSAGE;
  }
  if (view.selfie.outstanding) return SELFIE_MISSING_MESSAGE;
  return null;
}
