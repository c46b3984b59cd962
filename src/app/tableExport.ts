// The EXCEL and PRINT buttons of the order history, invoices and report pages (portal §2): the rows as a CSV file
// (papaparse, so commas, quotes and line breaks inside values are escaped) and the page's table printed alone.
import Papa from 'papaparse';
import { saveBlob } from './saveFile';

/** One column of an export: its heading in the file and how a row gives its value. */
export interface ExportColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

/** The rows as CSV text, a heading line first (CRLF line ends, as spreadsheet programs expect). */
export function rowsToCsv<Row>(rows: readonly Row[], columns: readonly ExportColumn<Row>[]): string {
  return Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row) ?? '')),
    },
    { newline: '\r\n' },
  );
}

/**
 * Saves the rows as `fileName` (.csv). A byte order mark first, so Excel reads the file as UTF-8 (names with accents).
 */
export function downloadCsv<Row>(fileName: string, rows: readonly Row[], columns: readonly ExportColumn<Row>[]): void {
  const blob = new Blob(['\uFEFF', rowsToCsv(rows, columns)], { type: 'text/csv;charset=utf-8' });
  saveBlob(blob, fileName);
}

/** The class of the element printed alone (global.css "print"): everything else on the page is hidden on paper. */
export const PRINT_AREA_CLASS = 'print-area';

/**
 * Prints `element` alone on A4: it is marked as the print area for the length of the print dialog (global.css hides
 * the rest of the page, the header and menu included), then unmarked.
 */
export function printElement(element: HTMLElement): void {
  element.classList.add(PRINT_AREA_CLASS);
  document.body.classList.add('printing');
  const done = () => {
    element.classList.remove(PRINT_AREA_CLASS);
    document.body.classList.remove('printing');
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}
