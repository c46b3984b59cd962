// The filter card of a report (portal §2 "Report details", §5): drawn by the engine from
// schemas/forms/report-filter.json. From and To are required (first of the month to today at first, §9); the client
// choice only when the caller picks among clients (SearchClient '1' and a client list); the service (with All) and the
// status only for types 1 and 2, where a service is required: 'Please select a service.'
import { useMemo } from 'react';
import { Button, Callout, Card, Flex, Heading } from '@radix-ui/themes';
import { EngineForm, type EngineFormData } from '../../../widgets';
import { useLocalForm } from '../../../widgets/useLocalForm';
import type { LocalFormRules } from '../../../widgets/loadLocalForm';
import { PERIOD_REVERSED, textValues, withChoices, withoutProperties } from '../../engine';
import { useApi } from '../../app/useApi';
import { RESULT_MESSAGES } from '../../app/result-messages';
import { currentMonthSoFar } from '../../app/period';
import type { SessionUser } from '../../app/session';
import type { ReportType } from './reportTypes';
import type { ReportFilter } from './useReport';
import { Loading } from '../../app/Loading';

export const REPORT_MESSAGES = {
  selectService: 'Please select a service.',
  datesOrder: PERIOD_REVERSED,
} as const;

const RULES: LocalFormRules = {
  requiredMessages: { serviceId: REPORT_MESSAGES.selectService },
  violations: (data) =>
    typeof data.dateFrom === 'string' && typeof data.dateTo === 'string' && data.dateFrom > data.dateTo
      ? [{ key: 'dateTo', path: ['dateTo'], message: REPORT_MESSAGES.datesOrder }]
      : [],
};

/** The filter as the form reported it: its texts (a field holding none is left out, as an unset filter). */
function reportFilterOf(data: EngineFormData): ReportFilter {
  const keys = ['dateFrom', 'dateTo', 'clientId', 'serviceId', 'orderStatus', 'checkStatus'] as const;
  const { dateFrom = '', dateTo = '', ...rest } = textValues(data, keys);
  return { dateFrom, dateTo, ...rest };
}

/** Portal §9: the default period is the first day of the current month to today. */
export function defaultPeriod(now = new Date()): Pick<ReportFilter, 'dateFrom' | 'dateTo'> {
  const { from, to } = currentMonthSoFar(now);
  return { dateFrom: from, dateTo: to };
}

export interface ReportFilterFormProps {
  report: ReportType;
  user: SessionUser;
  filter: ReportFilter;
  busy: boolean;
  onSearch(filter: ReportFilter): void;
}

export function ReportFilterForm({ report, user, filter, busy, onSearch }: ReportFilterFormProps) {
  const { form, error: formError } = useLocalForm('report-filter', RULES);
  const picksClient = user.dashboardInfo.SearchClient === '1';
  const clients = useApi('GET /utilities/get_clients/:clientId', picksClient ? { clientId: user.dashboardInfo.ClientID } : null);
  const services = useApi('GET /services/by_user/:userId', report.byService ? { userId: String(user.Id) } : null);

  const drawn = useMemo(() => {
    if (!form || (picksClient && !clients.data && !clients.error) || (report.byService && !services.data)) return null;
    const clientList = clients.data ?? [];
    const dropped = [
      ...(picksClient && clientList.length > 0 ? [] : ['clientId']),
      ...(report.byService ? [] : ['serviceId']),
      ...(report.status === 'orderStatus' ? [] : ['orderStatus']),
      ...(report.status === 'checkStatus' ? [] : ['checkStatus']),
    ];
    let listed = form;
    if (!dropped.includes('clientId')) {
      listed = withChoices(listed, 'clientId', clientList.map((c) => ({ value: String(c.ClientID), label: c.CompanyName })));
    }
    if (report.byService) {
      const choices = [{ value: 'All', label: 'All' }, ...(services.data ?? []).map((s) => ({ value: s.ServiceID, label: s.ServiceName }))];
      listed = withChoices(listed, 'serviceId', choices);
    }
    return withoutProperties(listed.schema as Record<string, unknown>, listed.uiSchema as Record<string, unknown>, dropped);
  }, [form, picksClient, clients.data, clients.error, report, services.data]);

  if (formError || services.error) {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>The filters could not be loaded. {RESULT_MESSAGES.failed}</Callout.Text>
      </Callout.Root>
    );
  }
  return (
    <Card size="2" className="report-filter">
      <Heading as="h2" size="3" mb="3">
        Orders completion period
      </Heading>
      {!form || !drawn ? <Loading what="Loading the filters…" /> : (
        <EngineForm
          id={`report-filter-${report.id}`}
          schema={drawn.schema}
          uiSchema={drawn.uiSchema}
          formData={filter}
          customValidate={form.customValidate}
          transformErrors={form.transformErrors}
          onSubmit={(data) => onSearch(reportFilterOf(data))}
        >
          <Flex mt="3">
            <Button type="submit" loading={busy}>
              Search
            </Button>
          </Flex>
        </EngineForm>
      )}
    </Card>
  );
}
