import { memo, useCallback, useMemo } from 'react';
import {
  descriptionId,
  getTemplate,
  getWidget,
  hasWidget,
  optionsList,
  toFieldPathId,
  type ErrorSchema,
  type FieldTemplateProps,
  type RJSFSchema,
  type RegistryWidgetsType,
  type SchemaUtilsType,
  type UiSchema,
  type Widget,
} from '@rjsf/utils';
import type { PropertyProps } from './ObjectField';
import { ownUiOptions } from '../uiOptions';

/** Keywords whose meaning only rjsf's field stack resolves (references, conditions, choices of schemas). */
const RJSF_KEYWORDS = ['$ref', 'anyOf', 'allOf', 'if', 'dependencies', 'deprecated'];
const plainSchemas = new WeakMap<object, boolean>();

/**
 * A property StringProperty draws as rjsf's SchemaField and StringField would: a string (a text, a date, a list of
 * `oneOf` constants or an `enum`), which no `ui:field` takes over. Every field of the engine's steps is one.
 */
export function isPlainString(schema: RJSFSchema | undefined, uiSchema: UiSchema | undefined, schemaUtils: SchemaUtilsType): boolean {
  if (!schema || typeof schema !== 'object' || uiSchema?.['ui:field'] || ownUiOptions(uiSchema).field) return false;
  let plain = plainSchemas.get(schema);
  if (plain === undefined) {
    plain =
      schema.type === 'string' &&
      !RJSF_KEYWORDS.some((keyword) => keyword in schema) &&
      (!('oneOf' in schema) || schemaUtils.isSelect(schema));
    plainSchemas.set(schema, plain);
  }
  return plain;
}

/**
 * One text or list property, drawn by the theme's FieldTemplate and the widget its uiSchema names, with the props
 * rjsf's SchemaField and StringField give them (ids, label, errors, description, help, options). Memoised on its own
 * props, which stay the same objects while the property does not change: a commit redraws the field it changed.
 * A hidden property draws nothing (the theme's FieldTemplate draws nothing for one either).
 */
