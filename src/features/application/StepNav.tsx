// BACK and NEXT (or the step's own submit label) under every step: full width and stacked NEXT-first on a phone, side
// by side from the sm breakpoint.
import { createContext, memo, useContext, useLayoutEffect, useRef, useState } from 'react';
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

export function StepNav(props: StepNavProps) {
  // The buttons draw again only when what they show changes, not on every commit of the step's form (a new onNext
  // each render): they call the latest handlers.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const [handlers] = useState(() => ({
    back: () => latest.current.onBack?.(),
    next: () => latest.current.onNext(),
  }));
  if (useContext(StepNavReplaced)) return null;
  const { onBack, nextLabel = 'NEXT', busy = false, nextDisabled = false } = props;
  return <StepNavButtons hasBack={Boolean(onBack)} nextLabel={nextLabel} busy={busy} nextDisabled={nextDisabled} handlers={handlers} />;
}

interface StepNavButtonsProps {
  hasBack: boolean;
  nextLabel: string;
  busy: boolean;
  nextDisabled: boolean;
  handlers: { back(): void; next(): void };
}

const StepNavButtons = memo(function StepNavButtons({ hasBack, nextLabel, busy, nextDisabled, handlers }: StepNavButtonsProps) {
  return (
    <Flex className="application-nav" gap="3" mt="5">
      {hasBack ? (
        <Button type="button" size="3" variant="soft" color="gray" onClick={handlers.back} disabled={busy}>
          <ArrowLeftIcon aria-hidden="true" />
          BACK
        </Button>
      ) : null}
      <Button type="button" size="3" onClick={handlers.next} disabled={busy || nextDisabled} aria-busy={busy || undefined}>
        {busy ? <Spinner size="2" /> : null}
        {nextLabel}
        {!busy && nextLabel === 'NEXT' ? <ArrowRightIcon aria-hidden="true" /> : null}
      </Button>
    </Flex>
  );
});
