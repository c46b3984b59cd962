// A download button's state: busy while the file comes, and the sentence of §8 when it fails ('Something went wrong.
// Please try later.', or the blocked pop-up notice).
import { useCallback, useState } from 'react';
import { openStoredFile, PopupBlockedError, type StoredFileKind } from '../downloads';
import { RESULT_MESSAGES } from '../result-messages';

export function useStoredFile() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = useCallback(async (location: string, file: StoredFileKind) => {
    setBusy(true);
    setError(null);
    try {
      await openStoredFile(location, file);
    } catch (caught) {
      setError(caught instanceof PopupBlockedError ? caught.message : RESULT_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, open };
}
