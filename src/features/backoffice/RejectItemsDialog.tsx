// The operator sends items of an application back to the applicant (issue 11, order-and-application §2.4): a dialog
// whose form is drawn by the engine from schemas/forms/reject-items.json: a list of items, each a field or a document
// of the order, the reason the applicant will read, and for a document whether another document is wanted instead of
// a new copy. Sent with POST /backoffice/orders/reject_items; the order goes On hold and the applicant is mailed.
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { Button, Callout, Dialog, Flex, Spinner } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { api, errorText } from '../../app/api';
import { notify } from '../../app/notices';
import { EngineForm, loadLocalForm, localFormChecks, type EngineFormData, type LocalForm } from '../../../widgets';

export interface RejectItemsDialogProps {
  orderId: number;
  /** The application's fields the applicant answered (the operator may send them back), with the label to show. */
  fields: ReadonlyArray<{ FieldID: string; label: string; FormSection?: string }>;
  /** The order's documents the operator may send back. */
  documents: ReadonlyArray<{ DocID: string; DocName: string }>;
  /** After the items were sent: the caller reloads the order. */
  onDone(): void;
  open: boolean;
  onOpenChange(open: boolean): void;
}

const FIELD_PREFIX = 'field:';
const DOCUMENT_PREFIX = 'document:';
const NO_RULES = {};

/**
 * The form's choices: each field and document of the order, told apart by a prefix of the value. A list as the engine
 * writes one (src/engine/schema.ts): the values an `enum`, the labels the uiSchema's `ui:enumNames` by value.
 */
function withItemChoices(form: LocalForm, fields: RejectItemsDialogProps['fields'], documents: RejectItemsDialogProps['documents']) {
  // A label two fields share ('Street' of two addresses) is told apart by its section.
  const shared = new Set(fields.filter((f, i) => fields.findIndex((g) => g.label === f.label) !== i).map((f) => f.label));
  const fieldLabel = (f: RejectItemsDialogProps['fields'][number]) =>
    shared.has(f.label) && f.FormSection ? `${f.label} (${f.FormSection})` : f.label || 'Untitled field';
  const choices = [
    ...fields.map((f) => ({ value: `${FIELD_PREFIX}${f.FieldID}`, label: `Field: ${fieldLabel(f)}` })),
    ...documents.map((d) => ({ value: `${DOCUMENT_PREFIX}${d.DocID}`, label: `Document: ${d.DocName}` })),
  ];
  const schema = structuredClone(form.schema) as RJSFSchema & {
    properties: { Items: { items: { properties: { Item: Record<string, unknown> } } } };
  };
  const uiSchema = structuredClone(form.uiSchema) as UiSchema & { Items: { items: { Item: Record<string, unknown> } } };
  if (choices.length > 0) {
    schema.properties.Items.items.properties.Item.enum = choices.map((c) => c.value);
    uiSchema.Items.items.Item['ui:enumNames'] = Object.fromEntries(choices.map((c) => [c.value, c.label]));
  }
  return { schema: schema as RJSFSchema, uiSchema: uiSchema as UiSchema };
}

interface ItemData {
  Item?: string;
  Reason?: string;
  Replace?: 'Y' | 'N';
}

/** The request's items from the form data (Replace counts for documents only). */
export function itemsOf(data: EngineFormData) {
  const items = (Array.isArray(data.Items) ? data.Items : []) as ItemData[];
  return items.map((item) => {
    const value = item.Item ?? '';
    const reason = (item.Reason ?? '').trim();
    if (value.startsWith(DOCUMENT_PREFIX)) {
      return { DocID: value.slice(DOCUMENT_PREFIX.length), Reason: reason, Replace: item.Replace === 'Y' ? ('Y' as const) : ('N' as const) };
    }
    return { FieldID: value.slice(FIELD_PREFIX.length), Reason: reason, Replace: 'N' as const };
  });
}

export function RejectItemsDialog({ orderId, fields, documents, onDone, open, onOpenChange }: RejectItemsDialogProps) {
  const { data: loaded, error: loadError } = useSWR<LocalForm, Error>(open ? ['local-form', 'reject-items'] : null, () => loadLocalForm('reject-items'), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  const form = useMemo(() => (loaded ? { ...withItemChoices(loaded, fields, documents), ...localFormChecks(NO_RULES) } : null), [loaded, fields, documents]);
  const [data, setData] = useState<EngineFormData>({ Items: [{ Replace: 'N' }] });
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = async (submitted: EngineFormData) => {
    setSending(true);
    setRefusal(null);
    try {
      const answer = await api.call('POST /backoffice/orders/reject_items', { body: { orderID: orderId, Items: itemsOf(submitted) } });
      notify(`Sent back to the applicant. The order is ${answer.orderStatus}.`, 'success');
      setData({ Items: [{ Replace: 'N' }] });
      onOpenChange(false);
      onDone();
    } catch (error) {
      // What was typed stays in the form.
      setRefusal(errorText(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="620px">
        {/* An h2, so the list's own title (an h3, as the engine draws titles below a page's sections) follows in order. */}
        <Dialog.Title as="h2">Send items back to the applicant</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          The order goes On hold and the applicant is emailed a link to correct these items. Each reason is shown to
          them beside the item.
        </Dialog.Description>
        {loadError ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>The form could not be loaded. Please try later.</Callout.Text>
          </Callout.Root>
        ) : !form ? (
          <Flex justify="center" py="4">
            <Spinner aria-label="Loading the form" />
          </Flex>
        ) : (
          <EngineForm
            id={`reject-items-${orderId}`}
            schema={form.schema}
            uiSchema={form.uiSchema}
            formData={data}
            onChange={setData}
            customValidate={form.customValidate}
            transformErrors={form.transformErrors}
            onSubmit={(submitted) => void send(submitted)}
            disabled={sending}
          >
            {refusal && (
              <Callout.Root color="red" role="alert" mb="3">
                <Callout.Icon>
                  <ExclamationTriangleIcon />
                </Callout.Icon>
                <Callout.Text>{refusal}</Callout.Text>
              </Callout.Root>
            )}
            <Flex gap="3" justify="end" wrap="wrap">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={sending}>
                {sending && <Spinner size="1" />}
                Send back
              </Button>
            </Flex>
          </EngineForm>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
