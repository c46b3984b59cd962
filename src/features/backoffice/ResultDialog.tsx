// Upload a provider's result on a check (issue 11): the PDF with its upload progress, and the score, drawn by the
// engine from schemas/forms/backoffice-result.json (CreditScore and FraudScore only for a credit check). The check
// becomes Ready; a refusal (not a PDF, a check that cannot take results) is shown here and the form stays filled.
import { useCallback, useId, useMemo, useState } from 'react';
import { Box, Button, Dialog, Flex, Progress, Text } from '@radix-ui/themes';
import { EngineForm } from '../../../widgets';
import { useLocalForm } from '../../../widgets/useLocalForm';
import { withoutProperties } from '../../engine';
import { CREDIT_SERVICES } from '../../engine/credit-services';
import { api } from '../../app/api';
import { FormLoading } from '../../app/FormLoading';
import { RefusalCallout } from '../../app/RefusalCallout';
import { useAction } from '../../app/useAction';
import type { OrderCheck } from './orderTypes';

/** The file chosen is missing or not a PDF: said beside the file field before anything is sent. */
export const RESULT_FILE_MESSAGE = 'Choose the result as a PDF file.';

export interface ResultDialogProps {
  orderId: number;
  check: OrderCheck;
  onDone(): void;
}

export function ResultDialog({ orderId, check, onDone }: ResultDialogProps) {
  const { form, error: formError } = useLocalForm('backoffice-result');
  const credit = CREDIT_SERVICES.includes(check.ServiceID);
  const setup = useMemo(
    () =>
      form &&
      (credit
        ? { schema: form.schema, uiSchema: form.uiSchema }
        : withoutProperties(form.schema as Record<string, unknown>, form.uiSchema as Record<string, unknown>, ['CreditScore', 'FraudScore'])),
    [form, credit],
  );
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const publish = useCallback(
    async (data: Record<string, unknown>) => {
      if (!file) throw new Error(RESULT_FILE_MESSAGE);
      setProgress(0);
      try {
        return await api.uploadWithProgress(
          'POST /backoffice/results',
          {
            orderID: String(orderId),
            ServiceID: check.ServiceID,
            ResultsScore: data.ResultsScore as 'Clear' | 'Consider',
            ...(credit ? { CreditScore: String(data.CreditScore), FraudScore: String(data.FraudScore) } : {}),
            file,
          },
          setProgress,
        );
      } finally {
        setProgress(null);
      }
    },
    [file, orderId, check.ServiceID, credit],
  );
  const action = useAction(publish, onDone);
  const busy = action.busy;

  return (
    <Dialog.Content maxWidth="520px">
      <Dialog.Title>Upload the result of {check.Service}</Dialog.Title>
      <Dialog.Description size="2" color="gray" mb="3">
        The provider&apos;s result as a PDF. The check becomes Ready.
      </Dialog.Description>
      <RefusalCallout text={action.error} />
      {!form || !setup ? (
        <FormLoading failed={formError !== undefined} />
      ) : (
        <EngineForm
          id={`result-${check.ServiceID}`}
          schema={setup.schema}
          uiSchema={setup.uiSchema}
          transformErrors={form.transformErrors}
          customValidate={form.customValidate}
          disabled={busy}
          onSubmit={(data) => {
            if (!file) return;
            void action.run(data);
          }}
        >
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor={fileId} size="2" weight="medium">
              Result (PDF)
              <Text color="red" aria-hidden="true">
                {' *'}
              </Text>
            </Text>
            <input
              id={fileId}
              className="bo-file-input"
              type="file"
              accept="application/pdf,.pdf"
              required
              aria-required="true"
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? `${fileId}-error` : undefined}
              disabled={busy}
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                setFile(chosen);
                if (chosen) setFileError(null);
              }}
            />
            {fileError ? (
              <Text id={`${fileId}-error`} size="2" color="red">
                {fileError}
              </Text>
            ) : null}
          </Flex>
          {progress !== null ? (
            <Box>
              <Text as="p" size="2" color="gray" mb="1" id={`${fileId}-progress`}>
                Uploading… {Math.round(progress * 100)}%
              </Text>
              <Progress value={Math.round(progress * 100)} max={100} aria-labelledby={`${fileId}-progress`} />
            </Box>
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
              // The file is outside the engine form: its message is set here, as the form checks the rest.
              onClick={() => setFileError(file ? null : RESULT_FILE_MESSAGE)}
            >
              Upload result
            </Button>
          </Flex>
        </EngineForm>
      )}
    </Dialog.Content>
  );
}
