// Uploaded files (DESIGN.md "Server": files), behind one interface, `FileStore`, with two implementations:
// - `DiskFileStore` (the default): everything flat in DATA_DIR/uploads;
// - `S3FileStore` (when S3_URL is set, see storage-config.ts): objects in an S3 or S3-compatible bucket, so several
//   API processes share the files.
// Either way a file is named by the server (crypto), never by the user, so nothing a user sends can address a path
// or a key. The type of a file is decided by its first bytes (magic numbers), read while it streams in, never by its
// name or the browser's content type. The size limit is enforced while streaming. Files are read back only through
// the authorised download call (and the application PDF), which look the location up in order_documents first.
//
// A file arrives in two steps, so that a refused upload leaves nothing behind: `receive` streams it to a pending
// place (a `.part` file in the uploads folder; a key under `incoming/` in the bucket) and reports its size and first
// bytes; the caller checks them, then `keep` gives it its final name (the location handle, `<32 hex>.<kind>`) or
// `discard` removes it.
//
// Every byte stored is sealed on its way in and opened on its way out (file-cipher.ts: AES-256-GCM records under a
// per-file data key wrapped by FILE_KEY), so the uploads folder and the bucket hold no readable file; sizes and reads
// here are the plain file's. The virus scan (virus-scan.ts) reads a received file back through `openReceived` before
// it is kept.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, type WriteStream } from 'node:fs';
import { access, constants, mkdir, open, readdir, rename, unlink, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { pipeline as pipelineCallback, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
// The file kinds the portal accepts (order-and-application §5 "Files"), shared with the browser's checks.
import { CONTENT_TYPES, type FileKind } from '../src/engine/files';
import { FILE_UNREADABLE, HttpError, RETRY_AFTER_SECONDS, STORAGE_UNAVAILABLE } from './http';
import { HEAD_BYTES } from './file-kind';
import { FileCipherError, openStored, resealed, sealingStream, type FileKeyring, type StoredForm } from './file-cipher';

export { HEAD_BYTES, sniffFileKind } from './file-kind';

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

/**
 * The store itself failed (disk full, bucket unreachable or hanging, credentials refused): not the sender's fault, so
 * every call that reads or writes a file answers 503 "storage unavailable, try again" (server/http.ts) with the cause
 * in the log, rather than blaming the request or saying nothing.
 */
export class FileStoreError extends HttpError {
  constructor(cause: unknown) {
    super(503, STORAGE_UNAVAILABLE, RETRY_AFTER_SECONDS);
    this.cause = cause;
  }
}

/**
 * A stored file that does not open: sealed under a key this server does not have, or damaged. Fails closed: an error
 * (500, the cause in the log), never the stored bytes or a guess at them.
 */
export class FileUnreadableError extends HttpError {
  constructor(cause: unknown) {
    super(500, FILE_UNREADABLE);
    this.cause = cause;
  }
}

/** A stored object opened with the keyring; a key or format problem is a FileUnreadableError. */
async function openWith(raw: Readable, storedBytes: number, keyring: FileKeyring): Promise<StoredFile> {
  try {
    const { stream, sizeBytes } = await openStored(raw, storedBytes, keyring);
    return { stream, sizeBytes };
  } catch (error) {
    raw.destroy();
    if (error instanceof FileCipherError) throw new FileUnreadableError(error);
    throw new FileStoreError(error);
  }
}

/** A stored object as it should be under the current key (null: it is), for `reseal`. */
async function resealedWith(raw: Readable, keyring: FileKeyring): Promise<Awaited<ReturnType<typeof resealed>>> {
  try {
    return await resealed(raw, keyring);
  } catch (error) {
    raw.destroy();
    if (error instanceof FileCipherError) throw new FileUnreadableError(error);
    throw new FileStoreError(error);
  }
}

/** Runs a store operation; its failures are the store's (FileStoreError), except the ones already said. */
async function storeOperation<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof HttpError || error instanceof FileTooLargeError) throw error;
    throw new FileStoreError(error);
  }
}

