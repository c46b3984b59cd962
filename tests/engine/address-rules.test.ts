// The address-history rules across rows (order-and-application §5 "Address rules"), on the TableContent both the
// browser and the server hand them.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addressEntries,
  addressKindOf,
  addressViolations,
  buildDynamicForm,
  MANDATORY,
  validateDynamic,
  type DynamicField,
} from '../../src/engine';
import {
  ADDRESS_DATES_REVERSED,
  ADDRESS_POSTAL_NOT_CURRENT,
  ADDRESS_PRIMARY_DUPLICATE,
  ADDRESS_PRIMARY_MISSING,
  ADDRESS_PRIMARY_NOT_CURRENT,
  ADDRESS_REPEATED,
  addressHistoryGap,
  addressHistoryShort,
} from '../../src/engine/messages';
import { addressHistoryYears } from '../../src/engine';
import { ADDRESS_TYPES, addressRow, addressTab } from './fixtures/address';
import { field } from './fixtures/personal';
import { setIn } from './helpers';

const HOME = { street: '12 Harbour Street', suburb: 'Sydney', state: 'NSW', postcode: '2000', country: 'AU' };
const primary = (tableId: number, moveOut: string | null = null) =>
  addressRow(tableId, { ...HOME, type: 'PRIMARY', moveIn: '2019-03', moveOut });
const postal = (tableId: number, moveOut: string | null = null) =>
  addressRow(tableId, {
    type: 'POSTAL', street: 'PO Box 118', suburb: 'Haymarket', state: 'NSW', postcode: '1240', country: 'AU', moveIn: null, moveOut,
  });
const previous = (tableId: number, moveIn: string | null, moveOut: string | null, street = '48 Queen Street') =>
  addressRow(tableId, { type: 'PREVIOUS', street, suburb: 'Auckland CBD', state: 'Auckland', postcode: '1010', country: 'NZ', moveIn, moveOut });

const messages = (content: DynamicField[]) => addressViolations(content).map((v) => [v.key, v.message]);

describe('addressViolations', () => {
  it('accepts a current primary address, a current postal address and a dated previous address', () => {
    expect(addressViolations([...primary(1), ...postal(2), ...previous(3, '2014', '2019-02-28')])).toEqual([]);
    expect(addressViolations(addressTab())).toEqual([]);
  });

  it('needs a primary address', () => {
    expect(addressViolations([...postal(2), ...previous(3, '2014', '2019')])).toEqual([
      { key: 'ops.ApplicantAddress', location: 'ops.ApplicantAddress', tableId: null, fieldId: null, message: ADDRESS_PRIMARY_MISSING },
    ]);
  });

  it('needs only one primary address, and it must be current', () => {
    const second = addressRow(2, { type: 'PRIMARY', street: '7 Bridge Road', suburb: 'Glebe', state: 'NSW', postcode: '2037', country: 'AU', moveIn: '2021', moveOut: null });
    expect(messages([...primary(1), ...second])).toEqual([['AddressType#2', ADDRESS_PRIMARY_DUPLICATE]]);
    expect(messages(primary(1, '2024-01'))).toEqual([['DateMoveOut#1', ADDRESS_PRIMARY_NOT_CURRENT]]);
  });

  it('needs a postal address to be current', () => {
    expect(messages([...primary(1), ...postal(2, '2023')])).toEqual([['DateMoveOut#2', ADDRESS_POSTAL_NOT_CURRENT]]);
  });

  it('takes each address only once, whatever the case, spacing and punctuation', () => {
    // The same street name in another city is another address.
    const auckland = previous(3, '2010', '2012', '12 Harbour Street');
    const aucklandAgain = previous(4, '2008', '2010', '12 harbour  street.');
    const homeAgain = addressRow(5, { ...HOME, street: '12 HARBOUR STREET', type: 'PREVIOUS', moveIn: '2005', moveOut: '2008' });
    expect(messages([...primary(1), ...auckland, ...aucklandAgain, ...homeAgain])).toEqual([
      ['StreetAddress#4', ADDRESS_REPEATED],
      ['StreetAddress#5', ADDRESS_REPEATED],
    ]);
  });

  it('refuses a move-out date before the move-in date, comparing what both dates say', () => {
    expect(messages([...primary(1), ...previous(3, '2019-05-01', '2019-04')])).toEqual([['DateMoveOut#3', ADDRESS_DATES_REVERSED]]);
    expect(messages([...primary(1), ...previous(3, '2019-05-01', '2019')])).toEqual([]);
    expect(messages([...primary(1), ...previous(3, '2019-05', '2019-05-01')])).toEqual([]);
    // Shown formats are read too, so a page may pass form values.
    expect(messages([...primary(1), ...previous(3, '01/05/2019', '04/2019')])).toEqual([['DateMoveOut#3', ADDRESS_DATES_REVERSED]]);
  });

  it('leaves the per-field rules to validateDynamic: previous dates required, postal move-in not', () => {
    const content = [...primary(1), ...postal(2), ...previous(3, null, null)];
    expect(addressViolations(content)).toEqual([]);
    expect(validateDynamic(content)).toEqual({ 'DateMoveIn#3': MANDATORY, 'DateMoveOut#3': MANDATORY });
  });

  it('ignores content without an address list and template rows without TableID', () => {
    expect(addressViolations([field({ FieldID: 'Surname', FieldName: 'Surname', FieldType: 'text', TableValue: 'Nguyen' })])).toEqual([]);
    const templates = primary(1).map((d) => ({ ...d, TableID: null, TableValue: null }));
    expect(addressEntries(templates)).toEqual([]);
    expect(messages(templates)).toEqual([['ops.ApplicantAddress', ADDRESS_PRIMARY_MISSING]]);
  });

  it('gives the browser the same answer on its form data', () => {
    const form = buildDynamicForm(addressTab());
    const data = setIn(form.formData, ['s0', 'ops_ApplicantAddress', 0, 'DateMoveOut'], '02/2024');
    expect(messages(form.toTableContent(data))).toEqual([['DateMoveOut#301', ADDRESS_PRIMARY_NOT_CURRENT]]);
  });
});

