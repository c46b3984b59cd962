import type { WidgetProps } from '@rjsf/utils';
import { textToValue } from '../commit';
import { BufferedTextField } from './BufferedTextField';
import { DATE_MAX_LENGTH, maskFullDate, maskPartialDate, shapePartialDate } from './dateText';

/**
 * A full date typed as DD/MM/YYYY (date of birth): numeric keypad, slashes inserted while typing. A schema saying
 * `format: date` (rjsf names this widget for it) means an ISO date, YYYY-MM-DD: the browser's date input keeps it so.
 */
export function DateWidget(props: WidgetProps) {
  if (props.schema.format === 'date') return <BufferedTextField {...props} type="date" />;
  return (
    <BufferedTextField
      {...props}
      placeholder={props.placeholder || 'DD/MM/YYYY'}
      inputMode="numeric"
      maxLength={DATE_MAX_LENGTH}
      autoComplete="off"
      format={maskFullDate}
    />
  );
}

/** A date known to the day, the month or only the year (DateMoveIn, DateMoveOut): DD/MM/YYYY, MM/YYYY or YYYY. */
export function PartialDateWidget(props: WidgetProps) {
  return (
    <BufferedTextField
      {...props}
      placeholder={props.placeholder || 'DD/MM/YYYY, MM/YYYY or YYYY'}
      inputMode="numeric"
      maxLength={DATE_MAX_LENGTH}
      autoComplete="off"
      format={maskPartialDate}
      toValue={(text) => textToValue(shapePartialDate(text), props.options.emptyValue)}
    />
  );
}
