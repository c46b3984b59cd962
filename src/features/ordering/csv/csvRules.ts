// The CSV upload of the new-order wizard (order-and-application §5 "CSV upload"), free of the DOM: the Web Worker runs
// it in the browser, the unit tests and the benchmark run it in Node.
//
// The file has a header row (A1-E1: FirstName, MiddleName, SurName, Email, Phone) and one applicant per row from A2.
// Each row is trimmed. A row with no SurName is an empty line and skipped. A row with a SurName but no FirstName or
// Email gives 'Line {n}: The first name, surname or email is missing.' where n is the row index plus 2, i.e. the
// spreadsheet's row number. A bad email gives 'Line {n}: The email address of {first name} is not valid.', a phone that
// is not digits the same of the phone number. Any error refuses the whole file ('Errors found.'); otherwise the rows
// become applicants ('CSV loaded.').
import Papa, { type ParseResult, type Parser } from 'papaparse';
// The rules and messages are the engine's (src/engine/order-rules.ts), the ones the server checks the order lines with.
import { checkPerson, CSV_HEADERS, CSV_MESSAGES } from '../../../engine/order-rules';

export type CsvHeader = (typeof CSV_HEADERS)[number];

export type CsvApplicant = Record<CsvHeader, string>;

export interface CsvCheck {
  /** Applicants of the good rows, trimmed, in file order. Empty when there are errors. */
  applicants: CsvApplicant[];
  /** Every problem found, in file order. */
  errors: string[];
}

/** Papaparse's row: a value per header; missing cells are undefined, surplus cells land under `__parsed_extra`. */
export type CsvRow = Partial<Record<string, unknown>>;

const cell = (row: CsvRow, header: CsvHeader): string => {
  const value = row[header];
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * Applies the rules to parsed rows; `firstIndex` is the index of rows[0] among all data rows (for chunked parsing),
 * so line numbers stay the spreadsheet's whatever the chunking.
 */
export function checkCsvRows(rows: readonly CsvRow[], firstIndex = 0, into: CsvCheck = { applicants: [], errors: [] }): CsvCheck {
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    const applicant: CsvApplicant = {
      FirstName: cell(row, 'FirstName'),
      MiddleName: cell(row, 'MiddleName'),
      SurName: cell(row, 'SurName'),
      Email: cell(row, 'Email'),
      Phone: cell(row, 'Phone'),
    };
    // No SurName at all: an empty line (a trailing newline, a blank row between applicants).
    if (!applicant.SurName) continue;
    const check = checkPerson(applicant, 'file');
    const before = into.errors.length;
    // A name too long for the order is reported with the row's line, like an empty one.
    const line = firstIndex + i + 2;
    if (check.missing.length) into.errors.push(CSV_MESSAGES.whitespaces(line));
    else if (check.tooLong.length) into.errors.push(CSV_MESSAGES.nameTooLong(line));
    else if (check.badNames.length) into.errors.push(CSV_MESSAGES.nameCharacters(line));
    if (check.badEmail) into.errors.push(CSV_MESSAGES.atLine(line, CSV_MESSAGES.emailFormat(applicant.FirstName)));
    if (check.badPhone) into.errors.push(CSV_MESSAGES.atLine(line, CSV_MESSAGES.phoneFormat(applicant.FirstName)));
    if (into.errors.length === before) into.applicants.push(applicant);
  }
  return into;
}

/** The headers that a header row lacks; surrounding spaces are forgiven. */
export function missingHeaders(fields: readonly string[]): CsvHeader[] {
  const present = new Set(fields.map((field) => field.trim()));
  return CSV_HEADERS.filter((header) => !present.has(header));
}

export interface ReadCsvOptions {
  /** Called while parsing with the share of the text read so far (0 to 1). */
  onProgress?: (fraction: number) => void;
  /** Characters parsed between two progress reports. */
  chunkSize?: number;
}

/** Parses the file's text and applies every rule. Errors found mean no applicant is taken from the file. */
export function readCsv(text: string, options: ReadCsvOptions = {}): CsvCheck {
  const result: CsvCheck = { applicants: [], errors: [] };
  let rowsSeen = 0;
  let headerChecked = false;
  let badHeaders = false;
  Papa.parse<CsvRow>(text, {
    header: true,
    // Blank lines are kept (and then skipped as rows without SurName) so a row's index is its line in the sheet.
    skipEmptyLines: false,
    transformHeader: (header) => header.trim(),
    chunkSize: options.chunkSize ?? 256 * 1024,
    chunk(results: ParseResult<CsvRow>, parser: Parser) {
      if (!headerChecked) {
        headerChecked = true;
        if (missingHeaders(results.meta.fields ?? []).length) {
          badHeaders = true;
          parser.abort();
          return;
        }
      }
      checkCsvRows(results.data, rowsSeen, result);
      rowsSeen += results.data.length;
      options.onProgress?.(text.length ? Math.min(1, results.meta.cursor / text.length) : 1);
    },
    // A string is parsed synchronously, chunks included: everything is done when Papa.parse returns.
    complete: () => undefined,
  });
  if (badHeaders || !headerChecked) return { applicants: [], errors: [CSV_MESSAGES.wrongHeaders] };
  if (result.errors.length) return { applicants: [], errors: result.errors };
  if (!result.applicants.length) return { applicants: [], errors: [CSV_MESSAGES.noApplicants] };
  options.onProgress?.(1);
  return result;
}

/**
 * The template to download: the header row A1-E1 only. No example row: one left in by mistake would order a check on
 * a person who does not exist.
 */
export function csvTemplate(): string {
  return `${Papa.unparse([[...CSV_HEADERS]])}\r\n`;
}
