// Saved views of the back office's queue (issue 31): a name and the queue page's URL query, kept per user. The
// built-in views are queries too, so a built-in one and a saved one open the same way (the page reads its URL).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { savedViews } from '../db/schema';
import { badRequest, conflict, notFound } from '../http';
import { backofficeRoutes } from '../../schemas/api/backoffice';

type ViewList = 'queue';

/** Every user starts with these (the queue's flags, server/domain/queue-page.ts). */
export const BUILT_IN_VIEWS: Record<ViewList, ReadonlyArray<{ Name: string; Query: string }>> = {
  queue: [
    { Name: 'Needs attention', Query: 'flag=attention' },
    { Name: 'Corrections received', Query: 'flag=corrections' },
    { Name: 'Fraud signals', Query: 'flag=fraud' },
    { Name: 'Delayed', Query: 'flag=delayed' },
  ],
};

/** A user keeps at most this many views of one list. */
export const MAX_SAVED_VIEWS = 50;

/** The queue's filters and sort, as its call takes them: what a saved query may hold (not a page's place). */
const QUEUE_KEYS: ReadonlySet<string> = new Set(
  Object.keys(backofficeRoutes['GET /backoffice/orders'].querystring.properties).filter((key) => !['after', 'offset', 'limit'].includes(key)),
);

/** The query as it will be kept: only the queue's keys, each once, in a stable order; 400 naming anything else. */
export function savedQuery(query: string): string {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const kept = new URLSearchParams();
  for (const [key, value] of params) {
    if (!QUEUE_KEYS.has(key)) throw badRequest(`A view keeps the queue's filters and sort only; "${key}" is not one of them.`);
    if (kept.has(key)) throw badRequest(`A view names each filter once; "${key}" is named twice.`);
    if (value.trim() !== '') kept.set(key, value.trim());
  }
  kept.sort();
  return kept.toString();
}

export async function listViews(db: Db, userId: number, list: ViewList) {
  const saved = await db
    .select({ ViewID: savedViews.id, Name: savedViews.name, Query: savedViews.query })
    .from(savedViews)
    .where(and(eq(savedViews.userId, userId), eq(savedViews.list, list)))
    .orderBy(asc(sql`lower(${savedViews.name})`), asc(savedViews.id));
  return { builtIn: [...BUILT_IN_VIEWS[list]], saved };
}

export async function saveView(db: Db, userId: number, list: ViewList, name: string, query: string) {
  const Name = name.trim().replace(/\s+/g, ' ');
  if (Name === '') throw badRequest('Give the view a name.');
  if (BUILT_IN_VIEWS[list].some((view) => view.Name.toLowerCase() === Name.toLowerCase())) {
    throw conflict(`"${Name}" is the name of a built-in view. Choose another name.`);
  }
  const Query = savedQuery(query);
  return db.transaction(async (tx) => {
    const sameName = and(eq(savedViews.userId, userId), eq(savedViews.list, list), sql`lower(${savedViews.name}) = lower(${Name})`);
    const replaced = await tx.delete(savedViews).where(sameName).returning({ id: savedViews.id });
    if (replaced.length === 0) {
      const [{ kept }] = await tx
        .select({ kept: sql<number>`count(*)::int` })
        .from(savedViews)
        .where(and(eq(savedViews.userId, userId), eq(savedViews.list, list)));
      if (kept >= MAX_SAVED_VIEWS) throw conflict(`You have ${MAX_SAVED_VIEWS} saved views. Delete one before saving another.`);
    }
    const [view] = await tx
      .insert(savedViews)
      .values({ userId, list, name: Name, query: Query })
      .returning({ ViewID: savedViews.id, Name: savedViews.name, Query: savedViews.query });
    return view;
  });
}

export async function deleteView(db: Db, userId: number, viewId: number) {
  const deleted = await db
    .delete(savedViews)
    .where(and(eq(savedViews.id, viewId), eq(savedViews.userId, userId)))
    .returning({ ViewID: savedViews.id });
  // Another user's view answers as a missing one: its existence is not theirs to learn.
  if (deleted.length === 0) throw notFound('This view does not exist (it may have been deleted already).');
  return deleted[0];
}
