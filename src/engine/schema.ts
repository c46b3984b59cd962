// JSON schema and uiSchema of a dynamic form, following the uiSchema contract with the widgets (see index.ts).
//
// The schema is static (built once, so ajv compiles it once): types, choices, minLength, date patterns, the fields that
// are required whatever the user types, and if/then branches for lists that depend on another field. Everything that
// depends on values (a ParentField's Y, SingleNameFlag, AddressType) lives in uiSchemaFor(formData) (hidden, required
// marker, read-only) and in the rules, which the rjsf customValidate adapter applies (validation.ts).

import { addressFieldKeys, addressGroupUi } from './address-fill';
import { DATE_MAX_LENGTH, DATE_PATTERN, PARTIAL_DATE_PATTERN } from './dates';
import { asFormValue, DEFAULT_N_FIELDS, fieldKind, isEmptyValue, maxTextLength, minTextLength, TEXT_MAX_LENGTH, type FormValue } from './fields';
import {
  ADD_BLOCK,
  ADD_EDUCATION,
  ADD_EMPLOYMENT,
  ADD_LICENCE,
  ADD_PREVIOUS_ADDRESS,
  ADD_REFERENCE,
  DATE_PLACEHOLDER,
  PARTIAL_DATE_PLACEHOLDER,
  PREVIOUS_NAME_HELP,
  REMOVE_BLOCK,
  URGENT_HELP,
  VOLUNTEER_HELP,
} from './messages';
import {
  itemScope,
  isRecord,
  sectionData,
  TABLE_ID_KEY,
  topScope,
  type BlockItem,
  type BlockNode,
  type FieldNode,
  type FormData,
  type FormModel,
  type SectionNode,
} from './model';
import { everyChoice, optionDependency, ownElements, toChoices, type Choice, type OptionCatalogue } from './options';
import { isHidden, isRequired, requirementDependencies, type RuleOptions, type Scope } from './rules';
import type { DynamicField } from './types';
import type { JsonSchema, UiSchema } from './json-schema';

export type { JsonSchema, UiSchema } from './json-schema';

/** Options of a repeatable block list, by TableLocation. */
export interface BlockOptions {
  addLabel?: string;
  /** Minimum number of blocks: pre-created on load, and the list cannot go below it. */
  min?: number;
  /** Maximum number of blocks. */
  max?: number;
  /** Shown when removing would go below `min` (references: 'You must have at least {n} references'). */
  minMessage?: string;
  /** Shown when adding would go above `max` (references: 'You can only add up to {n} references'). */
  maxMessage?: string;
}

export interface SchemaContext {
  model: FormModel;
  labels: Record<string, string>;
  catalogue: OptionCatalogue;
  blocks: Record<string, BlockOptions>;
  rules: RuleOptions;
}

const DEFAULT_ADD_LABELS: Record<string, string> = {
  'ops.ApplicantDocs': ADD_LICENCE,
  'ops.ApplicantEmploymentHis': ADD_EMPLOYMENT,
  'ops.ApplicantEducation': ADD_EDUCATION,
  'ops.ApplicantAddress': ADD_PREVIOUS_ADDRESS,
  'ops.ApplicantReferees': ADD_REFERENCE,
};

const DEFAULT_HELP: Record<string, string> = {
  IsVounteering: VOLUNTEER_HELP,
  IsUrgent: URGENT_HELP,
  PreviousNameFlag: PREVIOUS_NAME_HELP,
};

/** A scope that knows the definitions but no values: what the schema can say before the user types anything. */
function staticScope(scope: Scope): Scope {
  return { def: scope.def, sibling: scope.sibling, value: () => undefined };
}

/** Whether the field is required whatever the values are, so the schema's `required` can carry it. */
function alwaysRequired(def: DynamicField, scope: Scope, rules: RuleOptions): boolean {
  const fixed = staticScope(scope);
  return requirementDependencies(def, fixed).length === 0 && isRequired(def, fixed, rules);
}

