// The fields of an application tab as the engine draws them (one rjsf form per section, the tab's configuration from
// buildDynamicForm): ONE place for the applicant's steps (TabFormView) and the form designer's preview, so an operator
// sees exactly what an applicant will see.
import type { RefObject } from 'react';
import { Text } from '@radix-ui/themes';
import type { RJSFSchema, UiSchema as RjsfUiSchema } from '@rjsf/utils';
// From its module, not the widgets index, which also brings the upload dialogs (their stylesheet keeps them in).
import { EngineForm, type EngineFormContext, type EngineFormHandle } from '../../widgets/EngineForm';
import type { CustomValidate, DynamicField, DynamicForm, FormData, UiSchema } from '../engine';

/** What drawing a tab's fields takes: its definitions, the form built from them and the answers' state. */
export interface TabFieldsModel {
  defs: readonly DynamicField[];
  form: DynamicForm | null;
  data: FormData;
  uiSchema: UiSchema;
  customValidate: CustomValidate | undefined;
  formContext?: EngineFormContext;
  onChange(next: FormData): void;
  formRef: RefObject<EngineFormHandle | null>;
  saving?: boolean;
}

export function TabFields({ tab, id }: { tab: TabFieldsModel & { form: DynamicForm }; id: string }) {
  if (tab.defs.length === 0) {
    return (
      <Text as="p" color="gray">
        There is nothing to fill in on this step.
      </Text>
    );
  }
  return (
    <EngineForm
      ref={tab.formRef}
      id={id}
      bySection
      schema={tab.form.schema as RJSFSchema}
      uiSchema={tab.uiSchema as RjsfUiSchema}
      formData={tab.data}
      onChange={tab.onChange}
      customValidate={tab.customValidate}
      transformErrors={tab.form.transformErrors}
      formContext={tab.formContext}
      disabled={tab.saving}
    />
  );
}
