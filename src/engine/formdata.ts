// Form data of a dynamic form: built from the definitions, kept consistent after each change (normalise), and turned
// back into TableContent (the same definitions with new TableValue).

import { asFormValue, defaultFormValue, isEmptyValue, toFormValue, toStoredValue, type FormValue } from './fields';
import {
  blockItems,
  blockLocations,
  itemScope,
  sectionData,
  TABLE_ID_KEY,
  topScope,
  type BlockItem,
  type BlockNode,
  type FieldNode,
  type FormData,
  type FormModel,
  type Placement,
  type SectionNode,
  isRecord,
} from './model';
import { everyChoice, optionDependency, type OptionCatalogue } from './options';
import { isHidden, type Scope } from './rules';
import type { BlockOptions } from './schema';
import type { DynamicField, SubmittedField, TableContent } from './types';

export interface FormDataContext {
  model: FormModel;
  catalogue: OptionCatalogue;
  blocks: Record<string, BlockOptions>;
}

/** The stored value of one definition as the form shows it, before defaults (the "unchanged" reference). */
function storedAsForm(def: DynamicField, scope: Scope, catalogue: OptionCatalogue): FormValue {
  return toFormValue(def, def.TableValue, everyChoice(def, scope.sibling, catalogue));
}

function withDefaults(block: BlockNode, item: BlockItem): BlockItem {
  for (const node of block.fields) {
    if (item[node.key] === undefined) {
      const value = defaultFormValue(node.def);
      if (value !== undefined) item[node.key] = value;
    }
  }
  return item;
}

/**
 * Form data from the definitions' TableValue. With `forEditing`, the §9 Y/N defaults apply and block lists get their
 * minimum blocks (one for a compulsory list, `min` for references), as the application does on load; without it the
 * data is exactly what is stored (server-side validation).
 */
export function formDataFromDefinitions(ctx: FormDataContext, forEditing: boolean): FormData {
  const { model, catalogue } = ctx;
  const formData: FormData = {};
  for (const section of model.sections) {
    const data: Record<string, unknown> = {};
    const scope = topScope(model, {}, section);
    for (const member of section.members) {
      if (member.kind === 'field') {
        const value = storedAsForm(member.def, scope, catalogue) ?? (forEditing ? defaultFormValue(member.def) : undefined);
        if (value !== undefined) data[member.key] = value;
        continue;
      }
      const block = member;
      const rowScope = itemScope(model, {}, block, {});
      const items: BlockItem[] = block.rows.map((row) => {
        const item: BlockItem = { [TABLE_ID_KEY]: row.tableId };
        for (const node of block.fields) {
          const def = row.defs.get(node.def.FieldID);
          const value = def ? storedAsForm(def, rowScope, catalogue) : undefined;
          if (value !== undefined) item[node.key] = value;
        }
        return forEditing ? withDefaults(block, item) : item;
      });
      if (forEditing) {
        const min = Math.max(block.compulsory ? 1 : 0, ctx.blocks[block.location]?.min ?? 0);
        while (items.length < min) items.push(withDefaults(block, {}));
      }
      data[block.key] = items;
    }
    formData[section.key] = data;
  }
  return forEditing ? normaliseFormData(ctx, formData) : formData;
}

/** '' and undefined (what rjsf gives a field emptied) are absent: a field typed in and emptied again is as untouched. */
function dropEmptyValues(record: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) if (value !== '' && value !== undefined) copy[key] = value;
  return copy;
}

/** The smallest negative TableID in use, or 0: new blocks count down from there (-1, -2, ...). */
function lowestTableId(ctx: FormDataContext, formData: FormData): number {
  let lowest = 0;
  for (const { section, block } of ctx.model.blocks) {
    for (const item of blockItems(formData, section, block)) {
      const id = item[TABLE_ID_KEY];
      if (typeof id === 'number' && Number.isInteger(id) && id < lowest) lowest = id;
    }
  }
  return lowest;
}

/**
 * Clears fields whose list depends on a field that changed (AddressCountry clears AddressState, ...). A dependent that
 * changed in the same update keeps its new value: it was chosen for the new list (a picked address sets the country and
 * the state together).
 */
function clearDependents(nodes: readonly FieldNode[], scope: Scope, catalogue: OptionCatalogue, now: Record<string, unknown>, before: Record<string, unknown>) {
  for (const node of nodes) {
    const dependency = optionDependency(node.def, scope.sibling, catalogue);
    const on = dependency && nodes.find((n) => n.def.FieldID === dependency.on);
    const changed = (key: string) => asFormValue(now[key]) !== asFormValue(before[key]);
    if (on && changed(on.key) && !changed(node.key)) delete now[node.key];
  }
}

/** Removes values of hidden fields; repeats because clearing a parent can hide its own children. */
function clearHidden(nodes: readonly FieldNode[], scopeOf: () => Scope, data: Record<string, unknown>) {
  for (let changed = true; changed; ) {
    changed = false;
    const scope = scopeOf();
    for (const node of nodes) {
      if (data[node.key] !== undefined && isHidden(node.def, scope)) {
        delete data[node.key];
        changed = true;
      }
    }
  }
}

