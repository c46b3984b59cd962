// The individual's Order History (portal §2, §3 "Order history row", §7 POST /reports/individual_orderhistory): one row
// per check of the caller's own orders lodged in the period, read in one statement. Decisions where the spec is silent:
// - the period is of the order's lodged date, in Sydney time, both days included;
// - Delays: 'None', or how many delays were recorded on the check and their causes ('2: Administrative queue;
//   Third party response times'), from service_delays (every delay kept with its start and end);
// - Results: the check's result score (Clear or Consider), '' before results;
// - DiscountsApplied: what the check was charged below the catalogue price ('$10.00 off $59.00'), 'None' when charged
//   in full (a client's contract price is the usual reason).
import { and, desc, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { orders, orderServices, serviceDelays, services } from '../db/schema';
import { WIRE_TIME_ZONE, wireDateTimeSql } from '../db/wire-time';

/** A day of the calendar as DD/MM/YYYY, in ISO order; null when it is no real day. */
export function isoDay(ddmmyyyy: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(ddmmyyyy);
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  const day = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === iso ? iso : null;
}

const zone = sql.raw(`'${WIRE_TIME_ZONE}'`);
/** The first instant of a Sydney calendar day. */
const startOfDay = (iso: string) => sql`((${iso})::date)::timestamp at time zone ${zone}`;
const startOfNextDay = (iso: string) => sql`((${iso})::date + 1)::timestamp at time zone ${zone}`;

export async function orderHistoryOf(db: Db, applicantUserId: number, fromIso: string, toIso: string) {
  const delayCount = sql<number>`(select count(*)::int from ${serviceDelays} where ${serviceDelays.orderServiceId} = ${orderServices.id})`;
  const delayCauses = sql<string>`(select coalesce(string_agg(distinct ${serviceDelays.cause}, '; '), '') from ${serviceDelays}
    where ${serviceDelays.orderServiceId} = ${orderServices.id})`;
  const discount = sql<string>`greatest(${services.listPrice} - ${orderServices.price}, 0)::numeric(10,2)::text`;
  const rows = await db
    .select({
      OrderID: orders.id,
      OrderStatus: orders.status,
      Service: services.serviceName,
      CheckStart: wireDateTimeSql(orderServices.checkStart),
      CheckCompletion: wireDateTimeSql(orderServices.checkCompletion),
      CheckStatus: orderServices.checkStatus,
      delayCount,
      delayCauses,
      Results: orderServices.resultsScore,
      discount,
      listPrice: sql<string>`${services.listPrice}::numeric(10,2)::text`,
    })
    .from(orderServices)
    .innerJoin(orders, eq(orders.id, orderServices.orderId))
    .innerJoin(services, eq(services.serviceId, orderServices.serviceId))
    .where(
      and(
        eq(orders.applicantUserId, applicantUserId),
        sql`${orders.lodgedAt} >= ${startOfDay(fromIso)}`,
        sql`${orders.lodgedAt} < ${startOfNextDay(toIso)}`,
      ),
    )
    .orderBy(desc(orders.lodgedAt), desc(orders.id), asc(orderServices.id));
  return rows.map(({ delayCount: count, delayCauses: causes, discount: off, listPrice, ...row }) => ({
    ...row,
    Delays: count === 0 ? 'None' : `${count}: ${causes}`,
    DiscountsApplied: Number(off) > 0 ? `$${off} off $${listPrice}` : 'None',
  }));
}
