// EXCEL and PRINT (portal §2 Order History, Invoices, Report details): one pair of buttons for every table page.
import { useState, type RefObject } from 'react';
import { Button, Flex } from '@radix-ui/themes';
import { downloadCsv, printElement, type ExportColumn } from './tableExport';

export interface ExportButtonsProps<Row> {
  /** The file saved by EXCEL, e.g. `order-history.csv`. */
  fileName: string;
  /** The rows shown (EXCEL and PRINT are off without any); EXCEL saves these unless `loadRows` is given. */
  rows: readonly Row[];
  /**
   * A table shown a page at a time: EXCEL asks for every row with this and saves them all (the button busy meanwhile);
   * `onLoadError` when that fails (nothing is saved).
   */
  loadRows?: () => Promise<readonly Row[]>;
  onLoadError?: () => void;
  columns: readonly ExportColumn<Row>[];
  /** What PRINT puts on paper (the results table); PRINT is not offered without it. */
  printRef?: RefObject<HTMLElement | null>;
  /** Names the table in the buttons' accessible names when a page has several. */
  what?: string;
}

export function ExportButtons<Row>({ fileName, rows, loadRows, onLoadError, columns, printRef, what }: ExportButtonsProps<Row>) {
  const [loading, setLoading] = useState(false);
  const empty = rows.length === 0;
  const excel = async () => {
    if (!loadRows) return downloadCsv(fileName, rows, columns);
    setLoading(true);
    try {
      downloadCsv(fileName, await loadRows(), columns);
    } catch {
      onLoadError?.();
    } finally {
      setLoading(false);
    }
  };
  return (
    <Flex gap="2" className="no-print">
      <Button
        type="button"
        variant="soft"
        disabled={empty}
        loading={loading}
        aria-label={what ? `EXCEL: download ${what} as CSV` : undefined}
        onClick={() => void excel()}
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
