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
