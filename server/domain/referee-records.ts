// What is read of an order's referees: their details as the applicant gave them, their invitations, answers and
// fraud signals for the back office, and which orders wait on one. Reading only: the invitations and answers are
// written by referees.ts, which builds on this module (never the reverse).
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import { applicationValues, orders, orderServices, refereeAnswers, refereeMessages, referees } from '../db/schema';
import type { ReferenceField } from '../../src/engine';
import { REFERENCES_SERVICE } from '../../src/engine/order-rules';
import { refereeSignals } from './referee-signals';
import { wireDateTime } from './application-format';

type Order = typeof orders.$inferSelect;

/** Where the application keeps the referees (schemas/definitions/references.json). */
export const REFEREES_TABLE = 'ops.ApplicantReferees';
/** What the applicant and the client read on the reference check while an invited referee has not answered. */
export const WAITING_ON_REFEREE = 'Waiting on referee';

/** The referee's details as the applicant gave them, by block row. */
export interface RefereeContact {
  name: string;
  email: string;
  company: string;
  position: string;
  relationship: string;
}

/** The referees' details of an order, by their block row (TableID). */
export async function refereeContacts(db: Db | Tx, orderId: number): Promise<Map<number, RefereeContact>> {
  const rows = await db
    .select({ tableId: applicationValues.tableId, fieldId: applicationValues.fieldId, value: applicationValues.value })
    .from(applicationValues)
    .where(and(eq(applicationValues.orderId, orderId), eq(applicationValues.tableLocation, REFEREES_TABLE)));
  const contacts = new Map<number, RefereeContact>();
  for (const row of rows) {
    if (row.tableId <= 0) continue;
    const contact = contacts.get(row.tableId) ?? { name: '', email: '', company: '', position: '', relationship: '' };
    const value = row.value.trim();
    if (row.fieldId === 'RefereeName') contact.name = value;
    else if (row.fieldId === 'RefereeEmail') contact.email = value;
    else if (row.fieldId === 'RefereeCompany') contact.company = value;
    else if (row.fieldId === 'RefereePosition') contact.position = value;
    else if (row.fieldId === 'RefereeRelationship') contact.relationship = value;
    contacts.set(row.tableId, contact);
  }
  return contacts;
}

export interface RefereeRecord {
  RefereeID: number;
  Status: string;
  Messages: Array<{ Kind: string; Reason: string; Email: string; SentAt: string }>;
  Answer: null | {
    Ip: string;
    ClaimedIp: string;
    UserAgent: string;
    StartedAt: string;
    FinishedAt: string;
    Answers: Array<{ SectionType: string; FieldType: string; Label: string; Value: string }>;
    Signals: string[];
  };
}

/** The referees' invitations, answers and fraud signals of an order, by block row. */
export async function refereeRecords(db: Db | Tx, order: Order): Promise<Map<number, RefereeRecord>> {
  const rows = await db.select().from(referees).where(eq(referees.orderId, order.id));
  if (rows.length === 0) return new Map();
  const ids = rows.map((r) => r.id);
  const messages = await db
    .select()
    .from(refereeMessages)
    .where(inArray(refereeMessages.refereeId, ids))
    .orderBy(asc(refereeMessages.sentAt), asc(refereeMessages.id));
  const answers = await db.select().from(refereeAnswers).where(inArray(refereeAnswers.refereeId, ids));
  const contacts = await refereeContacts(db, order.id);
  const records = new Map<number, RefereeRecord>();
  for (const referee of rows) {
    const answer = answers.find((a) => a.refereeId === referee.id);
    const sent = messages.filter((m) => m.refereeId === referee.id);
    const contact = contacts.get(referee.tableId);
    const status = answer ? 'Answered' : referee.withdrawnAt ? 'Withdrawn' : sent.length ? WAITING_ON_REFEREE : 'Not invited';
    records.set(referee.tableId, {
      RefereeID: referee.id,
      Status: status,
      Messages: sent.map((m) => ({ Kind: m.kind, Reason: m.reason, Email: m.email, SentAt: wireDateTime(m.sentAt) })),
      Answer: answer
        ? {
            Ip: answer.ip,
            ClaimedIp: answer.claimedIp,
            UserAgent: answer.userAgent,
            StartedAt: wireDateTime(answer.startedAt),
            FinishedAt: wireDateTime(answer.finishedAt),
            Answers: (answer.answers as unknown as ReferenceField[])
              .filter((f) => f.SectionType === 'Verification')
              .map((f) => ({ SectionType: f.SectionType, FieldType: f.FieldType, Label: f.FieldLabel, Value: f.NewFieldValue ?? '' })),
            Signals: refereeSignals(
              {
                ip: answer.ip,
                email: contact?.email ?? '',
                company: contact?.company ?? '',
                startedAt: answer.startedAt,
                finishedAt: answer.finishedAt,
              },
              {
                applicantIp: order.submittedIp,
                applicantEmail: order.applicantEmail,
                otherRefereeIps: answers.filter((a) => a.refereeId !== referee.id).map((a) => a.ip),
              },
            ),
          }
        : null,
    });
  }
  return records;
}

/**
 * Orders (of these) with a referee who was invited and has not answered, while the reference check is not done:
 * the applicant and the client read "waiting on referee" on the check.
 */
export async function ordersWaitingOnReferee(db: Db | Tx, orderIds: readonly number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ orderId: referees.orderId })
    .from(referees)
    .innerJoin(refereeMessages, eq(refereeMessages.refereeId, referees.id))
    .where(
      and(
        inArray(referees.orderId, [...orderIds]),
        isNull(referees.withdrawnAt),
        sql`not exists (select 1 from ${refereeAnswers} where ${refereeAnswers.refereeId} = ${referees.id})`,
        sql`exists (select 1 from ${orderServices} where ${orderServices.orderId} = ${referees.orderId}
          and ${orderServices.serviceId} = ${REFERENCES_SERVICE} and ${orderServices.checkStatus} not in ('Ready', 'Cancelled'))`,
      ),
    );
  return new Set(rows.map((r) => r.orderId));
}
