// Expected completion dates of checks and open orders (issue 12), shown on the client dashboard and the applicant's
// home cards. Pure: calendar dates in, calendar dates out ('YYYY-MM-DD', Sydney days, as the database writes them in
// the order's check plan, migration 0010), so the rule is the same wherever it runs and is unit-tested without a clock.
//
// A check is expected done EndDay business days (Monday to Friday) after it started, or after its order was lodged
// while it has not started, pushed out by every business day one of its delays held it up: a delay that ended covers
// its start day up to the day before its end; a delay still running covers its start day up to today. Days two delays
// share count once. Australian public holidays are not counted as holidays (one calendar for every state would be
// wrong for most of them). A check that is Ready or Cancelled has none; an order's is the latest of its open checks',
// and a Completed, Cancelled or Closed order has none.

/** One check as the order's check plan holds it (see `parseCheckPlan`). */
export interface CheckPlan {
  serviceId: string;
  status: string;
  /** The Sydney day the check started; null while it has not. */
  start: string | null;
  /** The service's promised delivery in business days (services.end_day). */
  endDay: number;
  delays: Array<{ from: string; to: string | null }>;
}

/** Checks in these statuses are done: no expected date. */
const DONE_CHECKS = new Set(['Ready', 'Cancelled']);
/** Orders in these statuses expect nothing more. */
const DONE_ORDERS = new Set(['Completed', 'Cancelled', 'Closed']);

const DAY_MS = 86_400_000;

/** Days since 1970 of a 'YYYY-MM-DD' date (UTC arithmetic on a calendar date: no zone, no daylight saving). */
function dayNumber(date: string): number {
  return Math.floor(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS);
}

function dateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 1970-01-01 was a Thursday: day 0 is weekday 4 (0 Sunday ... 6 Saturday). */
const isBusinessDay = (day: number): boolean => {
  const weekday = (day + 4) % 7;
  return weekday !== 0 && weekday !== 6;
};

/** The date `count` business days after `from` (a Friday plus one is the Monday; a Saturday plus one too). */
export function addBusinessDays(from: string, count: number): string {
  let day = dayNumber(from);
  for (let left = count; left > 0; ) {
    day += 1;
    if (isBusinessDay(day)) left -= 1;
  }
  return dateOf(day);
}

/** The business days the delays held the check up (each day once, however many delays cover it). */
export function delayBusinessDays(delays: CheckPlan['delays'], today: string): number {
  const held = new Set<number>();
  const todayNumber = dayNumber(today);
  for (const delay of delays) {
    const first = dayNumber(delay.from);
    // An ended delay gives the work back on its end day; one still running holds today up too.
    const last = delay.to === null ? todayNumber : dayNumber(delay.to) - 1;
    for (let day = first; day <= last; day++) if (isBusinessDay(day)) held.add(day);
  }
  return held.size;
}

/** A check's expected completion date, '' when it is done (Ready, Cancelled). */
export function checkExpectedCompletion(check: CheckPlan, lodged: string, today: string): string {
  if (DONE_CHECKS.has(check.status)) return '';
  return addBusinessDays(check.start ?? lodged.slice(0, 10), check.endDay + delayBusinessDays(check.delays, today));
}

/** An order's expected completion: the latest of its open checks', '' when it is done or has no open check. */
export function orderExpectedCompletion(orderStatus: string, checks: readonly CheckPlan[], lodged: string, today: string): string {
  if (DONE_ORDERS.has(orderStatus)) return '';
  let latest = '';
  for (const check of checks) {
    const expected = checkExpectedCompletion(check, lodged, today);
    if (expected > latest) latest = expected;
  }
  return latest;
}

/**
 * The check plan as migration 0010's order_check_plan() writes it: one array per check, in check order,
 * [ServiceID, CheckStatus, start day or null, EndDay, [[delay start day, delay end day or null], ...]].
 */
export type CheckPlanWire = [string, string, string | null, number, Array<[string, string | null]>];

export function parseCheckPlan(wire: readonly CheckPlanWire[]): CheckPlan[] {
  return wire.map(([serviceId, status, start, endDay, delays]) => ({
    serviceId,
    status,
    start,
    endDay,
    delays: delays.map(([from, to]) => ({ from, to })),
  }));
}
