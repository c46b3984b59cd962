// @vitest-environment node
// The CSV rules of order-and-application §5 "CSV upload", on the pure module the Web Worker runs.
import { describe, expect, it } from 'vitest';
import { CSV_HEADERS, CSV_MESSAGES } from '../../src/engine/order-rules';
import { checkCsvRows, csvTemplate, missingHeaders, readCsv } from '../../src/features/ordering/csv/csvRules';
import { lettersOf } from '../fixtures/names';

const HEADER = 'FirstName,MiddleName,SurName,Email,Phone';
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n');

describe('readCsv', () => {
  it('takes every good row, trimmed, with the purpose and options added later', () => {
    const result = readCsv(csv('  Ava , Rose ,  Nguyen , ava.nguyen@example.com.au , 0412345678 ', 'Ben,,Okafor,ben@example.com,'));
    expect(result.errors).toEqual([]);
    expect(result.applicants).toEqual([
      { FirstName: 'Ava', MiddleName: 'Rose', SurName: 'Nguyen', Email: 'ava.nguyen@example.com.au', Phone: '0412345678' },
      { FirstName: 'Ben', MiddleName: '', SurName: 'Okafor', Email: 'ben@example.com', Phone: '' },
    ]);
  });

  it("gives 'Line {n}: The first name, surname or email is missing.' with n = row index + 2 (the spreadsheet row) for a missing FirstName or Email", () => {
    const result = readCsv(
      csv(
        'Ava,,Nguyen,ava@example.com,', // line 2: good
        ',,Okafor,ben@example.com,', // line 3: no first name
        'Cleo,,Park,,', // line 4: no email
        'Dan,,Ito,   ,', // line 5: an email of spaces is empty once trimmed
      ),
    );
    expect(result.errors).toEqual(['Line 3: The first name, surname or email is missing.', 'Line 4: The first name, surname or email is missing.', 'Line 5: The first name, surname or email is missing.']);
    expect(result.applicants).toEqual([]);
  });

  it('skips rows without a SurName as empty lines, and still counts them for the line numbers', () => {
    const result = readCsv(csv('Ava,,Nguyen,ava@example.com,', '', ',,,,', 'Eve,,,eve@example.com,', ',,Okafor,ben@example.com,', ''));
    // Line 3 is blank, line 4 commas only, line 5 has no SurName: all skipped. Line 6 lacks a first name.
    expect(result.errors).toEqual(['Line 6: The first name, surname or email is missing.']);
  });

  it('says a name is too long by its line, not that something is missing (issue 30)', () => {
    const result = readCsv(csv(`Ava,,${'N'.repeat(101)},ava@example.com,`));
    expect(result.errors).toEqual(['Line 2: A name is longer than 100 characters.']);
  });

  it('refuses names with digits, emoji or control characters by their line (issue 29)', () => {
    const result = readCsv(csv('Ava,,Nguyen,ava@example.com,', 'Ben2,,Okafor,ben@example.com,', 'Cleo,,Park\u202E,cleo@example.com,'));
    expect(result.errors).toEqual([CSV_MESSAGES.nameCharacters(3), CSV_MESSAGES.nameCharacters(4)]);
    expect(result.errors[0]).toBe("Line 3: Please use letters, spaces, hyphens (-), apostrophes (') and full stops (.) only.");
  });

  it("gives 'Line {n}: The email address of {first name} is not valid.' for a bad email", () => {
    const result = readCsv(csv('Ava,,Nguyen,ava.example.com,', 'Ben,,Okafor,ben@example,', 'Cleo,,Park,cleo @example.com,'));
    expect(result.errors).toEqual([
      'Line 2: The email address of Ava is not valid.',
      'Line 3: The email address of Ben is not valid.',
      'Line 4: The email address of Cleo is not valid.',
    ]);
  });

  it("gives 'Line {n}: The phone number of {first name} is not valid.' for a phone of other than digits, once spaces, dashes and +61 are tidied", () => {
    const result = readCsv(csv('Ava,,Nguyen,ava@example.com,0412 345 67B', 'Ben,,Okafor,ben@example.com,+61 412-345-678', 'Cleo,,Park,cleo@example.com,0412345678'));
    expect(result.errors).toEqual(['Line 2: The phone number of Ava is not valid.']);
  });

  it('reports every problem of a row, in file order, and takes nothing from a file with errors', () => {
    const result = readCsv(csv('Ava,,Nguyen,ava@example.com,', ',,Okafor,not-an-email,12a', 'Cleo,,Park,cleo@example.com,'));
    expect(result.errors).toEqual(['Line 3: The first name, surname or email is missing.', 'Line 3: The email address is not valid.', 'Line 3: The phone number is not valid.']);
    expect(result.applicants).toEqual([]);
  });

  it('gives the same line numbers whatever the chunk size (the worker parses in chunks)', () => {
    const rows = Array.from({ length: 500 }, (_, i) =>
      i % 97 === 5 ? `,,Surname${lettersOf(i)},x${i}@example.com,` : `First${lettersOf(i)},,Surname${lettersOf(i)},x${i}@example.com,04${i}`,
    );
    const whole = readCsv(csv(...rows));
    const chunked = readCsv(csv(...rows), { chunkSize: 256 });
    expect(whole.errors).toEqual(['Line 7: The first name, surname or email is missing.', 'Line 104: The first name, surname or email is missing.', 'Line 201: The first name, surname or email is missing.', 'Line 298: The first name, surname or email is missing.', 'Line 395: The first name, surname or email is missing.', 'Line 492: The first name, surname or email is missing.']);
    expect(chunked.errors).toEqual(whole.errors);
  });

  it('reads a file saved by Excel: byte order mark, CRLF, quoted cells, semicolons', () => {
    const excel = '\ufeffFirstName;MiddleName;SurName;Email;Phone\r\n"Ava";"";"Nguyen Jr.";ava@example.com;0412345678\r\n';
    expect(readCsv(excel)).toEqual({
      applicants: [{ FirstName: 'Ava', MiddleName: '', SurName: 'Nguyen Jr.', Email: 'ava@example.com', Phone: '0412345678' }],
      errors: [],
    });
  });

  it('refuses a file without the template headers in A1-E1, or without any applicant', () => {
    expect(readCsv('Name,Email\nAva,ava@example.com\n').errors).toEqual([CSV_MESSAGES.wrongHeaders]);
    expect(readCsv('').errors).toEqual([CSV_MESSAGES.wrongHeaders]);
    expect(readCsv(`${HEADER}\n\n`).errors).toEqual([CSV_MESSAGES.noApplicants]);
    expect(missingHeaders([' FirstName', 'SurName ', 'Email'])).toEqual(['MiddleName', 'Phone']);
  });

  it('reports progress up to 1', () => {
    const seen: number[] = [];
    readCsv(csv(...Array.from({ length: 300 }, (_, i) => `A${i},,B${i},a${i}@example.com,`)), {
      chunkSize: 1024,
      onProgress: (fraction) => seen.push(fraction),
    });
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.every((f, i) => f >= 0 && f <= 1 && (i === 0 || f >= seen[i - 1]))).toBe(true);
    expect(seen.at(-1)).toBe(1);
  });
});

describe('checkCsvRows', () => {
  it('numbers lines from the index of the first row given', () => {
    expect(checkCsvRows([{ SurName: 'Lee' }], 10).errors).toEqual(['Line 12: The first name, surname or email is missing.']);
  });
});

describe('the template', () => {
  it('holds the headers A1-E1 and no applicant', () => {
    expect(csvTemplate()).toBe('FirstName,MiddleName,SurName,Email,Phone\r\n');
    expect(CSV_HEADERS).toEqual(['FirstName', 'MiddleName', 'SurName', 'Email', 'Phone']);
    expect(readCsv(csvTemplate()).errors).toEqual([CSV_MESSAGES.noApplicants]);
  });
});
