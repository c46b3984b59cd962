// Signatures drawn in the application are uploaded as PNG files through POST /utilities/upload_image (multipart
// orderId, docName, docSighted, file), under the reserved document names of order-and-application §3.
import type { ReplyOf } from '../../../schemas/api';
import { api } from '../../app/api';
import { ERROR_MESSAGES } from '../../app/messages';

/** FieldID of a signature field -> its reserved document name. */
export const SIGNATURE_DOC_NAMES: Readonly<Record<string, string>> = {
  GuardianSignature: 'PARENTSIGN',
  ApplicantSignature: 'APPLICANTSIGN',
};

/** "location (in some uses under data.location)" (§7). */
export type UploadAnswer = ReplyOf<'POST /utilities/upload_image'>;

/** The stored location, or null: checked although declared, since a 2xx without one stored nothing usable. */
export function locationOf(answer: UploadAnswer | null | undefined): string | null {
  const location = answer?.location ?? answer?.data?.location;
  return typeof location === 'string' && location !== '' ? location : null;
}

/** A `data:image/png;base64,...` URL (what the signature pad gives) as a Blob. */
export function dataUrlToBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  const header = dataUrl.slice(0, comma);
  const type = /^data:([^;,]+)/.exec(header)?.[1] ?? 'application/octet-stream';
  const binary = atob(dataUrl.slice(comma + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

/**
 * The signature widget's `formContext.uploadSignature`: stores the drawing under PARENTSIGN (guardian) or
 * APPLICANTSIGN (applicant) and resolves with the stored location, which becomes the field's value.
 */
export async function uploadSignature(orderId: number, dataUrlPng: string, fieldId: string): Promise<string> {
  const docName = SIGNATURE_DOC_NAMES[fieldId] ?? fieldId;
  const png = dataUrlToBlob(dataUrlPng);
  const file = new File([png], `${docName}.png`, { type: png.type });
  const location = locationOf(await api.upload('POST /utilities/upload_image', { orderId, docName, docSighted: 'N', file }));
  if (!location) throw new Error(ERROR_MESSAGES.server);
  return location;
}

/**
 * The document and selfie widgets' `formContext.uploadDocument` for Document fields of an engine step: the file under
 * the field's FieldID as document name, with upload progress. Not marked sighted: only the identity step's own
 * 'I have sighted this document' box does that.
 */
export async function uploadDocumentFile(
  orderId: number,
  file: File,
  docName: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const answer = await api.uploadWithProgress(
    'POST /utilities/upload_image',
    { orderId, docName, docSighted: 'N', file },
    onProgress,
    { signal },
  );
  const location = locationOf(answer);
  if (!location) throw new Error(ERROR_MESSAGES.server);
  return location;
}
