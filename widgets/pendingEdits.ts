import { createContext, useEffect } from 'react';
import { flushSync } from 'react-dom';

/**
 * Text inputs keep what the user types in local state and hand it to rjsf only on blur or after a short pause,
 * because every rjsf change re-derives and re-renders the whole form (DESIGN.md budget: 300 fields must stay
 * responsive while typing). A widget holding such an uncommitted edit registers a flush function here, and
 * `<EngineForm>` flushes them all before it validates or submits, so nothing typed is ever lost.
 */
export interface PendingEdits {
  add(flush: () => void): void;
  remove(flush: () => void): void;
  /** Commits every pending edit to rjsf (each flush calls the widget's rjsf `onChange`). */
  flushAll(): void;
}

export function createPendingEdits(): PendingEdits {
  const flushes = new Set<() => void>();
  return {
    add: (flush) => void flushes.add(flush),
    remove: (flush) => void flushes.delete(flush),
    flushAll: () => {
      // Copy first: each flush removes itself from the set.
      for (const flush of [...flushes]) flush();
    },
  };
}

/** Null outside `<EngineForm>` (a plain themed rjsf Form): widgets then still commit on blur and after the pause. */
export const PendingEditsContext = createContext<PendingEdits | null>(null);

/**
 * Typing still inside its commit pause is committed when the page may go away or goes out of sight (a reload, a
 * closed tab, a phone switching apps): synchronously, so the page's onChange keeps it (its draft) before the page is
 * gone. First at `beforeunload`, the earliest sign of leaving: a draft written at `pagehide` alone was, in one loaded
 * CI run, not yet there for the reloaded page (the storage write of a page being unloaded races the next page's
 * read). A user who then stays loses nothing: their text is only committed early.
 */
export function useCommitOnPageHide(pendingEdits: PendingEdits): void {
  useEffect(() => {
    const commitPending = () => flushSync(() => pendingEdits.flushAll());
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') commitPending();
    };
    window.addEventListener('beforeunload', commitPending);
    window.addEventListener('pagehide', commitPending);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('beforeunload', commitPending);
      window.removeEventListener('pagehide', commitPending);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [pendingEdits]);
}
