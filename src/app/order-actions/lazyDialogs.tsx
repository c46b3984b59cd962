// The cancel and contact dialogs come with their first use, not with the dashboards: each draws an engine form, and
// the engine with its widgets would otherwise be in the first load of /admin/home (Lighthouse, docs/performance.md "26 Nov: the HTTP/1.1 round").
// The dialog opens when its code is here (a few kB, asked when the button is pressed); its form then shows its own
// loading line (EngineFormDialog) while the form's definition comes. A stand-in dialog in between would be a second
// dialog of the same name that vanishes under the user's (or a test's) hands.
import { lazy, Suspense } from 'react';
import type { CancelDialogProps } from './CancelDialog';
import type { ContactApplicantDialogProps } from './ContactApplicantDialog';

const Cancel = lazy(async () => ({ default: (await import('./CancelDialog')).CancelDialog }));
const Contact = lazy(async () => ({ default: (await import('./ContactApplicantDialog')).ContactApplicantDialog }));

export function CancelDialog(props: CancelDialogProps) {
  return (
    <Suspense fallback={null}>
      <Cancel {...props} />
    </Suspense>
  );
}

export function ContactApplicantDialog(props: ContactApplicantDialogProps) {
  return (
    <Suspense fallback={null}>
      <Contact {...props} />
    </Suspense>
  );
}
