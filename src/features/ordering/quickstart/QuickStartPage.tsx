// /admin/individual_form/: 'Start a new check' for one applicant (order-and-application §2.2, §4 "Quick start", §5
// "Single-applicant start", §7 setup_account). Services, applicant details drawn by the engine from
// schemas/forms/quick-start-applicant.json, the optional references questionnaire when RC is chosen, and the Order
// Summary with 'Start an application'. On success the new order becomes the current one and the applicant's
// application opens at its first step.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Box, Callout, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { EngineForm, type EngineFormData, type EngineFormHandle, type LocalFormRules } from '../../../../widgets';
import { useLocalForm } from '../../../../widgets/useLocalForm';
import { api, ApiError, errorText } from '../../../app/api';
import { clearDraft, readDraft, useLeaveWarning, userDraftKey, writeDraft } from '../../../app/drafts';
import { DraftRestoredCallout } from '../../../app/DraftRestoredCallout';
import { ERROR_MESSAGES } from '../../../app/messages';
import { notify } from '../../../app/notices';
import { Loading } from '../../../app/Loading';
import { PageHeader } from '../../../app/PageHeader';
import { mayAct } from '../../../app/session-store';
import { OrderingRefused } from '../OrderingRefused';
import { APPLICATION_START_PATH, storeCurrentOrderId } from '../../../app/currentOrder';
import { useSessionUser, type SessionUser } from '../../../app/session';
import { useApi } from '../../../app/useApi';
import { QuestionEditor } from '../questions/QuestionEditor';
import type { Question } from '../questions/questions';
import { QUICK_START_MESSAGES } from '../../../engine/order-rules';
import { OrderSummary } from './OrderSummary';
import {
  applicantViolations,
  orderClientId,
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
/** Ours: a recruiter's services and prices are its chosen client's, so they show once the client is chosen. */
export const CHOOSE_CLIENT_FIRST = 'Choose the client in the applicant details to see the services and prices of its contract.';
/** §8 "Network or exception while saving". */
export const SEND_FAILED = 'Error sending your information.';

/** Where the application starts (§2.2: '../application/1' from /admin/individual_form/). */

export function QuickStartPage() {
  const user = useSessionUser();
  // The guard in front of the admin pages keeps signed-out users away; this covers the instant of signing out.
  if (!user) return null;
  if (!mayAct(user.dashboardInfo)) return <OrderingRefused title={QUICK_START_TITLE} />;
  return <QuickStart user={user} />;
}

/** The applicant form's options; null until every list has arrived. */
function useQuickStartOptions(user: SessionUser, chosen: readonly Pick<Service, 'ServiceID'>[]) {
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

/**
 * The services the order may hold, at the prices it is charged: the user's own contract, or for a recruiter the
 * chosen client's (none until a client is chosen). Undefined while loading or unknown.
 */
function useOfferedServices(user: SessionUser, options: QuickStartOptions | null, clientId: number) {
  const own = useApi('GET /services/by_user/:userId', options && !options.isRecruiter ? { userId: String(user.Id) } : null);
  const forClient = useApi(
    'GET /services/by_client/:clientId',
    options?.isRecruiter && clientId ? { clientId: String(clientId) } : null,
  );
  const services = options?.isRecruiter ? forClient : own;
  const offered = useMemo(() => (services.data ? uniqueByName(services.data) : undefined), [services.data]);
  return { offered, error: services.error };
}

/** What the quick start keeps as a draft until the order is made or discarded (issue 16). */
interface QuickStartDraft {
  chosenIds: readonly string[];
  applicant: QuickStartData;
  questions: Question[];
}

export const QUICK_START_RESTORED = 'We restored the check you had not started yet.';

const quickStartDraftKey = (userId: number | string) => userDraftKey(userId, 'quickstart');

function isEmptyDraft({ chosenIds, applicant, questions }: QuickStartDraft): boolean {
  return chosenIds.length === 0 && questions.length === 0 && !Object.values(applicant).some((v) => v !== undefined && v !== '');
}

function QuickStart({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const draftKey = quickStartDraftKey(user.Id);
  const [restored, setRestored] = useState(() => readDraft<QuickStartDraft>(draftKey));
  // Services are kept by id: their prices (and whether they are offered at all) follow the client the order is for.
  const [chosenIds, setChosenIds] = useState<readonly string[]>(() => restored?.data.chosenIds ?? []);
  const chosenRefs = useMemo(() => chosenIds.map((ServiceID) => ({ ServiceID })), [chosenIds]);
  const { options, error: optionsError } = useQuickStartOptions(user, chosenRefs);
  const [applicant, setApplicant] = useState<QuickStartData>(() => restored?.data.applicant ?? {});
  const clientId = options ? orderClientId(applicant, options) : 0;
  const { offered, error: servicesError } = useOfferedServices(user, options, clientId);
  const chosen = useMemo(
    () => chosenIds.flatMap((id) => offered?.find((s) => s.ServiceID === id) ?? []),
    [chosenIds, offered],
  );
  // A service the newly chosen client's contract lacks leaves the order.
  useEffect(() => {
    if (!offered) return;
    setChosenIds((ids) => {
      const kept = ids.filter((id) => offered.some((s) => s.ServiceID === id));
      return kept.length === ids.length ? ids : kept;
    });
  }, [offered]);
  // The latest form data, read by 'Start an application' right after the form committed pending typing.
  const applicantRef = useRef<QuickStartData>(applicant);
  const [questions, setQuestions] = useState<Question[]>(() => restored?.data.questions ?? []);
  // Every change is kept for this user (a reload, another tab, the idle timeout's sign-out lose nothing).
  const unsaved = !isEmptyDraft({ chosenIds, applicant, questions });
  useEffect(() => {
    if (unsaved) writeDraft<QuickStartDraft>(draftKey, { chosenIds, applicant, questions });
    else clearDraft(draftKey);
  }, [applicant, chosenIds, draftKey, questions, unsaved]);
  useLeaveWarning(unsaved);
  // A remount of the applicant form (after Discard) starts it empty.
  const [formKey, setFormKey] = useState(0);
  const discard = () => {
    clearDraft(draftKey);
    setRestored(null);
    setChosenIds([]);
    setApplicant({});
    applicantRef.current = {};
    setQuestions([]);
    setFormKey((k) => k + 1);
  };
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

  const rules = useMemo<LocalFormRules>(
    () => ({ violations: (data) => (options ? applicantViolations(data as QuickStartData, options) : []) }),
    [options],
  );
  const { form: loaded, error: formError } = useLocalForm('quick-start-applicant', rules);
  // The fitted schema and uiSchema replace the loaded ones; the checks stay.
  const form = useMemo(() => (loaded && options ? { ...loaded, ...quickStartForm(loaded, options) } : null), [loaded, options]);

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
      clearDraft(draftKey);
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
      {restored ? (
        <Box mb="4">
          <DraftRestoredCallout
            savedAt={restored.savedAt}
            hint="press Start an application to order it."
            discardLabel="Discard it"
            onDiscard={discard}
          >
            {QUICK_START_RESTORED}
          </DraftRestoredCallout>
        </Box>
      ) : null}
      <Grid columns={{ initial: '1', md: 'minmax(0, 1fr) 340px' }} gap="5" align="start">
        <Flex direction="column" gap="5" minWidth="0">
          <Card size={{ initial: '2', sm: '3' }} asChild>
            <section aria-labelledby="quick-start-services">
              <Heading as="h2" size="4" mb="3" id="quick-start-services">
                1. Choose your services
              </Heading>
              {servicesError ? (
                <Callout.Root color="red" role="alert">
                  <Callout.Icon>
                    <ExclamationTriangleIcon />
                  </Callout.Icon>
                  <Callout.Text>{ERROR_MESSAGES.network}</Callout.Text>
                </Callout.Root>
              ) : options?.isRecruiter && !clientId ? (
                <Text as="p" size="2" color="gray">
                  {CHOOSE_CLIENT_FIRST}
                </Text>
              ) : !offered ? (
                <Loading what="Loading services…" />
              ) : offered.length === 0 ? (
                <Text as="p" size="2" color="gray">
                  No services.
                </Text>
              ) : (
                <ServiceChooser
                  services={offered}
                  chosen={chosen}
                  onAdd={(service) => setChosenIds((ids) => [...ids, service.ServiceID])}
                  onRemove={(service) => setChosenIds((ids) => ids.filter((id) => id !== service.ServiceID))}
                />
              )}
            </section>
          </Card>

          <Card size={{ initial: '2', sm: '3' }} asChild>
            <section aria-labelledby="quick-start-applicant">
              <Heading as="h2" size="4" mb="3" id="quick-start-applicant">
                2. Enter applicant details
              </Heading>
              {optionsError || formError ? (
                <Callout.Root color="red" role="alert">
                  <Callout.Icon>
                    <ExclamationTriangleIcon />
                  </Callout.Icon>
                  <Callout.Text>{optionsError ? errorText(optionsError) : ERROR_MESSAGES.network}</Callout.Text>
                </Callout.Root>
              ) : !form ? (
                <Loading what="Loading the applicant form…" />
              ) : (
                <EngineForm
                  key={formKey}
                  ref={formRef}
                  id="quick-start"
                  schema={form.schema}
                  uiSchema={form.uiSchema}
                  formData={applicant as EngineFormData}
                  customValidate={form.customValidate}
                  transformErrors={form.transformErrors}
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
                  clientId={clientId}
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
