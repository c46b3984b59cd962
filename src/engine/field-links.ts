// Rules a field definition declares about OTHER fields (order-and-application §4, issue 10 "One set of rules"), read by
// the engine so a field an operator adds in the designer gets them by data:
// - FillsField: a choice field whose chosen option has a MappingValue puts that value into the named field, when the
//   user changes the choice ("Changing CheckType sets NewJobPosition to that option's MappingValue").
// - RelabelsFields 'Y': the field's value relabels the step's fields through POST /utilities/check_type_files.
// Both work on fields outside block lists (form-check refuses a FillsField naming anything else).

import { sectionData, topValue, type FormData, type FormModel } from './model';
import { choiceValue, ownElements, type OptionCatalogue } from './options';

/**
 * The form data with every FillsField applied for the fields that CHANGED since `previous` (pure: a copy where
 * something was filled, otherwise the data given). Loading, restoring a draft or a value left as it was fills nothing,
 * so a position the applicant typed after choosing stays; an option without a MappingValue leaves the field alone.
 */
export function applyFills(model: FormModel, catalogue: OptionCatalogue, formData: FormData, previous: FormData): FormData {
  let out = formData;
  for (const { node, target } of fillersOf(model)) {
    const now = topValue(model, out, node.def.FieldID);
    if (now === undefined || now === topValue(model, previous, node.def.FieldID)) continue;
    const mapping = ownElements(node.def, catalogue).find((element) => choiceValue(element) === now)?.MappingValue;
    if (!mapping) continue;
    out = { ...out, [target.section.key]: { ...sectionData(out, target.section), [target.node.key]: mapping } };
  }
  return out;
}

type TopField = FormModel['top'] extends Map<string, infer F> ? F : never;

/** The fields with a FillsField and the field each fills, found once per model: applyFills runs on every change. */
const fillers = new WeakMap<FormModel, { node: TopField['node']; target: TopField }[]>();
function fillersOf(model: FormModel) {
  let found = fillers.get(model);
  if (!found) {
    found = [];
    for (const { node } of model.top.values()) {
      const target = node.def.FillsField ? model.top.get(node.def.FillsField) : undefined;
      if (target) found.push({ node, target });
    }
    fillers.set(model, found);
  }
  return found;
}

/**
 * The value that relabels the form's fields: that of the first field outside blocks with RelabelsFields 'Y', or
 * undefined when it is empty or the form has no such field ("labels are restored if there are none").
 */
export function relabelValue(model: FormModel, formData: FormData): string | undefined {
  const relabeller = relabellerOf(model);
  return relabeller === undefined ? undefined : topValue(model, formData, relabeller);
}

/** The FieldID relabelValue reads, found once per model: the step asks on every render, of forms of 1,000 fields. */
const relabellers = new WeakMap<FormModel, string | undefined>();
function relabellerOf(model: FormModel): string | undefined {
  if (!relabellers.has(model)) {
    const found = [...model.top.values()].find(({ node }) => node.def.RelabelsFields === 'Y');
    relabellers.set(model, found?.node.def.FieldID);
  }
  return relabellers.get(model);
}
