// Referees of a reference check (issue 13): who they are (one row per referee block of the application, with a random
// id for the public link), the invitations and reminders mailed to them through the job queue, the public form they
// answer, and what the back office reads. The rules of the answers are the engine's (src/engine/references.ts), the
// fraud signals referee-signals.ts.
import { and, asc, count, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import {
  orderHistory,
  orderQuestions,
  orders,
  orderServices,
  refereeAnswers,
  refereeMessages,
  referees,
  services,
} from '../db/schema';
import type { Config } from '../config';
import type { JobQueue } from '../jobs/queue';
import { claim, enqueueMails, type MailJob } from '../jobs/enqueue';
import { badRequest, conflict, notFound } from '../http';
import {
  isQuestionType,
  refereeFormFields,
  referencesFormData,
  referencesFromForm,
  validateReferences,
  type Question,
  type ReferenceField,
  type SentAnswer,
} from '../../src/engine';
import { MANDATORY } from '../../src/engine/messages';
import { newRefereeId } from './referee-ids';
import { referenceLimits } from './application-tabs';
import { mailStatusChange, statusNow, type LifecycleContext } from './lifecycle-store';
import { refereeContacts, refereeRecords, type RefereeContact } from './referee-records';
import { REFERENCES_SERVICE } from '../../src/engine/order-rules';
import type { RefereeRequestFacts } from '../../src/engine/referee-request';
import { clientBrand } from './mail-brand';
import { PORTAL_NAME } from '../mails/setting';

type Order = typeof orders.$inferSelect;

/** Reminders: 2 days after the last mail, then every 2 days, at most 3 (issue 13). */
export const REMIND_AFTER_DAYS = 2;
export const MAX_REMINDERS = 3;
/** Referees are not mailed about an order that is over. */
const FINISHED_ORDER = ['Cancelled', 'Completed', 'Closed'];
/** A reference check in these states still wants answers. */
const WAITING_CHECK = ['Open', 'In progress'];

export interface RefereeContext {
  db: Db;
  jobs: JobQueue;
  config: Config;
  now: () => Date;
}

/**
 * Gives every referee block of the application its referee row (a random id), and withdraws the referees whose block
 * the applicant removed (their link then answers Reference closed). Run before every invitation.
 */
export async function syncReferees(tx: Tx, orderId: number, now: Date): Promise<Map<number, RefereeContact>> {
  const contacts = await refereeContacts(tx, orderId);
  const rows = [...contacts.keys()];
  for (const tableId of rows) {
    // A collision of two random 53-bit ids is not expected in the life of the portal; the conflict target is the row.
    await tx.insert(referees).values({ id: newRefereeId(), orderId, tableId, createdAt: now }).onConflictDoNothing({
      target: [referees.orderId, referees.tableId],
    });
  }
  await tx
    .update(referees)
    .set({ withdrawnAt: now })
    .where(
      and(
        eq(referees.orderId, orderId),
        isNull(referees.withdrawnAt),
        rows.length ? notInArray(referees.tableId, rows) : sql`true`,
        sql`not exists (select 1 from ${refereeAnswers} where ${refereeAnswers.refereeId} = ${referees.id})`,
      ),
    );
  if (rows.length) {
    await tx
      .update(referees)
      .set({ withdrawnAt: null })
      .where(and(eq(referees.orderId, orderId), inArray(referees.tableId, rows)));
  }
  return contacts;
}

/** Whether the order holds a reference check (that is not cancelled). */
export async function hasReferenceCheck(db: Db | Tx, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderServices.id })
    .from(orderServices)
    .where(
      and(
        eq(orderServices.orderId, orderId),
        eq(orderServices.serviceId, REFERENCES_SERVICE),
        sql`${orderServices.checkStatus} <> 'Cancelled'`,
      ),
    );
  return row !== undefined;
}

const applicantName = (order: Pick<Order, 'applicantFirstName' | 'applicantSurname'>) =>
  `${order.applicantFirstName} ${order.applicantSurname}`.trim();

export const refereeLink = (config: Config, orderId: number, refereeId: number) =>
  `${config.publicUrl}/referencesform/${orderId}/${refereeId}`;

