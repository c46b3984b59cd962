// Draws an order's summary report (POST /backoffice/orders/complete) with pdfkit: the company header, the applicant
// and the order, every check with its status, dates, delays and score, and the referees the applicant named. This
// file only draws; server/domain/summary-report.ts gathers what to draw.
import { CLEAR, CONSIDER, startReport, type RefereeSection } from './report-layout';

export interface SummaryCheck {
  name: string;
  status: string;
  started: string;
  completed: string;
  /** ResultsScore (Clear or Consider), with a credit check's scores. */
  score: string;
  delays: string[];
}

export interface SummaryReportModel {
  company: { name: string; contact: string };
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
   * where, every answer, and the fraud signals (issue 13).
   */
  referees: RefereeSection[];
  generated: string;
}

export function renderSummaryReport(model: SummaryReportModel): Promise<Buffer> {
  const report = startReport({
    title: `Summary report for order ${model.orderId}`,
    author: model.company.name,
    subject: `Background checks of ${model.applicant}`,
    company: model.company,
    heading: 'Background check summary report',
  });
  const { row, heading, rule } = report;

  row('Applicant', model.applicantEmail ? `${model.applicant} (${model.applicantEmail})` : model.applicant);
  row('Requested by', model.clientAbn ? `${model.clientName} (ABN ${model.clientAbn})` : model.clientName);
  row('Order number', String(model.orderId));
  row('Purpose', model.checkPurpose);
  row('Lodged', model.lodged);
  row('Application submitted', model.submitted || '-');
  row('Completed', model.completed);

  heading('Checks');
  rule();
  for (const check of model.checks) {
    report.subject(check.name);
    row('Status', check.status);
    row('Started', check.started || '-');
    row('Completed', check.completed || '-');
    const color = check.score.startsWith('Clear') ? CLEAR : check.score.startsWith('Consider') ? CONSIDER : undefined;
    row('Result', check.score || '-', color);
    row('Delays', check.delays.length ? check.delays.join('\n') : 'None');
    report.space(0.3);
  }

  report.referees(model.referees, 'None named in the application');
  return report.finish(`Generated ${model.generated}. The results are those supplied by the checking authorities and providers on the dates shown.`);
}
