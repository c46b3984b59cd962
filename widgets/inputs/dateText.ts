/**
 * Text shaping for the date widgets. The engine converts between what the user sees (DD/MM/YYYY, MM/YYYY, YYYY) and
 * what the server stores (YYYY-MM-DD, YYYY-MM); these functions only help the user type the visible form.
 */

/** Date field maximum length 10 (order-and-application §9). */
export const DATE_MAX_LENGTH = 10;

function keepDateCharacters(text: string): string {
  return text.replace(/[^\d/]/g, '').replace(/\/{2,}/g, '/');
}

/**
 * DD/MM/YYYY while typing: digits get their slashes inserted (typed or pasted "01022020" becomes "01/02/2020"), and a
 * slash is added right after a complete day or month when the text grows, so on a numeric keypad (which has no "/")
 * the user types digits only. Deleting never re-adds a slash.
 */
export function maskFullDate(previous: string, typed: string): string {
  const cleaned = keepDateCharacters(typed);
  let shaped = cleaned;
  if (!cleaned.includes('/')) {
    const digits = cleaned.slice(0, 8);
    shaped = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
  }
  const growing = shaped.length > previous.length;
  if (growing && (/^\d{2}$/.test(shaped) || /^\d{2}\/\d{2}$/.test(shaped))) shaped += '/';
  return shaped.slice(0, DATE_MAX_LENGTH);
}

/** DD/MM/YYYY, MM/YYYY or YYYY: while typing only digits and slashes are kept (no guessing which form is meant). */
export function maskPartialDate(_previous: string, typed: string): string {
  return keepDateCharacters(typed).slice(0, DATE_MAX_LENGTH);
}

/**
 * When a partial date is committed as digits only (a phone's numeric keypad has no "/"), the count of digits tells
 * the form: 8 -> DD/MM/YYYY, 6 -> MM/YYYY, 4 -> YYYY. Anything else is left as typed for validation to judge.
 */
export function shapePartialDate(text: string): string {
  if (!/^\d+$/.test(text)) return text;
  if (text.length === 8) return `${text.slice(0, 2)}/${text.slice(2, 4)}/${text.slice(4)}`;
  if (text.length === 6) return `${text.slice(0, 2)}/${text.slice(2)}`;
  return text;
}
