// Filling an address from one picked search result (order-and-application §2.3 "Address Details": "each with an address
// search box"; §9: "street from route, suburb from locality, state as the short name of administrative_area_level_1,
// postcode, country").
//
// An rjsf widget only owns its own value, yet picking an address must fill StreetAddress, AddressSuburb, AddressState,
// AddressPostcode and AddressCountry together. The engine therefore marks the OBJECT that holds the address widget (a
// block item of ops.ApplicantAddress, or a section) with a named custom field and says which property holds each part:
//
//   { "ui:field": "addressGroup", "ui:options": { "addressFields": { "street": "StreetAddress", "suburb": ... } }, ... }
//
// The uiSchema stays plain JSON; widgets/ registers a field under that name which renders the object as usual and hands
// the address widget a way to fill its siblings, using applyPickedAddress below. Everything here is plain data work, so
// the server or any other renderer could reuse it.

import { fieldKind } from './fields';
import type { FieldNode } from './model';
import type { Choice } from './options';
import type { JsonSchema, UiSchema } from './json-schema';

/** The CustomWidget name of the address search box. */
export const ADDRESS_WIDGET = 'address';

/** The rjsf field name (`ui:field`) of an object whose address parts the address widget fills. */
export const ADDRESS_GROUP_FIELD = 'addressGroup';

export type AddressPart = 'street' | 'suburb' | 'state' | 'postcode' | 'country';

/** The Known FieldIDs of §3 that hold each part. */
export const ADDRESS_PART_FIELDS: Readonly<Record<AddressPart, string>> = {
  street: 'StreetAddress',
  suburb: 'AddressSuburb',
  state: 'AddressState',
  postcode: 'AddressPostcode',
  country: 'AddressCountry',
};

/** Which property of the object holds each part (only the parts the object has). */
export type AddressFieldKeys = Partial<Record<AddressPart, string>>;

/** One picked address. Empty strings are parts the pick does not have. */
export interface PickedAddress {
  /** Street number and name as the user will see it: '12 Smith Street'. */
  street: string;
  suburb: string;
  /** The short name: 'NSW'. */
  state: string;
  /** The long name, to match a state list that holds names: 'New South Wales'. */
  stateName?: string;
  postcode: string;
  /** 'Australia'. */
  country: string;
  /** 'AU', to match a country list keyed by codes. */
  countryCode?: string;
}

/** Country first: the state's list depends on it (AddressState is a dropdown only for Australia). */
const FILL_ORDER: readonly AddressPart[] = ['country', 'state', 'suburb', 'postcode', 'street'];

/**
 * The part-to-property map of an object (section or block item) holding an address widget, or null when it holds
 * none, so only objects with an address search box get the address group field.
 */
export function addressFieldKeys(nodes: readonly FieldNode[]): AddressFieldKeys | null {
  const hasWidget = nodes.some((n) => fieldKind(n.def) === 'custom' && n.def.CustomWidget === ADDRESS_WIDGET);
  if (!hasWidget) return null;
  const keys: AddressFieldKeys = {};
  for (const part of Object.keys(ADDRESS_PART_FIELDS) as AddressPart[]) {
    const node = nodes.find((n) => n.def.FieldID === ADDRESS_PART_FIELDS[part]);
    if (node) keys[part] = node.key;
  }
  return keys;
}

/** The uiSchema keys that make an object an address group (merged into the object's uiSchema by schema.ts). */
export function addressGroupUi(keys: AddressFieldKeys): { 'ui:field': string; addressFields: AddressFieldKeys } {
  return { 'ui:field': ADDRESS_GROUP_FIELD, addressFields: keys };
}

/** '12 Smith Street, Parramatta NSW 2150': the address as the success message names it. */
export function formatAddress(address: PickedAddress): string {
  const locality = [address.suburb, address.state, address.postcode].filter((p) => p.trim() !== '').join(' ');
  return [address.street.trim(), locality].filter((p) => p !== '').join(', ');
}

function normalised(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The value of the first choice whose value or label equals one of the candidates (in order, ignoring case and spacing),
 * or undefined. 'NSW' finds { value: 'NSW', label: 'New South Wales' }; 'Australia' finds { value: 'AU', label: 'Australia' }.
 */
export function matchChoice(candidates: readonly string[], choices: readonly Choice[]): string | undefined {
  for (const candidate of candidates) {
    const wanted = normalised(candidate);
    if (wanted === '') continue;
    const found = choices.find((c) => normalised(c.value) === wanted || normalised(c.label) === wanted);
    if (found) return found.value;
  }
  return undefined;
}

/**
 * The choices a (resolved) property schema offers: its `enum`, labelled by its uiSchema's `ui:enumNames` (a map by
 * value, as the engine writes lists); null for free text.
 */
export function choicesOfSchema(schema: JsonSchema | undefined, uiSchema?: UiSchema): Choice[] | null {
  if (!schema) return null;
  if (Array.isArray(schema.enum)) {
    const labels = (uiSchema?.['ui:enumNames'] ?? {}) as Record<string, unknown>;
    return schema.enum.map((value) => ({ value, label: typeof labels[value] === 'string' ? labels[value] : value }));
  }
  return null;
}

/**
 * The choices of `key` once the object holds `data` (a dependent list changes with the field it depends on), or null
 * when the field is free text. The renderer answers it from the resolved JSON schema.
 */
export type ChoicesOf = (key: string, data: Readonly<Record<string, unknown>>) => readonly Choice[] | null;

export interface FilledAddress {
  /** The object with the picked parts in place; a part the pick lacks is emptied (never mixed with the old address). */
  data: Record<string, unknown>;
  /** Keys that now hold a picked value. */
  filled: string[];
  /** Keys of list fields where no choice matched the picked value: left empty for the user to choose. */
  unmatched: string[];
}

/**
 * The object (a block item or a section's data) with a picked address in its fields. Choice fields get the matching
 * choice's value (a country list of codes gets 'AU', a state list gets 'NSW' whether it holds codes or names); the
 * state is matched against the list that applies once the country is set. Empty values are absent, as everywhere in
 * the form data. Pure: returns a new object.
 */
export function applyPickedAddress(
  data: Readonly<Record<string, unknown>>,
  picked: PickedAddress,
  keys: AddressFieldKeys,
  choicesOf: ChoicesOf = () => null,
): FilledAddress {
  const candidates: Record<AddressPart, string[]> = {
    street: [picked.street],
    suburb: [picked.suburb],
    state: [picked.state, picked.stateName ?? ''],
    postcode: [picked.postcode],
    country: [picked.country, picked.countryCode ?? ''],
  };
  const next: Record<string, unknown> = { ...data };
  const filled: string[] = [];
  const unmatched: string[] = [];
  for (const part of FILL_ORDER) {
    const key = keys[part];
    if (!key) continue;
    const wanted = candidates[part].map((c) => c.trim()).filter((c) => c !== '');
    const choices = choicesOf(key, next);
    let value: string | undefined;
    if (wanted.length > 0) {
      value = choices && choices.length > 0 ? matchChoice(wanted, choices) : wanted[0];
      if (value === undefined) unmatched.push(key);
    }
    if (value === undefined) delete next[key];
    else {
      next[key] = value;
      filled.push(key);
    }
  }
  return { data: next, filled, unmatched };
}
