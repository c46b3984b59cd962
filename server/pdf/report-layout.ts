// The layout the portal's reports share (the summary report, the referees' answers): an A4 pdfkit document with the
// company header, label-value rows, headings and rules, the referees' sections, and a closing line. Each report file
// says what to draw; this one how.
import PDFDocument from 'pdfkit';
import { ACCENT, INK, MUTED, registerFonts, RULE } from './application-pdf';

/** The colours of a result in words: Clear green, Consider amber. */
export const CLEAR = '#18794e';
export const CONSIDER = '#ad5700';

/** One referee as a report shows them: the details the applicant gave, the reference's state, the answers. */
export interface RefereeSection {
  title: string;
  fields: Array<{ label: string; value: string }>;
  status: string;
  answered: Array<{ label: string; value: string }>;
  answers: Array<{ label: string; value: string }>;
  signals: string[];
}

export interface Report {
  row(label: string, value: string, valueColor?: string): void;
  heading(text: string, size?: number, color?: string): void;
  rule(): void;
  /** A bold line of its own (a check's name). */
  subject(text: string): void;
  space(lines: number): void;
  ensureRoom(height: number): void;
  /** Every referee, or a line saying there is none. */
  referees(sections: readonly RefereeSection[], none: string): void;
  /** The closing line, then the document ends: answers its bytes. */
  finish(closing: string): Promise<Buffer>;
}

export function startReport(options: { title: string; author: string; subject: string; company: { name: string; contact: string }; heading: string }): Report {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 56, right: 56 },
    info: { Title: options.title, Author: options.author, Subject: options.subject },
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
  const heading = (text: string, size = 13, color = INK) => {
    ensureRoom(size * 3);
    doc.moveDown(0.6).font('bold').fontSize(size).fillColor(color).text(t(text), left, doc.y, { width });
    doc.moveDown(0.2);
  };
  const rule = () => {
    doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.moveDown(0.3);
  };

  // Company header: name on the left, contact on the right, a coloured band under both, then the report's title.
  const top = doc.y;
  doc.font('bold').fontSize(20).fillColor(ACCENT).text(t(options.company.name), left, top, { width: width / 2 });
  doc.font('body').fontSize(8.5).fillColor(MUTED).text(t(options.company.contact), left + width / 2, top + 4, { width: width / 2, align: 'right' });
  doc.y = top + 30;
  doc.rect(left, doc.y, width, 3).fill(ACCENT);
  doc.y += 14;
  doc.font('bold').fontSize(16).fillColor(INK).text(t(options.heading), left, doc.y, { width });
  doc.moveDown(0.4);

  return {
    row,
    heading,
    rule,
    subject(text) {
      ensureRoom(60);
      doc.font('bold').fontSize(11).fillColor(INK).text(t(text), left, doc.y, { width });
      doc.moveDown(0.15);
    },
    space: (lines) => void doc.moveDown(lines),
    ensureRoom,
    referees(sections, none) {
      heading('Referees');
      rule();
      if (sections.length === 0) row('Referees', none);
      for (const referee of sections) {
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
    },
    finish(closing) {
      doc.moveDown(1.5);
      ensureRoom(30);
      doc.font('body').fontSize(8).fillColor(MUTED).text(t(closing), left, doc.y, { width });
      doc.end();
      return done;
    },
  };
}
