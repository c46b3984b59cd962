// The back office's calls (issue 11): the queue of every client's orders, one order, a check's move, an order's
// hold, a check's result and the order's completion. Access is declared in schemas/api/backoffice.ts (operators only; the guard finds the order, policy
// `anyOrder`); the rules are in src/engine/lifecycle.ts, the writes in lifecycle-store.ts, the reads in
// lifecycle-view.ts.
import type { AppContext } from '../context';
import type { Handlers } from '../contract';
import { callerOf, orderOf } from '../auth/guard';
import { badRequest, HttpError } from '../http';
import { sniffFileKind } from '../storage';
import { keepUpload, readOrderUpload, requireRoomFor } from './documents';
import { CREDIT_SERVICES } from '../../src/engine/credit-services';
import { completeOrder, holdOrder, moveCheck, publishResult } from '../domain/lifecycle-store';
import { readOrder, readQueueOptions } from '../domain/lifecycle-view';
import { readQueue } from '../domain/queue-page';
import { deleteView, listViews, saveView } from '../domain/saved-views';
import { rejectItems } from '../domain/edit-application';
import { resendInvitations } from '../domain/referees';
import { cancellationsOf } from '../domain/order-actions';
import { createFieldCipher } from '../field-cipher';
import { fieldSecret } from '../secret';
import { AUDIT_MAX_PAGE, AUDIT_PAGE, BACKOFFICE_MAX_PAGE, BACKOFFICE_PAGE, type backofficeRoutes } from '../../schemas/api/backoffice';
import { dueForDeletion, orderRetention, setLegalHold } from '../domain/retention';
import { auditCsv, readAuditPage, type AuditFilter } from '../domain/audit-log';
import { wordFor } from '../../src/engine/glossary';
import { pageLimit, requireCalendarDates } from './query-checks';


export const RESULT_NOT_PDF = 'A result must be a PDF file.';

/** The text fields of a result, checked by hand (a multipart body is not validated by the contract's schema). */
function resultFields(fields: Record<string, string>) {
  const serviceId = fields.ServiceID?.trim() ?? '';
  if (!/^[A-Za-z0-9]{1,10}$/.test(serviceId)) throw badRequest('Please name the check the result is for.');
  const resultsScore = fields.ResultsScore?.trim();
  if (resultsScore !== 'Clear' && resultsScore !== 'Consider') throw badRequest('The result must be Clear or Consider.');
  const score = (name: 'CreditScore' | 'FraudScore', max: number): number | null => {
    const text = fields[name]?.trim() ?? '';
    if (text === '') return null;
    if (!/^[0-9]{1,4}$/.test(text) || Number(text) > max) throw badRequest(`The ${wordFor(name).toLowerCase()} must be a whole number from 0 to ${max}.`);
    return Number(text);
  };
  const creditScore = score('CreditScore', 1000);
  const fraudScore = score('FraudScore', 999);
  const credit = CREDIT_SERVICES.includes(serviceId);
  if (credit && (creditScore === null || fraudScore === null)) {
    throw badRequest('A credit check result needs its credit score (0 to 1000) and fraud score (0 to 999).');
  }
  if (!credit && (creditScore !== null || fraudScore !== null)) {
    throw badRequest('Only a credit check result carries a credit score and a fraud score.');
  }
  return { serviceId, resultsScore, creditScore, fraudScore } as const;
}

function auditFilter(query: Omit<AuditFilter, 'orderId'> & { orderId?: string }): AuditFilter {
  requireCalendarDates(query);
  return { ...query, orderId: query.orderId === undefined ? undefined : Number(query.orderId) };
}

