// One rejected document on the edit screen (order-and-application §3 "Document entry", §4 "Edit screen"): its reason,
// its status (pending until a new file is uploaded, complete after), the toggle between a new copy (edit) and another
// document (replace: 'Choose a new document' from documents_replace_options), and the file manager that uploads it
// through upload_image_edit.
import { useEffect, useId, useState } from 'react';
import { Badge, Button, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { UpdateIcon, UploadIcon } from '@radix-ui/react-icons';
import { api, errorText } from '../../app/api';
import { CHOOSE_NEW_DOCUMENT } from '../../engine';
import { NativeSelect } from '../../../widgets';
import { FileManagerDialog, type UploadFile } from '../../../widgets/upload';
import { isComplete, reasonText, type DocumentState } from './editModel';

interface ReplaceOption {
  DocID: string;
  DocName: string;
}

export interface DocumentEditCardProps {
  orderId: number;
  doc: DocumentState;
  /** The §5 message after SEND INFORMATION, if any. */
  error?: string;
  onToggle(): void;
  onChoose(docId: string): void;
  upload: UploadFile;
  disabled?: boolean;
}

/** The documents that may replace this one, loaded when replace mode is first shown. */
function useReplaceOptions(orderId: number, docId: string, wanted: boolean) {
  const [options, setOptions] = useState<ReplaceOption[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted || options !== null) return;
    const controller = new AbortController();
    api
      .call('POST /utilities/documents_replace_options', { body: { orderID: orderId, DocID: docId } }, { signal: controller.signal })
      .then((answer) => setOptions(Array.isArray(answer) ? answer : []))
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) setError(errorText(failure));
      });
    return () => controller.abort();
  }, [orderId, docId, wanted, options]);
  return { options, error };
}

export function DocumentEditCard({ orderId, doc, error, onToggle, onChoose, upload, disabled }: DocumentEditCardProps) {
  const { entry } = doc;
  const replacing = doc.mode === 'replace';
  const complete = isComplete(doc);
  const { options, error: optionsError } = useReplaceOptions(orderId, entry.DocID, replacing);
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const errorId = useId();
  const chosenName = options?.find((o) => o.DocID === doc.chosen)?.DocName ?? entry.NewFieldName;
  const uploadName = replacing ? chosenName || CHOOSE_NEW_DOCUMENT : entry.DocName;

  return (
    <Card size={{ initial: '2', sm: '3' }} asChild>
      <section aria-labelledby={headingId} className="edit-document">
        <Flex direction="column" gap="3">
          <Flex justify="between" align="start" gap="3" wrap="wrap">
            <div>
              <Heading as="h3" size="3" id={headingId}>
                {entry.DocName}
              </Heading>
              {entry.Category && (
                <Text as="p" size="2" color="gray">
                  {entry.Category}
                </Text>
              )}
            </div>
            <Badge size="2" color={complete ? 'green' : 'orange'}>
              {complete ? 'complete' : 'pending'}
            </Badge>
          </Flex>
          <Text as="p" size="2">
            {reasonText(entry.Reason)}
          </Text>

          {replacing && (
            <Flex direction="column" gap="1">
              <Text as="label" size="2" weight="medium" htmlFor={`${headingId}-choice`}>
                New document
              </Text>
              {options === null && !optionsError ? (
                <Flex gap="2" align="center" role="status">
                  <Spinner size="1" />
                  <Text size="2" color="gray">
                    Loading the documents you may send instead…
                  </Text>
                </Flex>
              ) : optionsError ? (
                <Text size="2" color="red" role="alert">
                  {optionsError}
                </Text>
              ) : options && options.length === 0 ? (
                <Text size="2" color="gray">
                  No other document of this category can replace it: send a new copy instead.
                </Text>
              ) : (
                <NativeSelect
                  id={`${headingId}-choice`}
                  value={doc.chosen}
                  onChange={(event) => onChoose(event.target.value)}
                  disabled={disabled}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                >
                  <option value="">{CHOOSE_NEW_DOCUMENT}</option>
                  {options?.map((option) => (
                    <option key={option.DocID} value={option.DocID}>
                      {option.DocName}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Flex>
          )}

          {complete && (
            <Text as="p" size="2" color="green">
              {replacing ? `${chosenName} uploaded.` : 'New copy uploaded.'}
            </Text>
          )}
          {error && (
            <Text as="p" size="2" color="red" id={errorId} role="alert">
              {error}
            </Text>
          )}

          <Flex gap="3" wrap="wrap">
            <Button
              type="button"
              size="3"
              disabled={disabled || (replacing && !doc.chosen)}
              onClick={() => setOpen(true)}
              aria-label={`${complete ? 'Upload again' : 'Upload'}: ${uploadName}`}
            >
              <UploadIcon aria-hidden="true" />
              {complete ? 'UPLOAD AGAIN' : 'UPLOAD'}
            </Button>
            <Button type="button" size="3" variant="soft" disabled={disabled} onClick={onToggle}>
              <UpdateIcon aria-hidden="true" />
              {replacing ? 'Send a new copy instead' : 'Replace with another document'}
            </Button>
          </Flex>
        </Flex>
        <FileManagerDialog open={open} onOpenChange={setOpen} title={uploadName} upload={upload} onUploaded={() => setOpen(false)} />
      </section>
    </Card>
  );
}
