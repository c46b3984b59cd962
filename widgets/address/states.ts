// Australian states and territories: the short names the address fields store ("state as the short name of
// administrative_area_level_1", order-and-application §9) and the long names a state list may hold instead.

export type StateCode = 'NSW' | 'VIC' | 'QLD' | 'WA' | 'SA' | 'TAS' | 'ACT' | 'NT';

export const STATE_NAMES: Readonly<Record<StateCode, string>> = {
  NSW: 'New South Wales',
  VIC: 'Victoria',
  QLD: 'Queensland',
  WA: 'Western Australia',
  SA: 'South Australia',
  TAS: 'Tasmania',
  ACT: 'Australian Capital Territory',
  NT: 'Northern Territory',
};

export function isStateCode(text: string): text is StateCode {
  return Object.hasOwn(STATE_NAMES, text);
}

/** The country every suggestion is in: the search is restricted to Australia. */
export const AUSTRALIA = { name: 'Australia', code: 'AU' } as const;
