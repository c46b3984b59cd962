// The order list calls of portal §7 "Orders": GET /orders/{userId} (the caller's orders with their action flags) and
// GET /services/{userId}/{orderId} (the checks of one order). An applicant sees their own orders; a client user its
// company's orders and those its agency placed (ordersVisibleTo).
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clients, orders, orderServices, services, users } from '../db/schema';
import { requireSelf, type Caller } from '../auth/guard';
import { orderFor, ordersVisibleTo } from '../auth/order-access';
import type { AppContext } from '../context';
import { checkCancelFlag, orderFlags, type CheckState } from '../domain/order-flags';
import { wireDateTime } from '../domain/application-format';
import { idPattern, userIdParams } from './params';

/** Whether the caller may act on orders (start, edit, cancel) or only look: Restricted view client users look. */
export const mayAct = (caller: Caller): boolean => caller.clientId === null || caller.accessLevel === 'Full view';

const orderServiceParams = {
  type: 'object',
  required: ['userId', 'orderId'],
  properties: { userId: { type: 'string', pattern: idPattern }, orderId: { type: 'string', pattern: idPattern } },
} as const;

export async function orderRoutes(app: FastifyInstance, { db }: AppContext) {
  const signedIn = { onRequest: app.authenticate };

  app.get<{ Params: { userId: string } }>('/orders/:userId', { schema: { params: userIdParams }, ...signedIn }, async (request) => {
    const caller = requireSelf(request, request.params.userId);
    const rows = await db
      .select({ order: orders, client: clients, applicant: users })
      .from(orders)
      .innerJoin(clients, eq(clients.id, orders.clientId))
      .innerJoin(users, eq(users.id, orders.applicantUserId))
      .where(ordersVisibleTo(caller))
      .orderBy(desc(orders.lodgedAt), desc(orders.id));
    const ids = rows.map((r) => r.order.id);
    const checks = ids.length
      ? await db
          .select({
            orderId: orderServices.orderId,
            checkStatus: orderServices.checkStatus,
            resultsLocation: orderServices.resultsLocation,
          })
          .from(orderServices)
          .where(inArray(orderServices.orderId, ids))
      : [];
    const checksOf = new Map<number, CheckState[]>();
    for (const c of checks) checksOf.set(c.orderId, [...(checksOf.get(c.orderId) ?? []), c]);
    const acting = mayAct(caller);
    return rows.map(({ order, client, applicant }) => ({
      orderID: order.id,
      applicant: `${applicant.firstName} ${applicant.surname}`.trim(),
      orderStatus: order.status,
      lodgeDate: wireDateTime(order.lodgedAt),
      completionDate: wireDateTime(order.completedAt),
      comments: order.comments,
      clientID: client.id,
      clientName: client.companyName,
      orderType: order.orderType,
      reportLocation: order.reportLocation,
      ...orderFlags({ ...order, checks: checksOf.get(order.id) ?? [] }, acting),
    }));
  });

  app.get<{ Params: { userId: string; orderId: string } }>(
    '/services/:userId/:orderId',
    { schema: { params: orderServiceParams }, ...signedIn },
    async (request) => {
      const caller = requireSelf(request, request.params.userId);
      const order = await orderFor(db, caller, Number(request.params.orderId));
      const rows = await db
        .select({ line: orderServices, service: services })
        .from(orderServices)
        .innerJoin(services, eq(services.serviceId, orderServices.serviceId))
        .where(eq(orderServices.orderId, order.id))
        .orderBy(asc(orderServices.id));
      const acting = mayAct(caller);
      return rows.map(({ line, service }) => ({
        ServiceID: line.serviceId,
        Service: service.serviceName,
        CheckStatus: line.checkStatus,
        DelayReason: line.delayReason,
        CheckStart: wireDateTime(line.checkStart),
        CheckCompletion: wireDateTime(line.checkCompletion),
        DownloadRestriction: line.downloadRestriction,
        ResultsLocation: line.resultsLocation,
        CancelFlag: checkCancelFlag(order.status, line.checkStatus, acting),
      }));
    },
  );
}
