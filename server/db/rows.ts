// The rows of a raw SQL query: PGlite's drizzle answers { rows }, node-postgres's the same, a few drivers an array.
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '.';

export async function rowsOf<R>(db: Db | Tx, query: SQL): Promise<R[]> {
  const result = (await db.execute(query)) as unknown as { rows?: R[] } | R[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/** LIKE's own characters in a search typed by a person match themselves. */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
