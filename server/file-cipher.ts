// Stored files encrypted at rest (issue 32 item 4), on disk and in the bucket alike: each file has its own random
// 256-bit data key, wrapped (AES-256-GCM) by the master key FILE_KEY; the wrapped key and the master key's id travel in
// a small header at the start of the stored object, so a file is whole on its own and `npm run rotate-keys` only
// rewrites headers.
//
// Stored object = header (HEADER_BYTES) + records. The file is cut into records of RECORD_BYTES of plain text (the
// last one shorter, possibly empty); each is sealed with AES-256-GCM under the data key, followed by its 16-byte tag.
// A record's nonce is the file's random 7-byte prefix, the record's number (4 bytes) and a final flag (1 byte): the
// STREAM construction (Hoang, Reyhanitabar, Rogaway, Vizár 2015). A reordered, dropped, truncated or extended object
// fails its tags; nothing is given out before its record's tag is checked, so a damaged file or a wrong key is an
// error, never garbage. Both directions are Transforms holding at most one record: no whole file in memory.
//
// Files stored before encryption have no header: they start with a PNG, JPEG or PDF signature (every upload was
// sniffed), and are read as they are (`openStored`), until `npm run rotate-keys` encrypts them.
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { sniffFileKind } from './file-kind';

const MAGIC = Buffer.from('CCFILE', 'latin1');
const VERSION = 1;
const KEY_ID_BYTES = 8;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const DATA_KEY_BYTES = 32;
const PREFIX_BYTES = 7;
/** Plain bytes per record: 64 KiB. */
export const RECORD_BYTES = 64 * 1024;
const SEALED_RECORD_BYTES = RECORD_BYTES + TAG_BYTES;

// Header layout: magic | version | key id | wrap nonce | wrapped data key | wrap tag | record nonce prefix.
const KEY_ID_AT = MAGIC.length + 1;
const WRAP_NONCE_AT = KEY_ID_AT + KEY_ID_BYTES;
const WRAPPED_AT = WRAP_NONCE_AT + NONCE_BYTES;
const WRAP_TAG_AT = WRAPPED_AT + DATA_KEY_BYTES;
const PREFIX_AT = WRAP_TAG_AT + TAG_BYTES;
export const HEADER_BYTES = PREFIX_AT + PREFIX_BYTES;

/** A master key and its id (a fingerprint of the key, so no one has to name keys). */
export interface MasterKey {
  id: Buffer;
  key: Buffer;
}

/** The master keys a server knows: the current one seals; it and the previous ones open. */
export interface FileKeyring {
  current: MasterKey;
  previous: MasterKey[];
}

/** A stored file cannot be opened: wrong or unknown master key, damaged header or records. Never the sender's fault. */
export class FileCipherError extends Error {}

/** The master key a FILE_KEY secret stands for (HKDF-SHA-256, as the field cipher derives its key). */
export function masterKey(secret: string): MasterKey {
  const key = Buffer.from(hkdfSync('sha256', secret, 'clearcheck-file-cipher', 'aes-256-gcm master v1', 32));
  const id = createHash('sha256').update('clearcheck file key id').update(key).digest().subarray(0, KEY_ID_BYTES);
  return { id, key };
}

/** The keyring of FILE_KEY and the FILE_KEY_PREVIOUS secrets (comma-separated), the current one first. */
export function fileKeyring(current: string, previous: readonly string[] = []): FileKeyring {
  const currentKey = masterKey(current);
  return {
    current: currentKey,
    previous: previous.map(masterKey).filter((k) => !k.id.equals(currentKey.id)),
  };
}

const keyIdText = (id: Buffer) => id.toString('hex');

function recordNonce(prefix: Buffer, index: number, final: boolean): Buffer {
  const nonce = Buffer.alloc(NONCE_BYTES);
  prefix.copy(nonce, 0);
  nonce.writeUInt32BE(index, PREFIX_BYTES);
  nonce[NONCE_BYTES - 1] = final ? 1 : 0;
  return nonce;
}

/** The header's fixed part before the key id: bound to the wrapped key as associated data. */
const headerStart = () => Buffer.concat([MAGIC, Buffer.from([VERSION])]);

function wrapDataKey(master: MasterKey, dataKey: Buffer, prefix: Buffer): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', master.key, nonce);
  // The key id and the records' nonce prefix are bound to the wrapped key: neither can be swapped in the header.
  cipher.setAAD(Buffer.concat([headerStart(), master.id, prefix]));
  const wrapped = Buffer.concat([cipher.update(dataKey), cipher.final()]);
  return Buffer.concat([headerStart(), master.id, nonce, wrapped, cipher.getAuthTag(), prefix]);
}

