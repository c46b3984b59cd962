// A tab without a current order (a new tab, a bookmark, a link in an email, issue 16): the order this user's
// application was last open on, or an individual's only order to start, is opened; the server still checks the user
// may act on it. Its own chunk: only such a tab loads it.
import { useEffect, useState, type ReactNode } from 'react';
import type { SessionUser } from '../../app/session';
import { useApi } from '../../app/useApi';
import { orderToOpen, readApplicationOrder, storeCurrentOrderId } from './state';
import { StepLoading } from './StepStatus';

export interface FindOrderProps {
  user: SessionUser;
  /** What shows when no order can be chosen for the user (the way back home). */
  noOrder: ReactNode;
  open(orderId: number): ReactNode;
}

export default function FindOrder({ user, noOrder, open }: FindOrderProps) {
  const remembered = readApplicationOrder(user.Id);
  // A client user's list may hold thousands of orders: a client opens the order they last worked on; an individual's
  // own short list says which orders may still be started.
  const individual = user.dashboardInfo.dashboardType !== 'client';
  const orders = useApi('GET /orders/:userId', individual ? { userId: String(user.Id) } : null);
  const candidate = individual ? (Array.isArray(orders.data) ? orderToOpen(orders.data, remembered) : null) : remembered;
  // Chosen once: submitting the order makes it no longer one to start, and the list read again after the submission
  // would otherwise open another order on the confirmation step (its congratulations for an order not submitted).
  const [chosen, setChosen] = useState<number | null>(null);
  const found = chosen ?? candidate;
  useEffect(() => {
    if (chosen !== null || candidate === null) return;
    setChosen(candidate);
    storeCurrentOrderId(candidate);
  }, [chosen, candidate]);
  if (found !== null) return open(found);
  if (individual && !orders.data && !orders.error) return <StepLoading label="Loading your application…" />;
  return noOrder;
}
