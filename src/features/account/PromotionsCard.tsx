// Account Information, clients: the company's switch for partner promotions (the Deals page of completed orders
// with credit scores), from schemas/forms/promotions.json.
import { useCallback } from 'react';
import { api } from '../../app/api';
import { useApi } from '../../app/useApi';
import { CompanySettingCard } from './CompanySettingCard';

export const PROMOTIONS_SAVED = 'Your promotions setting was saved.';

export function PromotionsCard({ userId, fullView }: { userId: string; fullView: boolean }) {
  const setting = useApi('GET /reports/client_promotions/:userId', { userId });
  const save = useCallback(
    (on: boolean) => api.call('POST /utilities/client_promotions', { body: { userID: Number(userId), Promotions: on ? 'Y' : 'N' } }),
    [userId],
  );
  const { mutate } = setting;
  const reload = useCallback(() => void mutate(), [mutate]);
  return (
    <CompanySettingCard
      title="Partner promotions"
      form="promotions"
      field="Promotions"
      value={setting.data ? setting.data.Promotions === 'Y' : undefined}
      fallback
      failed={Boolean(setting.error)}
      save={save}
      reload={reload}
      savedText={PROMOTIONS_SAVED}
      fullView={fullView}
    />
  );
}
