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

import { partialDateToStored } from './dates';
import {
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

/** Every problem of the address list, in row order; [] when the content has no address list or all is well. */
export function addressViolations(content: readonly DynamicField[], catalogue: OptionCatalogue = {}): AddressViolation[] {
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
  return found;
}
