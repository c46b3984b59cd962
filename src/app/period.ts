// The default period of the report, history and invoice searches (portal §9): the first day of the current month to
// today, as YYYY-MM-DD days of the portal's calendar.

/**
 * The portal's calendar: the server keeps days and shows times in Sydney time (server/db/wire-time.ts), so "today" is
 * Sydney's too. A browser elsewhere (Perth late in the evening) would otherwise ask for a day that ends before orders
 * it just placed.
 */
export const PORTAL_TIME_ZONE = 'Australia/Sydney';

/** Today's year, month and day in the portal's calendar, two digits each (four for the year). */
function portalDay(now: Date): { year: string; month: string; day: string } {
  const parts = new Intl.DateTimeFormat('en-AU', { timeZone: PORTAL_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' })
    .formatToParts(now)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return { year: parts.year, month: parts.month, day: parts.day };
}

/** Today in the portal's calendar, as YYYY-MM-DD. */
export function portalToday(now: Date = new Date()): string {
  const { year, month, day } = portalDay(now);
  return `${year}-${month}-${day}`;
}

/** From the first of this month to today (Sydney's calendar), as YYYY-MM-DD. */
export function currentMonthSoFar(now: Date = new Date()): { from: string; to: string } {
  const { year, month, day } = portalDay(now);
  return { from: `${year}-${month}-01`, to: `${year}-${month}-${day}` };
}
