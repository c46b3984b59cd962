// Gathers what an order's summary report shows (server/pdf/summary-report.ts draws it): the order as the back office
// reads it (lifecycle-view.ts), the client's ABN, and each check's score and delays in words; and the referees'
// answers so far (server/pdf/referee-answers.ts).
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import { clients } from '../db/schema';
import type { Config } from '../config';
import { wireDateTime } from './application-format';
import { CREDIT_SERVICES } from '../../src/engine/credit-services';
import { readOrder } from './lifecycle-view';
import type { SummaryReportModel } from '../pdf/summary-report';
import type { RefereeAnswersModel } from '../pdf/referee-answers';
import type { RefereeSection } from '../pdf/report-layout';
import { REFERENCES_SERVICE } from '../../src/engine/order-rules';

/** A check or yes/no answer in words; a rank out of 5; text as written. */
function answerWords(fieldType: string, value: string): string {
  if (fieldType === 'check' || fieldType === 'yes/no') return value === 'Y' ? 'Yes' : value === 'N' ? 'No' : value || '-';
  if (fieldType === 'rank') return value ? `${value} of 5` : '-';
  return value || '-';
}

/** The company that runs the checks, as the report's header shows it. */
const COMPANY = 'ClearCheck';

export async function summaryReportModel(db: Db | Tx, config: Config, orderId: number, completedAt: Date): Promise<SummaryReportModel> {
  const { order, services, referees } = await readOrder(db, orderId);
  const [client] = await db.select({ abn: clients.abn }).from(clients).where(eq(clients.id, order.clientID));
  const when = wireDateTime(completedAt);
  return {
    company: { name: COMPANY, contact: `${config.supportEmail}\n${config.publicUrl}` },
    orderId: order.orderID,
    applicant: order.applicant,
    applicantEmail: order.applicantEmail,
    clientName: order.clientName,
    clientAbn: client?.abn ?? '',
    checkPurpose: order.checkPurpose,
    lodged: order.lodgeDate,
    submitted: order.submittedDate,
    completed: when,
    checks: services.map((s) => ({
      name: s.Service,
      status: s.CheckStatus,
      started: s.CheckStart,
      completed: s.CheckCompletion,
      score:
        CREDIT_SERVICES.includes(s.ServiceID) && s.CreditScore !== null
          ? `${s.ResultsScore} (credit score ${s.CreditScore} of 1,000; fraud score ${s.FraudScore} of 999)`
          : s.ResultsScore,
      delays: s.Delays.map((d) => `${d.Cause}: ${d.Start.slice(0, 16)} to ${d.End ? d.End.slice(0, 16) : 'now'}`),
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
            { label: 'Answered', value: `${answer.FinishedAt} (opened ${answer.StartedAt})` },
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
    company: { name: COMPANY, contact: `${config.supportEmail}\n${config.publicUrl}` },
    orderId: order.orderID,
    applicant: order.applicant,
    clientName: order.clientName,
    checkStatus: check?.CheckStatus ?? '',
    referees: refereeSections(referees),
    generated: wireDateTime(now),
  };
}
