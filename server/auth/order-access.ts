// Which orders a caller may act on (DESIGN.md "Server", order-and-application §6): an applicant only their own;
// a client user the orders of its client company, and a recruitment agency's user also the orders the agency placed
// for its clients. Anything else is 404 (an order the caller may not see does not exist for them) or 403.
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import { orders } from '../db/schema';
import { forbidden, notFound } from '../http';
import type { Caller } from './guard';

export type Order = typeof orders.$inferSelect;

/** SQL condition selecting the orders the caller may see. */
export function ordersVisibleTo(caller: Caller): SQL {
  if (caller.clientId === null) return eq(orders.applicantUserId, caller.id);
  return or(eq(orders.clientId, caller.clientId), eq(orders.recruiterClientId, caller.clientId))!;
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

/**
 * The order, if the caller may fill in its application: the applicant, or a client user of its company (who may
 * complete the form on the applicant's behalf, spec §1). A Restricted view user may only look.
 */
export async function applicationOrderFor(db: Db | Tx, caller: Caller, orderId: number): Promise<Order> {
  const order = await orderFor(db, caller, orderId);
  if (caller.clientId !== null && caller.accessLevel !== 'Full view') {
    throw forbidden('Your access level does not allow changing applications.');
  }
  return order;
}
