// rjsf's standard widgets the engine's own forms never name, drawn with Radix (StandardWidgets.tsx): one chunk, loaded
// when a form first draws one of them.
import type { ComponentType } from 'react';
import type { ErrorListProps, FieldProps, OptionalDataControlsTemplateProps, WrapIfAdditionalTemplateProps } from '@rjsf/utils';
import { deferredWidget, type DeferredWidget } from '../deferredWidget';

type StandardName = Exclude<keyof typeof import('./StandardWidgets'), 'default' | 'WrapIfAdditionalTemplate' | 'OptionalDataControlsTemplate'>;

const standard = (name: StandardName) => deferredWidget(() => import('./StandardWidgets').then((module) => ({ default: module[name] })));

const NAMES = ['RadioWidget', 'CheckboxesWidget', 'CheckboxWidget', 'RangeWidget', 'FileWidget', 'ColorWidget', 'AltDateWidget', 'AltDateTimeWidget'] as const;

export const STANDARD_WIDGETS = Object.fromEntries(NAMES.map((name) => [name, standard(name)])) as Record<(typeof NAMES)[number], DeferredWidget>;

/** The key box and remove button of an additional property, with the same chunk. */
export const WrapIfAdditionalTemplate = deferredWidget(() =>
  import('./StandardWidgets').then((module) => ({ default: module.WrapIfAdditionalTemplate as never })),
) as unknown as ComponentType<WrapIfAdditionalTemplateProps>;

/** The add / remove buttons of an optional object or array, with the same chunk. */
export const OptionalDataControlsTemplate = deferredWidget(() =>
  import('./StandardWidgets').then((module) => ({ default: module.OptionalDataControlsTemplate as never })),
) as unknown as ComponentType<OptionalDataControlsTemplateProps>;

/** A schema without a type (fields/FallbackField.tsx) and rjsf's error list, which no form of the app shows. */
export const FallbackField = deferredWidget(() => import('../fields/FallbackField') as never) as unknown as ComponentType<FieldProps>;
export const ErrorListTemplate = deferredWidget(() => import('../templates/ErrorListTemplate') as never) as unknown as ComponentType<ErrorListProps>;
