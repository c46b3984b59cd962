// One application step drawn by the engine from the server's field definitions (order-and-application §2.3, §4):
// loads the tab's fields (POST /application/get_tab_req) and the lists its combos need (POST /utilities/get_type_lists),
// keeps the answers (and a local draft of them, see drafts.ts), validates on NEXT with the engine's rules and saves
// with POST /application/set_data_by_tab.
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { deepEquals } from '@rjsf/utils';
import { api, ApiError, errorText } from '../../app/api';
import { notify } from '../../app/notices';
import {
  APPLICATION_INCOMPLETE,
  buildDynamicForm,
  catalogueCategories,
  gapFillingValidator,
  type CustomValidate,
  type Violation,
  MANDATORY,
  type BlockOptions,
  type ComboElement,
  type DynamicField,
  type DynamicForm,
  type FormData as StepData,
  type OptionCatalogue,
  type UiSchema,
  type ValidateOptions,
} from '../../engine';
import type { EngineFormContext, EngineFormHandle } from '../../../widgets';
import { useApplication } from './context';
import { useLeaveWarning } from '../../app/drafts';
import { clearDraft, draftKey, readDraft, remapToSections, writeDraftSoon } from './drafts';
import { isApproved, REFUSED_WITHOUT_REASON, saveErrorText, verdictMessage, type ServerVerdict } from './messages';
import { uploadDocumentFile, uploadSignature } from './uploads';
import { useFieldLabels } from './useFieldLabels';
import { useRefusedFields } from '../../app/useRefusedFields';

export type { StepData };

export interface TabFormOptions {
  /** The server's TabName. */
  tabName: string;
  /** Limits of block lists by TableLocation (references). Keep the object stable (useMemo). */
  blocks?: Record<string, BlockOptions>;
  /** Consent: a compulsory 'N' counts as empty. Keep it stable. */
  validateOptions?: ValidateOptions;
  /**
   * Rules across fields the engine's per-field rules do not cover (the address list), with their form-data paths;
   * shown beside the fields like the engine's own. Keep it stable.
   */
  extraViolations?: (form: DynamicForm, data: StepData, catalogue: OptionCatalogue) => Violation[];
  /** False until the step's own data (reference limits) is there: the fields are loaded after it. */
  enabled?: boolean;
}

interface Loaded {
  defs: DynamicField[];
  catalogue: OptionCatalogue;
  /** The form data of the stored answers: a draft equal to it is no draft. */
  baseline: StepData;
  /** When the restored draft was kept, or null when the form shows the stored answers. */
  restoredAt: number | null;
  /** The form built on load (its schema decides the draft's sections), with the labels and blocks it was built with. */
  form: DynamicForm;
  labels: Record<string, string>;
  blocks: Record<string, BlockOptions> | undefined;
}

export interface TabForm {
  status: 'loading' | 'error' | 'ready';
  loadError: string | null;
  retry(): void;
  defs: DynamicField[];
  /** The lists fetched for the combos, by ComboCategory. */
  catalogue: OptionCatalogue;
  form: DynamicForm | null;
  data: StepData;
  uiSchema: UiSchema;
  customValidate: CustomValidate | undefined;
  formContext: EngineFormContext;
  onChange(next: StepData): void;
  formRef: React.RefObject<EngineFormHandle | null>;
  /** When the answers on screen came back from this device's draft. */
  restoredAt: number | null;
  /** Throws the draft away and shows the stored answers again. */
  discardDraft(): void;
  /** Shows the field messages (and the §5 toast); true when the step may be saved. */
  validate(): boolean;
  /**
   * NEXT: validates, saves the step and, when the server approves, clears the draft and runs `onApproved` with the
   * server's answer. A refusal opens the 'Important' message (see `important`); a failure shows a notice.
   */
  saveAndContinue(onApproved: (answer: ServerVerdict) => void | Promise<void>): Promise<void>;
  saving: boolean;
  /** The server's refusal, shown in the 'Important' dialog (or alert); null when there is none. */
  important: string | null;
  setImportant(message: string | null): void;
}

async function loadCatalogue(defs: readonly DynamicField[], signal: AbortSignal): Promise<OptionCatalogue> {
  const categories = catalogueCategories(defs);
  if (categories.length === 0) return {};
  let lists: Record<string, ComboElement[]>;
  try {
    // Every list in one request (the early reads ask the same, earlyReads.ts, and this takes their answer).
    lists = await api.call('POST /utilities/get_type_lists', { body: { categories } }, { signal });
  } catch (error) {
    // Lists the server refuses are empty (the fields show no choices); a failed call fails the step's loading.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) return {};
    throw error;
  }
  const catalogue: OptionCatalogue = {};
  for (const category of categories) {
    const list = lists[category];
    if (Array.isArray(list) && list.length > 0) catalogue[category] = list;
  }
  return catalogue;
}

