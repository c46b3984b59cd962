// Step 2, Add Applicants: Enter details (one applicant) and Upload a File (a CSV), then the applicants table
// (order-and-application §2.1, §5 "New order", "CSV upload").
import { useState } from 'react';
import { Button, Callout, Dialog, Flex, Heading } from '@radix-ui/themes';
import { ExclamationTriangleIcon, PersonIcon, UploadIcon } from '@radix-ui/react-icons';
import { errorText } from '../../../app/api';
import { clearDraft, readDraft } from '../../../app/drafts';
import type { SessionUser } from '../../../app/session';
import { lockedClientId, type Cart } from '../cart';
import { CsvUploadDialogContent } from '../csv/CsvUploadDialog';
import { useOrderOptions } from '../useOrderOptions';
import { ApplicantDialogContent, applicantDraftKey } from './ApplicantDialog';
import { ApplicantsTable } from './ApplicantsTable';
import { Loading } from '../../../app/Loading';

type OpenDialog = 'details' | 'file' | null;

export function AddApplicantsStep({ user, cart }: { user: SessionUser; cart: Cart }) {
  const state = useOrderOptions(user, cart.services);
  // An applicant half-typed before a reload (or in another tab) opens Enter details again, with the typing offered back.
  const [open, setOpen] = useState<OpenDialog>(() => (readDraft(applicantDraftKey(user.Id)) ? 'details' : null));
  const locked = lockedClientId(cart);
  const close = () => setOpen(null);
  const onOpenChange = (which: OpenDialog) => (isOpen: boolean) => {
    // Closing Enter details (Cancel, Esc) discards what was typed in it.
    if (!isOpen && which === 'details') clearDraft(applicantDraftKey(user.Id));
    setOpen(isOpen ? which : null);
  };

  return (
    <Flex direction="column" gap="4">
      <Heading as="h2" size="5">
        Add Applicants
      </Heading>

      {state.status === 'failed' ? (
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>{errorText(state.error)}</Callout.Text>
        </Callout.Root>
      ) : null}

      <Flex gap="3" wrap="wrap" align="center">
        <Dialog.Root open={open === 'details'} onOpenChange={onOpenChange('details')}>
          <Dialog.Trigger>
            <Button disabled={state.status !== 'ready'}>
              <PersonIcon /> Enter details
            </Button>
          </Dialog.Trigger>
          {state.status === 'ready' ? (
            <ApplicantDialogContent userId={user.Id} options={state.options} lockedClientId={locked} onDone={close} />
          ) : null}
        </Dialog.Root>

        <Dialog.Root open={open === 'file'} onOpenChange={onOpenChange('file')}>
          <Dialog.Trigger>
            <Button variant="outline" disabled={state.status !== 'ready'}>
              <UploadIcon /> Upload a File
            </Button>
          </Dialog.Trigger>
          {state.status === 'ready' ? (
            <CsvUploadDialogContent options={state.options} lockedClientId={locked} onDone={close} />
          ) : null}
        </Dialog.Root>

        {state.status === 'loading' ? (
          <Loading what="Loading your contract options…" />
        ) : null}
      </Flex>

      <ApplicantsTable applicants={cart.applicants} />
    </Flex>
  );
}
