// The kind of a file from its first bytes (magic numbers), never from its name or the browser's content type: the
// uploads' check (storage.ts) and the reading of files stored before encryption (file-cipher.ts).
import type { FileKind } from '../src/engine/files';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');

/** How many leading bytes the sniffing needs. */
export const HEAD_BYTES = 16;

/**
 * The kind of a file from its first bytes, or null when it is none of the accepted ones. JPEG: SOI marker followed
 * by another marker (FF D8 FF); PNG: the 8-byte signature; PDF: '%PDF-' at the very start (a PDF with junk before
 * its header is refused: real scanners and browsers write it first).
 */
export function sniffFileKind(head: Buffer): FileKind | null {
  const startsWith = (signature: Buffer) =>
    head.length >= signature.length && head.subarray(0, signature.length).equals(signature);
  if (startsWith(PNG_SIGNATURE)) return 'png';
  if (startsWith(JPEG_SIGNATURE)) return 'jpg';
  if (startsWith(PDF_SIGNATURE)) return 'pdf';
  return null;
}
