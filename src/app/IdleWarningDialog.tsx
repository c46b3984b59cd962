// The idle timer's warning, two minutes before the sign-out (portal §4, WCAG 2.2.1 "Timing adjustable"): stay signed
// in, which is activity here and a call that refreshes the server's session too, or sign out now.
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from './api';
import { useIdleTimer } from './idle';
import { expireSession, signOut, useSessionUser } from './session';

// The dialog's code (Radix's alert dialog) is fetched only when the warning is due: it is no part of a page's first load.
const IdleWarning = lazy(() => import('./IdleWarning'));

/** Runs the idle timer of the pages on screen and shows its warning. */
export function IdleSession({ minutes }: { minutes: number }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const { warning, stayActive } = useIdleTimer(minutes, expireSession);

  const stay = () => {
    stayActive();
    // Any guarded call touches the server's session; this one is small and every signed-in user may make it. A
    // session the server already ended answers 401, which signs out as everywhere else.
    if (user) {
      api
        .call('GET /reports/dashboard_type/:userId', { params: { userId: String(user.Id) } })
        .catch(() => undefined);
    }
  };
  const leave = () => {
    signOut();
    navigate('/login', { replace: true });
  };

  return warning ? (
    <Suspense fallback={null}>
      <IdleWarning onStay={stay} onLeave={leave} />
    </Suspense>
  ) : null;
}
