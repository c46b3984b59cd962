// The orders per status under the other filters (the queue's counts), as buttons that filter the queue by that status;
// the pressed one is the status chosen ('All' when none).
import { Button, Flex } from '@radix-ui/themes';
import type { QueueCounts } from './useQueue';

/** The statuses in the order of their life (portal §4), whatever order the server counts them in. */
const STATUS_ORDER = ['Open', 'Open with Alert', 'In progress', 'On hold', 'Completed', 'Cancelled', 'Closed'];

export interface StatusCountsProps {
  counts: QueueCounts;
  status: string | undefined;
  onChoose(status: string | undefined): void;
}

export function StatusCounts({ counts, status, onChoose }: StatusCountsProps) {
  const all = counts.reduce((sum, c) => sum + c.total, 0);
  const sorted = [...counts].sort((a, b) => STATUS_ORDER.indexOf(a.orderStatus) - STATUS_ORDER.indexOf(b.orderStatus));
  const chip = (label: string, total: number, value: string | undefined) => {
    const pressed = status === value;
    return (
      <Button
        key={label}
        type="button"
        size="1"
        radius="full"
        variant={pressed ? 'solid' : 'soft'}
        color={pressed ? undefined : 'gray'}
        aria-pressed={pressed}
        onClick={() => onChoose(value)}
      >
        {label} · {total}
      </Button>
    );
  };
  return (
    <Flex gap="2" wrap="wrap" role="group" aria-label="Orders per status">
      {chip('All', all, undefined)}
      {sorted.map((c) => chip(c.orderStatus, c.total, c.orderStatus))}
      {/* A chosen status with no order under the other filters still shows, so it can be seen and cleared. */}
      {status && !counts.some((c) => c.orderStatus === status) ? chip(status, 0, status) : null}
    </Flex>
  );
}
