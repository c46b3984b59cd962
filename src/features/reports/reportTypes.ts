// The four reports of portal §2 "Reports menu" and §3 (types 1-4): their titles, the calls that answer them and the
// columns of their tables, in one place for the menu, the details page, its tables and its CSV.
import type { ReplyOf } from '../../../schemas/api';

export type ApplicantSummary = ReplyOf<'POST /reports/client_dashboard_applicant_summary'>[number];
export type ApplicantDetail = ReplyOf<'POST /reports/client_dashboard_applicant_detail'>[number];
export type ServicesSummary = ReplyOf<'POST /reports/client_dashboard_services_summary'>[number];
export type ServicesDetail = ReplyOf<'POST /reports/client_dashboard_services_detail'>[number];
export type KpiRow = ReplyOf<'POST /reports/client_kpi'>[number];
export type DelaysRow = ReplyOf<'POST /reports/client_delays'>[number];

/** A column of a results table: the field it shows and its heading (also the CSV's). */
export interface ReportColumn {
  key: string;
  header: string;
  /** Dates are shown as portal §5 says (first 10 characters, '-' before 2020). */
  date?: true;
  /** Free text (comments, results): wraps instead of widening the table. */
  wrap?: true;
}

export type ReportTypeId = 1 | 2 | 3 | 4;

export interface ReportType {
  id: ReportTypeId;
  title: string;
  /** What the card on the menu says the report answers. */
  description: string;
  /** The filter takes a service (with All) and a status: types 1 and 2. */
  byService: boolean;
  /** Which status the filter offers (types 1 and 2). */
  status?: 'orderStatus' | 'checkStatus';
  summaryColumns: ReportColumn[];
  detailColumns: ReportColumn[];
  /** The CSV's name. */
  fileName: string;
}

const DELAY_COLUMNS: ReportColumn[] = [
  { key: 'Service', header: 'Service' },
  { key: 'Delay1', header: 'Administrative queue' },
  { key: 'Delay2', header: 'Identity verification issues' },
  { key: 'Delay3', header: 'Third party response times' },
  { key: 'Delay4', header: 'Application corrections' },
  { key: 'Delay5', header: 'Waiting on details from applicant' },
  { key: 'Total', header: 'Total' },
];

export const REPORT_TYPES: Record<ReportTypeId, ReportType> = {
  1: {
    id: 1,
    title: 'Applicants dashboard',
    description: 'Orders of the period by status, with their results and summary reports.',
    byService: true,
    status: 'orderStatus',
    summaryColumns: [
      { key: 'totalApplicants', header: 'Applicants' },
      { key: 'oInProgress', header: 'Orders in progress' },
      { key: 'oCompleted', header: 'Orders completed' },
      { key: 'oInvoiced', header: 'Orders invoiced' },
      { key: 'oCancelled', header: 'Orders cancelled' },
      { key: 'totalChecks', header: 'Checks' },
      { key: 'sCancelled', header: 'Checks cancelled' },
      { key: 'tClearedScore', header: 'Clear results' },
      { key: 'tWarnedScore', header: 'Consider results' },
    ],
    detailColumns: [
      { key: 'OrderID', header: 'Order' },
      { key: 'Applicant', header: 'Applicant' },
      { key: 'OrderStatus', header: 'Status' },
      { key: 'Start', header: 'Start', date: true },
      { key: 'Completion', header: 'Completion', date: true },
      { key: 'TotalOrder', header: 'Total order' },
      { key: 'sCancelled', header: 'Checks cancelled' },
      { key: 'Comments', header: 'Comments', wrap: true },
      { key: 'Results', header: 'Results', wrap: true },
    ],
    fileName: 'applicants-dashboard.csv',
  },
  2: {
    id: 2,
    title: 'Services dashboard',
    description: 'Checks of the period by status and result, with their delays.',
    byService: true,
    status: 'checkStatus',
    summaryColumns: [
      { key: 'totalApplicants', header: 'Applicants' },
      { key: 'cInProgress', header: 'Checks in progress' },
      { key: 'cCompleted', header: 'Checks completed' },
      { key: 'cCancelled', header: 'Checks cancelled' },
      { key: 'totalClearResults', header: 'Clear results' },
      { key: 'totalConsiderResults', header: 'Consider results' },
      { key: 'totalDelays', header: 'Delays' },
    ],
    detailColumns: [
      { key: 'OrderID', header: 'Order' },
      { key: 'Applicant', header: 'Applicant' },
      { key: 'Service', header: 'Service' },
      { key: 'CheckStatus', header: 'Status' },
      { key: 'CheckStart', header: 'Start', date: true },
      { key: 'CheckCompletion', header: 'Completion', date: true },
      { key: 'Delays', header: 'Delays' },
      { key: 'ResultsScore', header: 'Result' },
    ],
    fileName: 'services-dashboard.csv',
  },
  3: {
    id: 3,
    title: 'KPI reports: Performance',
    description: 'Per service, the share of checks completed on time (KPI1) and started on time (KPI2).',
    byService: false,
    summaryColumns: [],
    detailColumns: [
      { key: 'Service', header: 'Service' },
      { key: 'Total', header: 'Total' },
      { key: 'PassedKPI1', header: 'KPI1 passed' },
      { key: 'ExcludedKPI1', header: 'KPI1 excluded' },
      { key: 'FailedKPI1', header: 'KPI1 failed' },
      { key: 'KPI1PassPercent', header: 'KPI1 pass %' },
      { key: 'KPI1FailPercent', header: 'KPI1 fail %' },
      { key: 'PassedKPI2', header: 'KPI2 passed' },
      { key: 'ExcludedKPI2', header: 'KPI2 excluded' },
      { key: 'FailedKPI2', header: 'KPI2 failed' },
      { key: 'KPI2PassPercent', header: 'KPI2 pass %' },
      { key: 'KPI2FailPercent', header: 'KPI2 fail %' },
    ],
    fileName: 'kpi-performance.csv',
  },
  4: {
    id: 4,
    title: 'KPI reports: Delays summary',
    description: 'Per service, the delays recorded on its checks by cause.',
    byService: false,
    summaryColumns: [],
    detailColumns: DELAY_COLUMNS,
    fileName: 'delays-summary.csv',
  },
};

export const reportTypeOf = (id: string | undefined): ReportType | null => {
  const n = Number(id);
  return n === 1 || n === 2 || n === 3 || n === 4 ? REPORT_TYPES[n] : null;
};

/** What KPI1 and KPI2 measure, shown under the KPI report's table (docs/architecture.md "Reports" has the same). */
export const KPI_DEFINITIONS =
  "KPI1: the check was completed within its service's expected business days after it started. KPI2: the check " +
  'started within one business day of the application being submitted. Checks delayed by the applicant ' +
  '(application corrections, waiting on details from the applicant) are excluded from both.';
