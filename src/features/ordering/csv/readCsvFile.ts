// The page's side of the CSV worker: hand it the file, follow its progress, get the checked rows back.
import { readCsv, type CsvCheck } from './csvRules';

export interface CsvWorkerRequest {
  file: Blob;
}

export type CsvWorkerReply =
  | { type: 'progress'; fraction: number }
  | { type: 'done'; result: CsvCheck }
  | { type: 'failed'; message: string };

/**
 * Reads and checks a CSV file in a Web Worker. Aborting (the dialog closed) stops the worker and rejects with an
 * AbortError. Where no Worker exists (a test runner) the same rules run here.
 */
export function readCsvFile(file: Blob, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<CsvCheck> {
  if (typeof Worker === 'undefined') {
    return file.text().then((text) => readCsv(text, { onProgress }));
  }
  return new Promise<CsvCheck>((resolve, reject) => {
    const worker = new Worker(new URL('./csv.worker.ts', import.meta.url), { type: 'module', name: 'csv-reader' });
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', abort);
    };
    const abort = () => {
      finish();
      reject(new DOMException('The CSV reading was cancelled.', 'AbortError'));
    };
    if (signal?.aborted) return abort();
    signal?.addEventListener('abort', abort);
    worker.onmessage = (event: MessageEvent<CsvWorkerReply>) => {
      const reply = event.data;
      if (reply.type === 'progress') onProgress(reply.fraction);
      else {
        finish();
        if (reply.type === 'done') resolve(reply.result);
        else reject(new Error(reply.message));
      }
    };
    worker.onerror = (event) => {
      finish();
      reject(new Error(event.message || 'The CSV reader stopped.'));
    };
    worker.postMessage({ file } satisfies CsvWorkerRequest);
  });
}
