// The root of every route: the page, the notices (a problem's notice ends with its page) and, after an idle sign-out, the session-expired dialog.
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { NoticeViewport, useProblemNoticesEndWithPage } from './notices';
import { ScrollRestoration } from './router';
import { useSessionState } from './session';

// Loaded only when needed, so the login page does not carry the dialog's code.
const SessionExpiredDialog = lazy(() => import('./SessionExpiredDialog'));

export function RootLayout() {
  const { signOutReason } = useSessionState();
  useProblemNoticesEndWithPage();
  return (
    <>
      <Outlet />
      <NoticeViewport />
      {signOutReason === 'expired' ? (
        <Suspense fallback={null}>
          <SessionExpiredDialog />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </>
  );
}
