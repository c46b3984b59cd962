// The one API client of the web app. Every call goes through `request`, so the status -> message mapping
// of portal §8 and the "401 signs you out" rule live here and nowhere else.
//
// Calls are keyed by the contract's 'METHOD /path' (schemas/api), which also gives their request and answer types.
// Those imports are `import type` only: they vanish from the build, so TypeBox never reaches the browser bundle.
import type { Static, TSchema } from '@sinclair/typebox';
import type { BodyOf, Contract, ParamsOf, QueryOf, ReplyOf, RouteKey } from '../../schemas/api';
import { API_BASE } from './config';
import { ERROR_MESSAGES, messageForStatus } from './messages';
import { sessionStore } from './session-store';

export class ApiError extends Error {
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** The server's own `errorMessage`, kept for callers that show it (login, password reset). */
  readonly serverMessage: string | null;
  /** The refusal's whole JSON body, for calls that answer more than a sentence (the designer's list of problems). */
  readonly body: unknown;

  constructor(status: number, message: string, serverMessage: string | null = null, body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.body = body;
  }
}

export interface RequestOptions {
  /** Public calls (login, forgot password, references form) send no token. */
  public?: boolean;
  /** Sends this token instead of the session's (login uses it before the session exists). */
  token?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition when the server names the file. */
  fileName: string | null;
}

type ResponseKind = 'auto' | 'blob';

