// Throttles of the public calls (sign-in, forgot password), counted in the database: they survive a restart and every
// API process shares them. Each key counts in a fixed window; the counting is one atomic upsert, so parallel
// requests cannot slip past a limit.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { throttleCounters } from '../db/schema';
import { tooManyRequests } from '../http';

export interface Count {
  count: number;
  blockedUntil: Date | null;
}

/** 429 with a sentence that says how long to wait. */
export function tooMany(waitMs: number) {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return tooManyRequests(`Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`);
}

export class Throttle {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** Counts one more event of `key` in its window (a window older than windowMs starts again at 1). */
  async count(key: string, windowMs: number): Promise<Count> {
    const now = this.now();
    const floor = new Date(now.getTime() - windowMs);
    const expired = sql`${throttleCounters.windowStart} < ${floor.toISOString()}::timestamptz`;
    const [row] = await this.db
      .insert(throttleCounters)
      .values({ key, windowStart: now, count: 1 })
      .onConflictDoUpdate({
        target: throttleCounters.key,
        set: {
          count: sql`case when ${expired} then 1 else ${throttleCounters.count} + 1 end`,
          windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${throttleCounters.windowStart} end`,
          blockedUntil: sql`case when ${expired} then null else ${throttleCounters.blockedUntil} end`,
        },
      })
      .returning({ count: throttleCounters.count, blockedUntil: throttleCounters.blockedUntil });
    return row;
  }

  /** The current count of `key` without adding to it (0 once its window has passed). */
  async peek(key: string, windowMs: number): Promise<Count> {
    const [row] = await this.db.select().from(throttleCounters).where(eq(throttleCounters.key, key));
    if (!row || row.windowStart.getTime() < this.now().getTime() - windowMs) return { count: 0, blockedUntil: null };
    return { count: row.count, blockedUntil: row.blockedUntil };
  }

  async block(key: string, until: Date): Promise<void> {
    await this.db.update(throttleCounters).set({ blockedUntil: until }).where(eq(throttleCounters.key, key));
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(throttleCounters).where(eq(throttleCounters.key, key));
  }

  /** 429 while `key` is blocked. */
  refuseIfBlocked(count: Count): void {
    const wait = (count.blockedUntil?.getTime() ?? 0) - this.now().getTime();
    if (wait > 0) throw tooMany(wait);
  }
}
