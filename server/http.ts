// Errors the routes throw on purpose, and the one shape every error answer takes:
// { statusCode, error, errorMessage } (the portal reads errorMessage, spec portal §7).
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
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
  } else {
    request.log.error({ err: error }, 'request failed');
    statusCode = 500;
    message = 'Something went wrong on our side. Please try later.';
  }
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
