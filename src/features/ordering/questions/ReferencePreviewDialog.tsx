// 'Referee Form Preview' (order-and-application §2.1): the questionnaire drawn by the same engine configuration the
// public references form uses (buildReferencesForm over the same field list), so a client sees exactly what a referee
// will see. A preview only: the inputs can be tried, nothing is sent.
import { useMemo, useState } from 'react';
import { Box, Button, Dialog, Flex } from '@radix-ui/themes';
import { EyeOpenIcon } from '@radix-ui/react-icons';
import { buildReferencesForm, toReferenceFields } from '../../../engine';
import { EngineForm } from '../../../../widgets';
import type { Question } from './questions';

export const PREVIEW_TITLE = 'Referee Form Preview';

export interface ReferencePreviewDialogProps {
  questions: readonly Question[];
}

export function ReferencePreviewDialog({ questions }: ReferencePreviewDialogProps) {
  const [open, setOpen] = useState(false);
  // Built when the dialog opens, from the list as it is then.
  const config = useMemo(() => (open ? buildReferencesForm(toReferenceFields(questions)) : null), [open, questions]);

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
        {config && (
          <Box className="reference-preview">
            <EngineForm
              id="reference-preview"
              schema={config.schema}
              uiSchema={config.uiSchema}
              formData={config.formData}
            />
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