/**
 * What the referee is told about the request (issue 30): the organisation that asks (the order's client), the
 * applicant, the purpose of the check, and whom to contact: the client's own email and phone, or the portal's support
 * when the client left neither. Nothing else of the order or the application.
 */
export async function refereeRequestFacts(db: Db | Tx, config: Config, order: Order): Promise<RefereeRequestFacts> {
  const brand = await clientBrand(db, order.clientId);
  const organisation = brand?.name ?? PORTAL_NAME;
  const reachable = brand !== null && (brand.email.trim() !== '' || brand.phone.trim() !== '');
  return {
    Organisation: organisation,
    Applicant: applicantName(order),
    Purpose: order.checkPurpose,
    ContactName: reachable ? organisation : `${PORTAL_NAME} support`,
    ContactEmail: reachable ? brand.email.trim() : config.supportEmail,
    ContactPhone: reachable ? brand.phone.trim() : '',
  };
}

/** The invitation or reminder mail (the link is the same; a reminder says so). */
async function refereeMail(
  tx: Tx,
  config: Config,
  order: Order,
  referee: { id: number; name: string; email: string },
  kind: 'invitation' | 'reminder',
  key: string,
): Promise<MailJob> {
  return {
    key,
    to: referee.email,
    template: 'refereeRequest',
    props: {
      brand: await clientBrand(tx, order.clientId),
      kind,
      refereeName: referee.name,
      facts: await refereeRequestFacts(tx, config, order),
      link: refereeLink(config, order.id, referee.id),
    },
  };
}

export interface Invited {
  refereeID: number;
  Email: string;
}

/**
 * Invites every referee of the order who has not answered and was not withdrawn: a referee_messages row and a mail
 * job each, in the caller's transaction. `reason` says why ('submit', 'edit', 'operator').
 */
export async function inviteReferees(
  ctx: Pick<RefereeContext, 'jobs' | 'config'>,
  tx: Tx,
  order: Order,
  reason: string,
  now: Date,
): Promise<Invited[]> {
  const contacts = await syncReferees(tx, order.id, now);
  const waiting = await tx
    .select({ id: referees.id, tableId: referees.tableId })
    .from(referees)
    .leftJoin(refereeAnswers, eq(refereeAnswers.refereeId, referees.id))
    .where(and(eq(referees.orderId, order.id), isNull(referees.withdrawnAt), isNull(refereeAnswers.refereeId)))
    .orderBy(asc(referees.tableId));
  const invited: Invited[] = [];
  const mails: MailJob[] = [];
  for (const referee of waiting) {
    const contact = contacts.get(referee.tableId);
    if (!contact?.email) continue;
    const [message] = await tx
      .insert(refereeMessages)
      .values({ refereeId: referee.id, kind: 'invitation', reason, email: contact.email, sentAt: now })
      .returning({ id: refereeMessages.id });
    mails.push(await refereeMail(tx, ctx.config, order, { id: referee.id, ...contact }, 'invitation', `referee-invitation-${message.id}`));
    invited.push({ refereeID: referee.id, Email: contact.email });
  }
  await enqueueMails(ctx.jobs, tx, mails);
  return invited;
}

/** On submit: the referees of an order with a reference check are invited in the submission's transaction. */
export async function inviteOnSubmit(ctx: RefereeContext, tx: Tx, order: Order, now: Date): Promise<void> {
  if (await hasReferenceCheck(tx, order.id)) await inviteReferees(ctx, tx, order, 'submit', now);
}

/**
 * send_edit_reference_emails: after an approved edit, every referee who has not answered is invited again (the edit
 * may have changed their details or added them). Once per edit: calling again mails nothing twice and answers the
 * number of referees that edit mailed.
 */
export async function inviteAfterEdit(ctx: RefereeContext, order: Order, editId: number): Promise<number> {
  const reason = `edit ${editId}`;
  await ctx.db.transaction(async (tx) => {
    if (await claim(tx, `referee-edit-${editId}`)) await inviteReferees(ctx, tx, order, reason, ctx.now());
  });
  const [{ mailed }] = await ctx.db
    .select({ mailed: count() })
    .from(refereeMessages)
    .innerJoin(referees, eq(referees.id, refereeMessages.refereeId))
    .where(and(eq(referees.orderId, order.id), eq(refereeMessages.reason, reason)));
  return mailed;
}

