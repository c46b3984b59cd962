// The tooltip of the client's icon buttons, apart from ActionButton: Radix's tooltip brings its popper (about 14 KiB
// gzip), which the individual's text buttons never need, so it comes only where a client's button is drawn.
import type { ReactNode } from 'react';
import { Tooltip } from '@radix-ui/themes';

export default function ActionTooltip({ tip, children }: { tip: string; children: ReactNode }) {
  return <Tooltip content={tip}>{children}</Tooltip>;
}
