/**
 * How the field template labels a widget:
 * - 'for': a `<label for=id>` above the input (the default),
 * - 'group': a heading-like text with an id that the widget's group references with aria-labelledby
 *   (radio groups, the signature box: a `<label for>` cannot name a group),
 * - 'none': the widget renders its own text (a checkbox with its label beside it, read-only display text).
 */
export type LabelMode = 'for' | 'group' | 'none';

const LABEL_MODES: Record<string, LabelMode> = {
  yesNo: 'group',
  radio: 'group',
  checkboxes: 'group',
  'alt-date': 'group',
  'alt-datetime': 'group',
  signature: 'group',
  document: 'group',
  selfie: 'group',
  check: 'none',
  checkbox: 'none',
  display: 'none',
  hidden: 'none',
};

export function labelModeFor(widget: unknown): LabelMode {
  return typeof widget === 'string' ? (LABEL_MODES[widget] ?? 'for') : 'for';
}

/** Id of a field's visible label, for widgets that reference it with aria-labelledby. */
export function labelId(fieldId: string): string {
  return `${fieldId}__label`;
}
