// Generate an invoice (issue 12): the client and the period of completed orders, drawn by the engine from
// schemas/forms/backoffice-invoice.json with the clients of GET /backoffice/options as choices. The outcome stays in
// the dialog: the invoice made (its id, orders, total, due date), or the server's sentence (nothing to bill, a bad
// period) with the form still filled.
import { useCallback, useMemo, useState } from 'react';
import { Callout } from '@radix-ui/themes';
import { useLocalForm } from '../../../widgets/useLocalForm';
import { withChoices } from '../../engine';
import { api } from '../../app/api';
import { audText } from '../../app/invoices';
import { currentMonthSoFar } from '../../app/period';
import { useApi } from '../../app/useApi';
import type { ReplyOf } from '../../../schemas/api';
import { EngineFormDialog } from '../../app/EngineFormDialog';
import { useAction } from '../../app/useAction';

type Generated = ReplyOf<'POST /backoffice/invoices/generate'>;

export function GenerateInvoiceDialog({ onGenerated }: { onGenerated(): void }) {
  const { form, error: formError } = useLocalForm('backoffice-invoice');
  const options = useApi('GET /backoffice/options', {});
  const [data, setData] = useState<Record<string, unknown>>(() => {
    const { from, to } = currentMonthSoFar();
    return { DateFrom: from, DateTo: to };
  });
  const [made, setMade] = useState<Generated | null>(null);
  // The client choices come from the server: the form shows once both are here.
  const withClients = useMemo(
    () =>
      form && options.data
        ? withChoices(form, 'ClientID', options.data.clients.map((c) => ({ value: String(c.ClientID), label: c.CompanyName })))
        : null,
    [form, options.data],
  );
  const generate = useCallback(
    async (values: Record<string, unknown>) => {
      setMade(null);
      const answer = await api.call('POST /backoffice/invoices/generate', {
        body: { ClientID: String(values.ClientID), DateFrom: String(values.DateFrom), DateTo: String(values.DateTo) },
      });
      setMade(answer);
    },
    [],
  );
  const action = useAction(generate, onGenerated);

  return (
    <EngineFormDialog
      id="generate-invoice"
      title="Generate an invoice"
      description="Bills the client's orders completed in the period and not invoiced yet, at the prices stored on them plus GST, Closes them and emails the client."
      form={withClients}
      formFailed={formError !== undefined || options.error !== undefined}
      formData={data}
      onChange={setData}
      action={action}
      submitLabel="Generate invoice"
      cancelLabel={made ? 'Close' : 'Cancel'}
    >
      {made ? (
        <Callout.Root color="green" highContrast role="status" mb="3">
          <Callout.Text>
            {made.InvoiceID} for {made.ClientName}: {made.Orders} order{made.Orders === 1 ? '' : 's'} from {made.BillingPeriod},{' '}
            {audText(made.TotalAmount)} including GST, due {made.DueDate}.
          </Callout.Text>
        </Callout.Root>
      ) : null}
    </EngineFormDialog>
  );
}
