// The set-up every PDF the server draws shares (the application, the invoice, the reports): an A4 page with the same
// margins, the document's properties, the fonts (application-pdf.ts registerFonts), and its bytes once it ends.
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';

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

/** A4 in points, with 20 mm margins all round. */
export const PAGE_MARGIN = 56;

export interface StartedDocument {
  doc: PDFKit.PDFDocument;
  /** What text goes through before it is drawn with the registered fonts. */
  t: (text: string) => string;
  left: number;
  /** The width between the margins. */
  width: number;
  /** The document's bytes, once `doc.end()` is called. */
  done: Promise<Buffer>;
}

export function startDocument(info: { Title: string; Author: string; Subject: string }, options: { bufferPages?: boolean } = {}): StartedDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE_MARGIN, bottom: PAGE_MARGIN, left: PAGE_MARGIN, right: PAGE_MARGIN },
    info,
    // Pages kept until the end, so each can be numbered "Page x of y" once the count is known.
    bufferPages: options.bufferPages ?? false,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const t = registerFonts(doc);
  const left = doc.page.margins.left;
  return { doc, t, left, width: doc.page.width - left - doc.page.margins.right, done };
}
