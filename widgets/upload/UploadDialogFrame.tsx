import { useEffect, type ReactNode } from 'react';
import { Box, Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { UploadProblem, UploadProgress } from './parts';
import type { UploadFlow } from './useUploadFlow';
import './upload.css';

export interface UploadDialogFrameProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  /** The line under the title: what to do and which files are taken. */
  intro: string;
  /** The dialog's file manager state (useUploadFlow). */
  flow: UploadFlow;
  /** After the file is stored, before the dialog closes. */
  onUploaded(file: File): void;
  /** The ways to choose or take the file, and what was chosen. */
  children: ReactNode;
  /** Controls under the progress bar, e.g. the sighted checkbox for client users. */
  controls?: ReactNode;
}

/**
 * What the document file manager and the selfie modal share: the dialog starts afresh when opened, closing it stops
 * a running upload, the refusal and the progress bar show under the choices, and Upload closes it once the file is
 * stored.
 */
export function UploadDialogFrame({ open, onOpenChange, title, intro, flow, onUploaded, children, controls }: UploadDialogFrameProps) {
  const { reset } = flow;
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);

  const close = () => {
    flow.abort();
    onOpenChange(false);
  };

  const submit = async () => {
    const file = flow.file;
    if (await flow.start()) {
      if (file) onUploaded(file);
      onOpenChange(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <Dialog.Content maxWidth="520px" aria-describedby={undefined}>
        <Dialog.Title>{title}</Dialog.Title>
        <Text as="p" size="2" color="gray" mb="4">
          {intro}
        </Text>

        <Flex direction="column" gap="4">
          {children}
          {flow.problem && <UploadProblem text={flow.problem} />}
          {flow.progress !== null && <UploadProgress fraction={flow.progress} />}
          {controls && <Box>{controls}</Box>}
        </Flex>

        <Flex gap="3" mt="5" justify="end">
          <Button type="button" size="3" variant="soft" color="gray" onClick={close}>
            Cancel
          </Button>
          <Button type="button" size="3" onClick={submit} disabled={flow.uploading}>
            {flow.uploading ? 'Uploading…' : 'Upload'}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
