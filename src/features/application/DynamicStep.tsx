// The frame of every step the engine draws: the step's own introduction, the form, BACK and NEXT, and the server's
// refusal in the 'Important' dialog (or inline alert, on References: order-and-application §8).
import { lazy, Suspense, type ReactNode } from 'react';
import { Callout } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { useApplication } from './context';
import { IMPORTANT_TITLE, type ServerVerdict } from './messages';
import { neighbours, type ApplicationStep } from './state';
import { StepNav } from './StepNav';
import { TabFormView } from './TabFormView';
import type { TabForm } from './useTabForm';

// Only a refused step shows it: Radix's alert dialog stays out of the step's first load (docs/performance.md "First loads").
const ImportantDialog = lazy(() => import('./ImportantDialog').then((m) => ({ default: m.ImportantDialog })));

export interface DynamicStepProps {
  step: ApplicationStep;
  tab: TabForm;
  /** Shown above the form: requirement texts, help buttons. */
  intro?: ReactNode;
  /** After the server approved the step; defaults to going to the next step. */
  onApproved?: (answer: ServerVerdict, goNext: () => void) => void | Promise<void>;
  /** 'alert' shows the refusal inline (References), 'dialog' in a modal (elsewhere). */
  refusal?: 'dialog' | 'alert';
}

export function DynamicStep({ step, tab, intro, onApproved, refusal = 'dialog' }: DynamicStepProps) {
  const { steps, goTo } = useApplication();
  const { previous, next } = neighbours(steps, step.url);
  const goNext = () => {
    if (next) goTo(next.url);
  };
  const onNext = () => {
    tab.setImportant(null);
    void tab.saveAndContinue((answer) => (onApproved ? onApproved(answer, goNext) : goNext()));
  };

  return (
    // Radix's <Flex direction="column" gap="4">, as the element it draws: this draws again on every commit.
    <div className="rt-Flex rt-r-fd-column rt-r-gap-4">
      {intro}
      <TabFormView tab={tab} id={`step-${step.url}`} />
      {refusal === 'alert' && tab.important !== null ? (
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>
            <strong>{IMPORTANT_TITLE}</strong>: {tab.important}
          </Callout.Text>
        </Callout.Root>
      ) : null}
      {/* Not under a form still loading: the form would push BACK and NEXT down when it arrives (a layout shift). */}
      {tab.status === 'loading' ? null : (
        <StepNav
          onBack={previous ? () => goTo(previous.url) : undefined}
          onNext={onNext}
          busy={tab.saving}
          nextDisabled={tab.status !== 'ready'}
        />
      )}
      {refusal === 'dialog' ? (
        tab.important !== null && (
          <Suspense fallback={null}>
            <ImportantDialog message={tab.important} onClose={() => tab.setImportant(null)} />
          </Suspense>
        )
      ) : null}
    </div>
  );
}
