import { useCallback, useRef, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { commitValue } from '../commit';
import type { UploadFile } from './useUploadFlow';

/**
 * Uploads a document or selfie for an engine form field and resolves with the location the server stored it at;
 * the widget keeps that location as the field's value. Injected by the page as `formContext.uploadDocument`, so
 * the widgets know no API (like `uploadSignature`).
 * @param file - the checked file (a selfie taken with the camera is `selfie.jpg`)
 * @param fieldId - the field's FieldID: `ui:options.fieldId` (set by the engine), else the schema property name
 * @param onProgress - share of the file sent, 0 to 1, for the progress bar
 * @param signal - aborted when the user cancels
 */
export type UploadDocument = (
  file: File,
  fieldId: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) => Promise<string>;

export interface WidgetUpload {
  /** The page gave no `formContext.uploadDocument`: a configuration mistake shown in place of the field. */
  missing: boolean;
  fieldId: string;
  /** The field holds a stored location. */
  loaded: boolean;
  /** What the file manager calls: uploads, then commits the location to the form. */
  upload: UploadFile;
}

/** What the document and selfie widgets share: which field they serve, its state, and the upload into the form. */
export function useWidgetUpload(props: WidgetProps): WidgetUpload {
  const { name, value, options, registry } = props;
  const uploadDocument: unknown = registry.formContext?.uploadDocument;
  const fieldId = typeof options.fieldId === 'string' ? options.fieldId : name;
  // The upload resolves after the dialog's last render; the latest props commit the value.
  const latest = useRef(props);
  latest.current = props;
  const upload = useCallback<UploadFile>(
    async (file, onProgress, signal) => {
      const location = await (uploadDocument as UploadDocument)(file, fieldId, onProgress, signal);
      commitValue(latest.current, location);
    },
    [uploadDocument, fieldId],
  );
  return {
    missing: typeof uploadDocument !== 'function',
    fieldId,
    loaded: typeof value === 'string' && value !== '',
    upload,
  };
}

/** The "{doc} loaded." notice (order-and-application §8) a widget shows after its own upload. */
export function useLoadedNotice(): [string | null, (doc: string) => void, () => void] {
  const [notice, setNotice] = useState<string | null>(null);
  const show = useCallback((doc: string) => setNotice(`${doc} loaded.`), []);
  const clear = useCallback(() => setNotice(null), []);
  return [notice, show, clear];
}
