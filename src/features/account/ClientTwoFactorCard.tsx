// Account Information, clients: the company's rule that every user signs in with a second factor (issue 32). Drawn
// by the engine from schemas/forms/client-two-factor.json; a Full view user saves it, a Restricted view user sees it
// read-only (the server refuses them too, and refuses switching it on for a user without a second factor).
import { useCallback, useMemo, useState } from 'react';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { EngineForm } from '../../../widgets';
import { useLocalForm } from '../../../widgets/useLocalForm';
import { api } from '../../app/api';
import { FormLoading } from '../../app/FormLoading';
import { notify } from '../../app/notices';
import { RefusalCallout } from '../../app/RefusalCallout';
import { useAction } from '../../app/useAction';
import { useApi } from '../../app/useApi';
import { Loading } from '../../app/Loading';

export const CLIENT_TWO_FACTOR_SAVED = 'Your two-factor sign-in setting was saved.';

export function ClientTwoFactorCard({ userId, fullView }: { userId: string; fullView: boolean }) {
  const { form, error: formError } = useLocalForm('client-two-factor');
  const setting = useApi('GET /reports/client_two_factor/:userId', { userId });
  const [edited, setEdited] = useState<boolean | null>(null);
  const saved = setting.data?.required;
  const formData = useMemo(() => ({ Required: edited ?? saved ?? false }), [edited, saved]);
  const save = useCallback(
    (data: Record<string, unknown>) =>
      api.call('POST /utilities/client_two_factor', { body: { userID: Number(userId), required: data.Required === true } }),
    [userId],
  );
  const action = useAction(
    save,
    useCallback(() => {
      notify(CLIENT_TWO_FACTOR_SAVED, 'success');
      setEdited(null);
      void setting.mutate();
    }, [setting]),
  );

  let body;
  if (formError || setting.error) {
    body = <FormLoading failed />;
  } else if (!form || !setting.data) {
    body = <Loading what="Loading" />;
  } else {
    body = (
      <EngineForm
        id="client-two-factor"
        schema={form.schema}
        uiSchema={form.uiSchema}
        formData={formData}
        onChange={(data) => setEdited(data.Required === true)}
        disabled={!fullView || action.busy}
        onSubmit={(data) => void action.run(data)}
      >
        {fullView ? (
          <Flex justify="end" mt="2">
            <Button type="submit" loading={action.busy} disabled={edited === null || edited === saved}>
              Save setting
            </Button>
          </Flex>
        ) : (
          <Text as="p" size="2" color="gray" mt="2">
            Only a user with Full view access can change this.
          </Text>
        )}
      </EngineForm>
    );
  }

  return (
    <Card size={{ initial: '2', sm: '3' }}>
      <Heading as="h2" size="4" mb="3">
        Two-factor sign-in for your company
      </Heading>
      <RefusalCallout text={action.error} />
      {body}
    </Card>
  );
}
