// rjsf's standard widgets drawn with Radix at the project's tap size (issue 33): radio, checkboxes, multi-select,
// boolean checkbox, range, file, colour and the alternative date and date-time pickers. The engine's own forms never
// name them, so they are one chunk of their own, loaded when a form first draws one (registry.ts, deferredWidget.tsx).
// Password, email, url, updown, date-time and time are rjsf's, drawn through the theme's BaseInputTemplate (a Radix
// text field); textarea and select are the theme's.
import { useState, type ChangeEvent } from 'react';
import { Box, Button, Checkbox, Flex, Radio, Text, TextField } from '@radix-ui/themes';
import {
  ariaDescribedByIds,
  buttonId,
  descriptionId,
  enumOptionsDeselectValue,
  enumOptionsIsSelected,
  enumOptionsSelectValue,
  getTemplate,
  optionId,
  pad,
  parseDateString,
  toDateString,
  useFileWidgetProps,
  type OptionalDataControlsTemplateProps,
  type WidgetProps,
  type WrapIfAdditionalTemplateProps,
} from '@rjsf/utils';
import { commitValue, isRequiredNow } from '../commit';
import { labelId } from '../labels';
import { NativeSelect } from './NativeSelect';
import { REQUIRED_MARK } from '../templates/RequiredMark';
import './standard.css';

const invalidOf = (props: WidgetProps) => ((props.rawErrors?.length ?? 0) > 0 ? true : undefined);

/** One choice of a list: native radios in a radiogroup named by the field's label, each whole line a 44 px target. */
export function RadioWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, onBlur, onFocus, options } = props;
  const { enumOptions = [], enumDisabled, inline } = options;
  return (
    <Flex
      role="radiogroup"
      aria-labelledby={labelId(id)}
      aria-describedby={ariaDescribedByIds(id)}
      aria-required={isRequiredNow(props) || undefined}
      aria-invalid={invalidOf(props)}
      direction={inline ? 'row' : 'column'}
      gapX="5"
      wrap="wrap"
    >
      {enumOptions.map((option, index) => (
        <Text as="label" key={String(option.value)} size="3" className="engine-choice">
          <Radio
            id={optionId(id, index)}
            name={htmlName || id}
            value={String(index)}
            size="3"
            checked={value === option.value}
            disabled={disabled || readonly || (Array.isArray(enumDisabled) && enumDisabled.includes(option.value))}
            autoFocus={autofocus && index === 0}
            onChange={() => commitValue(props, option.value)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          {option.label}
        </Text>
      ))}
    </Flex>
  );
}

/**
 * Several choices of a list (an array of unique enum values): `checkboxes`, and rjsf's multi-select, which a native
 * `<select multiple>` draws as a small scrolling box on a desktop: checkboxes there too.
 */
export function CheckboxesWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, autofocus, onBlur, onFocus, options } = props;
  const { enumOptions = [], enumDisabled, inline } = options;
  const selected: unknown[] = Array.isArray(value) ? value : [];
  return (
    <Flex
      id={id}
      role="group"
      aria-labelledby={labelId(id)}
      aria-describedby={ariaDescribedByIds(id)}
      direction={inline ? 'row' : 'column'}
      gapX="5"
      wrap="wrap"
    >
      {enumOptions.map((option, index) => (
        <Text as="label" key={String(option.value)} size="3" className="engine-choice">
          <Checkbox
            id={optionId(id, index)}
            size="3"
            checked={enumOptionsIsSelected(option.value, selected)}
            disabled={disabled || readonly || (Array.isArray(enumDisabled) && enumDisabled.includes(option.value))}
            autoFocus={autofocus && index === 0}
            aria-invalid={invalidOf(props)}
            onCheckedChange={(state) =>
              commitValue(
                props,
                state === true ? enumOptionsSelectValue(index, selected, enumOptions) : enumOptionsDeselectValue(index, selected, enumOptions),
              )
            }
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          {option.label}
        </Text>
      ))}
    </Flex>
  );
}

/**
 * A true/false property: a Radix checkbox with the field's title beside it, the whole line the tap target, and its
 * description under it (rjsf draws no label or description around a boolean's checkbox).
 */
