// Account Information, clients: the company's switch for partner promotions (the Deals page of completed orders
// with credit scores). Drawn by the engine from schemas/forms/promotions.json; a Full view user saves it, a
// Restricted view user sees it read-only (the server refuses them too).
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

export const PROMOTIONS_SAVED = 'Your promotions setting was saved.';

export function PromotionsCard({ userId, fullView }: { userId: string; fullView: boolean }) {
  const { form, error: formError } = useLocalForm('promotions');
  const setting = useApi('GET /reports/client_promotions/:userId', { userId });
  const [edited, setEdited] = useState<boolean | null>(null);
  const saved = setting.data ? setting.data.Promotions === 'Y' : undefined;
  const formData = useMemo(() => ({ Promotions: edited ?? saved ?? true }), [edited, saved]);
  const save = useCallback(
    (data: Record<string, unknown>) =>
      api.call('POST /utilities/client_promotions', { body: { userID: Number(userId), Promotions: data.Promotions === true ? 'Y' : 'N' } }),
    [userId],
  );
  const action = useAction(
    save,
    useCallback(() => {
      notify(PROMOTIONS_SAVED, 'success');
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
        id="promotions"
        schema={form.schema}
        uiSchema={form.uiSchema}
        formData={formData}
        onChange={(data) => setEdited(data.Promotions === true)}
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
        Partner promotions
      </Heading>
      <RefusalCallout text={action.error} />
      {body}
    </Card>
  );
}
