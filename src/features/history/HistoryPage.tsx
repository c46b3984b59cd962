// /admin/history, the individual's Order History (portal §2, §7 POST /reports/individual_orderhistory): the From/To
// form drawn by the engine (schemas/forms/order-history.json, both required, the current month by default), the checks
// of the applicant's orders lodged in the period, EXCEL (CSV) and PRINT (the table alone on A4).
import { useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import { Badge, Box, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { EngineForm } from '../../../widgets';
import { useLocalForm } from '../../../widgets/useLocalForm';
import { api, errorText, type ApiError } from '../../app/api';
import { ExportButtons } from '../../app/ExportButtons';
import { FormLoading } from '../../app/FormLoading';
import { PageHeader } from '../../app/PageHeader';
import { useSessionUser } from '../../app/session';
import { shownDateTime, statusColor } from '../../app/orders';
import type { ExportColumn } from '../../app/tableExport';
import type { ReplyOf } from '../../../schemas/api';
import { RESULT_MESSAGES } from '../../app/result-messages';
import { defaultPeriod, PERIOD_RULES, type Period } from './period';
import { Loading } from '../../app/Loading';
import './history.css';

export type HistoryRow = ReplyOf<'POST /reports/individual_orderhistory'>[number];


/** The table's columns, also the CSV's (portal §3 "Order history row"). */
export const HISTORY_COLUMNS: readonly ExportColumn<HistoryRow>[] = [
  { header: 'OrderID', value: (row) => row.OrderID },
  { header: 'OrderStatus', value: (row) => row.OrderStatus },
  { header: 'Service', value: (row) => row.Service },
  { header: 'CheckStart', value: (row) => shownDateTime(row.CheckStart) },
  { header: 'CheckCompletion', value: (row) => shownDateTime(row.CheckCompletion) },
  { header: 'CheckStatus', value: (row) => row.CheckStatus },
  { header: 'Delays', value: (row) => row.Delays },
  { header: 'Results', value: (row) => row.Results || '-' },
  { header: 'DiscountsApplied', value: (row) => row.DiscountsApplied },
];

/** The headings people read (the CSV keeps the spec's field names). */
const HEADINGS = ['Order', 'Order status', 'Check', 'Started', 'Completed', 'Check status', 'Delays', 'Results', 'Discounts'];

function HistoryTable({ rows, period }: { rows: HistoryRow[]; period: Period }) {
  const printRef = useRef<HTMLDivElement>(null);
  const caption = `Checks of your orders lodged from ${period.DateFrom} to ${period.DateTo}`;
  return (
    <Card size={{ initial: '2', sm: '3' }}>
      <Flex justify="between" align="center" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" size="4">
          Results
        </Heading>
        <ExportButtons fileName="order-history.csv" rows={rows} columns={HISTORY_COLUMNS} printRef={printRef} what="the order history" />
      </Flex>
      {rows.length === 0 ? (
        <Text as="p" color="gray">
          {RESULT_MESSAGES.empty}
        </Text>
      ) : (
        <div ref={printRef}>
          {/* Above the scrolling region, so a phone shows it whole; it names both the region and the table. */}
          <Text as="p" size="1" color="gray" mb="2" id="history-caption">
            {caption}
          </Text>
          <div className="history-scroll" role="region" aria-labelledby="history-caption" tabIndex={0}>
            <table className="history-table" aria-labelledby="history-caption">
              <thead>
                <tr>
                  {HEADINGS.map((heading) => (
                    <th key={heading} scope="col">
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={`${row.OrderID}-${row.Service}-${index}`}>
                    <th scope="row">{row.OrderID}</th>
                    <td>
                      <Badge color={statusColor(row.OrderStatus)}>{row.OrderStatus}</Badge>
                    </td>
                    <td>{row.Service}</td>
                    <td className="history-nowrap">{shownDateTime(row.CheckStart)}</td>
                    <td className="history-nowrap">{shownDateTime(row.CheckCompletion)}</td>
                    <td>
                      <Badge color={statusColor(row.CheckStatus)}>{row.CheckStatus}</Badge>
                    </td>
                    <td>{row.Delays}</td>
                    <td>{row.Results || '-'}</td>
                    <td className="history-nowrap">{row.DiscountsApplied}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </Card>
  );
}

export function HistoryPage() {
  const user = useSessionUser();
  const { form, error: formError } = useLocalForm('order-history', PERIOD_RULES);
  // The period searched: the current month when the page opens (portal §9), then what SEARCH was pressed with.
  const initial = useMemo(() => defaultPeriod(), []);
  const [period, setPeriod] = useState<Period>(initial);
  const userId = user?.Id;
  const history = useSWR<HistoryRow[], ApiError>(
    userId === undefined ? null : ['order-history', userId, period.DateFrom, period.DateTo],
    () => api.call('POST /reports/individual_orderhistory', { body: { userID: Number(userId), ...period } }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  if (!user) return null;

  return (
    <>
      <PageHeader title="Order History" />
      <Flex direction="column" gap="4">
        <Card size={{ initial: '2', sm: '3' }} className="no-print">
          <Heading as="h2" size="4" mb="3">
            Period
          </Heading>
          {!form ? (
            <FormLoading failed={formError !== undefined} />
          ) : (
            <Box maxWidth="520px">
            <EngineForm
              id="order-history"
              schema={form.schema}
              uiSchema={form.uiSchema}
              formData={initial}
              transformErrors={form.transformErrors}
              customValidate={form.customValidate}
              disabled={history.isValidating}
              onSubmit={(data) => setPeriod({ DateFrom: String(data.DateFrom), DateTo: String(data.DateTo) })}
            >
              <Flex justify="end" mt="2">
                <Button type="submit" loading={history.isValidating}>
                  SEARCH
                </Button>
              </Flex>
            </EngineForm>
            </Box>
          )}
        </Card>
        <Box aria-live="polite">
          {history.error ? (
            <Card>
              <Text as="p" color="red" role="alert">
                {errorText(history.error)}
              </Text>
            </Card>
          ) : !history.data ? <Loading what="Loading your order history…" /> : (
            <HistoryTable rows={history.data} period={period} />
          )}
        </Box>
      </Flex>
    </>
  );
}

export default HistoryPage;
