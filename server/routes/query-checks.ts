// Checks of a list call's query the schema cannot make: a page size within its bounds, dates the calendar has.
import { badRequest } from '../http';

/** A YYYY-MM-DD that names a real day (the pattern lets 2026-02-31 through; the database would refuse it with a 500). */
export const isCalendarDate = (value: string) => {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
};

/** A page size from the query: the default when absent, 400 outside 1..max. */
export function pageLimit(value: string | undefined, fallback: number, max: number): number {
  const limit = value === undefined ? fallback : Number(value);
  if (limit < 1 || limit > max) throw badRequest(`limit must be between 1 and ${max}.`);
  return limit;
}

/** Dates the pattern lets through but the calendar has not (2026-02-31) are refused with the field's name. */
export function requireCalendarDates(query: { dateFrom?: string; dateTo?: string }) {
  for (const [name, value] of [['dateFrom', query.dateFrom], ['dateTo', query.dateTo]] as const) {
    if (value !== undefined && !isCalendarDate(value)) throw badRequest(`${name} is not a date of the calendar.`);
  }
}
