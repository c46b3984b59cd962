import { Text } from '@radix-ui/themes';

/** The id of a field's counter, for the field's aria-describedby. */
export const counterId = (id: string) => `${id}__counter`;

/** Text fields whose limit is at least this long show a counter as the limit nears; shorter ones (dates, postcodes) never. */
const LONG_LIMIT = 40;
/** The share of the limit typed when the counter appears. */
const NEAR = 0.8;

/**
 * Whether a field shows its "n/max" counter: always when asked (`always`, e.g. a referee's answer), else once a long
 * limit is near, so the limit never comes as a surprise (typing stops there: the input's maxLength).
 */
export function showsCounter(length: number, maxLength: number | undefined, always = false): maxLength is number {
  if (maxLength === undefined) return false;
  return always || (maxLength >= LONG_LIMIT && length >= maxLength * NEAR);
}

/** "n/max" under a field, said to screen readers once the limit is reached; past it (a field that keeps a longer
 * text), how many characters to take out. */
export function LengthCounter({ id, length, maxLength }: { id: string; length: number; maxLength: number }) {
  const full = length >= maxLength;
  const over = length - maxLength;
  return (
    <Text id={counterId(id)} size="1" color={over > 0 ? 'red' : full ? 'amber' : 'gray'} align="right" aria-live={full ? 'polite' : 'off'}>
      {length}/{maxLength}
      {over > 0 ? `: ${over} character${over === 1 ? '' : 's'} too many` : ''}
    </Text>
  );
}
