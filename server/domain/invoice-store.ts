// Invoices written and read (issue 12): generate one for a client and period, mark one paid, list them for the back
// office and for a client's invoices page, and the monthly run over every client. The rules (what is billed, GST, due
// date, colours) are in server/domain/invoices.ts; the PDF is drawn by server/pdf/invoice.ts.
//
// Generating is one transaction holding the client's row lock, so two runs for one client (an operator and the
// monthly job) bill one after the other and the second finds nothing left: the invoice, its lines, the orders moved
// to Closed with their history rows, and the mails to the client's Full view users commit together or not at all.
// A check is billed once (invoice_lines.order_service_id is unique), whatever the periods asked for.
import { Readable } from 'node:stream';
import { and, asc, desc, eq, inArray, isNull, notExists, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import { auditEvents, clients, invoiceLines, invoices, orderHistory, orders, orderServices, services, users } from '../db/schema';
import { WIRE_TIME_ZONE, wireDateTimeSql } from '../db/wire-time';
import { badRequest, conflict, notFound } from '../http';
import { enqueueMails, type MailJob } from '../jobs/enqueue';
import type { Caller } from '../auth/guard';
import { invoicesVisibleTo } from '../auth/invoice-access';
import { MAX_UPLOAD_BYTES } from '../../src/engine/files';
import { renderInvoice } from '../pdf/invoice';
import { wireDateTime, wireDay } from './application-format';
import type { LifecycleContext } from './lifecycle-store';
import { PERIOD_REVERSED, periodDateInvalid } from '../../src/engine/messages';
import {
  BILLABLE_ORDER_STATUSES,
  billingPeriodText,
  dueDateOf,
  idOfInvoiceId,
  invoiceAmounts,
  invoiceColor,
  invoiceIdOf,
  isOverdue,
  periodProblem,
  previousMonth,
} from './invoices';

/** The day (Sydney time) a timestamp falls on, as SQL. */
const dayOf = (column: SQL | typeof orders.completedAt) => sql`(${column} at time zone ${sql.raw(`'${WIRE_TIME_ZONE}'`)})::date`;

/** The order statuses after an invoice bills them (portal §4: "Closed ... when an invoice including the order is generated"). */
const statusAfterInvoice = (status: string) => (status === 'Completed' ? 'Closed' : status);

/**
 * The checks a run for this client and period would bill: of its orders completed in the period (Completed, or
 * Closed by the 14-day rule), client-paid, not cancelled, and billed by no invoice yet.
 */
function billableChecks(db: Db | Tx, clientId: number | null, from: string, to: string) {
  return db
    .select({
      clientId: orders.clientId,
      orderId: orders.id,
      orderStatus: orders.status,
      applicant: sql<string>`trim(${orders.applicantFirstName} || ' ' || ${orders.applicantSurname})`,
      completed: sql<string>`to_char(${dayOf(orders.completedAt)}, 'YYYY-MM-DD')`,
      orderServiceId: orderServices.id,
      serviceId: orderServices.serviceId,
      serviceName: services.serviceName,
      price: orderServices.price,
    })
    .from(orders)
    .innerJoin(orderServices, eq(orderServices.orderId, orders.id))
    .innerJoin(services, eq(services.serviceId, orderServices.serviceId))
    .where(
      and(
        clientId === null ? undefined : eq(orders.clientId, clientId),
        inArray(orders.status, [...BILLABLE_ORDER_STATUSES]),
        eq(orders.applicantToPay, 'N'),
        sql`${dayOf(orders.completedAt)} between ${from}::date and ${to}::date`,
        sql`${orderServices.checkStatus} <> 'Cancelled'`,
        notExists(db.select({ one: sql`1` }).from(invoiceLines).where(eq(invoiceLines.orderServiceId, orderServices.id))),
      ),
    )
    .orderBy(asc(orders.completedAt), asc(orders.id), asc(orderServices.id));
}

/** The next invoice id from its sequence (PGlite answers rows as an array, node-postgres in `rows`). */
async function nextInvoiceId(tx: Tx): Promise<number> {
  const result = (await tx.execute(sql`select nextval(pg_get_serial_sequence('invoices', 'id'))::int as id`)) as unknown as
    | { rows?: Array<{ id: number }> }
    | Array<{ id: number }>;
  const rows = Array.isArray(result) ? result : (result.rows ?? []);
  return Number(rows[0].id);
}

export interface GeneratedInvoice {
  InvoiceID: string;
  ClientID: number;
  ClientName: string;
  BillingPeriod: string;
  Orders: number;
  TotalAmount: number;
  DueDate: string;
  InvoiceLocation: string;
}

/**
 * Bills the client's checks completed in the period and not billed yet: the invoice with its PDF, its lines, the
 * billed Completed orders Closed (with a history row each), and a mail to each Full view user of the client. 409
 * when there is nothing to bill (nothing is written). `actorId` is the operator, null for the monthly run.
 */
export async function generateInvoice(
  ctx: LifecycleContext,
  actorId: number | null,
  clientId: number,
  from: string,
  to: string,
): Promise<GeneratedInvoice> {
  const now = ctx.now();
  const today = wireDay(now);
  const problem = periodProblem(from, to, today);
  if (problem) throw badRequest(problem);
  let kept: string | null = null;
  try {
    return await ctx.db.transaction(async (tx) => {
      const [client] = await tx.select().from(clients).where(eq(clients.id, clientId)).for('update');
      if (!client) throw notFound('No such client.');
      const checks = await billableChecks(tx, clientId, from, to);
      const period = billingPeriodText(from, to);
      if (checks.length === 0) {
        throw conflict(`Nothing to bill: ${client.companyName} has no completed order from ${period} that is not invoiced yet.`);
      }

      const amounts = invoiceAmounts(checks.map((c) => c.price));
      // The id first: the PDF prints the InvoiceID, and the row needs the PDF's location.
      const id = await nextInvoiceId(tx);
      const invoiceId = invoiceIdOf(id);
      const dueDate = dueDateOf(today);
      const billing = ctx.config.billing;
      const pdf = await renderInvoice({
        seller: { ...billing, contact: `${ctx.config.supportEmail}\n${ctx.config.publicUrl}` },
        invoiceId,
        client: { name: client.companyName, abn: client.abn ?? '' },
        issued: today,
        due: dueDate,
        period,
        lines: checks.map((c) => ({ orderId: c.orderId, applicant: c.applicant, service: c.serviceName, completed: c.completed, price: c.price })),
        ...amounts,
      });
      const received = await ctx.files.receive(Readable.from([pdf]), MAX_UPLOAD_BYTES);
      const location = await ctx.files.keep(received, 'pdf');
      kept = location;

      await tx.insert(invoices).values({
        id,
        clientId,
        periodFrom: from,
        periodTo: to,
        issuedAt: now,
        dueDate,
        ...amounts,
        status: 'Due',
        createdByUserId: actorId,
        pdfLocation: location,
      });
      await tx.insert(invoiceLines).values(
        checks.map((c) => ({
          invoiceId: id,
          orderId: c.orderId,
          orderServiceId: c.orderServiceId,
          serviceId: c.serviceId,
          description: `${c.serviceName}: ${c.applicant}`,
          price: c.price,
        })),
      );

      const billedOrders = new Map(checks.map((c) => [c.orderId, c.orderStatus]));
      const closing = [...billedOrders].filter(([, status]) => statusAfterInvoice(status) !== status).map(([orderId]) => orderId);
      if (closing.length) await tx.update(orders).set({ status: 'Closed', closedAt: now }).where(inArray(orders.id, closing));
      await tx.insert(orderHistory).values(
        [...billedOrders].map(([orderId, status]) => ({
          orderId,
          at: now,
          userId: actorId,
          action: 'order.invoiced',
          before: { orderStatus: status },
          after: { orderStatus: statusAfterInvoice(status), InvoiceID: invoiceId },
          note: `Billed on ${invoiceId} (${period}).`,
        })),
      );

      const totalAud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(Number(amounts.total));
      const recipients = await tx
        .select({ id: users.id, email: users.email, firstName: users.firstName })
        .from(users)
        .where(and(eq(users.clientId, clientId), eq(users.kind, 'client'), eq(users.accessLevel, 'Full view'), isNull(users.deletedAt)))
        .orderBy(asc(users.id));
      const mails: MailJob[] = recipients
        .filter((r) => r.email)
        .map((r) => ({
          key: `invoice-${id}-${r.id}`,
          to: r.email,
          template: 'invoice',
          props: {
            firstName: r.firstName || client.companyName,
            invoiceId,
            clientName: client.companyName,
            period,
            orders: billedOrders.size,
            total: totalAud,
            dueDate,
            billingCompany: billing.company,
            pay: { accountName: billing.accountName, bsb: billing.bsb, accountNumber: billing.accountNumber },
          },
        }));
      await enqueueMails(ctx.jobs, tx, mails);

      return {
        InvoiceID: invoiceId,
        ClientID: clientId,
        ClientName: client.companyName,
        BillingPeriod: period,
        Orders: billedOrders.size,
        TotalAmount: Number(amounts.total),
        DueDate: dueDate,
        InvoiceLocation: location,
      };
    });
  } catch (error) {
    // The rows were not written: the PDF must not stay behind.
    if (kept !== null) await ctx.files.remove(kept);
    throw error;
  }
}

/** Marks a Due invoice Paid, with an audit row (who, when); 404 for no such invoice, 409 when it is already Paid. */
export async function markInvoicePaid(ctx: LifecycleContext, actor: Caller, invoiceIdText: string, ip: string) {
  const id = idOfInvoiceId(invoiceIdText);
  if (id === null) throw notFound('No such invoice.');
  return ctx.db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
    if (!invoice) throw notFound('No such invoice.');
    if (invoice.status === 'Paid') throw conflict(`Invoice ${invoiceIdOf(id)} is already Paid.`);
    const now = ctx.now();
    await tx.update(invoices).set({ status: 'Paid', paidAt: now, paidByUserId: actor.id }).where(eq(invoices.id, id));
    await tx.insert(auditEvents).values({ at: now, userId: actor.id, action: 'invoice.paid', subject: invoiceIdOf(id), ip });
    return { InvoiceID: invoiceIdOf(id), InvoiceStatus: 'Paid' as const, PaidAt: wireDateTime(now) };
  });
}

