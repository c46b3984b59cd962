import { useLayoutEffect, useMemo, useRef } from 'react';
import { getUiOptions, type ErrorSchema, type FieldPathList, type FieldProps, type RJSFSchema } from '@rjsf/utils';
import {
  ADDRESS_PART_FIELDS,
  applyPickedAddress,
  choicesOfSchema,
  type AddressFieldKeys,
  type AddressPart,
  type ChoicesOf,
  type JsonSchema,
  type PickedAddress,
  type UiSchema as EngineUiSchema,
} from '../../src/engine';
import { AddressGroupContext, type AddressGroup } from './group';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readKeys(raw: unknown): AddressFieldKeys {
  const keys: AddressFieldKeys = {};
  if (!isRecord(raw)) return keys;
  for (const part of Object.keys(ADDRESS_PART_FIELDS) as AddressPart[]) {
    if (typeof raw[part] === 'string') keys[part] = raw[part];
  }
  return keys;
}

/**
 * The schema at a form-data path as the engine wrote it, before rjsf resolved its conditions for the current values:
 * the state's list (`if` the country is Australia) must be re-resolved for the picked country.
 */
function schemaAtPath(root: RJSFSchema, path: FieldPathList): RJSFSchema | undefined {
  let node: unknown = root;
  for (const segment of path) {
    if (!isRecord(node)) return undefined;
    node = typeof segment === 'number' ? node.items : isRecord(node.properties) ? node.properties[segment] : undefined;
  }
  return isRecord(node) ? (node as RJSFSchema) : undefined;
}

/**
 * `ui:field: 'addressGroup'` (set by the engine on a block item or section holding an address search box): renders the
 * object exactly as rjsf's ObjectField does, and lets the address widget inside fill the object's address fields in one
 * change. Which property holds which part comes from `ui:options.addressFields`; list fields (country, state) get the
 * choice that matches the picked value, the state from the list that applies to the picked country. Errors of the
 * fields it fills go at once, as they do when a person types into a field.
 */
export default function AddressGroupField(props: FieldProps) {
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  const group = useMemo<AddressGroup>(
    () => ({
      fill(picked: PickedAddress) {
        const { formData, schema, uiSchema, registry, errorSchema, onChange, fieldPathId } = latest.current;
        const keys = readKeys(getUiOptions(uiSchema).addressFields);
        const raw = schemaAtPath(registry.rootSchema, fieldPathId.path) ?? schema;
        const choicesOf: ChoicesOf = (key, values) => {
          const resolved = registry.schemaUtils.retrieveSchema(raw, values as never) as JsonSchema;
          return choicesOfSchema(resolved.properties?.[key], uiSchema?.[key] as EngineUiSchema | undefined);
        };
        const before = isRecord(formData) ? formData : {};
        const { data, filled } = applyPickedAddress(before, picked, keys, choicesOf);
        // What the user had in a field that the pick changed is said to them, so nothing is overwritten unseen. The
        // street is the search box's own text: the widget compares it itself.
        const replaced = filled
          .filter((key) => key !== keys.street)
          .filter((key) => typeof before[key] === 'string' && before[key] !== '' && before[key] !== data[key])
          .map((key) => {
            const title = (schema.properties?.[key] as RJSFSchema | undefined)?.title ?? key;
            return `${title} “${String(before[key])}”`;
          });
        let errors: ErrorSchema | undefined;
        if (errorSchema && Object.keys(errorSchema).length > 0) {
          const remaining: Record<string, unknown> = { ...errorSchema };
          for (const key of filled) delete remaining[key];
          errors = remaining as ErrorSchema;
        }
        onChange(data, fieldPathId.path, errors, fieldPathId.$id);
        return {
          replaced,
          undo: () => latest.current.onChange(before, fieldPathId.path, errorSchema, fieldPathId.$id),
        };
      },
    }),
    [],
  );

  const { ObjectField } = props.registry.fields;
  return (
    <AddressGroupContext.Provider value={group}>
      <ObjectField {...props} />
    </AddressGroupContext.Provider>
  );
}
