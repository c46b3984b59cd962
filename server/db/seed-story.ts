// What happened to the demo orders after they were lodged, played through the product's own functions on a clock
// that stands at each event's moment (issue 29: demo data that tells the truth). The rows are the ones the back office
// and the timed jobs write: results published on their checks (real PDFs in the file store), orders completed with
// their summary report, past months invoiced on the first of the next month (and the older invoices paid), a
// referee's answers received, items of an application sent back, and the referee reminders of the hourly job. So on a
// fresh start the timed jobs find nothing to do: what they would have done is done, at the time they would have done
// it.
//
// Mails: the product enqueues them in the change's transaction. These events are past, so their mails were sent
// then: nothing is enqueued (a first start must not mail last month's news); the sent mail's completed-jobs record is
// kept instead, as the mail job writes it, unless it is older than the retention job keeps such records (30 days).
import { Readable } from 'node:stream';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from './index';
import { completedJobs, invoices, orders, referees } from './schema';
import type { Config } from '../config';
import type { FileStore } from '../storage';
import type { JobQueue } from '../jobs/queue';
import { MAIL, type MailJob } from '../jobs/enqueue';
import type { Caller } from '../auth/guard';
import { completeOrder, publishResult, type LifecycleContext } from '../domain/lifecycle-store';
import { generateInvoice, markInvoicePaid } from '../domain/invoice-store';
import { invoiceIdOf, previousMonth } from '../domain/invoices';
import { loadRefereeForm, receiveRefereeAnswers, sendDueReminders } from '../domain/referees';
import { rejectItems } from '../domain/edit-application';
import { wireDateTime, wireDay } from '../domain/application-format';
import { startReport } from '../pdf/report-layout';
import { MAX_UPLOAD_BYTES } from '../../src/engine/files';
import { SERVICES, type SeedOrder } from './seed-data';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** The retention job removes completed-jobs records older than this (server/jobs/work.ts KEEP_DAYS). */
const KEEP_DAYS = 30;
/** The monthly invoicing run: 05:10 on the first of the month, Sydney time (server/jobs/invoicing.ts). */
const INVOICING_HOUR = 5;
const INVOICING_MINUTE = 10;
/** An invoice is paid this many days after it is issued. */
const PAID_AFTER_DAYS = 9;

/** Where the seed keeps its files, and the settings the product's functions read (company, billing, links). */
export interface SeedSetting {
  config: Config;
  files: FileStore;
}

/** A seeded order and its id; `completedAt` is when an order seeded Completed or Closed was completed. */
export interface SeededOrder {
  id: number;
  seed: SeedOrder;
  completedAt: Date | null;
}

