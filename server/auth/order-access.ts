// Which orders a caller may act on (DESIGN.md "Server", order-and-application §6): an applicant only their own;
// a client user the orders of its client company, and a recruitment agency's user also the orders the agency placed
// for its clients. Anything else is 404: an order the caller may not see does not exist for them. Whether the caller
// may change it (Full view) is the route's policy, enforced by the guard.
import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import { orders } from '../db/schema';
import { forbidden, notFound } from '../http';
import type { Caller } from './guard';

export type Order = typeof orders.$inferSelect;

/**
 * SQL condition selecting the orders the caller may see. A client's kept counts per status (status-counts.ts,
 * `seenByClient`) follow the same rule: change one, change both.
 */
export function ordersVisibleTo(caller: Caller): SQL {
  if (caller.kind === 'individual') return eq(orders.applicantUserId, caller.id);
  if (caller.kind === 'client' && caller.clientId !== null) {
    return or(eq(orders.clientId, caller.clientId), eq(orders.recruiterClientId, caller.clientId))!;
  }
  // Operators reach orders through the back-office calls, never as an applicant or a client.
  return sql`false`;
}

/**
 * The same rule as disjoint conditions, one per way the caller sees an order (keyset.ts `mergedPage` reads each one's
 * index in order): a client's own orders, and those its agency placed for other clients.
 */
export function ordersVisibleToBranches(caller: Caller): SQL[] {
  if (caller.kind === 'client' && caller.clientId !== null) {
    return [eq(orders.clientId, caller.clientId), and(eq(orders.recruiterClientId, caller.clientId), ne(orders.clientId, caller.clientId))!];
  }
  return [ordersVisibleTo(caller)];
}

/**
 * Any client's order, for a back-office call (policy `anyOrder`): operators only, 404 when there is no such order. The
 * kind is checked again here, so a policy that named `anyOrder` for another kind by mistake still opens nothing.
 */
export async function backofficeOrderFor(db: Db | Tx, caller: Caller, orderId: number): Promise<Order> {
  if (caller.kind !== 'operator') throw forbidden('This call is for the back office only.');
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('No such order.');
  return order;
}

/** The order, if the caller may see it; 404 otherwise. */
export async function orderFor(db: Db | Tx, caller: Caller, orderId: number): Promise<Order> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), ordersVisibleTo(caller)));
  if (!order) throw notFound('No such order.');
  return order;
}
