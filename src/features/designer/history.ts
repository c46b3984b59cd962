// Undo and redo of the designer's edits, as a pure value: the states before (past), the state shown (present) and the
// states undone (future). An edit drops the future. Typing in the field panel reaches the list as several commits (on
// a pause, on leaving the field): edits that say they continue the previous one (the same field's panel, within a
// moment) replace it instead of adding a step, so one Undo takes back what a person sees as one change.

export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** What the newest step was (e.g. 'panel:3'), for merging; null after undo, redo or a reset. */
  lastKey: string | null;
  /** When the newest step was made (ms). */
  lastAt: number;
}

/** Steps kept to undo: plenty for a session, bounded so a long one does not grow without end. */
export const MAX_STEPS = 200;
/** Edits with the same key this close together are one step. */
export const MERGE_MS = 1_500;

export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], lastKey: null, lastAt: 0 };
}

/** A new state after an edit. `key` names edits that merge when repeated within MERGE_MS (none: never). */
export function record<T>(history: History<T>, next: T, key: string | null = null, now = Date.now()): History<T> {
  if (Object.is(next, history.present)) return history;
  const merge = key !== null && key === history.lastKey && now - history.lastAt <= MERGE_MS && history.future.length === 0;
  const past = merge ? history.past : [...history.past, history.present].slice(-MAX_STEPS);
  return { past, present: next, future: [], lastKey: key, lastAt: now };
}

export const canUndo = (history: History<unknown>) => history.past.length > 0;
export const canRedo = (history: History<unknown>) => history.future.length > 0;

export function undo<T>(history: History<T>): History<T> {
  if (!canUndo(history)) return history;
  const previous = history.past[history.past.length - 1];
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future], lastKey: null, lastAt: 0 };
}

export function redo<T>(history: History<T>): History<T> {
  if (!canRedo(history)) return history;
  const [next, ...future] = history.future;
  return { past: [...history.past, history.present], present: next, future, lastKey: null, lastAt: 0 };
}
