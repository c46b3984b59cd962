// The mark of a form drawn before its validator's module has come (widgets/validator.ts, StandInValidator): an empty
// hidden element while it loads, by which a page holds back what would check the form (the application's BACK and
// NEXT: src/features/application/application.css). A component of its own, so the form itself is not drawn again
// when the module comes.
import { useEffect, useState } from 'react';

export const PENDING_CLASS = 'engine-validator-pending';

export function ValidatorPending({ ready }: { ready: Promise<unknown> | null }) {
  const [came, setCame] = useState<Promise<unknown> | null>(null);
  useEffect(() => {
    if (!ready) return;
    let live = true;
    // A failed load is shown by the form (its error boundary); the mark stays, so nothing checks a form without one.
    ready.then(
      () => live && setCame(ready),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ready]);
  return ready && came !== ready ? <span className={PENDING_CLASS} hidden /> : null;
}
