// An EngineForm drawn as one form per section (`bySection`): a change redraws the section it is in, not every field of
// the step, and the sections whose data, uiSchema and props did not change are not rendered again (React.memo). A
// section of plain values is a PlainSectionForm (its change reaches the page in one render); any other is rjsf's Form,
// whose whole-form work (default form state, schema retrieval, deep comparisons) then runs over that section only.
import { Fragment, memo, useCallback, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import Form, { type FormProps, type FormState, type IChangeEvent } from '@rjsf/core';
import {
  createErrorHandler,
  type FormContextType,
  type StrictRJSFSchema,
  type CustomValidator,
  type ErrorSchema,
  type ErrorTransformer,
  type FormValidation,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
} from '@rjsf/utils';
import type { EngineFormContext, EngineFormData, EngineFormProps } from './EngineForm';
import { createPendingEdits, PendingEditsContext, useCommitOnPageHide } from './pendingEdits';
import { DEFAULT_FORM_STATE_BEHAVIOR, ignoreErrors } from './formOptions';
import { isPlainSection } from './plainSection';
import { PlainSectionForm, type SectionFormHandle } from './PlainSectionForm';
import { useSectionsStayDrawn } from './sectionsStayDrawn';
import { engineTheme } from './theme';
import { useFormData } from './useFormData';
import { formValidator, loadedValidator, loadFormValidators, useSchemaValidator } from './validator';
import { ValidatorPending } from './ValidatorPending';

/** A section form has no buttons of its own (rjsf adds a submit button when it is given no children). */
const NO_BUTTONS = <Fragment />;

type ReportedData = { formData: unknown; awaitingReply: boolean } | undefined;

type SectionProps = FormProps<EngineFormData, RJSFSchema, EngineFormContext>;
type SectionState = FormState<EngineFormData, RJSFSchema, EngineFormContext>;

/**
 * rjsf's Form, which does no work of its own on the page's answers to a change:
 * - the very data the form reported, handed back as the only new prop (the echo of every commit);
 * - that data with a new uiSchema (a change that showed or hid fields: a ParentField's branch opening). The new
 *   uiSchema becomes the state's before the render (getDerivedStateFromProps), as rjsf's own derivation would make it.
 * rjsf would otherwise compare every prop and the state deeply, derive the state again (default form state and schema
 * retrieval over the section) and, for the second, render the section once more to apply what it derived: with the
 * same schema and data, the state the form holds.
 */
class SectionRjsfForm extends Form<EngineFormData, RJSFSchema, EngineFormContext> {
  // Generic as the static it replaces (TypeScript checks a class's static side against its base's).
  static getDerivedStateFromProps<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(props: FormProps<T, S, F>, state: FormState<T, S, F>): Partial<FormState<T, S, F>> | null {
    const derived = Form.getDerivedStateFromProps(props, state);
    if (!isShownFieldsAnswer(props, state)) return derived;
    return { ...derived, uiSchema: props.uiSchema };
  }

  shouldComponentUpdate(nextProps: SectionProps, nextState: SectionState): boolean {
    if (nextState === this.state && nextProps.formData === nextState.formData && differsOnlyIn(this.props, nextProps, ['formData'])) {
      replyArrived(this, nextProps.formData);
      return false;
    }
    if (isShownFieldsUpdate(this.props, this.state, nextProps, nextState)) return true;
    return super.shouldComponentUpdate(nextProps, nextState);
  }

  getSnapshotBeforeUpdate(prevProps: SectionProps, prevState: SectionState) {
    if (!isShownFieldsUpdate(prevProps, prevState, this.props, this.state)) return super.getSnapshotBeforeUpdate(prevProps, prevState);
    replyArrived(this, this.props.formData);
    return { shouldUpdate: false as const };
  }
}

/** What rjsf's componentDidUpdate notes on an echo: the page's reply arrived, in the spelling the form reported. */
function replyArrived(form: object, formData: unknown) {
  const self = form as unknown as { lastReportedFormData: ReportedData };
  if (self.lastReportedFormData?.formData === formData) self.lastReportedFormData = { formData, awaitingReply: false };
}

/** The page's answer to a change that showed or hid fields: the form's own data, with a new uiSchema of the same global options. */
function isShownFieldsAnswer<T, S extends StrictRJSFSchema, F extends FormContextType>(props: FormProps<T, S, F>, state: FormState<T, S, F>): boolean {
  const next = props.uiSchema;
  const current = state.uiSchema;
  return (
    props.formData === state.formData &&
    next !== undefined &&
    next !== current &&
    next['ui:globalOptions'] === current?.['ui:globalOptions'] &&
    next['ui:definitions'] === current?.['ui:definitions']
  );
}

/** An update by such an answer alone: only the data (the form's own) and the uiSchema are new, in props and state. */
function isShownFieldsUpdate(props: SectionProps, state: SectionState, nextProps: SectionProps, nextState: SectionState): boolean {
  return (
    nextProps.uiSchema !== props.uiSchema &&
    nextState.uiSchema === nextProps.uiSchema &&
    nextProps.formData === nextState.formData &&
    differsOnlyIn(props, nextProps, ['formData', 'uiSchema']) &&
    differsOnlyIn(state, nextState, ['uiSchema'])
  );
}

/** Whether `b` has the same keys as `a`, each the same value but those named. */
function differsOnlyIn(a: object, b: object, keys: readonly string[]): boolean {
  const before = a as Record<string, unknown>;
  const after = b as Record<string, unknown>;
  const names = Object.keys(after);
  if (names.length !== Object.keys(before).length) return false;
  return names.every((name) => keys.includes(name) || before[name] === after[name]);
}

interface SectionFormProps {
  sectionKey: string;
  idPrefix: string;
  schema: RJSFSchema;
  uiSchema: UiSchema | undefined;
  formData: unknown;
  formContext: EngineFormContext | undefined;
  disabled: boolean | undefined;
  customValidate: CustomValidator | undefined;
  transformErrors: ErrorTransformer | undefined;
  onChange(key: string, data: EngineFormData): void;
  register(key: string, form: SectionFormHandle | null): void;
  focusFirst(key: string, error: RJSFValidationError): void;
}

/** rjsf's own class of a form's element, and ours of a section (widgets/styles.css: sections appear top down). */
const SECTION_CLASSES = 'rjsf engine-section';

const SectionForm = memo(function SectionForm(props: SectionFormProps) {
  const { sectionKey, onChange, register, focusFirst } = props;
  // Each section is its own root schema, with its own validator (widgets/validator.ts).
  const compiled = useSchemaValidator(props.schema);
  const changeData = useCallback((data: EngineFormData) => onChange(sectionKey, data), [onChange, sectionKey]);
  const change = useCallback((event: IChangeEvent) => changeData((event.formData ?? {}) as EngineFormData), [changeData]);
  const ref = useCallback((form: SectionFormHandle | null) => register(sectionKey, form), [register, sectionKey]);
  const focus = useCallback((error: RJSFValidationError) => focusFirst(sectionKey, error), [focusFirst, sectionKey]);
  if (!compiled) return <div className="engine-section" aria-busy="true" />;
  if (isPlainSection(compiled.schema)) {
    return (
      <PlainSectionForm
        ref={ref}
        theme={engineTheme}
        className={SECTION_CLASSES}
        idPrefix={props.idPrefix}
        schema={compiled.schema}
        validator={compiled.validator}
        uiSchema={props.uiSchema}
        formData={props.formData as EngineFormData | undefined}
        formContext={props.formContext}
        disabled={props.disabled}
        customValidate={props.customValidate}
        transformErrors={props.transformErrors}
        onChange={changeData}
        focusOnFirstError={focus}
      />
    );
  }
  return (
    <SectionRjsfForm
      // The theme's parts as they are, the same objects in every render: rjsf compares them deeply on every update
      // (`withTheme` would spread new ones each time).
      {...engineTheme}
      ref={ref}
      tagName="div"
      className={SECTION_CLASSES}
      idPrefix={props.idPrefix}
      schema={compiled.schema}
      uiSchema={props.uiSchema}
      formData={props.formData as EngineFormData | undefined}
      formContext={props.formContext}
      validator={compiled.validator}
      customValidate={props.customValidate}
      transformErrors={props.transformErrors}
      disabled={props.disabled}
      onChange={change}
      onError={ignoreErrors}
      experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE_BEHAVIOR}
      noHtml5Validate
      showErrorList={false}
      focusOnFirstError={focus}
    >
      {NO_BUTTONS}
    </SectionRjsfForm>
  );
});

