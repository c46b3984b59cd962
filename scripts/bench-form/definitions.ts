// Generated server field definitions (the format of get_tab_req, src/engine/types.ts) for the form benchmark: sections
// of 30 fields, each opening with a Y/N question whose 5 children show only while it is 'Y' (ParentField), then text,
// dates, combos with their elements, and some compulsory fields, as the seeded application tabs mix them.
import type { DynamicField } from '../../src/engine/types';

export const SECTION_SIZE = 30;
export const BRANCH_SIZE = 5;
const CHOICES = ['Australia', 'New Zealand', 'United Kingdom', 'India', 'Philippines', 'Other'];

export function benchDefinitions(count: number): DynamicField[] {
  const defs: DynamicField[] = [];
  for (let i = 0; i < count; i++) {
    const section = Math.floor(i / SECTION_SIZE);
    const position = i % SECTION_SIZE;
    const base = {
      FieldID: `F${i}`,
      TableValue: null,
      PortalSection: `Section ${section + 1}`,
      IsCompulsory: (position % 4 === 1 ? 'Yes' : 'No') as 'Yes' | 'No',
    };
    if (position === 0) {
      defs.push({ ...base, FieldName: `Branch ${section + 1}`, FieldType: 'radio/check', IsCompulsory: 'No' });
    } else if (position <= BRANCH_SIZE) {
      defs.push({ ...base, FieldName: `Detail ${i}`, FieldType: 'text', ParentField: `F${i - position}` });
    } else if (position % 10 === 7) {
      defs.push({ ...base, FieldName: `Date ${i}`, FieldType: 'text/date' });
    } else if (position % 10 === 3) {
      defs.push({
        ...base,
        FieldName: `Choice ${i}`,
        FieldType: 'combo',
        ComboElements: CHOICES.map((c, n) => ({ LookUpValue: c, MappingValue: `C${n}` })),
      });
    } else {
      defs.push({ ...base, FieldName: `Field ${i}`, FieldType: 'text' });
    }
  }
  return defs;
}
