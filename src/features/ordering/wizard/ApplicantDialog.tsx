// Enter details: one applicant through the engine-drawn form of schemas/forms/new-applicant.json, with the rules and
// messages of order-and-application §5 "New order"; 'Applicant added.' once it is in the cart.
import { useMemo, useState } from 'react';
import { Box, Button, Dialog, Flex, Spinner } from '@radix-ui/themes';
import { EngineForm } from '../../../../widgets';
import { useLocalForm } from '../../../../widgets/useLocalForm';
import { clearDraft, readDraft, useLeaveWarning, userDraftKey, writeDraft } from '../../../app/drafts';
import { DraftRestoredCallout } from '../../../app/DraftRestoredCallout';
import { notify } from '../../../app/notices';
import { NEW_ORDER_MESSAGES } from '../../../engine/order-rules';
import {
  APPLICANT_FORM_RULES,
  applicantOf,
  fitApplicantForm,
  type OrderOptions,
} from '../applicantForm';
import { cartStore, withApplicants } from '../cart';

/** The applicant half-typed in Enter details, kept until it is added or the dialog is closed (issue 16). */
export const applicantDraftKey = (userId: number | string) => userDraftKey(userId, 'wizard.applicant');

export const APPLICANT_RESTORED = 'We restored the applicant you were entering.';

export interface ApplicantDialogProps {
  /** Whose typing is kept. */
  userId: number | string;
  options: OrderOptions;
  /** The client of the applicants already in the cart: a recruiter cannot change it (§4). */
  lockedClientId: string | null;
  onDone(): void;
}

/** Whether `data` holds something the user typed: a filled value that is not the form's default. */
export function typedOver(data: Record<string, unknown>, defaults: Record<string, unknown>): boolean {
  return Object.entries(data).some(([key, value]) => value !== undefined && value !== '' && value !== null && value !== defaults[key]);
}

/** The dialog's content; the caller owns the Dialog.Root so the trigger sits where the page wants it. */
export function ApplicantDialogContent({ userId, options, lockedClientId, onDone }: ApplicantDialogProps) {
  const { form, error } = useLocalForm('new-applicant', APPLICANT_FORM_RULES);
  const draftKey = applicantDraftKey(userId);
  // Typing kept by an earlier visit (a reload, another tab) comes back with the restore banner.
  const [restored, setRestored] = useState(() => readDraft<Record<string, unknown>>(draftKey));
  const [typed, setTyped] = useState(false);
  // A remount of the form (after Discard) starts from the fitted defaults again.
  const [formKey, setFormKey] = useState(0);
  useLeaveWarning(typed || restored !== null);
  const setup = useMemo(
    // The fitted schema and uiSchema replace the loaded ones; the checks stay.
    () => (form ? { ...form, ...fitApplicantForm(form, options, lockedClientId) } : null),
    [form, options, lockedClientId],
  );

  const initial = useMemo(
    () => (setup && restored ? { ...setup.formData, ...restored.data } : setup?.formData),
    [setup, restored],
  );
  const keep = (data: Record<string, unknown>) => {
    // Only typing is kept: the form reporting its defaults is not a half-typed applicant.
    const typing = typedOver(data, setup?.formData ?? {});
    setTyped(typing);
    if (typing) writeDraft(draftKey, data);
    else clearDraft(draftKey);
  };
  const discard = () => {
    clearDraft(draftKey);
    setRestored(null);
    setTyped(false);
    setFormKey((k) => k + 1);
  };

  const add = (data: Record<string, unknown>) => {
    clearDraft(draftKey);
    setTyped(false);
    cartStore.update((cart) => withApplicants(cart, [applicantOf(data, options)]));
    notify(NEW_ORDER_MESSAGES.added, 'success');
    onDone();
  };

  return (
    <Dialog.Content maxWidth="560px">
      <Dialog.Title>Enter details</Dialog.Title>
      <Dialog.Description size="2" color="gray" mb="4">
        The applicant receives an email inviting them to start their application.
      </Dialog.Description>
      {error ? (
        <Dialog.Description color="red">The form could not be loaded. Please try later.</Dialog.Description>
      ) : !setup ? (
        <Spinner aria-label="Loading the form" />
      ) : (
        <>
          {restored ? (
            <Box mb="4">
              <DraftRestoredCallout
                savedAt={restored.savedAt}
                hint="press Add applicant to add them."
                discardLabel="Discard them"
                onDiscard={discard}
              >
                {APPLICANT_RESTORED}
              </DraftRestoredCallout>
            </Box>
          ) : null}
          <EngineForm
            key={formKey}
            id="new-applicant"
            schema={setup.schema}
            uiSchema={setup.uiSchema}
            formData={initial}
            transformErrors={setup.transformErrors}
            customValidate={setup.customValidate}
            onChange={keep}
            onSubmit={add}
          >
            <Flex gap="3" justify="end" wrap="wrap">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit">Add applicant</Button>
            </Flex>
          </EngineForm>
        </>
      )}
    </Dialog.Content>
  );
}