/**
 * The page's `customValidate` works on the whole form (rules may read other sections): a section's form runs it on
 * the whole data with this section's values, and keeps what it says about this section.
 */
function sectionValidator(
  key: string,
  whole: CustomValidator,
  latest: React.RefObject<EngineFormData>,
  uiSchema: React.RefObject<UiSchema | undefined>,
): CustomValidator {
  return (sectionData, _errors, _uiSchema, errorSchema) => {
    const full = { ...latest.current, [key]: sectionData };
    const errors = createErrorHandler<EngineFormData>(full);
    const result = whole(full, errors, uiSchema.current, { [key]: errorSchema } as ErrorSchema);
    return (result as unknown as Record<string, FormValidation>)[key];
  };
}

/**
 * Settles when every section's validator module has come (null when all have already): until then the form is drawn
 * but cannot be checked. The same modules the sections ask for (formValidator keeps one load per schema).
 */
function sectionValidatorsReady(schema: RJSFSchema): Promise<unknown> | null {
  const pending = Object.values(schema.properties ?? {})
    .map((section) => section as RJSFSchema)
    .filter((section) => !loadedValidator(section))
    .map(formValidator);
  return pending.length ? Promise.all(pending) : null;
}

/** The id rjsf gives the field at an error's property ('.ops_ApplicantDocs.0.LicenceNumber'). */
function fieldIdOf(idPrefix: string, property: string | undefined): string {
  return [idPrefix, ...(property ?? '').split('.').filter(Boolean)].join('_');
}

