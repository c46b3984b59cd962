// Throttles of the public calls (sign-in, forgot password), counted in the database: they survive a restart and every
// API process shares them. Each key counts in a fixed window. An attempt is counted BEFORE the work it guards (the
// password check), in a transaction that holds the key's row lock, so a burst of parallel requests is counted one by
// one and cannot slip past a limit while the first ones are still being checked.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db';
import { throttleCounters } from '../db/schema';
import { tooManyRequests } from '../http';

/** 429 with a sentence that says how long to wait. */
export function tooMany(waitMs: number) {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return tooManyRequests(`Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`);
}

export interface ThrottleRule {
  windowMs: number;
  /** Attempts allowed in a window before the key must wait. */
  free: number;
  /** How long the key waits after its nth counted attempt (n >= free). */
  waitAfter(count: number): number;
}

/**
 * A few free attempts, then each further one waits twice as long (1 s, 2 s, ... up to the ceiling): wrong passwords
 * of an account at an address, wrong second-factor codes of an account.
 */
export function backoffRule(limits: Config['rateLimits']): ThrottleRule {
  return {
    windowMs: limits.windowMs,
    free: limits.loginFreeFailures,
    waitAfter: (count) => Math.min(limits.loginMaxBackoffMs, 1000 * 2 ** (count - limits.loginFreeFailures)),
  };
}

/** Expired counters are removed at most this often (a table of random usernames must not grow without bound). */
const PRUNE_EVERY_MS = 60_000;

export class Throttle {
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** Counts an attempt of `key`; throws 429 while the key waits (a refused attempt is not counted). */
  async attempt(key: string, rule: ThrottleRule): Promise<void> {
    await this.prune(rule.windowMs);
    const now = this.now();
    const waitMs = await this.db.transaction(async (tx) => {
      await tx.insert(throttleCounters).values({ key, windowStart: now, count: 0 }).onConflictDoNothing();
      const [row] = await tx.select().from(throttleCounters).where(eq(throttleCounters.key, key)).for('update');
      const fresh = row.windowStart.getTime() <= now.getTime() - rule.windowMs;
      const wait = fresh ? 0 : (row.blockedUntil?.getTime() ?? 0) - now.getTime();
      if (wait > 0) return wait;
      const count = fresh ? 1 : row.count + 1;
      await tx
        .update(throttleCounters)
        .set({
          count,
          windowStart: fresh ? now : row.windowStart,
          blockedUntil: count >= rule.free ? new Date(now.getTime() + rule.waitAfter(count)) : null,
        })
        .where(eq(throttleCounters.key, key));
      return 0;
    });
    if (waitMs > 0) throw tooMany(waitMs);
  }

  /**
   * Starts the key's wait again from now, after the work the attempt guarded failed (a wrong password): the wait is
   * meant from the failure, and checking a password may itself take longer than the first wait.
   */
  async failed(key: string, rule: ThrottleRule): Promise<void> {
    const now = this.now();
    const [row] = await this.db.select({ count: throttleCounters.count }).from(throttleCounters).where(eq(throttleCounters.key, key));
    if (!row || row.count < rule.free) return;
    const until = new Date(now.getTime() + rule.waitAfter(row.count));
    await this.db
      .update(throttleCounters)
      .set({ blockedUntil: sql`greatest(${throttleCounters.blockedUntil}, ${until})` })
      .where(eq(throttleCounters.key, key));
  }

  /** Takes one counted attempt back (it was not abuse), lifting the wait if the count falls below the rule's limit. */
  async forgive(key: string, rule: ThrottleRule): Promise<void> {
    await this.db
      .update(throttleCounters)
      .set({
        count: sql`greatest(${throttleCounters.count} - 1, 0)`,
        blockedUntil: sql`case when ${throttleCounters.count} - 1 >= ${rule.free} then ${throttleCounters.blockedUntil} else null end`,
      })
      .where(eq(throttleCounters.key, key));
    // A key back at nothing is not kept.
    await this.db
      .delete(throttleCounters)
      .where(and(eq(throttleCounters.key, key), eq(throttleCounters.count, 0), isNull(throttleCounters.blockedUntil)));
  }

  /** Forgets the key: the attempts it counted were not abuse (the right password). */
  async clear(key: string): Promise<void> {
    await this.db.delete(throttleCounters).where(eq(throttleCounters.key, key));
  }

  private async prune(windowMs: number): Promise<void> {
    const now = this.now().getTime();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    await this.db
      .delete(throttleCounters)
      .where(
        and(
          lt(throttleCounters.windowStart, new Date(now - windowMs)),
          or(isNull(throttleCounters.blockedUntil), lt(throttleCounters.blockedUntil, new Date(now))),
        ),
      );
  }
}
