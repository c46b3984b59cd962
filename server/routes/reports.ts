// The four client reports (portal §3 types 1-4, §7 "Reports and deals"). Access is declared in schemas/api/reports.ts
// (client users; userID is the caller; Client, when chosen, one the caller orders for); the figures are SQL aggregates
// in server/db/report-queries.ts. Here: the filter's rules the schema cannot say, and the caller's reach as SQL.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Handlers } from '../contract';
import type { Db } from '../db';
import { clientServices, orders } from '../db/schema';
import { callerOf, type Caller } from '../auth/guard';
import { ordersVisibleTo } from '../auth/order-access';
import { badRequest } from '../http';
import { isCalendarDate } from './query-checks';
import { decodeDetailPlace, encodeDetailPlace } from '../domain/report-page';
import {
  applicantDetail,
  applicantDetailCount,
  applicantSummary,
  delaysReport,
  kpiReport,
  servicesDetail,
  servicesDetailCount,
  servicesSummary,
  type DetailPlace,
  type ReportScope,
} from '../db/report-queries';
import { REPORT_PAGE, type reportRoutes } from '../../schemas/api/reports';
import { PERIOD_REVERSED, periodDateInvalid } from '../../src/engine/messages';

interface ReportFilter {
  DateFrom: string;
  DateTo: string;
  Client?: number | string;
  ServiceID?: string;
}

/**
 * The orders (alias `o`) of the caller's reach: those it may see (its company's, and an agency's those it placed), of
 * the chosen client when one is chosen (the guard has checked it is one the caller orders for). With none chosen the
 * report covers the caller's own ClientID (portal §6), which is the same reach.
 */
function reachOf(caller: Caller, client: number | null): SQL {
  const visible = sql`o.id in (select ${orders.id} from ${orders} where ${ordersVisibleTo(caller)})`;
  return client === null ? visible : sql`${visible} and o.client_id = ${client}`;
}

/** A service of the caller's contract or of the chosen client's. */
async function serviceProblem(db: Db, caller: Caller, client: number | null, serviceId: string): Promise<string | null> {
  if (serviceId === 'All') return null;
  const companies = [caller.clientId ?? 0, ...(client === null ? [] : [client])];
  const [found] = await db
    .select({ id: clientServices.serviceId })
    .from(clientServices)
    .where(and(eq(clientServices.serviceId, serviceId), inArray(clientServices.clientId, companies)))
    .limit(1);
  return found ? null : `ServiceID '${serviceId}' is not a service you may order.`;
}

async function scopeOf(db: Db, caller: Caller, filter: ReportFilter): Promise<ReportScope> {
  for (const [end, value] of [['From', filter.DateFrom], ['To', filter.DateTo]] as const) {
    if (!isCalendarDate(value)) throw badRequest(periodDateInvalid(end));
  }
  if (filter.DateFrom > filter.DateTo) throw badRequest(PERIOD_REVERSED);
  const client = filter.Client === undefined || filter.Client === '' ? null : Number(filter.Client);
  const serviceId = filter.ServiceID ?? 'All';
  const problem = await serviceProblem(db, caller, client, serviceId);
  if (problem) throw badRequest(problem);
  return { orders: reachOf(caller, client), dateFrom: filter.DateFrom, dateTo: filter.DateTo, serviceId };
}

interface PageAsked {
  Limit?: number;
  After?: string;
}

/**
 * One page of details: a row more than asked shows whether a page follows; the total with the first page only (the
 * pages after it keep the first page's). Each row's place (`_lodged`, `_check`) makes `next` and is not sent.
 */
async function detailPage<R extends object>(
  asked: PageAsked,
  withCheck: boolean,
  read: (page: { limit: number; after?: DetailPlace }) => Promise<Array<R & { _lodged?: string; _check?: number; OrderID: number }>>,
  count: () => Promise<number>,
) {
  const limit = asked.Limit ?? REPORT_PAGE;
  const after = asked.After === undefined ? undefined : decodeDetailPlace(asked.After, withCheck);
  const [found, total] = await Promise.all([read({ limit: limit + 1, after }), after === undefined ? count() : undefined]);
  const rows = found.slice(0, limit);
  const last = rows[rows.length - 1];
  const next =
    found.length > limit && last
      ? encodeDetailPlace({ lodged: last._lodged!, orderId: last.OrderID, ...(withCheck ? { checkId: last._check! } : {}) })
      : '';
  return {
    rows: rows.map(({ _lodged, _check, ...row }) => row),
    next,
    ...(total === undefined ? {} : { total }),
  };
}

export function reportHandlers(ctx: AppContext): Handlers<typeof reportRoutes> {
  const { db } = ctx;
  const scope = (request: { body: ReportFilter }, caller: Caller) => scopeOf(db, caller, request.body);
  return {
    'POST /reports/client_dashboard_applicant_summary': async (request) =>
      applicantSummary(db, await scope(request, callerOf(request)), request.body.OrderStatus),
    'POST /reports/client_dashboard_applicant_detail': async (request) =>
      applicantDetail(db, await scope(request, callerOf(request)), request.body.OrderStatus),
    'POST /reports/client_dashboard_applicant_detail_page': async (request) => {
      const s = await scope(request, callerOf(request));
      const status = request.body.OrderStatus;
      return detailPage(request.body, false, (page) => applicantDetail(db, s, status, page), () => applicantDetailCount(db, s, status));
    },
    'POST /reports/client_dashboard_services_summary': async (request) =>
      servicesSummary(db, await scope(request, callerOf(request)), request.body.CheckStatus),
    'POST /reports/client_dashboard_services_detail': async (request) =>
      servicesDetail(db, await scope(request, callerOf(request)), request.body.CheckStatus),
    'POST /reports/client_dashboard_services_detail_page': async (request) => {
      const s = await scope(request, callerOf(request));
      const status = request.body.CheckStatus;
      return detailPage(request.body, true, (page) => servicesDetail(db, s, status, page), () => servicesDetailCount(db, s, status));
    },
    'POST /reports/client_kpi': async (request) => kpiReport(db, await scope(request, callerOf(request))),
    'POST /reports/client_delays': async (request) => delaysReport(db, await scope(request, callerOf(request))),
  };
}
