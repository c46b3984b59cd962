// The address-history rules across rows (order-and-application §5 "Address rules"), on the TableContent both the
// browser and the server hand them.
import { describe, expect, it } from 'vitest';
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
} from '../../src/engine/messages';
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
