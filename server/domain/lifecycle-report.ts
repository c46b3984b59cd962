// Gathers what an order's summary report shows (server/pdf/summary-report.ts draws it): the order as the back office
// reads it (lifecycle-view.ts), the client's ABN, and each check's score and delays in words; and the referees'
// answers so far (server/pdf/referee-answers.ts).
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import { clients } from '../db/schema';
import { publicSite, type Config } from '../config';
import { documentDateTime, wireDateTime, wireToDate } from './application-format';
import { CREDIT_SERVICES } from '../../src/engine/credit-services';
import { readOrder } from './lifecycle-view';
import type { ResultWord, SummaryReportModel } from '../pdf/summary-report';
import type { RefereeAnswersModel } from '../pdf/referee-answers';
import type { RefereeSection } from '../pdf/report-layout';
import { REFERENCES_SERVICE } from '../../src/engine/order-rules';

/** An answer in words: a detail to verify Confirmed or not, yes or no, a rank out of 5, text as written. */
function answerWords(fieldType: string, value: string): string {
  if (fieldType === 'check') return value === 'Y' ? 'Confirmed' : 'Not confirmed';
  if (fieldType === 'yes/no') return value === 'Y' ? 'Yes' : value === 'N' ? 'No' : 'Not answered';
  if (fieldType === 'rank') return value ? `${value} of 5` : 'Not answered';
  return value || 'Not answered';
}

/** The company that runs the checks, as the report's header shows it. */
const COMPANY = 'ClearCheck';

/** A wire timestamp (Sydney time) as a document shows it, its zone named; '' stays ''. */
const shown = (wire: string): string => {
  const date = wireToDate(wire);
  return date ? documentDateTime(date) : '';
};

/** The summary report's own id: the order and the Sydney day it completed ('SR-000035-20261128'). */
export const summaryReportId = (orderId: number, completedAt: Date): string =>
  `SR-${String(orderId).padStart(6, '0')}-${wireDateTime(completedAt).slice(0, 10).replace(/-/g, '')}`;

type OrderCheck = Awaited<ReturnType<typeof readOrder>>['services'][number];

/** What a check's result reads as: Cancelled, Clear or Consider as published, or No result. */
function resultOf(check: OrderCheck): ResultWord {
  if (check.CheckStatus === 'Cancelled') return 'Cancelled';
  return check.ResultsScore === 'Clear' || check.ResultsScore === 'Consider' ? check.ResultsScore : 'No result';
}

/** What a check's result rests on, a sentence each. */
function detailOf(check: OrderCheck, referees: readonly OrderReferee[]): string[] {
  const detail: string[] = [];
  if (CREDIT_SERVICES.includes(check.ServiceID) && check.CreditScore !== null) {
    detail.push(`Credit score ${check.CreditScore} of 1,000; fraud score ${check.FraudScore ?? '-'} of 999 (from the credit bureau).`);
  }
  if (check.ServiceID === REFERENCES_SERVICE) {
    const answered = referees.filter((r) => r.Answer).length;
    detail.push(`${answered} of ${referees.length} referee${referees.length === 1 ? '' : 's'} answered; their answers are under Referees below.`);
  }
  if (check.ResultsLocation) detail.push("Based on the provider's result document, kept with the order.");
  return detail;
}

export async function summaryReportModel(db: Db | Tx, config: Config, orderId: number, completedAt: Date): Promise<SummaryReportModel> {
  const { order, services, referees } = await readOrder(db, orderId);
  const [client] = await db.select({ abn: clients.abn }).from(clients).where(eq(clients.id, order.clientID));
  const when = documentDateTime(completedAt);
  return {
    company: { name: COMPANY, contact: config.supportEmail, site: publicSite(config) },
    reportId: summaryReportId(order.orderID, completedAt),
    orderId: order.orderID,
    applicant: order.applicant,
    applicantEmail: order.applicantEmail,
    clientName: order.clientName,
    clientAbn: client?.abn ?? '',
    checkPurpose: order.checkPurpose,
    lodged: shown(order.lodgeDate),
    submitted: shown(order.submittedDate),
    completed: when,
    checks: services.map((s) => ({
      name: s.Service,
      result: resultOf(s),
      detail: detailOf(s, referees),
      started: shown(s.CheckStart),
      completed: shown(s.CheckCompletion),
      delays: s.Delays.map((d) => `${d.Cause}: ${shown(d.Start)} to ${d.End ? shown(d.End) : 'not ended'}`),
    })),
    referees: refereeSections(referees),
    generated: when,
  };
}

type OrderReferee = Awaited<ReturnType<typeof readOrder>>['referees'][number];

/** Each referee as the reports draw them: the details the applicant gave, the reference's state, every answer. */
function refereeSections(referees: readonly OrderReferee[]): RefereeSection[] {
  return referees.map((r, index) => {
    const name = r.Fields.find((f) => f.FieldID === 'RefereeName')?.Value;
    const answer = r.Answer;
    return {
      title: name ? `Referee ${index + 1}: ${name}` : `Referee ${index + 1}`,
      fields: r.Fields.map((f) => ({ label: f.FieldName, value: f.Value })),
      status: r.Status,
      answered: answer
        ? [
            { label: 'Answered', value: `${shown(answer.FinishedAt)} (opened ${shown(answer.StartedAt)})` },
            { label: 'From address', value: answer.Ip },
          ]
        : [],
      answers: (answer?.Answers ?? []).map((a) => ({ label: a.Label, value: answerWords(a.FieldType, a.Value) })),
      signals: answer?.Signals ?? [],
    };
  });
}

/**
 * The referees' answers so far (POST /orders/references_answers): what the ordering client may read while the
 * Reference Check is In review or Verified, before the summary report (portal §4 "Service actions").
 */
export async function refereeAnswersModel(db: Db | Tx, config: Config, orderId: number, now: Date): Promise<RefereeAnswersModel> {
  const { order, services, referees } = await readOrder(db, orderId);
  const check = services.find((s) => s.ServiceID === REFERENCES_SERVICE);
  return {
    company: { name: COMPANY, contact: config.supportEmail, site: publicSite(config) },
    orderId: order.orderID,
    applicant: order.applicant,
    clientName: order.clientName,
    checkStatus: check?.CheckStatus ?? '',
    referees: refereeSections(referees),
    generated: documentDateTime(now),
  };
}
