// Which lists a tab's combos need from POST /utilities/get_type_lists (get_types' lists, all in one request): read by the step
// that builds its form (useTabForm) and by the application's early reads, which ask for them as soon as the tab has
// come. A module of its own: the early reads are in every first load.
import type { DynamicField } from './types';

/** Licence issuer lists chosen by LicenceComboType when the licence types name none (§9). */
export const DEFAULT_ISSUER_LISTS = ['AUDRIVER', 'AUFIRE'] as const;

/** Categories whose lists the combos of these definitions need from get_types. */
export function catalogueCategories(defs: readonly DynamicField[]): string[] {
  const categories = new Set<string>();
  for (const def of defs) {
    const isList = def.FieldType === 'combo' || def.FieldType === 'combo+text';
    if (isList && def.ComboCategory && !(def.ComboElements && def.ComboElements.length > 0)) {
      categories.add(def.ComboCategory);
    }
    // LicenceIssuer's list is the one named by the chosen LicenceComboType's MappingValue (options.ts optionDependency).
    if (def.FieldID === 'LicenceIssuer') for (const name of DEFAULT_ISSUER_LISTS) categories.add(name);
    if (def.FieldID === 'LicenceComboType') {
      for (const element of def.ComboElements ?? []) if (element.MappingValue) categories.add(element.MappingValue);
    }
  }
  return [...categories];
}
