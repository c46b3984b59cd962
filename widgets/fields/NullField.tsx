import { useEffect } from 'react';
import { getUiOptions, getWidget, type FieldProps } from '@rjsf/utils';

/**
 * rjsf's NullField renders nothing and ignores `ui:widget`. Read-only text carries no value, so an engine may well
 * describe it as `{ "type": "null" }` with `"ui:widget": "display"`: this field renders the named widget then, and
 * otherwise behaves like rjsf's (sets the value to null).
 */
export default function NullField(props: FieldProps) {
  const { fieldPathId, formData, onChange, registry, schema, uiSchema, name, title } = props;
  const { widget, title: uiTitle, ...options } = getUiOptions(uiSchema);

  useEffect(() => {
    if (formData === undefined) onChange(null, fieldPathId.path);
  }, [fieldPathId, formData, onChange]);

  if (typeof widget !== 'string' || !(widget in registry.widgets)) return null;
  const Widget = getWidget(schema, widget, registry.widgets);
  return (
    <Widget
      id={fieldPathId.$id}
      name={name}
      label={uiTitle ?? title ?? schema.title ?? name}
      hideLabel={!registry.schemaUtils.getDisplayLabel(schema, uiSchema, registry.globalUiOptions)}
      schema={schema}
      uiSchema={uiSchema}
      options={options}
      value={null}
      onChange={() => undefined}
      onBlur={props.onBlur}
      onFocus={props.onFocus}
      registry={registry}
      disabled={props.disabled}
      readonly
    />
  );
}
