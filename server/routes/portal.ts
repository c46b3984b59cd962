// Who the caller is to the portal (dashboard_type), the brand of a white-label sign-in page, and the lookup lists of
// every form. Access is declared in schemas/api/portal.ts.
import { eq } from 'drizzle-orm';
import { clients, users } from '../db/schema';
import { callerOf } from '../auth/guard';
import { notFound } from '../http';
import type { AppContext } from '../context';
import type { Handlers } from '../contract';
import { checkTypeLabels, lookupList } from '../domain/application-lookups';
import type { portalRoutes } from '../../schemas/api/portal';

export function portalHandlers({ db }: AppContext): Handlers<typeof portalRoutes> {
  return {
    'GET /reports/dashboard_type/:userId': async (request) => {
      const caller = callerOf(request);
      if (caller.kind === 'individual') {
        return { dashboardType: 'individual', ShowClientName: '0', SearchClient: '0', ClientID: '0', ClientName: '', LogoURL: '', AccessLevel: '' };
      }
      // The back office: every client's orders, so the client column and the client filter are always on.
      if (caller.kind === 'operator') {
        return { dashboardType: 'operator', ShowClientName: '1', SearchClient: '1', ClientID: '0', ClientName: '', LogoURL: '', AccessLevel: '' };
      }
      const [row] = await db
        .select({ user: users, client: clients })
        .from(users)
        .innerJoin(clients, eq(clients.id, users.clientId))
        .where(eq(users.id, caller.id));
      if (!row) throw notFound('No such user.');
      return {
        dashboardType: 'client',
        ShowClientName: row.user.showClientName,
        SearchClient: row.user.searchClient,
        ClientID: String(row.client.id),
        ClientName: row.client.companyName,
        LogoURL: row.client.logoUrl,
        AccessLevel: row.user.accessLevel,
      };
    },

    'GET /brand/:clientKey': async (request) => {
      const [client] = await db.select().from(clients).where(eq(clients.clientKey, request.params.clientKey));
      if (!client) throw notFound('Unknown client.');
      return { ClientName: client.companyName, LogoURL: client.logoUrl };
    },

    // An unknown category is an empty list, as for a category that has no values yet.
    'POST /utilities/get_types': async (request) => lookupList(db, request.body.category.trim()),

    'POST /utilities/get_type_lists': async (request) => {
      // Keyed by each category as sent (looked up trimmed, as get_types does).
      const categories = [...new Set(request.body.categories)];
      const lists = await Promise.all(categories.map((category) => lookupList(db, category.trim())));
      return Object.fromEntries(categories.map((category, index) => [category, lists[index]]));
    },

    'POST /utilities/check_type_files': async (request) => checkTypeLabels(db, request.body.checkType),
  };
}
