// Shared rendering helpers for the widgets-*.test.tsx component tests.
import { createRef, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Theme } from '@radix-ui/themes';
import type { ErrorTransformer, RJSFSchema, UiSchema } from '@rjsf/utils';
import { vi } from 'vitest';
import { EngineForm, type EngineFormContext, type EngineFormData, type EngineFormHandle } from '../../widgets';

/** The spec's field message for an empty compulsory field (order-and-application §5). */
export const MANDATORY = 'This field is mandatory.';

export const mandatoryMessages: ErrorTransformer = (errors) =>
  errors.map((error) => (error.name === 'required' ? { ...error, message: MANDATORY } : error));

export interface RenderFormOptions {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  formData?: EngineFormData;
  formContext?: EngineFormContext;
  transformErrors?: ErrorTransformer;
  /** Draws each section of the schema as a form of its own (EngineForm's bySection), without buttons. */
  bySection?: boolean;
  /** Defaults to one submit button labelled Submit; pass null for a form without buttons. Not with bySection. */
  children?: ReactNode | null;
}

export function renderForm(options: RenderFormOptions) {
  const ref = createRef<EngineFormHandle>();
  const onSubmit = vi.fn<(data: EngineFormData) => void>();
  const onChange = vi.fn<(data: EngineFormData) => void>();
  const user = userEvent.setup();
  const children = options.children === undefined ? <button type="submit">Submit</button> : options.children;
  const common = {
    ref,
    id: 'form',
    schema: options.schema,
    uiSchema: options.uiSchema,
    formData: options.formData,
    formContext: options.formContext,
    transformErrors: options.transformErrors ?? mandatoryMessages,
    onSubmit,
    onChange,
  };
  const result = render(
    // A form drawn by section has no buttons: its page submits it through the handle.
    <Theme>{options.bySection ? <EngineForm {...common} bySection /> : <EngineForm {...common}>{children}</EngineForm>}</Theme>,
  );
  /** The data of the last submit. */
  const submitted = () => onSubmit.mock.lastCall?.[0];
  return { ...result, ref, onSubmit, onChange, user, submitted };
}
