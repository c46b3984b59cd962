// rjsf's standard widgets the engine's own forms never name, drawn with Radix (StandardWidgets.tsx): one chunk, loaded
// when a form first draws one of them.
import type { ComponentType } from 'react';
import type { WrapIfAdditionalTemplateProps } from '@rjsf/utils';
import { deferredWidget } from '../deferredWidget';

type StandardName = Exclude<keyof typeof import('./StandardWidgets'), 'default' | 'WrapIfAdditionalTemplate'>;

const standard = (name: StandardName) => deferredWidget(() => import('./StandardWidgets').then((module) => ({ default: module[name] })));

export const STANDARD_WIDGETS = {
  RadioWidget: standard('RadioWidget'),
  CheckboxesWidget: standard('CheckboxesWidget'),
  CheckboxWidget: standard('CheckboxWidget'),
  RangeWidget: standard('RangeWidget'),
  FileWidget: standard('FileWidget'),
  ColorWidget: standard('ColorWidget'),
  AltDateWidget: standard('AltDateWidget'),
  AltDateTimeWidget: standard('AltDateTimeWidget'),
};

/** The key box and remove button of an additional property, with the same chunk. */
export const WrapIfAdditionalTemplate = deferredWidget(() =>
  import('./StandardWidgets').then((module) => ({ default: module.WrapIfAdditionalTemplate as never })),
) as unknown as ComponentType<WrapIfAdditionalTemplateProps>;
