// A list page's filters (the back-office queue, the client dashboard): a card that folds behind its summary, open
// from the start where there is room and closed on a phone, where the fields would push the list off the screen.
// Its grid of fields is global.css's .filter-panel; a page sets the number of columns on its own class.
import type { ReactNode } from 'react';
import { Card } from '@radix-ui/themes';

/** Read once: a page's first width. */
const OPEN_AT_START = typeof window === 'undefined' || typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 768px)').matches;

export interface FilterPanelProps {
  /** The page's own class, which sets --filter-columns (and --filter-columns-wide). */
  className: string;
  summary: string;
  children: ReactNode;
}

export function FilterPanel({ className, summary, children }: FilterPanelProps) {
  return (
    <Card size="2" asChild>
      <details className={`filter-panel ${className}`} open={OPEN_AT_START}>
        <summary className="filter-panel-summary">{summary}</summary>
        {children}
      </details>
    </Card>
  );
}
