// A dialog whose form is a local form drawn by the engine (schemas/forms/*.json): the title and what the action does,
// the refusal of the last try (the dialog stays open and keeps what was typed), the form or its loading / failure
// line, and Cancel beside the submit button. The dialogs of every feature are this with their own call; what differs
// (choices filled in from the server, a hint, what the last success made) stays in the dialog that needs it.
import type { ReactNode } from 'react';
import { Button, Dialog, Flex } from '@radix-ui/themes';
import { EngineForm } from '../../widgets';
import type { CheckedLocalForm } from '../../widgets/useLocalForm';
import { FormLoading } from './FormLoading';
import { RefusalCallout } from './RefusalCallout';
import type { Action } from './useAction';

type FormData = Record<string, unknown>;

export interface EngineFormDialogProps {
  /** The form element's id (and its fields' prefix). */
  id: string;
  title: ReactNode;
  description: ReactNode;
  /** The form as the dialog draws it (its choices or hints filled in); null or undefined while it loads. */
  form: CheckedLocalForm | null | undefined;
  /** The form (or what it needs from the server) could not be loaded. */
  formFailed: boolean;
  /** The dialog's call: run with the form's data on submit. */
  action: Action<[FormData]>;
  submitLabel: string;
  formData?: FormData;
  onChange?(data: FormData): void;
  maxWidth?: string;
  /** The label of the button that closes the dialog unsent. */
  cancelLabel?: string;
  /** The action cannot be undone (a cancellation): its button is red. */
  destructive?: boolean;
  /** Shown between the refusal and the form (e.g. what the last success made). */
  children?: ReactNode;
}

export function EngineFormDialog({
  id,
  title,
  description,
  form,
  formFailed,
  action,
  submitLabel,
  formData,
  onChange,
  maxWidth = '520px',
  cancelLabel = 'Cancel',
  destructive = false,
  children,
}: EngineFormDialogProps) {
  return (
    <Dialog.Content maxWidth={maxWidth}>
      <Dialog.Title>{title}</Dialog.Title>
      <Dialog.Description size="2" color="gray" mb="3">
        {description}
      </Dialog.Description>
      <RefusalCallout text={action.error} />
      {children}
      {!form ? (
        <FormLoading failed={formFailed} />
      ) : (
        <EngineForm
          id={id}
          schema={form.schema}
          uiSchema={form.uiSchema}
          formData={formData}
          onChange={onChange}
          transformErrors={form.transformErrors}
          customValidate={form.customValidate}
          disabled={action.busy}
          onSubmit={(data) => void action.run(data)}
        >
          <Flex gap="3" justify="end" wrap="wrap" mt="2">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray" disabled={action.busy}>
                {cancelLabel}
              </Button>
            </Dialog.Close>
            <Button type="submit" loading={action.busy} {...(destructive ? { color: 'red', highContrast: true } : {})}>
              {submitLabel}
            </Button>
          </Flex>
        </EngineForm>
      )}
    </Dialog.Content>
  );
}
