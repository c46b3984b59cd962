// Draws the referees' answers so far of an order's Reference Check (POST /orders/references_answers), for the ordering
// client while the check is In review or Verified: who asked, the check's state, and each referee's section as the
// summary report draws it (report-layout.ts).
import { startReport, type RefereeSection } from './report-layout';

export interface RefereeAnswersModel {
  company: { name: string; contact: string; site: string };
  orderId: number;
  applicant: string;
  clientName: string;
  checkStatus: string;
  referees: RefereeSection[];
  generated: string;
}

export function renderRefereeAnswers(model: RefereeAnswersModel): Promise<Buffer> {
  const report = startReport({
    title: `Reference answers for order ${model.orderId}`,
    author: model.company.name,
    subject: `Reference check of ${model.applicant}`,
    company: model.company,
    heading: 'Reference check: the answers so far',
    reference: `Reference answers, order ${model.orderId}`,
  });
  report.row('Applicant', model.applicant);
  report.row('Requested by', model.clientName);
  report.row('Order number', String(model.orderId));
  report.row('Reference check', model.checkStatus);
  report.referees(model.referees, 'None named in the application');
  return report.finish(
    `Generated ${model.generated}. The reference check is not finished: these are the answers received so far, ` +
      'before our quality check. The summary report follows once every check is done.',
  );
}
