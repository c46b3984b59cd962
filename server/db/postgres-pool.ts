// Connection pools to a PostgreSQL server that outlive the server going away: a restart, a managed database's failover,
// `pg_terminate_backend`. A connection the server ends is an 'error' event on its node-postgres client (and, while it
// is idle, on its pool); an 'error' event nobody listens to ends the whole process. Every pool here listens on itself
// and on each client it opens, so a lost connection is logged and dropped: the pool opens a new one for the next
// query, and a query while the database is down fails at once (or after CONNECT_TIMEOUT_MS), which the error handler
// answers 503 (server/http.ts). A write that failed is reported, never done twice; a lone SELECT sent on a connection
// the server had just ended is sent again on another (readsAgainOnLostConnection).
import pg from 'pg';

/** Where a lost connection is told; the server's logger once it exists, the console before. */
export interface DatabaseLog {
  warn(details: object, message: string): void;
}

export const consoleDatabaseLog: DatabaseLog = {
  warn: (details, message) => console.warn(message, details),
};

/**
 * A database that does not answer the connection (a black-holed address during a failover) fails the query after
 * this long instead of holding the request: long enough for a loaded server on the far side of a region.
 */
export const CONNECT_TIMEOUT_MS = 5_000;

export function resilientPool(
  connectionString: string,
  options: {
    max: number;
    applicationName: string;
    log: DatabaseLog;
    /**
     * Every connection listens to these change notices (changes.ts) and hands them to `notify`. PostgreSQL delivers a
     * connection's own notices just before it says a statement or a COMMIT is done, so a change this process writes
     * is heard before the writing `await` returns: what it kept is forgotten before its next request.
     */
    notices?: { topics: readonly string[]; notify(topic: string, payload: string): void };
  },
): pg.Pool {
  const { notices } = options;
  const pool = new pg.Pool({
    ...(notices && { Client: listeningClient(notices) }),
    connectionString,
    max: options.max,
    application_name: options.applicationName,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // TCP keep-alive: a connection whose peer vanished without a word (a failover's old primary) is found dead.
    keepAlive: true,
  });
  const lost = (error: Error) =>
    options.log.warn({ pool: options.applicationName, code: (error as { code?: string }).code, reason: error.message }, 'database connection lost');
  // An idle client's error reaches the pool too (node-postgres's idle listener re-emits it): the client's own
  // listener below has logged it already.
  pool.on('error', () => undefined);
  // A client checked out (inside a transaction, between two of its statements) has no pool listener: its own.
  pool.on('connect', (client) => {
    client.on('error', lost);
    oneStatementAtATime(client);
  });
  readsAgainOnLostConnection(pool, options.max);
  return pool;
}

/**
 * A transaction's statements run on one client, and code inside it may start several at once (a Promise.all of reads).
 * node-postgres queues them itself but warns that pg 9 will refuse a query while another runs: each waits here for the
 * one before, in the order they were started, which is what the client did anyway. Callback and submittable queries
 * (the pool's own, cursors) pass straight through.
 */
function oneStatementAtATime(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  let last: Promise<unknown> = Promise.resolve();
  client.query = ((...args: unknown[]) => {
    const first = args[0] as { submit?: unknown } | null;
    if (typeof args.at(-1) === 'function' || typeof first?.submit === 'function') return query(...args);
    const run = last.then(() => query(...args));
    last = run.catch(() => undefined);
    return run;
  }) as typeof client.query;
}

/**
 * Right after the server ends the pool's idle connections (a restart, pg_terminate_backend), their 'error' events may
 * not be handled yet when the next statement takes one: the statement fails at once although the database is back.
 * A statement outside a transaction that only reads (drizzle sends those through pool.query) is sent again, once per
 * connection the pool may still hold, so a reader gets its answer instead of a 503. A write or a statement inside a
 * transaction is never repeated; a database that cannot be reached at all fails as before (the connect errors are not
 * "lost connection" errors, so no retry waits on them).
 */
function readsAgainOnLostConnection(pool: pg.Pool, connections: number): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const again = async (args: unknown[]) => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await query(...args);
      } catch (error) {
        if (attempt >= connections || !lostConnection(error)) throw error;
      }
    }
  };
  pool.query = ((...args: unknown[]) =>
    typeof args.at(-1) !== 'function' && isLoneRead(args[0]) ? again(args) : query(...args)) as typeof pool.query;
}

function isLoneRead(statement: unknown): boolean {
  const text = typeof statement === 'string' ? statement : (statement as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*select\b/i.test(text) && !/\bfor\s+(update|share|no key update|key share)\b/i.test(text);
}

/** The connection was there and went (ended by the server, reset): a fresh one may well answer. */
function lostConnection(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    code === '57P01' ||
    code === 'ECONNRESET' ||
    code === 'EPIPE' ||
    (typeof message === 'string' && (message.includes('Connection terminated') || message.includes('not queryable')))
  );
}

type Notices = NonNullable<Parameters<typeof resilientPool>[1]['notices']>;

/**
 * A client that listens to the notices as part of connecting: the pool hands it out only once its LISTEN is done (a
 * LISTEN sent from the pool's 'connect' event would run beside the first query the client was taken for).
 */
function listeningClient(notices: Notices): typeof pg.Client {
  type Callback = ((error: Error) => void) | ((error: null, client: pg.Client) => void);
  return class ListeningClient extends pg.Client {
    override connect(): Promise<pg.Client>;
    override connect(callback: Callback): void;
    override connect(callback?: Callback): Promise<pg.Client> | void {
      const ready = (async () => {
        await super.connect();
        this.on('notification', (notice) => notices.notify(notice.channel, notice.payload ?? ''));
        try {
          await this.query(notices.topics.map((topic) => `LISTEN ${topic}`).join('; '));
        } catch (error) {
          // The pool forgets a client that failed to connect without ending it: ended here.
          await this.end().catch(() => undefined);
          throw error;
        }
        return this;
      })();
      // pg-pool connects with a callback; anyone else awaits.
      if (!callback) return ready;
      const done = callback as (error: Error | null, client?: pg.Client) => void;
      ready.then((client) => done(null, client), (error: Error) => done(error));
    }
  };
}
