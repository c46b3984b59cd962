// React access to the session, and the actions that end it. The state itself is in session-store.ts.
import { useSyncExternalStore } from 'react';
import { api } from './api';
import { clearAllDrafts } from './drafts';
import { forgetReturnPath, keepReturnPath } from './returnPath';
import { sessionStore, type SessionState, type SessionUser, type SignOutReason } from './session-store';

export { BACKOFFICE_HOME, homePathFor, roleFor, roleForClientId, sessionStore } from './session-store';
export type { DashboardInfo, Role, SessionUser, SignOutReason } from './session-store';

export function useSessionState(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
}

export function useSessionUser(): SessionUser | null {
  return useSessionState().user;
}

export function signIn(user: SessionUser): void {
  sessionStore.setUser(user);
}

/**
 * Ends the session here at once and tells the server best-effort: a failed logout call must not keep
 * anyone signed in on this screen.
 */
export function signOut(reason: SignOutReason = 'manual'): void {
  const user = sessionStore.getUser();
  sessionStore.clear(reason);
  // Someone who chose to sign out may be on a shared computer: their unsaved drafts go with them. A timeout or a
  // refused token keeps them, so the answers are there again after signing back in.
  if (reason === 'manual') clearAllDrafts();
  // A session that ended by itself brings its user back to the page on screen after signing in again; one ended on
  // purpose starts afresh at home.
  if (reason !== 'manual' && user) keepReturnPath(user.Id, window.location.pathname + window.location.search);
  else forgetReturnPath();
  if (user) {
    api.call('POST /auth/logout', {}, { token: user.token }).catch(() => undefined);
  }
}

/** The idle timer ran out: sign out and let the app show the session-expired dialog. */
export function expireSession(): void {
  signOut('expired');
}

/** The shape most components want: the user and the two actions. */
export function useSession(): { user: SessionUser | null; signIn: typeof signIn; signOut: typeof signOut } {
  return { user: useSessionUser(), signIn, signOut };
}