describe('address and referee lists without rows', () => {
  it('are block lists by name, with the spec\'s add buttons, started with one block when compulsory', () => {
    const templates = primary(1).map((d) => ({ ...d, TableID: null, TableValue: null }));
    const referee = field({
      FieldID: 'RefereeName', FieldName: 'Referee name', FieldType: 'text', IsCompulsory: 'Yes', TableLocation: 'ops.ApplicantReferees', PortalSection: 'Referees',
    });
    const form = buildDynamicForm([...templates, referee]);
    expect(form.schema.properties!.s0.properties!.ops_ApplicantAddress.type).toBe('array');
    expect(form.schema.properties!.s1.properties!.ops_ApplicantReferees.type).toBe('array');
    expect((form.formData.s0 as Record<string, unknown[]>).ops_ApplicantAddress).toEqual([{ TableID: -1 }]);
    expect((form.formData.s1 as Record<string, unknown[]>).ops_ApplicantReferees).toEqual([{ TableID: -2 }]);
    const options = (path: string[]) => {
      const ui = form.uiSchema as Record<string, Record<string, Record<string, Record<string, unknown>>>>;
      return ui[path[0]][path[1]]['ui:options'];
    };
    expect(options(['s0', 'ops_ApplicantAddress'])).toMatchObject({ addLabel: 'Add a Previous Address', firstRemovable: false });
    expect(options(['s1', 'ops_ApplicantReferees'])).toMatchObject({ addLabel: 'Add a new Reference' });
  });
});

describe('addressKindOf', () => {
  it('reads codes through their labels and plain names as they are', () => {
    const typeDef = addressRow(1, { ...HOME, type: 'PRIMARY', moveIn: null, moveOut: null })[0];
    expect(typeDef.ComboElements).toEqual(ADDRESS_TYPES);
    expect(addressKindOf('PRIMARY', typeDef)).toBe('primary');
    expect(addressKindOf('POSTAL', typeDef)).toBe('postal');
    expect(addressKindOf('Previous Address', undefined)).toBe('previous');
    expect(addressKindOf('Holiday house', undefined)).toBe('other');
    expect(addressKindOf('', typeDef)).toBe('other');
    const byCategory = { ...typeDef, ComboElements: null, ComboCategory: 'AddressType' };
    expect(addressKindOf('P1', byCategory, { AddressType: [{ LookUpValue: 'Postal Address', MappingValue: 'P1' }] })).toBe('postal');
  });
});

