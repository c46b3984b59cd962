// A section of plain values (plainSection.ts: texts, dates, Y/N questions, choice lists) drawn without rjsf's Form.
// Its data is the page's: a change goes to the page at once, in the event that made it, and comes back as the
// section's data in the same render. rjsf's Form would hold the change in its own state first, render the section,
// and only then report it, from the commit of that render: a second render of the page on every commit, with the
// Form's per-change derivation and deep comparisons on top (docs/performance.md, "a commit in one render").
// The fields are rjsf's own (its SchemaField, through the theme), with the registry rjsf's Form would give them;
// checking is rjsf's too: the section's compiled validator with the page's rules, messages shown until their field
// changes, the first error focused.
import { useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import Form from '@rjsf/core';
import {
  createSchemaUtils,
  toFieldPathId,
  type CustomValidator,
  type ErrorSchema,
  type ErrorTransformer,
  type FieldPathList,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidatorType,
} from '@rjsf/utils';
import type { EngineFormContext, EngineFormData } from './EngineForm';
import { DEFAULT_FORM_STATE_BEHAVIOR } from './formOptions';
import { withPlainSectionShortcuts } from './plainSection';

/** What the step asks of each of its section forms, rjsf's or this one. */
export interface SectionFormHandle {
  /** Checks the section and shows its messages; true when it has none. */
  validateForm(): boolean;
}

export interface PlainSectionFormProps {
  ref?: Ref<SectionFormHandle>;
  /** The theme's fields, widgets and templates, as rjsf's Form takes them. */
  theme: Pick<Parameters<typeof Form.getRegistry>[0], 'fields' | 'widgets' | 'templates'>;
  className: string;
  idPrefix: string;
  schema: RJSFSchema;
  validator: ValidatorType;
  uiSchema: UiSchema | undefined;
  formData: EngineFormData | undefined;
  formContext: EngineFormContext | undefined;
  disabled: boolean | undefined;
  customValidate: CustomValidator | undefined;
  transformErrors: ErrorTransformer | undefined;
  onChange(data: EngineFormData): void;
  focusOnFirstError(error: RJSFValidationError): void;
}

type Data = Record<string, unknown>;

/** The messages of the last check, with the data they were found in. */
interface Messages {
  errorSchema: ErrorSchema;
  data: Data;
}

const NO_DATA: Data = {};
const NO_MESSAGES: Messages = { errorSchema: {}, data: NO_DATA };
const NO_UI: UiSchema = {};
function ignore() {}

export function PlainSectionForm(props: PlainSectionFormProps) {
  const { schema, validator, uiSchema = NO_UI, formContext, theme, idPrefix } = props;
  const data = (props.formData as Data | undefined) ?? NO_DATA;
  const schemaUtils = useMemo(
    () => withPlainSectionShortcuts(createSchemaUtils(validator, schema, DEFAULT_FORM_STATE_BEHAVIOR)),
    [validator, schema],
  );
  // The registry rjsf's Form would make, kept while what it is made of stays (the uiSchema's global parts are the
  // same objects from one change to the next): a new one would draw every field of the section again.
  const globalOptions = uiSchema['ui:globalOptions'];
  const definitions = uiSchema['ui:definitions'];
  const registry = useMemo(
    () =>
      Form.getRegistry(
        { ...theme, schema, validator, formContext, idPrefix, uiSchema: { 'ui:globalOptions': globalOptions, 'ui:definitions': definitions } },
        schema,
        schemaUtils,
      ),
    [theme, schema, validator, formContext, idPrefix, globalOptions, definitions, schemaUtils],
  );
  const fieldPathId = useMemo(() => toFieldPathId('', registry.globalFormOptions), [registry]);

  // The data as this form last knew it, also between a change and the page's answer (two fields committed in one
  // event each build on the other).
  const latest = useRef(data);
  const rendered = useRef(data);
  if (rendered.current !== data) rendered.current = latest.current = data;

  // A message stands until its field changes, however it changed (typed, or set by a rule of the page), as in rjsf.
  const [messages, setMessages] = useState<Messages>(NO_MESSAGES);
  let shown = messages;
  if (messages.data !== data && Object.keys(messages.errorSchema).length > 0) {
    shown = { errorSchema: withoutChanged(messages.errorSchema, messages.data, data), data };
    setMessages(shown);
  }

  const current = useRef(props);
  current.current = props;
  const [onChange] = useState(() => (value: unknown, path: FieldPathList) => {
    const key = path[0];
    const next = path.length === 0 ? (value as Data) : { ...latest.current, [key]: value };
    latest.current = next;
    current.current.onChange(next);
  });

  useImperativeHandle(
    props.ref,
    () => ({
      validateForm() {
        const { customValidate, transformErrors, uiSchema: ui, focusOnFirstError } = current.current;
        const checked = latest.current;
        // As rjsf's Form: the data as JSON (a cleared field's undefined is no value at all).
        const { errors, errorSchema } = validator.validateFormData(JSON.parse(JSON.stringify(checked)), schema, customValidate, transformErrors, ui);
        if (errors.length > 0) focusOnFirstError(errors[0]);
        setMessages(errors.length > 0 ? { errorSchema, data: checked } : NO_MESSAGES);
        return errors.length === 0;
      },
    }),
    [validator, schema],
  );

  const { SchemaField } = registry.fields;
  return (
    <div className={props.className}>
      <SchemaField
        name=""
        schema={schemaUtils.getRootSchema()}
        uiSchema={uiSchema}
        errorSchema={shown.errorSchema}
        fieldPathId={fieldPathId}
        formData={data}
        onChange={onChange}
        onBlur={ignore}
        onFocus={ignore}
        registry={registry}
        disabled={props.disabled}
        readonly={false}
      />
    </div>
  );
}

/** `errorSchema` without the messages of the properties whose values differ between `before` and `after`. */
function withoutChanged(errorSchema: ErrorSchema, before: Data, after: Data): ErrorSchema {
  const out: Record<string, unknown> = { ...errorSchema };
  for (const key of Object.keys(out)) if (key !== '__errors' && before[key] !== after[key]) delete out[key];
  return out as ErrorSchema;
}