/** A file received but not yet kept: where it waits, its size and its first bytes. */
export interface ReceivedFile {
  /** Where the bytes wait until kept or discarded: a `.part` file path on disk, an `incoming/` key in the bucket. */
  readonly pending: string;
  sizeBytes: number;
  head: Buffer;
  /** Set once `keep` has given it its final name; `discard` then leaves it alone. */
  keptLocation: string | null;
}

/** A stored file opened for reading. */
export interface StoredFile {
  stream: Readable;
  sizeBytes: number;
}

/** Where uploaded files live. Every method takes or gives the location handle (`<32 hex>.<kind>`), never a path. */
export interface FileStore {
  /** Where the files are, for the start-up log (never a secret). */
  readonly description: string;
  /**
   * Streams `source` to a pending place, counting bytes and keeping the first `HEAD_BYTES` for sniffing; never
   * holds the whole file in memory. Throws `FileTooLargeError` (and keeps nothing) as soon as more than `maxBytes`
   * arrive, whatever the source's own limits; rethrows the source's own error; `FileStoreError` when the store fails.
   */
  receive(source: Readable, maxBytes: number): Promise<ReceivedFile>;
  /** Gives a received file its final random name with the extension of its kind; returns the location. */
  keep(received: ReceivedFile, kind: FileKind): Promise<string>;
  /** Removes a received file that was not kept (a refused upload leaves nothing behind). */
  discard(received: ReceivedFile): Promise<void>;
  /** Removes a kept file (its database row could not be written). Malformed locations are ignored. */
  remove(location: string): Promise<void>;
  /**
   * A stored file as a stream of its plain bytes with its plain size, or null when the location is malformed or the
   * file is gone. `FileUnreadableError` when it does not open (wrong key, damaged): checked before any byte is given,
   * and every record is checked before its bytes are.
   */
  open(location: string): Promise<StoredFile | null>;
  /** The plain bytes of a received file not yet kept, for the virus scan; may be read again after a failed try. */
  openReceived(received: ReceivedFile): Promise<Readable>;
  /** Every kept file's location, for `npm run rotate-keys`. */
  locations(): AsyncIterable<string>;
  /**
   * Rewrites a kept file under the current file key (its data key rewrapped; a plain file from before encryption
   * sealed) and answers what it was, or null when it already was under the current key.
   */
  reseal(location: string): Promise<StoredForm | null>;
  /** Fails when the store cannot be used (folder not writable, bucket missing or credentials refused). */
  check(): Promise<void>;
  /** Releases connections (the S3 client's sockets). */
  close(): Promise<void>;
}

const randomName = () => randomBytes(16).toString('hex');

/** Counts the bytes going through, keeps the first ones, and fails with `FileTooLargeError` past `maxBytes`. */
function meter(received: ReceivedFile, maxBytes: number): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received.sizeBytes += chunk.length;
      if (received.sizeBytes > maxBytes) return done(new FileTooLargeError());
      if (received.head.length < HEAD_BYTES) {
        received.head = Buffer.concat([received.head, chunk.subarray(0, HEAD_BYTES - received.head.length)]);
      }
      done(null, chunk);
    },
  });
}

/**
 * What a failed `receive` throws: the size limit, else the source's own error (the sender's side: an aborted
 * request, the multipart parser's limit), else the store's failure.
 */
function receiveFailure(received: ReceivedFile, maxBytes: number, source: Readable, error: unknown): unknown {
  if (error instanceof FileTooLargeError || received.sizeBytes > maxBytes) return new FileTooLargeError();
  if (source.errored) return source.errored;
  return new FileStoreError(error);
}

// ---------------------------------------------------------------------------------------------------------------
// Local disk: DATA_DIR/uploads, flat.

export class DiskFileStore implements FileStore {
  readonly description: string;
  private readonly dir: string;

  constructor(
    dataDir: string,
    private readonly keyring: FileKeyring,
  ) {
    this.dir = uploadsDir(dataDir);
    this.description = `local disk, ${this.dir}`;
  }

