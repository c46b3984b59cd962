// The tooltip of the client's icon buttons, given by the page that draws them (the client's dashboard) through
// ActionTooltipContext: Radix's tooltip brings its popper (about 14 KiB gzip), which the individual's text buttons
// never need, so /admin/home does not load it. A context read per button, not a lazy boundary per button: the
// dashboard draws four buttons a row, and a Suspense each cost its filter and scroll frames 3-5 ms (bench:dashboard).
import { createContext, type ComponentType, type ReactNode } from 'react';

export type ActionTooltipComponent = ComponentType<{ tip: string; children: ReactNode }>;

/** The tooltip an icon button is wrapped in; none: the button alone (its aria-label still names the action). */
export const ActionTooltipContext = createContext<ActionTooltipComponent | null>(null);