export function CheckboxWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, autofocus, onBlur, onFocus, label, hideLabel, options, schema, registry, uiSchema } = props;
  const description = options.description ?? schema.description;
  const Description = getTemplate('DescriptionFieldTemplate', registry, options);
  return (
    <>
    <Text as="label" size="3" className="engine-choice">
      <Checkbox
        id={id}
        size="3"
        checked={value === true}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        aria-required={isRequiredNow(props) || undefined}
        aria-invalid={invalidOf(props)}
        aria-describedby={ariaDescribedByIds(id)}
        aria-label={hideLabel || !label ? props.schema.title || props.name : undefined}
        onCheckedChange={(state) => commitValue(props, state === true)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      {!hideLabel && label && <span>{label}</span>}
    </Text>
    {!hideLabel && description && (
      <Description id={descriptionId(id)} description={description} schema={schema} uiSchema={uiSchema} registry={registry} />
    )}
    </>
  );
}

/** A number on a scale: the native slider (keyboard and screen readers know it), 44 px tall, its value beside it. */
export function RangeWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, onBlur, onFocus, schema, options } = props;
  const min = schema.minimum ?? 0;
  const max = schema.maximum ?? 100;
  const step = schema.multipleOf ?? (schema.type === 'integer' ? 1 : (options.step as number | undefined) ?? 1);
  return (
    <Flex align="center" gap="3">
      <input
        id={id}
        name={htmlName || id}
        type="range"
        className="engine-range"
        min={min}
        max={max}
        step={step}
        value={typeof value === 'number' ? value : min}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        aria-invalid={invalidOf(props)}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => commitValue(props, Number(event.target.value))}
        onBlur={(event) => onBlur(id, Number(event.target.value))}
        onFocus={(event) => onFocus(id, Number(event.target.value))}
      />
      <Text as="span" size="3" aria-hidden>
        {value ?? '–'}
      </Text>
    </Flex>
  );
}

/** A colour: the native picker as a 44 px swatch, its value in words beside it. */
export function ColorWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, onBlur, onFocus } = props;
  return (
    <Flex align="center" gap="3">
      <input
        id={id}
        name={htmlName || id}
        type="color"
        className="engine-color"
        value={typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        aria-invalid={invalidOf(props)}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => commitValue(props, event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      />
      <Text as="span" size="3" color="gray">
        {value || 'No colour chosen'}
      </Text>
    </Flex>
  );
}

/** A file kept in the data as a data URL (`format: data-url`): a Radix button opening the picker, each file named. */
export function FileWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, onChange, options, multiple, label } = props;
  const { filesInfo, handleChange, handleRemove } = useFileWidgetProps(value, onChange, multiple);
  return (
    <Flex direction="column" gap="2" align="start">
      <input
        id={id}
        name={htmlName || id}
        type="file"
        className="engine-file"
        multiple={multiple}
        accept={options.accept ? String(options.accept) : undefined}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        aria-invalid={invalidOf(props)}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => {
          if (event.target.files) void handleChange(event.target.files);
          event.target.value = '';
        }}
      />
      {filesInfo.map((file, index) => (
        <Flex key={`${file.name}-${index}`} align="center" gap="3" wrap="wrap">
          <Text size="2">
            {file.name} ({file.type || 'file'}, {file.size} bytes)
          </Text>
          <Button type="button" size="3" variant="soft" color="gray" disabled={disabled || readonly} onClick={() => handleRemove(index)}>
            Remove {file.name}
            <span className="engine-visually-hidden"> from {label}</span>
          </Button>
        </Flex>
      ))}
    </Flex>
  );
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

type DateParts = ReturnType<typeof parseDateString>;

/** The parts of a date (from 1); a time's start from 0. */
const index3: readonly string[] = ['day', 'month', 'year'];

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let n = from; from <= to ? n <= to : n >= to; n += from <= to ? 1 : -1) out.push(n);
  return out;
}

/**
 * `alt-date` / `alt-datetime`: a date (and a time) picked from lists, each list named, stored as ISO (YYYY-MM-DD,
 * or a UTC date-time) once every part is chosen. A group named by the field's label.
 */
