// Picking an address fills the sibling fields of its block (order-and-application §2.3 "Address Details", §9 mapping):
// the engine marks the object holding the address widget, matches picked values to the field lists, and keeps the
// state a picked address sets together with its country.
import { describe, expect, it } from 'vitest';
import { retrieveSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import {
  ADDRESS_GROUP_FIELD,
  applyPickedAddress,
  buildDynamicForm,
  choicesOfSchema,
  formatAddress,
  matchChoice,
  type ChoicesOf,
  type DynamicField,
  type JsonSchema,
  type PickedAddress,
} from '../../src/engine';
import { addressRow, addressTab } from './fixtures/address';
import { field, personalTab } from './fixtures/personal';
import { getIn, setIn } from './helpers';

const PARRAMATTA: PickedAddress = {
  street: '12 Smith Street',
  suburb: 'Parramatta',
  state: 'NSW',
  stateName: 'New South Wales',
  postcode: '2150',
  country: 'Australia',
  countryCode: 'AU',
};

const KEYS = {
  street: 'StreetAddress',
  suburb: 'AddressSuburb',
  state: 'AddressState',
  postcode: 'AddressPostcode',
  country: 'AddressCountry',
};

/** The address block of the fixture tab: section s0, block list ops_ApplicantAddress. */
const BLOCK = ['s0', 'ops_ApplicantAddress'];

type UiFn = (item: unknown) => Record<string, unknown>;
function itemUi(ui: Record<string, unknown>, path: string[], item: unknown): Record<string, unknown> {
  const items = (getIn(ui, path) as { items: Record<string, unknown> | UiFn }).items;
  return typeof items === 'function' ? items(item) : items;
}

/** What the widgets' address group does: read the lists from the item schema resolved for the item's values. */
function choicesFromSchema(itemSchema: JsonSchema, itemUi: Record<string, unknown> = {}): ChoicesOf {
  return (key, data) => {
    const resolved = retrieveSchema(validator, itemSchema as never, itemSchema as never, data as never) as JsonSchema;
    return choicesOfSchema(resolved.properties?.[key], itemUi[key] as Record<string, unknown> | undefined);
  };
}

describe('address groups in the uiSchema', () => {
  it('marks each address block item as an address group and names the property of each part', () => {
    const form = buildDynamicForm(addressTab());
    const item = getIn(form.formData, [...BLOCK, 0]);
    const ui = itemUi(form.uiSchema, BLOCK, item);
    expect(ui['ui:field']).toBe(ADDRESS_GROUP_FIELD);
    expect(ui['ui:options']).toEqual({ addressFields: KEYS });
    // The search box itself is the StreetAddress field's widget.
    expect((ui.StreetAddress as Record<string, unknown>)['ui:widget']).toBe('address');
    // The uiSchema stays plain JSON a server could send.
    expect(JSON.parse(JSON.stringify(ui))['ui:field']).toBe('addressGroup');
  });

  it('leaves objects without an address search box alone', () => {
    const form = buildDynamicForm(personalTab());
    const text = JSON.stringify(form.uiSchema, (_key, value) =>
      typeof value === 'function' ? value({}) : value,
    );
    expect(text).not.toContain(ADDRESS_GROUP_FIELD);
  });

  it('marks a section whose address fields are outside any block, keeping it a section card', () => {
    const defs: DynamicField[] = [
      field({ FieldID: 'StreetAddress', FieldName: 'Street', FieldType: 'custom', CustomWidget: 'address', PortalSection: 'Home' }),
      field({ FieldID: 'AddressSuburb', FieldName: 'Suburb', FieldType: 'text', PortalSection: 'Home' }),
      field({ FieldID: 'AddressPostcode', FieldName: 'Postcode', FieldType: 'text', PortalSection: 'Home' }),
    ];
    const form = buildDynamicForm(defs);
    const section = form.uiSchema.s0 as Record<string, unknown>;
    expect(section['ui:field']).toBe(ADDRESS_GROUP_FIELD);
    expect(section['ui:options']).toEqual({
      section: true,
      addressFields: { street: 'StreetAddress', suburb: 'AddressSuburb', postcode: 'AddressPostcode' },
    });
  });
});

describe('applyPickedAddress', () => {
  const form = buildDynamicForm(addressTab());
  const itemSchema = (getIn(form.schema, ['properties', 's0', 'properties', 'ops_ApplicantAddress', 'items']) ??
    {}) as JsonSchema;
  const choicesOf = choicesFromSchema(itemSchema, itemUi(form.uiSchema, BLOCK, getIn(form.formData, [...BLOCK, 0])));

  it('fills street, suburb, state, postcode and a country list of codes, keeping the other fields of the item', () => {
    const abroad = getIn(form.formData, [...BLOCK, 1]) as Record<string, unknown>;
    expect(abroad).toMatchObject({ AddressCountry: 'NZ', AddressState: 'Auckland', TableID: 302 });
    const { data, unmatched } = applyPickedAddress(abroad, PARRAMATTA, KEYS, choicesOf);
    expect(data).toEqual({
      ...abroad,
      StreetAddress: '12 Smith Street',
      AddressSuburb: 'Parramatta',
      AddressState: 'NSW',
      AddressPostcode: '2150',
      AddressCountry: 'AU',
    });
    expect(unmatched).toEqual([]);
  });

  it('matches a picked name to the label of a list of codes', () => {
    const { data, unmatched } = applyPickedAddress({}, { ...PARRAMATTA, countryCode: '', state: '', stateName: 'New South Wales' }, KEYS, choicesOf);
    expect(data).toMatchObject({ AddressState: 'NSW', AddressCountry: 'AU' });
    expect(unmatched).toEqual([]);
  });

  it('matches a state list of names and a country list without codes', () => {
    const names = (values: string[]) => values.map((v) => ({ value: v, label: v }));
    const lists: Record<string, string[]> = {
      AddressState: ['New South Wales', 'Victoria'],
      AddressCountry: ['Australia', 'New Zealand'],
    };
    const { data } = applyPickedAddress({}, PARRAMATTA, KEYS, (key) => (lists[key] ? names(lists[key]) : null));
    expect(data).toMatchObject({ AddressState: 'New South Wales', AddressCountry: 'Australia' });
  });

  it('writes free-text fields as picked (the state as its short name)', () => {
    const { data, filled } = applyPickedAddress({ TableID: -1 }, PARRAMATTA, KEYS);
    expect(data).toEqual({
      TableID: -1,
      StreetAddress: '12 Smith Street',
      AddressSuburb: 'Parramatta',
      AddressState: 'NSW',
      AddressPostcode: '2150',
      AddressCountry: 'Australia',
    });
    expect(filled).toHaveLength(5);
  });

  it('empties the parts the pick lacks instead of mixing in the old address, and reports lists that did not match', () => {
    const before = { StreetAddress: '48 Queen Street', AddressPostcode: '1010', AddressState: 'Auckland' };
    const picked = { ...PARRAMATTA, street: '', postcode: '', state: 'XYZ', stateName: '' };
    const { data, unmatched } = applyPickedAddress(before, picked, KEYS, choicesOf);
    expect(data).toEqual({ AddressSuburb: 'Parramatta', AddressCountry: 'AU' });
    expect(unmatched).toEqual(['AddressState']);
  });

  it('only touches the parts the object has', () => {
    const { data } = applyPickedAddress({ Other: 'x' }, PARRAMATTA, { street: 'Line1', postcode: 'PC' });
    expect(data).toEqual({ Other: 'x', Line1: '12 Smith Street', PC: '2150' });
  });
});

describe('a picked address in the form', () => {
  it('keeps the state picked together with a new country, and still clears it when only the country changes', () => {
    const form = buildDynamicForm(addressTab());
    const path = [...BLOCK, 1];
    const item = getIn(form.formData, path) as Record<string, unknown>;
    const itemSchema = getIn(form.schema, ['properties', 's0', 'properties', 'ops_ApplicantAddress', 'items']) as JsonSchema;
    const { data: filled } = applyPickedAddress(item, PARRAMATTA, KEYS, choicesFromSchema(itemSchema));

    const picked = form.normalise(setIn(form.formData, path, filled), form.formData);
    expect(getIn(picked, path)).toMatchObject({ AddressCountry: 'AU', AddressState: 'NSW', AddressPostcode: '2150' });

    // The engine rule stands: a country changed on its own clears the state.
    const moved = form.normalise(setIn(picked, [...path, 'AddressCountry'], 'GB'), picked);
    expect(getIn(moved, [...path, 'AddressState'])).toBeUndefined();
    expect(getIn(moved, [...path, 'AddressSuburb'])).toBe('Parramatta');
  });

  it('stores the picked address for the server, and the filled item passes the field rules', () => {
    const form = buildDynamicForm(addressTab());
    const path = [...BLOCK, 1];
    const item = getIn(form.formData, path) as Record<string, unknown>;
    const itemSchema = getIn(form.schema, ['properties', 's0', 'properties', 'ops_ApplicantAddress', 'items']) as JsonSchema;
    const { data: filled } = applyPickedAddress(item, PARRAMATTA, KEYS, choicesFromSchema(itemSchema));
    const data = form.normalise(setIn(form.formData, path, filled), form.formData);

    expect(form.validate(data)).toEqual({});
    const row = form.toTableContent(data).filter((d) => d.TableID === 302);
    const stored = Object.fromEntries(row.map((d) => [d.FieldID, d.TableValue]));
    expect(stored).toMatchObject({
      StreetAddress: '12 Smith Street',
      AddressSuburb: 'Parramatta',
      AddressState: 'NSW',
      AddressPostcode: '2150',
      AddressCountry: 'AU',
      AddressType: 'PREVIOUS',
    });
  });

  it('fills a new block added with Add a Previous Address', () => {
    const form = buildDynamicForm(addressRow(7, {
      type: 'PRIMARY', street: '1 Main Road', suburb: 'Hobart', state: 'TAS', postcode: '7000', country: 'AU', moveIn: '2020', moveOut: null,
    }));
    const items = getIn(form.formData, BLOCK) as Record<string, unknown>[];
    const added = form.normalise(setIn(form.formData, BLOCK, [...items, {}]), form.formData);
    const fresh = getIn(added, [...BLOCK, 1]) as Record<string, unknown>;
    expect(fresh.TableID).toBe(-1);
    const itemSchema = getIn(form.schema, ['properties', 's0', 'properties', 'ops_ApplicantAddress', 'items']) as JsonSchema;
    const { data: filled } = applyPickedAddress(fresh, PARRAMATTA, KEYS, choicesFromSchema(itemSchema));
    const data = form.normalise(setIn(added, [...BLOCK, 1], filled), added);
    const created = form.toTableContent(data).filter((d) => d.TableID === -1);
    expect(Object.fromEntries(created.map((d) => [d.FieldID, d.TableValue]))).toMatchObject({
      StreetAddress: '12 Smith Street',
      AddressSuburb: 'Parramatta',
      AddressState: 'NSW',
      AddressPostcode: '2150',
      AddressCountry: 'AU',
    });
  });
});

describe('helpers', () => {
  it('formats the address the success message names', () => {
    expect(formatAddress(PARRAMATTA)).toBe('12 Smith Street, Parramatta NSW 2150');
    expect(formatAddress({ ...PARRAMATTA, street: ' ' })).toBe('Parramatta NSW 2150');
  });

  it('matches candidates to choices by value or label, in order, ignoring case and spacing', () => {
    const states = [
      { value: 'NSW', label: 'New South Wales' },
      { value: 'VIC', label: 'Victoria' },
    ];
    expect(matchChoice(['nsw'], states)).toBe('NSW');
    expect(matchChoice(['', 'new  south wales'], states)).toBe('NSW');
    expect(matchChoice(['Queensland'], states)).toBeUndefined();
  });

  it('reads choices from enum schemas labelled by ui:enumNames, and none from free text', () => {
    expect(choicesOfSchema({ type: 'string', enum: ['AU', 'NZ'] }, { 'ui:enumNames': { AU: 'Australia' } })).toEqual([
      { value: 'AU', label: 'Australia' },
      { value: 'NZ', label: 'NZ' },
    ]);
    expect(choicesOfSchema({ type: 'string', enum: ['Y', 'N'] })).toEqual([
      { value: 'Y', label: 'Y' },
      { value: 'N', label: 'N' },
    ]);
    expect(choicesOfSchema({ type: 'string' })).toBeNull();
    expect(choicesOfSchema(undefined)).toBeNull();
  });
});
