// Timestamps formatted by the database the way `wireDateTime` (server/domain/application-format.ts) formats them in
// JavaScript: 'YYYY-MM-DD HH:mm:ss' in Sydney time, '' when unset. A list of 10,000 orders formats 20,000 dates; one
// Intl call per date costs more than the whole query, to_char costs next to nothing. Both truncate fractions of a
// second. tests/api/orders-etag.test.ts holds the two to the same answer across daylight-saving changes.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The zone of every wire timestamp (see wireDateTime). */
export const WIRE_TIME_ZONE = 'Australia/Sydney';

/** A timestamptz column (or expression) as wireDateTime writes it, '' for null. */
export function wireDateTimeSql(column: AnyPgColumn | SQL): SQL<string> {
  return sql<string>`coalesce(to_char(${column} at time zone ${sql.raw(`'${WIRE_TIME_ZONE}'`)}, 'YYYY-MM-DD HH24:MI:SS'), '')`;
}

/**
 * A timestamptz as whole microseconds since 1970, as text: the full precision of the database (a JavaScript Date keeps
 * milliseconds, and two changes within one millisecond must not share a validator). '0' for null.
 */
export function epochMicrosSql(column: AnyPgColumn | SQL): SQL<string> {
  return sql<string>`coalesce((extract(epoch from ${column}) * 1000000)::bigint::text, '0')`;
}
