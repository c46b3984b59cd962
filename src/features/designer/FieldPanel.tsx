// The panel that edits one field: a form drawn by the engine from schemas/forms/designer-field.json (the designer is
// built with the product it designs). Its choices come from the engine, named as people say them: the types (Yes / No,
// Choice, Signature...), the fields that may show this one by their labels (never itself nor a field it shows), and
// the parent's answers from the parent's own choices. What does not apply to the field's type is hidden by the
// uiSchema; the schema (and the validator compiled for it) is built again only when a list of choices changes.
import { useMemo, useRef } from 'react';
import { Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { deepEquals, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { EngineForm } from '../../../widgets/EngineForm';
import { useLocalForm } from '../../../widgets/useLocalForm';
// The engine's modules by their own paths: through its index, what only the designer uses would be grouped with
// what the application's steps load (docs/performance.md "First loads").
import { COMBO_FIELD_TYPES, CUSTOM_TYPE_PREFIX, CUSTOM_WIDGET_LABELS, CUSTOM_WIDGETS, designerTypeChoices } from '../../engine/field-types';
import type { FormProblem } from '../../engine/form-check';
import { withChoices } from '../../engine/local';
import type { Choice, OptionCatalogue } from '../../engine/options';
import {
  fieldNames,
  groupBySection,
  parentCandidates,
  parentValueChoices,
  sectionProperty,
  type DesignerField,
  type FormKind,
} from './fields';
import { Loading } from '../../app/Loading';

/** The panel's values: a field's editable attributes, its section under one name whatever the form's kind. */
export type PanelData = Record<string, unknown>;

/** Attributes the panel edits (Section stands for PortalSection or FormSection). */
const EDITED = [
  'FieldID',
  'FieldType',
  'FieldName',
  'IsCompulsory',
  'ParentField',
  'ParentValue',
  'ComboElements',
  'ComboCategory',
  'CustomWidget',
  'DateFormat',
  'MinLength',
  'MaxLength',
  'FillsField',
  'RelabelsFields',
  'HelpText',
] as const;

/** A question of a reference template is a label, a type and a section: the panel hides every other attribute. */
const TEMPLATE_SHOWN = new Set<string>(['FieldID', 'FieldType', 'FieldName']);
const TEMPLATE_HIDDEN = EDITED.filter((key) => !TEMPLATE_SHOWN.has(key));

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

export function panelDataOf(kind: FormKind, field: DesignerField): PanelData {
  const data: PanelData = {};
  for (const key of EDITED) {
    const value = field[key];
    if (isEmpty(value)) continue;
    data[key] =
      key === 'ComboElements'
        ? (value as NonNullable<DesignerField['ComboElements']>).map((e) => (e.MappingValue ? { ...e } : { LookUpValue: e.LookUpValue }))
        : value;
  }
  const section = field[sectionProperty(kind)];
  if (section) data.Section = section;
  // A field shown by a parent waits for 'Y' unless it says otherwise: the panel says so too.
  if (data.ParentField && data.ParentValue === undefined) data.ParentValue = 'Y';
  // A custom field with a known widget is shown as that type (a Signature), the widget then needing no row of its own.
  if (field.FieldType === 'custom' && (CUSTOM_WIDGETS as readonly string[]).includes(field.CustomWidget ?? '')) {
    data.FieldType = `${CUSTOM_TYPE_PREFIX}${field.CustomWidget}`;
    delete data.CustomWidget;
  }
  return data;
}

/**
 * The field after the panel's values: what the panel does not edit (TableLocation, the other section) is kept; what
 * the type makes meaningless (a date format on a list) is dropped, so a published field never carries it.
 */
export function fieldFromPanel(kind: FormKind, before: DesignerField, data: PanelData): DesignerField {
  const next: Record<string, unknown> = { ...before };
  for (const key of EDITED) {
    const value = data[key];
    if (isEmpty(value)) delete next[key];
    else if (key === 'ComboElements') {
      next[key] = (value as { LookUpValue?: string; MappingValue?: string }[])
        .filter((e) => e && typeof e.LookUpValue === 'string')
        .map((e) => (e.MappingValue ? { LookUpValue: e.LookUpValue, MappingValue: e.MappingValue } : { LookUpValue: e.LookUpValue }));
    } else next[key] = typeof value === 'string' && key !== 'FieldName' && key !== 'HelpText' ? value.trim() : value;
  }
  const shownType = String(next.FieldType ?? '');
  if (shownType.startsWith(CUSTOM_TYPE_PREFIX)) {
    next.FieldType = 'custom';
    next.CustomWidget = shownType.slice(CUSTOM_TYPE_PREFIX.length);
  }
  const section = sectionProperty(kind);
  if (isEmpty(data.Section)) delete next[section];
  else next[section] = String(data.Section).trim();
  const type = String(next.FieldType ?? '');
  if (type !== 'text/date') delete next.DateFormat;
  if (type !== 'text') {
    delete next.MinLength;
    delete next.MaxLength;
  }
  if (!COMBO_FIELD_TYPES.has(type)) {
    delete next.ComboElements;
    delete next.ComboCategory;
    delete next.FillsField;
    delete next.RelabelsFields;
  }
  if (type !== 'custom') delete next.CustomWidget;
  if (!next.ParentField) delete next.ParentValue;
  // 'Y' is what a field without a ParentValue waits for: picking Yes for such a field changes nothing.
  if (next.ParentValue === 'Y' && !before.ParentValue) delete next.ParentValue;
  if (!next.IsCompulsory) next.IsCompulsory = 'No';
  return next as DesignerField;
}

/** Hides what does not apply to the field as it is now; suggests the form's sections. */
function panelUiSchema(kind: FormKind, base: UiSchema, data: PanelData, sections: string[], valueListed: boolean): UiSchema {
  const type = String(data.FieldType ?? '');
  const hidden = new Set<string>(kind === 'reference-template' ? TEMPLATE_HIDDEN : []);
  if (type !== 'text/date') hidden.add('DateFormat');
  if (type !== 'text') {
    hidden.add('MinLength');
    hidden.add('MaxLength');
  }
  if (!COMBO_FIELD_TYPES.has(type)) {
    hidden.add('ComboElements');
    hidden.add('ComboCategory');
    hidden.add('FillsField');
    hidden.add('RelabelsFields');
  }
  if (type !== 'custom') hidden.add('CustomWidget');
  if (!data.ParentField) hidden.add('ParentValue');
  const ui: UiSchema = { ...base };
  for (const name of hidden) ui[name] = { ...(base[name] as object), 'ui:widget': 'hidden' };
  const section = (base.Section ?? {}) as UiSchema;
  ui.Section = {
    ...section,
    'ui:title': kind === 'reference-template' ? 'Question section' : 'Section',
    'ui:options': { ...(section['ui:options'] as object), suggestions: sections.map((s) => ({ label: s, value: s })) },
  };
  if (kind === 'reference-template') ui.FieldName = { ...(base.FieldName as object), 'ui:title': 'Question' };
  if (data.ParentField && !hidden.has('ParentValue')) {
    ui.ParentValue = {
      ...(ui.ParentValue as object),
      'ui:description': valueListed ? 'The answer to that field that shows this one.' : 'The answer, as it is typed, that shows this field.',
      ...(valueListed ? { 'ui:widget': 'select', 'ui:placeholder': 'Choose an answer' } : {}),
    };
  }
  return ui;
}

export interface FieldPanelProps {
  kind: FormKind;
  fields: readonly DesignerField[];
  index: number;
  /** The shared lookup lists by ComboCategory: the choices of a parent without its own. */
  catalogue: OptionCatalogue;
  /** The publish check's problems of this field, shown above the form. */
  problems: readonly FormProblem[];
  onChange(next: DesignerField): void;
}

/** The lists the panel offers for the field at `index`: the parent and filled field by name, the parent's answers. */
function panelChoices(kind: FormKind, fields: readonly DesignerField[], index: number, catalogue: OptionCatalogue) {
  const field = fields[index];
  const names = fieldNames(kind, fields);
  const byName = (f: DesignerField): Choice => ({ value: f.FieldID, label: names.get(f.FieldID) ?? f.FieldID });
  const parents = parentCandidates(fields, index).map(byName);
  // A parent the field already names stays listed (the publish check names the loop), so nothing is lost unseen.
  const current = field?.ParentField;
  if (current && !parents.some((p) => p.value === current)) {
    parents.push({ value: current, label: names.has(current) ? `${names.get(current)} (shown by this field: not allowed)` : 'A field that no longer exists' });
  }
  const others = fields.filter((f, i) => i !== index && f.FieldID !== '').map(byName);
  const parent = current ? fields.find((f) => f.FieldID === current) : undefined;
  let values = parentValueChoices(parent, catalogue);
  const currentValue = current ? field?.ParentValue || 'Y' : undefined;
  if (values && currentValue && !values.some((v) => v.value === currentValue)) values = [...values, { value: currentValue, label: `${currentValue} (not one of its answers)` }];
  return { parents, others, values };
}

export function FieldPanel({ kind, fields, index, catalogue, problems, onChange }: FieldPanelProps) {
  const { form, error } = useLocalForm('designer-field');
  const field = fields[index];
  const choices = useMemo(() => panelChoices(kind, fields, index, catalogue), [kind, fields, index, catalogue]);
  // The choices are part of the schema (a select checks its value): built again only when a list changes, not on
  // every keystroke of a label elsewhere.
  const choicesKey = JSON.stringify(choices);
  const listed = useMemo(() => {
    if (!form) return null;
    const { parents, others, values } = JSON.parse(choicesKey) as ReturnType<typeof panelChoices>;
    let next = withChoices(form, 'FieldType', designerTypeChoices(kind));
    next = withChoices(next, 'CustomWidget', CUSTOM_WIDGETS.map((w) => ({ label: CUSTOM_WIDGET_LABELS[w], value: w })));
    if (kind === 'application-tab') {
      next = withChoices(withChoices(next, 'ParentField', parents), 'FillsField', others);
      next = withChoices(next, 'ParentValue', values ?? []);
    }
    return next;
  }, [form, kind, choicesKey]);
  const schema = listed?.schema as RJSFSchema | undefined;
  const sections = useMemo(() => groupBySection(kind, fields).map((g) => g.name).filter(Boolean), [kind, fields]);

  // What the form reported last: passed back as it is while it still describes the field, so the form is not reset
  // under the operator's cursor by an equal value written differently.
  const reported = useRef<{ index: number; data: PanelData } | null>(null);
  const data = useMemo(() => {
    if (!field) return {};
    const last = reported.current;
    if (last && last.index === index && deepEquals(fieldFromPanel(kind, field, last.data), field)) {
      // A parent just picked: its answer reads Yes, the answer such a field waits for.
      return last.data.ParentField && isEmpty(last.data.ParentValue) ? { ...last.data, ParentValue: 'Y' } : last.data;
    }
    return panelDataOf(kind, field);
  }, [field, index, kind]);
  const valueListed = choices.values !== null;
  const uiSchema = useMemo(
    () => (listed ? panelUiSchema(kind, listed.uiSchema, data, sections, valueListed) : {}),
    [listed, kind, data, sections, valueListed],
  );

  if (!field) return null;
  if (error) {
    return (
      <Text as="p" color="red" role="alert">
        The field panel could not be loaded. Reload the page to try again.
      </Text>
    );
  }
  return (
    <Flex direction="column" gap="3" className="designer-panel">
      <Heading as="h2" size="4">
        {field.FieldName.trim() || field.FieldID}
      </Heading>
      {problems.length > 0 && (
        <Callout.Root color="amber" size="1">
          <Callout.Icon>
            <ExclamationTriangleIcon aria-hidden />
          </Callout.Icon>
          <Flex direction="column" gap="1">
            {problems.map((p) => (
              <Callout.Text key={p.Message}>{p.Message}</Callout.Text>
            ))}
          </Flex>
        </Callout.Root>
      )}
      {form && schema ? (
        <EngineForm
          key={index}
          id={`designer-field-${index}`}
          schema={schema}
          uiSchema={uiSchema}
          formData={data}
          customValidate={form.customValidate}
          transformErrors={form.transformErrors}
          onChange={(next) => {
            reported.current = { index, data: next };
            const changed = fieldFromPanel(kind, field, next);
            if (!deepEquals(changed, field)) onChange(changed);
          }}
        />
      ) : <Loading what="Loading the field…" />}
    </Flex>
  );
}
