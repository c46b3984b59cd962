// Seeds the application's data from schemas/definitions/ (DESIGN.md: "an operator adds or changes a field by
// changing data, never code"):
//   <tab>.json               { tabName, fields: [DynamicField definitions] }  -> field_definitions (sort = position)
//   lookups.json             { <category>: [LookUpValue | [LookUpValue, MappingValue]] } -> lookups
//   check-type-labels.json   { <check type>: [{ FieldID, FieldLabel }] } -> lookups 'CheckTypeLabels:<check type>'
//   service-tabs.json        { tabOrder: [tab names], services: { <ServiceID>: [tab names] } } -> service_tabs
// Every file is checked against its JSON schema first: a mistake in the data stops the seed with the file's name.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv, { type ValidateFunction } from 'ajv';
import type { Tx } from './index';
import { fieldDefinitions, lookups, services, serviceTabs } from './schema';
import { checkTypeLabelsCategory } from '../domain/application-lookups';

export const DEFINITIONS_DIR = fileURLToPath(new URL('../../schemas/definitions/', import.meta.url));

const FIELD_TYPES = ['text', 'text/date', 'combo', 'combo+text', 'radio/check', 'custom', 'Document'];
const optionalText = { type: 'string', minLength: 1, maxLength: 500 } as const;

const tabFileSchema = {
  type: 'object',
  required: ['tabName', 'fields'],
  additionalProperties: false,
  properties: {
    $comment: { type: 'string' },
    tabName: { type: 'string', minLength: 1, maxLength: 100 },
    fields: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['FieldID', 'FieldName', 'FieldType', 'IsCompulsory'],
        additionalProperties: false,
        properties: {
          FieldID: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,99}$' },
          FieldName: { type: 'string', minLength: 1, maxLength: 500 },
          FieldType: { enum: FIELD_TYPES },
          IsCompulsory: { enum: ['Yes', 'No'] },
          ParentField: optionalText,
          PortalSection: optionalText,
          FormSection: optionalText,
          ComboCategory: optionalText,
          TableLocation: optionalText,
          CustomWidget: optionalText,
          HelpText: { type: 'string', minLength: 1, maxLength: 2000 },
          FillsField: optionalText,
          RelabelsFields: { const: 'Y' },
        },
      },
    },
  },
} as const;

const lookupsFileSchema = {
  type: 'object',
  additionalProperties: {
    type: 'array',
    items: {
      anyOf: [
        { type: 'string', minLength: 1 },
        { type: 'array', minItems: 2, maxItems: 2, items: { type: 'string', minLength: 1 } },
      ],
    },
  },
  properties: { $comment: { type: 'string' } },
} as const;

const labelsFileSchema = {
  type: 'object',
  additionalProperties: {
    type: 'array',
    items: {
      type: 'object',
      required: ['FieldID', 'FieldLabel'],
      additionalProperties: false,
      properties: { FieldID: { type: 'string', minLength: 1 }, FieldLabel: { type: 'string', minLength: 1 } },
    },
  },
} as const;

const serviceTabsFileSchema = {
  type: 'object',
  required: ['tabOrder', 'services'],
  additionalProperties: false,
  properties: {
    tabOrder: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', minLength: 1 } },
    services: { type: 'object', additionalProperties: { type: 'array', uniqueItems: true, items: { type: 'string', minLength: 1 } } },
  },
} as const;

export interface TabDefinitionFile {
  tabName: string;
  fields: Array<{
    FieldID: string;
    FieldName: string;
    FieldType: string;
    IsCompulsory: 'Yes' | 'No';
    ParentField?: string;
    PortalSection?: string;
    FormSection?: string;
    ComboCategory?: string;
    TableLocation?: string;
    CustomWidget?: string;
    HelpText?: string;
    FillsField?: string;
    RelabelsFields?: 'Y';
  }>;
}

export interface ApplicationSeed {
  tabs: TabDefinitionFile[];
  lookups: Record<string, Array<string | [string, string]>>;
  checkTypeLabels: Record<string, Array<{ FieldID: string; FieldLabel: string }>>;
  serviceTabs: { tabOrder: string[]; services: Record<string, string[]> };
}

const SPECIAL_FILES = { lookups: 'lookups.json', labels: 'check-type-labels.json', serviceTabs: 'service-tabs.json' };

function readChecked<T>(dir: string, file: string, validate: ValidateFunction): T {
  const data: unknown = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  if (!validate(data)) {
    const first = validate.errors?.[0];
    throw new Error(`${file}: ${first?.instancePath || '(root)'} ${first?.message ?? 'is invalid'}`);
  }
  return data as T;
}

