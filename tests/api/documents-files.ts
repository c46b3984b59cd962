// Real files for the document tests, built here rather than checked in: PNGs of any exact size, a PDF from pdfkit,
// and a 4x4 JPEG as Chromium's canvas encodes it. Plus the multipart request the portal sends to upload_image.
import { crc32, deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { bearer, type TestApp } from './harness';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A valid 2x2 RGB PNG. With `totalBytes`, a tEXt comment chunk pads it to exactly that size, so a file at the
 * upload limit is still a real image.
 */
export function pngFile(totalBytes?: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.from([0, 58, 110, 165, 58, 110, 165, 0, 255, 255, 255, 58, 110, 165]);
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ];
  if (totalBytes !== undefined) {
    const base = parts.reduce((n, p) => n + p.length, 0);
    const padding = totalBytes - base - 12 - 'Comment\0'.length;
    if (padding < 0) throw new Error(`a PNG cannot be as small as ${totalBytes} bytes`);
    parts.splice(3, 0, chunk('tEXt', Buffer.concat([Buffer.from('Comment\0', 'latin1'), Buffer.alloc(padding, 0x20)])));
  }
  return Buffer.concat(parts);
}

/** A one-page PDF, as pdfkit writes it. */
export function pdfFile(text: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text(text);
    doc.end();
  });
}

/** A 4x4 blue JPEG, encoded by Chromium's canvas.toDataURL('image/jpeg', 0.8). */
export const jpegFile = (): Buffer =>
  Buffer.from(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAEAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AJsApHX/2Q==',
    'base64',
  );

export interface UploadFields {
  orderId?: number | string;
  docName?: string;
  docSighted?: string;
  file?: { bytes: Buffer; name: string; type: string };
}

/** POST /api/utilities/upload_image as the browser's FormData sends it. */
export async function upload(t: TestApp, token: string, fields: UploadFields) {
  const form = new FormData();
  if (fields.orderId !== undefined) form.append('orderId', String(fields.orderId));
  if (fields.docName !== undefined) form.append('docName', fields.docName);
  if (fields.docSighted !== undefined) form.append('docSighted', fields.docSighted);
  if (fields.file) form.append('file', new Blob([new Uint8Array(fields.file.bytes)], { type: fields.file.type }), fields.file.name);
  const request = new Request('http://localhost/api/utilities/upload_image', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/utilities/upload_image',
    headers: { ...bearer(token), 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

export async function download(t: TestApp, token: string, url: string) {
  return t.app.inject({ method: 'POST', url: '/api/utilities/download_image', headers: bearer(token), payload: { url } });
}