  async receive(source: Readable, maxBytes: number): Promise<ReceivedFile> {
    await storeOperation(() => mkdir(this.dir, { recursive: true }));
    const received: ReceivedFile = {
      pending: path.join(this.dir, `${randomName()}.part`),
      sizeBytes: 0,
      head: Buffer.alloc(0),
      keptLocation: null,
    };
    // 'wx': never overwrite; 0o600: only the server's user reads applicants' identity documents.
    const file = createWriteStream(received.pending, { flags: 'wx', mode: 0o600 });
    try {
      await pipeline(source, meter(received, maxBytes), sealingStream(this.keyring), file);
    } catch (error) {
      await closed(file);
      await this.discard(received);
      throw receiveFailure(received, maxBytes, source, error);
    }
    return received;
  }

  async keep(received: ReceivedFile, kind: FileKind): Promise<string> {
    const location = `${randomName()}.${kind}`;
    // A rename within one folder: the file appears under its final name whole, or not at all.
    await storeOperation(() => rename(received.pending, path.join(this.dir, location)));
    received.keptLocation = location;
    return location;
  }

  async discard(received: ReceivedFile): Promise<void> {
    if (received.keptLocation === null) await unlinkIfPresent(received.pending);
  }

  async remove(location: string): Promise<void> {
    if (isLocation(location)) await unlinkIfPresent(path.join(this.dir, location));
  }

