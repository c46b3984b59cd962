import { UploadIcon } from '@radix-ui/react-icons';
import type { WidgetProps } from '@rjsf/utils';
import { FileManagerDialog } from '../upload/FileManagerDialog';
import { UploadFieldWidget } from './UploadFieldWidget';

/**
 * A Document field (FieldType 'Document'): the field's value is the stored file's location. Shows uploaded or
 * pending, and opens the file manager (camera or file, progress bar, the §5 file rules) to upload or replace it
 * through `formContext.uploadDocument(file, fieldId, onProgress, signal)`.
 */
export default function DocumentWidget(props: WidgetProps) {
  const name = props.label || 'Document';
  return (
    <UploadFieldWidget
      widget={props}
      kind="document"
      loadedText="Document uploaded"
      pendingText="Document pending"
      buttonIcon={<UploadIcon />}
      buttonText={{ empty: 'Upload', loaded: 'Replace' }}
      noticeName={name}
      renderDialog={(dialog) => <FileManagerDialog {...dialog} title={name} />}
    />
  );
}
