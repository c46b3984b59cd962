// A tab the server sends that the portal has no screen of its own for: the engine draws it like any other step, so a
// new tab in the data needs no code change.
import { DynamicStep } from '../DynamicStep';
import type { ApplicationStep } from '../state';
import { useTabForm } from '../useTabForm';

export function GenericStep({ step }: { step: ApplicationStep }) {
  const tab = useTabForm({ tabName: step.tabName });
  return <DynamicStep step={step} tab={tab} />;
}
