// The address-history rules that look at the whole list of addresses (order-and-application §5 "Address rules"):
// "only 1 primary address is needed and it must be current; a postal address must be current; previous addresses need
// move-in and move-out dates; DateMoveIn is not required for Postal Address; each address may be entered only once".
//
// The per-field parts (previous addresses need both dates, a postal address needs no move-in date) are rules of single
// fields and live in rules.ts (isRequired). What needs the other rows lives here: how many primary addresses there
// are, which are current, and repeats. We add one rule of our own: a move-out date before the move-in date.
//
// Both sides run this on a TableContent (stored formats): the browser on `form.toTableContent(formData)`, the server
// on the merged submission. Keys follow validateDynamic: 'FieldID#TableID' for a row's field, the TableLocation for
// the list as a whole, so a page can merge them with `form.validate()`'s answer.

import { addDays, earliestToday, latestToday, partialDateToShown, partialDateToStored, shownPeriod } from './dates';
import {
  addressHistoryGap,
  addressHistoryShort,
  ADDRESS_DATES_REVERSED,
  ADDRESS_POSTAL_NOT_CURRENT,
  ADDRESS_PRIMARY_DUPLICATE,
  ADDRESS_PRIMARY_MISSING,
  ADDRESS_PRIMARY_NOT_CURRENT,
  ADDRESS_REPEATED,
} from './messages';
import { ownElements, toChoices, type OptionCatalogue } from './options';
import type { DynamicField } from './types';

export type AddressKind = 'primary' | 'postal' | 'previous' | 'other';

/**
 * Police and credit checks search where the applicant has lived: five years is the usual window for both. The order's
 * other checks need only the current address.
 */
const HISTORY_SERVICES: ReadonlySet<string> = new Set(['PC', 'PCV', 'CR', 'BKR']);
export const ADDRESS_HISTORY_YEARS = 5;

/** How many years of addresses an order's checks need (get_min_address_req): 5, or 0 for the current address only. */
export function addressHistoryYears(serviceIds: readonly string[]): number {
  return serviceIds.some((id) => HISTORY_SERVICES.has(id)) ? ADDRESS_HISTORY_YEARS : 0;
}

/** What the list must cover besides the rules of §5: `years` back from `now` (0: no history asked). */
export interface AddressHistoryOptions {
  years: number;
  now?: Date;
}

/** One address row of the list, values in stored format ('' when empty). */
export interface AddressEntry {
  location: string;
  tableId: number;
  kind: AddressKind;
  street: string;
  suburb: string;
  state: string;
  postcode: string;
  country: string;
  moveIn: string;
  moveOut: string;
}

export interface AddressViolation {
  /** 'FieldID#TableID', or the TableLocation for a problem of the list as a whole. */
  key: string;
  location: string;
  tableId: number | null;
  fieldId: string | null;
  message: string;
}

/**
 * What an AddressType value means, by the value itself or by its choice's label, so lists that send codes as
 * MappingValue ('PRIMARY') and lists of plain names ('Primary Address') both work.
 */
export function addressKindOf(value: string, typeDef: DynamicField | undefined, catalogue: OptionCatalogue = {}): AddressKind {
  if (value.trim() === '') return 'other';
  const label = typeDef ? toChoices(ownElements(typeDef, catalogue)).find((c) => c.value === value)?.label ?? '' : '';
  const text = `${value} ${label}`;
  if (/postal/i.test(text)) return 'postal';
  if (/previous/i.test(text)) return 'previous';
  if (/primary/i.test(text)) return 'primary';
  return 'other';
}

/** The TableLocation holding the address blocks: the one whose rows carry an AddressType. */
function addressLocation(content: readonly DynamicField[]): string | null {
  return content.find((d) => d.FieldID === 'AddressType' && d.TableLocation)?.TableLocation ?? null;
}

/** The address rows of a TableContent in the order they come, or [] when it has no address list. */
export function addressEntries(content: readonly DynamicField[], catalogue: OptionCatalogue = {}): AddressEntry[] {
  const location = addressLocation(content);
  if (!location) return [];
  const rows = new Map<number, Map<string, DynamicField>>();
  for (const def of content) {
    if (def.TableLocation !== location || typeof def.TableID !== 'number') continue;
    let row = rows.get(def.TableID);
    if (!row) rows.set(def.TableID, (row = new Map()));
    if (!row.has(def.FieldID)) row.set(def.FieldID, def);
  }
  return [...rows].map(([tableId, row]) => {
    const value = (fieldId: string) => (row.get(fieldId)?.TableValue ?? '').trim();
    return {
      location,
      tableId,
      kind: addressKindOf(value('AddressType'), row.get('AddressType'), catalogue),
      street: value('StreetAddress'),
      suburb: value('AddressSuburb'),
      state: value('AddressState'),
      postcode: value('AddressPostcode'),
      country: value('AddressCountry'),
      moveIn: partialDateToStored(value('DateMoveIn')),
      moveOut: partialDateToStored(value('DateMoveOut')),
    };
  });
}

const STORED_DATE = /^\d{4}(-\d{2}(-\d{2})?)?$/;

