import { ariaDescribedByIds, optionId, type WidgetProps } from '@rjsf/utils';
import { commitValue, isRequiredNow } from '../commit';
import { labelId } from '../labels';

const CHOICES = [
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
] as const;

/**
 * A Yes/No question stored as 'Y' / 'N'. Native radios (Radix Themes' Radio) in a radiogroup named by the field label:
 * arrow keys move between them, and each whole label is the tap target.
 */
export default function YesNoWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, onBlur, onFocus, rawErrors } = props;
  const invalid = (rawErrors?.length ?? 0) > 0 || undefined;
  // Radix's `<Flex gap="5" wrap="wrap">`, `<Text as="label" size="3">` and `<Radio size="3">` as the elements they
  // draw (the same classes): every branch question of a step is one (docs/performance.md "bench:form").
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId(id)}
      aria-describedby={ariaDescribedByIds(id)}
      aria-required={isRequiredNow(props) || undefined}
      aria-invalid={invalid}
      className="rt-Flex rt-r-fw-wrap rt-r-gap-5"
    >
      {CHOICES.map((choice, index) => (
        <label key={choice.value} className="rt-Text rt-r-size-3 engine-choice">
          <input
            type="radio"
            className="rt-reset rt-BaseRadioRoot rt-RadioRoot rt-r-size-3 rt-variant-surface"
            id={optionId(id, index)}
            name={htmlName || id}
            value={choice.value}
            checked={value === choice.value}
            disabled={disabled || readonly}
            autoFocus={autofocus && index === 0}
            onChange={() => commitValue(props, choice.value)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          {choice.label}
        </label>
      ))}
    </div>
  );
}
