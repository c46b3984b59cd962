import { describe, expect, it } from 'vitest';
import { maskFullDate, maskPartialDate, shapePartialDate } from '../../widgets/inputs/dateText';
import { withSectionObjects } from '../../widgets/sectionData';

/** Types `keys` one at a time through the mask, as the date widget does. */
function typeThrough(mask: (previous: string, typed: string) => string, keys: string, start = ''): string {
  let text = start;
  for (const key of keys) text = mask(text, key === '\b' ? text.slice(0, -1) : text + key);
  return text;
}

describe('maskFullDate', () => {
  it('inserts the slashes while digits are typed and stops at 10 characters', () => {
    expect(typeThrough(maskFullDate, '0')).toBe('0');
    expect(typeThrough(maskFullDate, '01')).toBe('01/');
    expect(typeThrough(maskFullDate, '0102')).toBe('01/02/');
    expect(typeThrough(maskFullDate, '010219901')).toBe('01/02/1990');
  });

  it('does not double a slash the user types, and never re-adds one while deleting', () => {
    expect(typeThrough(maskFullDate, '01/02/1990')).toBe('01/02/1990');
    expect(typeThrough(maskFullDate, '\b', '01/')).toBe('01');
    expect(typeThrough(maskFullDate, '\b\b', '01/02/')).toBe('01/0');
  });

  it('shapes pasted digits and drops anything that is not a digit or slash', () => {
    expect(maskFullDate('', '31121999')).toBe('31/12/1999');
    expect(maskFullDate('', '3a1-12.1999')).toBe('31/12/1999');
  });
});

describe('partial dates', () => {
  it('keeps digits and slashes only, at most 10', () => {
    expect(maskPartialDate('', '03/2019xyz')).toBe('03/2019');
    expect(maskPartialDate('', '15/03/2019/1')).toBe('15/03/2019');
  });

  it('reads digits-only entries by their count: DD/MM/YYYY, MM/YYYY or YYYY', () => {
    expect(shapePartialDate('15032019')).toBe('15/03/2019');
    expect(shapePartialDate('032019')).toBe('03/2019');
    expect(shapePartialDate('2019')).toBe('2019');
    expect(shapePartialDate('03/2019')).toBe('03/2019');
    expect(shapePartialDate('12345')).toBe('12345');
  });
});

describe('withSectionObjects', () => {
  const schema = {
    type: 'object' as const,
    properties: {
      personal: { type: 'object' as const, properties: { name: { type: 'string' as const }, birth: { type: 'object' as const, properties: {} } } },
      references: { type: 'array' as const, items: { type: 'object' as const, properties: {} } },
      note: { type: 'string' as const },
    },
  };

  it('adds an empty object for every missing nested object, not for arrays or values', () => {
    expect(withSectionObjects(schema, undefined)).toEqual({ personal: { birth: {} } });
    expect(withSectionObjects(schema, { note: 'x', personal: { name: 'A' } })).toEqual({
      note: 'x',
      personal: { name: 'A', birth: {} },
    });
  });

  it('returns the very same data when nothing is missing', () => {
    const complete = { personal: { birth: {} } };
    expect(withSectionObjects(schema, complete)).toBe(complete);
  });
});
