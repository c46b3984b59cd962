// The order actions of the dashboards and the individual's order history (schemas/api/order-actions.ts declares them
// and their access: the guard has found the order the caller may act on). The writes are server/domain/order-actions.ts.
import type { AppContext } from '../context';
import type { Handlers } from '../contract';
import { callerOf, orderOf } from '../auth/guard';
import { badRequest, conflict } from '../http';
import { refereeAnswersModel } from '../domain/lifecycle-report';
import { refereeAnswersProblem } from '../domain/order-actions';
import { renderRefereeAnswers } from '../pdf/referee-answers';
import { fieldSecret } from '../secret';
import { createFieldCipher } from '../field-cipher';
import { applicantContact, cancelFromPortal, messageApplicant } from '../domain/order-actions';
import { isoDay, orderHistoryOf } from '../domain/order-history';
import type { orderActionRoutes } from '../../schemas/api/order-actions';
import { PERIOD_REVERSED, periodDateInvalid } from '../../src/engine/messages';

export function orderActionHandlers(ctx: AppContext): Handlers<typeof orderActionRoutes> {
  const cipher = createFieldCipher(fieldSecret(ctx.config.dataDir, ctx.config.fieldKey));
  return {
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
