// Errors the routes throw on purpose, and the one shape every error answer takes:
// { statusCode, error, errorMessage } (the portal reads errorMessage, spec portal §7).
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { wordFor } from '../src/engine/glossary';
import { idPattern } from '../schemas/api/route';

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
/** A stored file that does not open with the server's file keys (file-cipher.ts): never shown as it is stored. */
export const FILE_UNREADABLE = 'This file cannot be opened at the moment. Please contact support.';
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

/** Lists whose entries people count by another word than 'entry' (the order lines of the wizard and its file). */
const ENTRY_WORDS: Readonly<Record<string, string>> = { applicantsDetails: 'Line' };

/**
 * A request key as people read it, by the glossary (src/engine/glossary.ts): 'username' -> 'Username', 'user_id' ->
 * 'User ID', 'applicantsDetails' -> 'Applicants details'.
 */
export const fieldLabel = wordFor;

const TYPE_WORDS: Readonly<Record<string, string>> = {
  string: 'must be text',
  integer: 'must be a whole number',
  number: 'must be a number',
  boolean: 'must be true or false',
  array: 'must be a list',
  object: 'must be a group of fields',
  null: 'must be empty',
};

const FORMAT_WORDS: Readonly<Record<string, string>> = {
  email: 'must be a valid email address',
  date: 'must be a valid date',
  'date-time': 'must be a valid date and time',
  uri: 'must be a valid web address',
};

const quoted = (value: unknown) => (typeof value === 'string' ? `'${value}'` : String(value));

/** What ajv found wrong, as the end of a sentence about the field; never ajv's own words. */
function problemOf(keyword: string, params: Record<string, unknown>): string {
  const limit = Number(params.limit);
  switch (keyword) {
    case 'type': {
      const type = Array.isArray(params.type) ? String(params.type[0]) : String(params.type);
      return TYPE_WORDS[type] ?? 'is not valid';
    }
    case 'maxLength':
      return `must be at most ${limit} character${limit === 1 ? '' : 's'}`;
    case 'minLength':
      return limit <= 1 ? 'is required' : `must be at least ${limit} characters`;
    case 'maximum':
      return `must be at most ${limit}`;
    case 'minimum':
      return `must be at least ${limit}`;
    case 'exclusiveMaximum':
      return `must be less than ${limit}`;
    case 'exclusiveMinimum':
      return `must be more than ${limit}`;
    case 'maxItems':
      return `must have at most ${limit} ${limit === 1 ? 'entry' : 'entries'}`;
    case 'minItems':
      return limit <= 1 ? 'must have at least one entry' : `must have at least ${limit} entries`;
    case 'uniqueItems':
      return 'must not list the same entry twice';
    case 'enum': {
      const allowed = (params.allowedValues as unknown[] | undefined) ?? [];
      return allowed.length > 0 && allowed.length <= 6 ? `must be one of ${allowed.map(quoted).join(', ')}` : 'is not one of the choices';
    }
    case 'const':
      return `must be ${quoted(params.allowedValue)}`;
    case 'format':
      return FORMAT_WORDS[String(params.format)] ?? 'is not in the expected format';
    case 'pattern':
      return params.pattern === idPattern ? 'must be a number' : 'is not in the expected format';
    case 'additionalProperties':
      return 'is not accepted here';
    default:
      return 'is not valid';
  }
}

/**
 * Turns an ajv validation failure into one sentence a person can act on, naming the field by a label
 * ('Username must be at most 100 characters.', 'Line 2: Phone must be text.'); ajv's message is never shown.
 */
export function validationMessage(error: Pick<FastifyError, 'validation' | 'validationContext'>): string {
  const first = error.validation?.[0];
  if (!first) return 'The request is not valid.';
  const params = (first.params ?? {}) as Record<string, unknown>;
  const path = first.instancePath.split('/').filter(Boolean).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const named = (params.missingProperty as string | undefined) ?? (params.additionalProperty as string | undefined);
  if (named !== undefined) path.push(named);
  const problem = first.keyword === 'required' ? 'is required' : problemOf(first.keyword, params);
  // The field is the last named step of the path; an entry of a list is counted from 1 (its index after the list).
  const isIndex = (part: string | undefined) => part !== undefined && /^\d+$/.test(part);
  let at = path.length - 1;
  while (at >= 0 && isIndex(path[at])) at--;
  const field: string | undefined = path[at];
  let entry: { list: string; number: number } | undefined;
  if (at >= 0 && isIndex(path[at + 1])) entry = { list: field!, number: Number(path[at + 1]) + 1 };
  else if (at >= 2 && isIndex(path[at - 1])) entry = { list: path[at - 2], number: Number(path[at - 1]) + 1 };
  if (entry && field === entry.list) return `${ENTRY_WORDS[entry.list] ?? `${fieldLabel(entry.list)}, entry`} ${entry.number} ${problem}.`;
  if (field === undefined) return `The request ${problem === 'is required' ? 'is incomplete' : problem.replace(/^must be a group of fields$/, 'is not in the expected form')}.`;
  const label = fieldLabel(field);
  if (!entry) return `${label} ${problem}.`;
  const word = ENTRY_WORDS[entry.list];
  return word ? `${word} ${entry.number}: ${label} ${problem}.` : `${label} (${fieldLabel(entry.list).toLowerCase()}, entry ${entry.number}) ${problem}.`;
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
