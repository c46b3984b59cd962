// The four client reports (portal §2 "Report details", §3 report types 1-4, §7 "Reports and deals"): applicants and
// services dashboards (a summary and its details), KPI performance and the delays summary. Client users only (an
// agency's user for the clients it serves); every figure is an SQL aggregate (server/db/report-queries.ts).
import { Type as T, type TSchema } from '@sinclair/typebox';
import { ORDER_STATUSES, SERVICE_STATUSES } from '../../src/engine/lifecycle';
import { IdValue, route, Text } from './route';


/** A calendar date, YYYY-MM-DD (the report filter's dateFrom and dateTo, portal §3). */
const DATE = '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$';
const ReportDate = Text(10, { pattern: DATE });

const oneOf = <const V extends readonly string[]>(values: V) => T.Unsafe<V[number]>({ type: 'string', enum: [...values] });

/** 'All' or one order status (portal §4 lists the filter's values; the others are accepted as well). */
export const REPORT_ORDER_STATUSES = ['All', ...ORDER_STATUSES] as const;
export const REPORT_CHECK_STATUSES = ['All', ...SERVICE_STATUSES] as const;

/**
 * The filter every report takes (portal §7). Client: '' (none chosen: the caller's own ClientID, portal §6) or a client
 * the caller orders for (another is 403). ServiceID: 'All' or a service of the caller's contract.
 */
const ReportFilter = {
  userID: IdValue,
  DateFrom: ReportDate,
  DateTo: ReportDate,
  Client: T.Optional(T.Union([IdValue, T.Literal('')])),
};
const ServiceFilter = { ServiceID: Text(10, { minLength: 1, pattern: '^(All|[A-Za-z0-9]{1,10})$' }) };

const REPORT_READERS = ['client'] as const;
const access = { kinds: REPORT_READERS, self: 'body.userID', client: 'body.Client' } as const;

export const ApplicantSummaryRow = T.Object({
  oInvoiced: T.Integer(),
  oCompleted: T.Integer(),
  oCancelled: T.Integer(),
  oInProgress: T.Integer(),
  tWarnedScore: T.Integer(),
  tClearedScore: T.Integer(),
  totalApplicants: T.Integer(),
  totalChecks: T.Integer(),
  sCancelled: T.Integer(),
});

export const ApplicantDetailRow = T.Object({
  OrderID: T.Integer(),
  Applicant: T.String(),
  OrderStatus: T.String(),
  Start: T.String(),
  Completion: T.String(),
  TotalOrder: T.Number(),
  sCancelled: T.Integer(),
  Comments: T.String(),
  Results: T.String(),
  ReportLocation: T.String(),
});

export const ServicesSummaryRow = T.Object({
  cCompleted: T.Integer(),
  cCancelled: T.Integer(),
  cInProgress: T.Integer(),
  totalClearResults: T.Integer(),
  totalConsiderResults: T.Integer(),
  totalApplicants: T.Integer(),
  totalDelays: T.Integer(),
});

export const ServicesDetailRow = T.Object({
  OrderID: T.Integer(),
  Applicant: T.String(),
  Service: T.String(),
  CheckStatus: T.String(),
  CheckStart: T.String(),
  CheckCompletion: T.String(),
  Delays: T.Integer(),
  ResultsScore: T.String(),
});

export const KpiRow = T.Object({
  Service: T.String(),
  Total: T.Integer(),
  PassedKPI1: T.Integer(),
  ExcludedKPI1: T.Integer(),
  FailedKPI1: T.Integer(),
  KPI1FailPercent: T.Number(),
  KPI1PassPercent: T.Number(),
  PassedKPI2: T.Integer(),
  ExcludedKPI2: T.Integer(),
  FailedKPI2: T.Integer(),
  KPI2FailPercent: T.Number(),
  KPI2PassPercent: T.Number(),
});

export const DelaysRow = T.Object({
  Service: T.String(),
  Delay1: T.Integer(),
  Delay2: T.Integer(),
  Delay3: T.Integer(),
  Delay4: T.Integer(),
  Delay5: T.Integer(),
  Total: T.Integer(),
});

