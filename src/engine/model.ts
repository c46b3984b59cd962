// The shape of a dynamic form, worked out once from the server's definitions: sections in order of first appearance,
// the fields of each section, and repeatable blocks. Every other module (schema, form data, rules, round trip) reads
// this model, so they all agree on where a definition lives in the form data.

import { asFormValue, type FormValue } from './fields';
import { BLOCK_TITLES } from './messages';
import type { Scope } from './rules';
import type { DynamicField } from './types';

/** Block lists the spec names (order-and-application §3); any other TableLocation that comes with TableIDs is one too. */
export const KNOWN_BLOCK_LOCATIONS: readonly string[] = [
  'ops.ApplicantDocs',
  'ops.ApplicantEmploymentHis',
  'ops.ApplicantEducation',
  // Address history and referees (§2.3 "Address Details", "References"): the server sends their fields without
  // TableIDs while the applicant has no rows yet, so they must be known as block lists by name.
  'ops.ApplicantAddress',
  'ops.ApplicantReferees',
];

/** Property of every block item holding its row id (hidden in the form). */
export const TABLE_ID_KEY = 'TableID';

/** Application steps group by PortalSection, the edit screen by FormSection. */
export type SectionBy = 'PortalSection' | 'FormSection';

export interface FieldNode {
  kind: 'field';
  /** Property key in the form data: the FieldID when it is a plain identifier, otherwise a safe stand-in. */
  key: string;
  def: DynamicField;
}

/** One existing row of a block list: its TableID and its definitions by FieldID. */
export interface BlockRow {
  tableId: number;
  defs: Map<string, DynamicField>;
}

export interface BlockNode {
  kind: 'block';
  key: string;
  location: string;
  title: string;
  /** The block's fields, one per FieldID in order of first appearance; these are the template for new blocks. */
  fields: FieldNode[];
  rows: BlockRow[];
  /** "A compulsory block list (any of its fields compulsory)". */
  compulsory: boolean;
}

export interface SectionNode {
  key: string;
  title: string;
  members: (FieldNode | BlockNode)[];
}

/** Where each input definition went, by its index in the input list. */
export type Placement =
  | { kind: 'field'; section: SectionNode; node: FieldNode }
  | { kind: 'row'; section: SectionNode; block: BlockNode; tableId: number; node: FieldNode }
  /** A definition of a block location without a TableID: it describes the block's fields but is no row. */
  | { kind: 'template'; section: SectionNode; block: BlockNode; node: FieldNode };

export interface FormModel {
  defs: readonly DynamicField[];
  sections: SectionNode[];
  placements: Placement[];
  blocks: { section: SectionNode; block: BlockNode }[];
  /** Fields outside blocks by FieldID (first occurrence wins). */
  top: Map<string, { section: SectionNode; node: FieldNode }>;
}

/**
 * A property key that is safe in JSON pointers, rjsf ids and dotted error paths, unique among `used`: the FieldID or
 * TableLocation with other characters made '_' ('ops.ApplicantDocs' -> 'ops_ApplicantDocs'), never starting with a
 * digit (a numeric key would also reorder the object), suffixed _2, _3 ... on collision.
 */
function allocateKey(used: Set<string>, wanted: string): string {
  const safe = wanted.replace(/[^A-Za-z0-9_]/g, '_');
  const base = /^[A-Za-z_]/.test(safe) ? safe : `f_${safe}`;
  let key = base;
  for (let n = 2; used.has(key); n += 1) key = `${base}_${n}`;
  used.add(key);
  return key;
}

function hasTableId(def: DynamicField): def is DynamicField & { TableID: number } {
  return typeof def.TableID === 'number';
}

/** TableLocations that form repeatable block lists: the known three, and any location that comes with TableIDs. */
export function blockLocations(defs: readonly DynamicField[]): Set<string> {
  const locations = new Set<string>();
  for (const def of defs) {
    if (!def.TableLocation) continue;
    if (KNOWN_BLOCK_LOCATIONS.includes(def.TableLocation) || hasTableId(def)) locations.add(def.TableLocation);
  }
  return locations;
}

function blockTitle(location: string): string {
  if (BLOCK_TITLES[location]) return BLOCK_TITLES[location];
  // 'ops.ApplicantReferences' -> 'References'
  const name = location.replace(/^.*\./, '').replace(/^Applicant(?=[A-Z])/, '');
  return name.replace(/([a-z])([A-Z])/g, '$1 $2');
}

