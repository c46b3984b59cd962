// One results table of a report (Summary or Details): the columns of its report type, dates as portal §5 shows them,
// and for type 1 details the Order Summary download (a dash when the order has no summary report). It scrolls
// sideways inside its card on a phone; the scroller takes focus so a keyboard can scroll it too.
import type { ReactNode } from 'react';
import { Table } from '@radix-ui/themes';
import { shownDate } from '../../app/orders';
import type { ReportColumn } from './reportTypes';
import type { ReportRow } from './useReport';

export interface ReportTableProps {
  caption: string;
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
  /** An extra last column (the Order Summary download), its heading and its cell. */
  extra?: { header: string; cell(row: ReportRow): ReactNode };
}

export const cellText = (column: ReportColumn, row: ReportRow): string => {
  const value = row[column.key];
  if (column.date) return shownDate(String(value ?? ''));
  return value === undefined || value === null || value === '' ? '-' : String(value);
};

export function ReportTable({ caption, columns, rows, extra }: ReportTableProps) {
  return (
    <div className="report-table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <Table.Root variant="surface" size="1" className="report-table">
        <caption className="report-table-caption">{caption}</caption>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeaderCell key={column.key}>{column.header}</Table.ColumnHeaderCell>
            ))}
            {extra ? <Table.ColumnHeaderCell>{extra.header}</Table.ColumnHeaderCell> : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, i) => (
            <Table.Row key={i}>
              {columns.map((column) => (
                <Table.Cell key={column.key} className={column.wrap ? 'report-wrap' : undefined}>
                  {cellText(column, row)}
                </Table.Cell>
              ))}
              {extra ? <Table.Cell>{extra.cell(row)}</Table.Cell> : null}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </div>
  );
}
