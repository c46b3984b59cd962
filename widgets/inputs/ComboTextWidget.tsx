import { useEffect, useRef, useState } from 'react';
import { Flex, TextField } from '@radix-ui/themes';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { clearsErrorNow, commitValue, isRequiredNow, textToValue } from '../commit';
import { useBufferedText } from '../useBufferedText';
import { NativeSelect } from './NativeSelect';

export interface Suggestion {
  label: string;
  value: string;
}

/** The select's value meaning "none of these, I'll type it". Not a stored value. */
const OTHER = '\u0000other';

function readSuggestions(props: WidgetProps): Suggestion[] {
  const raw = props.options.suggestions;
  if (Array.isArray(raw)) {
    return raw.filter(
      (entry): entry is Suggestion =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof entry.label === 'string' &&
        typeof entry.value === 'string',
    );
  }
  // Tolerate a schema enum / oneOf as the list of choices.
  return (props.options.enumOptions ?? []).map((option) => ({ label: option.label, value: String(option.value) }));
}

export function otherInputId(id: string) {
  return `${id}__other`;
}

/**
 * A choice OR free text (FieldType 'combo+text'): a select of `ui:options.suggestions` plus 'Other', which opens a
 * text input; the stored value is any string. A select rather than a datalist because a phone's datalist shows
 * values, not labels, and cannot be browsed like a picker.
 */
export default function ComboTextWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, onBlur, onFocus, options, rawErrors, label } =
    props;
  const suggestions = readSuggestions(props);
  const current = value === undefined || value === null ? '' : String(value);
  const isSuggestion = suggestions.some((suggestion) => suggestion.value === current);
  const [typing, setTyping] = useState(current !== '' && !isSuggestion);
  const otherRef = useRef<HTMLInputElement>(null);
  const focusOther = useRef(false);
  const otherLabel = typeof options.otherLabel === 'string' ? options.otherLabel : 'Other';

  // A value set from outside that is not one of the suggestions can only be shown as typed text.
  useEffect(() => {
    if (current !== '' && !isSuggestion) setTyping(true);
    if (isSuggestion) setTyping(false);
  }, [current, isSuggestion]);

  useEffect(() => {
    if (typing && focusOther.current) {
      focusOther.current = false;
      otherRef.current?.focus();
    }
  }, [typing]);

  const { text, setText, flush } = useBufferedText(typing ? value : '', (next) =>
    commitValue(props, textToValue(next, options.emptyValue)),
  );

  const invalid = (rawErrors?.length ?? 0) > 0 || undefined;
  const onSelect = (choice: string) => {
    if (choice === OTHER) {
      focusOther.current = true;
      setTyping(true);
      if (isSuggestion) commitValue(props, options.emptyValue);
      return;
    }
    setTyping(false);
    commitValue(props, choice === '' ? options.emptyValue : choice);
  };

  return (
    <Flex direction="column" gap="2">
      <NativeSelect
        id={id}
        name={htmlName || id}
        value={typing ? OTHER : current}
        aria-required={isRequiredNow(props) || undefined}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        aria-invalid={invalid}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => onSelect(event.target.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      >
        <option value="">{props.placeholder || ''}</option>
        {suggestions.map((suggestion) => (
          <option key={suggestion.value} value={suggestion.value}>
            {suggestion.label}
          </option>
        ))}
        <option value={OTHER}>{otherLabel}</option>
      </NativeSelect>
      {typing && (
        <TextField.Root
          ref={otherRef}
          id={otherInputId(id)}
          size="3"
          aria-label={`${label} (${otherLabel.toLowerCase()})`}
          value={text}
          onChange={(event) => setText(event.target.value, clearsErrorNow(rawErrors, event.target.value))}
          onBlur={() => {
            flush();
            onBlur(id, text);
          }}
          aria-required={isRequiredNow(props) || undefined}
          disabled={disabled}
          readOnly={readonly}
          aria-invalid={invalid}
          aria-describedby={ariaDescribedByIds(id)}
          maxLength={typeof props.schema.maxLength === 'number' ? props.schema.maxLength : undefined}
        />
      )}
    </Flex>
  );
}