  async open(location: string): Promise<StoredFile | null> {
    if (!isLocation(location)) return null;
    let handle: FileHandle;
    try {
      // Opened here, not when the stream first reads: a file removed meanwhile is a null now, not a stream error later.
      handle = await open(path.join(this.dir, location), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw new FileStoreError(error);
    }
    const info = await handle.stat().catch(async (error: unknown) => {
      await handle.close();
      throw new FileStoreError(error);
    });
    if (!info.isFile()) {
      await handle.close();
      return null;
    }
    // The stream closes the handle when it ends or is destroyed.
    return openWith(handle.createReadStream(), info.size, this.keyring);
  }

  async openReceived(received: ReceivedFile): Promise<Readable> {
    const handle = await storeOperation(() => open(received.pending, 'r'));
    const info = await handle.stat().catch(async (error: unknown) => {
      await handle.close();
      throw new FileStoreError(error);
    });
    return (await openWith(handle.createReadStream(), info.size, this.keyring)).stream;
  }

  async *locations(): AsyncIterable<string> {
    const names = await storeOperation(async () => (existsSync(this.dir) ? readdir(this.dir) : []));
    for (const name of names) if (isLocation(name)) yield name;
  }

  async reseal(location: string): Promise<StoredForm | null> {
    if (!isLocation(location)) return null;
    const target = path.join(this.dir, location);
    const rewritten = await resealedWith(await storeOperation(async () => createReadStream(target)), this.keyring);
    if (!rewritten) return null;
    // Written beside it, then renamed over it: a reader sees the old object or the new one, whole.
    const part = path.join(this.dir, `${randomName()}.part`);
    const file = createWriteStream(part, { flags: 'wx', mode: 0o600 });
    try {
      await pipeline(rewritten.stream, file);
      await rename(part, target);
    } catch (error) {
      await closed(file);
      await unlinkIfPresent(part);
      if (error instanceof FileCipherError) throw new FileUnreadableError(error);
      throw new FileStoreError(error);
    }
    return rewritten.was;
  }

  async check(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await access(this.dir, constants.W_OK);
  }

  async close(): Promise<void> {}
}

/**
 * Settles once a file being written has closed. A pipeline that fails (a body cut off) rejects before its file has
 * finished opening, and the open then creates the file: removed before that, it would stay on disk.
 */
async function closed(file: WriteStream): Promise<void> {
  if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
}

async function unlinkIfPresent(filePath: string): Promise<void> {
  await unlink(filePath).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw new FileStoreError(error);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// S3 or an S3-compatible server (MinIO, Ceph, Garage, R2...). The SDK is loaded on first use, so a disk-only server
// never pays for it.

/** Where the bucket is and how to reach it: parsed from S3_URL by storage-config.ts. */
export interface S3Settings {
  /** Scheme, host and port of the S3 API, e.g. 'http://127.0.0.1:9000' or 'https://s3.ap-southeast-2.amazonaws.com'. */
  endpoint: string;
  region: string;
  bucket: string;
  /** Prepended to every key: '' or ending in '/'. */
  prefix: string;
  /** Path-style addressing (endpoint/bucket/key), what S3-compatible servers expect; false: virtual-hosted style. */
  forcePathStyle: boolean;
  /** Absent: the SDK's default chain (AWS_ACCESS_KEY_ID..., a web identity, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /**
   * A request to the bucket that sends or receives nothing for this long fails (FileStoreError, a 503), so a store
   * that hangs never holds an upload or a download open; connecting has at most CONNECT_SECONDS of it.
   */
  timeoutSeconds: number;
}

/** A bucket that does not accept the connection within this long is taken for unreachable. */
const CONNECT_SECONDS = 3;

/** Received uploads wait under this key prefix (inside the store's own prefix) until kept or discarded. */
export const PENDING_PREFIX = 'incoming/';
/**
 * A multipart upload's part size: the least S3 takes. A file up to this size goes as one PUT; a bigger one in parts,
 * one in flight at a time, so an upload holds at most about two parts (~10 MB) in memory, never the whole file.
 */
const PART_BYTES = 5 * 1024 * 1024;

type S3Sdk = typeof import('@aws-sdk/client-s3');
interface S3Connection {
  sdk: S3Sdk;
  Upload: typeof import('@aws-sdk/lib-storage').Upload;
  client: S3Client;
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

export class S3FileStore implements FileStore {
  readonly description: string;
  private connection: Promise<S3Connection> | null = null;

  constructor(
    private readonly settings: S3Settings,
    private readonly keyring: FileKeyring,
  ) {
    const where = settings.prefix ? `, keys under "${settings.prefix}"` : '';
    this.description = `S3 bucket "${settings.bucket}" at ${settings.endpoint} (${settings.region})${where}`;
  }

  private connect(): Promise<S3Connection> {
    this.connection ??= (async () => {
      const [sdk, { Upload }] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
      const { endpoint, region, forcePathStyle, credentials, timeoutSeconds } = this.settings;
      const client = new sdk.S3Client({
        endpoint,
        region,
        forcePathStyle,
        credentials,
        // socketTimeout: silence on the socket for this long (a frozen server), not the whole request's length: an
        // upload streams from the applicant's phone, which may take minutes, and goes on while bytes flow.
        requestHandler: { connectionTimeout: Math.min(CONNECT_SECONDS, timeoutSeconds) * 1000, socketTimeout: timeoutSeconds * 1000 },
        // One try: the caller is a person waiting, told to try again (503), not a request retried in the dark.
        maxAttempts: 1,
        // Checksums only where the API requires them: the SDK's newer default (CRC32 trailers on every upload) is
        // not understood by many S3-compatible servers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      return { sdk, Upload, client };
    })();
    return this.connection;
  }

  private key(name: string): string {
    return `${this.settings.prefix}${name}`;
  }

  async receive(source: Readable, maxBytes: number): Promise<ReceivedFile> {
    const { Upload, client } = await this.connect();
    const received: ReceivedFile = {
      pending: this.key(`${PENDING_PREFIX}${randomName()}.part`),
      sizeBytes: 0,
      head: Buffer.alloc(0),
      keptLocation: null,
    };
    // The meter sits between the source and the upload: a file past the limit fails the upload before its end,
    // and lib-storage then aborts the multipart upload (or never sends the single PUT of a small file).
    const body = pipelineCallback(source, meter(received, maxBytes), sealingStream(this.keyring), () => {});
    const upload = new Upload({
      client,
      params: { Bucket: this.settings.bucket, Key: received.pending, Body: body, ContentType: 'application/octet-stream' },
      queueSize: 1,
      partSize: PART_BYTES,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      const failure = receiveFailure(received, maxBytes, source, error);
      body.destroy();
      // Best effort: the original failure is what the caller must see. A leftover under incoming/ is what the
      // bucket's lifecycle rule on that prefix is for.
      await this.deleteKey(received.pending).catch(() => undefined);
      throw failure;
    }
    return received;
  }

  async keep(received: ReceivedFile, kind: FileKind): Promise<string> {
    const { sdk, client } = await this.connect();
    const location = `${randomName()}.${kind}`;
    const { bucket } = this.settings;
    // S3 has no rename: a server-side copy (the bytes do not come back through us), then the pending key goes.
    await storeOperation(() =>
      client.send(
        new sdk.CopyObjectCommand({
          Bucket: bucket,
          Key: this.key(location),
          CopySource: `${bucket}/${received.pending.split('/').map(encodeURIComponent).join('/')}`,
          MetadataDirective: 'REPLACE',
          ContentType: CONTENT_TYPES[kind],
        }),
      ),
    );
    received.keptLocation = location;
    // The file is kept: a pending copy that cannot be deleted now is left to the lifecycle rule on incoming/.
    await this.deleteKey(received.pending).catch(() => undefined);
    return location;
  }

  async discard(received: ReceivedFile): Promise<void> {
    if (received.keptLocation === null) await this.deleteKey(received.pending);
  }

  async remove(location: string): Promise<void> {
    if (isLocation(location)) await this.deleteKey(this.key(location));
  }

  async open(location: string): Promise<StoredFile | null> {
    if (!isLocation(location)) return null;
    const { sdk, client } = await this.connect();
    try {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(location) }));
      // In Node the body is the HTTP response itself: streamed through to the caller, never buffered.
      const stream = object.Body as Readable | undefined;
      if (!stream) return null;
      return await openWith(stream, Number(object.ContentLength ?? 0), this.keyring);
    } catch (error) {
      if (isMissing(error)) return null;
      if (error instanceof HttpError) throw error;
      throw new FileStoreError(error);
    }
  }

  async openReceived(received: ReceivedFile): Promise<Readable> {
    const { sdk, client } = await this.connect();
    const object = await storeOperation(() => client.send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: received.pending })));
    const stream = object.Body as Readable | undefined;
    if (!stream) throw new FileStoreError(new Error(`no body for ${received.pending}`));
    return (await openWith(stream, Number(object.ContentLength ?? 0), this.keyring)).stream;
  }

