// Draws an invoice (POST /backoffice/invoices/generate, the monthly run) with pdfkit, in the summary report's house
// style: the company header with its ABN, who is billed (with their ABN), the invoice's number, dates and period,
// one line per billed check, the subtotal, GST and total, the due date and how to pay. This file only draws;
// server/domain/invoice-store.ts gathers what to draw.
import { ACCENT, INK, MUTED, RULE, startDocument } from './document';

export interface InvoiceLineModel {
  orderId: number;
  applicant: string;
  service: string;
  completed: string;
  /** GST-exclusive, '65.00'. */
  price: string;
}

export interface InvoiceModel {
  seller: { company: string; abn: string; contact: string; accountName: string; bsb: string; accountNumber: string };
  invoiceId: string;
  client: { name: string; abn: string };
  issued: string;
  due: string;
  period: string;
  lines: InvoiceLineModel[];
  subtotal: string;
  gst: string;
  total: string;
}

const money = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
const aud = (amount: string) => money.format(Number(amount));

export function renderInvoice(model: InvoiceModel): Promise<Buffer> {
  const { doc, t, left, width, done } = startDocument({
    Title: `Tax invoice ${model.invoiceId}`,
    Author: model.seller.company,
    Subject: `Background checks for ${model.client.name}, ${model.period}`,
  });
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const labelWidth = width * 0.3;
  const row = (label: string, value: string) => {
    doc.font('body').fontSize(9.5);
    const height = Math.max(doc.heightOfString(t(label), { width: labelWidth - 8 }), doc.heightOfString(t(value), { width: width - labelWidth }));
    const y = doc.y;
    doc.fillColor(MUTED).text(t(label), left, y, { width: labelWidth - 8 });
    doc.fillColor(INK).text(t(value), left + labelWidth, y, { width: width - labelWidth });
    doc.y = y + height + 4;
  };

  // Company header: name and ABN on the left, contact on the right, a coloured band under both.
  const top = doc.y;
  doc.font('bold').fontSize(20).fillColor(ACCENT).text(t(model.seller.company), left, top, { width: width / 2 });
  doc.font('body').fontSize(8.5).fillColor(MUTED).text(t(`ABN ${model.seller.abn}\n${model.seller.contact}`), left + width / 2, top + 4, { width: width / 2, align: 'right' });
  doc.y = top + 40;
  doc.rect(left, doc.y, width, 3).fill(ACCENT);
  doc.y += 14;
  doc.font('bold').fontSize(16).fillColor(INK).text(t(`Tax invoice ${model.invoiceId}`), left, doc.y, { width });
  doc.moveDown(0.4);

  row('Billed to', model.client.abn ? `${model.client.name} (ABN ${model.client.abn})` : model.client.name);
  row('Invoice number', model.invoiceId);
  row('Issued', model.issued);
  row('Billing period', model.period);
  row('Due date', model.due);

  // The lines: order, applicant, check, completed, price (right-aligned).
  const columns = [
    { title: 'Order', width: 0.1 },
    { title: 'Applicant', width: 0.24 },
    { title: 'Check', width: 0.34 },
    { title: 'Completed', width: 0.16 },
    { title: 'Price (ex GST)', width: 0.16, right: true },
  ];
  const drawRow = (cells: string[], font: 'body' | 'bold', color = INK) => {
    doc.font(font).fontSize(9);
    const heights = cells.map((cell, i) => doc.heightOfString(t(cell), { width: columns[i].width * width - 6 }));
    const height = Math.max(...heights) + 6;
    if (doc.y + height > bottom()) doc.addPage();
    const y = doc.y;
    let x = left;
    cells.forEach((cell, i) => {
      const w = columns[i].width * width;
      doc.fillColor(color).text(t(cell), x, y + 3, { width: w - 6, align: columns[i].right ? 'right' : 'left' });
      x += w;
    });
    doc.y = y + height;
    doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(0.5).strokeColor(RULE).stroke();
  };
  doc.moveDown(1);
  drawRow(columns.map((c) => c.title), 'bold', MUTED);
  for (const line of model.lines) drawRow([String(line.orderId), line.applicant, line.service, line.completed, aud(line.price)], 'body');

  // Totals, right-aligned under the price column.
  doc.moveDown(0.8);
  const total = (label: string, value: string, font: 'body' | 'bold') => {
    if (doc.y + 20 > bottom()) doc.addPage();
    const y = doc.y;
    doc.font(font).fontSize(font === 'bold' ? 11 : 9.5).fillColor(INK);
    doc.text(t(label), left + width * 0.5, y, { width: width * 0.3, align: 'right' });
    doc.text(t(value), left + width * 0.8, y, { width: width * 0.2 - 6, align: 'right' });
    doc.y = y + (font === 'bold' ? 18 : 14);
  };
  total('Subtotal', aud(model.subtotal), 'body');
  total('GST (10%)', aud(model.gst), 'body');
  total('Total (inc GST)', aud(model.total), 'bold');

  // Payment details.
  if (doc.y + 90 > bottom()) doc.addPage();
  doc.moveDown(1.2);
  doc.font('bold').fontSize(12).fillColor(INK).text(t('How to pay'), left, doc.y, { width });
  doc.moveDown(0.3);
  row('Amount due', `${aud(model.total)} by ${model.due}`);
  row('Account name', model.seller.accountName);
  row('BSB', model.seller.bsb);
  row('Account number', model.seller.accountNumber);
  row('Reference', model.invoiceId);
  doc.end();
  return done;
}
