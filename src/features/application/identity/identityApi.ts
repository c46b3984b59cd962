// The calls of the identity documents step (order-and-application §7 "Application"), with the shapes of §3
// "Loaded document", "Document entry" and "Required document category".
import { api, ApiError, errorText, type DownloadedFile } from '../../../app/api';
import { ERROR_MESSAGES } from '../../../app/messages';
import { locationOf, type UploadAnswer } from '../uploads';
import type { ServerVerdict } from '../messages';

export type DocStatus = 'SELECT' | 'UPLOAD' | 'UPLOADED';
export type DocumentType = 'identity' | 'support';

/** POST /application/get_identity_check: one entry per document of each category the order needs. */
export interface DocumentEntry {
  Category: string;
  DocID: string;
  DocName: string;
  docStatus: DocStatus;
  /** 'Complete' or 'Pending' on the identity step. */
  status: string;
  DOCSighted?: string | null;
  type?: DocumentType | string | null;
  DocLocation?: string | null;
}

/** GET /application/get_loaded_documents: the order's documents and selfie, and required ones still missing. */
export interface LoadedDocument {
  DocID: string;
  DocName: string;
  Category?: string | null;
  DocLocation?: string | null;
  DOCSighted?: string | null;
  type?: 'identity' | 'support' | 'selfie' | string | null;
  status?: string | null;
}

/** POST /application/get_req_documents: each category the order needs. */
export interface RequiredCategory {
  Category: string;
  categoryStatus: string;
  /** 'GREEN' (complete) or 'ORANGE' (pending). */
  categoryColor: string;
  /** Documents the category needs. */
  req: number | string;
  /** Our server also explains the category; another server may not. */
  description?: string | null;
}

/** Everything the step shows, loaded together so it is never half old and half new. */
export interface IdentitySituation {
  /** get_min_identity_required's Msg: the requirements text. */
  requirement: string;
  entries: DocumentEntry[];
  loaded: LoadedDocument[];
  categories: RequiredCategory[];
  /** bring_selfie_request's result is 'Y': a service needs a selfie and none is loaded yet. */
  selfieRequested: boolean;
}

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

export async function loadIdentitySituation(orderId: number): Promise<IdentitySituation> {
  const [requirement, entries, loaded, categories, selfie] = await Promise.all([
    api.get<{ Msg?: string | null }>(`/application/get_min_identity_required/${orderId}`),
    api.post<DocumentEntry[]>('/application/get_identity_check', { orderId }),
    api.get<LoadedDocument[]>(`/application/get_loaded_documents/${orderId}`),
    api.post<RequiredCategory[]>('/application/get_req_documents', { orderId }),
    api.get<{ result?: string | null }>(`/application/bring_selfie_request/${orderId}`),
  ]);
  return {
    requirement: typeof requirement?.Msg === 'string' ? requirement.Msg : '',
    entries: list<DocumentEntry>(entries),
    loaded: list<LoadedDocument>(loaded),
    categories: list<RequiredCategory>(categories),
    selfieRequested: selfie?.result === 'Y',
  };
}

/** The reserved document name of the selfie (§3), also its DocID. */
export const SELFIE_DOC = 'SELFIE';

export interface UploadOptions {
  /** 'I have sighted this document' (client users only): sent as docSighted Y. */
  sighted?: boolean;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * The words for a refused upload: the server's own sentence for a refused file ('This file is too big.', 'This file
 * does not meet the conditions.', "... is not one of the documents this order needs."), the catalogue text otherwise.
 */
export function uploadErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.serverMessage) {
    return error.serverMessage;
  }
  return errorText(error);
}

/**
 * POST /utilities/upload_image (multipart orderId, docName, docSighted, file) with upload progress. Resolves with the
 * stored location; rejects with an Error whose message is what the user should read (see uploadErrorText). An abort
 * rejects with the AbortError unchanged.
 */
export async function uploadOrderDocument(
  orderId: number,
  docName: string,
  file: File,
  { sighted = false, onProgress, signal }: UploadOptions = {},
): Promise<string> {
  const form = new FormData();
  // The fields go before the file: the server knows what it receives before the bytes stream in.
  form.append('orderId', String(orderId));
  form.append('docName', docName);
  form.append('docSighted', sighted ? 'Y' : 'N');
  form.append('file', file, file.name);
  let answer: UploadAnswer;
  try {
    answer = await api.uploadWithProgress<UploadAnswer>('/utilities/upload_image', form, onProgress, { signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new Error(uploadErrorText(error));
  }
  const location = locationOf(answer);
  // A 2xx without a location stored nothing the page can refer to: a server fault for the user.
  if (!location) throw new Error(ERROR_MESSAGES.server);
  return location;
}

/** POST /application/set_documents {orderId, Stage: 'Application'}: are the documents complete? */
export function setDocuments(orderId: number): Promise<ServerVerdict> {
  return api.post<ServerVerdict>('/application/set_documents', { orderId, Stage: 'Application' });
}

/** POST /utilities/download_image {url}: a stored file, for the preview. */
export function downloadDocument(location: string): Promise<DownloadedFile> {
  return api.download('/utilities/download_image', { url: location });
}
