import {
  createContext,
  useContext,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { flushSync } from 'react-dom';
import type Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { ValidatorType } from '@rjsf/utils';
import { useSchemaValidator } from './validator';
import { ValidatorPending } from './ValidatorPending';
import { StandInValidator } from './standInValidator';
import { createPendingEdits, PendingEditsContext, useCommitOnPageHide } from './pendingEdits';
import { DEFAULT_FORM_STATE_BEHAVIOR, ignoreErrors } from './formOptions';
import { useFormData } from './useFormData';
import { ThemedForm } from './theme';

import type {
  CustomValidator,
  ErrorSchema,
  ErrorTransformer,
  Experimental_DefaultFormStateBehavior,
  RegistryFieldsType,
  RegistryWidgetsType,
  RJSFSchema,
  TemplatesType,
  UiSchema,
} from '@rjsf/utils';
import { SectionForms } from './SectionForms';
import type { UploadSignature } from './inputs/SignatureWidget';
import type { UploadDocument } from './upload/widgetUpload';
import './styles.css';

/**
 * What a form holds and reports: what its schema allows, not a page's type. A page reads it into its own type with a
 * small typed function (e.g. the dashboard's filtersOf); its own data passes in as it is when declared with `type` (an
 * interface has no implicit index signature, so it would not fit a Record).
 */
export type EngineFormData = Record<string, unknown>;

/** What pages inject for widgets that talk to the server. */
export interface EngineFormContext {
  /** Needed by the `signature` widget: upload the PNG and resolve with its stored location. */
  uploadSignature?: UploadSignature;
  /** Needed by the `document` and `selfie` widgets: upload the file with progress and resolve with its location. */
  uploadDocument?: UploadDocument;
  [key: string]: unknown;
}

export interface EngineFormHandle {
  /** Commits pending typing, validates, shows errors beside the fields, focuses the first one. True when valid. */
  validate(): boolean;
  /** Commits pending typing and submits: `onSubmit` runs when valid, errors are shown otherwise. */
  submit(): void;
}

interface EngineFormBaseProps {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  /**
   * Initial data. When the page later passes different data (deeply different from what it passed before), that
   * replaces what the form holds; passing back what `onChange` reported is fine and changes nothing.
   */
  formData?: EngineFormData;
  onChange?: (formData: EngineFormData) => void;
  onSubmit?: (formData: EngineFormData) => void;
  /** rjsf's types; the engine's validators (CustomValidate, transformErrors) fit them as they are, no cast. */
  customValidate?: CustomValidator;
  transformErrors?: ErrorTransformer;
  formContext?: EngineFormContext;
  disabled?: boolean;
  /** The id of the form's element, also the prefix of every field id (so two forms on a page never share ids). */
  id?: string;
  ref?: Ref<EngineFormHandle>;
  /** Errors the page found (a server's answer), shown beside their fields as rjsf's `extraErrors`. */
  extraErrors?: ErrorSchema;
  /** rjsf's default-state options, over the engine's own (formOptions.ts: no oneOf const as a default). */
  experimental_defaultFormStateBehavior?: Experimental_DefaultFormStateBehavior;
  /** This form's own widgets, fields and templates, over the theme's (keep their identity between renders). */
  widgets?: RegistryWidgetsType;
  fields?: RegistryFieldsType;
  templates?: Partial<Omit<TemplatesType, 'ButtonTemplates'>> & { ButtonTemplates?: Partial<TemplatesType['ButtonTemplates']> };
}

export type EngineFormProps = EngineFormBaseProps &
  (
    | {
        bySection?: false;
        /** The form's buttons (a submit button submits it). Without children the form has no submit button. */
        children?: ReactNode;
      }
    | {
        /**
         * Draws each property of the root schema (a section: every one must be an object) as its own rjsf form, so a
         * change re-processes only its section (SectionForms.tsx). For the application steps' hundreds of fields.
         * Such a form has no buttons and no form element: the page submits it through its handle (`submit()`).
         */
        bySection: true;
        children?: never;
      }
  );

// rjsf compares its props deeply on every update. Children are React elements, whose deep comparison walks React's
// internals; a constant element that reads the real children from context keeps that comparison trivial.
const ChildrenContext = createContext<ReactNode>(null);
function ChildrenSlot() {
  return <>{useContext(ChildrenContext)}</>;
}
const CHILDREN_SLOT = <ChildrenSlot />;


/**
 * Renders any form configuration `{ schema, uiSchema, formData }` with rjsf, the Radix theme and the widget registry.
 * Validation runs on submit (or `validate()` from a page's own NEXT button), never while typing.
 *
 * Typing budget (DESIGN.md: a step of 300 fields stays responsive): text widgets keep keystrokes local and commit on
 * blur or after a pause (useBufferedText), so a keystroke re-renders one field instead of rjsf's whole form; the
 * registry, templates and children slot are stable so rjsf's memoised fields skip unchanged sections on a commit.
 * Measured in tests/components/widgets-performance.test.tsx (300 text fields in 10 sections, happy-dom): ~0.5 ms of
 * React work per keystroke, against ~12.7 ms when every keystroke went through rjsf.
 *
 * Sections missing from the data get an empty object (withSectionObjects) so their mandatory fields are validated.
 */
export function EngineForm(props: EngineFormProps) {
  return props.bySection ? <SectionForms {...props} /> : <WholeForm {...props} />;
}

function WholeForm(props: EngineFormProps) {
  const { schema, uiSchema, formData, customValidate, transformErrors, formContext, disabled, children, id, ref } =
    props;
  // The validator is compiled ahead of time (widgets/validator.ts); rjsf renders the schema it was made for.
  const compiled = useSchemaValidator(schema);
  const formRef = useRef<Form>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const [pendingEdits] = useState(createPendingEdits);
  const { extraErrors, widgets, fields, templates } = props;
  const globalOptions = uiSchema?.['ui:globalOptions'] as { enableOptionalDataFieldForType?: string[] } | undefined;
  const { data, change } = useFormData(schema, formData, props.onChange, globalOptions?.enableOptionalDataFieldForType?.includes('object'));
  const defaultState = props.experimental_defaultFormStateBehavior;
  const behaviour = useMemo(() => (defaultState ? { ...DEFAULT_FORM_STATE_BEHAVIOR, ...defaultState } : DEFAULT_FORM_STATE_BEHAVIOR), [defaultState]);
  const onSubmit = useRef(props.onSubmit);
  useLayoutEffect(() => {
    onSubmit.current = props.onSubmit;
  });

  const handlers = useMemo(
    () => ({
      change(event: IChangeEvent<EngineFormData>) {
        change(event.formData ?? {});
      },
      submit(event: IChangeEvent<EngineFormData>) {
        onSubmit.current?.(event.formData ?? {});
      },
      // Runs before rjsf's own submit handler (capture phase), so Enter in a field with pending text submits that text.
      // A submit before the form's validator has come (a quick click on a form with run-time choices, whose validator
      // the server compiles) waits for it and is made again then, instead of refusing a person who did nothing wrong.
      beforeSubmit(event: FormEvent<HTMLDivElement>, validator: ValidatorType) {
        pendingEdits.flushAll();
        if (!(validator instanceof StandInValidator) || validator.came) return;
        event.preventDefault();
        event.stopPropagation();
        const form = event.target instanceof HTMLFormElement ? event.target : null;
        validator.ready.then(
          () => form?.isConnected && form.requestSubmit(),
          () => undefined, // the form's error boundary shows a failed load
        );
      },
    }),
    [change, pendingEdits],
  );

  useCommitOnPageHide(pendingEdits);

  useImperativeHandle(
    ref,
    () => ({
      validate() {
        // validateForm() reads the committed state, so the pending typing is committed synchronously first.
        flushSync(() => pendingEdits.flushAll());
        return formRef.current?.validateForm() ?? false;
      },
      submit() {
        pendingEdits.flushAll();
        containerRef.current?.querySelector('form')?.requestSubmit();
      },
    }),
    [pendingEdits],
  );

  if (!compiled) return <div className="engine-form" aria-busy="true" />;
  return (
    <div ref={containerRef} className="engine-form" onSubmitCapture={(event) => handlers.beforeSubmit(event, compiled.validator)}>
      <ValidatorPending ready={compiled.ready} />
      <PendingEditsContext.Provider value={pendingEdits}>
        <ChildrenContext.Provider value={children}>
          <ThemedForm
            ref={formRef}
            id={id}
            idPrefix={id ?? 'root'}
            schema={compiled.schema}
            uiSchema={uiSchema}
            formData={data}
            formContext={formContext}
            validator={compiled.validator}
            customValidate={customValidate}
            transformErrors={transformErrors}
            disabled={disabled}
            onChange={handlers.change}
            onSubmit={handlers.submit}
            onError={ignoreErrors}
            experimental_defaultFormStateBehavior={behaviour}
            extraErrors={extraErrors}
            widgets={widgets}
            fields={fields}
            templates={templates}
            noHtml5Validate
            showErrorList={false}
            focusOnFirstError
          >
            {CHILDREN_SLOT}
          </ThemedForm>
        </ChildrenContext.Provider>
      </PendingEditsContext.Provider>
    </div>
  );
}
