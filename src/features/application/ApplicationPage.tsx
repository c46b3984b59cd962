// /admin/application/*, the applicant's stepped application (order-and-application §2.3): the current order's steps
// from GET /application/get_tabs, Terms first and Confirmation last, each at its own url with the step bar above it.
// The application's idle timeout is 20 minutes (§9); what was typed survives it (drafts.ts).
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, Navigate, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { Button, Callout, Flex } from '@radix-ui/themes';
import { InfoCircledIcon, LockClosedIcon } from '@radix-ui/react-icons';
import { PageHeader } from '../../app/PageHeader';
import { useSessionUser, type SessionUser } from '../../app/session';
import { useApi } from '../../app/useApi';
import { ApplicationContext, useApplication, type ApplicationContextValue } from './context';
import { clearOrderDrafts } from './drafts';
import { NO_CURRENT_ORDER } from './messages';
import {
  CONFIRMATION_URL,
  furthestStep,
  knownStepName,
  markStepReached,
  neighbours,
  readCurrentOrderId,
  rememberApplicationOrder,
  resumeStep,
  stepPath,
  stepsFromTabs,
  TERMS_URL,
  type ApplicationStep,
} from './state';
import { StepBar } from './StepBar';
import { StepNav, StepNavReplaced } from './StepNav';
import { StepLoadError, StepLoading } from './StepStatus';
import './application.css';

// Each step's screen is its own chunk: a step's first load carries its own code (the identity step's document
// manager, the consent step's signature pad), not every step's. Once a step is on screen the others load in the
// background, so moving on does not wait.
const STEP_CODE = {
  terms: () => import('./steps/TermsStep').then((m) => ({ default: m.TermsStep })),
  personal: () => import('./steps/PersonalStep').then((m) => ({ default: m.PersonalStep })),
  address: () => import('./steps/AddressStep').then((m) => ({ default: m.AddressStep })),
  additional: () => import('./steps/AdditionalStep').then((m) => ({ default: m.AdditionalStep })),
  references: () => import('./steps/ReferencesStep').then((m) => ({ default: m.ReferencesStep })),
  identity: () => import('./steps/IdentityDocumentsStep').then((m) => ({ default: m.IdentityDocumentsStep })),
  consent: () => import('./steps/ConsentStep').then((m) => ({ default: m.ConsentStep })),
  confirmation: () => import('./steps/ConfirmationStep').then((m) => ({ default: m.ConfirmationStep })),
  generic: () => import('./steps/GenericStep').then((m) => ({ default: m.GenericStep })),
};
const TermsStep = lazy(STEP_CODE.terms);
const PersonalStep = lazy(STEP_CODE.personal);
const AddressStep = lazy(STEP_CODE.address);
const AdditionalStep = lazy(STEP_CODE.additional);
const ReferencesStep = lazy(STEP_CODE.references);
const IdentityDocumentsStep = lazy(STEP_CODE.identity);
const ConsentStep = lazy(STEP_CODE.consent);
const ConfirmationStep = lazy(STEP_CODE.confirmation);
const GenericStep = lazy(STEP_CODE.generic);
// Only a tab opened without a current order (a new tab, a deep link) needs it.
const FindOrder = lazy(() => import('./FindOrder'));

/** The code of the step at this url (the step's own screen, or the generic one). */
function stepCode(url: string | undefined): () => Promise<unknown> {
  if (url === TERMS_URL) return STEP_CODE.terms;
  return STEP_CODE[url as keyof typeof STEP_CODE] ?? STEP_CODE.generic;
}

/**
 * The other steps' code, fetched once the step on screen has come and the page has been quiet a while: not in the
 * first idle moment of the step's own load (waiting for its data), where the other steps' downloads took a phone's
 * bandwidth from the step's own requests and their evaluation ran as long tasks in its first seconds (Lighthouse
 * trace of the Personal Details step: References 59 ms, Terms, Consent, the signature widget). One step at a time,
 * each in an idle moment after the one before has come: asking for all of them at once was one task of 73 ms (the
 * preload links of every step's chunks, then their evaluation), a long task while the user may be typing. Still long
 * before a step is filled in.
 */
const OTHER_STEPS_AFTER_MS = 3000;

