// Draws the application PDF (POST /application/get_application_pdf) with pdfkit: the order, its checks, then the
// answers of each step by section, block rows numbered, signatures as images, and the documents provided. This file
// only draws; application-document.ts gathers what to draw.
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';

export interface PdfField {
  label: string;
  value: string;
  /** A PNG or JPEG to show under the label (signatures). */
  image?: Buffer;
}

/** A section of a step, or one row of a block list ('Employment History 2'). */
export interface PdfGroup {
  title: string;
  fields: PdfField[];
}

export interface PdfStep {
  title: string;
  groups: PdfGroup[];
}

export interface ApplicationPdfModel {
  orderId: number;
  applicant: string;
  clientName: string;
  clientAbn: string;
  status: string;
  lodged: string;
  submitted: string;
  checks: { name: string; delivery: string }[];
  steps: PdfStep[];
  documents: { name: string; detail: string }[];
  generated: string;
}

/**
 * A font with wide Unicode coverage when the machine has one (Debian's fonts-dejavu), so names like 'Nguyễn' print as
 * typed. Otherwise pdfkit's built-in Helvetica, which only knows Windows-1252: text is folded to it first.
 */
const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const DEJAVU_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const unicodeFonts = existsSync(DEJAVU) && existsSync(DEJAVU_BOLD);

/** Windows-1252 printable characters outside Latin-1, which Helvetica can draw. */
const CP1252_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

function foldForHelvetica(text: string): string {
  return [...text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC')]
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      if (code === 0x0a || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRA.includes(ch)) return ch;
      return '?';
    })
    .join('');
}

export const INK = '#1c2024';
export const MUTED = '#60646c';
export const ACCENT = '#0d74ce';
export const RULE = '#d9d9e0';

/**
 * Registers the fonts 'body' and 'bold' on a document (DejaVu when the machine has it, Helvetica otherwise) and answers
 * what text must go through before it is drawn with them. Shared by every PDF the server draws.
 */
export function registerFonts(doc: PDFKit.PDFDocument): (text: string) => string {
  if (unicodeFonts) {
    doc.registerFont('body', DEJAVU);
    doc.registerFont('bold', DEJAVU_BOLD);
    return (text) => text;
  }
  doc.registerFont('body', 'Helvetica');
  doc.registerFont('bold', 'Helvetica-Bold');
  return foldForHelvetica;
}

export function renderApplicationPdf(model: ApplicationPdfModel): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 56, right: 56 },
    info: { Title: `Application for order ${model.orderId}`, Author: 'ClearCheck', Subject: `Application of ${model.applicant}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const t = registerFonts(doc);
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const left = doc.page.margins.left;
  const labelWidth = width * 0.42;

  const ensureRoom = (height: number) => {
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  };
  const heading = (text: string, size: number, color = INK) => {
    ensureRoom(size * 3);
    doc.moveDown(0.6).font('bold').fontSize(size).fillColor(color).text(t(text), left, doc.y, { width });
    doc.moveDown(0.2);
  };
  const rule = () => {
    doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.moveDown(0.3);
  };
  const row = (label: string, value: string) => {
    doc.font('body').fontSize(9.5);
    const labelHeight = doc.heightOfString(t(label), { width: labelWidth - 8 });
    const valueHeight = doc.heightOfString(t(value), { width: width - labelWidth });
    ensureRoom(Math.max(labelHeight, valueHeight) + 4);
    const y = doc.y;
    doc.fillColor(MUTED).text(t(label), left, y, { width: labelWidth - 8 });
    doc.fillColor(INK).text(t(value), left + labelWidth, y, { width: width - labelWidth });
    doc.y = y + Math.max(labelHeight, valueHeight) + 4;
  };
  const image = (label: string, png: Buffer) => {
    ensureRoom(80);
    const y = doc.y;
    doc.font('body').fontSize(9.5).fillColor(MUTED).text(t(label), left, y, { width: labelWidth - 8 });
    try {
      doc.image(png, left + labelWidth, y, { fit: [Math.min(220, width - labelWidth), 70] });
      doc.y = y + 74;
    } catch {
      // A damaged image must not lose the rest of the application.
      doc.fillColor(INK).text('Signed (image unavailable)', left + labelWidth, y, { width: width - labelWidth });
    }
  };

  doc.font('bold').fontSize(18).fillColor(ACCENT).text('Application for background checks', left, doc.y, { width });
  doc.moveDown(0.3);
  row('Applicant', model.applicant);
  row('Requested by', model.clientAbn ? `${model.clientName} (ABN ${model.clientAbn})` : model.clientName);
  row('Order number', String(model.orderId));
  row('Order status', model.status);
  row('Lodged', model.lodged);
  row('Submitted', model.submitted);

  heading('Checks requested', 13);
  rule();
  for (const check of model.checks) row(check.name, check.delivery);

  for (const step of model.steps) {
    heading(step.title, 13);
    rule();
    for (const group of step.groups) {
      if (group.title) heading(group.title, 10.5, ACCENT);
      for (const field of group.fields) {
        if (field.image) image(field.label, field.image);
        else row(field.label, field.value);
      }
    }
  }

  heading('Identity documents', 13);
  rule();
  if (model.documents.length === 0) row('Documents', 'None provided yet');
  for (const d of model.documents) row(d.name, d.detail);

  doc.moveDown(1.5);
  ensureRoom(30);
  doc.font('body').fontSize(8).fillColor(MUTED).text(t(`Generated ${model.generated}. This document lists the answers given in the application.`), left, doc.y, { width });
  doc.end();
  return done;
}
