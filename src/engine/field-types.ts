// Which FieldTypes and custom widgets a form definition may use, as data: the designer offers these, the publish check
// (form-check.ts) refuses anything else. A test keeps CUSTOM_WIDGETS and ENGINE_WIDGETS equal to what
// widgets/registry.ts registers, so a widget added there is either offered to definitions or declared internal.

import { QUESTION_TYPE_VALUES } from './questionnaire';
import type { DynamicFieldType } from './types';

/** The FieldTypes of an application tab's fields (order-and-application §3 "Dynamic form field"). */
export const DYNAMIC_FIELD_TYPES = [
  'text',
  'text/date',
  'combo',
  'combo+text',
  'radio/check',
  'custom',
  'Document',
] as const satisfies readonly DynamicFieldType[];

/** The FieldTypes of a reference questionnaire's questions (portal §3 "References form field"). */
export const QUESTION_FIELD_TYPES = QUESTION_TYPE_VALUES;

/** Widgets a 'custom' field may name in CustomWidget. */
export const CUSTOM_WIDGETS = ['address', 'signature', 'selfie', 'textarea'] as const;
export type CustomWidgetName = (typeof CUSTOM_WIDGETS)[number];

/**
 * The registry's other widgets: the engine picks them by a field's kind (select, date, yesNo, document...) or the
 * references form by a question's type (rank, check), and rjsf's aliases. A definition never names them.
 */
export const ENGINE_WIDGETS = [
  'text',
  'TextWidget',
  'TextareaWidget',
  'select',
  'SelectWidget',
  'comboText',
  'yesNo',
  'check',
  'rank',
  'date',
  'partialDate',
  'display',
  'document',
  // rjsf's standard widgets drawn by the theme (widgets/inputs/StandardWidgets.tsx), for schemas rjsf draws: the
  // engine's own forms never name them.
  'RadioWidget',
  'CheckboxesWidget',
  'CheckboxWidget',
  'RangeWidget',
  'FileWidget',
  'ColorWidget',
  'AltDateWidget',
  'AltDateTimeWidget',
] as const;

/** The kinds of form the designer edits: an application tab, or a reference questionnaire template. */
export type FormKind = 'application-tab' | 'reference-template';

/** The FieldTypes a form of this kind may use. */
export function fieldTypesOf(kind: FormKind): readonly string[] {
  return kind === 'application-tab' ? DYNAMIC_FIELD_TYPES : QUESTION_FIELD_TYPES;
}

/** FieldTypes whose value is a choice of a list: they need elements. */
export const COMBO_FIELD_TYPES: ReadonlySet<string> = new Set(['combo', 'combo+text']);

/**
 * A FieldType as people say it. A 'custom' field is named by its widget (a Signature, an Address), so the designer
 * offers those as types of their own (see DESIGNER_TYPE_CHOICES) and never shows the word "custom".
 */
export const FIELD_TYPE_LABELS: Readonly<Record<string, string>> = {
  text: 'Text',
  'text/date': 'Date',
  combo: 'Choice',
  'combo+text': 'Choice or your own text',
  'radio/check': 'Yes / No',
  'yes/no': 'Yes / No',
  check: 'Tick box',
  rank: 'Rating from 1 to 5',
  Document: 'Document',
  custom: 'Special field (pick it below)',
};

/** A custom field's widget as people say it. */
export const CUSTOM_WIDGET_LABELS: Readonly<Record<CustomWidgetName, string>> = {
  address: 'Address',
  signature: 'Signature',
  selfie: 'Selfie (a photo of the applicant)',
  textarea: 'Long text (several lines)',
};

/** The type the designer's panel shows for a custom field with a known widget: 'custom:signature'. */
export const CUSTOM_TYPE_PREFIX = 'custom:';

/** How a field's type reads to people: its widget for a custom field, else its FieldType's label. */
export function fieldTypeLabel(fieldType: string, customWidget?: string | null): string {
  if (fieldType === 'custom' && customWidget && customWidget in CUSTOM_WIDGET_LABELS) {
    return CUSTOM_WIDGET_LABELS[customWidget as CustomWidgetName];
  }
  return FIELD_TYPE_LABELS[fieldType] ?? fieldType;
}

/**
 * The types the designer offers for a form of this kind, by label: a custom field's widgets are types of their own
 * (value 'custom:<widget>'), then 'custom' itself for a custom field whose widget is still to be picked.
 */
export function designerTypeChoices(kind: FormKind): { value: string; label: string }[] {
  if (kind === 'reference-template') return QUESTION_FIELD_TYPES.map((t) => ({ value: t, label: FIELD_TYPE_LABELS[t] ?? t }));
  const plain = DYNAMIC_FIELD_TYPES.filter((t) => t !== 'custom').map((t) => ({ value: t as string, label: FIELD_TYPE_LABELS[t] }));
  const widgets = CUSTOM_WIDGETS.map((w) => ({ value: `${CUSTOM_TYPE_PREFIX}${w}`, label: CUSTOM_WIDGET_LABELS[w] }));
  return [...plain, ...widgets, { value: 'custom', label: FIELD_TYPE_LABELS.custom }];
}
