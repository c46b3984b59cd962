// EXCEL and PRINT (portal §2 Order History, Invoices, Report details): one pair of buttons for every table page.
import type { RefObject } from 'react';
import { Button, Flex } from '@radix-ui/themes';
import { downloadCsv, printElement, type ExportColumn } from './tableExport';

export interface ExportButtonsProps<Row> {
  /** The file saved by EXCEL, e.g. `order-history.csv`. */
  fileName: string;
  rows: readonly Row[];
  columns: readonly ExportColumn<Row>[];
  /** What PRINT puts on paper (the results table); PRINT is not offered without it. */
  printRef?: RefObject<HTMLElement | null>;
  /** Names the table in the buttons' accessible names when a page has several. */
  what?: string;
}

export function ExportButtons<Row>({ fileName, rows, columns, printRef, what }: ExportButtonsProps<Row>) {
  const empty = rows.length === 0;
  return (
    <Flex gap="2" className="no-print">
      <Button
        type="button"
        variant="soft"
        disabled={empty}
        aria-label={what ? `EXCEL: download ${what} as CSV` : undefined}
        onClick={() => downloadCsv(fileName, rows, columns)}
      >
        EXCEL
      </Button>
      {printRef ? (
        <Button
          type="button"
          variant="soft"
          disabled={empty}
          aria-label={what ? `PRINT ${what}` : undefined}
          onClick={() => printRef.current && printElement(printRef.current)}
        >
          PRINT
        </Button>
      ) : null}
    </Flex>
  );
}
