// Route guards of portal §2: /admin needs a signed-in user, each page its role (menu-pages.ts); the entry pages send a
// signed-in user home.
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { sessionBrand } from './brands';
import { forgetReturnPath, isInAppPath } from './returnPath';
import { pageRoles } from './menu-pages';
import { homePathFor, useSessionState, useSessionUser } from './session';

/**
 * Wraps /admin: signed out goes to /login (portal §1), or to the partner brand's login the user signed in on, so a
 * Checkmate user who logs out or times out lands back on the Checkmate login.
 */
export function RequireSignedIn() {
  const { user, signOutReason } = useSessionState();
  const { pathname, search, hash } = useLocation();
  // Signed in again and on a page: the kept return path has served (the login page went there, or home).
  useEffect(() => {
    if (user) forgetReturnPath();
  }, [user]);
  if (!user) {
    // A visitor who arrives signed out (an email's link, a bookmark) goes to the page they asked for once signed in
    // (LoginPage reads it); after a sign-out in this tab the next user starts at home.
    const asked: SignInTarget | undefined = signOutReason === null ? { from: `${pathname}${search}${hash}` } : undefined;
    return <Navigate to={sessionBrand().loginPath} replace state={asked} />;
  }
  // A page of another role (a link kept from another account, a URL typed): the user's own home, without an error
  // (the server would refuse its calls anyway). The back office is the operators' only page.
  const roles = pageRoles(pathname);
  if ((roles && !roles.includes(user.rol)) || (user.rol === 3 && roles === null && pathname !== '/admin')) {
    return <Navigate to={homePathFor(user)} replace />;
  }
  return <Outlet />;
}

/** The login page's location state: the signed-in page a signed-out visitor asked for. */
export interface SignInTarget {
  from: string;
}

/** The page a visitor asked for before signing in, when it is one of the portal's own (never another site). */
export function askedPage(state: unknown): string | null {
  const from = (state as Partial<SignInTarget> | null)?.from;
  return typeof from === 'string' && isInAppPath(from) ? from : null;
}

/** /admin itself: role 1 to /admin/home, any other role to /admin/dashboard. */
export function RoleHomeRedirect() {
  const user = useSessionUser();
  return <Navigate to={user ? homePathFor(user) : '/login'} replace />;
}