/** The instant of a wall-clock time in Sydney (the zone of the wire, of invoices and of the timed jobs). */
export function sydneyTime(day: string, hour = 0, minute = 0): Date {
  const [y, m, d] = day.split('-').map(Number);
  const wanted = `${day} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  for (const offset of [10, 11]) {
    const at = new Date(Date.UTC(y, m - 1, d, hour - offset, minute));
    if (wireDateTime(at).startsWith(wanted)) return at;
  }
  return new Date(Date.UTC(y, m - 1, d, hour - 10, minute));
}

/** The first moment of the Sydney month `now` falls in. */
export const monthStartOf = (now: Date): Date => sydneyTime(`${wireDay(now).slice(0, 8)}01`);

/**
 * A completion date that stays in the current month (Sydney): what was completed last month was invoiced on the first
 * and so Closed, which the demo's Completed orders must not be. Never after `now`.
 */
export function inThisMonth(at: Date, now: Date, minutesIntoMonth = 5): Date {
  const earliest = monthStartOf(now).getTime() + minutesIntoMonth * MINUTE_MS;
  const latest = now.getTime() - (60 - Math.min(minutesIntoMonth, 59)) * 1000;
  return new Date(Math.min(Math.max(at.getTime(), earliest), latest));
}

/** The job queue of the story: keeps each mail as sent at the clock's time (its completed-jobs record), enqueues nothing. */
function sentMails(tx: Tx, clock: () => Date, now: Date): JobQueue {
  const queue = {
    async enqueue(_db: unknown, name: string, jobs: Array<{ data: MailJob; key?: string }>) {
      const at = clock();
      if (name !== MAIL || jobs.length === 0 || at.getTime() < now.getTime() - KEEP_DAYS * DAY_MS) return;
      await tx
        .insert(completedJobs)
        .values(jobs.map((job) => ({ key: `mail:${job.data.key}`, at })))
        .onConflictDoNothing();
    },
  };
  return queue as unknown as JobQueue;
}

/** A provider's result as the back office uploads it: a PDF (demo data, drawn in the reports' layout). */
async function providerResult(order: SeededOrder, service: string, score: string, at: Date): Promise<Buffer> {
  const report = startReport({
    title: `${service} result for order ${order.id}`,
    author: 'Demo checking provider',
    subject: `${service} result`,
    company: { name: 'Demo checking provider', contact: 'Demo data: not a real check result', site: '' },
    heading: `${service}: result`,
    reference: `${service} result, order ${order.id}`,
  });
  report.row('Order number', String(order.id));
  report.row('Result', score);
  report.row('Issued', wireDateTime(at));
  return report.finish('Demo data seeded with the portal: no check was run.');
}

export async function playStory(tx: Tx, setting: SeedSetting, now: Date, operatorId: number, seeded: SeededOrder[]): Promise<void> {
  let at = now;
  const clock = () => at;
  const ctx: LifecycleContext = { db: tx as unknown as Db, jobs: sentMails(tx, clock, now), config: setting.config, files: setting.files, now: clock };
  const operator = { id: operatorId };
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const { from: lastMonthFrom } = previousMonth(wireDay(now));
  const lastMonthStart = sydneyTime(lastMonthFrom);

  const publish = async (order: SeededOrder, serviceId: string, name: string, when: Date) => {
    at = when;
    const pdf = await providerResult(order, name, 'Clear', when);
    const received = await setting.files.receive(Readable.from([pdf]), MAX_UPLOAD_BYTES);
    const location = await setting.files.keep(received, 'pdf');
    await publishResult(ctx, operator, {
      orderId: order.id,
      serviceId,
      resultsScore: 'Clear',
      creditScore: null,
      fraudScore: null,
      file: { location, sizeBytes: received.sizeBytes },
    });
  };
  const complete = async (order: SeededOrder, when: Date) => {
    at = when;
    await completeOrder(ctx, operator, order.id);
  };
  const nameOf = (serviceId: string) => SERVICES.find((s) => s.serviceId === serviceId)?.serviceName ?? serviceId;


  // Orders seeded Completed or Closed: their checks are Ready; the operator completed them (the summary report), and
  // the hourly job closed those completed more than 14 days ago.
  for (const order of seeded) {
    if (order.seed.story || order.completedAt === null) continue;
    await complete(order, order.completedAt);
    if (order.seed.status === 'Closed') await tx.update(orders).set({ status: 'Closed' }).where(eq(orders.id, order.id));
  }

  for (const order of seeded) {
    switch (order.seed.story) {
      case 'results-and-report': {
        // Completed this month: results and the summary report to download.
        const checks = order.seed.services.map((s) => s.id);
        for (const [i, serviceId] of checks.entries()) {
          await publish(order, serviceId, nameOf(serviceId), inThisMonth(daysAgo(3 - i * 0.5), now, 1 + i));
        }
        await complete(order, inThisMonth(daysAgo(1), now, 10));
        break;
      }
      case 'billed-last-month': {
        // Completed last month: the invoicing run of the first bills it and closes it.
        const completedAt = new Date(Math.max(daysAgo(38).getTime(), lastMonthStart.getTime() + DAY_MS));
        const checks = order.seed.services.map((s) => s.id);
        for (const [i, serviceId] of checks.entries()) {
          await publish(order, serviceId, nameOf(serviceId), new Date(completedAt.getTime() - (checks.length - i) * 6 * HOUR_MS));
        }
        await complete(order, completedAt);
        break;
      }
      case 'items-rejected': {
        at = daysAgo(1);
        await rejectItems(ctx, operator, order.id, [
          { FieldID: 'StreetAddress', Reason: 'The street number is missing: please give your full street address.', Replace: 'N' },
        ]);
        break;
      }
      default:
        break;
    }
  }

  // The monthly runs: on the first of every month the month before is billed, for every client with something to
  // bill. Four months back covers every seeded completion (70 days).
  const clientIds = [...new Set((await tx.select({ clientId: orders.clientId }).from(orders)).map((r) => r.clientId))];
  await billPastMonths(tx, setting, now, operatorId, clientIds, 4);

  // A referee answers: the first referee of the order opens the form two days ago and sends it twelve minutes later.
  for (const order of seeded) {
    if (order.seed.story !== 'referee-answered') continue;
    const [first] = await tx.select().from(referees).where(eq(referees.orderId, order.id)).orderBy(asc(referees.tableId)).limit(1);
    at = daysAgo(2);
    const { Fields: fields } = await loadRefereeForm(ctx, order.id, first.id);
    at = new Date(at.getTime() + 12 * MINUTE_MS);
    const value = (f: (typeof fields)[number]) => {
      if (f.SectionType !== 'Verification') return f.NewFieldValue;
      if (f.FieldType === 'rank') return '5';
      if (f.FieldType === 'check') return 'Y';
      // No complaints, no concerns; yes to re-employing and to following procedures.
      if (f.FieldType === 'yes/no') return /complaints|concerns|incidents|disciplinary/i.test(f.FieldLabel) ? 'N' : 'Y';
      return /capacity|how long/i.test(f.FieldLabel)
        ? 'I was her allied health manager at John Hunter Hospital for four years.'
        : 'A careful, kind clinician whom patients and colleagues trust. I would gladly work with her again.';
    };
    await receiveRefereeAnswers(ctx, order.id, first.id, {
      answers: fields.map((f) => ({ FieldName: f.FieldName, NewFieldValue: value(f) })),
      ip: '198.51.100.23',
      claimedIp: '198.51.100.23',
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
    });
  }

  // The hourly reminder job, run at every hour since the first invitation, and once more now.
  const [firstInvitation] = await tx.select({ at: referees.createdAt }).from(referees).orderBy(asc(referees.createdAt)).limit(1);
  if (firstInvitation) {
    const refereeCtx = { ...ctx, jobs: sentMails(tx, clock, now) };
    for (let t = firstInvitation.at.getTime() + HOUR_MS; t < now.getTime(); t += HOUR_MS) {
      at = new Date(t);
      await sendDueReminders(refereeCtx);
    }
    at = now;
    await sendDueReminders(refereeCtx);
  }
  // A claim (the reminder's number) is written at the moment of the mail it guards, as the job writes both.
  await tx.execute(sql`UPDATE completed_jobs SET at = m.at FROM completed_jobs AS m WHERE m.key = 'mail:' || completed_jobs.key`);
}

/**
 * The monthly invoicing runs of the last `monthsBack` months for these clients, each on the first of its month at
 * 05:10 Sydney time (server/jobs/invoicing.ts), through the product's own generateInvoice; every invoice but the last
 * month's is paid by the operator nine days after it was issued.
 */
export async function billPastMonths(tx: Tx, setting: SeedSetting, now: Date, operatorId: number, clientIds: number[], monthsBack: number) {
  let at = now;
  const clock = () => at;
  const ctx: LifecycleContext = { db: tx as unknown as Db, jobs: sentMails(tx, clock, now), config: setting.config, files: setting.files, now: clock };
  const today = wireDay(now);
  const [y, m] = today.split('-').map(Number);
  const months: Array<{ from: string; to: string; issued: Date }> = [];
  for (let back = monthsBack - 1; back >= 0; back -= 1) {
    const first = new Date(Date.UTC(y, m - 1 - back, 1)).toISOString().slice(0, 10);
    const issued = sydneyTime(first, INVOICING_HOUR, INVOICING_MINUTE);
    // Before 05:10 on the first this month's run is still to come; a fresh start's job would bill the month at once,
    // so the seed bills it a minute before now instead.
    months.push({ ...previousMonth(first), issued: issued.getTime() > now.getTime() ? new Date(now.getTime() - MINUTE_MS) : issued });
  }
  const generated: number[] = [];
  for (const month of months) {
    for (const clientId of [...clientIds].sort((a, b) => a - b)) {
      at = month.issued;
      try {
        const invoice = await generateInvoice(ctx, null, clientId, month.from, month.to);
        if (month !== months[months.length - 1]) generated.push(Number(invoice.InvoiceID.slice(4)));
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode !== 409) throw error;
      }
    }
  }
  const payer = { id: operatorId, username: 'operator', kind: 'operator', clientId: null, accessLevel: 'Full view', sessionId: '' } as Caller;
  const older = generated.length ? await tx.select().from(invoices).where(inArray(invoices.id, generated)) : [];
  for (const invoice of older) {
    at = new Date(Math.min(invoice.issuedAt.getTime() + PAID_AFTER_DAYS * DAY_MS, now.getTime() - MINUTE_MS));
    await markInvoicePaid(ctx, payer, invoiceIdOf(invoice.id), '203.0.113.10');
  }
}
