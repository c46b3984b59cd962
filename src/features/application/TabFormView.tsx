// The body of a step drawn by the engine: loading and failure states, the "answers restored" notice, and the form.
import { lazy, Suspense } from 'react';
import { Flex, Text } from '@radix-ui/themes';
import type { CustomValidator, ErrorTransformer, RJSFSchema, UiSchema as RjsfUiSchema } from '@rjsf/utils';
// From its module, not the widgets index, which also brings the upload dialogs (their stylesheet keeps them in).
import { EngineForm } from '../../../widgets/EngineForm';
import { DRAFT_RESTORED } from './messages';
import { StepLoadError, StepLoading } from './StepStatus';
import type { TabForm } from './useTabForm';

// Shown only when a draft came back: its code stays out of the step's first load (README "First loads").
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
    <Flex direction="column" gap="4">
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
      {tab.defs.length === 0 ? (
        <Text as="p" color="gray">
          There is nothing to fill in on this step.
        </Text>
      ) : (
        <EngineForm
          ref={tab.formRef}
          id={id}
          bySection
          schema={form.schema as RJSFSchema}
          uiSchema={tab.uiSchema as RjsfUiSchema}
          formData={tab.data}
          onChange={tab.onChange}
          customValidate={tab.customValidate as unknown as CustomValidator | undefined}
          transformErrors={form.transformErrors as unknown as ErrorTransformer}
          formContext={tab.formContext}
          disabled={tab.saving}
        />
      )}
    </Flex>
  );
}
