import { TextField } from '@radix-ui/themes';
import { ariaDescribedByIds, getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import { BufferedTextField } from '../inputs/BufferedTextField';

/**
 * rjsf's text-like widgets (text, email, password, url, number...) all render through this template, so they all
 * get the buffered Radix text field. A widget that takes over the change event (`onChangeOverride`) gets a direct one.
 */
export default function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { schema, type, options, onChangeOverride } = props;
  const inputProps = getInputProps(schema, type, options);
  if (onChangeOverride) {
    const { id, htmlName, value, disabled, readonly, onBlur, onFocus } = props;
    return (
      <TextField.Root
        id={id}
        name={htmlName || id}
        size="3"
        type={inputProps.type as TextField.RootProps['type']}
        value={value ?? ''}
        disabled={disabled}
        readOnly={readonly}
        onChange={onChangeOverride}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
        aria-describedby={ariaDescribedByIds(id)}
      />
    );
  }
  return (
    <BufferedTextField
      {...props}
      type={inputProps.type}
      step={inputProps.step}
      min={inputProps.min}
      max={inputProps.max}
      autoComplete={inputProps.autoComplete}
    />
  );
}
