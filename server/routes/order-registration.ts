// The one code path that registers orders, shared by save_applicants_file (the wizard's file of order lines) and
// setup_account (the quick start's single applicant): validate everything, then create every applicant's account,
// order, service lines, references questionnaire and invitation mail jobs in ONE transaction.
//
// Idempotency: the submission gets a key from the caller, the Idempotency-Key header (when sent) and the
// canonical content; order i of the submission is stored with request_key `${key}/${generation}/${i}` under a
// unique index. Sending the same submission again answers the orders already made instead of inserting: always
// when it carries the same Idempotency-Key, and within REPLAY_WINDOW_HOURS when it carries none (a retry after a
// dropped connection). Without a header, the same content sent again after that window is a new order (a
// re-screening), stored as the next generation of the key.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, inArray, isNull, like, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db';
import { orderQuestions, orders, orderServices, users } from '../db/schema';
import type { Caller } from '../auth/guard';
import { hashPassword } from '../auth/passwords';
import { issueResetLinks } from '../auth/reset-links';
import { badRequest } from '../http';
import type { AppContext } from '../context';
import {
  canonicalSubmission,
  groupByApplicant,
  normaliseLine,
  OrderRejection,
  planOrders,
  planQuestions,
  REFERENCES_SERVICE,
  type ApplicantGroup,
  type PlannedOrder,
  type PlannedQuestion,
  type RawOrderLine,
  type RawQuestion,
  type SubmissionKind,
} from '../domain/order-lines';
import { pickUsername, usernameBase, usernameStem } from '../domain/usernames';
import { companyOf, type Company } from '../auth/client-access';
import { clientNames, loadCatalogue, loadOrderingParty } from './neworder-access';
import { enqueueMails, type MailJob } from '../jobs/enqueue';
import { clientBrand } from '../domain/mail-brand';
import type { ClientBrand } from '../mails/setting';

const REPLAY_WINDOW_HOURS = 24;
/** An invitation is read days later, unlike a forgot-password mail: its link lasts a week. */
const INVITATION_LINK_DAYS = 7;
/** Rows per INSERT: the widest row here has 16 columns, well under PostgreSQL's 65,535 parameters. */
const ROWS_PER_INSERT = 1000;
/** A unique violation means a concurrent twin of this submission (or of a new username) won: look again. */
const ATTEMPTS = 3;

export interface Submission {
  kind: SubmissionKind;
  lines: RawOrderLine[];
  questions: RawQuestion[];
  idempotencyKey?: string;
}

