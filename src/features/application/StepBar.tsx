// The application's step bar (§2.3): completed steps are links, the current step is active (aria-current="step"), later
// steps are not links. On a phone it shrinks to 'Step 3 of 8' and a progress bar, with the same list of steps (completed
// ones links) one tap away in a disclosure: the browser's own <details>, so keyboard and screen readers work as they
// do everywhere and no menu code joins the step's first load.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Box, Flex, Progress, Text, VisuallyHidden } from '@radix-ui/themes';
import { CheckIcon } from '@radix-ui/react-icons';
import { stepPath, type ApplicationStep } from './state';

export interface StepBarProps {
  steps: readonly ApplicationStep[];
  currentUrl: string;
  /** The furthest step reached: steps before it are completed, and it is a link too when it is not the current one. */
  reachedUrl: string;
}

type StepState = 'completed' | 'reached' | 'current' | 'later';

function stateOf(index: number, current: number, reached: number): StepState {
  if (index === current) return 'current';
  if (index < reached) return 'completed';
  if (index === reached) return 'reached';
  return 'later';
}

export function StepBar({ steps, currentUrl, reachedUrl }: StepBarProps) {
  // The phone's list is in the page only while open: one list of links at a time (the wide bar's is hidden on a phone).
  const [listOpen, setListOpen] = useState(false);
  const current = steps.findIndex((step) => step.url === currentUrl);
  const reached = Math.max(current, steps.findIndex((step) => step.url === reachedUrl));
  const step = steps[current];
  if (!step) return null;
  const items = steps.map((item, index) => {
    const state = stateOf(index, current, reached);
    const content = (
      <>
        <span className="application-step-number" aria-hidden="true">
          {state === 'completed' ? <CheckIcon /> : item.number}
        </span>
        <span className="application-step-name">{item.name}</span>
      </>
    );
    return (
      <li key={item.url} className="application-step" data-state={state}>
        {state === 'completed' || state === 'reached' ? (
          <Link to={stepPath(item.url)} className="application-step-link">
            {content}
            {state === 'completed' ? <VisuallyHidden> (completed)</VisuallyHidden> : null}
          </Link>
        ) : (
          <span className="application-step-link" aria-current={state === 'current' ? 'step' : undefined}>
            {content}
          </span>
        )}
      </li>
    );
  });
  return (
    <nav aria-label="Application steps" className="application-stepbar">
      {/* Phone: compact, the steps in a disclosure (closed again by the next step's page: the bar is drawn anew). */}
      <Box display={{ initial: 'block', lg: 'none' }} className="application-stepbar-compact">
        <details className="application-stepbar-menu" onToggle={(event) => setListOpen(event.currentTarget.open)}>
          <summary>
            <Text size="2" color="gray">
              Step {step.number} of {steps.length}
            </Text>
            <span className="application-stepbar-toggle">All steps</span>
          </summary>
          {listOpen ? <ol className="application-steps application-steps-list">{items}</ol> : null}
        </details>
        <Progress value={(step.number / steps.length) * 100} size="2" mt="2" aria-label="Application progress" />
      </Box>
      {/* Wider screens: every step. */}
      <Flex asChild display={{ initial: 'none', lg: 'flex' }}>
        <ol className="application-steps">{items}</ol>
      </Flex>
    </nav>
  );
}