function OtherStepsLater() {
  useEffect(() => {
    const waiting = Object.values(STEP_CODE);
    let stopped = false;
    let timer: number | undefined;
    let idle: number | undefined;
    const whenIdle = (then: () => void) => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(then, { timeout: 3000 });
      else timer = window.setTimeout(then, 0);
    };
    const loadNext = () => {
      const load = waiting.shift();
      if (!load) return;
      void load()
        .catch(() => {})
        .then(() => {
          if (!stopped) whenIdle(loadNext);
        });
    };
    timer = window.setTimeout(() => whenIdle(loadNext), OTHER_STEPS_AFTER_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
  return null;
}

function stepScreen(step: ApplicationStep): ReactNode {
  switch (step.url) {
    case TERMS_URL:
      return <TermsStep step={step} />;
    case 'personal':
      return <PersonalStep step={step} />;
    case 'address':
      return <AddressStep step={step} />;
    case 'additional':
      return <AdditionalStep step={step} />;
    case 'references':
      return <ReferencesStep step={step} />;
    case 'identity':
      return <IdentityDocumentsStep step={step} />;
    case 'consent':
      return <ConsentStep step={step} />;
    case 'confirmation':
      return <ConfirmationStep />;
    default:
      return <GenericStep step={step} />;
  }
}

/**
 * A step of an application that can no longer be changed: the reason, the step's answers with every control disabled
 * (a disabled fieldset reaches whatever widgets the engine draws), and BACK/NEXT that only move between steps in place
 * of the step's own, which save (StepNavReplaced). The server refuses saves all the same.
 */
function ReadOnlyStep({ step, message }: { step: ApplicationStep; message: string }) {
  const { steps, goTo } = useApplication();
  const { previous, next } = neighbours(steps, step.url);
  return (
    <Flex direction="column" gap="4">
      <Callout.Root color="indigo">
        <Callout.Icon>
          <LockClosedIcon />
        </Callout.Icon>
        <Callout.Text>{message}</Callout.Text>
      </Callout.Root>
      <fieldset disabled className="application-readonly">
        <StepNavReplaced.Provider value>{stepScreen(step)}</StepNavReplaced.Provider>
      </fieldset>
      <StepNav
        onBack={previous ? () => goTo(previous.url) : undefined}
        onNext={() => (next ? goTo(next.url) : undefined)}
        nextDisabled={!next}
      />
    </Flex>
  );
}

/**
 * Every step: sets itself current, shows the step bar and its own screen. The steps before the furthest one reached
 * are links: reached in this browser, or done on the server (another tab or device). A step opens at the top as every
 * page does, back and forward return to where it was (the router's ScrollRestoration).
 */
function StepFrame({ step, resumeUrl }: { step: ApplicationStep; resumeUrl: string }) {
  const { orderId, steps, user, readOnly } = useApplication();
  const [reachedUrl, setReachedUrl] = useState(() => furthestStep(steps, step.url, resumeUrl) ?? step.url);
  useEffect(() => {
    setReachedUrl(furthestStep(steps, markStepReached(user.Id, orderId, steps, step.url), resumeUrl) ?? step.url);
  }, [orderId, resumeUrl, step.url, steps, user.Id]);
  return (
    <div className="application-page">
      <PageHeader title={step.name} description={`Application for order ${orderId}`} />
      {/* A finished application can be read step by step: every step is reachable. */}
      <StepBar steps={steps} currentUrl={step.url} reachedUrl={readOnly === null ? reachedUrl : CONFIRMATION_URL} />
      <Suspense fallback={<StepLoading />}>
        {readOnly !== null && step.url !== CONFIRMATION_URL ? <ReadOnlyStep step={step} message={readOnly} /> : stepScreen(step)}
        <OtherStepsLater />
      </Suspense>
    </div>
  );
}

function homeOf(user: SessionUser): string {
  return user.dashboardInfo.dashboardType === 'client' ? '/admin/dashboard' : '/admin/home';
}

function NoOrder({ user }: { user: SessionUser }) {
  return (
    <>
      <PageHeader title="Application" />
      <Callout.Root color="indigo">
        <Callout.Icon>
          <InfoCircledIcon />
        </Callout.Icon>
        <Flex direction="column" gap="3" align="start">
          <Callout.Text>{NO_CURRENT_ORDER}</Callout.Text>
          <Button asChild size="3">
            <Link to={homeOf(user)}>Go to Home</Link>
          </Button>
        </Flex>
      </Callout.Root>
    </>
  );
}

function NotAStep() {
  return (
    <>
      <PageHeader title="Application" />
      <Callout.Root color="orange">
        <Callout.Icon>
          <InfoCircledIcon />
        </Callout.Icon>
        <Flex direction="column" gap="3" align="start">
          <Callout.Text>This step is not part of this order&apos;s application.</Callout.Text>
          <Button asChild size="3" variant="soft">
            <Link to={stepPath(TERMS_URL)}>Go to the first step</Link>
          </Button>
        </Flex>
      </Callout.Root>
    </>
  );
}

function Steps({ orderId, user, stepUrl }: { orderId: number; user: SessionUser; stepUrl: string | undefined }) {
  const navigate = useNavigate();
  const tabs = useApi('GET /application/get_tabs/:orderId', { orderId: String(orderId) });
  const state = useApi('GET /application/get_application_state/:orderId', { orderId: String(orderId) });
  const readOnly = state.data?.Editable === 'N' ? state.data.Message : null;
  // Before any step reads its draft (idempotent): answers kept for an application that can no longer change mislead.
  if (readOnly !== null) clearOrderDrafts(user.Id, orderId);
  const { steps, selfieRequired } = useMemo(() => stepsFromTabs(Array.isArray(tabs.data) ? tabs.data : []), [tabs.data]);
  const goTo = useCallback((url: string) => navigate(stepPath(url)), [navigate]);
  const portalVersion = String(user.dashboardInfo.dashboardType ?? '');
  const context = useMemo<ApplicationContextValue>(
    () => ({ orderId, steps, selfieRequired, user, portalVersion, isClient: portalVersion === 'client', readOnly, goTo }),
    [goTo, orderId, portalVersion, readOnly, selfieRequired, steps, user],
  );

  // A new tab or a deep link of this user opens this order again.
  useEffect(() => rememberApplicationOrder(user.Id, orderId), [orderId, user.Id]);
  const resumeUrl = resumeStep(steps, state.data?.CompletedTabs ?? [])?.url ?? TERMS_URL;

  const failed = tabs.error ?? state.error;
  if (failed) {
    return (
      <>
        <PageHeader title="Application" />
        <StepLoadError
          message={failed.message}
          onRetry={() => {
            void tabs.mutate();
            void state.mutate();
          }}
        />
      </>
    );
  }
  if (!tabs.data || !state.data) {
    return (
      <>
        {/* The step's own heading when its url names a known step: it stays when the step is drawn. */}
        <PageHeader title={knownStepName(stepUrl) ?? 'Application'} />
        <StepLoading label="Loading your application…" />
      </>
    );
  }
  return (
    <ApplicationContext.Provider value={context}>
      <Routes>
        {/* START, a new tab, another device: the first step not yet done. */}
        <Route index element={<Navigate to={resumeUrl} replace />} />
        {steps.map((step) => (
          <Route key={step.url} path={step.url} element={<StepFrame key={step.url} step={step} resumeUrl={resumeUrl} />} />
        ))}
        <Route path="*" element={<NotAStep />} />
      </Routes>
    </ApplicationContext.Provider>
  );
}

export function ApplicationPage() {
  const user = useSessionUser();
  // The step's code loads while the application's steps and state are fetched, not after.
  const stepUrl = useParams()['*']?.split('/')[0];
  useEffect(() => {
    void stepCode(stepUrl || TERMS_URL)().catch(() => {});
  }, [stepUrl]);
  // Read once: the order stays the same while the application is on screen.
  const [orderId] = useState(readCurrentOrderId);
  if (!user) return null;
  if (orderId === null) {
    return (
      <Suspense fallback={<StepLoading label="Loading your application…" />}>
        <FindOrder user={user} noOrder={<NoOrder user={user} />} open={(found) => <Steps orderId={found} user={user} stepUrl={stepUrl} />} />
      </Suspense>
    );
  }
  return <Steps orderId={orderId} user={user} stepUrl={stepUrl} />;
}

export default ApplicationPage;
