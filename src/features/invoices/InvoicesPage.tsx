// /admin/invoices, the client's invoices (portal §2 "Invoices", §7 client_invoices): the search (first of the month
// to today, All, searched on arrival), the results with their PDFs, EXCEL and PRINT. A client user sees its company's
// invoices, a recruitment agency's user also those of the clients it serves (the server decides).
import { useRef, useState } from 'react';
import useSWR from 'swr';
import { Callout, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { api } from '../../app/api';
import { ExportButtons } from '../../app/ExportButtons';
import { audText, invoiceStatusText, type Invoice } from '../../app/invoices';
import { RESULT_MESSAGES } from '../../app/result-messages';
import { PageHeader } from '../../app/PageHeader';
import { currentMonthSoFar } from '../../app/period';
import { useSessionUser } from '../../app/session';
import type { ExportColumn } from '../../app/tableExport';
import { InvoiceFilterForm, type InvoiceFilters } from './InvoiceFilterForm';
import { InvoicesTable } from './InvoicesTable';
import { Loading } from '../../app/Loading';

const EXPORT_COLUMNS: readonly ExportColumn<Invoice>[] = [
  { header: 'InvoiceID', value: (r) => r.InvoiceID },
  { header: 'BillingPeriod', value: (r) => r.BillingPeriod },
  { header: 'Date', value: (r) => r.Date },
  { header: 'TotalAmount', value: (r) => r.TotalAmount.toFixed(2) },
  { header: 'InvoiceStatus', value: (r) => invoiceStatusText(r) },
];

const WITH_CLIENT: readonly ExportColumn<Invoice>[] = [EXPORT_COLUMNS[0], { header: 'Client', value: (r) => r.ClientName }, ...EXPORT_COLUMNS.slice(1)];

function initialFilters(): InvoiceFilters {
  const { from, to } = currentMonthSoFar();
  return { DateFrom: from, DateTo: to, Status: 'All' };
}

export function InvoicesPage() {
  const user = useSessionUser();
  const [filters, setFilters] = useState(initialFilters);
  // Each press of Search asks the server: an invoice generated or paid since shows at once, even for a search made
  // before (a cached answer under the same filters would otherwise be shown).
  const [searchNo, setSearchNo] = useState(0);
  const tableRef = useRef<HTMLDivElement>(null);
  const key = user ? (['client_invoices', user.Id, filters.DateFrom, filters.DateTo, filters.Status, searchNo] as const) : null;
  const { data, error, isLoading, isValidating } = useSWR(
    key,
    () => api.call('POST /reports/client_invoices', { body: { userID: user!.Id, ...filters } }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );

  const search = (next: InvoiceFilters) => {
    setFilters(next);
    setSearchNo((n) => n + 1);
  };

  const rows = data ?? [];
  const showClient = user !== null && user.dashboardInfo.ShowClientName !== '0';
  const columns = showClient ? WITH_CLIENT : EXPORT_COLUMNS;
  return (
    <>
      <PageHeader title="Invoices" description="Your invoices for the background checks completed each month, with their PDFs." />
      <Flex direction="column" gap="4">
        <Card size="2" className="no-print">
          <Heading as="h2" size="4" mb="3">
            Search
          </Heading>
          <InvoiceFilterForm filters={filters} busy={isValidating} onSearch={search} />
        </Card>
        <Card size="2">
          <Flex justify="between" align="center" gap="3" wrap="wrap" mb="3">
            <Heading as="h2" size="4">
              Results
            </Heading>
            <ExportButtons fileName="invoices.csv" rows={rows} columns={columns} printRef={tableRef} what="invoices" />
          </Flex>
          {isLoading ? <Loading what="Loading the invoices…" /> : error ? (
            <Callout.Root color="red" role="alert">
              <Callout.Text>{RESULT_MESSAGES.failed}</Callout.Text>
            </Callout.Root>
          ) : rows.length === 0 ? (
            <Text as="p" color="gray" role="status">
              {RESULT_MESSAGES.empty}
            </Text>
          ) : (
            <>
              <Text as="p" size="2" color="gray" mb="2" role="status">
                {rows.length} invoice{rows.length === 1 ? '' : 's'}, {audText(rows.reduce((sum, r) => sum + r.TotalAmount, 0))} in all.
              </Text>
              <InvoicesTable ref={tableRef} rows={rows} showClient={showClient} />
            </>
          )}
        </Card>
      </Flex>
    </>
  );
}

export default InvoicesPage;
