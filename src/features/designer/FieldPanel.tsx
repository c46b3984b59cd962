// The panel that edits one field: a form drawn by the engine from schemas/forms/designer-field.json (the designer is
// built with the product it designs). Its choices come from the engine (the FieldTypes the widget registry knows, the
// form's fields as parents); what does not apply to the field's type is hidden by the uiSchema, so the schema, and
// the validator compiled for it, stay the same while the operator edits.
import { useMemo, useRef } from 'react';
import { Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { deepEquals, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { EngineForm } from '../../../widgets/EngineForm';
import { useLocalForm } from '../../../widgets/useLocalForm';
// The engine's modules by their own paths: through its index, what only the designer uses would be grouped with
// what the application's steps load (docs/performance.md "First loads").
import { COMBO_FIELD_TYPES, CUSTOM_WIDGETS, fieldTypesOf } from '../../engine/field-types';
import type { FormProblem } from '../../engine/form-check';
import { withChoices } from '../../engine/local';
import { groupBySection, sectionProperty, type DesignerField, type FormKind } from './fields';
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
  if (!next.IsCompulsory) next.IsCompulsory = 'No';
  return next as DesignerField;
}

/** Hides what does not apply to the field as it is now; suggests the form's sections. */
function panelUiSchema(kind: FormKind, base: UiSchema, data: PanelData, sections: string[]): UiSchema {
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
  return ui;
}

export interface FieldPanelProps {
  kind: FormKind;
  fields: readonly DesignerField[];
  index: number;
  /** The publish check's problems of this field, shown above the form. */
  problems: readonly FormProblem[];
  onChange(next: DesignerField): void;
}

export function FieldPanel({ kind, fields, index, problems, onChange }: FieldPanelProps) {
  const { form, error } = useLocalForm('designer-field');
  const field = fields[index];
  const ids = useMemo(() => fields.map((f) => f.FieldID).filter((id) => id !== ''), [fields]);
  const idsKey = ids.join('\u0000');
  // The choices are part of the schema (a select checks its value): built again only when the FieldIDs change.
  const listed = useMemo(() => {
    if (!form) return null;
    let next = withChoices(form, 'FieldType', fieldTypesOf(kind).map((t) => ({ label: t, value: t })));
    next = withChoices(next, 'CustomWidget', CUSTOM_WIDGETS.map((w) => ({ label: w, value: w })));
    if (kind === 'application-tab') {
      const choices = idsKey.split('\u0000').filter(Boolean).map((id) => ({ label: id, value: id }));
      next = withChoices(withChoices(next, 'ParentField', choices), 'FillsField', choices);
    }
    return next;
  }, [form, kind, idsKey]);
  const schema = listed?.schema as RJSFSchema | undefined;
  const sections = useMemo(() => groupBySection(kind, fields).map((g) => g.name).filter(Boolean), [kind, fields]);

  // What the form reported last: passed back as it is while it still describes the field, so the form is not reset
  // under the operator's cursor by an equal value written differently.
  const reported = useRef<{ index: number; data: PanelData } | null>(null);
  const data = useMemo(() => {
    if (!field) return {};
    const last = reported.current;
    if (last && last.index === index && deepEquals(fieldFromPanel(kind, field, last.data), field)) return last.data;
    return panelDataOf(kind, field);
  }, [field, index, kind]);
  const uiSchema = useMemo(() => (listed ? panelUiSchema(kind, listed.uiSchema, data, sections) : {}), [listed, kind, data, sections]);

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
