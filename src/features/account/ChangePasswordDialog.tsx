// The change-password modal (portal §2 "Account Information", §5): drawn by the engine from
// schemas/forms/change-password.json. The current password, the new one with the hint, and its confirmation; the rule
// (src/engine/patterns.ts) is the server's too. Rendered inside a Dialog.Root whose trigger is the page's button.
import { useCallback, useMemo, useState } from 'react';
import { Button, Callout, Dialog, Flex } from '@radix-ui/themes';
import { CheckCircledIcon } from '@radix-ui/react-icons';
import { useLocalForm } from '../../../widgets/useLocalForm';
import type { LocalFormRules } from '../../../widgets/loadLocalForm';
import { api } from '../../app/api';
import { EngineFormDialog } from '../../app/EngineFormDialog';
import { useSessionUser } from '../../app/session';
import { useAction } from '../../app/useAction';
import { passwordChangeViolations } from '../../engine/account-rules';
import { PASSWORD_HINT, PASSWORD_UPDATED } from '../../engine/patterns';

const RULES: LocalFormRules = { violations: passwordChangeViolations };

export function ChangePasswordDialog() {
  const user = useSessionUser();
  const { form, error: formError } = useLocalForm('change-password', RULES);
  const withHint = useMemo(
    () => form && { ...form, uiSchema: { ...form.uiSchema, newPassword: { ...form.uiSchema.newPassword, 'ui:help': PASSWORD_HINT } } },
    [form],
  );
  const [updated, setUpdated] = useState(false);
  const change = useCallback(
    (data: Record<string, unknown>) =>
      api.call('POST /auth/password', {
        body: { userId: Number(user?.Id), currentPassword: String(data.currentPassword ?? ''), newPassword: String(data.newPassword ?? '') },
      }),
    [user],
  );
  const action = useAction(change, useCallback(() => setUpdated(true), []));

  if (updated) {
    return (
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>Change password</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          Your other sessions are signed out when the password changes.
        </Dialog.Description>
        <Callout.Root color="green" role="status" mb="4">
          <Callout.Icon>
            <CheckCircledIcon />
          </Callout.Icon>
          <Callout.Text>{PASSWORD_UPDATED}</Callout.Text>
        </Callout.Root>
        <Flex justify="end">
          <Dialog.Close>
            <Button>Close</Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    );
  }
  return (
    <EngineFormDialog
      id="change-password"
      title="Change password"
      description="Your other sessions are signed out when the password changes."
      maxWidth="480px"
      form={withHint}
      formFailed={formError !== undefined}
      action={action}
      submitLabel="Update password"
    />
  );
}
