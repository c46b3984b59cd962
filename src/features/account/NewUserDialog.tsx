// The Create new user modal (portal §2, §5): drawn by the engine from schemas/forms/new-user.json, checked with the
// rules the server applies (src/engine/account-rules.ts). The server decides the company and refuses another domain
// with 'You must use the same domain for the email.'; its outcome text is shown by the section.
import { useCallback } from 'react';
import { Button, Dialog, Flex } from '@radix-ui/themes';
import { EngineForm } from '../../../widgets';
import { useLocalForm } from '../../../widgets/useLocalForm';
import type { LocalFormRules } from '../../../widgets/loadLocalForm';
import { api } from '../../app/api';
import { FormLoading } from '../../app/FormLoading';
import { RefusalCallout } from '../../app/RefusalCallout';
import { useSessionUser } from '../../app/session';
import { useAction } from '../../app/useAction';
import { ACCESS_LEVELS, NEW_USER_INCOMPLETE, newUserViolations, type AccessLevel } from '../../engine/account-rules';

const RULES: LocalFormRules = {
  requiredMessages: { FName: NEW_USER_INCOMPLETE, LName: NEW_USER_INCOMPLETE, Email: NEW_USER_INCOMPLETE },
  violations: newUserViolations,
};

const accessLevelOf = (value: unknown): AccessLevel =>
  ACCESS_LEVELS.find((level) => level === value) ?? 'Restricted view';

export interface NewUserDialogProps {
  userId: string;
  onCreated(outcome: string): void;
}

export function NewUserDialog({ userId, onCreated }: NewUserDialogProps) {
  const user = useSessionUser();
  const { form, error: formError } = useLocalForm('new-user', RULES);
  const create = useCallback(
    async (data: Record<string, unknown>) => {
      const answer = await api.call('POST /utilities/setup_user', {
        body: {
          userID: Number(userId),
          FName: String(data.FName ?? '').trim(),
          LName: String(data.LName ?? '').trim(),
          Email: String(data.Email ?? '').trim(),
          ClientName: user?.dashboardInfo.ClientName ?? '',
          AccessLevel: accessLevelOf(data.AccessLevel),
        },
      });
      onCreated(answer.outcome);
    },
    [userId, user, onCreated],
  );
  const action = useAction(create, noop);

  return (
    <Dialog.Content maxWidth="520px">
      <Dialog.Title>Create new user</Dialog.Title>
      <Dialog.Description size="2" color="gray" mb="3">
        The new user receives an email to choose a password. The email must use the same domain as your company's.
      </Dialog.Description>
      <RefusalCallout text={action.error} />
      {!form ? (
        <FormLoading failed={formError !== undefined} />
      ) : (
        <EngineForm
          id="new-user"
          schema={form.schema}
          uiSchema={form.uiSchema}
          transformErrors={form.transformErrors}
          customValidate={form.customValidate}
          disabled={action.busy}
          onSubmit={(data) => void action.run(data)}
        >
          <Flex gap="3" justify="end" wrap="wrap" mt="2">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray">
                Cancel
              </Button>
            </Dialog.Close>
            <Button type="submit" loading={action.busy}>
              Create user
            </Button>
          </Flex>
        </EngineForm>
      )}
    </Dialog.Content>
  );
}

const noop = () => {};
