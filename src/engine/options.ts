// Choices of combo fields, including the lists that depend on another field (order-and-application §5 and §9):
// - AddressState is a dropdown only when AddressCountry is Australia, otherwise free text; BirthTerritory likewise for
//   BirthCountry.
// - LicenceIssuer's list is chosen by LicenceComboType (default lists AUDRIVER and AUFIRE): the chosen licence type's
//   MappingValue (or LookUpValue) names the ComboCategory whose elements are the issuers.
// The schema builder turns a dependency into if/then branches and the rules check the same dependency, so both read
// this one description.

import type { ComboElement, DynamicField } from './types';

/** Lists fetched by ComboCategory (POST /utilities/get_types), used when a field's ComboElements are empty. */
export type OptionCatalogue = Record<string, ComboElement[]>;

/** One choice as the form and the schema see it. */
export interface Choice {
  value: string;
  label: string;
}

/** The value sent back for a combo element: MappingValue when given, otherwise LookUpValue. */
export function choiceValue(element: ComboElement): string {
  return element.MappingValue !== undefined && element.MappingValue !== null && element.MappingValue !== ''
    ? element.MappingValue
    : element.LookUpValue;
}

/** Elements to choices, dropping later duplicates of a value (a list shows each value once). */
export function toChoices(elements: readonly ComboElement[]): Choice[] {
  const seen = new Set<string>();
  const choices: Choice[] = [];
  for (const element of elements) {
    const value = choiceValue(element);
    if (seen.has(value)) continue;
    seen.add(value);
    choices.push({ value, label: element.LookUpValue });
  }
  return choices;
}

/** The field's own list: its ComboElements, or the catalogue list of its ComboCategory. */
export function ownElements(def: DynamicField, catalogue: OptionCatalogue): ComboElement[] {
  if (def.ComboElements && def.ComboElements.length > 0) return def.ComboElements;
  if (def.ComboCategory && catalogue[def.ComboCategory]) return catalogue[def.ComboCategory];
  return [];
}

/** A list that changes with the value of the field `on` (a FieldID in the same object: section or block). */
export interface OptionDependency {
  on: string;
  branches: { when: string[]; choices: Choice[] }[];
  /** Choices when `on` matches no branch; null means free text. */
  otherwise: Choice[] | null;
}

const AUSTRALIA = /^(australia|au|aus)$/i;
const COUNTRY_OF: Record<string, string> = { AddressState: 'AddressCountry', BirthTerritory: 'BirthCountry' };

/** Values of the country field that mean Australia: its matching choices, plus the plain word for free-text countries. */
function australiaValues(country: DynamicField, catalogue: OptionCatalogue): string[] {
  const values = new Set<string>(['Australia']);
  for (const element of ownElements(country, catalogue)) {
    if (AUSTRALIA.test(element.LookUpValue) || AUSTRALIA.test(element.MappingValue ?? '')) {
      values.add(choiceValue(element));
    }
  }
  return [...values];
}

/**
 * The dependency of a 'combo' field's list on another field, or null when its list is fixed.
 * `sibling` finds a FieldID in the same object (section or block item); a dependency on a field elsewhere is ignored
 * because JSON-schema conditions can only look at the field's own object.
 */
export function optionDependency(
  def: DynamicField,
  sibling: (fieldId: string) => DynamicField | undefined,
  catalogue: OptionCatalogue,
): OptionDependency | null {
  if (def.FieldType !== 'combo') return null;
  const countryId = COUNTRY_OF[def.FieldID];
  if (countryId) {
    const country = sibling(countryId);
    const states = toChoices(ownElements(def, catalogue));
    if (!country || states.length === 0) return null;
    return { on: countryId, branches: [{ when: australiaValues(country, catalogue), choices: states }], otherwise: null };
  }
  if (def.FieldID === 'LicenceIssuer') {
    const licenceType = sibling('LicenceComboType');
    if (!licenceType) return null;
    const branches: OptionDependency['branches'] = [];
    for (const element of ownElements(licenceType, catalogue)) {
      const category = [element.MappingValue, element.LookUpValue].find((name) => name && catalogue[name]);
      if (category) branches.push({ when: [choiceValue(element)], choices: toChoices(catalogue[category]) });
    }
    if (branches.length === 0) return null;
    const own = toChoices(ownElements(def, catalogue));
    return { on: 'LicenceComboType', branches, otherwise: own.length > 0 ? own : null };
  }
  return null;
}

/** Choices the field offers given the current value of the field it depends on; null means free text. */
export function choicesFor(
  def: DynamicField,
  sibling: (fieldId: string) => DynamicField | undefined,
  siblingValue: (fieldId: string) => string | undefined,
  catalogue: OptionCatalogue,
): Choice[] | null {
  const dependency = optionDependency(def, sibling, catalogue);
  if (!dependency) {
    const own = toChoices(ownElements(def, catalogue));
    return own.length > 0 ? own : null;
  }
  const current = siblingValue(dependency.on);
  const branch = dependency.branches.find((b) => current !== undefined && b.when.includes(current));
  return branch ? branch.choices : dependency.otherwise;
}

/** Every choice the field could ever offer; used to turn a stored LookUpValue into its MappingValue on load. */
export function everyChoice(
  def: DynamicField,
  sibling: (fieldId: string) => DynamicField | undefined,
  catalogue: OptionCatalogue,
): Choice[] {
  const dependency = optionDependency(def, sibling, catalogue);
  if (!dependency) return toChoices(ownElements(def, catalogue));
  return [...dependency.branches.flatMap((b) => b.choices), ...(dependency.otherwise ?? [])];
}
