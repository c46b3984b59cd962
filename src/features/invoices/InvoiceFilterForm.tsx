// The invoices search (portal §2 "Invoices"): From and To (required) and the status radio All / Due / Paid, drawn by
// the engine from schemas/forms/invoice-filters.json; Search sends them. A period that ends before it starts is
// refused in the form with the engine's other messages.
import { Button, Flex, Text } from '@radix-ui/themes';
import { EngineForm, type EngineFormData } from '../../../widgets';
import { useLocalForm } from '../../../widgets/useLocalForm';
import type { LocalFormRules } from '../../../widgets/loadLocalForm';
import { Loading } from '../../app/Loading';
import { PERIOD_REVERSED } from '../../engine';

// A type, not an interface: it then passes as EngineForm's formData (a Record) as it is.
export type InvoiceFilters = {
  DateFrom: string;
  DateTo: string;
  Status: InvoiceStatus;
};
type InvoiceStatus = 'All' | 'Due' | 'Paid';
const STATUSES: readonly InvoiceStatus[] = ['All', 'Due', 'Paid'];

/** The filters as the form reported them (its schema requires all three; a missing date reads '', a status 'All'). */
function invoiceFiltersOf(data: EngineFormData): InvoiceFilters {
  const text = (key: string) => (typeof data[key] === 'string' ? data[key] : '');
  return { DateFrom: text('DateFrom'), DateTo: text('DateTo'), Status: STATUSES.find((s) => s === data.Status) ?? 'All' };
}


const RULES: LocalFormRules = {
  violations: (data) => {
    const { DateFrom, DateTo } = invoiceFiltersOf(data);
    return DateFrom && DateTo && DateFrom > DateTo ? [{ key: 'DateTo', path: ['DateTo'], message: PERIOD_REVERSED }] : [];
  },
};

export interface InvoiceFilterFormProps {
  filters: InvoiceFilters;
  busy: boolean;
  onSearch(filters: InvoiceFilters): void;
}

export function InvoiceFilterForm({ filters, busy, onSearch }: InvoiceFilterFormProps) {
  const { form, error } = useLocalForm('invoice-filters', RULES);
  if (error) {
    return (
      <Text as="p" color="red" role="alert">
        The search could not be loaded. Please try later.
      </Text>
    );
  }
  if (!form) {
    return <Loading what="Loading the search…" />;
  }
  return (
    <EngineForm
      id="invoice-filters"
      schema={form.schema}
      uiSchema={form.uiSchema}
      formData={filters}
      customValidate={form.customValidate}
      transformErrors={form.transformErrors}
      onSubmit={(data) => onSearch(invoiceFiltersOf(data))}
    >
      <Flex justify="end">
        <Button type="submit" loading={busy}>
          Search
        </Button>
      </Flex>
    </EngineForm>
  );
}
