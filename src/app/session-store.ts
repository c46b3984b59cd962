// The signed-in user, kept in localStorage so a reload keeps the session (portal §3 "Session user").
// A plain module store (no React) because the API client must read the token and sign out on a 401
// without being a component; React reads it through useSyncExternalStore (see session.ts).
import type { ReplyOf } from '../../schemas/api';

export const SESSION_STORAGE_KEY = 'portal.session';

/**
 * What GET /reports/dashboard_type/{userId} returns (portal §3 "dashboardInfo"), kept as is in the session:
 * ShowClientName '0' hides the client-name column, SearchClient '1' enables the client filter.
 */
export type DashboardInfo = ReplyOf<'GET /reports/dashboard_type/:userId'>;

/** Menu role: 1 individual, 2 client (portal §2 menu table), 3 back-office operator (issue 11). */
export type Role = 1 | 2 | 3;

/**
 * Whether the user may change orders (start, edit, cancel, contact, order): everyone but a client user with Restricted
 * view. The server enforces it (the routes' fullView policy); pages use this only to hide what would be refused. A
 * session stored before AccessLevel existed counts as able to act, and the server still refuses if not.
 */
export const mayAct = (info: DashboardInfo): boolean => info.AccessLevel !== 'Restricted view';

export interface SessionUser {
  /** userMaster.userID exactly as the server sent it. */
  Id: number | string;
  Name: string;
  rol: Role;
  token: string;
  dashboardInfo: DashboardInfo;
}

/** Why the last session ended; decides what the login screen or the app shows next. */
export type SignOutReason = 'manual' | 'unauthorized' | 'expired';

export interface SessionState {
  user: SessionUser | null;
  signOutReason: SignOutReason | null;
}

/** Portal §3: rol is 1 when clientID is '0', otherwise 2. */
export function roleForClientId(clientID: string | number | null | undefined): 1 | 2 {
  return String(clientID ?? '0') === '0' ? 1 : 2;
}

/**
 * The session role of a signed-in user: an operator (dashboardType 'operator', whose clientID is '0' like an
 * individual's) is 3; others as portal §3 says.
 */
export function roleFor(clientID: string | number | null | undefined, dashboardType: DashboardInfo['dashboardType']): Role {
  return dashboardType === 'operator' ? 3 : roleForClientId(clientID);
}

/** Where each role lands: the back office's queue for operators. */
export const BACKOFFICE_HOME = '/admin/backoffice';

/** Where a signed-in user lands (portal §2): role 1 to /admin/home, a client to /admin/dashboard, an operator to the queue. */
export function homePathFor(user: Pick<SessionUser, 'rol'>): string {
  if (user.rol === 3) return BACKOFFICE_HOME;
  return user.rol === 1 ? '/admin/home' : '/admin/dashboard';
}

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    (typeof v.Id === 'number' || typeof v.Id === 'string') &&
    typeof v.Name === 'string' &&
    (v.rol === 1 || v.rol === 2 || v.rol === 3) &&
    typeof v.token === 'string' &&
    v.token.length > 0 &&
    typeof v.dashboardInfo === 'object' &&
    v.dashboardInfo !== null
  );
}

function readStoredUser(): SessionUser | null {
  try {
    const raw = globalThis.localStorage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    // A damaged or outdated entry is treated as signed out rather than crashing the app.
    return isSessionUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function writeStoredUser(user: SessionUser | null): void {
  try {
    if (user) globalThis.localStorage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
    else globalThis.localStorage?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode, quota); the session then lives for this page only.
  }
}

type Listener = () => void;

let state: SessionState = { user: readStoredUser(), signOutReason: null };
const listeners = new Set<Listener>();

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const sessionStore = {
  getState(): SessionState {
    return state;
  },
  getUser(): SessionUser | null {
    return state.user;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setUser(user: SessionUser): void {
    writeStoredUser(user);
    setState({ user, signOutReason: null });
  },
  /** Forgets the user; the reason tells the next screen what to say. */
  clear(reason: SignOutReason): void {
    writeStoredUser(null);
    setState({ user: null, signOutReason: reason });
  },
  /** Called once the reason has been shown, so it is not shown again. */
  clearReason(): void {
    if (state.signOutReason !== null) setState({ ...state, signOutReason: null });
  },
  /** Re-reads localStorage: another tab signed in or out, or a test prepared the storage. */
  reload(): void {
    const user = readStoredUser();
    if (user?.token !== state.user?.token) setState({ user, signOutReason: state.signOutReason });
  },
};

// Signing out in one tab signs out the others (and signing in elsewhere is picked up).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) sessionStore.reload();
  });
}
