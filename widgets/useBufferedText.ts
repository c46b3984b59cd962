import { useContext, useEffect, useReducer, useRef } from 'react';
import { PendingEditsContext, type PendingEdits } from './pendingEdits';

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
 * Every text field of a step holds one, so it is one object and three hooks (it was ten hooks and three effects: a
 * step of 1,000 fields held 9,000 of them, docs/performance.md "bench:form"). What the input shows follows the form's value
 * during render, as derived state, except while the user is mid-edit.
 *
 * @param value - the value rjsf holds for the field
 * @param commit - hands the text to rjsf (the widget maps it to its stored value)
 */
export function useBufferedText(value: unknown, commit: (text: string) => void, delay = COMMIT_DELAY_MS): BufferedText {
  const pendingEdits = useContext(PendingEditsContext);
  const [, redraw] = useReducer(increment, 0);
  const ref = useRef<TextBuffer | null>(null);
  ref.current ??= new TextBuffer(value, redraw);
  const buffer = ref.current;
  // The latest of what the page gives: the pending typing commits through the commit function of the last render.
  buffer.commit = commit;
  buffer.delay = delay;
  buffer.pendingEdits = pendingEdits;
  buffer.follow(value);
  useEffect(() => () => buffer.dispose(), [buffer]);
  return buffer;
}

function increment(n: number): number {
  return n + 1;
}

/** A field's typing: the text on screen, whether it is still to be committed, and its commit timer. */
class TextBuffer implements BufferedText {
  text: string;
  commit: (text: string) => void = () => {};
  delay = COMMIT_DELAY_MS;
  pendingEdits: PendingEdits | null = null;
  private value: unknown;
  private pending = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    value: unknown,
    private readonly redraw: () => void,
  ) {
    this.value = value;
    this.text = valueToText(value);
  }

  /**
   * A value set from outside (reset, a rule of the page, our own commit coming back) replaces the text, except while
   * the user is mid-edit: their keystrokes win until committed.
   */
  follow(value: unknown): void {
    if (value === this.value) return;
    this.value = value;
    if (!this.pending) this.text = valueToText(value);
  }

  // Arrow functions: the same functions for the widget's whole life (pendingEdits knows flush by identity).
  setText = (next: string, commitNow = false): void => {
    this.text = next;
    this.redraw();
    if (!this.pending) {
      this.pending = true;
      this.pendingEdits?.add(this.flush);
    }
    clearTimeout(this.timer);
    if (commitNow) this.flush();
    else this.timer = setTimeout(this.flush, this.delay);
  };

  flush = (): void => {
    if (!this.pending) return;
    this.pending = false;
    clearTimeout(this.timer);
    this.pendingEdits?.remove(this.flush);
    this.commit(this.text);
  };

  dispose(): void {
    clearTimeout(this.timer);
    this.pendingEdits?.remove(this.flush);
  }
}
