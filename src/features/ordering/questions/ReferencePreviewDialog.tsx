// 'Referee Form Preview' (order-and-application §2.1): the questionnaire drawn by the same component and field list
// the public references form uses (RefereeForm over refereeFormFields, with bracketed stand-ins for the details only the
// application will give), so a client sees exactly what a referee will see. A preview only: nothing is sent.
import { useMemo, useState } from 'react';
import { Box, Button, Dialog, Flex } from '@radix-ui/themes';
import { EyeOpenIcon } from '@radix-ui/react-icons';
import { PREVIEW_REFEREE_DETAILS, refereeFormFields } from '../../../engine';
import { RefereeForm } from '../../../app/RefereeForm';
import type { Question } from './questions';

export const PREVIEW_TITLE = 'Referee Form Preview';

export interface ReferencePreviewDialogProps {
  questions: readonly Question[];
}

export function ReferencePreviewDialog({ questions }: ReferencePreviewDialogProps) {
  const [open, setOpen] = useState(false);
  // Built when the dialog opens, from the list as it is then.
  const fields = useMemo(() => (open ? refereeFormFields(questions, PREVIEW_REFEREE_DETAILS) : null), [open, questions]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button type="button" variant="soft">
          <EyeOpenIcon aria-hidden />
          Preview
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="720px">
        <Dialog.Title>{PREVIEW_TITLE}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          This is the form your applicant&apos;s referees will fill in.
        </Dialog.Description>
        {fields && (
          <Box className="reference-preview">
            <RefereeForm id="reference-preview" fields={fields} />
          </Box>
        )}
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray">
              Close
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
