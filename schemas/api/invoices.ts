// Invoices (issue 12; portal §2 "Invoices", §3 "Invoice", §7 "Help and history"): the client's list, and the back
// office's generating, listing and marking paid. The PDF of an invoice is downloaded through the one download call
// (POST /utilities/download_image, body url = InvoiceLocation). The rules are in server/domain/invoices.ts.
import { Type as T } from '@sinclair/typebox';
import { Id, IdString, IdValue, route, Text } from './route';

const OPERATORS = ['operator'] as const;
const DATE = '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$';
const Day = Text(10, { pattern: DATE });
const StatusFilter = T.Unsafe<'All' | 'Due' | 'Paid'>({ type: 'string', enum: ['All', 'Due', 'Paid'] });
const InvoiceStatus = T.Unsafe<'Due' | 'Paid'>({ type: 'string', enum: ['Due', 'Paid'] });
/** 'INV-' and at least six digits. */
export const InvoiceIdText = Text(13, { pattern: '^INV-[0-9]{6,9}$' });

/** One invoice (portal §3 "Invoice"), with its due date and whether a Due one is past it. */
export const InvoiceRow = T.Object({
  InvoiceID: T.String(),
  /** 'YYYY-MM-DD to YYYY-MM-DD': the days whose completed orders it bills. */
  BillingPeriod: T.String(),
  /** The issue day, YYYY-MM-DD. */
  Date: T.String(),
  DueDate: T.String(),
  /** Including GST, in AUD. */
  TotalAmount: T.Number(),
  InvoiceStatus,
  /** 'Y' when a Due invoice is past its due date. */
  Overdue: T.Unsafe<'Y' | 'N'>({ type: 'string', enum: ['Y', 'N'] }),
  /** ORANGE (Due: a warning icon) or GREEN (Paid: a done icon). */
  color: T.Unsafe<'ORANGE' | 'GREEN'>({ type: 'string', enum: ['ORANGE', 'GREEN'] }),
  /** The PDF: the url of POST /utilities/download_image. */
  InvoiceLocation: T.String(),
  ClientName: T.String(),
});

export const invoiceRoutes = {
  'POST /reports/client_invoices': route({
    summary:
      "The invoices of the caller's client (and of the clients its agency serves) issued from DateFrom to DateTo " +
      '(YYYY-MM-DD, Sydney time, both included), of one Status (All, Due or Paid), newest first.',
    access: { kinds: ['client'], self: 'body.userID' },
    body: T.Object({ userID: IdValue, DateFrom: Day, DateTo: Day, Status: StatusFilter }),
    response: { 200: T.Array(InvoiceRow) },
  }),
  'GET /backoffice/invoices': route({
    summary: "Every client's invoices, newest first; optionally one client's (clientId) and one status.",
    access: { kinds: OPERATORS },
    querystring: T.Object({ clientId: T.Optional(IdString), status: T.Optional(StatusFilter) }),
    response: {
      200: T.Array(
        T.Composite([InvoiceRow, T.Object({ ClientID: T.Integer(), Orders: T.Integer(), PaidAt: T.String() })]),
      ),
    },
  }),
  'POST /backoffice/invoices/generate': route({
    summary:
      "Bills the client's checks of orders completed from DateFrom to DateTo (YYYY-MM-DD, Sydney time, both included) " +
      'and not invoiced yet, at the prices stored on them, GST on top: makes the invoice and its PDF, Closes those ' +
      "orders and mails the client's Full view users, in one transaction. 409 when there is nothing to bill (nothing " +
      'changes): a second run for the same period bills nothing twice.',
    access: { kinds: OPERATORS },
    body: T.Object({ ClientID: T.Union([Id, IdString]), DateFrom: Day, DateTo: Day }),
    response: {
      200: T.Object({
        InvoiceID: T.String(),
        ClientID: T.Integer(),
        ClientName: T.String(),
        BillingPeriod: T.String(),
        Orders: T.Integer(),
        TotalAmount: T.Number(),
        DueDate: T.String(),
        InvoiceLocation: T.String(),
      }),
    },
  }),
  'POST /backoffice/invoices/paid': route({
    summary: 'Marks a Due invoice Paid (recorded with who and when). 409 when it is already Paid.',
    access: { kinds: OPERATORS },
    body: T.Object({ InvoiceID: InvoiceIdText }),
    response: { 200: T.Object({ InvoiceID: T.String(), InvoiceStatus, PaidAt: T.String() }) },
  }),
};
