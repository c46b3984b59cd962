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
  details: ReportRow[];
}

async function fetchReport(type: ReportTypeId, userID: number | string, filter: ReportFilter): Promise<ReportAnswer> {
  const period = { userID, DateFrom: filter.dateFrom, DateTo: filter.dateTo, Client: filter.clientId ?? '' };
  const ServiceID = filter.serviceId ?? 'All';
  switch (type) {
    case 1: {
      const body = { ...period, ServiceID, OrderStatus: (filter.orderStatus ?? 'All') as OrderStatus };
      const [summary, details] = await Promise.all([
        api.call('POST /reports/client_dashboard_applicant_summary', { body }),
        api.call('POST /reports/client_dashboard_applicant_detail', { body }),
      ]);
      return { summary, details };
    }
    case 2: {
      const body = { ...period, ServiceID, CheckStatus: (filter.checkStatus ?? 'All') as CheckStatus };
      const [summary, details] = await Promise.all([
        api.call('POST /reports/client_dashboard_services_summary', { body }),
        api.call('POST /reports/client_dashboard_services_detail', { body }),
      ]);
      return { summary, details };
    }
    case 3:
      return { summary: [], details: await api.call('POST /reports/client_kpi', { body: period }) };
    case 4:
      return { summary: [], details: await api.call('POST /reports/client_delays', { body: period }) };
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
