// The portal's jobs: every email, and the timed work (an order is Closed 14 days after it completes; a Closed order's
// files and answers are purged after the retention period; old sessions, used reset links and spent throttle counters
// are removed). Each job is idempotent: run twice, it has the effect of running once.
import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db';
import { completedJobs, orderHistory, orders, passwordResets, sessions, throttleCounters, users, validatorModules } from '../db/schema';
import type { Mailer, MailMessage } from '../mail';
import { renderMail } from '../mails/render';
import type { MailSetting } from '../mails/setting';
import type { Config } from '../config';
import { issueResetLink } from '../auth/reset-links';
import type { JobQueue } from './queue';
import { claim, enqueueMails, MAIL, type MailJob } from './enqueue';
import { sendDueReminders } from '../domain/referees';
import { sql } from 'drizzle-orm';
import type { FileStore } from '../storage';
import { purgeDueOrders } from '../domain/retention';
import { foldStatusCounts } from '../domain/status-counts';

export const RESET_LINK = 'reset-link';
export const CLOSE_COMPLETED_ORDERS = 'close-completed-orders';
export const RETENTION = 'retention';
export const REFEREE_REMINDERS = 'referee-reminders';
/** Closed orders' files and answers purged after RETENTION_MONTHS (server/domain/retention.ts). */
export const PURGE_CLOSED_ORDERS = 'purge-closed-orders';
/** The kept counts per status summed back to a row per key (server/domain/status-counts.ts). */
export const FOLD_STATUS_COUNTS = 'fold-status-counts';

const RESET_LINK_HOURS = 1;
/** Portal §4: an order is Closed 14 days after it completes. */
const CLOSE_AFTER_DAYS = 14;
/** Signed-out and expired sessions, used or expired reset links: kept this long for support questions, then removed. */
const KEEP_DAYS = 30;

/** When the timed jobs run (Australia/Sydney). */
export const SCHEDULES: Record<string, string> = {
  [CLOSE_COMPLETED_ORDERS]: '17 * * * *',
  [RETENTION]: '40 3 * * *',
  [PURGE_CLOSED_ORDERS]: '50 3 * * *',
  // Referees are reminded 2 days after the last mail (referees.ts): an hourly look is close enough.
  [REFEREE_REMINDERS]: '23 * * * *',
  // Each statement that moves orders appends a row to the kept counts; folded each minute, a first page sums a few.
  [FOLD_STATUS_COUNTS]: '* * * * *',
};

export interface WorkContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  jobs: JobQueue;
  files: FileStore;
  now: () => Date;
}

/** What every mail is drawn with: the deployment's address, support mailbox and the company that sends. */
export const mailSettingOf = (config: Config): MailSetting => ({
  publicUrl: config.publicUrl,
  supportEmail: config.supportEmail,
  operator: config.billing.company,
});

/**
 * The mail's subject, HTML and text. A job enqueued by an earlier version of the server carries its finished text
 * instead of a template: it is sent as it is, so an upgrade with mails waiting in the queue loses none.
 */
async function drawn(job: MailJob | (MailMessage & { key: string }), setting: MailSetting) {
  if ('template' in job) return renderMail(job, setting);
  return { subject: job.subject, text: job.text, ...(job.html && { html: job.html }) };
}

