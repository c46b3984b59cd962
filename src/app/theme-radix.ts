// What Radix Themes' theme.js gets for `radix-ui` in the build (scripts/vite-theme-tooltip.ts says why): the real
// Direction and Slot, and a Tooltip.Provider that only renders its children. A Radix update that makes theme.js use
// more of `radix-ui` fails the build here (a missing export), not silently.
import type { ReactNode } from 'react';

export { Direction, Slot } from 'radix-ui';

export const Tooltip = {
  Provider: ({ children }: { children?: ReactNode }) => children,
};