export function SectionForms(props: EngineFormProps & { bySection: true }) {
  const { schema, uiSchema, formData, customValidate, transformErrors, formContext, disabled, id, ref } = props;
  const idPrefix = id ?? 'root';
  const [pendingEdits] = useState(createPendingEdits);
  useCommitOnPageHide(pendingEdits);
  const { data, latest, change } = useFormData(schema, formData, props.onChange);
  const containerRef = useRef<HTMLDivElement>(null);
  useSectionsStayDrawn(containerRef);
  const forms = useRef(new Map<string, SectionFormHandle>());
  const focused = useRef(false);
  const latestUiSchema = useRef(uiSchema);
  latestUiSchema.current = uiSchema;
  const onSubmit = useRef(props.onSubmit);
  onSubmit.current = props.onSubmit;

  const keys = Object.keys(schema.properties ?? {});
  // Every section's validator asked for at once, as the sections are about to render (here, not in an effect, which
  // would run after theirs): the server compiles them into one module, one request and one download for the step.
  useMemo(() => loadFormValidators(Object.values(schema.properties ?? {}) as RJSFSchema[]), [schema]);
  const validators = useMemo(
    () =>
      new Map(
        customValidate
          ? Object.keys(schema.properties ?? {}).map((key) => [key, sectionValidator(key, customValidate, latest, latestUiSchema)])
          : [],
      ),
    [customValidate, latest, schema],
  );

  const pendingValidators = useMemo(() => sectionValidatorsReady(schema), [schema]);

  const sections = useMemo(
    () => ({
      change(key: string, sectionData: EngineFormData) {
        change({ ...latest.current, [key]: sectionData });
      },
      register(key: string, form: SectionFormHandle | null) {
        if (form) forms.current.set(key, form);
        else forms.current.delete(key);
      },
      // Every section with errors would focus its first; the first section's wins.
      focusFirst(key: string, error: RJSFValidationError) {
        if (focused.current) return;
        focused.current = true;
        const fieldId = fieldIdOf(`${idPrefix}_${key}`, error.property);
        const container = containerRef.current;
        const field =
          container?.querySelector<HTMLElement>(`[id="${fieldId}"]`) ??
          container?.querySelector<HTMLElement>(`input[id^="${fieldId}"], button[id^="${fieldId}"], select[id^="${fieldId}"]`);
        field?.focus();
      },
    }),
    [change, idPrefix, latest],
  );

  const handle = useMemo(
    () => ({
      validate(): boolean {
        // validateForm() reads the committed state, so the pending typing is committed synchronously first.
        flushSync(() => pendingEdits.flushAll());
        focused.current = false;
        let valid = true;
        for (const key of Object.keys(schema.properties ?? {})) {
          // Every section validates (and shows its messages), even after one failed.
          const sectionValid = forms.current.get(key)?.validateForm() ?? false;
          valid = sectionValid && valid;
        }
        return valid;
      },
      submit() {
        if (handle.validate()) onSubmit.current?.(latest.current);
      },
    }),
    [latest, pendingEdits, schema],
  );
  useImperativeHandle(ref, () => handle, [handle]);

  return (
    <div className="engine-form">
      {/* One mark for the whole form, outside the sections' column: a mark among the sections, going as its module
          came, made the browser restyle every section below it (the column's children match a sibling rule,
          widgets/styles.css), a whole-form restyle per section on a first visit. */}
      <ValidatorPending ready={pendingValidators} />
      <PendingEditsContext.Provider value={pendingEdits}>
        <div ref={containerRef} id={id} className="rjsf">
          {/* Radix's <Flex direction="column" gap="5">, as the element it draws: this draws again on every commit. */}
          <div className="rt-Flex rt-r-fd-column rt-r-gap-5">
            {keys.map((key) => (
              <SectionForm
                key={key}
                sectionKey={key}
                idPrefix={`${idPrefix}_${key}`}
                schema={schema.properties![key] as RJSFSchema}
                uiSchema={uiSchema?.[key] as UiSchema | undefined}
                formData={data[key]}
                formContext={formContext}
                disabled={disabled}
                customValidate={validators.get(key)}
                transformErrors={transformErrors}
                onChange={sections.change}
                register={sections.register}
                focusFirst={sections.focusFirst}
              />
            ))}
          </div>
        </div>
      </PendingEditsContext.Provider>
    </div>
  );
}
