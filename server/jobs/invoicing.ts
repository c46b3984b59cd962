// The monthly invoicing run (issue 12): on the first of every month, last month's invoice for every client with
// something to bill (server/domain/invoice-store.ts). Kept apart from work.ts, which the invoice store imports for
// its mails. Idempotent: a retried or repeated run finds the checks already billed and writes nothing.
import type { LifecycleContext } from '../domain/lifecycle-store';
import { generateMonthlyInvoices } from '../domain/invoice-store';

export const MONTHLY_INVOICES = 'monthly-invoices';

/** 05:10 on the first of the month, Sydney time (the queue's schedules run in that zone). */
export const INVOICING_SCHEDULES: Record<string, string> = { [MONTHLY_INVOICES]: '10 5 1 * *' };

export async function defineInvoicingJob(ctx: LifecycleContext): Promise<void> {
  await ctx.jobs.define(MONTHLY_INVOICES, {
    retryLimit: 3,
    retryDelaySeconds: 300,
    expireInSeconds: 1800,
    run: async () => {
      await generateMonthlyInvoices(ctx);
    },
  });
}
