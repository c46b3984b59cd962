// Australian suburbs and localities with their postcodes, by state or territory: the built-in list the address search
// uses when no Google Maps key is configured (order-and-application §2.3: the search "works out of the box").
//
// The list is data, in au-localities.json: per state, one line per postcode, "postcode Name,Name,...", which keeps the
// file small, readable and reviewable. Only offline.ts imports it, and offline.ts is loaded with import()
// (loadOfflineSearch.ts), so the list is its own chunk and no page pays for it until an address box appears.
//
// Coverage: every capital city's suburbs, the large regional cities and the main towns of every state and territory.
// A place missing here can always be typed into the address fields by hand.
import type { StateCode } from './states';

export interface Locality {
  name: string;
  state: StateCode;
  postcode: string;
}

/** The JSON file's shape: per state, its "postcode Name,Name,..." lines. */
export type PackedLocalities = Readonly<Partial<Record<StateCode, readonly string[]>>>;

/** Unpacks the list once, in file order. */
export function parseLocalities(packed: PackedLocalities): Locality[] {
  const localities: Locality[] = [];
  for (const [state, lines] of Object.entries(packed) as [StateCode, readonly string[]][]) {
    for (const line of lines) {
      const postcode = line.slice(0, 4);
      for (const name of line.slice(5).split(',')) localities.push({ name, state, postcode });
    }
  }
  return localities;
}