/**
 * Keeps form data consistent after every change (pure: never changes what it is given):
 * - '' and undefined become absent, so ajv's `required` and optional choices treat them as empty, and answers typed
 *   and emptied again equal the stored ones;
 * - block items rjsf created get the next temporary TableID (-1, -2, ... below the lowest in use) and the §9 defaults;
 * - with `previous`, a field whose list depends on a changed field is cleared (AddressCountry -> AddressState),
 *   unless it changed in the same update;
 * - children of a parent that does not hold their ParentValue ('Y' when absent) are cleared ("Setting
 *   PreviousNameFlag to N clears the previous name fields");
 * - with `previous`, every section equal to its previous values is the previous object; any other section that
 *   needed no change is the object given.
 */
export function normaliseFormData(ctx: FormDataContext, formData: FormData, previous?: FormData): FormData {
  const { model, catalogue } = ctx;
  const out: FormData = { ...formData };
  // Sections handed back as the very object this function returned last time, without blocks: normalised already,
  // so they are only checked again (below) for the values of other sections their rules read.
  const kept = new Set<SectionNode>();
  for (const section of model.sections) {
    const object = formData[section.key];
    if (previous && object === previous[section.key] && isRecord(object) && normalisedReads.has(object)) {
      kept.add(section);
      continue;
    }
    const data = dropEmptyValues(sectionData(formData, section));
    for (const member of section.members) {
      if (member.kind !== 'block') continue;
      data[member.key] = blockItems(formData, section, member).map((item) => {
        const copy = dropEmptyValues(item);
        // Items rjsf adds have no values yet: give them the Y/N defaults, as the schema's `default` does in rjsf.
        return typeof copy[TABLE_ID_KEY] === 'number' ? copy : withDefaults(member, copy);
      });
    }
    out[section.key] = data;
  }

  let next = lowestTableId(ctx, out) - 1;
  for (const { section, block } of model.blocks) {
    for (const item of sectionData(out, section)[block.key] as BlockItem[]) {
      const id = item[TABLE_ID_KEY];
      if (typeof id !== 'number' || !Number.isInteger(id)) item[TABLE_ID_KEY] = next--;
    }
  }

  const readsOf = new Map<SectionNode, Map<string, FormValue>>();
  for (const section of model.sections) {
    const fields = section.members.filter((m): m is FieldNode => m.kind === 'field');
    if (kept.has(section)) {
      const reads = normalisedReads.get(out[section.key] as object)!;
      const scope = topScope(model, out, section);
      if ([...reads].every(([id, value]) => scope.value(id) === value)) continue;
      // A value it read changed elsewhere (a parent in another section): normalised again, from a copy.
      out[section.key] = { ...(out[section.key] as Record<string, unknown>) };
    }
    const data = sectionData(out, section);
    if (previous) clearDependents(fields, topScope(model, out, section), catalogue, data, sectionData(previous, section));
    const reads = new Map<string, FormValue>();
    readsOf.set(section, reads);
    clearHidden(fields, () => recording(topScope(model, out, section), reads), data);
    for (const member of section.members) {
      if (member.kind !== 'block') continue;
      const before = previous ? blockItems(previous, section, member) : [];
      for (const item of data[member.key] as BlockItem[]) {
        const earlier = before.find((b) => b[TABLE_ID_KEY] === item[TABLE_ID_KEY]);
        const scopeOf = () => itemScope(model, out, member, item);
        if (earlier) clearDependents(member.fields, scopeOf(), catalogue, item, earlier);
        clearHidden(member.fields, scopeOf, item);
      }
    }
  }
  // Stable output: a section whose values did not change keeps the previous object, so the renderer redraws only the
  // section that changed (a step of 1,000 fields re-renders one section per commit, not all of them).
  // A section whose values normalising did not change is the object it was given, so the data a renderer holds and
  // the data the page keeps stay the same objects.
  for (const section of model.sections) {
    if (previous && sameValues(out[section.key], previous[section.key])) out[section.key] = previous[section.key];
    else if (out[section.key] !== formData[section.key] && sameValues(out[section.key], formData[section.key])) {
      out[section.key] = formData[section.key];
    }
  }
  for (const [section, reads] of readsOf) {
    const hasBlocks = section.members.some((member) => member.kind === 'block');
    const object = out[section.key];
    if (!hasBlocks && isRecord(object)) normalisedReads.set(object, reads);
  }
  return out;
}

/**
 * The section objects normaliseFormData returned, with the values of the form their hidden fields were decided by
 * (a section without blocks depends on nothing else): one handed back unchanged needs no second pass.
 */
const normalisedReads = new WeakMap<object, Map<string, FormValue>>();

