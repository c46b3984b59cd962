// The CSV of the EXCEL buttons: headings first, values escaped by papaparse, empty values as empty cells.
import { describe, expect, it } from 'vitest';
import { rowsToCsv } from '../../src/app/tableExport';

describe('rowsToCsv', () => {
  it('writes a heading line, then one line per row with commas, quotes and missing values escaped', () => {
    const rows = [
      { id: 1, name: 'Smith, Jo', note: 'said "hi"' },
      { id: 2, name: 'Nguyen', note: null },
    ];
    const csv = rowsToCsv(rows, [
      { header: 'OrderID', value: (row) => row.id },
      { header: 'Applicant', value: (row) => row.name },
      { header: 'Comments', value: (row) => row.note },
    ]);
    expect(csv).toBe('OrderID,Applicant,Comments\r\n1,"Smith, Jo","said ""hi"""\r\n2,Nguyen,');
  });
});