/** The operator's resend (POST /backoffice/references/send). */
export async function resendInvitations(ctx: RefereeContext, orderId: number): Promise<Invited[]> {
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound('No such order.');
    if (FINISHED_ORDER.includes(order.status)) throw conflict(`The order is ${order.status}: its referees are not mailed.`);
    if (!(await hasReferenceCheck(tx, order.id))) throw conflict('The order has no reference check.');
    if (order.submittedAt === null) throw conflict('The application is not submitted yet: it names no referees to invite.');
    return inviteReferees(ctx, tx, order, 'operator', ctx.now());
  });
}

/**
 * The timed reminders (a job run every hour, on the injected clock): a referee who has not answered, of an order
 * still under way whose reference check still waits, is reminded when the last mail to them is at least 2 days old
 * and fewer than 3 reminders were sent. An answer ends the reminders (the referee no longer qualifies).
 */
export async function sendDueReminders(ctx: RefereeContext): Promise<number> {
  const now = ctx.now();
  const due = new Date(now.getTime() - REMIND_AFTER_DAYS * 86_400_000);
  const candidates = await ctx.db
    .select({
      id: referees.id,
      orderId: referees.orderId,
      tableId: referees.tableId,
      lastSent: sql<Date>`max(${refereeMessages.sentAt})`.mapWith((v: string | Date) => new Date(v)),
      reminders: sql<number>`count(*) filter (where ${refereeMessages.kind} = 'reminder')`.mapWith(Number),
    })
    .from(referees)
    .innerJoin(refereeMessages, eq(refereeMessages.refereeId, referees.id))
    .innerJoin(orders, eq(orders.id, referees.orderId))
    .where(
      and(
        isNull(referees.withdrawnAt),
        notInArray(orders.status, FINISHED_ORDER),
        sql`not exists (select 1 from ${refereeAnswers} where ${refereeAnswers.refereeId} = ${referees.id})`,
        sql`exists (select 1 from ${orderServices} where ${orderServices.orderId} = ${referees.orderId}
          and ${orderServices.serviceId} = ${REFERENCES_SERVICE} and ${orderServices.checkStatus} not in ('Ready', 'Cancelled'))`,
      ),
    )
    .groupBy(referees.id, referees.orderId, referees.tableId);
  let sent = 0;
  for (const candidate of candidates) {
    if (candidate.reminders >= MAX_REMINDERS || candidate.lastSent.getTime() > due.getTime()) continue;
    sent += await ctx.db.transaction(async (tx) => {
      // The reminder's number names it: two runs racing send it once.
      const number = candidate.reminders + 1;
      if (!(await claim(tx, `referee-reminder-${candidate.id}-${number}`))) return 0;
      const [order] = await tx.select().from(orders).where(eq(orders.id, candidate.orderId));
      const contact = (await refereeContacts(tx, candidate.orderId)).get(candidate.tableId);
      if (!contact?.email) return 0;
      await tx
        .insert(refereeMessages)
        .values({ refereeId: candidate.id, kind: 'reminder', reason: `reminder ${number}`, email: contact.email, sentAt: now });
      await enqueueMails(ctx.jobs, tx, [
        await refereeMail(tx, ctx.config, order, { id: candidate.id, ...contact }, 'reminder', `referee-reminder-${candidate.id}-${number}`),
      ]);
      return 1;
    });
  }
  return sent;
}

// ---- The public form ------------------------------------------------------------------------------------------------

/** The one answer for an unknown link and for a refereeId of another order. */
export const UNKNOWN_REFERENCE = 'No such reference form.';

async function refereeOf(db: Db | Tx, orderId: number, refereeId: number) {
  // One query over both ids: a wrong pair and an unknown id take the same path and get the same answer.
  const [row] = await db
    .select({ referee: referees, order: orders })
    .from(referees)
    .innerJoin(orders, eq(orders.id, referees.orderId))
    .where(and(eq(referees.id, refereeId), eq(referees.orderId, orderId)));
  if (!row) throw notFound(UNKNOWN_REFERENCE);
  return row;
}

