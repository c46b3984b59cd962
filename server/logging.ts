// What the server writes to its logs must not carry personal data. Database errors quote the values of the failed
// statement (drizzle's "params: ...", PostgreSQL's 'invalid input syntax ... "Olivia"' and its "Key (email)=(...)"
// details), so errors are serialised through `safeError`: type, code and the message with every quoted or listed value
// removed, the same for the cause. Request logs carry method, route and status, never bodies or the token.
import type { FastifyServerOptions } from 'fastify';

export const REDACTED = '[redacted]';

/** A message with the values it quotes replaced, and nothing after a "params:" list. */
export function redactMessage(message: string): string {
  return message
    .replace(/params:[\s\S]*$/i, `params: ${REDACTED}`)
    .replace(/<[^<>\s]*>/g, `<${REDACTED}>`)
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, REDACTED)
    .replace(/"[^"\n]*"/g, `"${REDACTED}"`)
    .replace(/'[^'\n]*'/g, `'${REDACTED}'`)
    .replace(/\(([^()\n]*)\)=\(([^()\n]*)\)/g, `($1)=(${REDACTED})`);
}

interface SafeError {
  type: string;
  message: string;
  code?: string;
  /** PostgreSQL names what failed (identifiers, never values): kept, as the message loses its quoted names. */
  table?: string;
  constraint?: string;
  column?: string;
  statusCode?: number;
  stack?: string;
  cause?: SafeError;
}

export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: REDACTED };
  const { code, statusCode, table, constraint, column } = error as unknown as Record<string, unknown>;
  const message = redactMessage(error.message);
  // Only the frames of the stack: its first lines repeat the message, values included.
  const frames = error.stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  return {
    type: error.name,
    message,
    ...(typeof code === 'string' && { code }),
    ...(typeof table === 'string' && { table }),
    ...(typeof constraint === 'string' && { constraint }),
    ...(typeof column === 'string' && { column }),
    ...(typeof statusCode === 'number' && { statusCode }),
    ...(frames && { stack: `${error.name}: ${message}\n${frames}` }),
    ...(error.cause !== undefined && depth < 3 && { cause: safeError(error.cause, depth + 1) }),
  };
}

/** The logger options of every app: the caller's level and destination, with the safe serialisers. */
export function safeLogger(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    serializers: {
      err: safeError,
      req: (request: { method: string; url: string; ip?: string }) => ({ method: request.method, url: request.url }),
    },
  } as unknown as FastifyServerOptions['logger'];
}
