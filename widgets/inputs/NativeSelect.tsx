import type { SelectHTMLAttributes } from 'react';

/**
 * A native <select> styled like a Radix text field (widgets/styles.css). Native on purpose: on a phone it opens the
 * system picker, it is labelled by `<label for>`, and it is fully keyboard and screen-reader usable without a portal.
 */
export function NativeSelect(props: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select {...props} className="engine-select" />;
}
