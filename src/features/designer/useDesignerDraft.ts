// The form being designed: its published version and its draft, the edits with undo and redo, and the draft saved on
// the server as the operator works (PUT .../draft a moment after the last edit; a reload shows the draft again).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api, ApiError, errorText } from '../../app/api';
import { useApi } from '../../app/useApi';
import { canRedo, canUndo, record, redo, startHistory, undo, type History } from './history';
import type { DesignedForm, DesignerField } from './fields';

/** A pause in editing this long saves the draft. */
export const SAVE_AFTER_MS = 800;

export interface FormProblem {
  FieldID: string;
  Message: string;
}

export type SaveState =
  | { status: 'published' }
  | { status: 'saved'; at: string }
  | { status: 'saving' }
  | { status: 'error'; message: string; problems: FormProblem[] };

/** The problems of a 400 that lists them (ProblemsReply), or none. */
export function problemsOf(error: unknown): FormProblem[] {
  if (!(error instanceof ApiError)) return [];
  const body = error.body as { problems?: unknown } | null;
  return Array.isArray(body?.problems) ? (body.problems as FormProblem[]) : [];
}

export interface DesignerDraft {
  form: DesignedForm | undefined;
  loadError: string | null;
  retry(): void;
  /** The fields shown and edited: the draft's, or the published ones until the first edit. */
  fields: DesignerField[];
  hasDraft: boolean;
  save: SaveState;
  /** Records an edit (key: edits that continue one another, see history.ts). */
  edit(next: DesignerField[], key?: string): void;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
  /** Saves now what is pending (before publishing); false when the save failed. */
  flush(): Promise<boolean>;
  /** Replaces the state with what the server now holds (after discard, publish, restore, import). */
  reload(): Promise<void>;
}

export function useDesignerDraft(formKey: string): DesignerDraft {
  // Read once per visit (and after a discard, publish, restore or import): a revalidation would replace the edits.
  const read = useApi('GET /backoffice/definitions/:formKey', { formKey }, { revalidateIfStale: false, revalidateOnReconnect: false });
  const form = read.data;
  const [history, setHistory] = useState<History<DesignerField[]> | null>(null);
  const [save, setSave] = useState<SaveState>({ status: 'published' });
  /** The fields the server holds as the draft (or the published ones when there is none): nothing to save then. */
  const stored = useRef<DesignerField[] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saving = useRef<Promise<boolean> | null>(null);
  const latest = useRef<DesignerField[] | null>(null);

  // Each answer of the read (first load, reload) starts the history again from the draft, or the published fields.
  useEffect(() => {
    if (!form) return;
    const start = form.draft ?? form.fields;
    stored.current = start;
    latest.current = start;
    setHistory(startHistory(start));
    setSave(form.draft && form.draftSavedAt ? { status: 'saved', at: form.draftSavedAt } : { status: 'published' });
  }, [form]);

  const put = useCallback(async (): Promise<boolean> => {
    const fields = latest.current;
    if (!fields || fields === stored.current) return true;
    setSave({ status: 'saving' });
    try {
      const answer = await api.call('PUT /backoffice/definitions/:formKey/draft', { params: { formKey }, body: { fields } });
      stored.current = fields;
      // Edited again while saving: that edit's own save follows.
      if (latest.current === fields) setSave({ status: 'saved', at: answer.draftSavedAt });
      return true;
    } catch (error) {
      setSave({ status: 'error', message: errorText(error), problems: problemsOf(error) });
      return false;
    }
  }, [formKey]);

  const saveNow = useCallback((): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const run = (saving.current ?? Promise.resolve(true)).then(put);
    saving.current = run;
    void run.finally(() => {
      if (saving.current === run) saving.current = null;
    });
    return run;
  }, [put]);

  const schedule = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveNow(), SAVE_AFTER_MS);
  }, [saveNow]);

  // Leaving the page saves what is pending rather than dropping it.
  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        void put();
      }
    },
    [put],
  );

  const apply = useCallback(
    (change: (h: History<DesignerField[]>) => History<DesignerField[]>) => {
      setHistory((current) => {
        if (!current) return current;
        const next = change(current);
        latest.current = next.present;
        return next;
      });
      schedule();
    },
    [schedule],
  );

  const reload = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    await read.mutate();
  }, [read]);

  return useMemo(
    () => ({
      form,
      loadError: read.error ? read.error.message : null,
      retry: () => void read.mutate(),
      fields: history?.present ?? [],
      // An edit not saved yet will be the draft in a moment.
      hasDraft: save.status !== 'published' || (history !== null && history.present !== stored.current),
      save,
      edit: (next: DesignerField[], key?: string) => apply((h) => record(h, next, key ?? null)),
      undo: () => apply(undo),
      redo: () => apply(redo),
      canUndo: history ? canUndo(history) : false,
      canRedo: history ? canRedo(history) : false,
      flush: saveNow,
      reload,
    }),
    [apply, form, history, read, reload, save, saveNow],
  );
}
