// The invoices search (portal §2 "Invoices"): From and To (required) and the status radio All / Due / Paid, drawn by
// the engine from schemas/forms/invoice-filters.json; Search sends them. A period that ends before it starts is
// refused in the form with the engine's other messages.
import { Button, Flex, Spinner, Text } from '@radix-ui/themes';
import { EngineForm } from '../../../widgets';
import { useLocalForm } from '../../../widgets/useLocalForm';
import type { LocalFormRules } from '../../../widgets/loadLocalForm';

export interface InvoiceFilters {
  DateFrom: string;
  DateTo: string;
  Status: 'All' | 'Due' | 'Paid';
}

export const PERIOD_REVERSED = 'The end date must be on or after the start date.';

const RULES: LocalFormRules = {
  violations: (data) => {
    const { DateFrom, DateTo } = data as Partial<InvoiceFilters>;
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
    return (
      <Flex align="center" gap="2" role="status">
        <Spinner />
        <Text color="gray">Loading the search…</Text>
      </Flex>
    );
  }
  return (
    <EngineForm
      id="invoice-filters"
      schema={form.schema}
      uiSchema={form.uiSchema}
      formData={filters as unknown as Record<string, unknown>}
      customValidate={form.customValidate}
      transformErrors={form.transformErrors}
      onSubmit={(data) => onSearch(data as unknown as InvoiceFilters)}
    >
      <Flex justify="end">
        <Button type="submit" loading={busy}>
          Search
        </Button>
      </Flex>
    </EngineForm>
  );
}
