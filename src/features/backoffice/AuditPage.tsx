// /admin/backoffice/audit (issue 32): the audit trail for operators: who viewed or downloaded what, on which order,
// when and from where, newest first, filtered by the engine-drawn form of schemas/forms/audit-filters.json, a page at
// a time from the server (the trail grows without bound), and exported as CSV under the same filters.
import { useState } from 'react';
import { Box, Button, Callout, Card, Flex, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { EngineForm } from '../../../widgets';
import { useLocalForm } from '../../../widgets/useLocalForm';
import type { QueryOf, ReplyOf } from '../../../schemas/api';
import { PageHeader } from '../../app/PageHeader';
import { Loading } from '../../app/Loading';
import useSWR from 'swr';
import { api, errorText, type ApiError } from '../../app/api';
import { saveBlob } from '../../app/saveFile';
import { dateTimeText } from './format';
import './backoffice.css';

type AuditFilters = Partial<Record<'user' | 'action' | 'orderId' | 'dateFrom' | 'dateTo' | 'ip', string>>;
type AuditQuery = NonNullable<QueryOf<'GET /backoffice/audit/export'>>;

const FILTER_KEYS = ['user', 'action', 'orderId', 'dateFrom', 'dateTo', 'ip'] as const;

/** The filters as the form reported them: plain strings, only what is chosen (an order number of digits only). */
function filtersOf(data: Record<string, unknown>): AuditFilters {
  const out: AuditFilters = {};
  for (const key of FILTER_KEYS) {
    const value = typeof data[key] === 'string' ? (data[key] as string).trim() : '';
    if (value !== '') out[key] = value;
  }
  return out;
}

/** What the server takes: a half-typed order number or address is left out until it is one. */
function queryOf(filters: AuditFilters): AuditQuery {
  return {
    user: filters.user,
    action: filters.action as AuditQuery['action'],
    orderId: filters.orderId && /^[0-9]{1,9}$/.test(filters.orderId) ? filters.orderId : undefined,
    dateFrom: filters.dateFrom,
    dateTo: filters.dateTo,
    ip: filters.ip && /^[0-9A-Fa-f.:]{1,45}$/.test(filters.ip) ? filters.ip : undefined,
  };
}

export function AuditPage() {
  const [filters, setFilters] = useState<AuditFilters>({});
  // The pages walked so far: each is the `before` of its first row (undefined: the newest).
  const [cursors, setCursors] = useState<Array<number | undefined>>([undefined]);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState('');
  const { form, error: formError } = useLocalForm('audit-filters');
  const query = queryOf(filters);
  const before = cursors[cursors.length - 1];
  const pageQuery = { ...query, before: before === undefined ? undefined : String(before) };
  // Keyed by the call and its query (SWR compares keys by their serialised form).
  const page = useSWR<ReplyOf<'GET /backoffice/audit'>, ApiError>(
    ['GET /backoffice/audit', pageQuery],
    () => api.call('GET /backoffice/audit', { query: pageQuery }),
    { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true },
  );

  const exportCsv = async () => {
    setExporting(true);
    setExportError('');
    try {
      const csv = await api.call('GET /backoffice/audit/export', { query });
      saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), 'audit-trail.csv');
    } catch (error) {
      setExportError(errorText(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Audit trail"
        description="Who viewed or downloaded what, on which order, when and from where: newest first."
        actions={
          <Button variant="soft" onClick={() => void exportCsv()} loading={exporting}>
            Export CSV
          </Button>
        }
      />
      <Flex direction="column" gap="4">
        {exportError && (
          <Callout.Root color="red" role="alert">
            <Callout.Text>The export failed. {exportError}</Callout.Text>
          </Callout.Root>
        )}
        <Card size="2">
          {formError ? (
            <Text color="red" role="alert">The filters could not be loaded. Please try later.</Text>
          ) : !form ? (
            <Loading what="Loading the filters…" />
          ) : (
            <EngineForm
              id="audit-filters"
              schema={form.schema}
              uiSchema={form.uiSchema}
              formData={filters}
              onChange={(data) => {
                setFilters(filtersOf(data));
                setCursors([undefined]);
              }}
            />
          )}
        </Card>
        {page.error ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>
              The audit trail could not be loaded. {page.error.message}{' '}
              <Button size="1" variant="soft" onClick={() => void page.mutate()}>
                Try again
              </Button>
            </Callout.Text>
          </Callout.Root>
        ) : !page.data ? (
          <Loading what="Loading the audit trail…" />
        ) : page.data.rows.length === 0 ? (
          <Card>
            <Text as="p" color="gray" role="status">
              No events match these filters.
            </Text>
          </Card>
        ) : (
          <Box>
            <Table.Root variant="surface" size="1" className="bo-audit-table">
              {/* Names the table itself (Table.Root's props go to its wrapper). */}
              <VisuallyHidden asChild>
                <caption>Audit trail</caption>
              </VisuallyHidden>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>When</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Who</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>What happened</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Order</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Details</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>From</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {page.data.rows.map((row) => (
                  <Table.Row key={row.Seq}>
                    <Table.Cell>{dateTimeText(row.At)}</Table.Cell>
                    <Table.Cell>{row.Name ? `${row.Name} (${row.User})` : row.User}</Table.Cell>
                    <Table.Cell>{row.Action}</Table.Cell>
                    <Table.Cell>{row.OrderID ?? '-'}</Table.Cell>
                    <Table.Cell>{row.What}</Table.Cell>
                    <Table.Cell>{row.From}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
            <Flex justify="between" py="3" gap="3">
              <Button variant="soft" disabled={cursors.length === 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
                Newer events
              </Button>
              <Button variant="soft" disabled={page.data.next === null} onClick={() => setCursors((c) => [...c, page.data!.next ?? undefined])}>
                Older events
              </Button>
            </Flex>
          </Box>
        )}
      </Flex>
    </>
  );
}

export default AuditPage;
