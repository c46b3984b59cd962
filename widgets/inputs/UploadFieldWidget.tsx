import { useState, type ReactNode } from 'react';
import { Box, Button, Text } from '@radix-ui/themes';
import type { WidgetProps } from '@rjsf/utils';
import { DeveloperError } from '../templates/DeveloperError';
import type { UploadFile } from '../upload/useUploadFlow';
import { useLoadedNotice, useWidgetUpload } from '../upload/widgetUpload';
import { StatusField } from './StatusField';

/** What the field gives the dialog that takes its file. */
export interface UploadFieldDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  upload: UploadFile;
  onUploaded(): void;
}

export interface UploadFieldWidgetProps {
  widget: WidgetProps;
  /** The field's kind in the developer error, e.g. 'document'. */
  kind: string;
  /** The status once loaded ('Document uploaded') and before ('Document pending'). */
  loadedText: string;
  pendingText: string;
  /** The button that opens the dialog: its icon and its words before and after an upload. */
  buttonIcon: ReactNode;
  buttonText: { empty: string; loaded: string };
  /** The {doc} of the "{doc} loaded." notice. */
  noticeName: string;
  /** The dialog that takes the file: the file manager or the selfie modal. */
  renderDialog(dialog: UploadFieldDialogProps): ReactNode;
}

/**
 * The document and selfie fields: the value is the stored file's location. Shows uploaded or pending, opens a
 * dialog to upload or replace the file through `formContext.uploadDocument(file, fieldId, onProgress, signal)`, and
 * says "{doc} loaded." after its own upload.
 */
export function UploadFieldWidget(props: UploadFieldWidgetProps) {
  const { widget, kind, loadedText, pendingText, buttonIcon, buttonText, noticeName, renderDialog } = props;
  const { disabled, readonly, label } = widget;
  const { missing, loaded, upload } = useWidgetUpload(widget);
  const [open, setOpen] = useState(false);
  const [notice, showNotice, clearNotice] = useLoadedNotice();

  if (missing) {
    return (
      <DeveloperError>
        the {kind} field “{label}” needs formContext.uploadDocument(file, fieldId, onProgress) from the page.
      </DeveloperError>
    );
  }

  return (
    <StatusField widget={widget} loaded={loaded} loadedText={loadedText} pendingText={pendingText}>
      {notice && (
        <Text size="2" color="green" role="status">
          {notice}
        </Text>
      )}
      <Box>
        <Button
          type="button"
          size="3"
          variant="soft"
          disabled={disabled || readonly}
          onClick={() => {
            clearNotice();
            setOpen(true);
          }}
        >
          {buttonIcon}
          {loaded ? buttonText.loaded : buttonText.empty}
        </Button>
      </Box>
      {renderDialog({ open, onOpenChange: setOpen, upload, onUploaded: () => showNotice(noticeName) })}
    </StatusField>
  );
}
