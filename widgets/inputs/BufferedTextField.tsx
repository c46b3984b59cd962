import type { ChangeEvent, HTMLAttributes } from 'react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { clearsErrorNow, commitValue, isRequiredNow, textToValue } from '../commit';
import { useBufferedText } from '../useBufferedText';
import { counterId, LengthCounter, showsCounter } from './LengthCounter';

export interface BufferedTextFieldProps extends WidgetProps {
  type?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  step?: number | string;
  min?: number | string;
  max?: number | string;
  autoComplete?: string;
  /** Shapes the text while typing (e.g. inserts the slashes of a date). */
  format?: (previous: string, typed: string) => string;
  /** Maps the committed text to the stored value; default: '' becomes `options.emptyValue`. */
  toValue?: (text: string) => unknown;
}

/**
 * A Radix text field that keeps keystrokes local and commits to rjsf on blur, after a pause, or when the form flushes
 * before validation (see useBufferedText): typing re-renders this field only, not the 300 others of the step.
 * The schema's maxLength stops typing there; a long limit shows a counter as it nears (LengthCounter).
 */
export function BufferedTextField(props: BufferedTextFieldProps) {
  const { id, htmlName, value, readonly, disabled, autofocus, onBlur, onFocus, options, schema, rawErrors } =
    props;
  const { type = 'text', inputMode, step, min, max, autoComplete, format, toValue } = props;
  const placeholder = props.placeholder || undefined;
  const maxLength = props.maxLength ?? (typeof schema.maxLength === 'number' ? schema.maxLength : undefined);

  // A new function each render is fine: the hook always calls the latest one (it holds it in a ref).
  const commit = (text: string) =>
    commitValue(props, toValue ? toValue(text) : textToValue(text, options.emptyValue));
  const { text, setText, flush } = useBufferedText(value, commit);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const next = format ? format(text, typed) : typed;
    setText(next, clearsErrorNow(rawErrors, next));
  };

  const showCounter = showsCounter(text.length, maxLength);
  // The counter comes and goes beside the input, never around it: wrapping the input would remount it mid-typing.
  return (
    <>
      {/* Radix's `<TextField.Root size="3">` as the elements it draws (the same classes, so the same look): its
          props' resolution (classes by breakpoint, refs composed) ran for every text field of a step, and a
          step's first render draws hundreds (docs/performance.md "bench:form"). */}
      <div className={TEXT_FIELD_ROOT}>
        <input
          spellCheck="false"
          className={TEXT_FIELD_INPUT}
          id={id}
          name={htmlName || id}
          type={type}
          value={text}
          onChange={onChange}
          onBlur={() => {
            flush();
            onBlur(id, text);
          }}
          onFocus={() => onFocus(id, text)}
          readOnly={readonly}
          disabled={disabled}
          autoFocus={autofocus}
          aria-required={isRequiredNow(props) || undefined}
          aria-invalid={(rawErrors?.length ?? 0) > 0 || undefined}
          aria-describedby={ariaDescribedByIds(id) + (showCounter ? ` ${counterId(id)}` : '')}
          placeholder={placeholder}
          maxLength={maxLength}
          inputMode={inputMode}
          step={step}
          min={min}
          max={max}
          autoComplete={autoComplete}
        />
      </div>
      {showCounter && <LengthCounter id={id} length={text.length} maxLength={maxLength} />}
    </>
  );
}

/** The classes of Radix's `<TextField.Root size="3">` (variant surface) and of its input. */
const TEXT_FIELD_ROOT = 'rt-TextFieldRoot rt-r-size-3 rt-variant-surface';
const TEXT_FIELD_INPUT = 'rt-reset rt-TextFieldInput';
