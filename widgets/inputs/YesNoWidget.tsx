import { Flex, Radio, Text } from '@radix-ui/themes';
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
  return (
    <Flex
      role="radiogroup"
      aria-labelledby={labelId(id)}
      aria-describedby={ariaDescribedByIds(id)}
      aria-required={isRequiredNow(props) || undefined}
      aria-invalid={invalid}
      gap="5"
      wrap="wrap"
    >
      {CHOICES.map((choice, index) => (
        <Text as="label" key={choice.value} size="3" className="engine-choice">
          <Radio
            id={optionId(id, index)}
            name={htmlName || id}
            value={choice.value}
            size="3"
            checked={value === choice.value}
            disabled={disabled || readonly}
            autoFocus={autofocus && index === 0}
            onChange={() => commitValue(props, choice.value)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          {choice.label}
        </Text>
      ))}
    </Flex>
  );
}
