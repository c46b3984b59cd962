// The Create new user modal (portal §2, §5): drawn by the engine from schemas/forms/new-user.json, checked with the
// rules the server applies (src/engine/account-rules.ts). The server decides the company and refuses another domain
// with 'You must use the same domain for the email.'; its outcome text is shown by the section.
import { useCallback } from 'react';
import { useLocalForm } from '../../../widgets/useLocalForm';
import type { LocalFormRules } from '../../../widgets/loadLocalForm';
import { api } from '../../app/api';
import { EngineFormDialog } from '../../app/EngineFormDialog';
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
    <EngineFormDialog
      id="new-user"
      title="Create new user"
      description="The new user receives an email to choose a password. The email must use the same domain as your company's."
      form={form}
      formFailed={formError !== undefined}
      action={action}
      submitLabel="Create user"
    />
  );
}

const noop = () => {};