async function isAnswered(db: Db | Tx, refereeId: number): Promise<boolean> {
  const [row] = await db.select({ id: refereeAnswers.refereeId }).from(refereeAnswers).where(eq(refereeAnswers.refereeId, refereeId));
  return row !== undefined;
}

/** The form is closed once answered, withdrawn, or when the order is over or its reference check cancelled. */
async function isClosed(db: Db | Tx, referee: typeof referees.$inferSelect, order: Order): Promise<boolean> {
  if (referee.withdrawnAt !== null || FINISHED_ORDER.includes(order.status)) return true;
  if (!(await hasReferenceCheck(db, order.id))) return true;
  return isAnswered(db, referee.id);
}

/** The order's questionnaire as the engine takes it. */
async function questionsOf(db: Db | Tx, orderId: number): Promise<Question[]> {
  const rows = await db.select().from(orderQuestions).where(eq(orderQuestions.orderId, orderId)).orderBy(asc(orderQuestions.sort));
  return rows.map((q) => ({
    QuestionID: q.id,
    QuestionSection: q.questionSection,
    QuestionType: isQuestionType(q.questionType) ? q.questionType : 'text',
    QuestionDesc: q.questionDesc,
    Sort: q.sort,
    type: q.type === 'custom' ? 'custom' : 'default',
  }));
}

async function formFields(db: Db | Tx, referee: typeof referees.$inferSelect, order: Order): Promise<ReferenceField[]> {
  const contact = (await refereeContacts(db, order.id)).get(referee.tableId);
  return refereeFormFields(await questionsOf(db, order.id), {
    applicant: applicantName(order),
    refereeName: contact?.name ?? '',
    company: contact?.company ?? '',
    position: contact?.position ?? '',
    relationship: contact?.relationship ?? '',
  });
}

/** What the referee's form reads: the field list ([] when closed) and who asks, for whom and why (null when closed). */
export interface RefereeForm {
  Fields: ReferenceField[];
  Request: RefereeRequestFacts | null;
}

/** POST /website/references_form_get: the form and its request; the first load marks when answering began. */
export async function loadRefereeForm(ctx: RefereeContext, orderId: number, refereeId: number): Promise<RefereeForm> {
  const { referee, order } = await refereeOf(ctx.db, orderId, refereeId);
  if (await isClosed(ctx.db, referee, order)) return { Fields: [], Request: null };
  if (referee.openedAt === null) {
    await ctx.db.update(referees).set({ openedAt: ctx.now() }).where(and(eq(referees.id, referee.id), isNull(referees.openedAt)));
  }
  return { Fields: await formFields(ctx.db, referee, order), Request: await refereeRequestFacts(ctx.db, ctx.config, order) };
}

export interface SentForm {
  answers: SentAnswer[];
  /** The request's address as the server saw it. */
  ip: string;
  /** The IPAddress of the body: what the browser claimed. */
  claimedIp: string;
  userAgent: string;
}

/**
 * POST /website/references_form_post: checks every answer with the engine's rules (the browser's), stores them once,
 * and moves the reference check to In review once the minimum number of referees has answered.
 */
