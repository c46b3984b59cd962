// The rules of invoicing (issue 12), free of the database: the InvoiceID users see, the amounts (GST on top of the
// prices stored on the checks), the due date, the colour the invoices page reads, and last month's period for the
// monthly run. server/domain/invoice-store.ts writes what these decide.
//
// Decisions where the spec is silent (portal §3 names the Invoice fields; "the invoice lifecycle itself is not shown"):
// - An invoice bills, for one client and period, the checks of its orders completed in the period (the completion
//   day in Sydney time, both ends included) that no invoice billed yet: status Completed, or Closed by the 14-day
//   rule (still unbilled: a monthly run would otherwise miss everything completed early in the month). Cancelled
//   checks are not billed, nor orders the applicant pays for (applicantToPay 'Y': paid online when ordered).
// - Prices are the ones stored on each check when it was ordered (order_services.price), GST-exclusive; GST is 10 % of
//   the subtotal, rounded to the cent; the total is the two together.
// - An invoice is due 14 days after its issue day, 'Due' until an operator marks it 'Paid'. The page shows a Due
//   invoice in ORANGE (a warning), a Paid one in GREEN; a Due invoice past its due date is 'Overdue' in words.

import { PERIOD_NOT_OVER, PERIOD_REVERSED, periodDateInvalid } from '../../src/engine/messages';

export const INVOICE_STATUSES = ['Due', 'Paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** GST in Australia: 10 % on top of the GST-exclusive prices. */
export const GST_PERCENT = 10;
/** Days from the issue day to the due date. */
export const DUE_AFTER_DAYS = 14;
/** Order statuses whose orders may be billed: done, and not billed yet. */
export const BILLABLE_ORDER_STATUSES: readonly string[] = ['Completed', 'Closed'];

const INVOICE_ID = /^INV-([0-9]{6,9})$/;

/** The InvoiceID users see: 'INV-' and the row's id in at least six digits. */
export const invoiceIdOf = (id: number): string => `INV-${String(id).padStart(6, '0')}`;

/** The row id an InvoiceID names, or null when it is not one. */
export function idOfInvoiceId(invoiceId: string): number | null {
  const match = INVOICE_ID.exec(invoiceId.trim());
  return match ? Number(match[1]) : null;
}

const toCents = (price: string | number) => Math.round(Number(price) * 100);
const fromCents = (cents: number) => (cents / 100).toFixed(2);

export interface InvoiceAmounts {
  subtotal: string;
  gst: string;
  total: string;
}

/** The subtotal of the prices, GST on it rounded to the cent, and the total; as '123.45' strings (numeric columns). */
export function invoiceAmounts(prices: ReadonlyArray<string | number>): InvoiceAmounts {
  const subtotal = prices.reduce<number>((sum, price) => sum + toCents(price), 0);
  const gst = Math.round((subtotal * GST_PERCENT) / 100);
  return { subtotal: fromCents(subtotal), gst: fromCents(gst), total: fromCents(subtotal + gst) };
}

/** A calendar day (YYYY-MM-DD) moved by `days`. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The due date of an invoice issued on `issueDay`. */
export const dueDateOf = (issueDay: string): string => addDays(issueDay, DUE_AFTER_DAYS);

/** A YYYY-MM-DD that names a real day of the calendar. */
export function isCalendarDay(value: string): boolean {
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** Why a billing period cannot be billed, as a sentence for a 400; null when it can. */
export function periodProblem(from: string, to: string, today: string): string | null {
  if (!isCalendarDay(from)) return periodDateInvalid('From');
  if (!isCalendarDay(to)) return periodDateInvalid('To');
  if (from > to) return PERIOD_REVERSED;
  if (to > today) return PERIOD_NOT_OVER;
  return null;
}

/** The period as the invoices table shows it. */
export const billingPeriodText = (from: string, to: string): string => `${from} to ${to}`;

/** The colour the invoices page reads (portal §3: ORANGE shows a warning icon, anything else a done icon). */
export const invoiceColor = (status: string): 'ORANGE' | 'GREEN' => (status === 'Paid' ? 'GREEN' : 'ORANGE');

/** Whether a Due invoice is past its due date on `today`. */
export const isOverdue = (status: string, dueDate: string, today: string): boolean => status === 'Due' && dueDate < today;

/** The month before the one `today` (YYYY-MM-DD) falls in: what the monthly run bills on the first of a month. */
export function previousMonth(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}
