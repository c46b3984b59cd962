// A report's answer for one search: the summary and the details of types 1 and 2 (two calls side by side), the one
// table of types 3 and 4. Nothing is asked until the first search; a new search replaces the answer.
import useSWR from 'swr';
import { api, type ApiError } from '../../app/api';
import type { BodyOf } from '../../../schemas/api';
import type { ReportTypeId } from './reportTypes';

type OrderStatus = BodyOf<'POST /reports/client_dashboard_applicant_summary'>['OrderStatus'];
type CheckStatus = BodyOf<'POST /reports/client_dashboard_services_summary'>['CheckStatus'];

/** The filter as the form holds it (schemas/forms/report-filter.json). */
// A type, not an interface: it then passes as EngineForm's formData (a Record) as it is.
export type ReportFilter = {
  dateFrom: string;
  dateTo: string;
  clientId?: string;
  serviceId?: string;
  orderStatus?: string;
  checkStatus?: string;
};

export type ReportRow = Record<string, string | number>;

export interface ReportAnswer {
  summary: ReportRow[];
  /** Types 3 and 4: every row. Types 1 and 2: the first page of the details; `pages` says how many and what follows. */
  details: ReportRow[];
  pages?: DetailPages;
}

/** The details of types 1 and 2 come a page at a time (issue 31: a large client's thousands of rows). */
export interface DetailPages {
  /** Rows of the whole details under the filter. */
  total: number;
  /** Give as `after` for the page after the first ('' when there is none). */
  next: string;
}

export interface DetailPage {
  rows: ReportRow[];
  next: string;
}

function periodOf(userID: number | string, filter: ReportFilter) {
  return { userID, DateFrom: filter.dateFrom, DateTo: filter.dateTo, Client: filter.clientId ?? '' };
}
const applicantBody = (userID: number | string, filter: ReportFilter) => ({
  ...periodOf(userID, filter),
  ServiceID: filter.serviceId ?? 'All',
  OrderStatus: (filter.orderStatus ?? 'All') as OrderStatus,
});
const servicesBody = (userID: number | string, filter: ReportFilter) => ({
  ...periodOf(userID, filter),
  ServiceID: filter.serviceId ?? 'All',
  CheckStatus: (filter.checkStatus ?? 'All') as CheckStatus,
});

/** One page of type 1's or type 2's details: the first without `after`. */
async function detailPage(type: 1 | 2, userID: number | string, filter: ReportFilter, after?: string) {
  const page = after === undefined ? {} : { After: after };
  return type === 1
    ? api.call('POST /reports/client_dashboard_applicant_detail_page', { body: { ...applicantBody(userID, filter), ...page } })
    : api.call('POST /reports/client_dashboard_services_detail_page', { body: { ...servicesBody(userID, filter), ...page } });
}

/** The page of details after `after` (DetailsPages.tsx pages with it). */
export async function fetchDetailPage(type: 1 | 2, userID: number | string, filter: ReportFilter, after: string): Promise<DetailPage> {
  const { rows, next } = await detailPage(type, userID, filter, after);
  return { rows, next };
}

/** Every row of the details, for the CSV export (which stays whole): the spec's calls, one answer. */
export async function fetchWholeDetails(type: ReportTypeId, userID: number | string, filter: ReportFilter): Promise<ReportRow[]> {
  switch (type) {
    case 1:
      return api.call('POST /reports/client_dashboard_applicant_detail', { body: applicantBody(userID, filter) });
    case 2:
      return api.call('POST /reports/client_dashboard_services_detail', { body: servicesBody(userID, filter) });
    case 3:
      return api.call('POST /reports/client_kpi', { body: periodOf(userID, filter) });
    case 4:
      return api.call('POST /reports/client_delays', { body: periodOf(userID, filter) });
  }
}

async function fetchReport(type: ReportTypeId, userID: number | string, filter: ReportFilter): Promise<ReportAnswer> {
  switch (type) {
    case 1: {
      const [summary, first] = await Promise.all([
        api.call('POST /reports/client_dashboard_applicant_summary', { body: applicantBody(userID, filter) }),
        detailPage(1, userID, filter),
      ]);
      return { summary, details: first.rows, pages: { total: first.total ?? first.rows.length, next: first.next } };
    }
    case 2: {
      const [summary, first] = await Promise.all([
        api.call('POST /reports/client_dashboard_services_summary', { body: servicesBody(userID, filter) }),
        detailPage(2, userID, filter),
      ]);
      return { summary, details: first.rows, pages: { total: first.total ?? first.rows.length, next: first.next } };
    }
    case 3:
    case 4:
      return { summary: [], details: await fetchWholeDetails(type, userID, filter) };
  }
}

/** `filter` null: no search yet. */
export function useReport(type: ReportTypeId, userID: number | string | undefined, filter: ReportFilter | null) {
  const key = filter && userID !== undefined ? ['report', type, userID, JSON.stringify(filter)] : null;
  return useSWR<ReportAnswer, ApiError>(key, () => fetchReport(type, userID!, filter!), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
