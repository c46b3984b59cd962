// The dashboard's search form (portal §2, §3 "Search options"): drawn by the engine from
// schemas/forms/dashboard-filters.json, with the services of GET /services/by_user/{userId} and, for a user who may
// search by client (SearchClient '1'), the clients of GET /utilities/get_clients/{clientId} put in as choices; the
// client filter is taken out for everyone else. No submit: each committed change filters the table at once.
import { memo, useMemo } from 'react';
import { Callout } from '@radix-ui/themes';
import { EngineForm } from '../../../widgets';
import { useLocalForm } from '../../../widgets/useLocalForm';
import { withChoices, withoutProperties } from '../../engine';
import { useApi } from '../../app/useApi';
import type { DashboardInfo } from '../../app/session';
import { filtersOf, type DashboardFilters } from './dashboardFilters';
import { Loading } from '../../app/Loading';
import { FilterPanel } from '../../app/FilterPanel';

export interface DashboardFilterFormProps {
  userId: number | string;
  dashboardInfo: DashboardInfo;
  /** The filters the form starts with; it keeps its own values from then on. */
  initialFilters: DashboardFilters;
  /** Should keep its identity (a state setter): the form is memoised. */
  onChange(filters: DashboardFilters): void;
}

/** Memoised: a search redraws the table, not the form that made it. */
export const DashboardFilterForm = memo(function DashboardFilterForm({ userId, dashboardInfo, initialFilters, onChange }: DashboardFilterFormProps) {
  const searchClient = dashboardInfo.SearchClient === '1';
  const { form, error: formError } = useLocalForm('dashboard-filters');
  const services = useApi('GET /services/by_user/:userId', { userId: String(userId) });
  const clients = useApi('GET /utilities/get_clients/:clientId', searchClient ? { clientId: String(dashboardInfo.ClientID) } : null);

  const drawn = useMemo(() => {
    if (!form || !services.data || (searchClient && !clients.data)) return null;
    const listed = withChoices(form, 'ServiceID', services.data.map((s) => ({ value: s.ServiceID, label: s.ServiceName })));
    if (searchClient && clients.data) {
      return withChoices(listed, 'ClientID', clients.data.map((c) => ({ value: String(c.ClientID), label: c.CompanyName })));
    }
    // Portal §2: the client filter only when SearchClient is '1'.
    return withoutProperties(listed.schema as Record<string, unknown>, listed.uiSchema as Record<string, unknown>, ['ClientID']);
  }, [form, services.data, clients.data, searchClient]);

  if (formError || services.error || clients.error) {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>The search could not be loaded. {(services.error ?? clients.error)?.message ?? 'Please try later.'}</Callout.Text>
      </Callout.Root>
    );
  }
  return (
    <FilterPanel className="dash-filters" summary="Search orders">
      {!drawn ? <Loading what="Loading the search…" /> : (
        <EngineForm
          id="dashboard-filters"
          schema={drawn.schema}
          uiSchema={drawn.uiSchema}
          formData={initialFilters}
          onChange={(data) => onChange(filtersOf(data))}
        />
      )}
    </FilterPanel>
  );
});
