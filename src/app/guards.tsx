// Route guards of portal §2: /admin needs a signed-in user; the entry pages send a signed-in user home.
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { sessionBrand } from './brands';
import { forgetReturnPath } from './returnPath';
import { BACKOFFICE_HOME, homePathFor, useSessionUser } from './session';

/**
 * Wraps /admin: signed out goes to /login (portal §1), or to the partner brand's login the user signed in on, so a
 * Checkmate user who logs out or times out lands back on the Checkmate login.
 */
export function RequireSignedIn() {
  const user = useSessionUser();
  const { pathname } = useLocation();
  // Signed in again and on a page: the kept return path has served (the login page went there, or home).
  useEffect(() => {
    if (user) forgetReturnPath();
  }, [user]);
  if (!user) return <Navigate to={sessionBrand().loginPath} replace />;
  // The back office is for operators only, and operators have no other pages (the server refuses them with 403 anyway).
  if ((user.rol === 3) !== (pathname === BACKOFFICE_HOME || pathname.startsWith(`${BACKOFFICE_HOME}/`))) {
    return <Navigate to={homePathFor(user)} replace />;
  }
  return <Outlet />;
}

/** /admin itself: role 1 to /admin/home, any other role to /admin/dashboard. */
export function RoleHomeRedirect() {
  const user = useSessionUser();
  return <Navigate to={user ? homePathFor(user) : '/login'} replace />;
}