/** The scope, noting every value read through it in `reads`. */
function recording(scope: Scope, reads: Map<string, FormValue>): Scope {
  return {
    ...scope,
    value: (id) => {
      const value = scope.value(id);
      reads.set(id, value);
      return value;
    },
  };
}

/** Deep equality of JSON-like form data (objects, arrays, strings, numbers). */
function sameValues(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bRecord = b as Record<string, unknown>;
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every((key) => key in bRecord && sameValues((a as Record<string, unknown>)[key], bRecord[key]));
}

/** The definition with the form's value, or unchanged (same TableValue) when the user did not change it. */
function updated(def: DynamicField, value: FormValue, scope: Scope, catalogue: OptionCatalogue): DynamicField {
  if (value === storedAsForm(def, scope, catalogue)) return { ...def };
  return { ...def, TableValue: toStoredValue(def, value) };
}

/** A definition for a block field that had none in its row (a new block, or a row the server sent partially). */
function created(template: DynamicField, tableId: number, value: FormValue): DynamicField {
  return { ...template, TableID: tableId, TableValue: value === undefined ? null : toStoredValue(template, value) };
}

/**
 * TableContent from form data. Every definition comes back in its order with TableValue changed only where the form's
 * value differs from the stored one (dates converted back). Hidden children are sent empty. New blocks add one
 * definition per block field (copied from the block's first definitions) with their negative TableID, right after
 * the last definition of their TableLocation; so does a filled field missing from an existing row. Definitions
 * without a TableID of a block location (templates) come back unchanged. The rows of blocks the user REMOVED are
 * left out: the server deletes rows of a block list that are absent from the body.
 */
export function tableContentFromFormData(ctx: FormDataContext, formData: FormData): TableContent {
  const { model, catalogue } = ctx;
  const data = normaliseFormData(ctx, formData);
  const lastIndex = new Map<BlockNode, number>();
  model.placements.forEach((p, index) => {
    if (p.kind !== 'field') lastIndex.set(p.block, index);
  });
  const content: TableContent = [];
  model.defs.forEach((def, index) => {
    const placement: Placement = model.placements[index];
    if (placement.kind === 'field') {
      const value = asFormValue(sectionData(data, placement.section)[placement.node.key]);
      content.push(updated(def, value, topScope(model, data, placement.section), catalogue));
    } else if (placement.kind === 'template') {
      content.push({ ...def });
    } else {
      const items = blockItems(data, placement.section, placement.block);
      const item = items.find((i) => i[TABLE_ID_KEY] === placement.tableId);
      if (item) {
        const scope = itemScope(model, data, placement.block, item);
        content.push(updated(def, asFormValue(item[placement.node.key]), scope, catalogue));
      }
    }
    if (placement.kind !== 'field' && lastIndex.get(placement.block) === index) {
      content.push(...blockAdditions(placement.block, blockItems(data, placement.section, placement.block)));
    }
  });
  return withoutEmptyRows(content, model.defs);
}

/**
 * Leaves out the block rows in which nothing is typed (every TableValue empty, or the default a new block starts
 * with): an optional Education block added and left empty is no record, and a stored row emptied is removed (the
 * server deletes rows a body leaves out). A compulsory list left without rows is still refused by its templates.
 * Fields outside blocks and templates (no TableID) stay. `defs` are the tab's definitions (which locations are block
 * lists, and each block field's type). The browser's TableContent comes through here, and the server passes what it
 * receives through it too.
 */
export function withoutEmptyRows<T extends SubmittedField>(fields: readonly T[], defs: readonly DynamicField[]): T[] {
  const locations = blockLocations(defs);
  const rowKey = (f: T) =>
    f.TableLocation && locations.has(f.TableLocation) && typeof f.TableID === 'number' ? `${f.TableLocation}#${f.TableID}` : null;
  const untyped = (f: T) => {
    if (isEmptyValue(f.TableValue)) return true;
    const def = defs.find((d) => d.FieldID === f.FieldID && d.TableLocation === f.TableLocation);
    const start = def ? defaultFormValue(def) : undefined;
    return start !== undefined && f.TableValue === toStoredValue(def!, start);
  };
  const typed = new Set<string>();
  for (const f of fields) {
    const key = rowKey(f);
    if (key !== null && !untyped(f)) typed.add(key);
  }
  return fields.filter((f) => {
    const key = rowKey(f);
    return key === null || typed.has(key);
  });
}

function blockAdditions(block: BlockNode, items: readonly BlockItem[]): DynamicField[] {
  const additions: DynamicField[] = [];
  for (const item of items) {
    const tableId = item[TABLE_ID_KEY] as number;
    const row = block.rows.find((r) => r.tableId === tableId);
    for (const node of block.fields) {
      const value = asFormValue(item[node.key]);
      if (!row) additions.push(created(node.def, tableId, value));
      else if (!row.defs.has(node.def.FieldID) && value !== undefined) additions.push(created(node.def, tableId, value));
    }
  }
  return additions;
}