export function backofficeHandlers(ctx: AppContext): Handlers<typeof backofficeRoutes> {
  const { db, files } = ctx;
  // Refund accounts are decrypted for operators only, on the order page.
  const cipher = createFieldCipher(fieldSecret(ctx.config.dataDir, ctx.config.fieldKey));
  return {
    'GET /backoffice/orders': async (request) => {
      const query = request.query;
      const limit = pageLimit(query.limit, BACKOFFICE_PAGE, BACKOFFICE_MAX_PAGE);
      requireCalendarDates(query);
      return readQueue(db, {
        status: query.status,
        clientId: query.clientId === undefined ? undefined : Number(query.clientId),
        serviceId: query.serviceId,
        checkStatus: query.checkStatus,
        delayed: query.delayed === 'Y',
        dateFrom: query.dateFrom,
        dateTo: query.dateTo,
        flag: query.flag,
        sort: query.sort,
        dir: query.dir,
        q: query.q,
        after: query.after,
        offset: query.offset === undefined ? 0 : Number(query.offset),
        limit,
      });
    },

    'GET /backoffice/options': async () => readQueueOptions(db),

    'GET /backoffice/views': async (request) => listViews(db, callerOf(request).id, 'queue'),

    'POST /backoffice/views': async (request) => saveView(db, callerOf(request).id, 'queue', request.body.Name, request.body.Query),

    'POST /backoffice/views/delete': async (request) => deleteView(db, callerOf(request).id, Number(request.body.ViewID)),

    'POST /backoffice/references/send': async (request) => resendInvitations(ctx, orderOf(request).id),

    'GET /backoffice/orders/:orderId': async (request) => {
      const orderId = orderOf(request).id;
      return {
        ...(await readOrder(db, orderId)),
        cancellations: await cancellationsOf(db, cipher, orderId),
        retention: await orderRetention(db, ctx.config.retentionMonths, orderId),
      };
    },

    'POST /backoffice/orders/legal_hold': async (request) =>
      setLegalHold(db, ctx.now, callerOf(request), orderOf(request).id, request.body.Hold === 'Y', request.body.Reason),

    'GET /backoffice/retention': async (request) =>
      dueForDeletion(db, ctx.config.retentionMonths, ctx.now(), {
        offset: request.query.offset === undefined ? 0 : Number(request.query.offset),
        limit: pageLimit(request.query.limit, BACKOFFICE_PAGE, BACKOFFICE_MAX_PAGE),
      }),

    'GET /backoffice/audit': async (request) => {
      const { before, limit, ...query } = request.query;
      return readAuditPage(db, auditFilter(query), {
        before: before === undefined ? undefined : Number(before),
        limit: pageLimit(limit, AUDIT_PAGE, AUDIT_MAX_PAGE),
      });
    },

    'GET /backoffice/audit/export': async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-trail.csv"')
        .send(auditCsv(db, auditFilter(request.query))),

    'POST /backoffice/services/status': async (request) => {
      const { ServiceID, CheckStatus, DelayReason, Note } = request.body;
      return moveCheck(ctx, callerOf(request), {
        orderId: orderOf(request).id,
        serviceId: ServiceID,
        to: CheckStatus,
        delayReason: DelayReason,
        note: Note,
      });
    },

    'POST /backoffice/orders/hold': async (request) =>
      holdOrder(ctx, callerOf(request), orderOf(request).id, request.body.Hold === 'Y', request.body.Reason),

    'POST /backoffice/orders/reject_items': async (request) =>
      rejectItems(ctx, callerOf(request), orderOf(request).id, request.body.Items),

    'POST /backoffice/orders/complete': async (request) => completeOrder(ctx, callerOf(request), orderOf(request).id),

    'POST /backoffice/results': async (request) => {
      if (!request.isMultipart()) {
        throw new HttpError(415, 'Send the result as a file upload, with the check, its result and the PDF.');
      }
      // The same reading as the applicants' uploads: fields first, the order checked before the file is stored, the
      // size limit while streaming.
      const { fields, received } = await readOrderUpload(request, ctx, 'orderID');
      let location: string | null = null;
      try {
        const result = resultFields(fields);
        if (sniffFileKind(received.head) !== 'pdf') throw badRequest(RESULT_NOT_PDF);
        const order = orderOf(request);
        await requireRoomFor(db, order.id, received.sizeBytes);
        location = await keepUpload(request, files, received, 'pdf');
        return await publishResult(ctx, callerOf(request), {
          ...result,
          orderId: order.id,
          file: { location, sizeBytes: received.sizeBytes },
        });
      } catch (error) {
        await files.discard(received);
        if (location !== null) await files.remove(location);
        throw error;
      }
    },
  };
}
