// The four client reports as SQL aggregates (portal §3 types 1-4): every figure is counted by the database (count(*)
// FILTER, sum, group by) over orders, order_services and service_delays; no row is loaded into JavaScript to be
// counted there. The caller's reach (which orders it may see, the client it chose) arrives as an SQL condition over
// `o` (the orders table), built by the route from the access rules.
//
// The period ("Orders completion period", DateFrom..DateTo, Sydney calendar dates, both included):
// - types 1, 2 and 4: an order belongs to it by its completion date, or while it has none (open, under way,
//   cancelled) by its lodge date;
// - type 3 (KPIs): a check belongs to it by its own completion (KPIs measure finished checks).
// KPI1: the check was completed within its service's EndDay business days (Monday to Friday) after it started.
// KPI2: the check started within one business day after the application was submitted (the order's lodging when it
// was never submitted through the portal). A check with a recorded delay caused by the applicant (application
// corrections, waiting on details from applicant) is excluded from both: its time was not ours to keep.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './index';
import { WIRE_TIME_ZONE, wireDateTimeSql } from './wire-time';
import { rowsOf } from './rows';
import { DELAY_CAUSES } from '../../src/engine/lifecycle';

export interface ReportScope {
  /** Which orders (alias `o`) the caller may see, and of the client it chose. */
  orders: SQL;
  dateFrom: string;
  dateTo: string;
  /** 'All' or a service id. */
  serviceId: string;
}

/** The delay causes the applicant caused: checks delayed by them are excluded from the KPIs (Delay4, Delay5). */
export const APPLICANT_DELAY_CAUSES: readonly string[] = [DELAY_CAUSES[3], DELAY_CAUSES[4]];

const zone = sql.raw(`'${WIRE_TIME_ZONE}'`);
const sydneyDate = (column: SQL) => sql`((${column}) at time zone ${zone})::date`;

/** The order is in the period (types 1, 2, 4). */
const orderInPeriod = (s: ReportScope) =>
  sql`${sydneyDate(sql`coalesce(o.completed_at, o.lodged_at)`)} between ${s.dateFrom}::date and ${s.dateTo}::date`;

/** 'Open' in the filter also means Open with Alert (portal §4: "Open (also Open with Alert ...)"). */
const orderStatusIs = (status: string) =>
  status === 'All' ? sql`true` : status === 'Open' ? sql`o.status in ('Open', 'Open with Alert')` : sql`o.status = ${status}`;

/** Statuses an order is still under way in (type 1 oInProgress). */
const UNDER_WAY = sql`o.status in ('Open', 'Open with Alert', 'In progress', 'On hold')`;

/** Type 1: the orders of the period, holding a check of the chosen service when one is chosen. */
function applicantOrders(s: ReportScope, orderStatus: string): SQL {
  const service =
    s.serviceId === 'All' ? sql`true` : sql`exists (select 1 from order_services x where x.order_id = o.id and x.service_id = ${s.serviceId})`;
  return sql`select o.* from orders o where ${s.orders} and ${orderInPeriod(s)} and ${orderStatusIs(orderStatus)} and ${service}`;
}

export interface ApplicantSummary {
  oInvoiced: number;
  oCompleted: number;
  oCancelled: number;
  oInProgress: number;
  tWarnedScore: number;
  tClearedScore: number;
  totalApplicants: number;
  totalChecks: number;
  sCancelled: number;
}

