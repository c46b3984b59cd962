// The body of a step drawn by the engine: loading and failure states, the "answers restored" notice, and the form.
import { lazy, Suspense } from 'react';
import { TabFields } from '../../app/TabFields';
import { DRAFT_RESTORED } from './messages';
import { StepLoadError, StepLoading } from './StepStatus';
import type { TabForm } from './useTabForm';

// Shown only when a draft came back: its code stays out of the step's first load (docs/performance.md "First loads").
const DraftRestoredCallout = lazy(() =>
  import('../../app/DraftRestoredCallout').then((m) => ({ default: m.DraftRestoredCallout })),
);

export interface TabFormViewProps {
  tab: TabForm;
  /** The form's id, also the prefix of its field ids. */
  id: string;
}

export function TabFormView({ tab, id }: TabFormViewProps) {
  if (tab.status === 'error') return <StepLoadError message={tab.loadError ?? ''} onRetry={tab.retry} />;
  if (tab.status === 'loading' || !tab.form) return <StepLoading />;
  const form = tab.form;
  return (
    // Radix's <Flex direction="column" gap="4">, as the element it draws: this draws again on every commit.
    <div className="rt-Flex rt-r-fd-column rt-r-gap-4">
      {tab.restoredAt !== null ? (
        <Suspense fallback={null}>
          <DraftRestoredCallout
            savedAt={tab.restoredAt}
            hint="press NEXT to save them."
            discardLabel="Discard them"
            onDiscard={tab.discardDraft}
          >
            {DRAFT_RESTORED}
          </DraftRestoredCallout>
        </Suspense>
      ) : null}
      <TabFields tab={{ ...tab, form }} id={id} />
    </div>
  );
}
