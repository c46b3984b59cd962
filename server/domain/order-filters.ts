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

/** The lodged date as the portal shows it: the day in Sydney. */
const lodgedDay = sql`(${orders.lodgedAt} at time zone ${sql.raw(`'${WIRE_TIME_ZONE}'`)})::date`;

/** Lodged on or after / on or before these days (YYYY-MM-DD, both included). */
export function lodgedBetween(from: string | undefined, to: string | undefined): SQL[] {
  const where: SQL[] = [];
  if (from !== undefined) where.push(sql`${lodgedDay} >= ${from}::date`);
  if (to !== undefined) where.push(sql`${lodgedDay} <= ${to}::date`);
  return where;
}

/** The applicant's name (first and surname, as the lists show it) contains `text`, in any case. */
export const applicantContains = (text: string): SQL =>
  sql`(${orders.applicantFirstName} || ' ' || ${orders.applicantSurname}) ilike ${`%${likeEscaped(text)}%`}`;

/** The applicant as the lists show them, lower-cased: the applicant sort's key (indexed, migrations 0024 and 0026). */
export const applicantKey = sql`lower(${orders.applicantFirstName} || ' ' || ${orders.applicantSurname})`;