/** Type 1 summary: none when no order matches. Invoiced orders are Closed ones (an invoice closes its orders). */
export async function applicantSummary(db: Db, s: ReportScope, orderStatus: string): Promise<ApplicantSummary[]> {
  return rowsOf<ApplicantSummary>(
    db,
    sql`with o as (${applicantOrders(s, orderStatus)}),
        c as (select s.* from order_services s join o on o.id = s.order_id)
      select
        count(*) filter (where o.status = 'Closed')::int as "oInvoiced",
        count(*) filter (where o.status = 'Completed')::int as "oCompleted",
        count(*) filter (where o.status = 'Cancelled')::int as "oCancelled",
        count(*) filter (where ${UNDER_WAY})::int as "oInProgress",
        (select count(*) from c where c.results_score = 'Consider')::int as "tWarnedScore",
        (select count(*) from c where c.results_score = 'Clear')::int as "tClearedScore",
        count(distinct o.applicant_user_id)::int as "totalApplicants",
        (select count(*) from c)::int as "totalChecks",
        (select count(*) from c where c.check_status = 'Cancelled')::int as "sCancelled"
      from o
      having count(*) > 0`,
  );
}

export interface ApplicantDetail {
  OrderID: number;
  Applicant: string;
  OrderStatus: string;
  Start: string;
  Completion: string;
  TotalOrder: number;
  sCancelled: number;
  Comments: string;
  Results: string;
  ReportLocation: string;
}

/**
 * Where a page of details ended (the last row's place in the details' order): its lodge time as PostgreSQL wrote it
 * (microseconds kept), its order, and for type 2 its check. The next page starts after it.
 */
export interface DetailPlace {
  lodged: string;
  orderId: number;
  checkId?: number;
}

/** One page of details: `limit` rows after `after` (none: the first page). */
export interface DetailPage {
  limit: number;
  after?: DetailPlace;
}

/** A page's rows, with each row's place (`_lodged`, `_check`) for the page after; plain details without a page. */
type Placed<R> = R & { _lodged?: string; _check?: number };

/** Type 1 details: one row per order, newest first; Results names each check's result ('PC Clear, CR Consider'). */
export async function applicantDetail(db: Db, s: ReportScope, orderStatus: string, page?: DetailPage): Promise<Placed<ApplicantDetail>[]> {
  const after = page?.after ? sql`and (o.lodged_at, o.id) < (${page.after.lodged}::timestamptz, ${page.after.orderId}::int)` : sql``;
  return rowsOf<Placed<ApplicantDetail>>(
    db,
    sql`with o as (${applicantOrders(s, orderStatus)})
      select
        o.id as "OrderID",
        trim(o.applicant_first_name || ' ' || o.applicant_surname) as "Applicant",
        o.status as "OrderStatus",
        ${wireDateTimeSql(sql`o.lodged_at`)} as "Start",
        ${wireDateTimeSql(sql`o.completed_at`)} as "Completion",
        o.total_order::float8 as "TotalOrder",
        (select count(*) from order_services c where c.order_id = o.id and c.check_status = 'Cancelled')::int as "sCancelled",
        o.comments as "Comments",
        coalesce((select string_agg(c.service_id || ' ' || c.results_score, ', ' order by c.id)
          from order_services c where c.order_id = o.id and c.results_score <> ''), '') as "Results",
        o.report_location as "ReportLocation"
        ${page ? sql`, o.lodged_at::text as "_lodged"` : sql``}
      from o
      where true ${after}
      order by o.lodged_at desc, o.id desc
      ${page ? sql`limit ${page.limit}` : sql``}`,
  );
}

