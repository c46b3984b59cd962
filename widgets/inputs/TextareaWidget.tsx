import { Flex, TextArea } from '@radix-ui/themes';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { clearsErrorNow, commitValue, isRequiredNow, textToValue } from '../commit';
import { useBufferedText } from '../useBufferedText';
import { counterId, LengthCounter, showsCounter } from './LengthCounter';

/**
 * Multi-line text. `ui:options.counter: true` shows a live "n/max" under it from the schema's maxLength (portal §5:
 * reference answers at most 1500 characters with a counter), otherwise it shows once a long limit nears; maxLength
 * also stops typing beyond it, unless `ui:options.overflow: 'keep'`: then a longer text (pasted, say) is kept whole,
 * the counter says how much to shorten and the form's check refuses it, so nothing is cut without the person seeing.
 */
export default function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, onBlur, onFocus, options, schema, rawErrors } =
    props;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const { text, setText, flush } = useBufferedText(value, (next) =>
    commitValue(props, textToValue(next, options.emptyValue)),
  );
  const keepsOverflow = options.overflow === 'keep';
  const showCounter = showsCounter(text.length, maxLength, options.counter === true || keepsOverflow);
  const describedBy = ariaDescribedByIds(id) + (showCounter ? ` ${counterId(id)}` : '');

  return (
    <Flex direction="column" gap="1">
      <TextArea
        id={id}
        name={htmlName || id}
        size="3"
        rows={typeof options.rows === 'number' ? options.rows : 4}
        value={text}
        onChange={(event) => setText(event.target.value, clearsErrorNow(rawErrors, event.target.value))}
        onBlur={() => {
          flush();
          onBlur(id, text);
        }}
        onFocus={() => onFocus(id, text)}
        maxLength={keepsOverflow ? undefined : maxLength}
        placeholder={props.placeholder || undefined}
        aria-required={isRequiredNow(props) || undefined}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        aria-invalid={(rawErrors?.length ?? 0) > 0 || undefined}
        aria-describedby={describedBy}
      />
      {showCounter && <LengthCounter id={id} length={text.length} maxLength={maxLength} />}
    </Flex>
  );
}
