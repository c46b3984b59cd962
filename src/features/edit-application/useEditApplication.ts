// The edit screen's data and actions (order-and-application §4 "Edit screen", §7 "Edit application"): loads the
// rejected items (GET /application/get_edit_application_tab), builds the engine form of the rejected fields (sections
// by FormSection, every field required), keeps each rejected document's mode and upload, and sends the corrections
// (POST /application/edit_submit), then the referees' mails (GET /application/send_edit_reference_emails).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api, errorText } from '../../app/api';
import { notify } from '../../app/notices';
import {
  APPLICATION_INCOMPLETE,
  buildDynamicForm,
  gapFillingValidator,
  MANDATORY,
  type CustomValidate,
  type DynamicForm,
  type FormData,
} from '../../engine';
import { useRefusedFields } from '../../app/useRefusedFields';
import type { EngineFormHandle } from '../../../widgets';
import {
  documentContent,
  documentProblem,
  editDefinitions,
  fieldContent,
  fixedBlocks,
  initialDocuments,
  toggled,
  withChoice,
  withUpload,
  type DocumentState,
  type EditSections,
} from './editModel';
import { SEND_FAILED, UPLOAD_FAILED } from './messages';

export interface EditApplication {
  status: 'loading' | 'error' | 'empty' | 'ready';
  loadError: string | null;
  retry(): void;
  sections: EditSections;
  form: DynamicForm | null;
  /** The engine's rules, and the fields the server refused until they are changed. */
  customValidate: CustomValidate | undefined;
  data: FormData;
  onChange(next: FormData): void;
  formRef: React.RefObject<EngineFormHandle | null>;
  documents: DocumentState[];
  /** The §5 message of each document shown after SEND INFORMATION, by DocID. */
  documentErrors: Record<string, string>;
  toggleMode(docId: string): void;
  choose(docId: string, replacement: string): void;
  /** The file manager's upload for one document: resolves once stored, throws 'Something went wrong...' otherwise. */
  upload(docId: string, file: File, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<void>;
  send(): Promise<void>;
  sending: boolean;
  /** The server's refusal, for the 'Important' dialog. */
  important: string | null;
  closeImportant(): void;
  /** The corrections were accepted: the 'Information Updated!' modal. */
  done: boolean;
}

interface Loaded {
  sections: EditSections;
  /** The engine form of the rejected fields (null when only documents were rejected). */
  form: DynamicForm | null;
}

/** The engine form of the rejected fields: §5 "Every non-document field must be non-empty" (requireEveryField). */
function formOf(sections: EditSections): DynamicForm | null {
  const defs = editDefinitions(sections);
  if (defs.length === 0) return null;
  return buildDynamicForm(defs, { sectionBy: 'FormSection', requireEveryField: true, blocks: fixedBlocks(defs) });
}

export function useEditApplication(orderId: number): EditApplication {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [data, setData] = useState<FormData>({});
  const [documents, setDocuments] = useState<DocumentState[]>([]);
  const [documentErrors, setDocumentErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [important, setImportant] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const formRef = useRef<EngineFormHandle>(null);
  const latestDocuments = useRef<DocumentState[]>([]);
  latestDocuments.current = documents;

  useEffect(() => {
    const controller = new AbortController();
    setLoaded(null);
    setLoadError(null);
    api
      .call('GET /application/get_edit_application_tab/:orderId', { params: { orderId: String(orderId) } }, { signal: controller.signal })
      .then((answer) => {
        const sections = Array.isArray(answer) ? answer : [];
        // The form and its first data together, so the engine's first render already shows the stored answers.
        const form = formOf(sections);
        setData(form ? form.formData : {});
        setDocuments(initialDocuments(sections));
        setDocumentErrors({});
        setLoaded({ sections, form });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoadError(errorText(error));
      });
    return () => controller.abort();
  }, [orderId, attempt]);

  const form = loaded?.form ?? null;
  const refused = useRefusedFields(formRef);
  const customValidate = useMemo(
    () => (form ? gapFillingValidator((current) => [...form.violations(current), ...refused.standing(current)]) : undefined),
    [form, refused],
  );

  const onChange = useCallback(
    (next: FormData) => setData((previous) => (form ? form.normalise(next, previous) : next)),
    [form],
  );

  const update = useCallback((docId: string, change: (doc: DocumentState) => DocumentState) => {
    setDocuments((docs) => docs.map((doc) => (doc.entry.DocID === docId ? change(doc) : doc)));
    setDocumentErrors(({ [docId]: _cleared, ...rest }) => rest);
  }, []);

  const upload = useCallback(
    async (docId: string, file: File, onProgress: (fraction: number) => void, signal: AbortSignal) => {
      const doc = latestDocuments.current.find((d) => d.entry.DocID === docId);
      if (!doc) return;
      const docName = doc.mode === 'replace' ? doc.chosen : docId;
      let location = '';
      try {
        const answer = await api.uploadWithProgress(
          'POST /utilities/upload_image_edit',
          { orderId, docName, DocID: docId, docSighted: 'N', file },
          onProgress,
          { signal },
        );
        location = answer?.data?.location ?? answer?.location ?? '';
      } catch (error) {
        if (signal.aborted) throw error;
        location = '';
      }
      // §8 "Failed edit upload: alert 'Something went wrong. Please try again.'"
      if (!location) {
        notify(UPLOAD_FAILED, 'error');
        throw new Error(UPLOAD_FAILED);
      }
      update(docId, (current) => withUpload(current, location));
    },
    [orderId, update],
  );

  const send = useCallback(async () => {
    if (sending) return;
    const fieldsValid = form ? (formRef.current?.validate() ?? form.violations(data).length === 0) : true;
    const problems: Record<string, string> = {};
    for (const doc of latestDocuments.current) {
      const problem = documentProblem(doc);
      if (problem) problems[doc.entry.DocID] = problem;
    }
    setDocumentErrors(problems);
    const firstProblem = Object.values(problems)[0];
    if (!fieldsValid || firstProblem) {
      const mandatory = form ? form.violations(data).some((v) => v.message === MANDATORY) : false;
      notify(mandatory ? APPLICATION_INCOMPLETE : (firstProblem ?? APPLICATION_INCOMPLETE), 'error');
      return;
    }
    setSending(true);
    try {
      const TableContent = [...(form ? fieldContent(form.toTableContent(data)) : []), ...documentContent(latestDocuments.current)];
      const answer = await api.call('POST /application/edit_submit', { body: { orderId, TableContent } });
      if (Number(answer?.approve) !== 1) {
        setImportant(answer?.error_msg || SEND_FAILED);
        if (form) refused.mark(form, data, answer?.Fields);
        return;
      }
      // §4 "On submit, if approve equals 1, reference emails are sent and a done modal is shown."
      try {
        await api.call('GET /application/send_edit_reference_emails/:orderId', { params: { orderId: String(orderId) } });
      } catch (error) {
        notify(errorText(error), 'error');
      }
      setDone(true);
    } catch {
      notify(SEND_FAILED, 'error');
    } finally {
      setSending(false);
    }
  }, [data, form, orderId, refused, sending]);

  return {
    status: loadError ? 'error' : !loaded ? 'loading' : loaded.sections.length === 0 ? 'empty' : 'ready',
    loadError,
    retry: () => setAttempt((n) => n + 1),
    sections: loaded?.sections ?? [],
    form,
    customValidate,
    data,
    onChange,
    formRef,
    documents,
    documentErrors,
    toggleMode: (docId) => update(docId, toggled),
    choose: (docId, replacement) => update(docId, (doc) => withChoice(doc, replacement)),
    upload,
    send,
    sending,
    important,
    closeImportant: () => setImportant(null),
    done,
  };
}
