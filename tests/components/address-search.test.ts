// The built-in list of Australian localities and the search over it that the address box uses without a Google key.
import { describe, expect, it } from 'vitest';
import packed from '../../widgets/address/au-localities.json';
import { parseLocalities } from '../../widgets/address/localities';
import { createLocalitySearch, readings } from '../../widgets/address/localitySearch';
import { STATE_NAMES, type StateCode } from '../../widgets/address/states';

const localities = parseLocalities(packed);
const search = createLocalitySearch(localities);
const labels = (text: string, limit?: number) => search(text, limit).map((s) => s.label);

/** Australia Post's postcode ranges for street addresses, by state or territory. */
const POSTCODE_RANGES: Record<StateCode, [number, number][]> = {
  NSW: [[2000, 2599], [2619, 2899]],
  ACT: [[2600, 2618], [2900, 2920]],
  VIC: [[3000, 3999]],
  QLD: [[4000, 4999]],
  SA: [[5000, 5799]],
  WA: [[6000, 6797]],
  TAS: [[7000, 7799]],
  NT: [[800, 899]],
};

describe('the built-in locality list', () => {
  it('covers every state and territory with well over 1,500 localities', () => {
    expect(localities.length).toBeGreaterThan(1500);
    const byState = new Map<string, number>();
    for (const l of localities) byState.set(l.state, (byState.get(l.state) ?? 0) + 1);
    expect([...byState.keys()].sort()).toEqual(Object.keys(STATE_NAMES).sort());
    for (const count of byState.values()) expect(count).toBeGreaterThanOrEqual(40);
  });

  it('gives every locality a four-digit postcode inside its state’s range, once', () => {
    const seen = new Set<string>();
    for (const { name, state, postcode } of localities) {
      expect(postcode, `${name} ${state}`).toMatch(/^\d{4}$/);
      const n = Number(postcode);
      expect(POSTCODE_RANGES[state].some(([lo, hi]) => n >= lo && n <= hi), `${name} ${state} ${postcode}`).toBe(true);
      const key = `${name}|${state}|${postcode}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('holds well-known places with their correct postcodes', () => {
    const has = (name: string, state: StateCode, postcode: string) =>
      localities.some((l) => l.name === name && l.state === state && l.postcode === postcode);
    expect(has('Parramatta', 'NSW', '2150')).toBe(true);
    expect(has('Bondi Beach', 'NSW', '2026')).toBe(true);
    expect(has('Melbourne', 'VIC', '3000')).toBe(true);
    expect(has('St Kilda', 'VIC', '3182')).toBe(true);
    expect(has('Fortitude Valley', 'QLD', '4006')).toBe(true);
    expect(has('Fremantle', 'WA', '6160')).toBe(true);
    expect(has('Glenelg', 'SA', '5045')).toBe(true);
    expect(has('Sandy Bay', 'TAS', '7005')).toBe(true);
    expect(has('Braddon', 'ACT', '2612')).toBe(true);
    expect(has('Nightcliff', 'NT', '0810')).toBe(true);
  });
});

describe('searching by suburb name', () => {
  it('finds a suburb by its name, with its state short name, postcode and Australia', () => {
    const [first] = search('Parramatta');
    expect(first.label).toBe('Parramatta NSW 2150');
    expect(first.picked).toEqual({
      street: '',
      suburb: 'Parramatta',
      state: 'NSW',
      stateName: 'New South Wales',
      postcode: '2150',
      country: 'Australia',
      countryCode: 'AU',
    });
  });

  it('puts the exact name first, then names starting with it, then names with a later word starting with it', () => {
    const found = labels('sydney');
    expect(found[0]).toBe('Sydney NSW 2000');
    expect(found.indexOf('Sydney Olympic Park NSW 2127')).toBeGreaterThan(0);
    expect(found.indexOf('North Sydney NSW 2060')).toBeGreaterThan(found.indexOf('Sydney Olympic Park NSW 2127'));
  });

  it('matches while typing, ignoring case, and understands Mt and Saint', () => {
    expect(labels('north syd')).toContain('North Sydney NSW 2060');
    expect(labels('mt druitt')[0]).toBe('Mount Druitt NSW 2770');
    expect(labels('Saint Kilda')[0]).toBe('St Kilda VIC 3182');
    expect(labels('brighton le sands')[0]).toBe('Brighton-Le-Sands NSW 2216');
  });

  it('narrows by a state code or postcode typed after the name', () => {
    expect(labels('Perth').slice(0, 3)).toEqual(['Perth WA 6000', 'Perth TAS 7300', 'Perthville NSW 2795']);
    expect(labels('Perth WA').slice(0, 2)).toEqual(['Perth WA 6000', 'East Perth WA 6004']);
    expect(search('Perth WA').every((s) => s.picked.state === 'WA')).toBe(true);
    expect(labels('perth tas 7300')).toEqual(['Perth TAS 7300']);
    expect(labels('Perth, Australia').slice(0, 2)).toEqual(['Perth WA 6000', 'Perth TAS 7300']);
  });

  it('shows at most eight suggestions and nothing for a name that is not there', () => {
    expect(search('b').length).toBe(8);
    expect(search('Zzyzx')).toEqual([]);
    expect(search('   ')).toEqual([]);
  });
});

describe('searching by postcode', () => {
  it('lists the localities of a postcode in name order', () => {
    expect(labels('2150')).toEqual(['Harris Park NSW 2150', 'Parramatta NSW 2150']);
    expect(labels('0810')[0]).toBe('Alawa NT 0810');
  });

  it('matches the start of a postcode while it is typed', () => {
    const found = search('215', 50).map((s) => s.picked.postcode);
    expect(found.length).toBeGreaterThan(5);
    expect(found.every((p) => p.startsWith('215'))).toBe(true);
  });
});

describe('a street with the suburb', () => {
  it('keeps the street part as typed when a comma separates it', () => {
    const [first] = search('12 Smith St, Parramatta');
    expect(first.label).toBe('12 Smith St, Parramatta NSW 2150');
    expect(first.picked.street).toBe('12 Smith St');
    expect(search('Unit 3, 12 Smith St, Glebe')[0].picked).toMatchObject({ street: 'Unit 3, 12 Smith St', suburb: 'Glebe' });
  });

  it('finds the suburb at the end without a comma', () => {
    expect(search('12 Smith St Parramatta NSW 2150')[0].picked).toMatchObject({
      street: '12 Smith St',
      suburb: 'Parramatta',
      postcode: '2150',
    });
    expect(search('4/88 George Street North Sydney')[0].picked).toMatchObject({
      street: '4/88 George Street',
      suburb: 'North Sydney',
    });
    expect(search('5 Beach Rd St Kilda')[0].picked).toMatchObject({ street: '5 Beach Rd', suburb: 'St Kilda' });
  });

  it('does not take the street type for a suburb while only the street is typed', () => {
    expect(search('12 Smith St')).toEqual([]);
    expect(readings('12 Smith St')).toEqual([]);
  });

  it('lists a postcode’s localities for a street followed by the postcode', () => {
    expect(labels('12 Smith St, 2150')).toEqual(['12 Smith St, Harris Park NSW 2150', '12 Smith St, Parramatta NSW 2150']);
  });
});
