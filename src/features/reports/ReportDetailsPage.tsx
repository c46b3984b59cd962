// /admin/report_details/:id (portal §2 "Report details"): back arrow, title, the filter card, Search, then the
// Results card. A loading line while the report is asked for; a failure says 'Something went wrong. Please try
// later.' and keeps the filter as it was.
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ChevronLeftIcon } from '@radix-ui/react-icons';
import { Callout, Flex, IconButton, Text } from '@radix-ui/themes';
import { PageHeader } from '../../app/PageHeader';
import { TooltipProvider } from '../../app/TooltipProvider';
import { useSessionUser } from '../../app/session';
import { RESULT_MESSAGES } from '../../app/result-messages';
import { reportTypeOf } from './reportTypes';
import { defaultPeriod, ReportFilterForm } from './ReportFilterForm';
import { ResultsCard } from './ResultsCard';
import { useReport, type ReportFilter } from './useReport';
import { Loading } from '../../app/Loading';
import './reports.css';

/** Its details rows show the Order Summary tooltip: the provider comes with the page (app/TooltipProvider.tsx). */
export function ReportDetailsPage() {
  // Another report is another page: its filter and results start afresh.
  const { id } = useParams();
  return (
    <TooltipProvider>
      <ReportDetails key={id} />
    </TooltipProvider>
  );
}

function ReportDetails() {
  const { id } = useParams();
  const report = reportTypeOf(id);
  const user = useSessionUser();
  const [filter, setFilter] = useState<ReportFilter>(() => ({ ...defaultPeriod(), orderStatus: 'All', checkStatus: 'All' }));
  const [searched, setSearched] = useState<ReportFilter | null>(null);
  const result = useReport(report?.id ?? 1, user?.Id, report ? searched : null);

  if (!report || !user) {
    return (
      <>
        <PageHeader title="Report details" />
        <Text as="p">
          There is no such report. <Link to="/admin/reports">Back to the reports</Link>
        </Text>
      </>
    );
  }
  const search = (next: ReportFilter) => {
    setFilter(next);
    setSearched(next);
  };
  return (
    <>
      <Flex align="center" gap="2" mb="2" className="report-back">
        <IconButton asChild variant="ghost" size="2">
          <Link to="/admin/reports" aria-label="Back to the reports">
            <ChevronLeftIcon width="20" height="20" />
          </Link>
        </IconButton>
      </Flex>
      <PageHeader title={report.title} description={report.description} />
      <Flex direction="column" gap="4">
        <ReportFilterForm report={report} user={user} filter={filter} busy={result.isLoading} onSearch={search} />
        {result.isLoading ? <Loading what="Loading the report…" /> : result.error ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{RESULT_MESSAGES.failed}</Callout.Text>
          </Callout.Root>
        ) : result.data && searched ? (
          <ResultsCard report={report} answer={result.data} search={{ userID: user.Id, filter: searched }} />
        ) : null}
      </Flex>
    </>
  );
}

export default ReportDetailsPage;
