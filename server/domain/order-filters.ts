// The conditions the server-paged order lists share (the back office's queue, the client dashboard), and the sort key
// of the applicant, written once so both lists filter and sort the same way through the same indexes.
import { sql, type SQL } from 'drizzle-orm';
import { orders } from '../db/schema';
import { likeEscaped } from '../db/rows';
import { WIRE_TIME_ZONE } from '../db/wire-time';

/** Orders with a check meeting `condition` (over the check as "os"). */
export const hasCheck = (condition: SQL) =>
  // Names written out with their tables: drizzle leaves columns unqualified in a statement over one table, where
  // "id" inside the subquery would be the check's own.
  sql`exists (select 1 from "order_services" "os" where "os"."order_id" = "orders"."id" and ${condition})`;

/** Midnight at the start of a day (YYYY-MM-DD) in Sydney, the portal's calendar, as a moment. */
const startOfDay = (day: string, after = 0) =>
  sql`((${day}::date + ${after}::int)::timestamp at time zone ${sql.raw(`'${WIRE_TIME_ZONE}'`)})`;

/**
 * Lodged on or after / on or before these days (YYYY-MM-DD, both included, by the Sydney day), written as bounds of
 * lodged_at itself so that an index on it reads just that range.
 */
export function lodgedBetween(from: string | undefined, to: string | undefined): SQL[] {
  const where: SQL[] = [];
  if (from !== undefined) where.push(sql`${orders.lodgedAt} >= ${startOfDay(from)}`);
  if (to !== undefined) where.push(sql`${orders.lodgedAt} < ${startOfDay(to, 1)}`);
  return where;
}

/**
 * The orders lodged outside those days, as disjoint ranges of lodged_at (none without a bound); a single condition
 * that keeps every order when the days hold none (from after to).
 */
export function lodgedOutside(from: string | undefined, to: string | undefined): SQL[] {
  if (from !== undefined && to !== undefined && from > to) return [sql`true`];
  return [
    ...(from !== undefined ? [sql`${orders.lodgedAt} < ${startOfDay(from)}`] : []),
    ...(to !== undefined ? [sql`${orders.lodgedAt} >= ${startOfDay(to, 1)}`] : []),
  ];
}

/** The applicant's name (first and surname, as the lists show it) contains `text`, in any case. */
export const applicantContains = (text: string): SQL =>
  sql`(${orders.applicantFirstName} || ' ' || ${orders.applicantSurname}) ilike ${`%${likeEscaped(text)}%`}`;

/** The applicant as the lists show them, lower-cased: the applicant sort's key (indexed, migrations 0024 and 0026). */
export const applicantKey = sql`lower(${orders.applicantFirstName} || ' ' || ${orders.applicantSurname})`;
