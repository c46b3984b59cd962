// What the domain and the routes hand to the job queue: mails to send once, enqueued in the transaction of the rows
// they speak of, and claims that make a step of a job run once. The jobs themselves (work.ts) call the domain; the
// domain reaches the queue only through this module, so neither imports the other.
import type { Db, Tx } from '../db';
import { completedJobs } from '../db/schema';
import type { MailCall } from '../mails/catalogue';
import type { JobQueue } from './queue';

/** The queue of every email. */
export const MAIL = 'mail';

/**
 * A mail to send once: its key names it (the outbox file, the Message-ID, the completed-jobs record). It names its
 * template and carries the template's facts; the mail job draws it when it sends (server/mails).
 */
export type MailJob = { key: string; to: string; replyTo?: string } & MailCall;

/** The mails of rows being written, enqueued in their transaction. */
export function enqueueMails(jobs: JobQueue, tx: Db | Tx, mails: MailJob[]): Promise<void> {
  return jobs.enqueue(tx, MAIL, mails.map((mail) => ({ data: mail, key: mail.key })));
}

/**
 * Claims `key` inside a transaction: true the first time, false when the key was already claimed, so the rest of the
 * transaction runs once whatever the retries.
 */
export async function claim(tx: Tx, key: string): Promise<boolean> {
  const rows = await tx.insert(completedJobs).values({ key }).onConflictDoNothing().returning({ key: completedJobs.key });
  return rows.length > 0;
}