describe('the address history an order needs (issue 29: a police check asks for 5 years, without gaps)', () => {
  const now = new Date('2026-11-28T03:00:00Z');
  const FIVE = { years: 5, now };
  const streets = ['1 Alpha Road', '2 Beta Road', '3 Gamma Road', '4 Delta Road', '5 Epsilon Road', '6 Zeta Road'];
  const home = (moveIn: string) => addressRow(1, { ...HOME, type: 'PRIMARY', moveIn, moveOut: null });
  const before = (tableId: number, moveIn: string, moveOut: string) => previous(tableId, moveIn, moveOut, streets[tableId]);
  const history = (content: DynamicField[]) => addressViolations(content, {}, FIVE).map((v) => [v.key, v.message]);

  it('is asked of police and credit checks only', () => {
    expect(addressHistoryYears(['PC', 'RC'])).toBe(5);
    expect(addressHistoryYears(['CR'])).toBe(5);
    expect(addressHistoryYears(['RC', 'ID'])).toBe(0);
  });

  it('refuses one address moved into 2 years ago, naming how far back to go', () => {
    expect(history(home('2024-01'))).toEqual([['ops.ApplicantAddress', addressHistoryShort(5, '01/2024')]]);
    // Without a history asked, the same list is fine.
    expect(addressViolations(home('2024-01'), {}, { years: 0, now })).toEqual([]);
  });

  it('accepts addresses reaching 5 years back, whatever the precision of their dates', () => {
    expect(history(home('2019-03'))).toEqual([]);
    expect(history([...home('2023-04'), ...before(2, '2018', '2023-04')])).toEqual([]);
    // Moving out in February and in on 1 March leaves no gap; a partial date counts for its whole period.
    expect(history([...home('2022-03-01'), ...before(2, '2020', '2022-02')])).toEqual([]);
  });

  it('refuses a gap between two addresses, naming its first and last day', () => {
    expect(history([...home('2023-06'), ...before(2, '2015', '2022-12-31')])).toEqual([
      ['ops.ApplicantAddress', addressHistoryGap('01/01/2023', '31/05/2023')],
    ]);
  });

  it('ignores a gap before the 5 years, and a postal address', () => {
    expect(history([...home('2021'), ...before(2, '2018', '2021'), ...before(3, '2010', '2012'), ...postal(4)])).toEqual([]);
  });

  it('leaves the list to the field rules while a row is wrong', () => {
    // A previous address without its move-out date: the field rule speaks, not the coverage.
    const found = addressViolations([...home('2024-01'), ...before(2, '2015', '')], {}, FIVE);
    expect(found.map((v) => v.message)).not.toContain(addressHistoryShort(5, '01/2024'));
  });

  it('holds for any history: contiguous addresses reaching 5 years back pass, and taking one out leaves its gap', () => {
    /** The day `daysAgo` days before 28/11/2026, as stored (YYYY-MM-DD). */
    const day = (daysAgo: number) => new Date(Date.UTC(2026, 10, 28) - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const shown = (stored: string) => stored.split('-').reverse().join('/');
    // When each address was moved into, in days before today, the primary address's first; the oldest address from
    // more than 5 years ago. Each previous address was left the day before the next was moved into.
    const moveIns = fc
      .tuple(fc.uniqueArray(fc.integer({ min: 30, max: 3_000 }), { minLength: 2, maxLength: 5 }), fc.integer({ min: 1_827, max: 4_000 }))
      .map(([recent, oldest]) => {
        const sorted = recent.sort((a, b) => a - b);
        return [...sorted, Math.max(oldest, sorted[sorted.length - 1] + 1)];
      });
    const rows = (days: number[], without?: number) => [
      ...home(day(days[0])),
      ...days.slice(1).flatMap((daysAgo, i) => (i + 1 === without ? [] : before(i + 2, day(daysAgo), day(days[i] + 1)))),
    ];
    fc.assert(
      fc.property(moveIns, (days) => {
        expect(history(rows(days))).toEqual([]);
        // Without the address before the primary one, nothing covers the days from its move-in to the primary's. The
        // window starts 5 years before the earliest "today" anywhere: at 03:00 UTC on 28/11/2026 that is 27/11/2026, so
        // 27/11/2021, 1,827 days back (a primary moved into 1,826 days back leaves its day before uncovered).
        const gap = history(rows(days, 1));
        if (days[0] < 1_827) expect(gap).toEqual([['ops.ApplicantAddress', addressHistoryGap(shown(day(days[1])), shown(day(days[0] + 1)))]]);
        else expect(gap).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
