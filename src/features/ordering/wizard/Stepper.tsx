// The wizard's stepper (order-and-application §2.1): Choose Your Checks, Add Applicants, Add Questions (only with
// RC), Confirmation, with the current-step indicator: the position among the visible steps.
import { Text } from '@radix-ui/themes';
import type { StepInfo, WizardStep } from './steps';
import './wizard.css';

export interface StepperProps {
  steps: StepInfo[];
  current: WizardStep;
}

export function Stepper({ steps, current }: StepperProps) {
  const position = steps.findIndex((info) => info.step === current) + 1;
  return (
    <nav aria-label="Order steps">
      <ol className="wizard-stepper">
        {steps.map((info, index) => {
          const state = index + 1 < position ? 'done' : index + 1 === position ? 'current' : 'later';
          return (
            <li key={info.step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="wizard-step-number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="wizard-step-label">{info.label}</span>
            </li>
          );
        })}
      </ol>
      <Text as="p" size="2" color="gray" mt="2" data-testid="step-indicator">
        Step {position} of {steps.length}
      </Text>
    </nav>
  );
}