function AltDate(props: WidgetProps & { time: boolean }) {
  const { id, value, disabled, readonly, autofocus, onBlur, onFocus, options, time } = props;
  const [parts, setParts] = useState<DateParts>(() => parseDateString(typeof value === 'string' ? value : '', time));
  const yearsRange = (options.yearsRange as [number, number] | undefined) ?? [1900, new Date().getFullYear() + 2];
  const fields: { key: keyof DateParts; label: string; values: number[]; name?: (n: number) => string }[] = [
    { key: 'day', label: 'Day', values: range(1, 31) },
    { key: 'month', label: 'Month', values: range(1, 12), name: (n) => MONTHS[n - 1] },
    { key: 'year', label: 'Year', values: range(yearsRange[1], yearsRange[0]) },
    ...(time
      ? ([
          { key: 'hour', label: 'Hour', values: range(0, 23), name: (n: number) => pad(n, 2) },
          { key: 'minute', label: 'Minute', values: range(0, 59), name: (n: number) => pad(n, 2) },
          { key: 'second', label: 'Second', values: range(0, 59), name: (n: number) => pad(n, 2) },
        ] as const)
      : []),
  ];
  const choose = (key: keyof DateParts, raw: string) => {
    const next = { ...parts, [key]: raw === '' ? -1 : Number(raw) };
    setParts(next);
    const complete = fields.every((field) => (next[field.key] ?? -1) >= (index3.includes(field.key) ? 1 : 0));
    if (complete) commitValue(props, toDateString(next, time));
    else if (value) commitValue(props, undefined);
  };
  return (
    <Flex role="group" id={id} aria-labelledby={labelId(id)} aria-describedby={ariaDescribedByIds(id)} gap="2" wrap="wrap">
      {fields.map((field, index) => (
        <div key={field.key} className="engine-alt-date-part">
          <NativeSelect
            id={`${id}_${field.key}`}
            aria-label={field.label}
            value={(parts[field.key] ?? -1) >= 0 ? String(parts[field.key]) : ''}
            disabled={disabled || readonly}
            autoFocus={autofocus && index === 0}
            aria-invalid={invalidOf(props)}
            onChange={(event) => choose(field.key, event.target.value)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          >
            <option value="">{field.label}</option>
            {field.values.map((n) => (
              <option key={n} value={n}>
                {field.name ? field.name(n) : n}
              </option>
            ))}
          </NativeSelect>
        </div>
      ))}
    </Flex>
  );
}

export function AltDateWidget(props: WidgetProps) {
  return <AltDate {...props} time={false} />;
}

export function AltDateTimeWidget(props: WidgetProps) {
  return <AltDate {...props} time />;
}

/**
 * A property of an object with `additionalProperties`: its name in a Radix text field (renamed on blur), its value,
 * and a remove button, one under the other on a phone, side by side from 520 px.
 */
export function WrapIfAdditionalTemplate(props: WrapIfAdditionalTemplateProps) {
  const { id, classNames, style, disabled, label, onKeyRenameBlur, onRemoveProperty, readonly, required, children, uiSchema, registry } = props;
  const { RemoveButton } = registry.templates.ButtonTemplates;
  return (
    <div className={['form-group', classNames].filter(Boolean).join(' ')} style={style}>
      <Flex direction={{ initial: 'column', xs: 'row' }} gap="3" align={{ initial: 'stretch', xs: 'end' }}>
        <Flex direction="column" gap="1" flexGrow="1">
          <Text as="label" size="2" weight="medium" htmlFor={`${id}-key`}>
            {`${label} (name)`}
            {required && REQUIRED_MARK}
          </Text>
          <TextField.Root key={label} id={`${id}-key`} size="3" defaultValue={label} readOnly={readonly} disabled={disabled} onBlur={onKeyRenameBlur} />
        </Flex>
        <Box flexGrow="1">{children}</Box>
        <RemoveButton
          id={buttonId(id, 'remove')}
          className="rjsf-object-property-remove"
          disabled={disabled || readonly}
          onClick={onRemoveProperty}
          uiSchema={uiSchema}
          registry={registry}
        />
      </Flex>
    </div>
  );
}

/**
 * rjsf 6's optional data controls (`enableOptionalDataFieldForType`): an object or array the person may leave out gets
 * a button to add it, then one to remove it again; a read-only one says it holds nothing. Radix buttons at 44 px.
 */
export function OptionalDataControlsTemplate(props: OptionalDataControlsTemplateProps) {
  const { id, label, onAddClick, onRemoveClick } = props;
  if (!onAddClick && !onRemoveClick) {
    return (
      <Text id={id} size="2" color="gray">
        {label}
      </Text>
    );
  }
  return (
    <Box>
      <Button id={id} type="button" size="3" variant="soft" color={onAddClick ? undefined : 'gray'} onClick={onAddClick ?? onRemoveClick}>
        {label}
      </Button>
    </Box>
  );
}
