import { withTheme, type ThemeProps } from '@rjsf/core';
import ArrayFieldItemTemplate from './templates/ArrayFieldItemTemplate';
import ArrayFieldTemplate from './templates/ArrayFieldTemplate';
import BaseInputTemplate from './templates/BaseInputTemplate';
import { ButtonTemplates } from './templates/ButtonTemplates';
import DescriptionFieldTemplate from './templates/DescriptionFieldTemplate';
import FieldErrorTemplate from './templates/FieldErrorTemplate';
import FieldHelpTemplate from './templates/FieldHelpTemplate';
import FieldTemplate from './templates/FieldTemplate';
import ObjectFieldTemplate from './templates/ObjectFieldTemplate';
import TitleFieldTemplate from './templates/TitleFieldTemplate';
import NullField from './fields/NullField';
import ObjectField from './fields/ObjectField';
import { engineFields, engineWidgets } from './registry';
import { ErrorListTemplate, FallbackField, OptionalDataControlsTemplate, WrapIfAdditionalTemplate } from './inputs/standardDeferred';

/**
 * The rjsf theme for Radix Themes: templates, the widget registry, the NullField and ObjectField overrides (the latter
 * draws text and list properties without rjsf's field stack) and the engine's fields.
 */
export const engineTheme: ThemeProps = {
  templates: {
    ArrayFieldItemTemplate,
    ArrayFieldTemplate,
    BaseInputTemplate,
    ButtonTemplates,
    DescriptionFieldTemplate,
    ErrorListTemplate,
    FieldErrorTemplate,
    FieldHelpTemplate,
    FieldTemplate,
    ObjectFieldTemplate,
    TitleFieldTemplate,
    WrapIfAdditionalTemplate,
    OptionalDataControlsTemplate,
  },
  widgets: engineWidgets,
  fields: { FallbackField, NullField, ObjectField, ...engineFields },
};

/** rjsf's Form with this theme. Pages use `<EngineForm>`, which adds validation wiring and the typing budget. */
export const ThemedForm = withTheme(engineTheme);