function urlFor(path: string): string {
  return `${API_BASE.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** An error answer's JSON body, or null. */
function errorBodyIn(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** The server's `errorMessage` from an error answer's body, or null. */
function serverMessageIn(body: unknown): string | null {
  const message = body && typeof body === 'object' ? (body as { errorMessage?: unknown }).errorMessage : null;
  return typeof message === 'string' && message.trim() ? message : null;
}

async function readErrorBody(response: Response): Promise<unknown> {
  try {
    return errorBodyIn(await response.text());
  } catch {
    return null;
  }
}

/** A successful answer's body from its text and content type. Throws when declared JSON is not JSON. */
function parseBody(status: number, text: string, contentType: string): unknown {
  if (status === 204 || !text) return undefined;
  if (contentType.includes('json')) return JSON.parse(text);
  // Some calls answer plain text (receive_enquiries, portal §7); try JSON first for servers that omit the type.
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  return parseBody(response.status, await response.text(), response.headers.get('content-type') ?? '');
}

/** The bearer token a call sends: none for public calls, else the given one, else the session's. */
function tokenFor(options: RequestOptions): string | undefined {
  return options.public ? undefined : (options.token ?? sessionStore.getUser()?.token);
}

/**
 * The error a refused call throws, with the catalogue text for its status. Only the session whose token was refused
 * ends; a 401 on a public call (a wrong password) is a refused request, not a security control.
 */
function refusal(status: number, body: unknown, token: string | undefined, options: RequestOptions): ApiError {
  if (status === 401 && token && sessionStore.getUser()?.token === token) {
    sessionStore.clear('unauthorized');
  }
  const serverMessage = serverMessageIn(body);
  // The server's sentence where it gives one: a refusal says why (a 4xx: which field, which rule, how long to wait),
  // and a 503 of ours says what is away (the database restarting, file storage down). The catalogue's words otherwise,
  // and always for a session's 401, which signs the session out.
  const sessionRefused = status === 401 && !options.public;
  const message =
    serverMessage && !sessionRefused && ((status >= 400 && status < 500) || status === 503)
      ? serverMessage
      : status === 401 && options.public
        ? ERROR_MESSAGES.client
        : messageForStatus(status);
  return new ApiError(status, message, serverMessage, body);
}

function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (utf8) return decodeURIComponent(utf8[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1] : null;
}

async function request(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions,
  kind: ResponseKind,
): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary itself
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const token = tokenFor(options);
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(urlFor(path), { method, headers, body: payload, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, ERROR_MESSAGES.network);
  }

  if (!response.ok) {
    throw refusal(response.status, await readErrorBody(response), token, options);
  }

  if (kind === 'blob') {
    const file: DownloadedFile = {
      blob: await response.blob(),
      fileName: fileNameFrom(response.headers.get('content-disposition')),
    };
    return file;
  }
  try {
    return await readBody(response);
  } catch {
    // A 200 whose body is not what the server declared is a server fault for the user.
    throw new ApiError(response.status, ERROR_MESSAGES.server);
  }
}

/** Upload progress as a fraction from 0 to 1 of the request body sent. */
export type UploadProgressListener = (fraction: number) => void;

/**
 * A multipart upload through XMLHttpRequest, because fetch cannot report how much of a request body has been sent
 * (a 10 MB photo over a phone connection takes a while). Same token, same refusal mapping and 401 sign-out as
 * `request`; an abort through `options.signal` rejects with an AbortError DOMException like fetch does.
 */
function sendWithProgress(
  method: string,
  path: string,
  form: FormData,
  onProgress: UploadProgressListener | undefined,
  options: RequestOptions,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException('The upload was cancelled.', 'AbortError');
    if (options.signal?.aborted) {
      reject(aborted());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, urlFor(path));
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const token = tokenFor(options);
    if (token) headers.Authorization = `Bearer ${token}`;
    // No Content-Type: the browser sets the multipart boundary itself.
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);

    const onAbortSignal = () => xhr.abort();
    options.signal?.addEventListener('abort', onAbortSignal, { once: true });
    const settle = () => options.signal?.removeEventListener('abort', onAbortSignal);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      settle();
      const text = xhr.responseText ?? '';
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(refusal(xhr.status, errorBodyIn(text), token, options));
        return;
      }
      onProgress?.(1);
      try {
        resolve(parseBody(xhr.status, text, xhr.getResponseHeader('content-type') ?? ''));
      } catch {
        reject(new ApiError(xhr.status, ERROR_MESSAGES.server));
      }
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError(0, ERROR_MESSAGES.network));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      settle();
      reject(aborted());
    };
    xhr.send(form);
  });
}

// ---- Keyed, typed calls ---------------------------------------------------------------------------------------

/** Routes that answer a file (PDF, image) rather than JSON or text: read them with `api.download`. */
export type FileKey = {
  [K in RouteKey]: Contract[K] extends { produces: `text/${string}` } ? never : Contract[K] extends { produces: string } ? K : never;
}[RouteKey];

/** Routes that take a multipart body (a file and its fields): send them with `api.upload`. */
export type UploadKey = { [K in RouteKey]: Contract[K] extends { multipart: TSchema } ? K : never }[RouteKey];

/** Routes that answer JSON (or a short text): `api.call`. */
export type CallKey = Exclude<RouteKey, FileKey | UploadKey>;

/** A part the route declares must be given; a part it does not declare cannot be. */
type Part<Name extends string, T> = [T] extends [never] ? { [P in Name]?: undefined } : { [P in Name]: T };

/** A query string is optional where the route declares one (each of its values is), and impossible elsewhere. */
type QueryPart<T> = [T] extends [never] ? { query?: undefined } : { query?: T };

/** The path parameters, the query string and the JSON body of a call, exactly as the route declares them. */
export type CallInput<K extends RouteKey> = Part<'params', ParamsOf<K>> & Part<'body', BodyOf<K>> & QueryPart<QueryOf<K>>;

/**
 * The fields of a multipart route. Its file is declared `format: binary` (a string in the schema's static type);
 * in the browser it is a File.
 */
export type UploadFields<K extends UploadKey> = Contract[K] extends { multipart: infer M extends TSchema }
  ? Omit<Static<M>, 'file'> & { file: File }
  : never;

type PathParams = Record<string, string | number>;
type QueryValues = Record<string, string | undefined>;

/**
 * 'GET /orders/:userId' with { userId: '7' } -> GET and '/orders/7'; every :name is encoded. A query's values that
 * are undefined or '' are left out (a filter not chosen), the others appended in their order.
 */
function target(key: RouteKey, params: PathParams | undefined, query?: QueryValues): { method: string; path: string } {
  const space = key.indexOf(' ');
  const path = key.slice(space + 1).replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    // The types make this impossible; a call without its id must not reach some other route.
    if (value === undefined) throw new Error(`${key}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') search.append(name, value);
  const queryText = search.toString();
  return { method: key.slice(0, space), path: queryText ? `${path}?${queryText}` : path };
}

/**
 * The path (and query) a GET calls, e.g. as the SWR cache key of useApi (the cache can then be revalidated by path).
 */
export function pathOf<K extends RouteKey>(key: K, params: ParamsOf<K>, query?: QueryOf<K>): string {
  return target(key, params as PathParams | undefined, query as QueryValues | undefined).path;
}

/** The multipart body of an upload: the fields first, the file last, so the server knows what it gets first. */
function formOf(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined && value !== null);
  for (const [name, value] of entries) if (!(value instanceof Blob)) form.append(name, String(value));
  for (const [name, value] of entries) if (value instanceof Blob) form.append(name, value);
  return form;
}

