// The embedded database (PGlite) on a thread of its own, seen from the server's thread as the PGlite client drizzle
// and the job queue use: query, exec, transaction, listen, dumpDataDir, close.
//
// Why: PGlite runs PostgreSQL in WebAssembly on the thread that calls it, so one long query (a 10,000-order list
// after a change, about 200 ms) stalled every other request of the process (measured with `npm run bench:api`: a
// brand lookup's p99 went from a few ms to 326 ms while the list was re-read). On its own thread the query runs
// while the server answers others; what the server's thread still does is copy the answer in.
//
// Messages: { id, op, ...args } -> { id, result } or { id, error }; notices of LISTEN come as { topic, payload }.
// A transaction is opened by 'begin' (its id answered), its statements carry that id, and 'end' commits or rolls back:
// PGlite itself makes every other statement wait while one is open, exactly as on this thread before.
import { Worker } from 'node:worker_threads';

type Row = Record<string, unknown> | unknown[];
export interface QueryResult {
  rows: Row[];
  fields: Array<{ name: string; dataTypeID: number }>;
  affectedRows?: number;
}
interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** Drizzle's parsers: every one keeps PostgreSQL's text (dates, intervals), so only their types travel. */
  parsers?: Record<number, unknown>;
}
/** What a transaction's callback gets: the same statements, inside the transaction. */
export interface PgliteTransaction {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
  exec(sql: string): Promise<QueryResult[]>;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  /** Where the call was made: the error's stack names the caller, not the database's thread. */
  stack?: string;
}

export class PgliteOnWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<string, (payload: string) => void>();
  private nextId = 1;

  /** `dataDir`: PGlite's folder (none: in memory); `seeded`: an in-memory start from a dumpDataDir tarball. */
  constructor(options: { dataDir?: string; seeded?: Uint8Array }) {
    this.worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: options,
      transferList: options.seeded ? [options.seeded.buffer as ArrayBuffer] : [],
    });
    this.worker.on('message', (message: { id?: number; result?: unknown; error?: Record<string, unknown>; topic?: string; payload?: string }) => {
      if (message.topic !== undefined) return this.listeners.get(message.topic)?.(message.payload ?? '');
      const call = this.pending.get(message.id!);
      if (!call) return;
      this.pending.delete(message.id!);
      if (this.pending.size === 0) this.worker.unref();
      if (message.error) call.reject(Object.assign(new Error(String(message.error.message)), message.error, { stack: call.stack }));
      else call.resolve(message.result);
    });
    this.worker.on('error', (error) => this.failAll(error));
    this.worker.on('exit', (code) => this.failAll(new Error(`The database thread stopped (exit code ${code})`)));
    // Only a call in flight keeps the process alive, as a database connection would.
    this.worker.unref();
  }

  private failAll(error: Error) {
    for (const call of this.pending.values()) call.reject(error);
    this.pending.clear();
  }

  private call<T>(op: string, args: Record<string, unknown> = {}): Promise<T> {
    const id = this.nextId++;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, stack: new Error().stack });
      this.worker.postMessage({ id, op, ...args });
    });
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number): Promise<QueryResult> {
    const textTypes = Object.keys(options.parsers ?? {}).map(Number);
    return this.call('query', { sql, params, rowMode: options.rowMode ?? 'object', textTypes, tx });
  }

  exec(sql: string, tx?: number): Promise<QueryResult[]> {
    return this.call('exec', { sql, tx });
  }

  async transaction<T>(callback: (tx: PgliteTransaction) => Promise<T>): Promise<T> {
    const tx = await this.call<number>('begin');
    const handle: PgliteTransaction = {
      query: (sql, params, options) => this.query(sql, params, options, tx),
      exec: (sql) => this.exec(sql, tx),
    };
    let result: T;
    try {
      result = await callback(handle);
    } catch (error) {
      await this.call('end', { tx, commit: false });
      throw error;
    }
    await this.call('end', { tx, commit: true });
    return result;
  }

  async listen(topic: string, listener: (payload: string) => void): Promise<void> {
    this.listeners.set(topic, listener);
    await this.call('listen', { topic });
  }

  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.call<Uint8Array<ArrayBuffer>>('dump')]);
  }

  async close(): Promise<void> {
    await this.call('close');
    await this.worker.terminate();
  }
}