  async *locations(): AsyncIterable<string> {
    const { sdk, client } = await this.connect();
    let token: string | undefined;
    do {
      const page = await storeOperation(() =>
        client.send(new sdk.ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: this.settings.prefix, ContinuationToken: token })),
      );
      for (const object of page.Contents ?? []) {
        const name = (object.Key ?? '').slice(this.settings.prefix.length);
        // Pending uploads (incoming/) and anything else in the bucket are not kept files.
        if (isLocation(name)) yield name;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async reseal(location: string): Promise<StoredForm | null> {
    if (!isLocation(location)) return null;
    const { sdk, Upload, client } = await this.connect();
    const { bucket } = this.settings;
    const object = await storeOperation(() => client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: this.key(location) })));
    const rewritten = await resealedWith(object.Body as Readable, this.keyring);
    if (!rewritten) return null;
    // Written under incoming/, then copied over the kept key on the server: the object is replaced whole or not at all.
    const pending = this.key(`${PENDING_PREFIX}${randomName()}.part`);
    try {
      await new Upload({
        client,
        params: { Bucket: bucket, Key: pending, Body: rewritten.stream, ContentType: 'application/octet-stream' },
        queueSize: 1,
        partSize: PART_BYTES,
        leavePartsOnError: false,
      }).done();
      const kind = location.slice(location.lastIndexOf('.') + 1) as FileKind;
      await client.send(
        new sdk.CopyObjectCommand({
          Bucket: bucket,
          Key: this.key(location),
          CopySource: `${bucket}/${pending.split('/').map(encodeURIComponent).join('/')}`,
          MetadataDirective: 'REPLACE',
          ContentType: CONTENT_TYPES[kind],
        }),
      );
    } catch (error) {
      if (error instanceof FileCipherError) throw new FileUnreadableError(error);
      throw new FileStoreError(error);
    } finally {
      await this.deleteKey(pending).catch(() => undefined);
    }
    return rewritten.was;
  }

  async check(): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(new sdk.HeadBucketCommand({ Bucket: this.settings.bucket }));
  }

  async close(): Promise<void> {
    const connection = this.connection;
    this.connection = null;
    if (connection) (await connection).client.destroy();
  }

  /** Deleting a key that is not there is not an error in S3. */
  private async deleteKey(key: string): Promise<void> {
    const { sdk, client } = await this.connect();
    await storeOperation(() => client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key })));
  }
}
