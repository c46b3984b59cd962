// Searching the built-in list of Australian localities with what a person types into the address box:
//   'Parramatta', 'north syd', '2150', 'Perth WA', '12 Smith St, Parramatta', '12 Smith St Parramatta NSW 2150'.
// The street part is kept as typed; suburb, state and postcode come from the list. Plain data work, no React.

import { formatAddress, type PickedAddress } from '../../src/engine';
import type { Locality } from './localities';
import { AUSTRALIA, isStateCode, STATE_NAMES, type StateCode } from './states';

export interface AddressSuggestion {
  /** Stable and unique within one answer: usable as an option id. */
  id: string;
  /** '12 Smith St, Parramatta NSW 2150'. */
  label: string;
  picked: PickedAddress;
}

/** How many suggestions the list shows: enough to choose from on a phone without scrolling far. */
export const SUGGESTION_LIMIT = 8;

/** Words that end a street name ('12 Smith St'), so 'St' there is not the start of 'St Kilda'. */
const STREET_TYPES = new Set([
  'st', 'street', 'rd', 'road', 'ave', 'av', 'avenue', 'dr', 'drive', 'pde', 'parade', 'cres', 'crescent', 'pl', 'place',
  'ct', 'court', 'hwy', 'highway', 'tce', 'terrace', 'ln', 'lane', 'cl', 'close', 'blvd', 'boulevard', 'way', 'cct',
  'circuit', 'esp', 'esplanade', 'gr', 'sq',
]);

/** First words of an address that has a street part even without a number ('Unit 3', 'PO Box 12'). */
const STREET_START = new Set(['unit', 'level', 'lot', 'shop', 'suite', 'flat', 'apartment', 'po', 'gpo', 'locked']);

/** Spellings people type for the words of locality names. */
const WORD_ALIASES: Record<string, string> = { mt: 'mount', saint: 'st', nth: 'north', sth: 'south' };

/** Lower case, no accents or apostrophes, hyphens as spaces, common abbreviations spelt out. */
export function normaliseName(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’.]/g, '')
    .replace(/[-/]/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => WORD_ALIASES[word] ?? word)
    .join(' ');
}

/** One way to read the typed text: a street part (kept as typed) and what to look up. */
interface Reading {
  street: string;
  locality: string;
  state?: StateCode;
  postcode?: string;
  postcodePrefix?: string;
}

function filterOf(token: string): { state: StateCode } | { postcode: string } | 'country' | null {
  if (/^\d{4}$/.test(token)) return { postcode: token };
  const upper = token.toUpperCase();
  if (isStateCode(upper)) return { state: upper };
  if (upper === 'AUSTRALIA' || upper === 'AUS' || upper === 'AU') return 'country';
  return null;
}

/**
 * The readings of the text, most likely first. Commas split street from locality; without commas the last one to
 * three words are tried as the locality. Trailing state codes, postcodes and 'Australia' narrow the search.
 */
export function readings(text: string): Reading[] {
  const segments = text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  let state: StateCode | undefined;
  let postcode: string | undefined;
  while (segments.length > 0) {
    const tokens = segments[segments.length - 1].split(/\s+/);
    while (tokens.length > 0) {
      const filter = filterOf(tokens[tokens.length - 1]);
      if (filter === null) break;
      if (filter !== 'country') {
        if ('state' in filter) state ??= filter.state;
        else postcode ??= filter.postcode;
      }
      tokens.pop();
    }
    if (tokens.length > 0) {
      segments[segments.length - 1] = tokens.join(' ');
      break;
    }
    segments.pop();
  }
  const narrow = (reading: Reading): Reading => ({ ...reading, state, postcode });

  if (segments.length === 0) return state || postcode ? [narrow({ street: '', locality: '' })] : [];
  if (segments.length === 1 && /^\d{1,3}$/.test(segments[0]) && !state && !postcode) {
    return [{ street: '', locality: '', postcodePrefix: segments[0] }];
  }
  if (segments.length > 1) {
    return [narrow({ street: segments.slice(0, -1).join(', '), locality: segments[segments.length - 1] })];
  }

  const only = segments[0];
  const tokens = only.split(/\s+/);
  const lower = (token: string | undefined) => (token ?? '').toLowerCase().replace(/\.$/, '');
  const streetLike = /\d/.test(tokens[0]) || STREET_START.has(lower(tokens[0]));
  const found: Reading[] = [];
  if (!streetLike) found.push(narrow({ street: '', locality: only }));
  for (let k = Math.min(3, tokens.length - 1); k >= 1; k -= 1) {
    const street = tokens.slice(0, -k);
    const locality = tokens.slice(-k);
    // '12 Parramatta' has no street name: the number alone is not a street.
    if (streetLike && street.length < 2) continue;
    // '12 Smith St': 'St' ends the street rather than starting 'St Kilda', unless the street already ended.
    if (STREET_TYPES.has(lower(locality[0])) && !STREET_TYPES.has(lower(street[street.length - 1]))) continue;
    found.push(narrow({ street: street.join(' '), locality: locality.join(' ') }));
  }
  // '12 Smith St 2150': no locality words, but a postcode or state to list.
  if (found.length === 0 && (state || postcode)) found.push(narrow({ street: only, locality: '' }));
  return found;
}

interface Entry {
  locality: Locality;
  key: string;
}

/** 0: the whole name, 1: the name starts with it, 2: a later word starts with it; null: no match. */
function score(entry: Entry, query: string): number | null {
  if (entry.key === query) return 0;
  if (entry.key.startsWith(query)) return 1;
  if (entry.key.includes(` ${query}`)) return 2;
  return null;
}

function suggestion(street: string, locality: Locality): AddressSuggestion {
  const picked: PickedAddress = {
    street,
    suburb: locality.name,
    state: locality.state,
    stateName: STATE_NAMES[locality.state],
    postcode: locality.postcode,
    country: AUSTRALIA.name,
    countryCode: AUSTRALIA.code,
  };
  return { id: `${locality.state}-${locality.postcode}-${normaliseName(locality.name).replace(/ /g, '-')}`, label: formatAddress(picked), picked };
}

export type LocalitySearch = (text: string, limit?: number) => AddressSuggestion[];

/** A search over `localities`: the suggestions of the first reading of the text that finds any. */
export function createLocalitySearch(localities: readonly Locality[]): LocalitySearch {
  const entries: Entry[] = localities.map((locality) => ({ locality, key: normaliseName(locality.name) }));
  return (text, limit = SUGGESTION_LIMIT) => {
    for (const reading of readings(text)) {
      const query = normaliseName(reading.locality);
      const scored: { entry: Entry; rank: number }[] = [];
      for (const entry of entries) {
        const { state, postcode } = entry.locality;
        if (reading.state && state !== reading.state) continue;
        if (reading.postcode && postcode !== reading.postcode) continue;
        if (reading.postcodePrefix && !postcode.startsWith(reading.postcodePrefix)) continue;
        const rank = query === '' ? 0 : score(entry, query);
        if (rank !== null) scored.push({ entry, rank });
      }
      if (scored.length === 0) continue;
      scored.sort(
        (a, b) =>
          a.rank - b.rank ||
          a.entry.key.localeCompare(b.entry.key) ||
          a.entry.locality.postcode.localeCompare(b.entry.locality.postcode),
      );
      return scored.slice(0, limit).map(({ entry }) => suggestion(reading.street, entry.locality));
    }
    return [];
  };
}
