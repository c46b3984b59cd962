// Which file store the server uses (storage.ts): local disk under DATA_DIR/uploads by default, an S3 or
// S3-compatible bucket when S3_URL is set.
//
// S3_URL format, one URL holding everything:
//
//   S3_URL=<http|https>://[ACCESS_KEY_ID:SECRET_ACCESS_KEY@]HOST[:PORT]/BUCKET[/KEY/PREFIX][?region=REGION][&style=path|virtual][&timeout=SECONDS]
//
//   e.g. http://portal:s3cr3t%2Bkey@127.0.0.1:9000/checks-uploads?region=ap-southeast-2          (MinIO on this host)
//        https://AKIA...:wJalr...@s3.ap-southeast-2.amazonaws.com/acme-checks/portal?region=ap-southeast-2
//
// - The scheme, host and port are the S3 API endpoint (no default: always give it, for AWS too).
// - Credentials are the URL's user and password, percent-encoded (a '/' in a secret is %2F, '+' is %2B, '@' is %40).
//   Leave them out to use the SDK's usual chain instead (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, an instance or
//   task role, a web identity token).
// - The first path segment is the bucket, which must exist. Any further segments are a key prefix: objects are
//   stored as PREFIX/<32 hex>.<jpg|png|pdf>, and uploads still being checked as PREFIX/incoming/<32 hex>.part
//   (give that prefix a lifecycle rule that expires objects after a day: a crash mid-upload can leave one behind).
// - region: default us-east-1 (what most S3-compatible servers accept whatever their setting).
// - style: path (default; https://host/bucket/key, what S3-compatible servers expect) or virtual
//   (https://bucket.host/key, AWS's preferred addressing).
// - timeout: seconds a request to the bucket may go without a byte either way before it fails and the caller is
//   told storage is unavailable (default 20; connecting has at most 3 of them).
// Anything else in the URL is refused at start-up, with a message that never repeats the secret.
import { DiskFileStore, S3FileStore, type FileStore, type S3Settings } from './storage';
import { fileKeyring } from './file-cipher';
import { fileSecret } from './secret';

/** What the file store needs from the server's settings. */
export interface StorageConfig {
  /** Uploads live in DATA_DIR/uploads when no S3_URL is given. */
  dataDir: string;
  /** S3_URL, see above. */
  s3Url?: string;
  /** FILE_KEY: the secret stored files are sealed under; generated and kept in DATA_DIR/file-key when not given. */
  fileKey?: string;
  /** FILE_KEY_PREVIOUS: earlier FILE_KEY secrets, still opening files until `npm run rotate-keys` rewraps them. */
  fileKeysPrevious?: string[];
}

/** The storage settings found in the environment. */
export function loadStorageConfig(env: NodeJS.ProcessEnv = process.env): Pick<StorageConfig, 's3Url'> {
  return { s3Url: env.S3_URL?.trim() || undefined };
}

const FORMAT = 'http(s)://KEY:SECRET@host[:port]/bucket[/prefix][?region=...&style=path|virtual&timeout=seconds]';
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const KNOWN_PARAMETERS = new Set(['region', 'style', 'timeout']);
/** Seconds of silence after which a request to the bucket fails (S3Settings.timeoutSeconds). */
const DEFAULT_TIMEOUT_SECONDS = 20;

const invalid = (problem: string) => new Error(`S3_URL ${problem}. Expected ${FORMAT}.`);

/** Reads S3_URL into the S3 store's settings; throws a clear error (without the secret) when it is malformed. */
export function parseS3Url(value: string): S3Settings {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid('is not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid(`has the scheme '${url.protocol}'`);
  if (url.hash) throw invalid('has a #fragment');

  let segments: string[];
  try {
    segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    throw invalid('has a malformed percent-encoding in its path');
  }
  const [bucket, ...prefixSegments] = segments;
  if (!bucket) throw invalid('names no bucket');
  if (!BUCKET_NAME.test(bucket)) throw invalid(`names the bucket '${bucket}', which is not a valid bucket name`);
  if (prefixSegments.some((s) => s === '.' || s === '..')) throw invalid('has . or .. in its key prefix');

  let accessKeyId: string;
  let secretAccessKey: string;
  try {
    accessKeyId = decodeURIComponent(url.username);
    secretAccessKey = decodeURIComponent(url.password);
  } catch {
    throw invalid('has a malformed percent-encoding in its credentials');
  }
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw invalid('gives a key without a secret, or a secret without a key');

  for (const name of url.searchParams.keys()) {
    if (!KNOWN_PARAMETERS.has(name)) throw invalid(`has the unknown parameter '${name}'`);
  }
  const region = url.searchParams.get('region') || 'us-east-1';
  const style = url.searchParams.get('style') || 'path';
  if (style !== 'path' && style !== 'virtual') throw invalid(`has style=${style}`);
  const timeout = url.searchParams.get('timeout');
  const timeoutSeconds = timeout === null ? DEFAULT_TIMEOUT_SECONDS : Number(timeout);
  if (!Number.isInteger(timeoutSeconds) || timeoutSeconds < 1 || timeoutSeconds > 600) {
    throw invalid(`has timeout=${timeout}, which is not a whole number of seconds from 1 to 600`);
  }

  return {
    endpoint: `${url.protocol}//${url.host}`,
    region,
    bucket,
    prefix: prefixSegments.length ? `${prefixSegments.join('/')}/` : '',
    forcePathStyle: style === 'path',
    timeoutSeconds,
    ...(accessKeyId ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  };
}

/** The file store these settings describe: S3 when s3Url is set, else local disk. */
export function createFileStore(config: StorageConfig): FileStore {
  const keyring = fileKeyring(fileSecret(config.dataDir, config.fileKey), config.fileKeysPrevious);
  return config.s3Url ? new S3FileStore(parseS3Url(config.s3Url), keyring) : new DiskFileStore(config.dataDir, keyring);
}
