import {
  ariaDescribedByIds,
  enumOptionSelectedValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  getOptionValueFormat,
  type WidgetProps,
} from '@rjsf/utils';
import { commitValue, isRequiredNow } from '../commit';
import { NativeSelect } from './NativeSelect';
import { STANDARD_WIDGETS } from './standardDeferred';

/** A multi-select (an array of unique enum values) is a list of checkboxes (inputs/StandardWidgets.tsx). */
const MultiSelect = STANDARD_WIDGETS.CheckboxesWidget;

/**
 * A choice from `options.enumOptions` (rjsf builds them from the schema's `oneOf: [{const, title}]` or `enum`).
 * The empty option is there for optional fields, and for required ones until something is chosen, so the select never
 * pretends a value the form does not hold.
 */
export default function SelectWidget(props: WidgetProps) {
  if (props.multiple) return <MultiSelect {...props} />;
  return <SingleSelect {...props} />;
}

function SingleSelect(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, onBlur, onFocus, options, rawErrors } = props;
  const { enumOptions = [], enumDisabled, emptyValue } = options;
  const format = getOptionValueFormat(options);
  const selected = enumOptionSelectedValue(value, enumOptions, false, format, '');
  const showEmpty = !isRequiredNow(props) || selected === '';
  const decode = (raw: string) => enumOptionValueDecoder(raw, enumOptions, format, emptyValue);

  return (
    <NativeSelect
      id={id}
      name={htmlName || id}
      value={selected as string}
      aria-required={isRequiredNow(props) || undefined}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-invalid={(rawErrors?.length ?? 0) > 0 || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      // A oneOf/anyOf's branch selector has no <label for> of its own (rjsf gives its field's label another id).
      aria-label={/__(one|any)of_select$/.test(id) ? props.label : undefined}
      onChange={(event) => commitValue(props, decode(event.target.value))}
      onBlur={(event) => onBlur(id, decode(event.target.value))}
      onFocus={(event) => onFocus(id, decode(event.target.value))}
    >
      {showEmpty && <option value="">{props.placeholder || ''}</option>}
      {enumOptions.map((option, index) => (
        <option
          key={String(option.value)}
          value={String(enumOptionValueEncoder(option.value, index, format))}
          disabled={Array.isArray(enumDisabled) && enumDisabled.includes(option.value)}
        >
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
}
