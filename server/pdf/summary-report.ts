// Draws an order's summary report (POST /backoffice/orders/complete) with pdfkit: a document a client files. Its id,
// who asked and for whom, every check with its result, what the result rests on and its dates (Sydney time, the zone
// named), a legend of the result words, and each referee's questions and answers; every page names the report, the
// portal's address and "Page x of y". This file only draws; server/domain/lifecycle-report.ts gathers what to draw.
import { CLEAR, CONSIDER, startReport, type RefereeSection } from './report-layout';

/** What a check's result reads as, and what each word means (the legend). */
export const RESULT_WORDS = {
  Clear: 'The check found nothing the requesting organisation needs to consider.',
  Consider: "The check found information the requesting organisation should review, with the provider's result document, before making its decision.",
  Cancelled: 'The check was stopped before it finished: it has no result and is not billed.',
  'No result': 'No result was recorded for this check.',
} as const;
export type ResultWord = keyof typeof RESULT_WORDS;

const RESULT_COLORS: Partial<Record<ResultWord, string>> = { Clear: CLEAR, Consider: CONSIDER };

export interface SummaryCheck {
  name: string;
  result: ResultWord;
  /** What the result rests on, a sentence each: the provider's document, a credit check's scores, the referees. */
  detail: string[];
  started: string;
  completed: string;
  delays: string[];
}

export interface SummaryReportModel {
  company: { name: string; contact: string; site: string };
  /** The report's own id, printed on every page: 'SR-000035-20261128'. */
  reportId: string;
  orderId: number;
  applicant: string;
  applicantEmail: string;
  clientName: string;
  clientAbn: string;
  checkPurpose: string;
  lodged: string;
  submitted: string;
  completed: string;
  checks: SummaryCheck[];
  /**
   * One section per referee: the details the applicant gave, the reference's state, and once answered, when and from
   * where, every question with its answer, and the fraud signals (issue 13).
   */
  referees: RefereeSection[];
  generated: string;
}

/** Clear and Consider always (a reader meets them in every report), then any other word a check here reads. */
export function legendOf(checks: readonly Pick<SummaryCheck, 'result'>[]): ResultWord[] {
  const words = new Set<ResultWord>(['Clear', 'Consider', ...checks.map((c) => c.result)]);
  return (Object.keys(RESULT_WORDS) as ResultWord[]).filter((word) => words.has(word));
}

export function renderSummaryReport(model: SummaryReportModel): Promise<Buffer> {
  const report = startReport({
    title: `Summary report ${model.reportId}`,
    author: model.company.name,
    subject: `Background checks of ${model.applicant} for ${model.clientName}`,
    company: model.company,
    heading: 'Background check summary report',
    reference: `Summary report ${model.reportId}`,
  });
  const { row, heading, rule } = report;

  row('Report ID', model.reportId);
  row('Applicant', model.applicantEmail ? `${model.applicant} (${model.applicantEmail})` : model.applicant);
  row('Requested by', model.clientAbn ? `${model.clientName} (ABN ${model.clientAbn})` : model.clientName);
  row('Order number', String(model.orderId));
  row('Purpose', model.checkPurpose);
  row('Ordered', model.lodged);
  row('Application submitted', model.submitted || 'Not submitted');
  row('Report completed', model.completed);

  heading('Results at a glance');
  rule();
  for (const check of model.checks) row(check.name, check.result, RESULT_COLORS[check.result]);

  heading('Checks');
  rule();
  for (const check of model.checks) {
    report.subject(check.name, { text: check.result, color: RESULT_COLORS[check.result] ?? '#1c2024' });
    row('Detail', check.detail.length ? check.detail.join('\n') : RESULT_WORDS[check.result]);
    row('Started', check.started || 'Not started');
    row('Completed', check.completed || 'Not completed');
    row('Delays', check.delays.length ? check.delays.join('\n') : 'None');
    report.space(0.3);
  }

  report.legend(
    'What the results mean',
    legendOf(model.checks).map((word) => ({ term: word, meaning: RESULT_WORDS[word], color: RESULT_COLORS[word] })),
    'Times are Sydney time: AEST (UTC+10) or, in daylight saving, AEDT (UTC+11).',
  );

  report.referees(model.referees, 'None named in the application');
  return report.finish(
    `Generated ${model.generated}. The results are those supplied by the checking authorities and providers on the dates shown; ` +
      "each provider's result document is kept with the order.",
  );
}
