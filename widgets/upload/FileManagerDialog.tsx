import { useEffect, useState, type ReactNode } from 'react';
import { Button, Flex, Text } from '@radix-ui/themes';
import { CameraIcon, UploadIcon } from '@radix-ui/react-icons';
import { CameraView } from './CameraView';
import { liveCameraSupported, touchFirstDevice } from './camera';
import { acceptFor, conditionsText } from './fileRules';
import { ChosenFile, FilePick } from './parts';
import { UploadDialogFrame } from './UploadDialogFrame';
import { useUploadFlow, type UploadFile } from './useUploadFlow';

export interface FileManagerDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The document's name, the dialog's title. */
  title: string;
  /** Sends the checked file (see UploadFile). */
  upload: UploadFile;
  /** After the file is stored, before the dialog closes: the caller says '{doc} loaded.' and refreshes. */
  onUploaded(file: File): void;
  /** Controls shown above the buttons, e.g. the sighted checkbox for client users. */
  children?: ReactNode;
}

/**
 * The file manager of an identity document (order-and-application §2.3): take a photo with the camera or choose a
 * file, see what was chosen, Cancel or Upload with a progress bar. Files are checked against §5 "Files" when chosen
 * and again on Upload, before anything is sent.
 *
 * The camera: on a phone, a file input with `capture` opens the camera app (sharper photos of a document than a
 * video frame); on a computer with a webcam, a live preview in the dialog; elsewhere the input opens the file chooser.
 */
export function FileManagerDialog({ open, onOpenChange, title, upload, onUploaded, children }: FileManagerDialogProps) {
  const flow = useUploadFlow('document', upload);
  const [mode, setMode] = useState<'choose' | 'camera'>('choose');
  const [cameraNote, setCameraNote] = useState<string | null>(null);

  // The frame starts the flow afresh on opening; the dialog starts on the choices.
  useEffect(() => {
    if (!open) return;
    setMode('choose');
    setCameraNote(null);
  }, [open]);

  const offerLiveCamera = liveCameraSupported() && !touchFirstDevice() && cameraNote === null;

  return (
    <UploadDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      intro={`Take a photo of the document or choose a file. ${conditionsText('document')}`}
      flow={flow}
      onUploaded={onUploaded}
      controls={children}
    >
      {mode === 'camera' ? (
        <Flex direction="column" gap="2">
          <CameraView
            facing="environment"
            fileName="document.jpg"
            onCapture={(file) => {
              flow.choose(file);
              setMode('choose');
            }}
            onUnavailable={(reason) => {
              setCameraNote(`${reason} Choose a file instead.`);
              setMode('choose');
            }}
          />
          <Button type="button" size="3" variant="ghost" color="gray" onClick={() => setMode('choose')}>
            Back to the choices
          </Button>
        </Flex>
      ) : (
        <div className="upload-choices">
          {offerLiveCamera ? (
            <Button type="button" size="3" variant="soft" disabled={flow.uploading} onClick={() => setMode('camera')}>
              <CameraIcon /> Take a photo
            </Button>
          ) : (
            <FilePick
              label="Take a photo"
              icon={<CameraIcon />}
              accept={acceptFor('photo')}
              capture="environment"
              disabled={flow.uploading}
              onFile={flow.choose}
            />
          )}
          <FilePick
            label="Choose a file"
            icon={<UploadIcon />}
            accept={acceptFor('document')}
            disabled={flow.uploading}
            onFile={flow.choose}
          />
        </div>
      )}

      {cameraNote && (
        <Text size="2" color="gray" role="status">
          {cameraNote}
        </Text>
      )}
      {flow.file && <ChosenFile file={flow.file} />}
    </UploadDialogFrame>
  );
}