export const isSealed = (head: Buffer): boolean => head.length >= MAGIC.length && head.subarray(0, MAGIC.length).equals(MAGIC);

/** The header's key id, the data key it wraps (opened with the keyring) and the records' nonce prefix. */
function openHeader(header: Buffer, keyring: FileKeyring): { keyId: Buffer; dataKey: Buffer; prefix: Buffer } {
  if (header.length < HEADER_BYTES || !isSealed(header) || header[MAGIC.length] !== VERSION) {
    throw new FileCipherError('The stored file has no readable encryption header.');
  }
  const keyId = header.subarray(KEY_ID_AT, WRAP_NONCE_AT);
  const prefix = header.subarray(PREFIX_AT, HEADER_BYTES);
  const master = [keyring.current, ...keyring.previous].find((k) => k.id.equals(keyId));
  if (!master) throw new FileCipherError(`The stored file is sealed with file key ${keyIdText(keyId)}, which this server does not have.`);
  try {
    const decipher = createDecipheriv('aes-256-gcm', master.key, header.subarray(WRAP_NONCE_AT, WRAPPED_AT));
    decipher.setAAD(Buffer.concat([headerStart(), keyId, prefix]));
    decipher.setAuthTag(header.subarray(WRAP_TAG_AT, PREFIX_AT));
    const dataKey = Buffer.concat([decipher.update(header.subarray(WRAPPED_AT, WRAP_TAG_AT)), decipher.final()]);
    return { keyId: Buffer.from(keyId), dataKey, prefix: Buffer.from(prefix) };
  } catch {
    throw new FileCipherError(`The stored file's data key does not open with file key ${keyIdText(keyId)}.`);
  }
}

/** Seals plain bytes into the stored format under the keyring's current key: header, then records. */
export function sealingStream(keyring: FileKeyring): Transform {
  const dataKey = randomBytes(DATA_KEY_BYTES);
  const prefix = randomBytes(PREFIX_BYTES);
  let index = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const seal = (plain: Buffer, final: boolean): Buffer => {
    const cipher = createCipheriv('aes-256-gcm', dataKey, recordNonce(prefix, index++, final));
    return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  };
  let headerSent = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      if (!headerSent) {
        this.push(wrapDataKey(keyring.current, dataKey, prefix));
        headerSent = true;
      }
      pending.push(chunk);
      pendingBytes += chunk.length;
      // Strictly more than a record: the last record is sealed (final) in flush, even when it is a full one.
      if (pendingBytes > RECORD_BYTES) {
        let all = Buffer.concat(pending);
        while (all.length > RECORD_BYTES) {
          this.push(seal(all.subarray(0, RECORD_BYTES), false));
          all = all.subarray(RECORD_BYTES);
        }
        pending = [all];
        pendingBytes = all.length;
      }
      done();
    },
    flush(done: TransformCallback) {
      if (!headerSent) this.push(wrapDataKey(keyring.current, dataKey, prefix));
      this.push(seal(Buffer.concat(pending), true));
      done();
    },
  });
}

/** Opens the records after a header whose data key is known; fails (FileCipherError) on the first bad record. */
function openingStream(dataKey: Buffer, prefix: Buffer): Transform {
  let index = 0;
  let pending: Buffer = Buffer.alloc(0);
  const open = (sealed: Buffer, final: boolean): Buffer => {
    if (sealed.length < TAG_BYTES) throw new FileCipherError('The stored file is truncated.');
    const decipher = createDecipheriv('aes-256-gcm', dataKey, recordNonce(prefix, index++, final));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    const plain = decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES));
    try {
      decipher.final();
    } catch {
      throw new FileCipherError('The stored file is damaged or truncated: a record fails its check.');
    }
    return plain;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      try {
        // A full record followed by more bytes is not the last one.
        while (pending.length > SEALED_RECORD_BYTES) {
          this.push(open(pending.subarray(0, SEALED_RECORD_BYTES), false));
          pending = pending.subarray(SEALED_RECORD_BYTES);
        }
      } catch (error) {
        return done(error as Error);
      }
      done();
    },
    flush(done: TransformCallback) {
      try {
        this.push(open(pending, true));
      } catch (error) {
        return done(error as Error);
      }
      done();
    },
  });
}

