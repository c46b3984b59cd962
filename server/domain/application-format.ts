// How timestamps travel to the portal: 'YYYY-MM-DD HH:mm:ss' in Sydney time (the portal serves Australian customers
// and shows the first 10 characters as the date, portal §5), '' when unset.

const wireFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Australia/Sydney',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export function wireDateTime(date: Date | null): string {
  if (!date) return '';
  const part = Object.fromEntries(wireFormat.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

let dayMinute = Number.NaN;
let dayOfMinute = '';
/**
 * The Sydney day of `date`, 'YYYY-MM-DD'. Formatted once a minute (a day starts on a minute, whatever the offset): the
 * order lists ask for today on every call, and one Intl call was a twentieth of a signed-in call's time.
 */
export function wireDay(date: Date): string {
  const minute = Math.floor(date.getTime() / 60_000);
  if (minute !== dayMinute) {
    dayOfMinute = wireDateTime(date).slice(0, 10);
    dayMinute = minute;
  }
  return dayOfMinute;
}
