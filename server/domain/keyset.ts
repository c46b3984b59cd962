// Keyset pages shared by the lists that page on the server (the back office's queue, the client dashboard): a page
// names where it ended (`next`: the last row's sort key and id, with the sort it was read in), and the page after it
// starts beyond that place through the sort's index, so a page deep in 100,000 orders costs what the first one does
// (an index range, not an OFFSET that reads every row before it).
import { asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';
import { badRequest } from '../http';

/** Where a page ended: its sort and direction, the last row's sort key as text and its id (and what a list adds). */
export interface Place {
  sort: string;
  dir: 'asc' | 'desc';
  key: string;
  id: number;
  /** The queue's default sorts: which of its two groups the row was in. */
  group?: boolean;
}

export const encodePlace = (place: Place) => Buffer.from(JSON.stringify(place)).toString('base64url');

/**
 * The place an `after` names, if it was read in this sort and direction and `fits` the list's own rules; a 400 with
 * the list's `stale` message otherwise (a page of another sort, or text that is no place at all).
 */
export function decodePlace(after: string, sort: string, dir: 'asc' | 'desc', stale: string, fits: (place: Partial<Place>) => boolean = () => true): Place {
  let place: Partial<Place>;
  try {
    place = JSON.parse(Buffer.from(after, 'base64url').toString('utf8')) as Partial<Place>;
  } catch {
    throw badRequest(stale);
  }
  const ok =
    place !== null && typeof place === 'object' && place.sort === sort && place.dir === dir &&
    typeof place.key === 'string' && Number.isSafeInteger(place.id) && fits(place);
  if (!ok) throw badRequest(stale);
  return place as Place;
}

/** A column sort: its key, and how a key read back as text is compared again (a timestamp keeps its microseconds). */
export interface SortKey {
  key: SQL;
  typed(value: string): SQL;
}

/**
 * The order of a column sort (its key, then the id, the same way), and the condition of the rows beyond `place` in
 * it (none on a first page). Sorting by the id itself, the id alone.
 */
export function columnOrder(sortKey: SortKey | 'id', id: AnyColumn, dir: 'asc' | 'desc', place: Place | undefined): { orderBy: SQL[]; beyond: SQL | undefined } {
  const order = dir === 'desc' ? desc : asc;
  const beyond = dir === 'desc' ? sql`<` : sql`>`;
  if (sortKey === 'id') {
    return { orderBy: [order(id)], beyond: place === undefined ? undefined : sql`${id} ${beyond} ${place.id}::int` };
  }
  return {
    orderBy: [order(sortKey.key), order(id)],
    beyond: place === undefined ? undefined : sql`(${sortKey.key}, ${id}) ${beyond} (${sortKey.typed(place.key)}, ${place.id}::int)`,
  };
}

/**
 * One page of a list whose rule is an OR of disjoint branches (the dashboard's: the client's own orders, and those its
 * agency placed for others). A condition `a OR b` keeps PostgreSQL from reading a sort's index in order, so it sorts
 * every row the rule keeps; each branch alone, ordered and limited, is an index range read in order, and the page is
 * the first `limit` of their union in the same order. Each branch selects "id", "key" (the sort key as text, for the
 * page's place) and "sort_value" (the sort key itself, which the merge compares).
 */
export function mergedPage(branches: SQLWrapper[], dir: 'asc' | 'desc', limit: number): SQL {
  const direction = sql.raw(dir === 'desc' ? 'desc' : 'asc');
  const union = sql.join(
    branches.map((branch) => sql`(${branch})`),
    sql` union all `,
  );
  return sql`select "id", "key" from (${union}) as "branches" order by "sort_value" ${direction}, "id" ${direction} limit ${limit}`;
}
