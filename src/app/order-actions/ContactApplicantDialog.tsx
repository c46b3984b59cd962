// Contact applicant (portal §2 "Modals", §5 "Contact applicant", §7): what the server says the message will be (from
// the caller, to the applicant's email on the order, its subject), then the subject and the message drawn by the engine
// from schemas/forms/contact-applicant.json. The server mails it through its queue and keeps it on the order.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Box, Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { EngineForm } from '../../../widgets';
import { useLocalForm } from '../../../widgets/useLocalForm';
import { api, errorText } from '../api';
import { FormLoading } from '../FormLoading';
import { RefusalCallout } from '../RefusalCallout';
import { useAction } from '../useAction';
import type { Order } from '../orders';
import { CONTACT_RULES } from './rules';
import { Loading } from '../Loading';

interface Contact {
  Sender: string;
  Recipient: string;
  Subject: string;
}

export interface ContactApplicantDialogProps {
  order: Order;
  userId: number | string;
  onSent(outcome: string): void;
}

/** The addresses of the message, asked of the server when the dialog opens. */
function useContact(userId: number | string, orderId: number) {
  const [contact, setContact] = useState<Contact | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api
      .call('POST /utilities/get_applicant_contact', { body: { user_id: Number(userId), order_id: orderId } })
      .then((answer) => live && setContact(answer))
      .catch((caught: unknown) => live && setError(errorText(caught)));
    return () => {
      live = false;
    };
  }, [userId, orderId]);
  return { contact, error };
}

/** The dialog's content: render it inside a Dialog.Root the caller opens. */
export function ContactApplicantDialog({ order, userId, onSent }: ContactApplicantDialogProps) {
  const { form, error: formError } = useLocalForm('contact-applicant', CONTACT_RULES);
  const { contact, error: contactError } = useContact(userId, order.orderID);
  const send = useCallback(
    async (data: Record<string, unknown>) => {
      const answer = await api.call('POST /utilities/send_message_applicant_contact', {
        body: {
          order_id: order.orderID,
          Sender: contact?.Sender ?? '',
          Recipient: contact?.Recipient ?? '',
          Subject: String(data.Subject ?? '').trim(),
          message: String(data.message ?? '').trim(),
          ApplicantName: order.applicant,
          ClientName: order.clientName,
        },
      });
      onSent(answer.Outcome);
    },
    [order, contact, onSent],
  );
  const action = useAction(send, noop);
  // One object for the form's whole life: new data would replace what is being typed.
  const seed = useMemo(() => (contact ? { Subject: contact.Subject } : undefined), [contact]);

  return (
    <Dialog.Content maxWidth="560px">
      <Dialog.Title>Contact applicant</Dialog.Title>
      <Dialog.Description size="2" color="gray" mb="3">
        {`Write to ${order.applicant || 'the applicant'} about order ${order.orderID}.`}
      </Dialog.Description>
      <RefusalCallout text={action.error ?? contactError} />
      {contactError ? (
        <Flex justify="end">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray">
              Close
            </Button>
          </Dialog.Close>
        </Flex>
      ) : !contact || !form ? (
        contact ? (
          <FormLoading failed={formError !== undefined} />
        ) : <Loading what="Loading the applicant's details…" />
      ) : (
        <>
          <Box mb="3">
            <Text as="p" size="2">
              <Text weight="medium">From:</Text> {contact.Sender}
            </Text>
            <Text as="p" size="2">
              <Text weight="medium">To:</Text> {contact.Recipient || 'No email address on this order'}
            </Text>
          </Box>
          <EngineForm
            id={`contact-${order.orderID}`}
            schema={form.schema}
            uiSchema={form.uiSchema}
            formData={seed}
            transformErrors={form.transformErrors}
            customValidate={form.customValidate}
            disabled={action.busy}
            onSubmit={(data) => void action.run(data as Record<string, unknown>)}
          >
            <Flex gap="3" justify="end" wrap="wrap" mt="2">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray" disabled={action.busy}>
                  Close
                </Button>
              </Dialog.Close>
              <Button type="submit" loading={action.busy}>
                Send message
              </Button>
            </Flex>
          </EngineForm>
        </>
      )}
    </Dialog.Content>
  );
}

const noop = () => {};
