import { useState } from 'react';
import { Box, Button, Flex, Text } from '@radix-ui/themes';
import { CheckCircledIcon, UploadIcon } from '@radix-ui/react-icons';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { isRequiredNow } from '../commit';
import { labelId } from '../labels';
import { DeveloperError } from '../templates/DeveloperError';
import { FileManagerDialog } from '../upload/FileManagerDialog';
import { useLoadedNotice, useWidgetUpload } from '../upload/widgetUpload';

/**
 * A Document field (FieldType 'Document'): the field's value is the stored file's location. Shows uploaded or
 * pending, and opens the file manager (camera or file, progress bar, the §5 file rules) to upload or replace it
 * through `formContext.uploadDocument(file, fieldId, onProgress, signal)`.
 */
export default function DocumentWidget(props: WidgetProps) {
  const { id, disabled, readonly, label, rawErrors } = props;
  const { missing, loaded, upload } = useWidgetUpload(props);
  const [open, setOpen] = useState(false);
  const [notice, showNotice, clearNotice] = useLoadedNotice();

  if (missing) {
    return (
      <DeveloperError>
        the document field “{label}” needs formContext.uploadDocument(file, fieldId, onProgress) from the page.
      </DeveloperError>
    );
  }

  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <Flex
      role="group"
      aria-labelledby={labelId(id)}
      aria-describedby={ariaDescribedByIds(id)}
      aria-invalid={invalid || undefined}
      direction="column"
      gap="2"
    >
      <Box className="upload-widget-box" data-state={loaded ? 'loaded' : 'empty'} data-invalid={invalid || undefined}>
        {loaded ? (
          <Text color="green" weight="medium" className="engine-inline-icon">
            <CheckCircledIcon aria-hidden="true" /> Document uploaded
          </Text>
        ) : (
          <Text color="gray">Document pending{isRequiredNow(props) ? ' (required)' : ''}</Text>
        )}
      </Box>
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
          <UploadIcon />
          {loaded ? 'Replace' : 'Upload'}
        </Button>
      </Box>
      <FileManagerDialog
        open={open}
        onOpenChange={setOpen}
        title={label || 'Document'}
        upload={upload}
        onUploaded={() => showNotice(label || 'Document')}
      />
    </Flex>
  );
}
