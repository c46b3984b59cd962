// Report calls of portal §7. This module starts with dashboard_type; the report queries join it later.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clients, users } from '../db/schema';
import { requireSelf } from '../auth/guard';
import { notFound } from '../http';
import type { AppContext } from '../context';
import { userIdParams } from './params';

export async function reportRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get<{ Params: { userId: string } }>(
    '/reports/dashboard_type/:userId',
    { schema: { params: userIdParams }, preHandler: app.authenticate },
    async (request) => {
      const caller = requireSelf(request, request.params.userId);
      if (caller.clientId === null) {
        return {
          dashboardType: 'individual',
          ShowClientName: '0',
          SearchClient: '0',
          ClientID: '0',
          ClientName: '',
          LogoURL: '',
        };
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
      };
    },
  );
}
