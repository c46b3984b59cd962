// Terms and Conditions, step 1 (§2.3, §4, §5): the chosen checks by ServiceName, the terms and privacy checkboxes
// (a local JSON form, schemas/forms/terms.json), then a modal saying the application is saved and can be continued
// later; its OK accepts the terms (POST /application/accept_terms_conditions) and moves on.
import { useEffect, useRef, useState } from 'react';
import { AlertDialog, Button, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { CheckCircledIcon } from '@radix-ui/react-icons';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ReplyOf } from '../../../../schemas/api';
import { api } from '../../../app/api';
import { APPLICATION_IDLE_MINUTES, SUPPORT_EMAIL } from '../../../app/config';
import { notify, withdrawNotice } from '../../../app/notices';
import { useApi } from '../../../app/useApi';
import { transformErrors } from '../../../engine';
// From its module, not the widgets index, which also brings the upload dialogs (their stylesheet keeps them in).
import { EngineForm, type EngineFormData, type EngineFormHandle } from '../../../../widgets/EngineForm';
import termsForm from '../../../../schemas/forms/terms.json';
import { useApplication } from '../context';
import { ACCEPT_TO_CONTINUE, saveErrorText } from '../messages';
import { neighbours, type ApplicationStep } from '../state';
import { StepNav } from '../StepNav';
import { StepLoadError, StepLoading } from '../StepStatus';
import { initialTerms, termsCustomValidate, termsOf, termsViolations, type TermsData } from './terms';

/** The "saved, continue later" modal (§2.3). Wording ours. */
export const SAVED_TITLE = 'Your application is saved';
export const SAVED_TEXT =
  'Your answers are saved each time you press NEXT, so you can stop at any step and continue later: sign in again and ' +
  'press START on your Home page.';

/** The checks of the order; Service is the name of the check (§2.3 calls it ServiceName). */
type OrderServiceRow = ReplyOf<'GET /services/:userId/:orderId'>[number];

function serviceNames(rows: readonly Pick<OrderServiceRow, 'Service'>[]): string[] {
  const names = rows.map((row) => (row.Service ?? '').trim()).filter(Boolean);
  return [...new Set(names)];
}

export function TermsStep({ step }: { step: ApplicationStep }) {
  const { orderId, user, steps, goTo } = useApplication();
  const { next } = neighbours(steps, step.url);
  const services = useApi('GET /services/:userId/:orderId', { userId: String(user.Id), orderId: String(orderId) });
  const terms = useApi('GET /application/get_terms_conditions/:orderId', { orderId: String(orderId) });
  const [data, setData] = useState<TermsData | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const formRef = useRef<EngineFormHandle>(null);
  const latest = useRef<TermsData>({});

  // The boxes start from the server's answer once it is known (a failed answer leaves them N).
  useEffect(() => {
    if (data !== null || (terms.data === undefined && terms.error === undefined)) return;
    const initial = initialTerms(terms.data?.TermsConditions);
    latest.current = initial;
    setData(initial);
  }, [data, terms.data, terms.error]);

  const onChange = (next: EngineFormData) => {
    const reported = termsOf(next);
    latest.current = reported;
    setData(reported);
    // Both boxes ticked: 'Please accept to continue' no longer applies.
    if (termsViolations(reported).length === 0) withdrawNotice(ACCEPT_TO_CONTINUE);
  };

  const onNext = () => {
    const valid = formRef.current?.validate() ?? false;
    if (!valid || termsViolations(latest.current).length > 0) {
      notify(ACCEPT_TO_CONTINUE, 'error');
      return;
    }
    setConfirming(true);
  };

  const accept = async () => {
    setAccepting(true);
    try {
      await api.call('POST /application/accept_terms_conditions', { body: { orderId } });
      setConfirming(false);
      if (next) goTo(next.url);
    } catch (error) {
      notify(saveErrorText(error), 'error');
    } finally {
      setAccepting(false);
    }
  };

  const names = serviceNames(Array.isArray(services.data) ? services.data : []);

  return (
    <Flex direction="column" gap="4">
      <Card size={{ initial: '2', sm: '3' }} asChild>
        <section aria-labelledby="terms-checks-title">
          <Heading as="h2" size="5" id="terms-checks-title" mb="2">
            Your checks
          </Heading>
          {services.isLoading ? (
            <Spinner aria-label="Loading your checks" />
          ) : names.length === 0 ? (
            <Text as="p" size="2" color="gray">
              No services.
            </Text>
          ) : (
            <ul className="application-checks">
              {names.map((name) => (
                <li key={name}>
                  <CheckCircledIcon aria-hidden="true" />
                  <Text size="3">{name}</Text>
                </li>
              ))}
            </ul>
          )}
        </section>
      </Card>

      <Card size={{ initial: '2', sm: '3' }} asChild>
        <section aria-labelledby="terms-title">
          <Heading as="h2" size="5" id="terms-title" mb="2">
            Terms and Conditions
          </Heading>
          <Flex direction="column" gap="2" mb="4">
            <Text as="p" size="2">
              The information you give in this application is used only to carry out the checks above for the
              organisation that requested them, and is shared only with the agencies and providers those checks need.
            </Text>
            <Text as="p" size="2">
              Your application is saved each time you press NEXT. For your security, the session closes after{' '}
              {APPLICATION_IDLE_MINUTES} minutes without activity; your sign-in stays active for 14 days after your
              results are received.
            </Text>
            <Text as="p" size="2">
              Questions? Write to {SUPPORT_EMAIL}: we reply within 24 hours.
            </Text>
          </Flex>
          {terms.error && data === null ? (
            <StepLoadError message={terms.error.message} onRetry={() => void terms.mutate()} />
          ) : data === null ? (
            <StepLoading />
          ) : (
            <EngineForm
              ref={formRef}
              id="terms"
              schema={termsForm.schema as RJSFSchema}
              uiSchema={termsForm.uiSchema as UiSchema}
              formData={data}
              onChange={onChange}
              customValidate={termsCustomValidate}
              transformErrors={transformErrors}
            />
          )}
        </section>
      </Card>

      <StepNav onNext={onNext} nextDisabled={data === null} />

      <AlertDialog.Root open={confirming} onOpenChange={(open) => (accepting ? undefined : setConfirming(open))}>
        <AlertDialog.Content maxWidth="480px">
          <AlertDialog.Title>{SAVED_TITLE}</AlertDialog.Title>
          <AlertDialog.Description size="3">{SAVED_TEXT}</AlertDialog.Description>
          <Flex justify="end" gap="3" mt="5">
            <AlertDialog.Cancel>
              <Button type="button" size="3" variant="soft" color="gray" disabled={accepting}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <Button type="button" size="3" onClick={accept} disabled={accepting}>
              {accepting ? <Spinner size="2" /> : null}
              OK
            </Button>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </Flex>
  );
}
