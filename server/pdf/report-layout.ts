// The layout the portal's reports share (the summary report, the referees' answers): an A4 document (document.ts)
// with the company header, label-value rows, headings and rules, a legend, the referees' questions and answers, a
// closing line, and on every page a foot naming the report, the portal's address and "Page x of y". Each report file
// says what to draw; this one how.
import { ACCENT, INK, MUTED, PAGE_MARGIN, RULE, startDocument } from './document';

/** The colours of a result in words: Clear green, Consider amber. */
export const CLEAR = '#18794e';
export const CONSIDER = '#ad5700';

/** One referee as a report shows them: the details the applicant gave, the reference's state, the answers. */
export interface RefereeSection {
  title: string;
  fields: Array<{ label: string; value: string }>;
  status: string;
  answered: Array<{ label: string; value: string }>;
  /** Each question the referee was asked, with their answer. */
  answers: Array<{ label: string; value: string }>;
  signals: string[];
}

export interface Report {
  row(label: string, value: string, valueColor?: string): void;
  heading(text: string, size?: number, color?: string): void;
  rule(): void;
  /** A bold line of its own (a check's name), with a word on its right (the check's result) when given. */
  subject(text: string, right?: { text: string; color: string }): void;
  /** A paragraph of small print across the page. */
  note(text: string): void;
  /** A heading, terms with what each means (the term's meaning in its colour) and a note, kept on one page. */
  legend(title: string, entries: ReadonlyArray<{ term: string; meaning: string; color?: string }>, note: string): void;
  space(lines: number): void;
  ensureRoom(height: number): void;
  /** Every referee, or a line saying there is none. */
  referees(sections: readonly RefereeSection[], none: string): void;
  /** The closing line, then every page's foot, then the document ends: answers its bytes. */
  finish(closing: string): Promise<Buffer>;
}

export interface ReportOptions {
  title: string;
  author: string;
  subject: string;
  company: {
    name: string;
    /** The support address under the name. */
    contact: string;
    /** The portal's public address (PUBLIC_URL), '' when the deployment has not said it. */
    site: string;
  };
  heading: string;
  /** What each page's foot calls the document ('Summary report SR-000035-20261128'). */
  reference: string;
}

export function startReport(options: ReportOptions): Report {
  const { doc, t, left, width, done } = startDocument(
    { Title: options.title, Author: options.author, Subject: options.subject },
    { bufferPages: true },
  );
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
  /** A question across the page, its answer under it, indented. */
  const questionAndAnswer = (question: string, answer: string) => {
    doc.font('bold').fontSize(9.5);
    const questionHeight = doc.heightOfString(t(question), { width });
    doc.font('body');
    const answerHeight = doc.heightOfString(t(answer), { width: width - 16 });
    ensureRoom(questionHeight + answerHeight + 8);
    doc.font('bold').fillColor(INK).text(t(question), left, doc.y, { width });
    doc.font('body').fillColor(INK).text(t(answer), left + 16, doc.y + 1, { width: width - 16 });
    doc.moveDown(0.4);
  };

  // Company header: name on the left, support address and the portal's address on the right, a coloured band under
  // both, then the report's title.
  const top = doc.y;
  doc.font('bold').fontSize(20).fillColor(ACCENT).text(t(options.company.name), left, top, { width: width / 2 });
  const contact = [options.company.contact, options.company.site].filter(Boolean).join('\n');
  doc.font('body').fontSize(8.5).fillColor(MUTED).text(t(contact), left + width / 2, top + 4, { width: width / 2, align: 'right' });
  doc.y = top + 30;
  doc.rect(left, doc.y, width, 3).fill(ACCENT);
  doc.y += 14;
  doc.font('bold').fontSize(16).fillColor(INK).text(t(options.heading), left, doc.y, { width });
  doc.moveDown(0.4);

  /** Every page's foot: the report's name, the portal's address, "Page x of y" (drawn once the count is known). */
  const feet = () => {
    const range = doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index++) {
      doc.switchToPage(index);
      // The foot sits in the bottom margin: without this pdfkit would start a new page for it.
      const margin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = doc.page.height - PAGE_MARGIN + 16;
      doc.moveTo(left, y - 6).lineTo(left + width, y - 6).lineWidth(0.5).strokeColor(RULE).stroke();
      doc.font('body').fontSize(8).fillColor(MUTED);
      doc.text(t(options.reference), left, y, { width: width / 3, lineBreak: false });
      if (options.company.site) doc.text(t(options.company.site), left + width / 3, y, { width: width / 3, align: 'center', lineBreak: false });
      doc.text(`Page ${index - range.start + 1} of ${range.count}`, left + (2 * width) / 3, y, { width: width / 3, align: 'right', lineBreak: false });
      doc.page.margins.bottom = margin;
    }
  };

  return {
    row,
    heading,
    rule,
    subject(text, right) {
      ensureRoom(60);
      const y = doc.y;
      doc.font('bold').fontSize(11).fillColor(INK).text(t(text), left, y, { width: right ? width * 0.7 : width });
      const after = doc.y;
      if (right) doc.font('bold').fontSize(11).fillColor(right.color).text(t(right.text), left + width * 0.7, y, { width: width * 0.3, align: 'right' });
      doc.y = Math.max(after, doc.y);
      doc.moveDown(0.15);
    },
    note(text) {
      doc.font('body').fontSize(8.5);
      ensureRoom(doc.heightOfString(t(text), { width }) + 4);
      doc.fillColor(MUTED).text(t(text), left, doc.y, { width });
      doc.moveDown(0.3);
    },
    legend(title, entries, note) {
      doc.font('body').fontSize(9.5);
      const rows = entries.reduce((sum, e) => sum + doc.heightOfString(t(e.meaning), { width: width - labelWidth }) + 4, 0);
      doc.fontSize(8.5);
      ensureRoom(50 + rows + doc.heightOfString(t(note), { width }));
      heading(title);
      rule();
      for (const entry of entries) row(entry.term, entry.meaning, entry.color);
      this.note(note);
    },
    space: (lines) => void doc.moveDown(lines),
    ensureRoom,
    referees(sections, none) {
      // The heading stays with its first referee's first lines, and each referee's name with its own.
      ensureRoom(140);
      heading('Referees');
      rule();
      if (sections.length === 0) row('Referees', none);
      for (const referee of sections) {
        ensureRoom(90);
        heading(referee.title, 10.5, ACCENT);
        for (const field of referee.fields) row(field.label, field.value);
        row('Reference', referee.status);
        for (const field of referee.answered) row(field.label, field.value);
        if (referee.signals.length) row('Fraud signals', referee.signals.join('\n'), CONSIDER);
        if (referee.answers.length) {
          heading('Questions and answers', 10, INK);
          for (const answer of referee.answers) questionAndAnswer(answer.label, answer.value);
        }
      }
    },
    finish(closing) {
      doc.moveDown(1);
      doc.font('body').fontSize(8);
      ensureRoom(doc.heightOfString(t(closing), { width }));
      doc.fillColor(MUTED).text(t(closing), left, doc.y, { width });
      feet();
      doc.end();
      return done;
    },
  };
}
