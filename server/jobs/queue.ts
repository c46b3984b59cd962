// The job queue: pg-boss 10 on the portal's own database (PGlite through its db adapter, or PostgreSQL). Every email
// and every timed task is a job. A job that belongs to rows is enqueued in the same transaction as the rows
// (`enqueue(tx, ...)`), so an order file and its invitations commit together or not at all, and a crash after the
// commit loses nothing: the jobs are there when the server starts again. Jobs retry with back-off; handlers are
// idempotent (see `once`).
//
// Why pg-boss rather than graphile-worker: pg-boss accepts any object with `executeSql(text, values)` as its database,
// so it runs on embedded PGlite in-process as well as on a PostgreSQL server, and takes that same kind of object per
// call, which is how a job joins a drizzle transaction. graphile-worker needs a real PostgreSQL connection pool (and
// LISTEN/NOTIFY), which PGlite does not offer in-process.
import PgBoss from 'pg-boss';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db, Tx } from '../db';
import { completedJobs } from '../db/schema';

/** What pg-boss needs of a database: one statement (or, without values, a script) and its rows. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * A pg-boss statement as a drizzle query, so it runs inside a drizzle transaction: its $1, $2... become bound
 * parameters (undefined as NULL, as node-postgres sends it).
 */
export function statementOf(text: string, values: unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`));
  return sql.join(chunks, sql.raw(''));
}

/** pg-boss's database inside a drizzle transaction (or on the database itself). */
export function executorOf(db: Db | Tx): SqlExecutor {
  return {
    async executeSql(text, values) {
      const result = (await db.execute(statementOf(text, values))) as unknown as { rows?: unknown[] } | unknown[];
      return { rows: Array.isArray(result) ? result : (result.rows ?? []) };
    },
  };
}

/** Jobs fetched at a time: mails are many and small (an order file of 10,000 applicants is 10,000 mails). */
const BATCH = 50;
/** How often a worker asks for due jobs when its queue is empty. */
const POLL_MS = 500;
/** The longest a worker waits before asking again while the database is away. */
const MAX_PAUSE_MS = 15_000;

export interface JobSpec<Data> {
  /** Tries after the first, with a delay that doubles from retryDelaySeconds. */
  retryLimit: number;
  retryDelaySeconds: number;
  /**
   * A run taking longer is taken for dead (its process killed mid-job) and the job is retried: the mail fetched by a
   * server that was then killed is sent by another within a minute or two.
   */
  expireInSeconds: number;
  /** Runs the job; throw to have it retried. */
  run(data: Data, job: { id: string }): Promise<void>;
}

export interface QueueOptions {
  /** Start workers that poll for jobs (the server). Tests leave them off and call `runDue()`. */
  work: boolean;
  /** Cron schedules of the timed jobs (name -> cron), in the server's time zone. */
  schedules?: Record<string, string>;
}

export class JobQueue {
  private readonly specs = new Map<string, JobSpec<unknown>>();
  private stopped = false;
  /** The polling workers (start), awaited by stop. */
  private readonly workers: Array<Promise<void>> = [];
  /** Wakes the workers' pauses when the queue stops. */
  private readonly wakeOnStop: Array<() => void> = [];

  private constructor(
    readonly boss: PgBoss,
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  static async open(database: Database, log: FastifyBaseLogger, options: { work: boolean }): Promise<JobQueue> {
    const common = {
      schema: 'pgboss',
      // Maintenance (expiring, archiving) and the cron clock run where jobs are worked, not in every test app.
      supervise: options.work,
      schedule: options.work,
      // A mail job holds the mail's text (an invitation holds its set-password link): completed jobs do not linger.
      archiveCompletedAfterSeconds: 3600,
      deleteAfterDays: 1,
      // How often expired runs are found and retried.
      maintenanceIntervalSeconds: 30,
    };
    // The database's own executor: on PostgreSQL a pool that survives the database going away (postgres-pool.ts).
    const boss = new PgBoss({ ...common, db: database.executor as PgBoss.Db });
    boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
    await boss.start();
    return new JobQueue(boss, database.db, log);
  }

  /** Declares a kind of job; its queue is created on first use. */
  async define<Data>(name: string, spec: JobSpec<Data>): Promise<void> {
    this.specs.set(name, spec as JobSpec<unknown>);
    await this.boss.createQueue(name, {
      name,
      retryLimit: spec.retryLimit,
      retryDelay: spec.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: spec.expireInSeconds,
    });
  }

  /** Starts a polling worker for every defined job, and the timed schedules. */
  async start(options: QueueOptions): Promise<void> {
    if (!options.work) return;
    for (const [name, spec] of this.specs) this.workers.push(this.work(name, spec));
    for (const [name, cron] of Object.entries(options.schedules ?? {})) {
      await this.boss.schedule(name, cron, {}, { tz: 'Australia/Sydney' });
    }
  }

  /**
   * One queue's worker: a batch at a time while there are jobs, a poll every POLL_MS when there are none. Our own
   * loop rather than pg-boss's `work()`: pg-boss 10 completes and fails a worker's batch without awaiting it, so a
   * database that goes away mid-batch rejects a promise nobody holds, which ends the process. Here a failure to fetch,
   * complete or fail is caught: the jobs stay in their table (an unfinished one is retried once it expires) and the
   * worker asks again after a pause that doubles from one second to MAX_PAUSE_MS while the database stays away.
   */
  private async work(name: string, spec: JobSpec<unknown>): Promise<void> {
    let pause = POLL_MS;
    while (!this.stopped) {
      try {
        const found = await this.runBatch(name, spec);
        pause = POLL_MS;
        if (found > 0) continue;
      } catch (error) {
        pause = Math.min(Math.max(pause * 2, 1000), MAX_PAUSE_MS);
        this.log.warn({ job: name, reason: (error as Error).message, retryInMs: pause }, 'job queue unreachable; asking again');
      }
      await this.sleep(pause);
    }
  }

  /** Fetches and runs one batch of a queue's due jobs: the ones that ran are completed together. Answers how many. */
  private async runBatch(name: string, spec: JobSpec<unknown>): Promise<number> {
    const jobs = (await this.boss.fetch<unknown>(name, { batchSize: BATCH })) ?? [];
    const done: string[] = [];
    try {
      // A failing job is failed alone (it is retried after its back-off); the others are completed.
      for (const job of jobs) if (await this.runOne(name, spec, job)) done.push(job.id);
    } finally {
      if (done.length > 0) await this.boss.complete(name, done);
    }
    return jobs.length;
  }

  /** Waits `ms`, or less when the queue stops. */
  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wakeOnStop.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /**
   * Enqueues jobs in the given transaction (or straight away on the database): they exist exactly when the rows they
   * belong to do.
   */
  async enqueue<Data extends object>(db: Db | Tx, name: string, jobs: Array<{ data: Data; key?: string }>): Promise<void> {
    if (!this.specs.has(name)) throw new Error(`No job named ${name}`);
    // One statement per thousand jobs: an order file of 10,000 applicants is ten statements.
    for (let start = 0; start < jobs.length; start += 1000) {
      await this.boss.insert(
        jobs.slice(start, start + 1000).map((j) => ({ name, data: j.data, singletonKey: j.key })),
        { db: executorOf(db) as PgBoss.Db },
      );
    }
  }

  /** Runs every job that is due now, until none is left (tests, and `npm run jobs` by hand). */
  async runDue(): Promise<number> {
    let ran = 0;
    for (let found = true; found; ) {
      found = false;
      for (const [name, spec] of this.specs) {
        const count = await this.runBatch(name, spec);
        ran += count;
        if (count > 0) found = true;
      }
    }
    return ran;
  }

  /** Runs one job; a failure is logged and the job failed, to be retried after its back-off. */
  private async runOne(name: string, spec: JobSpec<unknown>, job: { id: string; data: unknown }): Promise<boolean> {
    try {
      await spec.run(job.data, job);
      return true;
    } catch (error) {
      this.log.warn({ err: error, job: name }, 'job failed; it will be retried');
      await this.boss.fail(name, job.id, { message: (error as Error).message });
      return false;
    }
  }

  /** Whether the queue is started and its tables answer. */
  async running(): Promise<boolean> {
    if (this.stopped) return false;
    try {
      await this.boss.getQueues();
      return true;
    } catch {
      return false;
    }
  }

  /** Stops taking jobs, lets running ones finish (up to `timeoutMs`), and closes. */
  async stop(timeoutMs = 20_000): Promise<void> {
    this.stopped = true;
    for (const wake of this.wakeOnStop.splice(0)) wake();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.all(this.workers), new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
    clearTimeout(timer);
    await this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: true });
  }

  /**
   * Runs `effect` unless a job with this key already completed it; records the key after the effect. A job retried
   * after its effect (a crash before pg-boss heard it finished) finds the key and does nothing again.
   */
  async once(key: string, effect: () => Promise<void>): Promise<void> {
    const [done] = await this.db.select().from(completedJobs).where(eq(completedJobs.key, key));
    if (done) return;
    await effect();
    await this.db.insert(completedJobs).values({ key }).onConflictDoNothing();
  }
}
