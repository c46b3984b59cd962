// Parses and checks an uploaded CSV off the main thread, so a file of 10,000 applicants keeps the page responsive
// (DESIGN.md "Budgets"). Messages: in `{ file }`; out progress fractions, then the result.
import { readCsv } from './csvRules';
import type { CsvWorkerReply, CsvWorkerRequest } from './readCsvFile';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CsvWorkerRequest>) => void) | null;
  postMessage(message: CsvWorkerReply): void;
};

/** Progress reports are throttled to whole percents: thousands of messages would only slow the page down. */
function progressReporter(): (fraction: number) => void {
  let lastPercent = -1;
  return (fraction) => {
    const percent = Math.floor(fraction * 100);
    if (percent === lastPercent) return;
    lastPercent = percent;
    scope.postMessage({ type: 'progress', fraction });
  };
}

scope.onmessage = async (event) => {
  try {
    const text = await event.data.file.text();
    const result = readCsv(text, { onProgress: progressReporter(), chunkSize: 64 * 1024 });
    scope.postMessage({ type: 'done', result });
  } catch (error) {
    scope.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
