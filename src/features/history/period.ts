// The history's period (portal §5 "Report and history date inputs are required", §9 "Default report and history
// period: first day of the current month to today"), as DD/MM/YYYY, the format the call takes (§7).
import type { LocalFormRules } from '../../../widgets/loadLocalForm';
import { fullDateToStored, INVALID_DATE, isValidFullDate, PERIOD_REVERSED } from '../../engine';
import { currentMonthSoFar } from '../../app/period';

/** A type, not an interface: it is the form's data too (an index signature is implied). */
export type Period = {
  DateFrom: string;
  DateTo: string;
};

/** From the first of this month to today (Sydney's calendar), as DD/MM/YYYY. */
export function defaultPeriod(now: Date = new Date()): Period {
  const { from, to } = currentMonthSoFar(now);
  const dayFirst = (day: string) => day.split('-').reverse().join('/');
  return { DateFrom: dayFirst(from), DateTo: dayFirst(to) };
}


/** What the From/To form checks beyond its schema: real calendar days, in order. */
export const PERIOD_RULES: LocalFormRules = {
  violations(data) {
    const from = typeof data.DateFrom === 'string' ? data.DateFrom : '';
    const to = typeof data.DateTo === 'string' ? data.DateTo : '';
    const problems = [];
    if (from && !isValidFullDate(from)) problems.push({ key: 'DateFrom', path: ['DateFrom'], message: INVALID_DATE });
    if (to && !isValidFullDate(to)) problems.push({ key: 'DateTo', path: ['DateTo'], message: INVALID_DATE });
    if (problems.length === 0 && from && to && fullDateToStored(from) > fullDateToStored(to)) {
      problems.push({ key: 'DateTo', path: ['DateTo'], message: PERIOD_REVERSED });
    }
    return problems;
  },
};