export async function defineJobs({ db, config, mailer, jobs, files, now }: WorkContext): Promise<void> {
  const setting = mailSettingOf(config);
  await jobs.define<MailJob>(MAIL, {
    // 10 s doubling: the last of ten tries comes about three hours after the first (a mail server's outage).
    retryLimit: 10,
    retryDelaySeconds: 10,
    expireInSeconds: 60,
    // Sent outside any transaction (a slow mail server must not hold the database), then recorded: a crash between the
    // two sends it again under the same key (the outbox file is replaced, SMTP receivers see the same Message-ID).
    run: (job) =>
      jobs.once(`mail:${job.key}`, async () => {
        const { key, to, replyTo } = job;
        await mailer.send({ id: key, to, ...(replyTo && { replyTo }), ...(await drawn(job, setting)) });
      }),
  });

  await jobs.define<{ email: string }>(RESET_LINK, {
    retryLimit: 5,
    retryDelaySeconds: 10,
    expireInSeconds: 60,
    run: async ({ email }, job) => {
      const accounts = await db
        .select()
        .from(users)
        .where(and(sql`lower(${users.email}) = ${email}`, sql`${users.deletedAt} is null`));
      // The links and their mails commit together, once per job.
      await db.transaction(async (tx) => {
        if (!(await claim(tx, `reset-link:${job.id}`))) return;
        const mails: MailJob[] = [];
        for (const user of accounts) {
          const link = await issueResetLink(
            tx,
            config.publicUrl,
            { userId: user.id, expiresAt: new Date(now().getTime() + RESET_LINK_HOURS * 3600_000) },
            now(),
          );
          mails.push({
            key: `reset-link-${job.id}-${user.id}`,
            to: user.email,
            template: 'resetLink',
            props: { name: user.firstName || user.username, username: user.username, link, hours: RESET_LINK_HOURS },
          });
        }
        await enqueueMails(jobs, tx, mails);
      });
    },
  });

  await jobs.define(CLOSE_COMPLETED_ORDERS, {
    retryLimit: 3,
    retryDelaySeconds: 60,
    expireInSeconds: 600,
    run: async () => {
      const at = now();
      const before = new Date(at.getTime() - CLOSE_AFTER_DAYS * 86_400_000);
      // Each order it closes says so in its history, in the same transaction (as invoicing's closing does).
      await db.transaction(async (tx) => {
        const closed = await tx
          .update(orders)
          .set({ status: 'Closed', closedAt: at })
          .where(and(eq(orders.status, 'Completed'), isNotNull(orders.completedAt), lt(orders.completedAt, before)))
          .returning({ id: orders.id });
        if (closed.length === 0) return;
        await tx.insert(orderHistory).values(
          closed.map(({ id }) => ({
            orderId: id,
            at,
            userId: null,
            action: 'order.close',
            before: { orderStatus: 'Completed' },
            after: { orderStatus: 'Closed' },
            note: `Closed ${CLOSE_AFTER_DAYS} days after it was completed.`,
          })),
        );
      });
    },
  });

  await jobs.define(REFEREE_REMINDERS, {
    retryLimit: 3,
    retryDelaySeconds: 60,
    expireInSeconds: 600,
    run: async () => {
      await sendDueReminders({ db, jobs, config, now });
    },
  });

  await jobs.define(RETENTION, {
    retryLimit: 3,
    retryDelaySeconds: 60,
    expireInSeconds: 600,
    run: async () => {
      const before = new Date(now().getTime() - KEEP_DAYS * 86_400_000);
      await db.delete(sessions).where(or(lt(sessions.revokedAt, before), lt(sessions.lastSeenAt, before)));
      await db.delete(passwordResets).where(lt(passwordResets.expiresAt, before));
      await db.delete(throttleCounters).where(lt(throttleCounters.windowStart, before));
      await db.delete(completedJobs).where(lt(completedJobs.at, before));
      // Compiled form validators no form has asked for in 30 days (a changed form has a new one).
      await db.delete(validatorModules).where(lt(validatorModules.lastUsedAt, before));
    },
  });

  await jobs.define(FOLD_STATUS_COUNTS, {
    retryLimit: 1,
    retryDelaySeconds: 30,
    expireInSeconds: 60,
    run: () => foldStatusCounts(db),
  });

  await jobs.define(PURGE_CLOSED_ORDERS, {
    retryLimit: 3,
    retryDelaySeconds: 300,
    // A first run on a large backlog may take a while; a run taken for dead is retried, and finds the rest.
    expireInSeconds: 3_600,
    run: async () => {
      await purgeDueOrders({ db, files, now, months: config.retentionMonths });
    },
  });
}