/**
 * A list's values as a JSON-schema `enum`; its labels are the uiSchema's `ui:enumNames` (staticFieldUi). Not `oneOf`
 * constants with titles: rjsf matches the form data against every choice of every `oneOf` on each change (its default
 * form state), and the compiled validator module carries one function per choice (3 lists of 200 countries: 303 kB
 * against 8 kB as enums, docs/performance.md "27 Nov: lists as enums").
 */
function listSchema(choices: readonly Choice[]): JsonSchema {
  return { type: 'string', enum: choices.map((c) => c.value) };
}

function fieldSchema(node: FieldNode, scope: Scope, ctx: SchemaContext): JsonSchema {
  const def = node.def;
  const title = ctx.labels[def.FieldID] ?? def.FieldName;
  switch (fieldKind(def)) {
    case 'text': {
      const min = minTextLength(def);
      const max = maxTextLength(def);
      const schema: JsonSchema = { type: 'string', title, maxLength: max };
      if (min > 0) schema.minLength = min;
      return schema;
    }
    case 'date':
      return { type: 'string', title, pattern: DATE_PATTERN, maxLength: DATE_MAX_LENGTH };
    case 'partialDate':
      return { type: 'string', title, pattern: PARTIAL_DATE_PATTERN, maxLength: DATE_MAX_LENGTH };
    case 'combo': {
      // A dependent list gets its choices from if/then branches of the enclosing object (objectSchema).
      if (optionDependency(def, scope.sibling, ctx.catalogue)) return { type: 'string', title };
      const choices = toChoices(ownElements(def, ctx.catalogue));
      // No list at all (no elements and nothing in the catalogue): a text input keeps the field fillable.
      return choices.length > 0 ? { ...listSchema(choices), title } : { type: 'string', title };
    }
    case 'yesNo':
      return DEFAULT_N_FIELDS.has(def.FieldID)
        ? { type: 'string', title, enum: ['Y', 'N'], default: 'N' }
        : { type: 'string', title, enum: ['Y', 'N'] };
    case 'comboText':
      return { type: 'string', title, maxLength: TEXT_MAX_LENGTH };
    default:
      return { type: 'string', title };
  }
}

/** if/then branches giving a dependent field its list according to the field it depends on. */
function dependencyBranches(nodes: readonly FieldNode[], scope: Scope, ctx: SchemaContext): JsonSchema[] {
  const branches: JsonSchema[] = [];
  for (const node of nodes) {
    const dependency = optionDependency(node.def, scope.sibling, ctx.catalogue);
    const on = dependency && nodes.find((n) => n.def.FieldID === dependency.on);
    if (!dependency || !on) continue;
    const when = (values: string[]): JsonSchema => ({
      type: 'object',
      properties: { [on.key]: { type: 'string', enum: values } },
      required: [on.key],
    });
    for (const branch of dependency.branches) {
      branches.push({
        if: when(branch.when),
        then: { type: 'object', properties: { [node.key]: listSchema(branch.choices) } },
      });
    }
    if (dependency.otherwise) {
      branches.push({
        if: when(dependency.branches.flatMap((b) => b.when)),
        else: {
          type: 'object',
          properties: { [node.key]: listSchema(dependency.otherwise) },
        },
      });
    }
  }
  return branches;
}

/** A property of an object schema: a field, or a ready schema (a block list inside a section, TableID in an item). */
type Member = FieldNode | { kind: 'schema'; key: string; schema: JsonSchema };

