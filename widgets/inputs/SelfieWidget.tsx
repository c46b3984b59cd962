import { CameraIcon } from '@radix-ui/react-icons';
import type { WidgetProps } from '@rjsf/utils';
import { SelfieDialog } from '../upload/SelfieDialog';
import { UploadFieldWidget } from './UploadFieldWidget';

/**
 * The selfie field (CustomWidget 'selfie', FieldID SELFIE): the value is the stored photo's location. Opens the
 * selfie capture modal (front camera, or a photo file where there is none) and uploads through
 * `formContext.uploadDocument(file, fieldId, onProgress, signal)`; a camera photo is sent as selfie.jpg.
 */
export default function SelfieWidget(props: WidgetProps) {
  return (
    <UploadFieldWidget
      widget={props}
      kind="selfie"
      loadedText="Photo complete"
      pendingText="Photo pending"
      buttonIcon={<CameraIcon />}
      buttonText={{ empty: 'Take photo', loaded: 'Retake photo' }}
      noticeName={props.label || 'Selfie'}
      renderDialog={(dialog) => <SelfieDialog {...dialog} title={props.label || 'Take a photo of yourself'} />}
    />
  );
}
