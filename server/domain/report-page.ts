// A report's details one page at a time (issue 31): keyset pages in the details' own order (newest order first), so
// the page after the first costs what the first does and a row is never shown twice or skipped while paging. The
// answer's `next` names the last row's place; it is opaque to the browser, which gives it back as `After`.
import type { DetailPlace } from '../db/report-queries';
import { badRequest } from '../http';

export const STALE_REPORT_PAGE = 'This page of the report no longer fits the report asked for. Search again from the first page.';

/** A timestamptz as PostgreSQL writes it (`::text`), which it reads back to the microsecond. */
const TIMESTAMP = /^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]{1,6})?[+-][0-9]{2}(:[0-9]{2})?$/;

export const encodeDetailPlace = (place: DetailPlace) => Buffer.from(JSON.stringify(place)).toString('base64url');

/** The place an `After` names; a 400 for one this server did not give for this report (type 2 names a check). */
export function decodeDetailPlace(after: string, withCheck: boolean): DetailPlace {
  let place: Partial<DetailPlace>;
  try {
    place = JSON.parse(Buffer.from(after, 'base64url').toString('utf8')) as Partial<DetailPlace>;
  } catch {
    throw badRequest(STALE_REPORT_PAGE);
  }
  const fits =
    place !== null && typeof place === 'object' &&
    typeof place.lodged === 'string' && TIMESTAMP.test(place.lodged) &&
    Number.isSafeInteger(place.orderId) &&
    (withCheck ? Number.isSafeInteger(place.checkId) : place.checkId === undefined);
  if (!fits) throw badRequest(STALE_REPORT_PAGE);
  return { lodged: place.lodged!, orderId: place.orderId!, ...(withCheck ? { checkId: place.checkId! } : {}) };
}
