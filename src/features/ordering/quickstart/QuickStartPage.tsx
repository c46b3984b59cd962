// /admin/individual_form/: 'Start a new check' for one applicant (order-and-application §2.2, §4 "Quick start", §5
// "Single-applicant start", §7 setup_account). Services, applicant details drawn by the engine from
// schemas/forms/quick-start-applicant.json, the optional references questionnaire when RC is chosen, and the Order
// Summary with 'Start an application'. On success the new order becomes the current one and the applicant's
// application opens at its first step.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Box, Callout, Card, Flex, Grid, Heading, Spinner, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import type { CustomValidator, ErrorTransformer, RJSFSchema, UiSchema } from '@rjsf/utils';
import { gapFillingValidator, transformErrors as engineTransformErrors } from '../../../engine';
import { EngineForm, type EngineFormData, type EngineFormHandle } from '../../../../widgets';
import { api, ApiError, errorText } from '../../../app/api';
import { ERROR_MESSAGES } from '../../../app/messages';
import { notify } from '../../../app/notices';
import { PageHeader } from '../../../app/PageHeader';
import { APPLICATION_START_PATH, storeCurrentOrderId } from '../../../app/currentOrder';
import { useSessionUser, type SessionUser } from '../../../app/session';
import { useApi } from '../../../app/useApi';
import applicantForm from '../../../../schemas/forms/quick-start-applicant.json';
import { QuestionEditor } from '../questions/QuestionEditor';
import type { Question } from '../questions/questions';
import { OrderSummary } from './OrderSummary';
import {
  applicantViolations,
  orderClientId,
  QUICK_START_MESSAGES,
  quickStartForm,
  setupAccountRequest,
  startProblem,
  type QuickStartData,
  type QuickStartOptions,
} from './quickStart';
import { clearStoredQuestions } from '../cart';
import { newIdempotencyKey } from '../idempotency';
import { hasReferences, uniqueByName, type Service } from '../services';
import { useOrderLists } from '../useOrderOptions';
import { ServiceChooser } from './ServiceChooser';
import './quickstart.css';

export const QUICK_START_TITLE = 'Start a new check';
/** §8 "Network or exception while saving". */
export const SEND_FAILED = 'Error sending your information.';

const transformErrors = engineTransformErrors as unknown as ErrorTransformer;

/** Where the application starts (§2.2: '../application/1' from /admin/individual_form/). */

export function QuickStartPage() {
  const user = useSessionUser();
  // The guard in front of the admin pages keeps signed-out users away; this covers the instant of signing out.
  if (!user) return null;
  return <QuickStart user={user} />;
}

/** The applicant form's options; null until every list has arrived. */
function useQuickStartOptions(user: SessionUser, chosen: readonly Service[]) {
  const { lists, error } = useOrderLists(user, chosen, { keepPreviousData: true });
  const ownClientName = user.dashboardInfo.ClientName;
  const options = useMemo<QuickStartOptions | null>(
    () =>
      lists && {
        isRecruiter: lists.isRecruiter,
        ownClientId: lists.ownClientId,
        ownClientName,
        clients: lists.clients,
        costCentres: lists.costCentres,
        purposes: lists.purposes,
      },
    [lists, ownClientName],
  );
  return { options, error };
}

