// Lookup lists for every form (POST /utilities/get_types: 'Ticket Categories', 'Ads Categories', 'Countries',
// 'AUDRIVER', 'CheckType', ...) and the field relabelling of a check type (POST /utilities/check_type_files).
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../auth/guard';
import { orderFor } from '../auth/order-access';
import type { AppContext } from '../context';
import { checkTypeLabels, lookupList } from '../domain/application-lookups';
import { orderIdValue } from './params';

export async function lookupRoutes(app: FastifyInstance, { db }: AppContext) {
  const signedIn = { onRequest: app.authenticate };

  app.post<{ Body: { category: string } }>(
    '/utilities/get_types',
    {
      schema: {
        body: { type: 'object', required: ['category'], properties: { category: { type: 'string', minLength: 1, maxLength: 100 } } },
      },
      ...signedIn,
    },
    // An unknown category is an empty list, as for a category that has no values yet.
    async (request) => lookupList(db, request.body.category.trim()),
  );

  app.post<{ Body: { orderID: number | string; checkType: string } }>(
    '/utilities/check_type_files',
    {
      schema: {
        body: {
          type: 'object',
          required: ['orderID', 'checkType'],
          properties: {
            orderID: orderIdValue,
            checkType: { type: 'string', maxLength: 200 },
          },
        },
      },
      ...signedIn,
    },
    async (request) => {
      await orderFor(db, callerOf(request), Number(request.body.orderID));
      return checkTypeLabels(db, request.body.checkType);
    },
  );
}
