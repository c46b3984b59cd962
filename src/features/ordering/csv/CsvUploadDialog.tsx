// Upload a File: many applicants from a CSV (order-and-application §5 "CSV upload"). The options that apply to every
// row (purpose, client, payment, cost centre) come from the engine-drawn form of schemas/forms/csv-upload.json; the
// file is read and checked in a Web Worker with a progress bar, so a file of 10,000 rows keeps the page responsive.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Box, Button, Callout, Dialog, Flex, Heading, Progress, ScrollArea, Spinner, Text } from '@radix-ui/themes';
import { DownloadIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { EngineForm } from '../../../../widgets';
import { useLocalForm } from '../../../../widgets/useLocalForm';
import { notify } from '../../../app/notices';
import { saveBlob } from '../../../app/saveFile';
import { applicantsOfCsv, CSV_FORM_RULES, fitApplicantForm, type OrderOptions } from '../applicantForm';
import { cartStore, withApplicants } from '../cart';
import { CSV_MESSAGES } from '../../../engine/order-rules';
import { csvTemplate } from './csvRules';
import { readCsvFile } from './readCsvFile';
import './csv.css';

export const TEMPLATE_FILE_NAME = 'applicants-template.csv';

export interface CsvUploadDialogProps {
  options: OrderOptions;
  lockedClientId: string | null;
  onDone(): void;
}

/** Offers the template (header row A1-E1) as a file download. */
function downloadTemplate(): void {
  saveBlob(new Blob([csvTemplate()], { type: 'text/csv;charset=utf-8' }), TEMPLATE_FILE_NAME);
}

export function CsvUploadDialogContent({ options, lockedClientId, onDone }: CsvUploadDialogProps) {
  const { form, error: formError } = useLocalForm('csv-upload', CSV_FORM_RULES);
  const setup = useMemo(
    // The fitted schema and uiSchema replace the loaded ones; the checks stay.
    () => (form ? { ...form, ...fitApplicantForm(form, options, lockedClientId) } : null),
    [form, options, lockedClientId],
  );
  const fileInputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const reading = useRef<AbortController | null>(null);

  // Closing the dialog while a file is being read stops the worker.
  useEffect(() => () => reading.current?.abort(), []);

  const upload = async (data: Record<string, unknown>) => {
    if (!file) return; // the button already showed 'Please complete the form.'
    setFileErrors([]);
    setProgress(0);
    const controller = new AbortController();
    reading.current = controller;
    try {
      const checked = await readCsvFile(file, setProgress, controller.signal);
      if (checked.errors.length) {
        setFileErrors(checked.errors);
        notify(CSV_MESSAGES.errorsFound, 'error');
        return;
      }
      cartStore.update((cart) => withApplicants(cart, applicantsOfCsv(checked.applicants, data, options)));
      notify(CSV_MESSAGES.loaded, 'success');
      onDone();
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      console.error('The CSV file could not be read', error);
      setFileErrors([`The file could not be read: ${error instanceof Error ? error.message : String(error)}`]);
      notify(CSV_MESSAGES.errorsFound, 'error');
    } finally {
      if (reading.current === controller) reading.current = null;
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <Dialog.Content maxWidth="600px">
      <Dialog.Title>Upload a File</Dialog.Title>
      <Dialog.Description size="2" color="gray" mb="3">
        Use the template: do not change the headers in cells A1 to E1 and enter one applicant per row, starting at A2.
      </Dialog.Description>
      <Button type="button" variant="outline" mb="4" onClick={downloadTemplate}>
        <DownloadIcon /> Download the template
      </Button>

      {formError ? (
        <Text as="p" color="red">
          The form could not be loaded. Please try later.
        </Text>
      ) : !setup ? (
        <Spinner aria-label="Loading the form" />
      ) : (
        <EngineForm
          id="csv-upload"
          schema={setup.schema}
          uiSchema={setup.uiSchema}
          formData={setup.formData}
          transformErrors={setup.transformErrors}
          disabled={busy}
          onSubmit={upload}
        >
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor={fileInputId} size="2" weight="medium">
              CSV file
              <Text color="red" aria-hidden="true">
                {' *'}
              </Text>
            </Text>
            <input
              id={fileInputId}
              className="csv-file-input"
              type="file"
              accept=".csv,text/csv"
              required
              aria-required="true"
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? `${fileInputId}-error` : undefined}
              disabled={busy}
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                setFile(chosen);
                setFileErrors([]);
                if (chosen) setFileError(null);
              }}
            />
            {fileError ? (
              <Text id={`${fileInputId}-error`} size="2" color="red">
                {fileError}
              </Text>
            ) : null}
          </Flex>

          {busy ? (
            <Box>
              <Text as="p" size="2" color="gray" mb="1" id="csv-progress-label">
                Reading the file… {Math.round((progress ?? 0) * 100)}%
              </Text>
              <Progress value={Math.round((progress ?? 0) * 100)} max={100} aria-labelledby="csv-progress-label" />
            </Box>
          ) : null}

          {fileErrors.length ? (
            <Callout.Root color="red" role="alert">
              <Callout.Icon>
                <ExclamationTriangleIcon />
              </Callout.Icon>
              <Box>
                <Heading as="h2" size="2" mb="1">
                  {CSV_MESSAGES.errorsHeading}
                </Heading>
                <ScrollArea type="auto" scrollbars="vertical" style={{ maxHeight: 200 }}>
                  <Box asChild m="0" pl="4">
                    <ul aria-label={CSV_MESSAGES.errorsHeading}>
                      {fileErrors.map((message, index) => (
                        <li key={index}>
                          <Text size="2">{message}</Text>
                        </li>
                      ))}
                    </ul>
                  </Box>
                </ScrollArea>
              </Box>
            </Callout.Root>
          ) : null}

          <Flex gap="3" justify="end" wrap="wrap">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray">
                Cancel
              </Button>
            </Dialog.Close>
            <Button
              type="submit"
              loading={busy}
              // The file is outside the engine form: its message is set here, before the form validates the rest.
              onClick={() => setFileError(file ? null : CSV_MESSAGES.incompleteForm)}
            >
              Upload
            </Button>
          </Flex>
        </EngineForm>
      )}
    </Dialog.Content>
  );
}
