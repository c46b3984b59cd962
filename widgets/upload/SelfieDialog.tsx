import { useEffect, useState } from 'react';
import { Button, Text } from '@radix-ui/themes';
import { CameraIcon, ReloadIcon, UploadIcon } from '@radix-ui/react-icons';
import { CameraView } from './CameraView';
import { liveCameraSupported } from './camera';
import { acceptFor, conditionsText } from './fileRules';
import { ChosenFile, FilePick } from './parts';
import { UploadDialogFrame } from './UploadDialogFrame';
import { useUploadFlow, type UploadFile } from './useUploadFlow';

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

  // The frame starts the flow afresh on opening; the dialog starts on the live camera where there is one.
  useEffect(() => {
    if (!open) return;
    setCameraNote(null);
    setMode(liveCameraSupported() ? 'camera' : 'file');
  }, [open]);

  const captured = flow.file !== null;

  return (
    <UploadDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      intro={
        mode === 'camera'
          ? 'Look straight at the camera, with your face uncovered and well lit.'
          : `Choose a recent photo of your face, uncovered and well lit. ${conditionsText('photo')}`
      }
      flow={flow}
      onUploaded={onUploaded}
    >
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
    </UploadDialogFrame>
  );
}
