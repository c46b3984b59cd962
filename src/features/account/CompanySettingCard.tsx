// Account Information, clients: a company's yes/no setting (partner promotions, two-factor sign-in for every user).
// Drawn by the engine from the setting's local form (one yes/no field); a Full view user saves it, a Restricted view
// user sees it read-only (the server refuses them too).
import { useCallback, useMemo, useState } from 'react';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { EngineForm } from '../../../widgets';
import { useLocalForm } from '../../../widgets/useLocalForm';
import { FormLoading } from '../../app/FormLoading';
import { Loading } from '../../app/Loading';
import { notify } from '../../app/notices';
import { RefusalCallout } from '../../app/RefusalCallout';
import { useAction } from '../../app/useAction';

export interface CompanySettingCardProps {
  title: string;
  /** The local form (schemas/forms/<form>.json) and its one yes/no field. */
  form: string;
  field: string;
  /** The saved value; undefined while it loads. */
  value: boolean | undefined;
  /** Shown before the saved value is known (the form is not drawn until then). */
  fallback: boolean;
  failed: boolean;
  save: (value: boolean) => Promise<unknown>;
  /** Reads the saved value again after a save. */
  reload: () => void;
  savedText: string;
  fullView: boolean;
}

export function CompanySettingCard(props: CompanySettingCardProps) {
  const { title, field, value, fallback, failed, save, reload, savedText, fullView } = props;
  const { form, error: formError } = useLocalForm(props.form);
  const [edited, setEdited] = useState<boolean | null>(null);
  const formData = useMemo(() => ({ [field]: edited ?? value ?? fallback }), [field, edited, value, fallback]);
  const action = useAction(
    useCallback((data: Record<string, unknown>) => save(data[field] === true), [save, field]),
    useCallback(() => {
      notify(savedText, 'success');
      setEdited(null);
      reload();
    }, [savedText, reload]),
  );

  let body;
  if (formError || failed) {
    body = <FormLoading failed />;
  } else if (!form || value === undefined) {
    body = <Loading what="Loading" />;
  } else {
    body = (
      <EngineForm
        id={props.form}
        schema={form.schema}
        uiSchema={form.uiSchema}
        formData={formData}
        onChange={(data) => setEdited(data[field] === true)}
        disabled={!fullView || action.busy}
        onSubmit={(data) => void action.run(data)}
      >
        {fullView ? (
          <Flex justify="end" mt="2">
            <Button type="submit" loading={action.busy} disabled={edited === null || edited === value}>
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
        {title}
      </Heading>
      <RefusalCallout text={action.error} />
      {body}
    </Card>
  );
}