export const StringProperty = memo(function StringProperty(props: PropertyProps) {
  const { name, schema, uiSchema = NO_UI, formData, errorSchema, parentPath, registry, onChange, onBlur, onFocus } = props;
  const { globalUiOptions, globalFormOptions, widgets } = registry;
  const fieldPathId = useMemo(() => toFieldPathId(name, globalFormOptions, parentPath), [name, globalFormOptions, parentPath]);
  const id = fieldPathId.$id;
  const onWidgetChange = useCallback(
    (value: unknown, newErrorSchema?: ErrorSchema, changedId?: string) =>
      onChange(value, fieldPathId.path, newErrorSchema, changedId || id),
    [onChange, fieldPathId, id],
  );
  // The uiSchema's own options, read once: with the form's global options below them, they are rjsf's getUiOptions.
  const ownOptions = ownUiOptions(uiSchema);
  const uiOptions = globalUiOptions ? { ...globalUiOptions, ...ownOptions } : ownOptions;
  if (uiOptions.widget === 'hidden') return null;

  const FieldTemplate = getTemplate('FieldTemplate', registry, uiOptions);
  const FieldErrorTemplate = getTemplate('FieldErrorTemplate', registry, uiOptions);
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, uiOptions);
  const FieldHelpTemplate = getTemplate('FieldHelpTemplate', registry, uiOptions);
  const disabled = Boolean(uiOptions.disabled ?? props.disabled);
  const readonly = Boolean(uiOptions.readonly ?? (props.readonly || schema.readOnly));
  const hideError = uiOptions.hideError === undefined ? props.hideError : Boolean(uiOptions.hideError);
  // rjsf's getDisplayLabel for a string without a `ui:field` (isPlainString), without its schema retrieval.
  const displayLabel = uiOptions.label === undefined || Boolean(uiOptions.label);
  const rawErrors = hideError ? undefined : errorSchema?.__errors;
  const hasErrors = Boolean(rawErrors && rawErrors.length > 0);
  const label = uiOptions.title || schema.title || name;
  const description = uiOptions.description || schema.description || '';
  const help = uiOptions.help;

  // What rjsf's StringField hands the widget: the uiSchema's options beside the list's choices.
  const { defaultWidget, enumOptions } = defaultWidgetOf(schema, uiSchema, widgets);
  const { widget = defaultWidget, placeholder = '', title: uiTitle, ...options } = ownOptions;
  const Widget = widgetOf(schema, widget, widgets);
  const classNames = ['rjsf-field rjsf-field-string', hasErrors ? 'rjsf-field-error' : '', uiOptions.classNames ?? '']
    .filter(Boolean)
    .join(' ');
  // Templates with nothing to show are not made: the theme's FieldTemplate draws each part only when it has one.
  const templateProps: Omit<FieldTemplateProps, 'children'> = {
    id,
    fieldPathId,
    label,
    description: description ? (
      <DescriptionFieldTemplate id={descriptionId(id)} description={description} schema={schema} uiSchema={uiSchema} registry={registry} />
    ) : undefined,
    rawDescription: description,
    help: help ? (
      <FieldHelpTemplate help={help} fieldPathId={fieldPathId} schema={schema} uiSchema={uiSchema} hasErrors={hasErrors} registry={registry} />
    ) : undefined,
    rawHelp: typeof help === 'string' ? help : undefined,
    errors: hasErrors ? (
      <FieldErrorTemplate errors={rawErrors} errorSchema={errorSchema} fieldPathId={fieldPathId} schema={schema} uiSchema={uiSchema} registry={registry} />
    ) : undefined,
    rawErrors,
    hidden: false,
    onChange,
    // Only additional properties are renamed or removed (ObjectField gives those to rjsf's).
    onKeyRename: ignore,
    onKeyRenameBlur: ignore,
    onRemoveProperty: ignore,
    required: props.required,
    disabled,
    readonly,
    hideError,
    displayLabel,
    classNames,
    style: uiOptions.style,
    formData,
    schema,
    uiSchema,
    registry,
  };
  return (
    <FieldTemplate {...templateProps}>
      {Widget ? (
        <Widget
          options={{ ...options, enumOptions }}
          schema={schema}
          uiSchema={uiSchema}
          id={id}
          name={name}
          label={uiTitle ?? schema.title ?? name}
          hideLabel={!displayLabel}
          hideError={hideError}
          value={formData}
          onChange={onWidgetChange}
          onBlur={onBlur}
          onFocus={onFocus}
          required={props.required}
          disabled={disabled}
          readonly={readonly}
          autofocus={Boolean(uiOptions.autofocus)}
          registry={registry}
          placeholder={placeholder}
          rawErrors={rawErrors}
          htmlName={fieldPathId.name}
        />
      ) : (
        <></>
      )}
    </FieldTemplate>
  );
});

const NO_UI: UiSchema = {};

/**
 * rjsf's resolveDefaultWidget for a plain string (isPlainString: no reference or condition, a `oneOf` only of
 * constants), without the schema retrieval rjsf's isSelect does first: a list of choices is a select, else a text,
 * unless a widget is registered under the schema's `format`.
 */
function defaultWidgetOf(schema: RJSFSchema, uiSchema: UiSchema, widgets: RegistryWidgetsType) {
  const enumOptions = Array.isArray(schema.enum) || Array.isArray(schema.oneOf) ? optionsList(schema, uiSchema) : undefined;
  const { format } = schema;
  const defaultWidget = format && hasWidget(schema, format, widgets) ? format : enumOptions ? 'select' : 'text';
  return { defaultWidget, enumOptions };
}

/**
 * The widget a name stands for. A registered function component is drawn as it is: rjsf's getWidget wraps every
 * widget in a component of its own that only merges the widget's `defaultProps.options`, which ours do not have.
 * Null for a name nothing is registered under (FieldTemplate says which).
 */
function widgetOf(schema: RJSFSchema, widget: unknown, widgets: RegistryWidgetsType): Widget | null {
  const registered = typeof widget === 'string' ? widgets[widget] : widget;
  if (typeof registered === 'function' && !('defaultProps' in registered)) return registered as Widget;
  try {
    return getWidget(schema, widget as Widget | string, widgets);
  } catch {
    return null;
  }
}

function ignore() {}
