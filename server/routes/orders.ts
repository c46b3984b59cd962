// The order list calls of portal §7 "Orders": GET /orders/{userId} (the caller's orders with their action flags) and
// GET /services/{userId}/{orderId} (the checks of one order). Access is declared in schemas/api/orders.ts.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { clients, orders, orderServices, services } from '../db/schema';
import { callerOf, mayAct, orderOf } from '../auth/guard';
import { ordersVisibleTo } from '../auth/order-access';
import type { AppContext } from '../context';
import type { Handlers } from '../contract';
import { checkCancelFlag, orderFlags, type CheckState } from '../domain/order-flags';
import { wireDateTime } from '../domain/application-format';
import type { orderRoutes } from '../../schemas/api/orders';

export function orderHandlers({ db }: AppContext): Handlers<typeof orderRoutes> {
  return {
    'GET /orders/:userId': async (request) => {
      const caller = callerOf(request);
      const rows = await db
        .select({ order: orders, client: clients })
        .from(orders)
        .innerJoin(clients, eq(clients.id, orders.clientId))
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
      return rows.map(({ order, client }) => ({
        orderID: order.id,
        // The name the ordering client typed, never another client's (see orders.applicant_first_name).
        applicant: `${order.applicantFirstName} ${order.applicantSurname}`.trim(),
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
    },

    'GET /services/:userId/:orderId': async (request) => {
      const order = orderOf(request);
      const rows = await db
        .select({ line: orderServices, service: services })
        .from(orderServices)
        .innerJoin(services, eq(services.serviceId, orderServices.serviceId))
        .where(eq(orderServices.orderId, order.id))
        .orderBy(asc(orderServices.id));
      const acting = mayAct(callerOf(request));
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
  };
}
