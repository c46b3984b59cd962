// The orders per status as the database keeps them (migration 0028): the queue's and the dashboard's first pages
// read these sums instead of counting every order. The kept rows are a ledger of changes appended by the orders'
// triggers; a count is the sum of its key's rows, exact at every moment in one statement's snapshot, and the timed
// fold (FOLD_STATUS_COUNTS, each minute) keeps the ledger at about one row per client, recruiter and status.
import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import { orderStatusCounts } from '../db/schema';

/** Whose orders: every client's (the back office), one client's, or those a client's users see (theirs and their agency's). */
export type CountScope = { every: true } | { clientId: number } | { seenByClient: number };

export interface KeptCount {
  orderStatus: string;
  total: number;
  /** Of type 'Needs attention'. */
  needingAttention: number;
}

function scopeCondition(scope: CountScope): SQL | undefined {
  if ('every' in scope) return undefined;
  if ('clientId' in scope) return eq(orderStatusCounts.clientId, scope.clientId);
  return or(eq(orderStatusCounts.clientId, scope.seenByClient), eq(orderStatusCounts.recruiterClientId, scope.seenByClient));
}

/** The orders per status in the scope, statuses with none left out, in the order of the status (as a GROUP BY sorts). */
export async function keptStatusCounts(db: Db | Tx, scope: CountScope): Promise<KeptCount[]> {
  return db
    .select({
      orderStatus: orderStatusCounts.status,
      total: sql<number>`sum(${orderStatusCounts.orders})::int`,
      needingAttention: sql<number>`sum(${orderStatusCounts.needingAttention})::int`,
    })
    .from(orderStatusCounts)
    .where(scopeCondition(scope))
    .groupBy(orderStatusCounts.status)
    .having(sql`sum(${orderStatusCounts.orders}) > 0`)
    .orderBy(orderStatusCounts.status);
}

/** Sums the ledger back to one row per key (the database function says why it is exact beside writers and folds). */
export async function foldStatusCounts(db: Db | Tx): Promise<void> {
  await db.execute(sql`select fold_order_status_counts()`);
}
