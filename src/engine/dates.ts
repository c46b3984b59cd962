// Date formats (order-and-application §5 and §9). The server stores ISO-like strings, the user sees Australian order:
//
//   full dates (DOB and every other 'text/date' field):  stored YYYY-MM-DD  <->  shown DD/MM/YYYY
//   partial dates (DateMoveIn, DateMoveOut):             stored YYYY-MM-DD  <->  shown DD/MM/YYYY
//                                                        stored YYYY-MM     <->  shown MM/YYYY
//                                                        stored YYYY        <->  shown YYYY
//
// Decision on a bare year: the spec says partial dates are "sent as YYYY-MM-DD (length 10) or YYYY-MM (length 7)" and
// that "lengths 10 and 7 select the date format", yet the input accepts YYYY. The conversion is chosen by length, so a
// 4-character year matches neither rule and is sent exactly as typed: 'YYYY'. We do not invent a month ('YYYY-01')
// because the applicant would then see 01/YYYY on return, a date they never gave. The server accepts all three forms.

/** Shown format of full dates: exactly DD/MM/YYYY. Also the JSON-schema `pattern` of date fields. */
export const DATE_PATTERN = '^\\d{2}/\\d{2}/\\d{4}$';
/** Shown format of partial dates: DD/MM/YYYY, MM/YYYY or YYYY. Also the JSON-schema `pattern` of partial dates. */
export const PARTIAL_DATE_PATTERN = '^(\\d{2}/\\d{2}/\\d{4}|\\d{2}/\\d{4}|\\d{4})$';
/** Date inputs take at most 10 characters (order-and-application §9). */
export const DATE_MAX_LENGTH = 10;

const FULL_SHOWN = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const MONTH_SHOWN = /^(\d{2})\/(\d{4})$/;
const YEAR_ONLY = /^(\d{4})$/;
// Stored values may carry a time part when they come straight from a database column ('2020-01-31T00:00:00').
const FULL_STORED = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/;
const MONTH_STORED = /^(\d{4})-(\d{2})$/;

function isRealDate(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this month; UTC avoids daylight-saving surprises.
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= lastDay;
}

/** True for a DD/MM/YYYY string naming a real calendar day (31/02/2020 is not). */
export function isValidFullDate(shown: string): boolean {
  const m = FULL_SHOWN.exec(shown);
  return m !== null && isRealDate(Number(m[3]), Number(m[2]), Number(m[1]));
}

/**
 * True for a valid DD/MM/YYYY date after today. "Today" is the latest calendar day anywhere on Earth (UTC+14), so the
 * server never refuses a date that a browser in any time zone accepted as today or earlier.
 */
export function isFutureFullDate(shown: string, now: Date = new Date()): boolean {
  return isValidFullDate(shown) && isFuturePeriod(shown, now);
}

/** The latest calendar day anywhere on Earth (UTC+14): "today" for every user, as YYYY-MM-DD. */
export const latestToday = (now: Date): string => new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);

/**
 * The first and last day of a valid shown date as YYYY-MM-DD: a full date is one day, MM/YYYY its month, YYYY its
 * year. Null when the text is not a valid full or partial date.
 */
export function shownPeriod(shown: string): { first: string; last: string } | null {
  if (!isValidPartialDate(shown)) return null;
  const full = FULL_SHOWN.exec(shown);
  if (full) return { first: `${full[3]}-${full[2]}-${full[1]}`, last: `${full[3]}-${full[2]}-${full[1]}` };
  const month = MONTH_SHOWN.exec(shown);
  if (month) {
    const lastDay = new Date(Date.UTC(Number(month[2]), Number(month[1]), 0)).getUTCDate();
    return { first: `${month[2]}-${month[1]}-01`, last: `${month[2]}-${month[1]}-${String(lastDay).padStart(2, '0')}` };
  }
  const year = shown.padStart(4, '0');
  return { first: `${year}-01-01`, last: `${year}-12-31` };
}

/** True for a valid full or partial date whose period starts after today (see isFutureFullDate). */
export function isFuturePeriod(shown: string, now: Date = new Date()): boolean {
  const period = shownPeriod(shown);
  return period !== null && period.first > latestToday(now);
}

/** True for DD/MM/YYYY (a real day), MM/YYYY (month 01-12) or YYYY (not 0000), at most 10 characters. */
export function isValidPartialDate(shown: string): boolean {
  if (shown.length > DATE_MAX_LENGTH) return false;
  if (FULL_SHOWN.test(shown)) return isValidFullDate(shown);
  const month = MONTH_SHOWN.exec(shown);
  if (month) return isRealDate(Number(month[2]), Number(month[1]), 1);
  const year = YEAR_ONLY.exec(shown);
  return year !== null && Number(year[1]) >= 1;
}

/** Stored YYYY-MM-DD to shown DD/MM/YYYY. Anything else is returned unchanged, so validation can flag it. */
export function fullDateToShown(stored: string): string {
  const m = FULL_STORED.exec(stored);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : stored;
}

/** Shown DD/MM/YYYY to stored YYYY-MM-DD. Anything else is returned unchanged (validation blocks sending it). */
export function fullDateToStored(shown: string): string {
  const m = FULL_SHOWN.exec(shown);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : shown;
}

/** The earliest calendar day anywhere on Earth (UTC-12), as YYYY-MM-DD: what no user's "today" comes before. */
export const earliestToday = (now: Date): string => new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);

/** A YYYY-MM-DD day moved by whole days (UTC calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Stored YYYY-MM-DD / YYYY-MM / YYYY to shown DD/MM/YYYY / MM/YYYY / YYYY. */
export function partialDateToShown(stored: string): string {
  const full = FULL_STORED.exec(stored);
  if (full) return `${full[3]}/${full[2]}/${full[1]}`;
  const month = MONTH_STORED.exec(stored);
  if (month) return `${month[2]}/${month[1]}`;
  return stored;
}

/** Shown DD/MM/YYYY / MM/YYYY / YYYY to stored YYYY-MM-DD (length 10) / YYYY-MM (length 7) / YYYY (see header). */
export function partialDateToStored(shown: string): string {
  const full = FULL_SHOWN.exec(shown);
  if (full) return `${full[3]}-${full[2]}-${full[1]}`;
  const month = MONTH_SHOWN.exec(shown);
  if (month) return `${month[2]}-${month[1]}`;
  return shown;
}
