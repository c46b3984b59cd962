// Identity documents (§2.3): IDUI's IdentityStep, moved along this order's own steps.
import { useApplication } from '../context';
import { IdentityStep } from '../identity/IdentityStep';
import { neighbours, type ApplicationStep } from '../state';

export function IdentityDocumentsStep({ step }: { step: ApplicationStep }) {
  const { orderId, steps, selfieRequired, goTo } = useApplication();
  const { previous, next } = neighbours(steps, step.url);
  return (
    <IdentityStep
      orderId={orderId}
      selfieRequired={selfieRequired}
      onBack={() => previous && goTo(previous.url)}
      onNext={() => next && goTo(next.url)}
    />
  );
}
