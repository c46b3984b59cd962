import { useEffect, useState } from 'react';
import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { CameraIcon, ReloadIcon, UploadIcon } from '@radix-ui/react-icons';
import { CameraView } from './CameraView';
import { liveCameraSupported } from './camera';
import { acceptFor, conditionsText } from './fileRules';
import { ChosenFile, FilePick, UploadProblem, UploadProgress } from './parts';
import { useUploadFlow, type UploadFile } from './useUploadFlow';
import './upload.css';

/** The selfie is stored as a jpg (order-and-application §7: SELFIE, "file name a jpg"). */
export const SELFIE_FILE_NAME = 'selfie.jpg';

export interface SelfieDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title?: string;
  upload: UploadFile;
  onUploaded(file: File): void;
}

type SelfieMode = 'camera' | 'file';

/**
 * The selfie capture modal: the front camera live (getUserMedia) with Take photo, Retake and Upload; where there is
 * no camera (or it is blocked, or the page is not on https) a file input for a photo, which on a phone opens the
 * front camera app.
 */
export function SelfieDialog({ open, onOpenChange, title = 'Take a photo of yourself', upload, onUploaded }: SelfieDialogProps) {
  const flow = useUploadFlow('photo', upload);
  const [mode, setMode] = useState<SelfieMode>('file');
  const [cameraNote, setCameraNote] = useState<string | null>(null);
  const { reset } = flow;

  useEffect(() => {
    if (!open) return;
    reset();
    setCameraNote(null);
    setMode(liveCameraSupported() ? 'camera' : 'file');
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

  const captured = flow.file !== null;

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <Dialog.Content maxWidth="520px" aria-describedby={undefined}>
        <Dialog.Title>{title}</Dialog.Title>
        <Text as="p" size="2" color="gray" mb="4">
          {mode === 'camera'
            ? 'Look straight at the camera, with your face uncovered and well lit.'
            : `Choose a recent photo of your face, uncovered and well lit. ${conditionsText('photo')}`}
        </Text>

        <Flex direction="column" gap="4">
          {captured && flow.file ? (
            <ChosenFile file={flow.file} large />
          ) : mode === 'camera' ? (
            <CameraView
              facing="user"
              fileName={SELFIE_FILE_NAME}
              onCapture={flow.choose}
              onUnavailable={(reason) => {
                setCameraNote(`${reason} Choose a photo instead.`);
                setMode('file');
              }}
            />
          ) : null}

          {mode === 'camera' && !captured && (
            <Button type="button" size="3" variant="ghost" color="gray" onClick={() => setMode('file')}>
              Choose a photo instead
            </Button>
          )}

          {cameraNote && (
            <Text size="2" color="gray" role="status">
              {cameraNote}
            </Text>
          )}

          {captured && mode === 'camera' && (
            <Button type="button" size="3" variant="soft" disabled={flow.uploading} onClick={() => flow.reset()}>
              <ReloadIcon /> Retake
            </Button>
          )}
          {mode === 'file' && (
            <FilePick
              label={captured ? 'Choose another photo' : 'Choose a photo'}
              icon={captured ? <CameraIcon /> : <UploadIcon />}
              accept={acceptFor('photo')}
              capture="user"
              disabled={flow.uploading}
              onFile={flow.choose}
            />
          )}

          {flow.problem && <UploadProblem text={flow.problem} />}
          {flow.progress !== null && <UploadProgress fraction={flow.progress} />}
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
