// After an action changed an order (a cancel): the order lists and every order's checks are read again (their SWR
// keys are their paths). Stable, so memoised rows that hold it are not redrawn.
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

export function useReloadOrders(): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(() => void mutate((key) => typeof key === 'string' && (key.startsWith('/orders/') || key.startsWith('/services/'))), [mutate]);
}
