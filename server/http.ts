// Errors the routes throw on purpose, and the one shape every error answer takes:
// { statusCode, error, errorMessage } (the portal reads errorMessage, spec portal §7).
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** A 503's Retry-After: when, in seconds, the caller may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Your session has expired. Please sign in again.') => new HttpError(401, message);
export const forbidden = (message = 'You may not act on this record.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
/** The request is well formed but the record's state does not allow it (an illegal lifecycle move). */
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);

/**
 * Whether the caller has gone: closed its connection (HTTP/1) or cancelled its stream (HTTP/2) before its answer.
 * The request itself reads as destroyed once its body is read, so the connection is asked.
 */
export function callerGone(request: FastifyRequest): boolean {
  const raw = request.raw as { stream?: { destroyed: boolean }; socket?: { destroyed: boolean } | null };
  return raw.stream ? raw.stream.destroyed : (raw.socket?.destroyed ?? false);
}

/** How long a caller is asked to wait while the database or the file store is away: a restart takes seconds. */
export const RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';
export const STORAGE_UNAVAILABLE = 'File storage is unavailable at the moment. Please try again in a moment.';
export function serviceUnavailable(message: string, cause?: unknown): HttpError {
  const error = new HttpError(503, message, RETRY_AFTER_SECONDS);
  error.cause = cause;
  return error;
}

/** Node's socket errors and node-postgres's own words for a connection that went or never came. */
const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const CONNECTION_ERROR_TEXTS = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'not queryable',
  'Cannot use a pool after calling end',
];

/**
 * Whether an error means the database is out of reach rather than the statement wrong: a connection refused, reset
 * or timed out, SQLSTATE class 08 (connection exception), 57P01-57P03 (the server shutting down, crashed, or still
 * starting), 53300 (no connection slot left). Drizzle wraps the driver's error: the causes are followed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = String((e as { code?: unknown }).code ?? '');
    if (CONNECTION_ERROR_CODES.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code) || code === '53300') return true;
    const message = String((e as { message?: unknown }).message ?? '');
    if (CONNECTION_ERROR_TEXTS.some((text) => message.includes(text))) return true;
  }
  return false;
}

/** Turns an ajv validation failure into one sentence a person can act on. */
function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const where = error.validationContext ?? 'body';
  const params = first.params as Record<string, unknown>;
  const field =
    (params.missingProperty as string | undefined) ??
    (params.additionalProperty as string | undefined) ??
    first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (first.keyword === 'required') return `${field} is required.`;
  if (!field) return `The request ${where} ${first.message ?? 'is invalid'}.`;
  return `${field} ${first.message ?? 'is invalid'}.`;
}

/** The innermost cause's words, for the log: drizzle's wrapper holds the whole statement, the driver the reason. */
function causeOf(error: Error): string | undefined {
  let cause = error.cause as Error | undefined;
  while (cause?.cause instanceof Error) cause = cause.cause;
  return cause?.message;
}

export function sendError(error: FastifyError | HttpError | Error, request: FastifyRequest, reply: FastifyReply) {
  const fastifyError = error as FastifyError;
  let statusCode = fastifyError.statusCode ?? 500;
  let message: string;
  if (fastifyError.validation) {
    statusCode = 400;
    message = validationMessage(fastifyError);
  } else if (error instanceof HttpError || (statusCode >= 400 && statusCode < 500)) {
    // Client errors raised by Fastify itself (bad JSON, wrong content type, body too large) keep their text.
    message = error.message;
    // An outage we answer on purpose (the file store away) is still worth a line in the log, with what caused it.
    if (statusCode >= 500) request.log.warn({ reason: causeOf(error) }, message);
  } else if (isDatabaseUnavailable(error)) {
    // The database restarting or failing over: not a crash, not a hang, an answer that says when to come back.
    return sendError(serviceUnavailable(DATABASE_UNAVAILABLE, error), request, reply);
  } else {
    request.log.error({ err: error }, 'request failed');
    statusCode = 500;
    message = 'Something went wrong on our side. Please try later.';
  }
  if (error instanceof HttpError && error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  reply.status(statusCode).send({
    statusCode,
    error: statusCode >= 500 ? 'Server Error' : 'Request Error',
    errorMessage: message,
  });
}

export const NUL_MESSAGE = 'Text may not contain the NUL character (\\u0000).';
export const TOO_DEEP_MESSAGE = 'The request body is nested too deeply.';
/** Deeper than any body of the contract (the deepest is 4 levels); a guard against stack-exhausting documents. */
const MAX_DEPTH = 20;

export const containsNul = (text: string) => text.includes('\u0000');

/**
 * PostgreSQL text cannot hold NUL, and no field of ours has a use for it: any string that carries one, anywhere in the
 * params, query or body, is a 400 before the route sees it. Walked without recursion, with a depth limit.
 */
export function unsafeTextProblem(...values: unknown[]): string | null {
  const stack: Array<{ value: unknown; depth: number }> = values.map((value) => ({ value, depth: 0 }));
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (containsNul(value)) return NUL_MESSAGE;
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_DEPTH) return TOO_DEEP_MESSAGE;
      for (const [key, child] of Object.entries(value)) {
        if (containsNul(key)) return NUL_MESSAGE;
        stack.push({ value: child, depth: depth + 1 });
      }
    }
  }
  return null;
}
