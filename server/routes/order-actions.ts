// The order actions of the dashboards and the individual's order history (schemas/api/order-actions.ts declares them
// and their access: the guard has found the order the caller may act on). The writes are server/domain/order-actions.ts.
import type { AppContext } from '../context';
import type { Handlers } from '../contract';
import { callerOf, orderOf } from '../auth/guard';
import { badRequest, conflict, HttpError } from '../http';
import { retentionNotice } from '../../src/engine/retention';
import { refereeAnswersModel } from '../domain/lifecycle-report';
import { refereeAnswersProblem } from '../domain/order-actions';
import { renderRefereeAnswers } from '../pdf/referee-answers';
import { fieldSecret } from '../secret';
import { createFieldCipher } from '../field-cipher';
import { applicantContact, cancelFromPortal, messageApplicant } from '../domain/order-actions';
import { isoDay, orderHistoryOf } from '../domain/order-history';
import type { orderActionRoutes } from '../../schemas/api/order-actions';
import { PERIOD_REVERSED, periodDateInvalid } from '../../src/engine/messages';
import { clientAccessLog } from '../domain/audit-log';

/** Events of an order's access log per page. */
const ACCESS_LOG_PAGE = 50;

export function orderActionHandlers(ctx: AppContext): Handlers<typeof orderActionRoutes> {
  const cipher = createFieldCipher(fieldSecret(ctx.config.dataDir, ctx.config.fieldKey));
  return {
    'GET /orders/access_log/:orderId': async (request) => {
      const before = request.query.before === undefined ? undefined : Number(request.query.before);
      // The guard found the order the caller's; the events are those of the caller's own company's users.
      return clientAccessLog(ctx.db, callerOf(request).clientId!, orderOf(request).id, { before, limit: ACCESS_LOG_PAGE });
    },

    'POST /utilities/get_applicant_contact': async (request) => applicantContact(ctx.db, callerOf(request), orderOf(request)),

    'POST /utilities/send_message_applicant_contact': async (request) =>
      messageApplicant(ctx, callerOf(request), orderOf(request).id, { subject: request.body.Subject, message: request.body.message }),

    'POST /orders/cancel': async (request) => {
      const { ServiceID, RefundReason, Bank, AccountName, Bsb, AccountNumber } = request.body;
      // 0, '0' or '' (or none) name the whole order (portal §3: the cancel request of an order has no service).
      const serviceId = ServiceID === undefined || ServiceID === 0 || ServiceID === '' || ServiceID === '0' ? null : ServiceID;
      return cancelFromPortal(ctx, cipher, callerOf(request), orderOf(request).id, {
        serviceId,
        reason: RefundReason ?? '',
        bank: { Bank, AccountName, Bsb, AccountNumber },
      });
    },

    'POST /orders/references_answers': async (request, reply) => {
      const order = orderOf(request);
      if (order.purgedAt) throw new HttpError(410, `${retentionNotice(order.purgedAt)}.`);
      const problem = await refereeAnswersProblem(ctx.db, order);
      if (problem) throw conflict(problem);
      const pdf = await renderRefereeAnswers(await refereeAnswersModel(ctx.db, ctx.config, order.id, ctx.now()));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="references-${order.id}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },

    'POST /reports/individual_orderhistory': async (request) => {
      const from = isoDay(request.body.DateFrom);
      const to = isoDay(request.body.DateTo);
      if (!from) throw badRequest(periodDateInvalid('From'));
      if (!to) throw badRequest(periodDateInvalid('To'));
      if (from > to) throw badRequest(PERIOD_REVERSED);
      return orderHistoryOf(ctx.db, callerOf(request).id, from, to);
    },
  };
}
