// The invoice calls (issue 12): a client's list, and the back office's list, generate and paid. Access is declared in
// schemas/api/invoices.ts; the writes and reads are in server/domain/invoice-store.ts.
import type { AppContext } from '../context';
import type { Handlers } from '../contract';
import { callerOf } from '../auth/guard';
import { backofficeInvoices, clientInvoices, generateInvoice, markInvoicePaid } from '../domain/invoice-store';
import type { invoiceRoutes } from '../../schemas/api/invoices';

export function invoiceHandlers(ctx: AppContext): Handlers<typeof invoiceRoutes> {
  const { db, now } = ctx;
  return {
    'POST /reports/client_invoices': async (request) => {
      const { DateFrom, DateTo, Status } = request.body;
      return clientInvoices(db, callerOf(request), { from: DateFrom, to: DateTo, status: Status }, now());
    },

    'GET /backoffice/invoices': async (request) => {
      const { clientId, status } = request.query;
      return backofficeInvoices(db, { clientId: clientId === undefined ? undefined : Number(clientId), status }, now());
    },

    'POST /backoffice/invoices/generate': async (request) => {
      const { ClientID, DateFrom, DateTo } = request.body;
      return generateInvoice(ctx, callerOf(request).id, Number(ClientID), DateFrom, DateTo);
    },

    'POST /backoffice/invoices/paid': async (request) =>
      markInvoicePaid(ctx, callerOf(request), request.body.InvoiceID, request.ip),
  };
}