function objectSchema(title: string | undefined, members: readonly Member[], scope: Scope, ctx: SchemaContext): JsonSchema {
  const fields = members.filter((m): m is FieldNode => m.kind === 'field');
  const properties: Record<string, JsonSchema> = {};
  for (const member of members) {
    properties[member.key] = member.kind === 'field' ? fieldSchema(member, scope, ctx) : member.schema;
  }
  const schema: JsonSchema = { type: 'object' };
  if (title !== undefined) schema.title = title;
  schema.properties = properties;
  const required = fields.filter((n) => alwaysRequired(n.def, scope, ctx.rules)).map((n) => n.key);
  if (required.length > 0) schema.required = required;
  const branches = dependencyBranches(fields, scope, ctx);
  if (branches.length > 0) schema.allOf = branches;
  return schema;
}

function blockSchema(block: BlockNode, sectionTitle: string, ctx: SchemaContext): JsonSchema {
  const scope = itemScope(ctx.model, {}, block, {});
  const tableId: Member = { kind: 'schema', key: TABLE_ID_KEY, schema: { type: 'integer' } };
  const items = objectSchema(undefined, [tableId, ...block.fields], scope, ctx);
  // A block list alone in a section of the same name ('Education' in 'Education') would show its heading twice.
  return block.title === sectionTitle ? { type: 'array', items } : { type: 'array', title: block.title, items };
}

export function buildSchema(ctx: SchemaContext): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const section of ctx.model.sections) {
    const scope = topScope(ctx.model, {}, section);
    const members = section.members.map((m): Member =>
      m.kind === 'field' ? m : { kind: 'schema', key: m.key, schema: blockSchema(m, section.title, ctx) },
    );
    properties[section.key] = objectSchema(section.title, members, scope, ctx);
  }
  return { type: 'object', properties };
}

// ---- uiSchema ----------------------------------------------------------------------------------------------------

/** The widget contract: which registered widget edits the field. Undefined lets rjsf choose from the schema. */
function widgetName(node: FieldNode, scope: Scope, ctx: SchemaContext): string | undefined {
  const def = node.def;
  switch (fieldKind(def)) {
    case 'text':
      return 'text';
    case 'date':
      return 'date';
    case 'partialDate':
      return 'partialDate';
    case 'combo':
      // A dependent list is a select or a text box depending on the resolved schema (AddressState outside Australia).
      if (optionDependency(def, scope.sibling, ctx.catalogue)) return undefined;
      return toChoices(ownElements(def, ctx.catalogue)).length > 0 ? 'select' : 'text';
    case 'comboText':
      return 'comboText';
    case 'yesNo':
      return 'yesNo';
    case 'document':
      return 'document';
    case 'custom':
      return def.CustomWidget || 'text';
  }
}

/** The part of a field's uiSchema that does not depend on values. */
function staticFieldUi(node: FieldNode, scope: Scope, ctx: SchemaContext): UiSchema {
  const def = node.def;
  const ui: UiSchema = {};
  const widget = widgetName(node, scope, ctx);
  if (widget) ui['ui:widget'] = widget;
  const options: Record<string, unknown> = {};
  const kind = fieldKind(def);
  if (kind === 'comboText') options.suggestions = toChoices(ownElements(def, ctx.catalogue));
  if (kind === 'combo') {
    // The labels of the list's values (the schema's `enum`), of every branch of a dependent list: rjsf's optionsList
    // reads a map by value, whichever branch's values the resolved schema offers.
    const labels = everyChoice(def, scope.sibling, ctx.catalogue);
    if (labels.length > 0) ui['ui:enumNames'] = Object.fromEntries(labels.map((c) => [c.value, c.label]));
  }
  // Widgets that upload or draw need to know which field they serve (document names, signature kind).
  if (kind === 'custom' || kind === 'document') options.fieldId = def.FieldID;
  if (Object.keys(options).length > 0) ui['ui:options'] = options;
  if (kind === 'date') ui['ui:placeholder'] = DATE_PLACEHOLDER;
  if (kind === 'partialDate') ui['ui:placeholder'] = PARTIAL_DATE_PLACEHOLDER;
  const help = def.HelpText || DEFAULT_HELP[def.FieldID];
  if (help) ui['ui:help'] = help;
  return ui;
}

