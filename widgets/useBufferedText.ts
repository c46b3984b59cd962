import { useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { PendingEditsContext } from './pendingEdits';

/**
 * How long typing may pause before the text is handed to rjsf anyway. Long enough that a whole-form update does not
 * run between keystrokes, short enough that the page's own `onChange` (auto-save, parent-field rules) sees the text
 * soon after the user stops.
 */
export const COMMIT_DELAY_MS = 400;

export function valueToText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

export interface BufferedText {
  /** What the input shows: the user's uncommitted text, or the form value. */
  text: string;
  /**
   * Records a keystroke: re-renders only this widget and schedules the commit. `commitNow` commits at once instead,
   * for the one keystroke that should change the page (the first character typed into a field showing an error, so
   * the message goes while the user types rather than on blur, when the layout shifting under the pointer could
   * swallow the click that caused the blur).
   */
  setText(next: string, commitNow?: boolean): void;
  /** Commits the pending text now (on blur, before submit). Does nothing when there is no pending edit. */
  flush(): void;
}

/**
 * Local state for a text-like widget: keystrokes stay in the widget and reach rjsf on blur, after
 * `COMMIT_DELAY_MS` without typing, or when `<EngineForm>` flushes before validating or submitting.
 *
 * @param value - the value rjsf holds for the field
 * @param commit - hands the text to rjsf (the widget maps it to its stored value)
 */
export function useBufferedText(value: unknown, commit: (text: string) => void, delay = COMMIT_DELAY_MS): BufferedText {
  const pendingEdits = useContext(PendingEditsContext);
  const [text, setTextState] = useState(() => valueToText(value));
  const textRef = useRef(text);
  const pendingRef = useRef(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commitRef = useRef(commit);
  useLayoutEffect(() => {
    commitRef.current = commit;
  });

  const flush = useCallback(() => {
    if (!pendingRef.current) return;
    pendingRef.current = false;
    clearTimeout(timerRef.current);
    pendingEdits?.remove(flush);
    commitRef.current(textRef.current);
  }, [pendingEdits]);

  const setText = useCallback(
    (next: string, commitNow = false) => {
      textRef.current = next;
      setTextState(next);
      if (!pendingRef.current) {
        pendingRef.current = true;
        pendingEdits?.add(flush);
      }
      clearTimeout(timerRef.current);
      if (commitNow) flush();
      else timerRef.current = setTimeout(flush, delay);
    },
    [delay, flush, pendingEdits],
  );

  // A value set from outside (reset, a rule of the page, our own commit coming back) replaces the text, except while
  // the user is mid-edit: their keystrokes win until committed.
  useEffect(() => {
    if (pendingRef.current) return;
    const next = valueToText(value);
    textRef.current = next;
    setTextState(next);
  }, [value]);

  useEffect(
    () => () => {
      clearTimeout(timerRef.current);
      pendingEdits?.remove(flush);
    },
    [flush, pendingEdits],
  );

  return { text, setText, flush };
}
