import { useState } from 'react';
import { Box, Button, Flex, Text } from '@radix-ui/themes';
import { CameraIcon, CheckCircledIcon } from '@radix-ui/react-icons';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { isRequiredNow } from '../commit';
import { labelId } from '../labels';
import { DeveloperError } from '../templates/DeveloperError';
import { SelfieDialog } from '../upload/SelfieDialog';
import { useLoadedNotice, useWidgetUpload } from '../upload/widgetUpload';

/**
 * The selfie field (CustomWidget 'selfie', FieldID SELFIE): the value is the stored photo's location. Opens the
 * selfie capture modal (front camera, or a photo file where there is none) and uploads through
 * `formContext.uploadDocument(file, fieldId, onProgress, signal)`; a camera photo is sent as selfie.jpg.
 */
export default function SelfieWidget(props: WidgetProps) {
  const { id, disabled, readonly, label, rawErrors } = props;
  const { missing, loaded, upload } = useWidgetUpload(props);
  const [open, setOpen] = useState(false);
  const [notice, showNotice, clearNotice] = useLoadedNotice();

  if (missing) {
    return (
      <DeveloperError>
        the selfie field “{label}” needs formContext.uploadDocument(file, fieldId, onProgress) from the page.
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
            <CheckCircledIcon aria-hidden="true" /> Photo complete
          </Text>
        ) : (
          <Text color="gray">Photo pending{isRequiredNow(props) ? ' (required)' : ''}</Text>
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
          <CameraIcon />
          {loaded ? 'Retake photo' : 'Take photo'}
        </Button>
      </Box>
      <SelfieDialog
        open={open}
        onOpenChange={setOpen}
        title={label || 'Take a photo of yourself'}
        upload={upload}
        onUploaded={() => showNotice(label || 'Selfie')}
      />
    </Flex>
  );
}