interface FieldState {
  hidden: boolean;
  required: boolean;
  readonly: boolean;
}

function fieldState(node: FieldNode, scope: Scope, rules: RuleOptions): FieldState {
  const hidden = isHidden(node.def, scope);
  return {
    hidden,
    required: !hidden && isRequired(node.def, scope, rules),
    // "SingleNameFlag is disabled once a first name exists."
    readonly: node.def.FieldID === 'SingleNameFlag' && !isEmptyValue(scope.value('FirstName')),
  };
}

/**
 * Builds uiSchemas, reusing the object of a field whose state did not change so rjsf's equality checks stay cheap on
 * steps with hundreds of fields.
 */
export class UiSchemaBuilder {
  // By field, its uiSchema in each state it has been in (a plain object: a Map per field weighed ~100 KB at 1,000).
  private readonly cache = new Map<FieldNode, Record<string, UiSchema>>();
  private readonly statics = new Map<FieldNode, UiSchema>();
  // The last uiSchema of each block, section and the whole form: returned again while nothing in it changed, so only
  // the section a change affects gets a new object (a renderer memoising by section redraws that one only).
  private readonly lastBlock = new Map<BlockNode, { ui: UiSchema; fieldUis: UiSchema[] | null; formData: FormData }>();
  private readonly lastSection = new Map<SectionNode, UiSchema>();
  /** The values a section's last uiSchema was built from (every value its rules read), for sections without blocks. */
  private readonly sectionReads = new Map<SectionNode, Map<string, FormValue>>();
  private lastRoot: UiSchema | null = null;

  constructor(private readonly ctx: SchemaContext) {}

  private fieldUi(node: FieldNode, scope: Scope): UiSchema {
    const state = fieldState(node, scope, this.ctx.rules);
    const signature = `${state.hidden}|${state.required}|${state.readonly}`;
    let byState = this.cache.get(node);
    if (!byState) {
      byState = {};
      this.cache.set(node, byState);
    }
    const cached = byState[signature];
    if (cached) return cached;
    let ui: UiSchema;
    if (state.hidden) {
      ui = { 'ui:widget': 'hidden' };
    } else {
      let base = this.statics.get(node);
      if (!base) {
        base = staticFieldUi(node, scope, this.ctx);
        this.statics.set(node, base);
      }
      ui = { ...base };
      // Required marker that follows ParentField and the other value-dependent rules (schema `required` is static).
      if (state.required) ui['ui:options'] = { ...(base['ui:options'] as object | undefined), required: true };
      if (state.readonly) ui['ui:readonly'] = true;
    }
    byState[signature] = ui;
    return ui;
  }

  private itemUi(block: BlockNode, formData: FormData, item: BlockItem): UiSchema {
    const scope = itemScope(this.ctx.model, formData, block, item);
    const ui: UiSchema = { [TABLE_ID_KEY]: { 'ui:widget': 'hidden' } };
    for (const node of block.fields) ui[node.key] = this.fieldUi(node, scope);
    // An item with an address search box is an address group: picking an address fills its sibling fields.
    const address = addressFieldKeys(block.fields);
    if (address) {
      const { 'ui:field': field, addressFields } = addressGroupUi(address);
      ui['ui:field'] = field;
      ui['ui:options'] = { addressFields };
    }
    return ui;
  }

