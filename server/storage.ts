// Uploaded files on disk (DESIGN.md "Server": files): everything lives flat in DATA_DIR/uploads under a random name
// made by the server (crypto), never a name the user chose, so nothing a user sends can address a path. The type
// of a file is decided by its first bytes (magic numbers), never by its name or the browser's content type. Files
// are read back only through the authorised download call, which looks the name up in order_documents first.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
// The file kinds the portal accepts (order-and-application §5 "Files"), shared with the browser's checks.
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

export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** A stored file's handle: 32 hex characters and the extension of its sniffed kind. */
const LOCATION_PATTERN = /^[0-9a-f]{32}\.(jpg|png|pdf)$/;

export const isLocation = (value: string): boolean => LOCATION_PATTERN.test(value);

/** More bytes arrived than the upload limit allows. */
export class FileTooLargeError extends Error {
  constructor() {
    super('The file is larger than the upload limit.');
  }
}

/** A file received into the uploads folder but not yet kept: a temporary name, its size and its first bytes. */
export interface ReceivedFile {
  tempPath: string;
  sizeBytes: number;
  head: Buffer;
  /** Set once `keepFile` has renamed it; `discardFile` then leaves it alone. */
  keptLocation: string | null;
}

/**
 * Streams `source` into a temporary file under the uploads folder, counting bytes and keeping the first ones for
 * sniffing. Never holds the file in memory. Refuses (throws `FileTooLargeError`, temporary file removed) as soon as
 * more than `maxBytes` arrive, whatever the source's own limits.
 */
export async function receiveFile(dataDir: string, source: Readable, maxBytes: number): Promise<ReceivedFile> {
  const dir = uploadsDir(dataDir);
  await mkdir(dir, { recursive: true });
  const received: ReceivedFile = {
    tempPath: path.join(dir, `${randomBytes(16).toString('hex')}.part`),
    sizeBytes: 0,
    head: Buffer.alloc(0),
    keptLocation: null,
  };
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received.sizeBytes += chunk.length;
      if (received.sizeBytes > maxBytes) return done(new FileTooLargeError());
      if (received.head.length < HEAD_BYTES) {
        received.head = Buffer.concat([received.head, chunk.subarray(0, HEAD_BYTES - received.head.length)]);
      }
      done(null, chunk);
    },
  });
  try {
    // 'wx': never overwrite; 0o600: only the server's user reads applicants' identity documents.
    await pipeline(source, meter, createWriteStream(received.tempPath, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    await discardFile(received);
    throw error;
  }
  return received;
}

/** Gives a received file its final random name with the extension of its kind; returns the location. */
export async function keepFile(dataDir: string, received: ReceivedFile, kind: FileKind): Promise<string> {
  const location = `${randomBytes(16).toString('hex')}.${kind}`;
  await rename(received.tempPath, path.join(uploadsDir(dataDir), location));
  received.keptLocation = location;
  return location;
}

/** Removes a received file that was not kept (a refused upload leaves nothing behind). */
export async function discardFile(received: ReceivedFile): Promise<void> {
  if (received.keptLocation === null) await unlinkIfPresent(received.tempPath);
}

/** Removes a kept file (its database row could not be written). */
export async function removeStoredFile(dataDir: string, location: string): Promise<void> {
  if (isLocation(location)) await unlinkIfPresent(path.join(uploadsDir(dataDir), location));
}

async function unlinkIfPresent(filePath: string): Promise<void> {
  await unlink(filePath).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

/** A stored file as a stream with its size, or null when the location is malformed or the file is gone. */
export async function openStoredFile(
  dataDir: string,
  location: string,
): Promise<{ stream: Readable; sizeBytes: number } | null> {
  if (!isLocation(location)) return null;
  const filePath = path.join(uploadsDir(dataDir), location);
  try {
    const info = await stat(filePath);
    if (!info.isFile()) return null;
    return { stream: createReadStream(filePath), sizeBytes: info.size };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