function QuickStart({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const services = useApi('GET /services/by_user/:userId', { userId: String(user.Id) });
  const offered = useMemo(() => uniqueByName(services.data ?? []), [services.data]);
  const [chosen, setChosen] = useState<Service[]>([]);
  const { options, error: optionsError } = useQuickStartOptions(user, chosen);
  const [applicant, setApplicant] = useState<QuickStartData>({});
  // The latest form data, read by 'Start an application' right after the form committed pending typing.
  const applicantRef = useRef<QuickStartData>({});
  const [questions, setQuestions] = useState<Question[]>([]);
  const [sending, setSending] = useState(false);
  // One key per visit of the page: a retry of 'Start an application' answers the order already made.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const formRef = useRef<EngineFormHandle>(null);

  useEffect(() => {
    if (optionsError) console.error('Quick start options could not be read', optionsError);
  }, [optionsError]);

  // The dashboard's 'Start a check' clears the stored questions (portal §2 "Client dashboard").
  const arrival = useLocation().state as { clearQuestions?: boolean } | null;
  useEffect(() => {
    if (arrival?.clearQuestions) clearStoredQuestions();
  }, [arrival]);

  const form = useMemo(() => {
    if (!options) return null;
    const parts = quickStartForm(applicantForm as { schema: Record<string, unknown>; uiSchema: Record<string, unknown> }, options);
    return { schema: parts.schema as RJSFSchema, uiSchema: parts.uiSchema as UiSchema };
  }, [options]);
  const customValidate = useMemo(
    () =>
      options
        ? (gapFillingValidator((data) => applicantViolations(data as QuickStartData, options)) as unknown as CustomValidator)
        : undefined,
    [options],
  );

  const withReferences = hasReferences(chosen);

  const onApplicantChange = (data: EngineFormData) => {
    applicantRef.current = data as QuickStartData;
    setApplicant(data as QuickStartData);
  };

  const start = async () => {
    if (!options || sending) return;
    // Shows the messages beside the fields (and commits what is still being typed) before the notice.
    const formValid = formRef.current?.validate() ?? false;
    const data = applicantRef.current;
    const problem = startProblem(data, options, chosen.length) ?? (formValid ? null : QUICK_START_MESSAGES.incomplete);
    if (problem) {
      notify(problem, 'error');
      return;
    }
    setSending(true);
    try {
      const answer = await api.call(
        'POST /application/setup_account',
        { body: setupAccountRequest(data, options, chosen, questions) },
        { headers: { 'Idempotency-Key': idempotencyKey } },
      );
      // No OrderID (null, or missing despite the contract): nothing was registered.
      const orderId = answer?.OrderID;
      if (orderId === undefined || orderId === null) {
        notify(QUICK_START_MESSAGES.noOrder, 'error');
        setSending(false);
        return;
      }
      storeCurrentOrderId(orderId);
      navigate(APPLICATION_START_PATH);
    } catch (error) {
      notify(sendErrorText(error), 'error');
      setSending(false);
    }
  };

  return (
    <>
      <PageHeader title={QUICK_START_TITLE} description="Order checks for one applicant and start their application." />
      <Grid columns={{ initial: '1', md: 'minmax(0, 1fr) 340px' }} gap="5" align="start">
        <Flex direction="column" gap="5" minWidth="0">
          <Card size={{ initial: '2', sm: '3' }} asChild>
            <section aria-labelledby="quick-start-services">
              <Heading as="h2" size="4" mb="3" id="quick-start-services">
                1. Choose your services
              </Heading>
              {services.error ? (
                <Callout.Root color="red" role="alert">
                  <Callout.Icon>
                    <ExclamationTriangleIcon />
                  </Callout.Icon>
                  <Callout.Text>{ERROR_MESSAGES.network}</Callout.Text>
                </Callout.Root>
              ) : !services.data ? (
                <Spinner aria-label="Loading services" />
              ) : offered.length === 0 ? (
                <Text as="p" size="2" color="gray">
                  No services.
                </Text>
              ) : (
                <ServiceChooser
                  services={offered}
                  chosen={chosen}
                  onAdd={(service) => setChosen((list) => [...list, service])}
                  onRemove={(service) => setChosen((list) => list.filter((s) => s.ServiceID !== service.ServiceID))}
                />
              )}
            </section>
          </Card>

          <Card size={{ initial: '2', sm: '3' }} asChild>
            <section aria-labelledby="quick-start-applicant">
              <Heading as="h2" size="4" mb="3" id="quick-start-applicant">
                2. Enter applicant details
              </Heading>
              {optionsError ? (
                <Callout.Root color="red" role="alert">
                  <Callout.Icon>
                    <ExclamationTriangleIcon />
                  </Callout.Icon>
                  <Callout.Text>{errorText(optionsError)}</Callout.Text>
                </Callout.Root>
              ) : !form ? (
                <Spinner aria-label="Loading the applicant form" />
              ) : (
                <EngineForm
                  ref={formRef}
                  id="quick-start"
                  schema={form.schema}
                  uiSchema={form.uiSchema}
                  formData={applicant as EngineFormData}
                  customValidate={customValidate}
                  transformErrors={transformErrors}
                  onChange={onApplicantChange}
                  disabled={sending}
                />
              )}
            </section>
          </Card>

          {withReferences && options && (
            <Card size={{ initial: '2', sm: '3' }} asChild>
              <section aria-labelledby="quick-start-questions">
                <Heading as="h2" size="4" id="quick-start-questions">
                  References questionnaire
                </Heading>
                <Text as="p" size="2" color="gray" mb="4">
                  Optional: the questions the applicant&apos;s referees will answer.
                </Text>
                <QuestionEditor
                  questions={questions}
                  onChange={setQuestions}
                  clientId={orderClientId(applicant, options)}
                  checkPurpose={applicant.CheckPurpose ?? ''}
                />
              </section>
            </Card>
          )}
        </Flex>

        <Box className="quick-start-summary">
          <OrderSummary services={chosen} sending={sending} onStart={start} />
        </Box>
      </Grid>
    </>
  );
}

/** 400: the server's own sentence; no answer at all: §8's saving failure; otherwise the catalogue text. */
function sendErrorText(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return SEND_FAILED;
  if (error.status === 400 && error.serverMessage) return error.serverMessage;
  return error.message;
}

export default QuickStartPage;