  private blockUi(block: BlockNode, formData: FormData): UiSchema {
    const limits = this.ctx.blocks[block.location] ?? {};
    const options: Record<string, unknown> = {
      block: true,
      addLabel: limits.addLabel ?? DEFAULT_ADD_LABELS[block.location] ?? ADD_BLOCK,
      removeLabel: REMOVE_BLOCK,
      // "The first block cannot be removed if compulsory"; references keep their first block too (min >= 1).
      firstRemovable: !(block.compulsory || (limits.min ?? 0) >= 1),
      // Rows keep their order: TableIDs, not positions, identify them.
      orderable: false,
    };
    if (limits.min !== undefined) options.minItems = limits.min;
    if (limits.max !== undefined) options.maxItems = limits.max;
    if (limits.minMessage !== undefined) options.minMessage = limits.minMessage;
    if (limits.maxMessage !== undefined) options.maxMessage = limits.maxMessage;
    const probe = itemScope(this.ctx.model, {}, block, {});
    const itemsDiffer = block.fields.some(
      (n) => requirementDependencies(n.def, probe).length > 0 || n.def.FieldID === 'SingleNameFlag',
    );
    const last = this.lastBlock.get(block);
    // Items whose fields show, hide or become required by their own values need a uiSchema per item: a function of
    // the item, which reads the fields outside blocks from this form data, so it is kept while those are unchanged.
    if (itemsDiffer) {
      if (last && sameTopValues(this.ctx.model, last.formData, formData)) return last.ui;
      const ui = { 'ui:options': options, items: (item: unknown) => this.itemUi(block, formData, isRecord(item) ? item : {}) };
      this.lastBlock.set(block, { ui, fieldUis: null, formData });
      return ui;
    }
    const items = this.itemUi(block, formData, {});
    const fieldUis = block.fields.map((node) => items[node.key] as UiSchema);
    if (last?.fieldUis && last.fieldUis.every((fieldUi, index) => fieldUi === fieldUis[index])) return last.ui;
    const ui = { 'ui:options': options, items };
    this.lastBlock.set(block, { ui, fieldUis, formData });
    return ui;
  }

  uiSchemaFor(formData: FormData): UiSchema {
    const ui: UiSchema = {};
    for (const section of this.ctx.model.sections) {
      ui[section.key] = this.sectionUi(section, formData);
    }
    const last = this.lastRoot;
    if (last && this.ctx.model.sections.every((section) => last[section.key] === ui[section.key])) return last;
    this.lastRoot = ui;
    return ui;
  }

  private sectionUi(section: SectionNode, formData: FormData): UiSchema {
    // A section's fields see the form only through their scope's values: while every value its last uiSchema read is
    // the same, that uiSchema still holds, and checking those few values is all a change elsewhere costs it (a step of
    // 1,000 fields rebuilds only the section a commit touched). Blocks read their items too: always rebuilt (cached
    // per field below).
    const hasBlocks = section.members.some((member) => member.kind === 'block');
    const base = topScope(this.ctx.model, formData, section);
    const reads = this.sectionReads.get(section);
    const last = this.lastSection.get(section);
    if (!hasBlocks && reads && last && [...reads].every(([id, value]) => base.value(id) === value)) return last;
    const read = new Map<string, FormValue>();
    const scope: Scope = {
      ...base,
      value: (id) => {
        const value = base.value(id);
        read.set(id, value);
        return value;
      },
    };
    const ui: UiSchema = { 'ui:options': { section: true } };
    // A section holding an address search box outside any block is an address group too (see itemUi).
    const address = addressFieldKeys(section.members.filter((m): m is FieldNode => m.kind === 'field'));
    if (address) {
      const { 'ui:field': field, addressFields } = addressGroupUi(address);
      ui['ui:field'] = field;
      ui['ui:options'] = { section: true, addressFields };
    }
    for (const member of section.members) {
      ui[member.key] = member.kind === 'field' ? this.fieldUi(member, scope) : this.blockUi(member, formData);
    }
    if (!hasBlocks) this.sectionReads.set(section, read);
    if (last && section.members.every((member) => last[member.key] === ui[member.key])) return last;
    this.lastSection.set(section, ui);
    return ui;
  }
}

/** Whether every field outside blocks has the same value in both form data. */
function sameTopValues(model: FormModel, a: FormData, b: FormData): boolean {
  for (const { section, node } of model.top.values()) {
    if (asFormValue(sectionData(a, section)[node.key]) !== asFormValue(sectionData(b, section)[node.key])) return false;
  }
  return true;
}