/** Reads and checks every file of the definitions folder; every other .json file there is a tab. */
export function loadApplicationSeed(dir: string = DEFINITIONS_DIR): ApplicationSeed {
  const ajv = new Ajv({ allErrors: false });
  const tabFile = ajv.compile(tabFileSchema);
  const special = new Set(Object.values(SPECIAL_FILES));
  const tabs = readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !special.has(f))
    .sort()
    .map((f) => readChecked<TabDefinitionFile>(dir, f, tabFile));
  const seed: ApplicationSeed = {
    tabs,
    lookups: readChecked(dir, SPECIAL_FILES.lookups, ajv.compile(lookupsFileSchema)),
    checkTypeLabels: readChecked(dir, SPECIAL_FILES.labels, ajv.compile(labelsFileSchema)),
    serviceTabs: readChecked(dir, SPECIAL_FILES.serviceTabs, ajv.compile(serviceTabsFileSchema)),
  };
  checkReferences(seed);
  return seed;
}

/** Names that point elsewhere must exist: tabs of services, combo categories, parents, filled fields. */
function checkReferences(seed: ApplicationSeed): void {
  const tabNames = new Set(seed.tabs.map((t) => t.tabName));
  if (tabNames.size !== seed.tabs.length) throw new Error('schemas/definitions: two files define the same tabName');
  for (const [serviceId, tabs] of Object.entries(seed.serviceTabs.services)) {
    for (const tab of tabs) {
      if (!seed.serviceTabs.tabOrder.includes(tab)) throw new Error(`service-tabs.json: ${serviceId} names '${tab}', which tabOrder does not list`);
    }
  }
  for (const tab of seed.tabs) {
    const ids = new Set(tab.fields.map((f) => f.FieldID));
    for (const field of tab.fields) {
      if (field.ComboCategory && !seed.lookups[field.ComboCategory]) {
        throw new Error(`${tab.tabName}: ${field.FieldID} uses ComboCategory '${field.ComboCategory}', which lookups.json lacks`);
      }
      if (field.ParentField && !ids.has(field.ParentField)) {
        throw new Error(`${tab.tabName}: ${field.FieldID} has ParentField '${field.ParentField}', which the tab lacks`);
      }
      if (field.FillsField && !ids.has(field.FillsField)) {
        throw new Error(`${tab.tabName}: ${field.FieldID} has FillsField '${field.FillsField}', which the tab lacks`);
      }
    }
  }
}

/** Inserts the application data; called by seedDemoData inside its transaction, after the services exist. */
export async function seedApplication(tx: Tx, seed: ApplicationSeed = loadApplicationSeed()): Promise<void> {
  for (const tab of seed.tabs) {
    await tx.insert(fieldDefinitions).values(
      tab.fields.map((f, index) => ({
        tabName: tab.tabName,
        fieldId: f.FieldID,
        fieldName: f.FieldName,
        fieldType: f.FieldType,
        isCompulsory: f.IsCompulsory,
        parentField: f.ParentField ?? null,
        portalSection: f.PortalSection ?? null,
        formSection: f.FormSection ?? null,
        comboCategory: f.ComboCategory ?? null,
        tableLocation: f.TableLocation ?? null,
        customWidget: f.CustomWidget ?? null,
        helpText: f.HelpText ?? null,
        fillsField: f.FillsField ?? null,
        relabelsFields: f.RelabelsFields ?? null,
        sort: (index + 1) * 10,
      })),
    );
  }

  const lookupRows = Object.entries(seed.lookups)
    .filter(([category]) => category !== '$comment')
    .flatMap(([category, values]) =>
      values.map((value, sort) =>
        typeof value === 'string'
          ? { category, lookUpValue: value, mappingValue: null, sort }
          : { category, lookUpValue: value[0], mappingValue: value[1], sort },
      ),
    );
  const labelRows = Object.entries(seed.checkTypeLabels).flatMap(([checkType, labels]) =>
    labels.map((l, sort) => ({ category: checkTypeLabelsCategory(checkType), lookUpValue: l.FieldID, mappingValue: l.FieldLabel, sort })),
  );
  await tx.insert(lookups).values([...lookupRows, ...labelRows]);

  const known = new Set((await tx.select({ id: services.serviceId }).from(services)).map((s) => s.id));
  const tabRows = Object.entries(seed.serviceTabs.services).flatMap(([serviceId, tabs]) => {
    if (!known.has(serviceId)) throw new Error(`service-tabs.json names service ${serviceId}, which the catalogue lacks`);
    return tabs.map((tabName) => ({ serviceId, tabName, sort: seed.serviceTabs.tabOrder.indexOf(tabName) + 1 }));
  });
  if (tabRows.length) await tx.insert(serviceTabs).values(tabRows);
}
