// The draft store (issue 3, extended by issue 16): what a user typed and has not saved or submitted yet, kept in
// localStorage on every change so a reload, a second tab, a dropped connection or the idle timeout's sign-out loses
// nothing, and offered back with the restore banner (DraftRestoredCallout). Every key is under DRAFT_KEY_PREFIX and
// names its user, so two users of one browser never see each other's typing, and a manual sign-out (a shared
// computer) removes them all (session.ts). The application's steps, the new-order wizard and the quick start use it.
import { useEffect } from 'react';

/** Keys under this prefix hold a user's unsaved form answers. */
export const DRAFT_KEY_PREFIX = 'portal.draft.';

export interface Draft<T> {
  /** When the answers were last kept (ms since the epoch). */
  savedAt: number;
  data: T;
}

/** The key of one of a user's drafts; `name` says what it holds ('wizard.cart', or an order's step). */
export function userDraftKey(userId: number | string, name: string): string {
  return `${DRAFT_KEY_PREFIX}${userId}.${name}`;
}

export function readDraft<T>(key: string): Draft<T> | null {
  writePendingDrafts();
  try {
    const raw = globalThis.localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Draft<T>>;
    if (typeof parsed !== 'object' || parsed === null || typeof parsed.savedAt !== 'number' || parsed.data === undefined) {
      return null;
    }
    return { savedAt: parsed.savedAt, data: parsed.data };
  } catch {
    // A damaged entry is no draft.
    return null;
  }
}

/** Returns false when the browser refused (storage full or disabled), so the page can say the answers are not kept. */
export function writeDraft<T>(key: string, data: T, now: number = Date.now()): boolean {
  try {
    globalThis.localStorage.setItem(key, JSON.stringify({ savedAt: now, data } satisfies Draft<T>));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(key: string): void {
  pending.delete(key);
  try {
    globalThis.localStorage.removeItem(key);
  } catch {
    // Nothing to clear where there is no storage.
  }
}

/** Removes every user's drafts (a manual sign-out: the computer may be shared), those still to be written included. */
export function clearAllDrafts(): void {
  pending.clear();
  try {
    const keys: string[] = [];
    for (let i = 0; i < globalThis.localStorage.length; i++) {
      const key = globalThis.localStorage.key(i);
      if (key?.startsWith(DRAFT_KEY_PREFIX)) keys.push(key);
    }
    keys.forEach((key) => globalThis.localStorage.removeItem(key));
  } catch {
    // Nothing to clear where there is no storage.
  }
}

// Drafts written soon: a form that keeps its draft on every change (an application step) writes it once the browser
// has shown the change, not in the change's own task, where localStorage.setItem cost 0.1-0.6 ms of each commit at
// 300 fields (docs/performance.md "29 Nov, fourth round"). Only the last answers of a key are written. They are
// written at the first sign of the page going (beforeunload, pagehide, hidden), before any draft is read, and never
// after the draft was cleared.
const pending = new Map<string, Draft<unknown>>();
let writeScheduled = false;
const WRITE_AT_THE_LATEST_MS = 500;
// While the page may be going (the rest of that event's task), a draft is written at once: the text fields commit the
// typing still in their pause in their own listeners of the same events (widgets/pendingEdits.ts), after this one,
// and the page may be gone before an idle callback. At `beforeunload`, not only `pagehide`: a draft first written at
// `pagehide` was, in one loaded CI run, not yet there for the reloaded page.
let leaving = false;

export function writeDraftSoon<T>(key: string, data: T, now: number = Date.now()): void {
  pending.set(key, { savedAt: now, data });
  if (leaving) return writePendingDrafts();
  if (writeScheduled) return;
  writeScheduled = true;
  const write = () => {
    writeScheduled = false;
    writePendingDrafts();
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(write, { timeout: WRITE_AT_THE_LATEST_MS });
  else setTimeout(write, 0);
}

/** Writes the drafts still to be written now (the page is being hidden or left, or a draft is about to be read). */
export function writePendingDrafts(): void {
  for (const [key, draft] of pending) writeDraft(key, draft.data, draft.savedAt);
  pending.clear();
}

function pageMayBeGoing(): void {
  writePendingDrafts();
  leaving = true;
  // A page that stays (the leave prompt answered "Stay", the tab shown again) writes soon again after this task.
  setTimeout(() => {
    leaving = false;
  }, 0);
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', pageMayBeGoing);
  window.addEventListener('pagehide', pageMayBeGoing);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') pageMayBeGoing();
  });
}

/** When this page was loaded: a draft kept before it was typed on another visit (or in another tab), so it is offered back. */
export const PAGE_LOADED_AT = Date.now();

/** Calls `onChange` when another tab writes or removes `key` (the storage event fires in every other tab). */
export function onDraftChangedElsewhere(key: () => string | null, onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key === key()) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/**
 * "A page with unsaved typing asks before it is left" (issue 16): while `unsaved` is true, closing the tab, reloading
 * or leaving for another site shows the browser's own prompt. The typing is kept as a draft all the same; the prompt
 * says it is not saved yet. (Beside the store: every page that keeps a draft uses both, so they load as one file.)
 */
export function useLeaveWarning(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium shows the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
}
