// Signature fields hold the location of an uploaded signature (the signature widget uploads the drawing with
// upload_image, docName APPLICANTSIGN or PARENTSIGN, and keeps the answer's location). The server trusts only what it
// stored: a signature field counts as signed when it names a current signature upload of this order, and "the guardian
// signature is mandatory unless loaded" (§5), so a loaded signature counts even when the field was sent empty.
import type { DynamicField } from '../../src/engine';
import { RESERVED_DOCUMENTS } from './documents';

/** The reserved upload name of each known signature field (order-and-application §3 "Reserved document names"). */
export const SIGNATURE_DOCUMENT: Readonly<Record<string, string>> = {
  ApplicantSignature: RESERVED_DOCUMENTS.APPLICANTSIGN.docId,
  GuardianSignature: RESERVED_DOCUMENTS.PARENTSIGN.docId,
};

export const isSignatureField = (def: DynamicField): boolean =>
  (def.FieldType === 'custom' && def.CustomWidget === 'signature') || def.FieldID in SIGNATURE_DOCUMENT;

export interface SignatureUpload {
  docId: string;
  kind: string;
  location: string;
}

/**
 * The fields with each signature's value replaced by what the server knows: the sent location when it is a current
 * signature upload of the order (of the field's reserved name, for the known fields), else the latest such upload,
 * else empty.
 */
export function withTrustedSignatures(fields: readonly DynamicField[], uploads: readonly SignatureUpload[]): DynamicField[] {
  return fields.map((def) => {
    if (!isSignatureField(def)) return def;
    const reserved = SIGNATURE_DOCUMENT[def.FieldID];
    const candidates = uploads.filter((u) => (reserved ? u.docId === reserved : u.kind === 'signature'));
    const sent = def.TableValue ?? '';
    const value = candidates.some((u) => u.location === sent) ? sent : (candidates.at(-1)?.location ?? '');
    return { ...def, TableValue: value || null };
  });
}
