// "After the idle expiry and a new sign-in, the user returns to the page they were on" (issue 16). When a session ends
// by itself (the idle timeout, a token the server refused), the page on screen is kept for this browser tab, with the
// user it belonged to; the next sign-in of that same user goes back there instead of home. Someone else signing in on
// the same screen goes home, and only the portal's own signed-in pages are ever a target (never another site).

const RETURN_KEY = 'portal.returnTo';

interface ReturnPath {
  userId: number | string;
  path: string;
}

/**
 * A same-origin path of the signed-in portal: starts with /admin/ (or is /admin), no scheme, no host, no
 * backslash or protocol-relative trick, no control characters.
 */
export function isInAppPath(path: string): boolean {
  if (!/^\/admin(?:[/?#]|$)/.test(path)) return false;
  return !/[\\\u0000-\u001f]/.test(path) && !path.startsWith('//');
}

export function keepReturnPath(userId: number | string, path: string): void {
  if (!isInAppPath(path)) return;
  try {
    sessionStorage.setItem(RETURN_KEY, JSON.stringify({ userId, path } satisfies ReturnPath));
  } catch {
    // Without storage the user lands on their home page, as before.
  }
}

/** Where this user's sign-in should land, if their last session here ended by itself on a page of the portal. */
export function returnPathFor(userId: number | string): string | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(RETURN_KEY) ?? 'null') as Partial<ReturnPath> | null;
    if (!kept || String(kept.userId) !== String(userId) || typeof kept.path !== 'string') return null;
    return isInAppPath(kept.path) ? kept.path : null;
  } catch {
    return null;
  }
}

export function forgetReturnPath(): void {
  try {
    sessionStorage.removeItem(RETURN_KEY);
  } catch {
    // Nothing kept where there is no storage.
  }
}
