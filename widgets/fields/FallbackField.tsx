import type { FieldProps } from '@rjsf/utils';

/**
 * A schema that names no type and none rjsf can guess (no enum, const, properties or items: `{ "title": "Notes" }`)
 * gets rjsf's FallbackField, which shows an "Unsupported field schema" box unless a form opts into its type picker.
 * Here it is drawn as the type of the value it holds, a text box while it holds none: such a schema accepts any value,
 * and a person answers in words.
 */
export default function FallbackField(props: FieldProps) {
  const { formData, registry, schema } = props;
  const type = Array.isArray(formData) ? 'array' : formData === null ? 'null' : typeof formData;
  const { StringField, NumberField, BooleanField, ObjectField, ArrayField } = registry.fields;
  const Field =
    type === 'number' ? NumberField : type === 'boolean' ? BooleanField : type === 'object' ? ObjectField : type === 'array' ? ArrayField : StringField;
  const typed = type === 'number' || type === 'boolean' || type === 'object' || type === 'array' ? type : 'string';
  return <Field {...props} schema={{ ...schema, type: typed }} />;
}