/** The plain size of a sealed object of `storedBytes` (header included): every record costs one tag. */
export function plainSize(storedBytes: number): number {
  const body = storedBytes - HEADER_BYTES;
  if (body < TAG_BYTES) throw new FileCipherError('The stored file is truncated.');
  return body - Math.ceil(body / SEALED_RECORD_BYTES) * TAG_BYTES;
}

/** The stored size of `plainBytes` sealed. */
export function sealedSize(plainBytes: number): number {
  return HEADER_BYTES + plainBytes + Math.max(1, Math.ceil(plainBytes / RECORD_BYTES)) * TAG_BYTES;
}

/** Reads the first `count` bytes off a stream; the rest comes after them from `rest`, pulled as it is read. */
async function splitHead(raw: Readable, count: number): Promise<{ head: Buffer; rest: Readable }> {
  const iterator = raw[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let head = Buffer.alloc(0);
  while (head.length < count) {
    const next = await iterator.next();
    if (next.done) break;
    head = Buffer.concat([head, next.value]);
  }
  const leftover = head.subarray(count);
  const rest = Readable.from(
    (async function* () {
      try {
        if (leftover.length) yield leftover;
        for (;;) {
          const next = await iterator.next();
          if (next.done) return;
          yield next.value;
        }
      } finally {
        // Destroying what the caller reads ends the source too (an S3 response's socket).
        raw.destroy();
      }
    })(),
    { objectMode: false },
  );
  return { head: head.subarray(0, count), rest };
}

/** How a stored object is held: sealed under a key of the keyring (its id), or plain from before encryption. */
export type StoredForm = { sealed: true; keyId: string } | { sealed: false };

/**
 * A stored object (`raw`, `storedBytes` long) opened for reading: the plain bytes and their size. A sealed object's
 * data key is unwrapped here, before any byte is given: a wrong or unknown key throws now. A plain object from before
 * encryption is given as it is when it starts like a file the portal accepts; anything else is refused.
 */
export async function openStored(
  raw: Readable,
  storedBytes: number,
  keyring: FileKeyring,
): Promise<{ stream: Readable; sizeBytes: number; form: StoredForm }> {
  const { head, rest } = await splitHead(raw, HEADER_BYTES);
  const whole = Readable.from(
    (async function* () {
      yield head;
      yield* rest;
    })(),
    { objectMode: false },
  );
  if (!isSealed(head)) {
    if (sniffFileKind(head) === null) {
      whole.destroy();
      throw new FileCipherError('The stored file is neither sealed nor a file from before encryption.');
    }
    return { stream: whole, sizeBytes: storedBytes, form: { sealed: false } };
  }
  let opened: ReturnType<typeof openHeader>;
  let sizeBytes: number;
  try {
    opened = openHeader(head, keyring);
    sizeBytes = plainSize(storedBytes);
  } catch (error) {
    rest.destroy();
    throw error;
  }
  const plain = rest.pipe(openingStream(opened.dataKey, opened.prefix));
  rest.on('error', (error) => plain.destroy(error));
  plain.on('close', () => rest.destroy());
  return { stream: plain, sizeBytes, form: { sealed: true, keyId: keyIdText(opened.keyId) } };
}

/**
 * A stored object as it should be under the keyring's current key, for `npm run rotate-keys`: null when it already
 * is; otherwise the new object's bytes: a sealed one gets a new header (its data key rewrapped, the records copied
 * unchanged), a plain one from before is sealed whole.
 */
export async function resealed(raw: Readable, keyring: FileKeyring): Promise<{ stream: Readable; was: StoredForm } | null> {
  const { head, rest } = await splitHead(raw, HEADER_BYTES);
  if (isSealed(head)) {
    const opened = openHeader(head, keyring);
    if (opened.keyId.equals(keyring.current.id)) {
      rest.destroy();
      return null;
    }
    const header = wrapDataKey(keyring.current, opened.dataKey, opened.prefix);
    const stream = Readable.from(
      (async function* () {
        yield header;
        yield* rest;
      })(),
      { objectMode: false },
    );
    return { stream, was: { sealed: true, keyId: keyIdText(opened.keyId) } };
  }
  if (sniffFileKind(head) === null) {
    rest.destroy();
    throw new FileCipherError('The stored file is neither sealed nor a file from before encryption.');
  }
  const plain = Readable.from(
    (async function* () {
      yield head;
      yield* rest;
    })(),
    { objectMode: false },
  );
  return { stream: plain.pipe(sealingStream(keyring)), was: { sealed: false } };
}
