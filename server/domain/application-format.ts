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

const documentFormat = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
});

/** A moment as a document a client files shows it: '28/11/2026 20:25 AEDT' (Sydney time, its zone named). */
export function documentDateTime(date: Date): string {
  const part = Object.fromEntries(documentFormat.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute} ${part.timeZoneName}`;
}

/**
 * The moment a wire timestamp (Sydney time, no zone) names, or null for ''. Sydney is 10 hours ahead of UTC (AEST) or
 * 11 (AEDT): the offset whose moment reads back as the same wire text is the one.
 */
export function wireToDate(wire: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(wire);
  if (!m) return null;
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
  for (const hours of [11, 10]) {
    const date = new Date(asUtc - hours * 3_600_000);
    if (wireDateTime(date) === wire) return date;
  }
  return new Date(asUtc - 10 * 3_600_000);
}
