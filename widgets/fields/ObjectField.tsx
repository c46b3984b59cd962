import { memo, useMemo } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import {
  ADDITIONAL_PROPERTY_FLAG,
  getTemplate,
  getUiOptions,
  orderProperties,
  shouldRenderOptionalField,
  toFieldPathId,
  type ErrorSchema,
  type FieldPathId,
  type FieldProps,
  type RJSFSchema,
  type UiSchema,
} from '@rjsf/utils';
import { DeveloperError } from '../templates/DeveloperError';
import { isPlainString, StringProperty } from './StringProperty';
import { knownWidget } from '../knownWidgets';
import { ownUiOptions } from '../uiOptions';

/** rjsf's own object field: for what only it draws (additional properties, optional data controls). */
const RjsfObjectField = getDefaultRegistry().fields.ObjectField;

/**
 * The engine's objects (a step's sections, a block's items, the wizard's and filters' forms): rjsf's ObjectField, with
 * each plain text or list property drawn by StringProperty, the engine's own field, instead of rjsf's field stack (its
 * SchemaField, property wrapper and StringField: six components, a deep comparison of every prop and a schema
 * retrieval per field, per render). A step's property keeps its objects (schema, uiSchema, errors) while it does not
 * change, so a commit draws the one field that changed (docs/performance.md "bench:form"). Everything else (objects, arrays,
 * `ui:field`s, conditional or referenced schemas) goes through rjsf's SchemaField as before.
 */
export default function ObjectField(props: FieldProps) {
  const { schema: rawSchema, uiSchema = NO_UI, formData, errorSchema, fieldPathId, registry } = props;
  const { required = false, disabled, readonly, hideError, onChange, onBlur, onFocus, name, title } = props;
  const { schemaUtils, globalUiOptions } = registry;
  // The conditions (if/then lists that depend on another field) resolved for the current values: the properties
  // they do not change keep their schema objects.
  const schema = useMemo(() => schemaUtils.retrieveSchema(rawSchema, formData, true), [schemaUtils, rawSchema, formData]);
  if (needsRjsf(registry, schema, required, uiSchema)) return <RjsfObjectField {...props} />;

  const uiOptions = getUiOptions(uiSchema, globalUiOptions);
  const properties = (schema.properties ?? {}) as Record<string, RJSFSchema>;
  let order: string[];
  try {
    order = orderProperties(Object.keys(properties), uiOptions.order);
  } catch (error) {
    return (
      <DeveloperError>
        The object “{name || 'root'}” cannot be drawn: {(error as Error).message}
      </DeveloperError>
    );
  }
  const childFieldPathId = props.childFieldPathId ?? fieldPathId;
  const values = isRecord(formData) ? formData : undefined;
  const errors = errorSchema as Record<string, ErrorSchema | undefined> | undefined;
  const Template = getTemplate('ObjectFieldTemplate', registry, uiOptions);
  const templateTitle = uiOptions.title ?? schema.title ?? title ?? name;
  return (
    <Template
      title={uiOptions.label === false ? '' : templateTitle}
      description={uiOptions.label === false ? undefined : (uiOptions.description ?? schema.description)}
      properties={order.map((key) => {
        const propertySchema = properties[key];
        const propertyUi = knownWidget(uiSchema[key] as UiSchema | undefined, registry.widgets);
        const Property = isPlainString(propertySchema, propertyUi, schemaUtils) ? StringProperty : SchemaProperty;
        return {
          content: (
            <Property
              key={key}
              name={key}
              required={Array.isArray(schema.required) && schema.required.includes(key)}
              schema={propertySchema}
              uiSchema={propertyUi}
              errorSchema={errors?.[key]}
              formData={values?.[key]}
              parentPath={childFieldPathId.path}
              onChange={onChange}
              onBlur={onBlur}
              onFocus={onFocus}
              registry={registry}
              disabled={disabled}
              readonly={readonly}
              hideError={hideError}
            />
          ),
          name: key,
          readonly,
          disabled,
          required,
          hidden: ownUiOptions(propertyUi).widget === 'hidden',
        };
      })}
      readonly={readonly}
      disabled={disabled}
      required={required}
      fieldPathId={fieldPathId}
      uiSchema={uiSchema}
      errorSchema={errorSchema}
      schema={schema}
      formData={formData}
      registry={registry}
      onAddProperty={noProperties}
    />
  );
}

const NO_UI: UiSchema = {};

/** Objects that may hold properties of their own making, or may be left out: rjsf's object field draws them. */
function needsRjsf(registry: FieldProps['registry'], schema: RJSFSchema, required: boolean, uiSchema: UiSchema): boolean {
  return (
    schema.additionalProperties !== undefined ||
    schema.patternProperties !== undefined ||
    hasAddedProperty(schema) ||
    shouldRenderOptionalField(registry, schema, required, uiSchema)
  );
}

/** Per schema object, once: a step's section keeps its schema from one change to the next, and has dozens of properties. */
const addedPropertyIn = new WeakMap<RJSFSchema, boolean>();
function hasAddedProperty(schema: RJSFSchema): boolean {
  let added = addedPropertyIn.get(schema);
  if (added === undefined) {
    added = Object.values(schema.properties ?? {}).some((property) => isRecord(property) && ADDITIONAL_PROPERTY_FLAG in property);
    addedPropertyIn.set(schema, added);
  }
  return added;
}

/** Without additional properties there is never a property to add. */
function noProperties() {}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What an object hands each of its properties: the objects of a property that did not change keep their identity. */
export interface PropertyProps {
  name: string;
  required: boolean;
  schema: RJSFSchema;
  uiSchema: UiSchema | undefined;
  errorSchema: ErrorSchema | undefined;
  formData: unknown;
  /** The object's path: with `name`, the property's path and id. */
  parentPath: FieldPathId['path'];
  onChange: FieldProps['onChange'];
  onBlur: FieldProps['onBlur'];
  onFocus: FieldProps['onFocus'];
  registry: FieldProps['registry'];
  disabled: boolean | undefined;
  readonly: boolean | undefined;
  hideError: boolean | undefined;
}

/** Any other property, through rjsf's SchemaField, with its path object kept while the path is the same. */
const SchemaProperty = memo(function SchemaProperty(props: PropertyProps) {
  const { name, parentPath, registry, ...rest } = props;
  const { SchemaField } = registry.fields;
  const fieldPathId = useMemo(
    () => toFieldPathId(name, registry.globalFormOptions, parentPath),
    [name, registry.globalFormOptions, parentPath],
  );
  return <SchemaField {...rest} name={name} fieldPathId={fieldPathId} registry={registry} />;
});
