// The icon buttons' tooltip (ActionTooltip.tsx says why it is given by the page).
import type { ReactNode } from 'react';
import { Tooltip } from '@radix-ui/themes';

export function RadixActionTooltip({ tip, children }: { tip: string; children: ReactNode }) {
  return <Tooltip content={tip}>{children}</Tooltip>;
}