/** How many orders type 1's details hold under the filter (a paged report's total). */
export async function applicantDetailCount(db: Db, s: ReportScope, orderStatus: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from (${applicantOrders(s, orderStatus)}) o`);
  return row?.n ?? 0;
}

/** Type 2: the checks of the period's orders, of the chosen service and check status. */
function servicesChecks(s: ReportScope, checkStatus: string): SQL {
  const service = s.serviceId === 'All' ? sql`true` : sql`c.service_id = ${s.serviceId}`;
  const status = checkStatus === 'All' ? sql`true` : sql`c.check_status = ${checkStatus}`;
  return sql`select c.*, o.applicant_user_id, o.applicant_first_name, o.applicant_surname, o.lodged_at
    from order_services c join orders o on o.id = c.order_id
    where ${s.orders} and ${orderInPeriod(s)} and ${service} and ${status}`;
}

export interface ServicesSummary {
  cCompleted: number;
  cCancelled: number;
  cInProgress: number;
  totalClearResults: number;
  totalConsiderResults: number;
  totalApplicants: number;
  totalDelays: number;
}

/** Type 2 summary: none when no check matches. Completed checks are Ready ones; every other open status is under way. */
export async function servicesSummary(db: Db, s: ReportScope, checkStatus: string): Promise<ServicesSummary[]> {
  return rowsOf<ServicesSummary>(
    db,
    sql`with c as (${servicesChecks(s, checkStatus)})
      select
        count(*) filter (where c.check_status = 'Ready')::int as "cCompleted",
        count(*) filter (where c.check_status = 'Cancelled')::int as "cCancelled",
        count(*) filter (where c.check_status not in ('Ready', 'Cancelled'))::int as "cInProgress",
        count(*) filter (where c.results_score = 'Clear')::int as "totalClearResults",
        count(*) filter (where c.results_score = 'Consider')::int as "totalConsiderResults",
        count(distinct c.applicant_user_id)::int as "totalApplicants",
        (select count(*) from service_delays d join c on c.id = d.order_service_id)::int as "totalDelays"
      from c
      having count(*) > 0`,
  );
}

export interface ServicesDetail {
  OrderID: number;
  Applicant: string;
  Service: string;
  CheckStatus: string;
  CheckStart: string;
  CheckCompletion: string;
  Delays: number;
  ResultsScore: string;
}

/** Type 2 details: one row per check (Delays: how many delays were recorded on it), newest order first. */
export async function servicesDetail(db: Db, s: ReportScope, checkStatus: string, page?: DetailPage): Promise<Placed<ServicesDetail>[]> {
  const place = page?.after;
  // Newest order first, an order's checks in their own order: (lodged, order) descending, then the check ascending.
  const after = place
    ? sql`and ((c.lodged_at, c.order_id) < (${place.lodged}::timestamptz, ${place.orderId}::int)
        or (c.lodged_at = ${place.lodged}::timestamptz and c.order_id = ${place.orderId}::int and c.id > ${place.checkId ?? 0}::int))`
    : sql``;
  return rowsOf<Placed<ServicesDetail>>(
    db,
    sql`with c as (${servicesChecks(s, checkStatus)})
      select
        c.order_id as "OrderID",
        trim(c.applicant_first_name || ' ' || c.applicant_surname) as "Applicant",
        v.service_name as "Service",
        c.check_status as "CheckStatus",
        ${wireDateTimeSql(sql`c.check_start`)} as "CheckStart",
        ${wireDateTimeSql(sql`c.check_completion`)} as "CheckCompletion",
        (select count(*) from service_delays d where d.order_service_id = c.id)::int as "Delays",
        c.results_score as "ResultsScore"
        ${page ? sql`, c.lodged_at::text as "_lodged", c.id as "_check"` : sql``}
      from c join services v on v.service_id = c.service_id
      where true ${after}
      order by c.lodged_at desc, c.order_id desc, c.id
      ${page ? sql`limit ${page.limit}` : sql``}`,
  );
}

/** How many checks type 2's details hold under the filter (a paged report's total). */
export async function servicesDetailCount(db: Db, s: ReportScope, checkStatus: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from (${servicesChecks(s, checkStatus)}) c`);
  return row?.n ?? 0;
}

export interface KpiFigures {
  Service: string;
  Total: number;
  PassedKPI1: number;
  ExcludedKPI1: number;
  FailedKPI1: number;
  KPI1FailPercent: number;
  KPI1PassPercent: number;
  PassedKPI2: number;
  ExcludedKPI2: number;
  FailedKPI2: number;
  KPI2FailPercent: number;
  KPI2PassPercent: number;
}

