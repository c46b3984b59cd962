// Route guards of portal §2: /admin needs a signed-in user; the entry pages send a signed-in user home.
import { Navigate, Outlet } from 'react-router-dom';
import { sessionBrand } from './brands';
import { homePathFor, useSessionUser, type Role } from './session';

/**
 * Wraps /admin: signed out goes to /login (portal §1), or to the partner brand's login the user signed in on, so a
 * Checkmate user who logs out or times out lands back on the Checkmate login.
 */
export function RequireSignedIn() {
  const user = useSessionUser();
  if (!user) return <Navigate to={sessionBrand().loginPath} replace />;
  return <Outlet />;
}

/** /admin itself: role 1 to /admin/home, any other role to /admin/dashboard. */
export function RoleHomeRedirect() {
  const user = useSessionUser();
  return <Navigate to={user ? homePathFor(user) : '/login'} replace />;
}

/**
 * Pages for some roles only: the back office for operators (role 3), everything else under /admin for clients and
 * individuals. Anyone else goes to their own home (the server refuses the calls with 403 anyway).
 */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const user = useSessionUser();
  if (!user) return <Navigate to={sessionBrand().loginPath} replace />;
  if (!roles.includes(user.rol)) return <Navigate to={homePathFor(user)} replace />;
  return <Outlet />;
}
