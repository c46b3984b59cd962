// /admin/neworder/{step}: the new-order wizard (order-and-application §2.1). The stepper on top, the step beside the
// side cart (below it on phones), BACK and NEXT by the table of §2.1 (steps.ts).
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Box, Button, Flex, Grid } from '@radix-ui/themes';
import { clearDraft, PAGE_LOADED_AT } from '../../../app/drafts';
import { DraftRestoredCallout } from '../../../app/DraftRestoredCallout';
import { notify } from '../../../app/notices';
import { PageHeader } from '../../../app/PageHeader';
import { useSessionUser, type SessionUser } from '../../../app/session';
import { mayAct } from '../../../app/session-store';
import { cartStore, EMPTY_CART, useCart, withQuestions, type Cart } from '../cart';
import { OrderingRefused } from '../OrderingRefused';
import { AddApplicantsStep } from './AddApplicantsStep';
import { applicantDraftKey } from './ApplicantDialog';
import { CartPanel } from './CartPanel';
import { ChooseChecksStep } from './ChooseChecksStep';
import { ConfirmationStep } from './ConfirmationStep';
import { QuestionsStep } from './QuestionsStep';
import { Stepper } from './Stepper';
import { backFrom, landingStep, nextFrom, parseStep, stepUrl, visibleSteps, type WizardStep } from './steps';

export function NewOrderPage() {
  const user = useSessionUser();
  const cart = useCart();
  const requested = parseStep(useParams().step);
  // The admin guard keeps signed-out users away; this covers the instant of signing out.
  if (!user) return null;
  if (!mayAct(user.dashboardInfo)) return <OrderingRefused title="New order" />;
  if (requested === null) return <Navigate to={stepUrl(1)} replace />;
  const step = landingStep(requested, cart);
  if (step !== requested) return <Navigate to={stepUrl(step)} replace />;
  return <Wizard user={user} cart={cart} step={step} />;
}

export const CART_RESTORED = 'We restored the order you had not submitted yet.';

/** When the cart on screen was kept by an earlier visit (a reload, another tab, before a sign-in), or null. */
function keptBeforeThisPage(): number | null {
  const savedAt = cartStore.savedAt();
  return savedAt !== null && savedAt < PAGE_LOADED_AT ? savedAt : null;
}

function Wizard({ user, cart, step }: { user: SessionUser; cart: Cart; step: WizardStep }) {
  const navigate = useNavigate();
  const [restoredAt, setRestoredAt] = useState(keptBeforeThisPage);
  const discard = () => {
    cartStore.clear();
    clearDraft(applicantDraftKey(user.Id));
    setRestoredAt(null);
    navigate(stepUrl(1));
  };

  // Each step starts at the top of the page, as a new page would.
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [step]);

  const back = () => navigate(stepUrl(backFrom(step, cart)));
  const next = () => {
    const outcome = nextFrom(step, cart);
    if ('error' in outcome) {
      notify(outcome.error, 'error');
      return;
    }
    // §2.1: NEXT on step 1 clears the questions (the services, and so the questionnaire's use, may have changed).
    if (step === 1) cartStore.update((c) => (c.questions.length ? withQuestions(c, []) : c));
    navigate(stepUrl(outcome.to));
  };

  return (
    <>
      <PageHeader title="New order" />
      <Stepper steps={visibleSteps(cart.services)} current={step} />
      {restoredAt !== null && cart !== EMPTY_CART ? (
        <Box mt="4">
          <DraftRestoredCallout
            savedAt={restoredAt}
            hint="press SUBMIT on the last step to order it."
            discardLabel="Discard it"
            onDiscard={discard}
          >
            {CART_RESTORED}
          </DraftRestoredCallout>
        </Box>
      ) : null}
      <Grid columns={{ initial: '1', md: 'minmax(0, 1fr) 300px' }} gap="5" mt="5" align="start">
        <Box minWidth="0">
          {step === 1 && <ChooseChecksStep user={user} cart={cart} />}
          {step === 2 && <AddApplicantsStep user={user} cart={cart} />}
          {step === 3 && <QuestionsStep user={user} cart={cart} />}
          {step === 4 ? (
            <ConfirmationStep user={user} cart={cart} onBack={back} />
          ) : (
            <Flex justify={step === 1 ? 'end' : 'between'} gap="3" mt="5">
              {step > 1 && (
                <Button type="button" variant="soft" color="gray" size="3" onClick={back}>
                  BACK
                </Button>
              )}
              <Button type="button" size="3" onClick={next}>
                NEXT
              </Button>
            </Flex>
          )}
        </Box>
        <CartPanel cart={cart} />
      </Grid>
    </>
  );
}

export default NewOrderPage;