/** Business days (Monday to Friday) after `from`'s date up to and including `to`'s date, in Sydney. */
const businessDaysBetween = (from: SQL, to: SQL) =>
  sql`(select count(*) from generate_series(${sydneyDate(from)} + 1, ${sydneyDate(to)}, interval '1 day') g(d)
    where extract(isodow from g.d) < 6)`;

/** A share of the measured (not excluded) checks, in percent with one decimal; 0 when none was measured. */
const percent = (part: string, measured: string) =>
  sql.raw(`coalesce(round(100.0 * ${part} / nullif(${measured}, 0), 1), 0)::float8`);

/** Type 3: KPI1 and KPI2 per service over the checks completed in the period (see the head of this file). */
export async function kpiReport(db: Db, s: ReportScope): Promise<KpiFigures[]> {
  const applicantCauses = sql.join(APPLICANT_DELAY_CAUSES.map((cause) => sql`${cause}`), sql`, `);
  return rowsOf<KpiFigures>(
    db,
    sql`with c as (
        select c.id, v.service_name,
          exists (select 1 from service_delays d where d.order_service_id = c.id and d.cause in (${applicantCauses})) as excluded,
          ${businessDaysBetween(sql`c.check_start`, sql`c.check_completion`)} <= v.end_day as kpi1,
          ${businessDaysBetween(sql`coalesce(o.submitted_at, o.lodged_at)`, sql`c.check_start`)} <= 1 as kpi2
        from order_services c
        join orders o on o.id = c.order_id
        join services v on v.service_id = c.service_id
        where ${s.orders} and c.check_status = 'Ready' and c.check_start is not null and c.check_completion is not null
          and ${sydneyDate(sql`c.check_completion`)} between ${s.dateFrom}::date and ${s.dateTo}::date
      ),
      k as (
        select service_name as "Service",
          count(*)::int as total,
          count(*) filter (where excluded)::int as excluded,
          count(*) filter (where not excluded and kpi1)::int as passed1,
          count(*) filter (where not excluded and not kpi1)::int as failed1,
          count(*) filter (where not excluded and kpi2)::int as passed2,
          count(*) filter (where not excluded and not kpi2)::int as failed2
        from c group by service_name
      )
      select "Service", total as "Total",
        passed1 as "PassedKPI1", excluded as "ExcludedKPI1", failed1 as "FailedKPI1",
        ${percent('failed1', 'total - excluded')} as "KPI1FailPercent", ${percent('passed1', 'total - excluded')} as "KPI1PassPercent",
        passed2 as "PassedKPI2", excluded as "ExcludedKPI2", failed2 as "FailedKPI2",
        ${percent('failed2', 'total - excluded')} as "KPI2FailPercent", ${percent('passed2', 'total - excluded')} as "KPI2PassPercent"
      from k order by "Service"`,
  );
}

export interface DelayFigures {
  Service: string;
  Delay1: number;
  Delay2: number;
  Delay3: number;
  Delay4: number;
  Delay5: number;
  Total: number;
}

/** Type 4: the recorded delays of the period's orders' checks, per service and cause (Delay1..Delay5 = DELAY_CAUSES). */
export async function delaysReport(db: Db, s: ReportScope): Promise<DelayFigures[]> {
  const byCause = DELAY_CAUSES.map((cause, i) => sql`count(*) filter (where d.cause = ${cause})::int as ${sql.raw(`"Delay${i + 1}"`)}`);
  return rowsOf<DelayFigures>(
    db,
    sql`select v.service_name as "Service", ${sql.join(byCause, sql`, `)}, count(*)::int as "Total"
      from service_delays d
      join order_services c on c.id = d.order_service_id
      join orders o on o.id = c.order_id
      join services v on v.service_id = c.service_id
      where ${s.orders} and ${orderInPeriod(s)}
      group by v.service_name
      order by v.service_name`,
  );
}
