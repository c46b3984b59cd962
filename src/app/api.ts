// The one API client of the web app. Every call goes through `request`, so the status -> message mapping
// of portal §8 and the "401 signs you out" rule live here and nowhere else.
import { API_BASE } from './config';
import { ERROR_MESSAGES, messageForStatus } from './messages';
import { sessionStore } from './session-store';

export class ApiError extends Error {
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** The server's own `errorMessage`, kept for callers that show it (login, password reset). */
  readonly serverMessage: string | null;

  constructor(status: number, message: string, serverMessage: string | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
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

async function readServerMessage(response: Response): Promise<string | null> {
  try {
    const text = await response.text();
    if (!text) return null;
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'errorMessage' in body) {
      const message = (body as { errorMessage: unknown }).errorMessage;
      return typeof message === 'string' && message.trim() ? message : null;
    }
    return null;
  } catch {
    return null;
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) return JSON.parse(text);
  // Some calls answer plain text (receive_enquiries, portal §7); try JSON first for servers that omit the type.
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
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
  const token = options.public ? undefined : (options.token ?? sessionStore.getUser()?.token);
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(urlFor(path), { method, headers, body: payload, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, ERROR_MESSAGES.network);
  }

  if (!response.ok) {
    const serverMessage = await readServerMessage(response);
    // Only the session whose token was refused ends; a 401 on a public call (a wrong password) is not a sign-out.
    if (response.status === 401 && token && sessionStore.getUser()?.token === token) {
      sessionStore.clear('unauthorized');
    }
    // A 401 on a public call is a refused request (a wrong password), not a security control.
    const message =
      response.status === 401 && options.public ? ERROR_MESSAGES.client : messageForStatus(response.status);
    throw new ApiError(response.status, message, serverMessage);
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

export const api = {
  get<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return request('GET', path, undefined, options, 'auto') as Promise<T>;
  },
  post<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    return request('POST', path, body, options, 'auto') as Promise<T>;
  },
  /** Multipart upload (documents, selfies, signatures): pass the FormData as built by the caller. */
  upload<T>(path: string, form: FormData, options: RequestOptions = {}): Promise<T> {
    return request('POST', path, form, options, 'auto') as Promise<T>;
  },
  /** A file answer (reports, invoices): POST when a body is given (download_image takes `{url}`), GET otherwise. */
  download(path: string, body?: unknown, options: RequestOptions = {}): Promise<DownloadedFile> {
    return request(body === undefined ? 'GET' : 'POST', path, body, options, 'blob') as Promise<DownloadedFile>;
  },
};

/** The user-facing text for anything an API call threw. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return ERROR_MESSAGES.server;
}
