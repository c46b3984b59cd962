// The wizard's BACK and NEXT rules, exactly the table of order-and-application §2.1, as pure functions the page
// and the tests share.
import { NEW_ORDER_MESSAGES } from '../../../engine/order-rules';
import type { CartApplicant } from '../cart';
import { hasReferences, type Service } from '../services';

export type WizardStep = 1 | 2 | 3 | 4;


export interface StepInfo {
  step: WizardStep;
  label: string;
}

const ALL_STEPS: readonly StepInfo[] = [
  { step: 1, label: 'Choose Your Checks' },
  { step: 2, label: 'Add Applicants' },
  { step: 3, label: 'Add Questions' },
  { step: 4, label: 'Confirmation' },
];

interface WizardState {
  services: readonly Pick<Service, 'ServiceID'>[];
  applicants: readonly Pick<CartApplicant, 'Id'>[];
}

/** The stepper's steps: Add Questions only when service RC is chosen. */
export function visibleSteps(services: WizardState['services']): StepInfo[] {
  const withQuestions = hasReferences(services);
  return ALL_STEPS.filter((info) => info.step !== 3 || withQuestions);
}

/**
 * The current-step indicator: the position of a step among the visible ones, from 1. On the confirmation page it is 4
 * with RC and 3 without (§2.1).
 */
export function stepPosition(step: WizardStep, services: WizardState['services']): number {
  return visibleSteps(services).findIndex((info) => info.step === step) + 1;
}

export function stepUrl(step: WizardStep): string {
  return `/admin/neworder/${step}/`;
}

/** The step number of a route parameter; anything else is not a step. */
export function parseStep(param: string | undefined): WizardStep | null {
  const n = Number(param ?? '1');
  return n === 1 || n === 2 || n === 3 || n === 4 ? n : null;
}

export type NextOutcome = { to: WizardStep } | { error: string };

/** NEXT: step 1 needs a service, step 2 an applicant, then 3 only with RC. */
export function nextFrom(step: WizardStep, state: WizardState): NextOutcome {
  switch (step) {
    case 1:
      return state.services.length ? { to: 2 } : { error: NEW_ORDER_MESSAGES.selectService };
    case 2:
      if (!state.applicants.length) return { error: NEW_ORDER_MESSAGES.participantsRequired };
      return { to: hasReferences(state.services) ? 3 : 4 };
    case 3:
      return { to: 4 };
    case 4:
      // Step 4 has SUBMIT, not NEXT.
      return { to: 4 };
  }
}

/** BACK: 2 to 1, 3 to 2, 4 to 3 with RC else 2. */
export function backFrom(step: WizardStep, state: Pick<WizardState, 'services'>): WizardStep {
  switch (step) {
    case 1:
    case 2:
      return 1;
    case 3:
      return 2;
    case 4:
      return hasReferences(state.services) ? 3 : 2;
  }
}

/**
 * Where a request for a step lands. The spec sends the confirmation step without services to step 1; a deep link or a
 * reload into a step whose earlier steps are not done goes back to the first unfinished one the same way (without
 * services nothing past step 1 makes sense; without applicants nothing past step 2; step 3 exists only with RC).
 */
export function landingStep(requested: WizardStep, state: WizardState): WizardStep {
  if (requested === 1) return 1;
  if (!state.services.length) return 1;
  if (requested === 2) return 2;
  if (!state.applicants.length) return 2;
  if (requested === 3 && !hasReferences(state.services)) return 4;
  return requested;
}