export function buildModel(defs: readonly DynamicField[], sectionBy: SectionBy): FormModel {
  const locations = blockLocations(defs);
  const sections: SectionNode[] = [];
  const sectionByName = new Map<string, { section: SectionNode; used: Set<string> }>();
  const blockByLocation = new Map<string, { section: SectionNode; block: BlockNode; used: Set<string> }>();
  const placements: Placement[] = [];
  const top: FormModel['top'] = new Map();

  const sectionFor = (def: DynamicField) => {
    const name = def[sectionBy] ?? '';
    let entry = sectionByName.get(name);
    if (!entry) {
      const section: SectionNode = { key: `s${sections.length}`, title: name, members: [] };
      sections.push(section);
      entry = { section, used: new Set() };
      sectionByName.set(name, entry);
    }
    return entry;
  };

  for (const def of defs) {
    const location = def.TableLocation;
    if (location && locations.has(location)) {
      let entry = blockByLocation.get(location);
      if (!entry) {
        // The block list sits in the section of its first field, where that field appeared.
        const host = sectionFor(def);
        const block: BlockNode = {
          kind: 'block',
          key: allocateKey(host.used, location),
          location,
          title: blockTitle(location),
          fields: [],
          rows: [],
          compulsory: false,
        };
        host.section.members.push(block);
        entry = { section: host.section, block, used: new Set([TABLE_ID_KEY]) };
        blockByLocation.set(location, entry);
      }
      const { block, section, used } = entry;
      let node = block.fields.find((f) => f.def.FieldID === def.FieldID);
      if (!node) {
        node = { kind: 'field', key: allocateKey(used, def.FieldID), def };
        block.fields.push(node);
      }
      if (def.IsCompulsory === 'Yes') block.compulsory = true;
      if (hasTableId(def)) {
        let row = block.rows.find((r) => r.tableId === def.TableID);
        if (!row) {
          row = { tableId: def.TableID, defs: new Map() };
          block.rows.push(row);
        }
        if (!row.defs.has(def.FieldID)) row.defs.set(def.FieldID, def);
        placements.push({ kind: 'row', section, block, tableId: def.TableID, node });
      } else {
        placements.push({ kind: 'template', section, block, node });
      }
      continue;
    }
    const { section, used } = sectionFor(def);
    const node: FieldNode = { kind: 'field', key: allocateKey(used, def.FieldID), def };
    section.members.push(node);
    if (!top.has(def.FieldID)) top.set(def.FieldID, { section, node });
    placements.push({ kind: 'field', section, node });
  }

  const blocks = [...blockByLocation.values()].map(({ section, block }) => ({ section, block }));
  return { defs, sections, placements, blocks, top };
}

// ---- Reading the form data and building scopes for the rules -------------------------------------------------------

export type FormData = Record<string, unknown>;
export type BlockItem = Record<string, unknown>;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The named properties of form data that hold text, others left out (not set to undefined, so the result deep-equals
 * form data holding the same answers): how a page reads what a form reported into its own type without a cast.
 */
export function textValues<K extends string>(formData: FormData, keys: readonly K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = formData[key];
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}

export function sectionData(formData: FormData, section: SectionNode): Record<string, unknown> {
  const data = formData[section.key];
  return isRecord(data) ? data : {};
}

export function blockItems(formData: FormData, section: SectionNode, block: BlockNode): BlockItem[] {
  const items = sectionData(formData, section)[block.key];
  return Array.isArray(items) ? items.map((item) => (isRecord(item) ? item : {})) : [];
}

/** The value of a field outside blocks (undefined when empty or not a field of the form). */
export function topValue(model: FormModel, formData: FormData, fieldId: string): FormValue {
  const entry = model.top.get(fieldId);
  return entry ? asFormValue(sectionData(formData, entry.section)[entry.node.key]) : undefined;
}

/** The scope of a field outside blocks, in `section`. */
export function topScope(model: FormModel, formData: FormData, section: SectionNode): Scope {
  return {
    def: (id) => model.top.get(id)?.node.def,
    value: (id) => topValue(model, formData, id),
    sibling: (id) => {
      const entry = model.top.get(id);
      return entry && entry.section === section ? entry.node.def : undefined;
    },
  };
}

/** The scope of a field inside one block item: the item's own fields first, then the fields outside blocks. */
export function itemScope(model: FormModel, formData: FormData, block: BlockNode, item: BlockItem): Scope {
  const own = (id: string) => block.fields.find((f) => f.def.FieldID === id);
  return {
    def: (id) => own(id)?.def ?? model.top.get(id)?.node.def,
    value: (id) => {
      const node = own(id);
      return node ? asFormValue(item[node.key]) : topValue(model, formData, id);
    },
    sibling: (id) => own(id)?.def,
  };
}
