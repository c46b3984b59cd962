// The tooltip provider Radix Themes' `Theme` would give every page, given instead by routes.tsx to the pages that
// show tooltips (today the quick start), so its module, with Popper and floating-ui, is loaded with them and not in
// the first load (scripts/vite-theme-tooltip.ts). Same delay as Theme's.
import type { ReactNode } from 'react';
import { Tooltip } from 'radix-ui';

export function TooltipProvider({ children }: { children: ReactNode }) {
  return <Tooltip.Provider delayDuration={200}>{children}</Tooltip.Provider>;
}
