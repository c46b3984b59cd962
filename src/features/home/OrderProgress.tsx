// The 3-step progress indicator of an order card (portal §4: Open step 0, Completed step 2, anything else step 1).
import { CheckIcon } from '@radix-ui/react-icons';
import { PROGRESS_STEPS, progressIndex } from '../../app/orders';

export function OrderProgress({ status }: { status: string }) {
  const current = progressIndex(status);
  return (
    <ol className="home-progress" aria-label="Order progress" data-step={current}>
      {PROGRESS_STEPS.map((name, index) => {
        // A completed order has nothing left to do: its last step is done, not in hand.
        const done = index < current || (current === 2 && index === 2);
        const state = done ? 'done' : index === current ? 'current' : 'upcoming';
        // The middle step names the real status when it is not plain 'In progress' (On hold, Cancelled, Closed).
        const label = index === 1 && current === 1 ? status : name;
        return (
          <li key={name} className="home-progress-step" data-state={state} aria-current={index === current ? 'step' : undefined}>
            <span className="home-progress-dot" aria-hidden="true">
              {state === 'done' ? <CheckIcon /> : index + 1}
            </span>
            <span className="home-progress-label">{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
