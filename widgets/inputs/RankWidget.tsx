import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { commitValue, isRequiredNow } from '../commit';
import { NativeSelect } from './NativeSelect';

/** Rank scale 1 to 5 (order-and-application §9); a rank answer is stored as a string unless the schema is numeric. */
export const RANK_SCALE = ['1', '2', '3', '4', '5'];

/** A 1-5 select whose empty choice reads 'Please select' (the spec's message when a rank is missing). */
export default function RankWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, onBlur, onFocus, options, schema, rawErrors } =
    props;
  const numeric = schema.type === 'integer' || schema.type === 'number';
  const choices = options.enumOptions?.length ? options.enumOptions.map((option) => String(option.value)) : RANK_SCALE;
  const toValue = (raw: string) => (raw === '' ? options.emptyValue : numeric ? Number(raw) : raw);
  const selected = value === undefined || value === null ? '' : String(value);

  return (
    <NativeSelect
      id={id}
      name={htmlName || id}
      value={selected}
      aria-required={isRequiredNow(props) || undefined}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-invalid={(rawErrors?.length ?? 0) > 0 || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => commitValue(props, toValue(event.target.value))}
      onBlur={(event) => onBlur(id, toValue(event.target.value))}
      onFocus={(event) => onFocus(id, toValue(event.target.value))}
    >
      <option value="">{props.placeholder || 'Please select'}</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {choice}
        </option>
      ))}
    </NativeSelect>
  );
}