/**
 * deepEquals, section by section: normalise hands back a section the change left alone as the very same object, so a
 * change compares only the section it touched (the whole step was two comparisons of every answer per commit).
 */
function sameAnswers(a: StepData, b: StepData): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => key in b && (a[key] === b[key] || deepEquals(a[key], b[key])));
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

const NO_DEFS: DynamicField[] = [];
const NO_CATALOGUE: OptionCatalogue = {};

export function useTabForm(options: TabFormOptions): TabForm {
  const { orderId, user, portalVersion } = useApplication();
  const { tabName, blocks, validateOptions, extraViolations, enabled = true } = options;
  const key = draftKey(user.Id, orderId, tabName);

  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [data, setData] = useState<StepData>({});
  // Whether the answers differ from the stored ones, worked out once per change (in keep), not on every render.
  const [unsaved, setUnsaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const [important, setImportant] = useState<string | null>(null);
  const latest = useRef<StepData>({});
  const formRef = useRef<EngineFormHandle>(null);
  // The fields the server refused, marked until changed.
  const refused = useRefusedFields(formRef);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // A field with RelabelsFields renames the step's fields by its value (its definition does not depend on labels, so
  // the form built on load tells which value it is).
  const labels = useFieldLabels(orderId, loaded?.form.relabelValue(data));
  // Labels only rename fields: compare them by content so a new object with the same labels does not rebuild.
  const labelsKey = JSON.stringify(labels);
  const stableLabels = useMemo(() => JSON.parse(labelsKey) as Record<string, string>, [labelsKey]);
  const labelsAtLoad = useRef(stableLabels);
  labelsAtLoad.current = stableLabels;

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setLoaded(null);
    setLoadError(null);
    (async () => {
      try {
        const answer = await api.call(
          'POST /application/get_tab_req',
          { body: { order_id: orderId, tab_name: tabName, portalVersion } },
          { signal: controller.signal },
        );
        const defs: DynamicField[] = Array.isArray(answer) ? answer : [];
        const catalogue = await loadCatalogue(defs, controller.signal);
        const labels = labelsAtLoad.current;
        const form = buildDynamicForm(defs, { sectionBy: 'PortalSection', catalogue, blocks, labels });
        const baseline = form.formData;
        let initial = baseline;
        let restoredAt: number | null = null;
        const draft = readDraft<StepData>(key);
        if (draft) {
          const restored = form.normalise(remapToSections(draft.data, form.schema));
          if (sameAnswers(restored, baseline)) clearDraft(key);
          else {
            initial = restored;
            restoredAt = draft.savedAt;
          }
        }
        if (controller.signal.aborted) return;
        latest.current = initial;
        // As a transition: the step's form is then drawn in slices the page can answer between (its first render
        // runs much of rjsf's code for the first time), not in one long task.
        startTransition(() => {
          setData(initial);
          setUnsaved(restoredAt !== null);
          setLoaded({ defs, catalogue, baseline, restoredAt, form, labels, blocks });
        });
      } catch (error) {
        if (!controller.signal.aborted && !isAbort(error)) setLoadError(errorText(error));
      }
    })();
    return () => controller.abort();
  }, [orderId, tabName, portalVersion, key, blocks, enabled, attempt]);

  // Built once on load; built again only when the labels change afterwards (the relabelling).
  const form = useMemo(() => {
    if (!loaded) return null;
    if (loaded.labels === stableLabels && loaded.blocks === blocks) return loaded.form;
    return buildDynamicForm(loaded.defs, { sectionBy: 'PortalSection', catalogue: loaded.catalogue, blocks, labels: stableLabels });
  }, [loaded, blocks, stableLabels]);

  const keep = useCallback(
    (next: StepData) => {
      latest.current = next;
      setData(next);
      // Answers equal to the stored ones need no draft (rjsf also reports its first render as a change).
      const stored = loaded !== null && sameAnswers(next, loaded.baseline);
      setUnsaved(!stored);
      if (stored) clearDraft(key);
      else writeDraftSoon(key, next);
    },
    [key, loaded],
  );

  const onChange = useCallback(
    (next: StepData) => {
      if (!form) return;
      const previous = latest.current;
      // The engine's normalise also applies the fields' FillsField (a new choice fills another field).
      const normalised = form.normalise(next, previous);
      if (sameAnswers(normalised, previous)) return;
      keep(normalised);
    },
    [form, keep],
  );

  const discardDraft = useCallback(() => {
    if (!loaded) return;
    clearDraft(key);
    latest.current = loaded.baseline;
    setData(loaded.baseline);
    setUnsaved(false);
    setLoaded({ ...loaded, restoredAt: null });
  }, [key, loaded]);

  // Answers not yet saved (typed, or restored from a draft): leaving the page asks first.
  useLeaveWarning(loaded !== null && unsaved);

  const uiSchema = useMemo(() => (form ? form.uiSchemaFor(data) : {}), [data, form]);
  const validateKey = JSON.stringify(validateOptions ?? {});
  const catalogue = loaded?.catalogue ?? NO_CATALOGUE;
  /** Every rule violation of the answers: the engine's, then the step's own. */
  const violations = useMemo(() => {
    if (!form) return null;
    const rules = JSON.parse(validateKey) as ValidateOptions;
    return (current: StepData): Violation[] => [
      ...form.violations(current, rules),
      ...(extraViolations ? extraViolations(form, current, catalogue) : []),
      ...refused.standing(current),
    ];
  }, [catalogue, extraViolations, form, refused, validateKey]);
  const customValidate = useMemo(() => (violations ? gapFillingValidator(violations) : undefined), [violations]);
  const formContext = useMemo<EngineFormContext>(
    () => ({
      uploadSignature: (dataUrlPng: string, fieldId: string) => uploadSignature(orderId, dataUrlPng, fieldId),
      uploadDocument: (file: File, fieldId: string, onProgress: (fraction: number) => void, signal?: AbortSignal) =>
        uploadDocumentFile(orderId, file, fieldId, onProgress, signal),
    }),
    [orderId],
  );

  const validate = useCallback((): boolean => {
    const handle = formRef.current;
    if (!violations) return false;
    // A step without fields has no form to validate.
    const valid = handle ? handle.validate() : violations(latest.current).length === 0;
    if (!valid) {
      const found = violations(latest.current);
      // §5: the toast for empty compulsory fields; a rule about a whole list (no primary address) is said too,
      // because the list's message may be out of sight on a phone.
      if (found.some((v) => v.message === MANDATORY)) notify(APPLICATION_INCOMPLETE, 'error');
      const listWide = found.find((v) => v.path.length === 2 && typeof v.path[1] === 'string' && v.message !== MANDATORY);
      if (listWide && !found.some((v) => v.message === MANDATORY)) notify(listWide.message, 'error');
    }
    return valid;
  }, [violations]);

  const saveAndContinue = useCallback(
    async (onApproved: (answer: ServerVerdict) => void | Promise<void>) => {
      if (!form || saving) return;
      if (!validate()) return;
      setSaving(true);
      try {
        // Only what the server reads of each entry is declared, so only that is sent: never the field definitions.
        const TableContent = form
          .toTableContent(latest.current)
          .map(({ FieldID, TableValue, TableID, TableLocation }) => ({ FieldID, TableValue, TableID, TableLocation }));
        const answer = await api.call('POST /application/set_data_by_tab', { body: { orderId, tabName, TableContent } });
        if (!isApproved(answer)) {
          setImportant(verdictMessage(answer) || REFUSED_WITHOUT_REASON);
          refused.mark(form, latest.current, answer.Fields);
          return;
        }
        clearDraft(key);
        await onApproved(answer);
      } catch (error) {
        // The answers stay on screen and in the draft: nothing typed is lost by a failed save.
        notify(saveErrorText(error), 'error');
      } finally {
        if (mounted.current) setSaving(false);
      }
    },
    [form, key, orderId, saving, tabName, validate],
  );

  return {
    status: loadError ? 'error' : loaded && form ? 'ready' : 'loading',
    loadError,
    retry: () => setAttempt((n) => n + 1),
    defs: loaded?.defs ?? NO_DEFS,
    catalogue: loaded?.catalogue ?? NO_CATALOGUE,
    form,
    data,
    uiSchema,
    customValidate,
    formContext,
    onChange,
    formRef,
    restoredAt: loaded?.restoredAt ?? null,
    discardDraft,
    validate,
    saveAndContinue,
    saving,
    important,
    setImportant,
  };
}