/** What the completion modal lists. */
export interface RegisteredOrder {
  OrderID: number;
  FirstName: string;
  MiddleName: string;
  SurName: string;
  Email: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function chunks<T>(items: T[], size = ROWS_PER_INSERT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

const answerFor = (groups: ApplicantGroup[], orderIds: Map<number, number>): RegisteredOrder[] =>
  groups.flatMap((group, index) => {
    const orderId = orderIds.get(index);
    if (orderId === undefined) return [];
    const { firstName, middleName, surName, email } = group.lines[0].line;
    return [{ OrderID: orderId, FirstName: firstName, MiddleName: middleName, SurName: surName, Email: email }];
  });

/** The newest generation of orders stored under this key, if any. */
async function priorSubmission(db: Db, key: string) {
  const rows = await db
    .select({ id: orders.id, requestKey: orders.requestKey, lodgedAt: orders.lodgedAt })
    .from(orders)
    .where(like(orders.requestKey, `${key}/%`));
  if (rows.length === 0) return null;
  const parsed = rows.map((r) => {
    const [, generation, index] = r.requestKey!.split('/');
    return { id: r.id, generation: Number(generation), index: Number(index), lodgedAt: r.lodgedAt };
  });
  const generation = Math.max(...parsed.map((p) => p.generation));
  const newest = parsed.filter((p) => p.generation === generation);
  return {
    generation,
    lodgedAt: newest[0].lodgedAt,
    orderIds: new Map(newest.map((p) => [p.index, p.id])),
  };
}

export async function registerOrders(
  ctx: AppContext,
  caller: Caller,
  submission: Submission,
  log: FastifyBaseLogger,
): Promise<RegisteredOrder[]> {
  const { db } = ctx;
  const company = await companyOf(db, caller);
  const lines = submission.lines.map(normaliseLine);
  const groups = groupByApplicant(lines);
  const key = sha256(
    [caller.id, submission.idempotencyKey ?? '', canonicalSubmission(submission.kind, lines, submission.questions)].join('\n'),
  );

  /** The orders of an earlier identical submission to answer again, or the generation a new one gets. */
  const lookBack = async (): Promise<{ replay: RegisteredOrder[] } | { generation: number }> => {
    const prior = await priorSubmission(db, key);
    if (!prior) return { generation: 0 };
    const recent = ctx.now().getTime() - prior.lodgedAt.getTime() < REPLAY_WINDOW_HOURS * 3600_000;
    if (submission.idempotencyKey !== undefined || recent) return { replay: answerFor(groups, prior.orderIds) };
    return { generation: prior.generation + 1 };
  };

  const first = await lookBack();
  if ('replay' in first) {
    log.info({ orders: first.replay.length }, 'order submission replayed: nothing inserted');
    return first.replay;
  }
  let generation = first.generation;

  const [party, catalogue] = await Promise.all([loadOrderingParty(db, company), loadCatalogue(db)]);
  let plan: PlannedOrder[];
  let questions: PlannedQuestion[];
  try {
    plan = planOrders(lines, party, catalogue, { kind: submission.kind, fullScopeOnly: submission.kind === 'single' });
    questions = planQuestions(submission.questions);
  } catch (error) {
    if (error instanceof OrderRejection) throw badRequest(error.message);
    throw error;
  }
  // Accounts made here can only be entered through the invitation link: one hash of a random, forgotten password.
  const unusablePasswordHash = await hashPassword(randomBytes(32).toString('base64url'));

  for (let attempt = 1; ; attempt++) {
    try {
      const created = await db.transaction((tx) =>
        createOrders(tx, ctx, caller, company, plan, questions, `${key}/${generation}`, unusablePasswordHash),
      );
      log.info({ orders: created.orderIds.size, accounts: created.invitations.filter((i) => i.link).length }, 'orders registered');
      return answerFor(groups, created.orderIds);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= ATTEMPTS) throw error;
      const again = await lookBack();
      if ('replay' in again) return again.replay;
      generation = again.generation;
    }
  }
}

interface Account {
  userId: number;
  username: string;
  /** The set-password link of an account made for this submission; null for an existing account. */
  link: string | null;
}

interface Created {
  /** Applicant index to OrderID. */
  orderIds: Map<number, number>;
  /** One per planned order, in plan order. */
  invitations: Account[];
}

async function createOrders(
  tx: Tx,
  ctx: AppContext,
  caller: Caller,
  company: Company,
  plan: PlannedOrder[],
  questions: PlannedQuestion[],
  keyPrefix: string,
  unusablePasswordHash: string,
): Promise<Created> {
  const accounts = await accountsFor(tx, ctx, plan, unusablePasswordHash);
  const accountOf = (p: PlannedOrder) => accounts.get(p.email.toLowerCase())!;
  const lodgedAt = ctx.now();

  const orderIds = new Map<number, number>();
  for (const batch of chunks(plan)) {
    const rows = await tx
      .insert(orders)
      .values(
        batch.map((p) => ({
          applicantUserId: accountOf(p).userId,
          applicantFirstName: p.firstName,
          applicantMiddleName: p.middleName,
          applicantSurname: p.surName,
          applicantEmail: p.email,
          clientId: p.clientId,
          recruiterClientId: p.recruiterClientId,
          orderedByUserId: caller.id,
          checkPurpose: p.checkPurpose,
          costCentreId: p.costCentreId,
          applicantToPay: p.applicantToPay,
          totalOrder: p.total,
          lodgedAt,
          requestKey: `${keyPrefix}/${p.index}`,
          registerLocation: company.folderLocation,
        })),
      )
      .returning({ id: orders.id, requestKey: orders.requestKey });
    // RETURNING order is not promised to follow VALUES order: match rows by their key instead.
    for (const row of rows) orderIds.set(Number(row.requestKey!.split('/').pop()), row.id);
  }

  const serviceRows = plan.flatMap((p) =>
    p.services.map((s) => ({ orderId: orderIds.get(p.index)!, serviceId: s.serviceId, price: s.price })),
  );
  for (const batch of chunks(serviceRows)) await tx.insert(orderServices).values(batch);

  // The questionnaire belongs only to orders that include the references check.
  const questionRows = plan
    .filter((p) => p.services.some((s) => s.serviceId === REFERENCES_SERVICE))
    .flatMap((p) => questions.map((q) => ({ orderId: orderIds.get(p.index)!, ...q })));
  for (const batch of chunks(questionRows)) await tx.insert(orderQuestions).values(batch);

  const invitations = plan.map(accountOf);
  // The invitations are jobs of this transaction: they exist exactly when the orders do, and survive a crash.
  await enqueueMails(ctx.jobs, tx, await invitationMails(tx, company, plan, orderIds, invitations));
  return { orderIds, invitations };
}

/**
 * The applicant account of every email in the plan: an existing individual account with that email, or a new one
 * (username from the email, unique; unusable password; a set-password link valid for INVITATION_LINK_DAYS).
 */
async function accountsFor(
  tx: Tx,
  ctx: AppContext,
  plan: PlannedOrder[],
  unusablePasswordHash: string,
): Promise<Map<string, Account>> {
  const firstWithEmail = new Map<string, PlannedOrder>();
  for (const p of plan) if (!firstWithEmail.has(p.email.toLowerCase())) firstWithEmail.set(p.email.toLowerCase(), p);
  const emails = [...firstWithEmail.keys()];
  const lowerEmail = sql<string>`lower(${users.email})`;
  const lowerUsername = sql<string>`lower(${users.username})`;

  const accounts = new Map<string, Account>();
  for (const batch of chunks(emails)) {
    const rows = await tx
      .select({ id: users.id, username: users.username, email: lowerEmail })
      .from(users)
      .where(and(inArray(lowerEmail, batch), isNull(users.clientId), isNull(users.deletedAt)))
      .orderBy(asc(users.id));
    for (const row of rows) {
      if (!accounts.has(row.email)) accounts.set(row.email, { userId: row.id, username: row.username, link: null });
    }
  }

  const newEmails = emails.filter((e) => !accounts.has(e));
  if (newEmails.length === 0) return accounts;

  const stems = [...new Set(newEmails.map((e) => usernameStem(usernameBase(e))))];
  const taken = new Set<string>();
  for (const batch of chunks(stems)) {
    const rows = await tx
      .select({ username: lowerUsername })
      .from(users)
      .where(inArray(sql`regexp_replace(lower(${users.username}), '[0-9]+$', '')`, batch));
    for (const row of rows) taken.add(row.username);
  }

  const newRows = newEmails.map((email) => {
    const p = firstWithEmail.get(email)!;
    return {
      username: pickUsername(usernameBase(email), taken),
      email: p.email,
      passwordHash: unusablePasswordHash,
      firstName: p.firstName,
      middleName: p.middleName,
      surname: p.surName,
      phone: p.phone,
    };
  });
  const created: Array<{ id: number; username: string; email: string }> = [];
  for (const batch of chunks(newRows)) {
    created.push(...(await tx.insert(users).values(batch).returning({ id: users.id, username: users.username, email: lowerEmail })));
  }
  const expiresAt = new Date(ctx.now().getTime() + INVITATION_LINK_DAYS * 86_400_000);
  const links = await issueResetLinks(
    tx,
    ctx.config.publicUrl,
    created.map((u) => ({ userId: u.id, expiresAt })),
    ctx.now(),
  );
  created.forEach((u, i) => accounts.set(u.email, { userId: u.id, username: u.username, link: links[i] }));
  return accounts;
}

/** One invitation per order, keyed by the order: sent once whatever the retries. */
async function invitationMails(
  tx: Tx,
  company: Company,
  plan: PlannedOrder[],
  orderIds: Map<number, number>,
  accounts: Account[],
): Promise<MailJob[]> {
  const clientIds = [...new Set(plan.map((p) => p.clientId))];
  const names = await clientNames(tx, clientIds);
  const brands = new Map<number, ClientBrand | null>();
  for (const id of clientIds) brands.set(id, await clientBrand(tx, id));
  return plan.map((p, i) => {
    const clientName = names.get(p.clientId) ?? company.companyName;
    return {
      key: `invitation-${orderIds.get(p.index)}`,
      to: p.email,
      template: 'invitation',
      props: {
        brand: brands.get(p.clientId) ?? null,
        firstName: p.firstName || p.surName,
        clientName,
        agencyName: p.recruiterClientId === null ? null : company.companyName,
        services: p.services.map((s) => s.serviceName),
        username: accounts[i].username,
        setPasswordLink: accounts[i].link,
        linkDays: INVITATION_LINK_DAYS,
      },
    };
  });
}
