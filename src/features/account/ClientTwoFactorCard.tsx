// Account Information, clients: the company's rule that every user signs in with a second factor (issue 32), from
// schemas/forms/client-two-factor.json. The server also refuses switching it on for a user without a second factor.
import { useCallback } from 'react';
import { api } from '../../app/api';
import { useApi } from '../../app/useApi';
import { CompanySettingCard } from './CompanySettingCard';

export const CLIENT_TWO_FACTOR_SAVED = 'Your two-factor sign-in setting was saved.';

export function ClientTwoFactorCard({ userId, fullView }: { userId: string; fullView: boolean }) {
  const setting = useApi('GET /reports/client_two_factor/:userId', { userId });
  const save = useCallback(
    (on: boolean) => api.call('POST /utilities/client_two_factor', { body: { userID: Number(userId), required: on } }),
    [userId],
  );
  const { mutate } = setting;
  const reload = useCallback(() => void mutate(), [mutate]);
  return (
    <CompanySettingCard
      title="Two-factor sign-in for your company"
      form="client-two-factor"
      field="Required"
      value={setting.data?.required}
      fallback={false}
      failed={Boolean(setting.error)}
      save={save}
      reload={reload}
      savedText={CLIENT_TWO_FACTOR_SAVED}
      fullView={fullView}
    />
  );
}
