// `npm run rotate-keys`: every stored file under the current FILE_KEY. A file sealed under an earlier key (one of
// FILE_KEY_PREVIOUS) gets its data key rewrapped (a new header, the records copied as they are); a file stored before
// encryption (plain) is sealed. Files already under FILE_KEY are left alone, so the command may be run again after an
// interruption. The procedure around it is in docs/operations.md ("Encryption at rest").
import type { FileStore } from './storage';

export interface RotationReport {
  /** Files whose data key was rewrapped from an earlier key. */
  rewrapped: number;
  /** Plain files from before encryption, sealed now. */
  sealed: number;
  /** Files already under the current key. */
  current: number;
  /** Files that could not be rewritten (unknown key, damaged, the store failing), with why: left as they were. */
  failed: Array<{ location: string; reason: string }>;
}

export async function rotateFileKeys(files: FileStore, progress: (report: RotationReport) => void = () => {}): Promise<RotationReport> {
  const report: RotationReport = { rewrapped: 0, sealed: 0, current: 0, failed: [] };
  for await (const location of files.locations()) {
    try {
      const was = await files.reseal(location);
      if (was === null) report.current++;
      else if (was.sealed) report.rewrapped++;
      else report.sealed++;
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause;
      report.failed.push({ location, reason: cause instanceof Error ? cause.message : String((error as Error).message ?? error) });
    }
    progress(report);
  }
  return report;
}