const ApplicantBody = T.Object({ ...ReportFilter, ...ServiceFilter, OrderStatus: oneOf(REPORT_ORDER_STATUSES) });
const ServicesBody = T.Object({ ...ReportFilter, ...ServiceFilter, CheckStatus: oneOf(REPORT_CHECK_STATUSES) });
const PeriodBody = T.Object(ReportFilter);

/** A details page's size when none is asked for, and the largest one may ask for. */
export const REPORT_PAGE = 100;
export const REPORT_MAX_PAGE = 500;
/** One page of a report's details: the rows after `After` (the `next` of the page before; none: the first page). */
const DetailPage = {
  Limit: T.Optional(T.Integer({ minimum: 1, maximum: REPORT_MAX_PAGE })),
  After: T.Optional(Text(200, { minLength: 1, pattern: '^[A-Za-z0-9_-]+$' })),
};
/**
 * A page of details: `next` is given as `After` for the page after it ('' on the last page); `total`, the rows of the
 * whole details under the filter, comes with the first page.
 */
const pageOf = <R extends TSchema>(row: R) => T.Object({ rows: T.Array(row), next: T.String(), total: T.Optional(T.Integer()) });
const PAGED =
  ' One page at a time, newest first as the whole details: Limit rows (default 100, at most 500) after After, the next ' +
  "of the page before; next '' on the last page; total (the whole details' rows) with the first page.";

const PERIOD =
  'Orders completion period DateFrom..DateTo (YYYY-MM-DD, Sydney dates, both included): an order belongs to it by its ' +
  'completion date, or while it has none (open, under way, cancelled) by its lodge date.';

export const reportRoutes = {
  'POST /reports/client_dashboard_applicant_summary': route({
    summary: `Report type 1 summary: orders by status, results and checks of the period's orders. ${PERIOD} One row, none when no order matches.`,
    access,
    body: ApplicantBody,
    response: { 200: T.Array(ApplicantSummaryRow) },
  }),
  'POST /reports/client_dashboard_applicant_detail': route({
    summary: `Report type 1 details: one row per order of the period, with its summary report's location. ${PERIOD}`,
    access,
    body: ApplicantBody,
    response: { 200: T.Array(ApplicantDetailRow) },
  }),
  'POST /reports/client_dashboard_applicant_detail_page': route({
    summary: `Report type 1 details, paged.${PAGED} ${PERIOD}`,
    access,
    body: T.Object({ ...ApplicantBody.properties, ...DetailPage }),
    response: { 200: pageOf(ApplicantDetailRow) },
  }),
  'POST /reports/client_dashboard_services_summary': route({
    summary: `Report type 2 summary: checks by status and result, applicants and recorded delays. ${PERIOD} One row, none when no check matches.`,
    access,
    body: ServicesBody,
    response: { 200: T.Array(ServicesSummaryRow) },
  }),
  'POST /reports/client_dashboard_services_detail': route({
    summary: `Report type 2 details: one row per check of the period's orders. ${PERIOD}`,
    access,
    body: ServicesBody,
    response: { 200: T.Array(ServicesDetailRow) },
  }),
  'POST /reports/client_dashboard_services_detail_page': route({
    summary: `Report type 2 details, paged.${PAGED} ${PERIOD}`,
    access,
    body: T.Object({ ...ServicesBody.properties, ...DetailPage }),
    response: { 200: pageOf(ServicesDetailRow) },
  }),
  'POST /reports/client_kpi': route({
    summary:
      'Report type 3: KPI1 and KPI2 per service over the checks completed (Ready) in DateFrom..DateTo (docs/architecture.md, "Reports"). ' +
      'Client none chosen: the caller\u2019s own ClientID.',
    access,
    body: PeriodBody,
    response: { 200: T.Array(KpiRow) },
  }),
  'POST /reports/client_delays': route({
    summary: `Report type 4: recorded delays per service by cause (Delay1..Delay5 in the order of DELAY_CAUSES). ${PERIOD}`,
    access,
    body: PeriodBody,
    response: { 200: T.Array(DelaysRow) },
  }),
};
