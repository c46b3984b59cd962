import { Checkbox, Text } from '@radix-ui/themes';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { commitValue, isRequiredNow } from '../commit';
import { REQUIRED_MARK } from '../templates/RequiredMark';

/**
 * A checkbox that stores 'Y' when ticked and 'N' otherwise (references form "check", consent and terms boxes).
 * Its label, the field title, sits beside the box and is part of the tap target.
 */
export default function CheckWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, autofocus, onBlur, onFocus, rawErrors, label } = props;
  const checked = value === 'Y';
  return (
    <Text as="label" size="3" className="engine-choice">
      <Checkbox
        id={id}
        size="3"
        checked={checked}
        onCheckedChange={(state) => commitValue(props, state === true ? 'Y' : 'N')}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        aria-required={isRequiredNow(props) || undefined}
        aria-invalid={(rawErrors?.length ?? 0) > 0 || undefined}
        aria-describedby={ariaDescribedByIds(id)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <span>
        {label}
        {isRequiredNow(props) && REQUIRED_MARK}
      </span>
    </Text>
  );
}
