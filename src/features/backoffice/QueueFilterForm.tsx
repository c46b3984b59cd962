// The queue's filters (issues 11 and 31): drawn by the engine from schemas/forms/backoffice-filters.json, with the
// clients and services of GET /backoffice/options put in as choices. The form has no submit: each committed change (a
// choice, or typing after a short pause) filters the queue. Its values are the page's URL (QueuePage).
import { useMemo } from 'react';
import { Callout } from '@radix-ui/themes';
import { EngineForm } from '../../../widgets';
import { useLocalForm } from '../../../widgets/useLocalForm';
import { withChoices } from '../../engine';
import { useApi } from '../../app/useApi';
import { DEFAULT_SORT, filtersOf, type QueueFilters } from './queueQuery';
import { Loading } from '../../app/Loading';
import { FilterPanel } from '../../app/FilterPanel';

export interface QueueFilterFormProps {
  filters: QueueFilters;
  onChange(filters: QueueFilters): void;
}

export function QueueFilterForm({ filters, onChange }: QueueFilterFormProps) {
  const { form, error: formError } = useLocalForm('backoffice-filters');
  const options = useApi('GET /backoffice/options', {});
  const listed = useMemo(() => {
    if (!form || !options.data) return null;
    const { clients, services } = options.data;
    const withClients = withChoices(form, 'clientId', clients.map((c) => ({ value: String(c.ClientID), label: c.CompanyName })));
    return withChoices(withClients, 'serviceId', services.map((s) => ({ value: s.ServiceID, label: s.ServiceName })));
  }, [form, options.data]);

  if (formError || options.error) {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>The filters could not be loaded. {options.error?.message ?? 'Please try later.'}</Callout.Text>
      </Callout.Root>
    );
  }
  // On a phone the nine filters wait behind their summary.
  return (
    <FilterPanel className="bo-filters" summary="Filters">
      {!listed ? <Loading what="Loading the filters…" /> : (
        <EngineForm
          id="backoffice-filters"
          schema={listed.schema}
          uiSchema={listed.uiSchema}
          // The sort shown when none is chosen is the default one.
          formData={{ sort: DEFAULT_SORT, ...filters }}
          // The direction is the table headers' (the form has none): kept as the form changes.
          onChange={(data) => onChange(filtersOf({ ...data, dir: filters.dir }))}
        />
      )}
    </FilterPanel>
  );
}
