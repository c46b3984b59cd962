// Enter details: one applicant through the engine-drawn form of schemas/forms/new-applicant.json, with the rules and
// messages of order-and-application §5 "New order"; 'Applicant added.' once it is in the cart.
import { useMemo } from 'react';
import { Button, Dialog, Flex, Spinner } from '@radix-ui/themes';
import { EngineForm } from '../../../../widgets';
import { useLocalForm } from '../../../../widgets/useLocalForm';
import { notify } from '../../../app/notices';
import { NEW_ORDER_MESSAGES } from '../../../engine/order-rules';
import {
  APPLICANT_FORM_RULES,
  applicantOf,
  fitApplicantForm,
  type OrderOptions,
} from '../applicantForm';
import { cartStore, withApplicants } from '../cart';

export interface ApplicantDialogProps {
  options: OrderOptions;
  /** The client of the applicants already in the cart: a recruiter cannot change it (§4). */
  lockedClientId: string | null;
  onDone(): void;
}

/** The dialog's content; the caller owns the Dialog.Root so the trigger sits where the page wants it. */
export function ApplicantDialogContent({ options, lockedClientId, onDone }: ApplicantDialogProps) {
  const { form, error } = useLocalForm('new-applicant', APPLICANT_FORM_RULES);
  const setup = useMemo(
    // The fitted schema and uiSchema replace the loaded ones; the checks stay.
    () => (form ? { ...form, ...fitApplicantForm(form, options, lockedClientId) } : null),
    [form, options, lockedClientId],
  );

  const add = (data: Record<string, unknown>) => {
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
        <EngineForm
          id="new-applicant"
          schema={setup.schema}
          uiSchema={setup.uiSchema}
          formData={setup.formData}
          transformErrors={setup.transformErrors}
          customValidate={setup.customValidate}
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
      )}
    </Dialog.Content>
  );
}