/** One invoice as both lists show it. */
function invoiceColumns() {
  return {
    id: invoices.id,
    clientId: invoices.clientId,
    clientName: clients.companyName,
    periodFrom: sql<string>`to_char(${invoices.periodFrom}, 'YYYY-MM-DD')`,
    periodTo: sql<string>`to_char(${invoices.periodTo}, 'YYYY-MM-DD')`,
    issued: wireDateTimeSql(invoices.issuedAt),
    dueDate: sql<string>`to_char(${invoices.dueDate}, 'YYYY-MM-DD')`,
    total: invoices.total,
    status: invoices.status,
    paidAt: wireDateTimeSql(invoices.paidAt),
    pdfLocation: invoices.pdfLocation,
    orders: sql<number>`(select count(distinct ${invoiceLines.orderId})::int from ${invoiceLines} where ${invoiceLines.invoiceId} = ${invoices.id})`,
  };
}

interface InvoiceRow {
  id: number;
  periodFrom: string;
  periodTo: string;
  issued: string;
  dueDate: string;
  total: string;
  status: string;
  pdfLocation: string;
}

function wireInvoice(row: InvoiceRow, today: string) {
  return {
    InvoiceID: invoiceIdOf(row.id),
    BillingPeriod: billingPeriodText(row.periodFrom, row.periodTo),
    Date: row.issued.slice(0, 10),
    DueDate: row.dueDate,
    TotalAmount: Number(row.total),
    InvoiceStatus: row.status === 'Paid' ? ('Paid' as const) : ('Due' as const),
    Overdue: isOverdue(row.status, row.dueDate, today) ? ('Y' as const) : ('N' as const),
    color: invoiceColor(row.status),
    InvoiceLocation: row.pdfLocation,
  };
}