// ---- early reads ---------------------------------------------------------------------------------------------------
// A page's first reads, started when its route matches (routes.tsx, `withEarlyReads`) instead of when its code has
// come and rendered: on a phone the data's round trips then overlap the code's download. The page's own call of the
// same read (same key, input and session) takes the answer instead of asking again, once, while it is fresh.

/** The reads a page may start early: reads only, never a call that changes anything. */
export type EarlyReadKey = Extract<CallKey, `GET ${string}`> | 'POST /application/get_tab_req' | 'POST /utilities/get_type_lists';

/** A page takes its early reads in its first render, a second or two after its route matched; older ones are dropped. */
const EARLY_READ_MS = 15_000;
const earlyReads = new Map<string, { startedAt: number; answer: Promise<unknown> }>();

/** Keys sorted at every level: the same input is the same text, however its object was written. */
function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${sortedJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The session is part of the id: a read started for one user is never another's answer. */
const earlyReadId = (key: string, input: unknown) => `${sessionStore.getUser()?.token ?? ''} ${key} ${sortedJson(input)}`;

function takeEarlyRead(key: string, input: unknown): Promise<unknown> | undefined {
  if (earlyReads.size === 0) return undefined;
  const id = earlyReadId(key, input);
  const early = earlyReads.get(id);
  if (!early) return undefined;
  earlyReads.delete(id);
  return isFresh(early) ? early.answer : undefined;
}

const isFresh = (early: { startedAt: number }) => Date.now() - early.startedAt <= EARLY_READ_MS;

export const api = {
  /**
   * A JSON call of the contract: `api.call('GET /orders/:userId', { params: { userId } })`. A read started early for
   * the same input (readEarly) answers it; `options.signal` cannot cancel that one, only stop the caller waiting.
   */
  call<K extends CallKey>(key: K, input: CallInput<K>, options: RequestOptions = {}): Promise<ReplyOf<K>> {
    const early = options.public || options.token ? undefined : takeEarlyRead(key, input);
    if (early) return early as Promise<ReplyOf<K>>;
    const { params, body, query } = input as { params?: PathParams; body?: unknown; query?: QueryValues };
    const { method, path } = target(key, params, query);
    return request(method, path, body, options, 'auto') as Promise<ReplyOf<K>>;
  },
  /**
   * Starts a signed-in page's read before the page asks for it (see "early reads" above), and answers it too, so an
   * early read can start the reads its answer names (the lists a step's fields need); nothing without a session.
   */
  readEarly<K extends EarlyReadKey>(key: K, input: CallInput<K>): Promise<ReplyOf<K>> | undefined {
    if (!sessionStore.getUser()) return undefined;
    const id = earlyReadId(key, input);
    for (const [other, early] of earlyReads) if (!isFresh(early)) earlyReads.delete(other);
    const started = earlyReads.get(id);
    if (started) return started.answer as Promise<ReplyOf<K>>;
    const { params, body, query } = input as { params?: PathParams; body?: unknown; query?: QueryValues };
    const { method, path } = target(key, params, query);
    const answer = request(method, path, body, {}, 'auto');
    // The page that takes it sees a failure; one never taken is no unhandled rejection.
    answer.catch(() => {});
    earlyReads.set(id, { startedAt: Date.now(), answer });
    return answer as Promise<ReplyOf<K>>;
  },
  /** A file answer (application PDF, stored documents), with the name the server gives it. */
  download<K extends FileKey>(key: K, input: CallInput<K>, options: RequestOptions = {}): Promise<DownloadedFile> {
    const { params, body } = input as { params?: PathParams; body?: unknown };
    const { method, path } = target(key, params);
    return request(method, path, body, options, 'blob') as Promise<DownloadedFile>;
  },
  /** A multipart upload (signatures) through fetch. */
  upload<K extends UploadKey>(key: K, fields: UploadFields<K>, options: RequestOptions = {}): Promise<ReplyOf<K>> {
    const { method, path } = target(key, undefined);
    return request(method, path, formOf(fields), options, 'auto') as Promise<ReplyOf<K>>;
  },
  /**
   * The same multipart upload, reporting the share of the body sent to `onProgress` (0 to 1) for a progress bar.
   * Cancel it with `options.signal`.
   */
  uploadWithProgress<K extends UploadKey>(
    key: K,
    fields: UploadFields<K>,
    onProgress?: UploadProgressListener,
    options: RequestOptions = {},
  ): Promise<ReplyOf<K>> {
    const { method, path } = target(key, undefined);
    return sendWithProgress(method, path, formOf(fields), onProgress, options) as Promise<ReplyOf<K>>;
  },
};

/** The user-facing text for anything an API call threw. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return ERROR_MESSAGES.server;
}
