/**
 * The asterisk of a required field. Hidden from screen readers: the input itself carries aria-required. The element
 * Radix's `<Text color="red">` draws, as one constant: every required field of a step shows one.
 */
export const REQUIRED_MARK = (
  <span className="rt-Text" data-accent-color="red" aria-hidden="true">
    {' *'}
  </span>
);