export interface InvoiceFilter {
  /** Issued on or after / on or before these days (YYYY-MM-DD, Sydney time). */
  from?: string;
  to?: string;
  status?: 'All' | 'Due' | 'Paid';
}

function filterConditions(filter: InvoiceFilter): SQL[] {
  const where: SQL[] = [];
  for (const [end, value] of [['From', filter.from], ['To', filter.to]] as const) {
    if (value !== undefined && !/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value)) throw badRequest(periodDateInvalid(end));
  }
  if (filter.from && filter.to && filter.from > filter.to) throw badRequest(PERIOD_REVERSED);
  if (filter.from) where.push(sql`${dayOf(sql`${invoices.issuedAt}`)} >= ${filter.from}::date`);
  if (filter.to) where.push(sql`${dayOf(sql`${invoices.issuedAt}`)} <= ${filter.to}::date`);
  if (filter.status && filter.status !== 'All') where.push(eq(invoices.status, filter.status));
  return where;
}

/** client_invoices: the invoices the caller may see, issued in the period, newest first. */
export async function clientInvoices(db: Db, caller: Caller, filter: InvoiceFilter, now: Date) {
  const rows = await db
    .select(invoiceColumns())
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(and(invoicesVisibleTo(caller), ...filterConditions(filter)))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id));
  const today = wireDay(now);
  return rows.map((row) => ({ ...wireInvoice(row, today), ClientName: row.clientName }));
}

/** The back office's list: every client's invoices (optionally one client's and one status), newest first. */
export async function backofficeInvoices(db: Db, filter: InvoiceFilter & { clientId?: number }, now: Date) {
  const rows = await db
    .select(invoiceColumns())
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(and(filter.clientId === undefined ? undefined : eq(invoices.clientId, filter.clientId), ...filterConditions(filter)))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id));
  const today = wireDay(now);
  return rows.map((row) => ({
    ...wireInvoice(row, today),
    ClientID: row.clientId,
    ClientName: row.clientName,
    Orders: row.orders,
    PaidAt: row.paidAt,
  }));
}

/**
 * The monthly run: last month's invoice for every client with something to bill (on the first of a month, the month
 * before). Run twice, the second run finds nothing left and writes nothing. Answers the invoices it generated.
 */
export async function generateMonthlyInvoices(ctx: LifecycleContext): Promise<GeneratedInvoice[]> {
  const { from, to } = previousMonth(wireDay(ctx.now()));
  const pending = await billableChecks(ctx.db, null, from, to);
  const clientIds = [...new Set(pending.map((c) => c.clientId))].sort((a, b) => a - b);
  const generated: GeneratedInvoice[] = [];
  for (const clientId of clientIds) {
    try {
      generated.push(await generateInvoice(ctx, null, clientId, from, to));
    } catch (error) {
      // An operator billed the same checks meanwhile: nothing is left for this client.
      if ((error as { statusCode?: number }).statusCode !== 409) throw error;
    }
  }
  return generated;
}
