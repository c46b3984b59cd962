// The referee's form as the engine draws it (portal §4, §5): ONE place for the wizard's Referee Form Preview and the
// public page /referencesform/:orderId/:refereeId, so the preview shows exactly what a referee will see. The field list
// comes from refereeFormFields (src/engine/questionnaire.ts) on both sides; this component turns it into the engine's
// configuration, validates with the engine's rules, and, when `onSend` is given, offers Send Information with the
// §5 flow: flagged fields and 'Please complete the empty fields to continue.', then the warning modal when a detail to
// verify is left unchecked (NO keeps the form, YES sends).
import { useMemo, useRef, useState } from 'react';
import { AlertDialog, Button, Callout, Flex } from '@radix-ui/themes';
import { ExclamationTriangleIcon, PaperPlaneIcon } from '@radix-ui/react-icons';
import { EngineForm, type EngineFormHandle } from '../../widgets';
import {
  buildReferencesForm,
  hasUncheckedChecks,
  referencesCustomValidate,
  referencesFromForm,
  transformErrors,
  REFERENCES_INCOMPLETE,
  REFERENCES_UNCHECKED_WARNING,
  type ReferenceField,
} from '../engine';

export interface RefereeFormProps {
  /** The form's field list (refereeFormFields). */
  fields: readonly ReferenceField[];
  /** The form element's id and prefix of its field ids. */
  id: string;
  /** Answers to start from (a draft kept in the browser); the configuration's defaults otherwise. */
  initialData?: Record<string, unknown>;
  onChange?: (formData: Record<string, unknown>) => void;
  /** Sends the answers (the field list with NewFieldValue). Without it the form is a preview: nothing to send. */
  onSend?: (answers: ReferenceField[]) => void;
  busy?: boolean;
}

export function RefereeForm({ fields, id, initialData, onChange, onSend, busy = false }: RefereeFormProps) {
  const config = useMemo(() => buildReferencesForm(fields), [fields]);
  const customValidate = useMemo(() => referencesCustomValidate(fields), [fields]);
  const [formData] = useState(() => ({ ...config.formData, ...initialData }));
  const current = useRef<Record<string, unknown>>(formData);
  const form = useRef<EngineFormHandle>(null);
  const [incomplete, setIncomplete] = useState(false);
  const [warning, setWarning] = useState(false);

  const change = (data: Record<string, unknown>) => {
    current.current = data;
    setIncomplete(false);
    onChange?.(data);
  };
  const send = () => onSend?.(referencesFromForm(fields, current.current));
  const trySend = () => {
    if (!form.current?.validate()) {
      setIncomplete(true);
      return;
    }
    setIncomplete(false);
    if (hasUncheckedChecks(fields, current.current)) setWarning(true);
    else send();
  };

  return (
    <>
      <EngineForm
        ref={form}
        id={id}
        schema={config.schema}
        uiSchema={config.uiSchema}
        formData={formData}
        customValidate={customValidate}
        transformErrors={transformErrors}
        onChange={change}
        disabled={busy}
      />
      {onSend && (
        <>
          {incomplete && (
            <Callout.Root color="red" role="alert" mt="3">
              <Callout.Icon>
                <ExclamationTriangleIcon aria-hidden />
              </Callout.Icon>
              <Callout.Text>{REFERENCES_INCOMPLETE}</Callout.Text>
            </Callout.Root>
          )}
          <Flex justify="end" mt="4">
            <Button type="button" size="3" loading={busy} onClick={trySend}>
              <PaperPlaneIcon aria-hidden /> Send Information
            </Button>
          </Flex>
          <AlertDialog.Root open={warning} onOpenChange={setWarning}>
            <AlertDialog.Content maxWidth="440px">
              <AlertDialog.Title>Details left unchecked</AlertDialog.Title>
              <AlertDialog.Description size="2">{REFERENCES_UNCHECKED_WARNING}</AlertDialog.Description>
              <Flex gap="3" mt="4" justify="end">
                <AlertDialog.Cancel>
                  <Button variant="soft" color="gray">
                    NO
                  </Button>
                </AlertDialog.Cancel>
                <AlertDialog.Action>
                  <Button onClick={send}>YES</Button>
                </AlertDialog.Action>
              </Flex>
            </AlertDialog.Content>
          </AlertDialog.Root>
        </>
      )}
    </>
  );
}
