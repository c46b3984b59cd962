// The calls of the identity documents step (order-and-application §7 "Application"), with the shapes of §3
// "Loaded document", "Document entry" and "Required document category".
import type { ReplyOf } from '../../../../schemas/api';
import { api, ApiError, errorText, type DownloadedFile } from '../../../app/api';
import { ERROR_MESSAGES } from '../../../app/messages';
import { locationOf, type UploadAnswer } from '../uploads';
import type { ServerVerdict } from '../messages';

/** POST /application/get_identity_check: one entry per document of each category the order needs. */
export type DocumentEntry = ReplyOf<'POST /application/get_identity_check'>[number];
/** GET /application/get_loaded_documents: the order's documents and selfie, and required ones still missing. */
export type LoadedDocument = ReplyOf<'GET /application/get_loaded_documents/:orderId'>[number];
/** POST /application/get_req_documents: each category the order needs, req the number of documents it needs. */
export type RequiredCategory = ReplyOf<'POST /application/get_req_documents'>[number];

export type DocStatus = DocumentEntry['docStatus'];
export type DocumentType = DocumentEntry['type'];

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

/** An answer that is not the declared list (an empty body) is an empty list. */
const list = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);

export async function loadIdentitySituation(orderId: number): Promise<IdentitySituation> {
  const params = { orderId: String(orderId) };
  const [requirement, entries, loaded, categories, selfie] = await Promise.all([
    api.call('GET /application/get_min_identity_required/:orderId', { params }),
    api.call('POST /application/get_identity_check', { body: { orderId } }),
    api.call('GET /application/get_loaded_documents/:orderId', { params }),
    api.call('POST /application/get_req_documents', { body: { orderId } }),
    api.call('GET /application/bring_selfie_request/:orderId', { params }),
  ]);
  return {
    requirement: typeof requirement?.Msg === 'string' ? requirement.Msg : '',
    entries: list(entries),
    loaded: list(loaded),
    categories: list(categories),
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
  let answer: UploadAnswer;
  try {
    answer = await api.uploadWithProgress(
      'POST /utilities/upload_image',
      { orderId, docName, docSighted: sighted ? 'Y' : 'N', file },
      onProgress,
      { signal },
    );
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
  return api.call('POST /application/set_documents', { body: { orderId, Stage: 'Application' } });
}

/** POST /utilities/download_image {url}: a stored file, for the preview. */
export function downloadDocument(location: string): Promise<DownloadedFile> {
  return api.download('POST /utilities/download_image', { body: { url: location } });
}
