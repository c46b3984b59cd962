// Route guards of portal §2: /admin needs a signed-in user, each page its role (menu-pages.ts); the entry pages send a
// signed-in user home.
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { sessionBrand } from './brands';
import { forgetReturnPath } from './returnPath';
import { pageRoles } from './menu-pages';
import { homePathFor, useSessionUser } from './session';

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
  // A page of another role (a link kept from another account, a URL typed): the user's own home, without an error
  // (the server would refuse its calls anyway). The back office is the operators' only page.
  const roles = pageRoles(pathname);
  if ((roles && !roles.includes(user.rol)) || (user.rol === 3 && roles === null && pathname !== '/admin')) {
    return <Navigate to={homePathFor(user)} replace />;
  }
  return <Outlet />;
}

/** /admin itself: role 1 to /admin/home, any other role to /admin/dashboard. */
export function RoleHomeRedirect() {
  const user = useSessionUser();
  return <Navigate to={user ? homePathFor(user) : '/login'} replace />;
}

