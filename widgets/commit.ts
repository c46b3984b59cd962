import type { ErrorSchema, WidgetProps } from '@rjsf/utils';

export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * Hands a widget's new value to rjsf. Validation runs on submit only (liveValidate off), so a field flagged by the
 * last submit keeps its message until the next one; the spec wants the message gone as soon as the field has a value
 * (portal §5 references form: "An error clears once the field has a value"). Passing an empty error schema for the
 * field's path does exactly that: rjsf replaces the field's errors with it.
 */
export function commitValue(props: Pick<WidgetProps, 'onChange' | 'rawErrors' | 'id'>, value: unknown): void {
  const clearsError = (props.rawErrors?.length ?? 0) > 0 && !isEmptyValue(value);
  props.onChange(value, clearsError ? ({} as ErrorSchema) : undefined, props.id);
}

/** rjsf stores "no value" as `options.emptyValue` (undefined unless the uiSchema says otherwise). */
export function textToValue(text: string, emptyValue: unknown): unknown {
  return text === '' ? emptyValue : text;
}

/** Whether this keystroke should reach rjsf at once: it gives a value to a field that shows an error (see setText). */
export function clearsErrorNow(rawErrors: string[] | undefined, text: string): boolean {
  return (rawErrors?.length ?? 0) > 0 && text !== '';
}

/**
 * Whether the field is required now: by the schema's `required` (rjsf's `required` prop), or by a rule that depends on
 * values (a ParentField answered Y...), which the engine marks with `ui:options.required: true` because the static
 * schema cannot say it.
 */
export function isRequiredNow(props: Pick<WidgetProps, 'required' | 'options'>): boolean {
  return props.required === true || props.options?.required === true;
}
