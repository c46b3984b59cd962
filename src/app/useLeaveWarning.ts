// "A page with unsaved typing asks before it is left" (issue 16): while `unsaved` is true, closing the tab, reloading
// or leaving for another site shows the browser's own prompt. The typing is kept as a draft all the same; the prompt
// says it is not saved yet.
import { useEffect } from 'react';

export function useLeaveWarning(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium shows the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
}
