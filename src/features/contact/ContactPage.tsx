// Contact Us, /admin/contact (individuals) and /admin/contactclient (clients) (portal §2, §5): a category from
// get_types 'Ticket Categories', an optional order id (the server accepts only the caller's own orders) and the
// message, drawn by the engine from schemas/forms/enquiry.json; the thank-you modal once it is sent.
import { useCallback, useMemo, useState } from 'react';
import { Button, Card, Dialog, Flex, Text } from '@radix-ui/themes';
import { CheckCircledIcon, PaperPlaneIcon } from '@radix-ui/react-icons';
import { EngineForm } from '../../../widgets';
import { useLocalForm } from '../../../widgets/useLocalForm';
import type { LocalFormRules } from '../../../widgets/loadLocalForm';
import { api } from '../../app/api';
import { FormLoading } from '../../app/FormLoading';
import { PageHeader } from '../../app/PageHeader';
import { RefusalCallout } from '../../app/RefusalCallout';
import { useSessionUser } from '../../app/session';
import { useAction } from '../../app/useAction';
import { usePostRead } from '../../app/useApi';
import { withChoices } from '../../engine';
import { ENQUIRY_INCOMPLETE, ENQUIRY_SENT, enquiryViolations } from '../../engine/account-rules';

const RULES: LocalFormRules = {
  requiredMessages: { ticket_category: ENQUIRY_INCOMPLETE, message: ENQUIRY_INCOMPLETE },
  violations: enquiryViolations,
};

const TICKET_CATEGORIES = 'Ticket Categories';

export function ContactPage() {
  const user = useSessionUser();
  const { form, error: formError } = useLocalForm('enquiry', RULES);
  const categories = usePostRead('POST /utilities/get_types', { body: { category: TICKET_CATEGORIES } });
  const listed = useMemo(
    () =>
      form &&
      categories.data &&
      withChoices(form, 'ticket_category', categories.data.map((row) => ({ label: row.LookUpValue, value: row.LookUpValue }))),
    [form, categories.data],
  );
  // A new form after each enquiry: the next one starts empty.
  const [sent, setSent] = useState(0);
  const [thanks, setThanks] = useState(false);
  const send = useCallback(
    async (data: Record<string, unknown>) => {
      const orderId = String(data.order_id ?? '').trim();
      await api.call('POST /utilities/receive_enquiries', {
        body: {
          user_id: Number(user?.Id),
          ticket_category: String(data.ticket_category ?? ''),
          message: String(data.message ?? '').trim(),
          order_id: orderId,
        },
      });
    },
    [user],
  );
  const action = useAction(
    send,
    useCallback(() => {
      setSent((n) => n + 1);
      setThanks(true);
    }, []),
  );

  let body;
  if (formError || categories.error) {
    body = <FormLoading failed />;
  } else if (!listed) {
    body = <FormLoading failed={false} />;
  } else {
    body = (
      <EngineForm
        key={sent}
        id="enquiry"
        schema={listed.schema}
        uiSchema={listed.uiSchema}
        transformErrors={listed.transformErrors}
        customValidate={listed.customValidate}
        disabled={action.busy}
        onSubmit={(data) => void action.run(data)}
      >
        <Flex justify="end" mt="2">
          <Button type="submit" size="3" loading={action.busy}>
            <PaperPlaneIcon aria-hidden="true" /> Send enquiry
          </Button>
        </Flex>
      </EngineForm>
    );
  }

  return (
    <>
      <PageHeader title="Contact Us" description="Ask us about an order, your results, billing or your account. We reply within one business day." />
      <Card size={{ initial: '2', sm: '3' }} style={{ maxWidth: 720 }}>
        <RefusalCallout text={action.error} />
        {body}
      </Card>
      <Dialog.Root open={thanks} onOpenChange={setThanks}>
        <Dialog.Content maxWidth="420px">
          <Flex align="center" gap="2" mb="2">
            <CheckCircledIcon color="var(--green-11)" width="22" height="22" aria-hidden="true" />
            <Dialog.Title mb="0">Thank you</Dialog.Title>
          </Flex>
          <Dialog.Description size="2" mb="4">
            {ENQUIRY_SENT}
          </Dialog.Description>
          <Text as="p" size="2" color="gray" mb="4">
            A confirmation is on its way to your email.
          </Text>
          <Flex justify="end">
            <Dialog.Close>
              <Button>OK</Button>
            </Dialog.Close>
          </Flex>
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}

export default ContactPage;
