// Draws an order's summary report (POST /backoffice/orders/complete) with pdfkit: the company header, the applicant
// and the order, every check with its status, dates, delays and score, and the referees the applicant named. This
// file only draws; server/domain/summary-report.ts gathers what to draw.
import PDFDocument from 'pdfkit';
import { ACCENT, INK, MUTED, registerFonts, RULE } from './application-pdf';

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
  referees: Array<{
    title: string;
    fields: Array<{ label: string; value: string }>;
    status: string;
    answered: Array<{ label: string; value: string }>;
    answers: Array<{ label: string; value: string }>;
    signals: string[];
  }>;
  generated: string;
}

const CLEAR = '#18794e';
const CONSIDER = '#ad5700';

export function renderSummaryReport(model: SummaryReportModel): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 56, right: 56 },
    info: { Title: `Summary report for order ${model.orderId}`, Author: model.company.name, Subject: `Background checks of ${model.applicant}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const t = registerFonts(doc);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const labelWidth = width * 0.32;
  const ensureRoom = (height: number) => {
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  };
  const rule = () => {
    doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.moveDown(0.3);
  };
  const heading = (text: string, size = 13, color = INK) => {
    ensureRoom(size * 3);
    doc.moveDown(0.6).font('bold').fontSize(size).fillColor(color).text(t(text), left, doc.y, { width });
    doc.moveDown(0.2);
  };
  const row = (label: string, value: string, valueColor = INK) => {
    doc.font('body').fontSize(9.5);
    const labelHeight = doc.heightOfString(t(label), { width: labelWidth - 8 });
    const valueHeight = doc.heightOfString(t(value), { width: width - labelWidth });
    ensureRoom(Math.max(labelHeight, valueHeight) + 4);
    const y = doc.y;
    doc.fillColor(MUTED).text(t(label), left, y, { width: labelWidth - 8 });
    doc.fillColor(valueColor).text(t(value), left + labelWidth, y, { width: width - labelWidth });
    doc.y = y + Math.max(labelHeight, valueHeight) + 4;
  };

  // Company header: name on the left, contact on the right, a coloured band under both.
  const top = doc.y;
  doc.font('bold').fontSize(20).fillColor(ACCENT).text(t(model.company.name), left, top, { width: width / 2 });
  doc.font('body').fontSize(8.5).fillColor(MUTED).text(t(model.company.contact), left + width / 2, top + 4, { width: width / 2, align: 'right' });
  doc.y = top + 30;
  doc.rect(left, doc.y, width, 3).fill(ACCENT);
  doc.y += 14;
  doc.font('bold').fontSize(16).fillColor(INK).text(t('Background check summary report'), left, doc.y, { width });
  doc.moveDown(0.4);

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
    ensureRoom(60);
    doc.font('bold').fontSize(11).fillColor(INK).text(t(check.name), left, doc.y, { width });
    doc.moveDown(0.15);
    row('Status', check.status);
    row('Started', check.started || '-');
    row('Completed', check.completed || '-');
    const color = check.score.startsWith('Clear') ? CLEAR : check.score.startsWith('Consider') ? CONSIDER : INK;
    row('Result', check.score || '-', color);
    row('Delays', check.delays.length ? check.delays.join('\n') : 'None');
    doc.moveDown(0.3);
  }

  heading('Referees');
  rule();
  if (model.referees.length === 0) row('Referees', 'None named in the application');
  for (const referee of model.referees) {
    heading(referee.title, 10.5, ACCENT);
    for (const field of referee.fields) row(field.label, field.value);
    row('Reference', referee.status);
    for (const field of referee.answered) row(field.label, field.value);
    if (referee.answers.length) {
      heading('Answers', 10, INK);
      for (const answer of referee.answers) row(answer.label, answer.value);
    }
    if (referee.signals.length) row('Fraud signals', referee.signals.join('\n'), CONSIDER);
  }

  doc.moveDown(1.5);
  ensureRoom(30);
  doc
    .font('body')
    .fontSize(8)
    .fillColor(MUTED)
    .text(t(`Generated ${model.generated}. The results are those supplied by the checking authorities and providers on the dates shown.`), left, doc.y, { width });
  doc.end();
  return done;
}
