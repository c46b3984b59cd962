import { useCallback, useEffect, useRef, useState } from 'react';
import { fileProblem, type FilePurpose } from './fileRules';
import { uploadFailureText } from './uploadFailure';

export { uploadFailureText };

/**
 * Sends a checked file and resolves once it is stored. `onProgress` takes the share sent (0 to 1); `signal` aborts
 * the upload when the user cancels. A rejection's `message` is shown to the user as it is, so the caller turns
 * server answers into words first (widgets know no API).
 */
export type UploadFile = (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<void>;

export interface UploadFlow {
  /** The checked file waiting to be uploaded, if any. */
  file: File | null;
  /** What went wrong: a file rule (§5 "Files"), 'Please select a file', or the upload's error. */
  problem: string | null;
  /** Share of the file sent while uploading (0 to 1); null when no upload is running. */
  progress: number | null;
  uploading: boolean;
  /** Takes a file the user chose or captured: kept when it meets the rules, otherwise refused with the message. */
  choose(file: File | null | undefined): void;
  /** Uploads the chosen file; resolves true once stored, false when refused, failed or cancelled. */
  start(): Promise<boolean>;
  /** Stops a running upload. */
  abort(): void;
  /** Back to nothing chosen (the dialog closed). */
  reset(): void;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}


/** The state of one file manager: the chosen file, the rules' verdict, and the running upload with its progress. */
export function useUploadFlow(purpose: FilePurpose, upload: UploadFile): UploadFlow {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);

  // Leaving the page mid-upload stops sending.
  useEffect(() => () => running.current?.abort(), []);

  const choose = useCallback(
    (next: File | null | undefined) => {
      const refused = fileProblem(next, purpose);
      setProblem(refused);
      setFile(refused ? null : (next ?? null));
    },
    [purpose],
  );

  const start = useCallback(async () => {
    if (running.current) return false;
    const refused = fileProblem(file, purpose);
    if (refused || !file) {
      setProblem(refused);
      return false;
    }
    const controller = new AbortController();
    running.current = controller;
    setProblem(null);
    setProgress(0);
    try {
      await upload(file, (fraction) => setProgress(Math.max(0, Math.min(1, fraction))), controller.signal);
      setFile(null);
      return true;
    } catch (error) {
      if (!isAbort(error) && !controller.signal.aborted) setProblem(uploadFailureText(error));
      return false;
    } finally {
      running.current = null;
      setProgress(null);
    }
  }, [file, purpose, upload]);

  const abort = useCallback(() => running.current?.abort(), []);

  const reset = useCallback(() => {
    running.current?.abort();
    setFile(null);
    setProblem(null);
    setProgress(null);
  }, []);

  return { file, problem, progress, uploading: progress !== null, choose, start, abort, reset };
}
