// What every step of the application needs: the order, its steps, who is filling it in, and moving between steps.
import { createContext, useContext } from 'react';
import type { SessionUser } from '../../app/session';
import type { ApplicationStep } from './state';

export interface ApplicationContextValue {
  orderId: number;
  steps: ApplicationStep[];
  /** False when the order's tabs include 'Self image capture' (§2.3). */
  selfieRequired: boolean;
  user: SessionUser;
  /** dashboardInfo.dashboardType, sent as portalVersion (get_tab_req, submit_application). */
  portalVersion: string;
  /** Client users complete the form on an applicant's behalf (§6): they close to /admin/dashboard. */
  isClient: boolean;
  /**
   * Why the application can no longer be changed (submitted, or the order no longer open), or null while it can:
   * the steps are then shown read-only (GET /application/get_application_state).
   */
  readOnly: string | null;
  /** Goes to a step of this order by its url. */
  goTo(url: string): void;
}

export const ApplicationContext = createContext<ApplicationContextValue | null>(null);

export function useApplication(): ApplicationContextValue {
  const value = useContext(ApplicationContext);
  if (!value) throw new Error('useApplication outside the application page');
  return value;
}
