import { Flex, Text, TextArea } from '@radix-ui/themes';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { clearsErrorNow, commitValue, isRequiredNow, textToValue } from '../commit';
import { useBufferedText } from '../useBufferedText';

function counterId(id: string) {
  return `${id}__counter`;
}

/**
 * Multi-line text. `ui:options.counter: true` shows a live "n/max" under it from the schema's maxLength
 * (portal §5: reference answers at most 1500 characters with a counter); maxLength also stops typing beyond it.
 */
export default function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, onBlur, onFocus, options, schema, rawErrors } =
    props;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const showCounter = options.counter === true && maxLength !== undefined;
  const { text, setText, flush } = useBufferedText(value, (next) =>
    commitValue(props, textToValue(next, options.emptyValue)),
  );
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
        maxLength={maxLength}
        placeholder={props.placeholder || undefined}
        aria-required={isRequiredNow(props) || undefined}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        aria-invalid={(rawErrors?.length ?? 0) > 0 || undefined}
        aria-describedby={describedBy}
      />
      {showCounter && (
        <Text id={counterId(id)} size="1" color="gray" align="right">
          {text.length}/{maxLength}
        </Text>
      )}
    </Flex>
  );
}
