// BACK and NEXT (or the step's own submit label) under every step: full width and stacked NEXT-first on a phone, side
// by side from the sm breakpoint.
import { createContext, useContext } from 'react';
import { Button, Flex, Spinner } from '@radix-ui/themes';
import { ArrowLeftIcon, ArrowRightIcon } from '@radix-ui/react-icons';

export interface StepNavProps {
  onBack?: () => void;
  onNext(): void;
  nextLabel?: string;
  /** While the step is being saved: NEXT shows a spinner and both buttons wait. */
  busy?: boolean;
  /** NEXT cannot be pressed yet (the step is still loading). */
  nextDisabled?: boolean;
}

/**
 * True around a step shown read-only (ApplicationPage): the step's own BACK and NEXT, which save, give way to the
 * read-only ones that only move between steps.
 */
export const StepNavReplaced = createContext(false);

export function StepNav({ onBack, onNext, nextLabel = 'NEXT', busy = false, nextDisabled = false }: StepNavProps) {
  if (useContext(StepNavReplaced)) return null;
  return (
    <Flex className="application-nav" gap="3" mt="5">
      {onBack ? (
        <Button type="button" size="3" variant="soft" color="gray" onClick={onBack} disabled={busy}>
          <ArrowLeftIcon aria-hidden="true" />
          BACK
        </Button>
      ) : null}
      <Button type="button" size="3" onClick={onNext} disabled={busy || nextDisabled} aria-busy={busy || undefined}>
        {busy ? <Spinner size="2" /> : null}
        {nextLabel}
        {!busy && nextLabel === 'NEXT' ? <ArrowRightIcon aria-hidden="true" /> : null}
      </Button>
    </Flex>
  );
}
