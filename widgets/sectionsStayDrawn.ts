import { useEffect, type RefObject } from 'react';

/** Marks a section as drawn (widgets/styles.css), the first time the browser draws its contents. */
function markDrawn(event: Event): void {
  const section = event.target;
  if (!(event as ContentVisibilityAutoStateChangeEvent).skipped && section instanceof HTMLElement && section.classList.contains('engine-section')) {
    section.dataset.drawn = '';
  }
}

/**
 * A step's section is drawn only when it comes near the screen (`content-visibility: auto`, widgets/styles.css), and
 * stays drawn from then on: left to `auto`, a section is dropped again as it leaves the screen's margin, and a branch
 * opening above it (the sections below moving) makes the browser drop one section and draw another in the frame after
 * the click, a whole section's style, layout and paint (docs/performance.md, "29 Nov: a section stays drawn").
 * Browsers without the state-change event keep every section at `auto`.
 */
export function useSectionsStayDrawn(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    // The event does not bubble: heard on its way down to the section.
    element.addEventListener('contentvisibilityautostatechange', markDrawn, true);
    return () => element.removeEventListener('contentvisibilityautostatechange', markDrawn, true);
  }, [container]);
}