/**
 * True when the move-out date is before the move-in date. Dates of different precision compare on what both say
 * (2019 and 2019-03-01 are not in conflict): stored dates sort as text, so the common prefix decides.
 */
function reversed(moveIn: string, moveOut: string): boolean {
  if (!STORED_DATE.test(moveIn) || !STORED_DATE.test(moveOut)) return false;
  const length = Math.min(moveIn.length, moveOut.length);
  return moveOut.slice(0, length) < moveIn.slice(0, length);
}

/** Case, punctuation and spacing do not make a different address ('12 Harbour St.' = '12  harbour st'). */
function sameness(entry: AddressEntry): string | null {
  if (entry.street === '') return null;
  const tidy = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
  return [entry.street, entry.suburb, entry.postcode, entry.country].map(tidy).join('|');
}

const storedPeriod = (stored: string) => shownPeriod(partialDateToShown(stored));

/** A day (YYYY-MM-DD) shown as people read it: DD/MM/YYYY. */
const showDay = (day: string) => partialDateToShown(day);

/**
 * The first problem of the history's coverage, or null: the places lived in (the primary address until today, each
 * previous address from its move-in to its move-out) must reach `years` back without a gap. A partial date counts
 * for its whole period (moving out in 03/2020 and in in 03/2020 leaves no gap). Rows whose dates are missing or wrong
 * are left to the field rules, which say so first; the list is judged once they are right.
 */
function historyProblem(entries: readonly AddressEntry[], { years, now = new Date() }: AddressHistoryOptions): string | null {
  if (years <= 0) return null;
  const lived = entries.filter((e) => e.kind === 'primary' || e.kind === 'previous');
  const today = latestToday(now);
  const periods: { from: string; to: string; movedIn: string }[] = [];
  for (const entry of lived) {
    const moveIn = storedPeriod(entry.moveIn);
    const moveOut = entry.kind === 'primary' ? { last: today } : storedPeriod(entry.moveOut);
    if (!moveIn || !moveOut || moveOut.last < moveIn.first) return null;
    periods.push({ from: moveIn.first, to: moveOut.last, movedIn: entry.moveIn });
  }
  if (!lived.some((e) => e.kind === 'primary')) return null;
  // The window starts `years` before the earliest "today" anywhere, so the server never asks more than a browser did.
  const start = earliestToday(now);
  const windowStart = `${String(Number(start.slice(0, 4)) - years).padStart(4, '0')}${start.slice(4)}`;
  periods.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  if (periods[0].from > windowStart) return addressHistoryShort(years, partialDateToShown(periods[0].movedIn));
  let coveredTo = periods[0].to;
  for (const period of periods.slice(1)) {
    if (coveredTo >= today) break;
    if (period.from > addDays(coveredTo, 1) && period.from > windowStart) {
      return addressHistoryGap(showDay(addDays(coveredTo, 1)), showDay(addDays(period.from, -1)));
    }
    if (period.to > coveredTo) coveredTo = period.to;
  }
  return null;
}

/**
 * Every problem of the address list, in row order; [] when the content has no address list or all is well. With
 * `history`, the list must also cover that many years (the order's police or credit check).
 */
export function addressViolations(
  content: readonly DynamicField[],
  catalogue: OptionCatalogue = {},
  history: AddressHistoryOptions = { years: 0 },
): AddressViolation[] {
  const location = addressLocation(content);
  if (!location) return [];
  const entries = addressEntries(content, catalogue);
  const found: AddressViolation[] = [];
  const at = (entry: AddressEntry, fieldId: string, message: string) =>
    found.push({ key: `${fieldId}#${entry.tableId}`, location, tableId: entry.tableId, fieldId, message });

  if (!entries.some((e) => e.kind === 'primary')) {
    found.push({ key: location, location, tableId: null, fieldId: null, message: ADDRESS_PRIMARY_MISSING });
  }
  let primarySeen = false;
  const seen = new Set<string>();
  for (const entry of entries) {
    if (entry.kind === 'primary') {
      if (primarySeen) at(entry, 'AddressType', ADDRESS_PRIMARY_DUPLICATE);
      primarySeen = true;
    }
    if (entry.moveOut !== '' && entry.kind === 'primary') at(entry, 'DateMoveOut', ADDRESS_PRIMARY_NOT_CURRENT);
    else if (entry.moveOut !== '' && entry.kind === 'postal') at(entry, 'DateMoveOut', ADDRESS_POSTAL_NOT_CURRENT);
    else if (reversed(entry.moveIn, entry.moveOut)) at(entry, 'DateMoveOut', ADDRESS_DATES_REVERSED);
    const same = sameness(entry);
    if (same !== null) {
      if (seen.has(same)) at(entry, 'StreetAddress', ADDRESS_REPEATED);
      seen.add(same);
    }
  }
  // The coverage is judged once each row is right: its message speaks of the whole list.
  const coverage = found.length === 0 ? historyProblem(entries, history) : null;
  if (coverage) found.push({ key: location, location, tableId: null, fieldId: null, message: coverage });
  return found;
}