export async function receiveRefereeAnswers(
  ctx: RefereeContext & Pick<LifecycleContext, 'files'>,
  orderId: number,
  refereeId: number,
  sent: SentForm,
): Promise<{ status: 'received' | 'closed' }> {
  const { referee, order } = await refereeOf(ctx.db, orderId, refereeId);
  if (await isClosed(ctx.db, referee, order)) return { status: 'closed' };
  const fields = await formFields(ctx.db, referee, order);
  const known = new Set(fields.map((f) => f.FieldName));
  const names = sent.answers.map((a) => a.FieldName);
  const stranger = names.find((name) => !known.has(name));
  if (stranger !== undefined) throw badRequest(`${stranger} is not a field of this form.`);
  if (new Set(names).size !== names.length) throw badRequest('Each field may be answered once.');
  const formData = referencesFormData(fields, sent.answers);
  const verdict = validateReferences(fields, formData);
  if (verdict.message) {
    // The browser's words: a field left empty is REFERENCES_INCOMPLETE; a value that is there
    // but wrong (a rank of 7, a check of 'X', 1501 characters) gets that field's own message.
    const missing = Object.entries(verdict.errors).some(([key, message]) => formData[key] === undefined || message === MANDATORY);
    throw badRequest(missing ? verdict.message : Object.values(verdict.errors)[0]);
  }
  const answered = referencesFromForm(fields, formData);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const stored = await tx
      .insert(refereeAnswers)
      .values({
        refereeId: referee.id,
        answers: answered.map((f) => ({ ...f })),
        ip: sent.ip,
        claimedIp: sent.claimedIp,
        userAgent: sent.userAgent.slice(0, 500),
        startedAt: referee.openedAt ?? now,
        finishedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: refereeAnswers.refereeId });
    // Two posts racing: the second finds the row and changes nothing.
    if (stored.length === 0) return { status: 'closed' as const };
    // The order's trigger moves its updated_at: the checks' ETag changes, so "waiting on referee" is read afresh. The
    // order keeps the count of its referees' fraud signals (an answer may raise one on an earlier answer too) for the
    // queue's "Fraud signals" view.
    await tx.update(orders).set({ updatedAt: now, refereeSignals: await signalCount(tx, order) }).where(eq(orders.id, order.id));
    await reviewWhenEnoughAnswered(ctx, tx, order, now);
    return { status: 'received' as const };
  });
}

/** Every fraud signal the order's referees' answers raise, as the order page lists them. */
async function signalCount(tx: Tx, order: Order): Promise<number> {
  let total = 0;
  for (const record of (await refereeRecords(tx, order)).values()) total += record.Answer?.Signals.length ?? 0;
  return total;
}

async function reviewWhenEnoughAnswered(ctx: RefereeContext & Pick<LifecycleContext, 'files'>, tx: Tx, order: Order, now: Date) {
  const [{ answered }] = await tx
    .select({ answered: count() })
    .from(refereeAnswers)
    .innerJoin(referees, eq(referees.id, refereeAnswers.refereeId))
    .where(eq(referees.orderId, order.id));
  // The minimum is the order's bring_min_ref_req (application-tabs.ts), the number the applicant had to name.
  if (answered < (await referenceLimits(tx, order.id)).MinReferees) return;
  const [check] = await tx
    .select()
    .from(orderServices)
    .where(and(eq(orderServices.orderId, order.id), eq(orderServices.serviceId, REFERENCES_SERVICE)))
    .for('update');
  if (!check || !WAITING_CHECK.includes(check.checkStatus)) return;
  await tx
    .update(orderServices)
    .set({ checkStatus: 'In review', ...(check.checkStart === null ? { checkStart: now } : {}) })
    .where(eq(orderServices.id, check.id));
  const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
  const orderStatus = await statusNow(tx, locked, locked.holdReason);
  if (orderStatus !== locked.status) await tx.update(orders).set({ status: orderStatus }).where(eq(orders.id, order.id));
  const [history] = await tx
    .insert(orderHistory)
    .values({
      orderId: order.id,
      at: now,
      userId: null,
      action: 'service.status',
      serviceId: REFERENCES_SERVICE,
      before: { CheckStatus: check.checkStatus, DelayReason: check.delayReason, orderStatus: locked.status },
      after: { CheckStatus: 'In review', DelayReason: check.delayReason, orderStatus },
      note: `${answered} referee${answered === 1 ? '' : 's'} answered: the minimum for the reference check.`,
    })
    .returning({ id: orderHistory.id });
  if (orderStatus !== locked.status) {
    const [service] = await tx.select({ name: services.serviceName }).from(services).where(eq(services.serviceId, REFERENCES_SERVICE));
    const cause = { kind: 'check', service: service?.name ?? 'Reference Check', from: check.checkStatus, to: 'In review', delayReason: check.delayReason } as const;
    await mailStatusChange(ctx, tx, locked, orderStatus, history.id, cause);
  }
}
