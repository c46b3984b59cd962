// A download button's state: busy while the file comes, and the sentence of §8 when it fails ('Something went wrong.
// Please try later.', or the blocked pop-up notice).
import { useCallback, useState } from 'react';
import { openStoredFile, PopupBlockedError, type StoredFileKind } from '../downloads';
import { RESULT_MESSAGES } from '../result-messages';

export function useStoredFile() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Runs one download (a stored file, a report made on asking), with its busy state and failure sentence. */
  const run = useCallback(async (download: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await download();
    } catch (caught) {
      setError(caught instanceof PopupBlockedError ? caught.message : RESULT_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  }, []);
  const open = useCallback((location: string, file: StoredFileKind) => run(() => openStoredFile(location, file)), [run]);
  return { busy, error, open, run };
}
