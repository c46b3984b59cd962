// /admin/backoffice/invoices (issue 12): every client's invoices, newest first, with the Generate dialog and Mark paid
// on each Due invoice. The monthly job generates last month's invoices by itself; this page is for the rest (a
// period on request, a late order) and for recording payments.
import { useState } from 'react';
import { DownloadIcon } from '@radix-ui/react-icons';
import { Button, Callout, Card, Dialog, Flex, IconButton, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { api } from '../../app/api';
import { audText, InvoiceStatus, saveInvoicePdf } from '../../app/invoices';
import { RESULT_MESSAGES } from '../../app/result-messages';
import { PageHeader } from '../../app/PageHeader';
import { useApi } from '../../app/useApi';
import type { ReplyOf } from '../../../schemas/api';
import { GenerateInvoiceDialog } from './GenerateInvoiceDialog';
import { refusalText } from '../../app/useAction';
import { Loading } from '../../app/Loading';

type Row = ReplyOf<'GET /backoffice/invoices'>[number];

export function InvoicesAdminPage() {
  const list = useApi('GET /backoffice/invoices', {});
  const [generating, setGenerating] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function act(invoice: Row, what: 'paid' | 'download') {
    setBusy(`${what}:${invoice.InvoiceID}`);
    setProblem(null);
    try {
      if (what === 'paid') {
        await api.call('POST /backoffice/invoices/paid', { body: { InvoiceID: invoice.InvoiceID } });
        await list.mutate();
      } else {
        await saveInvoicePdf(invoice);
      }
    } catch (error) {
      setProblem(what === 'paid' ? refusalText(error) : RESULT_MESSAGES.failed);
    } finally {
      setBusy(null);
    }
  }

  const rows = list.data ?? [];
  return (
    <>
      <PageHeader
        title="Invoices"
        description="Every client's invoices. Last month's are generated on the first of each month."
        actions={
          <Dialog.Root open={generating} onOpenChange={setGenerating}>
            <Dialog.Trigger>
              <Button>Generate an invoice</Button>
            </Dialog.Trigger>
            {generating ? <GenerateInvoiceDialog onGenerated={() => void list.mutate()} /> : null}
          </Dialog.Root>
        }
      />
      {problem ? (
        <Callout.Root color="red" role="alert" mb="3">
          <Callout.Text>{problem}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Card size="2">
        {list.isLoading ? <Loading what="Loading the invoices…" /> : list.error ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{RESULT_MESSAGES.failed}</Callout.Text>
          </Callout.Root>
        ) : rows.length === 0 ? (
          <Text as="p" color="gray" role="status">
            No invoices yet.
          </Text>
        ) : (
          <Table.Root variant="surface" className="invoice-table">
            {/* Names the table itself (Table.Root's props go to its wrapper). */}
            <VisuallyHidden asChild>
              <caption>Invoices</caption>
            </VisuallyHidden>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Invoice</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Client</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Billing period</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Issued</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">Orders</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">Total</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((invoice) => (
                <Table.Row key={invoice.InvoiceID} align="center">
                  <Table.RowHeaderCell data-label="Invoice" className="invoice-nowrap">{invoice.InvoiceID}</Table.RowHeaderCell>
                  <Table.Cell data-label="Client">{invoice.ClientName}</Table.Cell>
                  <Table.Cell data-label="Billing period">{invoice.BillingPeriod}</Table.Cell>
                  <Table.Cell data-label="Issued" className="invoice-nowrap">{invoice.Date}</Table.Cell>
                  <Table.Cell data-label="Orders" justify="end">{invoice.Orders}</Table.Cell>
                  <Table.Cell data-label="Total" justify="end" className="invoice-nowrap">
                    {audText(invoice.TotalAmount)}
                  </Table.Cell>
                  <Table.Cell data-label="Status" className="invoice-nowrap">
                    <InvoiceStatus invoice={invoice} />
                    {invoice.PaidAt ? (
                      <Text as="div" size="1" color="gray">
                        {invoice.PaidAt.slice(0, 16)}
                      </Text>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell data-label="Actions">
                    <Flex gap="3" align="center">
                      {invoice.InvoiceStatus === 'Due' ? (
                        <Button
                          size="1"
                          variant="soft"
                          aria-label={`Mark paid ${invoice.InvoiceID}`}
                          loading={busy === `paid:${invoice.InvoiceID}`}
                          onClick={() => void act(invoice, 'paid')}
                        >
                          Mark paid
                        </Button>
                      ) : null}
                      <IconButton
                        variant="ghost"
                        aria-label={`Download invoice ${invoice.InvoiceID} (PDF)`}
                        loading={busy === `download:${invoice.InvoiceID}`}
                        onClick={() => void act(invoice, 'download')}
                      >
                        <DownloadIcon aria-hidden />
                      </IconButton>
                    </Flex>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Card>
    </>
  );
}
