// The Results card of a report (portal §2 "Report details"): EXCEL (the whole details as CSV, never the ReportLocation,
// §9), the chart, the Summary table when the report has a summary row, the Details table (types 1 and 2 a page at a
// time: DetailsPages.tsx), or 'No results.'.
import { Suspense, useState } from 'react';
import { ReportChart } from './ReportChart';
import { Callout, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { ExportButtons } from '../../app/ExportButtons';
import type { ExportColumn } from '../../app/tableExport';
import { RESULT_MESSAGES } from '../../app/result-messages';
import { ReportTable, cellText } from './ReportTable';
import { SummaryDownload } from './SummaryDownload';
import { DetailsPages } from './DetailsPages';
import { KPI_DEFINITIONS, type ReportType } from './reportTypes';
import { fetchWholeDetails, type ReportAnswer, type ReportFilter, type ReportRow } from './useReport';


export const NO_RESULTS = 'No results.';

export interface ResultsCardProps {
  report: ReportType;
  answer: ReportAnswer;
  /** Who searched with which filter: the details' further pages and the whole CSV are asked with it. */
  search: { userID: number | string; filter: ReportFilter };
}

export function ResultsCard({ report, answer, search }: ResultsCardProps) {
  const [downloadFailed, setDownloadFailed] = useState(false);
  const columns: ExportColumn<ReportRow>[] = report.detailColumns.map((column) => ({
    header: column.header,
    value: (row) => cellText(column, row),
  }));
  const empty = answer.details.length === 0 && answer.summary.length === 0;
  // Type 1's rows carry the order's summary report.
  const download =
    report.id === 1
      ? {
          header: 'Order Summary',
          cell: (row: ReportRow) =>
            row.ReportLocation ? (
              <SummaryDownload orderId={row.OrderID} location={String(row.ReportLocation)} onError={() => setDownloadFailed(true)} />
            ) : (
              '-'
            ),
        }
      : undefined;

  return (
    <Card size="2" className="report-results">
      <Flex justify="between" align="center" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" size="4">
          Results
        </Heading>
        <ExportButtons
          fileName={report.fileName}
          rows={answer.details}
          // A paged report's CSV holds every row of the details, not the page shown.
          loadRows={answer.pages ? () => fetchWholeDetails(report.id, search.userID, search.filter) : undefined}
          onLoadError={() => setDownloadFailed(true)}
          columns={columns}
          what={`${report.title} details`}
        />
      </Flex>
      {downloadFailed ? (
        <Callout.Root color="red" role="alert" mb="3">
          <Callout.Text>{RESULT_MESSAGES.failed}</Callout.Text>
        </Callout.Root>
      ) : null}
      {empty ? (
        <Text as="p" color="gray" role="status">
          {NO_RESULTS}
        </Text>
      ) : (
        <Flex direction="column" gap="4">
          <Suspense fallback={<Text color="gray">Loading the chart…</Text>}>
            <ReportChart type={report.id} answer={answer} />
          </Suspense>
          {answer.summary.length > 0 ? <ReportTable caption="Summary" columns={report.summaryColumns} rows={answer.summary} /> : null}
          {answer.details.length > 0 && answer.pages && (report.id === 1 || report.id === 2) ? (
            <DetailsPages
              key={JSON.stringify(search)}
              type={report.id}
              search={search}
              first={answer.details}
              pages={answer.pages}
              columns={report.detailColumns}
              extra={download}
            />
          ) : answer.details.length > 0 ? (
            <ReportTable caption="Details" columns={report.detailColumns} rows={answer.details} extra={download} />
          ) : (
            <Text as="p" color="gray">
              {NO_RESULTS}
            </Text>
          )}
          {report.id === 3 ? (
            <Text as="p" size="1" color="gray">
              {KPI_DEFINITIONS}
            </Text>
          ) : null}
        </Flex>
      )}
    </Card>
  );
}
