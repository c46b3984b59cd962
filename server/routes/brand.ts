// Public: the client a white-label sign-in page (/checkmate/:clientKey, /worecs/:clientKey) is for.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clients } from '../db/schema';
import { notFound } from '../http';
import type { AppContext } from '../context';

export async function brandRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get<{ Params: { clientKey: string } }>(
    '/brand/:clientKey',
    {
      schema: {
        params: {
          type: 'object',
          required: ['clientKey'],
          properties: { clientKey: { type: 'string', pattern: '^[a-z0-9-]{1,60}$' } },
        },
      },
    },
    async (request) => {
      const [client] = await db.select().from(clients).where(eq(clients.clientKey, request.params.clientKey));
      if (!client) throw notFound('Unknown client.');
      return { ClientName: client.companyName, LogoURL: client.logoUrl };
    },
  );
}
