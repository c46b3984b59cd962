// The client's invoices (portal §2 "Invoices", §3 "Invoice"): InvoiceID, the client (an agency's user), billing period, issue date, total in AUD,
// the status with its icon and words, and a download icon per row saving the PDF as `{InvoiceID}.pdf`.
import { forwardRef, useState } from 'react';
import { DownloadIcon } from '@radix-ui/react-icons';
import { Callout, IconButton, Table, VisuallyHidden } from '@radix-ui/themes';
import { audText, InvoiceStatus, saveInvoicePdf, type Invoice } from '../../app/invoices';
import { RESULT_MESSAGES } from '../../app/result-messages';

export interface InvoicesTableProps {
  rows: readonly Invoice[];
  /** A recruitment agency's user sees several clients' invoices: the client column says whose (ShowClientName). */
  showClient: boolean;
}

export const InvoicesTable = forwardRef<HTMLDivElement, InvoicesTableProps>(function InvoicesTable({ rows, showClient }, ref) {
  const [downloading, setDownloading] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  async function download(invoice: Invoice) {
    setDownloading(invoice.InvoiceID);
    setFailed(false);
    try {
      await saveInvoicePdf(invoice);
    } catch {
      setFailed(true);
    } finally {
      setDownloading(null);
    }
  }

  return (
    <div ref={ref}>
      {failed ? (
        <Callout.Root color="red" role="alert" mb="3" className="no-print">
          <Callout.Text>{RESULT_MESSAGES.failed}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Table.Root variant="surface" className="invoice-table">
        {/* Names the table itself (Table.Root's props go to its wrapper). */}
        <VisuallyHidden asChild>
          <caption>Invoices</caption>
        </VisuallyHidden>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Invoice</Table.ColumnHeaderCell>
            {showClient ? <Table.ColumnHeaderCell>Client</Table.ColumnHeaderCell> : null}
            <Table.ColumnHeaderCell>Billing period</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Date</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell justify="end">Total</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell className="no-print">
              <VisuallyHidden>Download</VisuallyHidden>
            </Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((invoice) => (
            <Table.Row key={invoice.InvoiceID}>
              <Table.RowHeaderCell data-label="Invoice" className="invoice-nowrap">{invoice.InvoiceID}</Table.RowHeaderCell>
              {showClient ? <Table.Cell data-label="Client">{invoice.ClientName}</Table.Cell> : null}
              <Table.Cell data-label="Billing period">{invoice.BillingPeriod}</Table.Cell>
              <Table.Cell data-label="Date" className="invoice-nowrap">{invoice.Date}</Table.Cell>
              <Table.Cell data-label="Total" justify="end" className="invoice-nowrap">
                {audText(invoice.TotalAmount)}
              </Table.Cell>
              <Table.Cell data-label="Status" className="invoice-nowrap">
                <InvoiceStatus invoice={invoice} />
              </Table.Cell>
              <Table.Cell data-label="PDF" className="no-print">
                <IconButton
                  variant="ghost"
                  aria-label={`Download invoice ${invoice.InvoiceID} (PDF)`}
                  loading={downloading === invoice.InvoiceID}
                  onClick={() => void download(invoice)}
                >
                  <DownloadIcon aria-hidden />
                </IconButton>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </div>
  );
});
