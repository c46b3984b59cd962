// Draws the application PDF (POST /application/get_application_pdf) with pdfkit: the order, its checks, then the
// answers of each step by section, block rows numbered, signatures as images, and the documents provided. This file
// only draws; application-document.ts gathers what to draw.
import { ACCENT, INK, MUTED, RULE, startDocument } from './document';

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

export function renderApplicationPdf(model: ApplicationPdfModel): Promise<Buffer> {
  const { doc, t, left, width, done } = startDocument({
    Title: `Application for order ${model.orderId}`,
    Author: 'ClearCheck',
    Subject: `Application of ${model.applicant}`,
  });
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
