// The client's invoices (portal §2 "Invoices", §3 "Invoice"): InvoiceID, billing period, issue date, total in AUD,
// the status with its icon and words, and a download icon per row saving the PDF as `{InvoiceID}.pdf`.
import { forwardRef, useState } from 'react';
import { DownloadIcon } from '@radix-ui/react-icons';
import { Callout, IconButton, Table, VisuallyHidden } from '@radix-ui/themes';
import { audText, InvoiceStatus, saveInvoicePdf, type Invoice } from '../../app/invoices';
import { RESULT_MESSAGES } from '../../app/messages';

export const InvoicesTable = forwardRef<HTMLDivElement, { rows: readonly Invoice[] }>(function InvoicesTable({ rows }, ref) {
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
      <Table.Root variant="surface">
        {/* Names the table itself (Table.Root's props go to its wrapper). */}
        <VisuallyHidden asChild>
          <caption>Invoices</caption>
        </VisuallyHidden>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Invoice</Table.ColumnHeaderCell>
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
              <Table.RowHeaderCell className="invoice-nowrap">{invoice.InvoiceID}</Table.RowHeaderCell>
              <Table.Cell>{invoice.BillingPeriod}</Table.Cell>
              <Table.Cell className="invoice-nowrap">{invoice.Date}</Table.Cell>
              <Table.Cell justify="end" className="invoice-nowrap">
                {audText(invoice.TotalAmount)}
              </Table.Cell>
              <Table.Cell>
                <InvoiceStatus invoice={invoice} />
              </Table.Cell>
              <Table.Cell className="no-print">
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
