// One action of a dialog (the back office's, the dashboards' order actions): runs the call, keeps the dialog open with the server's sentence when it is refused
// (a 409's or 400's errorMessage; otherwise the catalogue's text), and refreshes the order page when it succeeds.
import { useCallback, useState } from 'react';
import { ApiError, errorText } from './api';

export interface Action<A extends unknown[]> {
  busy: boolean;
  /** What the last try was refused with, to show in the dialog; null when none. */
  error: string | null;
  run(...args: A): Promise<boolean>;
  clearError(): void;
}

/** The sentence to show for a refused action: the server's own where it gave one. */
export function refusalText(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.serverMessage) return error.serverMessage;
  return errorText(error);
}

export function useAction<A extends unknown[]>(call: (...args: A) => Promise<unknown>, onDone: () => void): Action<A> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (...args: A) => {
      setBusy(true);
      setError(null);
      try {
        await call(...args);
        onDone();
        return true;
      } catch (caught) {
        setError(refusalText(caught));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [call, onDone],
  );
  return { busy, error, run, clearError: useCallback(() => setError(null), []) };
}
