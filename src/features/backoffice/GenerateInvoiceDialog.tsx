// Generate an invoice (issue 12): the client and the period of completed orders, drawn by the engine from
// schemas/forms/backoffice-invoice.json with the clients of GET /backoffice/options as choices. The outcome stays in
// the dialog: the invoice made (its id, orders, total, due date), or the server's sentence (nothing to bill, a bad
// period) with the form still filled.
import { useCallback, useMemo, useState } from 'react';
import { Button, Callout, Dialog, Flex } from '@radix-ui/themes';
import { EngineForm } from '../../../widgets';
import { useLocalForm } from '../../../widgets/useLocalForm';
import { withChoices } from '../../engine';
import { api } from '../../app/api';
import { audText } from '../../app/invoices';
import { currentMonthSoFar } from '../../app/period';
import { useApi } from '../../app/useApi';
import type { ReplyOf } from '../../../schemas/api';
import { FormLoading } from '../../app/FormLoading';
import { RefusalCallout } from '../../app/RefusalCallout';
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
  const schema = useMemo(
    () =>
      form && options.data
        ? withChoices(form.schema as Record<string, unknown>, 'ClientID', options.data.clients.map((c) => ({ value: String(c.ClientID), label: c.CompanyName })))
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
    <Dialog.Content maxWidth="520px">
      <Dialog.Title>Generate an invoice</Dialog.Title>
      <Dialog.Description size="2" color="gray" mb="3">
        Bills the client&apos;s orders completed in the period and not invoiced yet, at the prices stored on them plus GST,
        Closes them and emails the client.
      </Dialog.Description>
      <RefusalCallout text={action.error} />
      {made ? (
        <Callout.Root color="green" highContrast role="status" mb="3">
          <Callout.Text>
            {made.InvoiceID} for {made.ClientName}: {made.Orders} order{made.Orders === 1 ? '' : 's'} from {made.BillingPeriod},{' '}
            {audText(made.TotalAmount)} including GST, due {made.DueDate}.
          </Callout.Text>
        </Callout.Root>
      ) : null}
      {!schema || !form ? (
        <FormLoading failed={formError !== undefined || options.error !== undefined} />
      ) : (
        <EngineForm
          id="generate-invoice"
          schema={schema}
          uiSchema={form.uiSchema}
          formData={data}
          onChange={setData}
          transformErrors={form.transformErrors}
          customValidate={form.customValidate}
          disabled={action.busy}
          onSubmit={(values) => void action.run(values)}
        >
          <Flex gap="3" justify="end" wrap="wrap">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray">
                {made ? 'Close' : 'Cancel'}
              </Button>
            </Dialog.Close>
            <Button type="submit" loading={action.busy}>
              Generate invoice
            </Button>
          </Flex>
        </EngineForm>
      )}
    </Dialog.Content>
  );
}
