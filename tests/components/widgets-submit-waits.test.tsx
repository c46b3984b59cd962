// A submit before the form's validator module has come (widgets/EngineForm.tsx, StandInValidator): it waits for the
// module and is made then, never answered with "The form is still loading" (Contact Us clicked at once in Chromium).
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { useMemo } from 'react';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import ajvValidator from '@rjsf/validator-ajv8';
import { StandInValidator, STILL_LOADING } from '../../widgets/standInValidator';
import { MANDATORY, renderForm } from './widgets-harness';

// The module comes when the test says so (setup.ts's own mock answers at once).
const arrival = vi.hoisted(() => ({ resolve: (_: unknown) => undefined as void, promise: null as Promise<unknown> | null }));
vi.mock('../../widgets/validator', () => ({
  formValidator: async () => arrival.promise,
  loadedValidator: () => undefined,
  useSchemaValidator: (schema: RJSFSchema) =>
    useMemo(() => {
      const validator = new StandInValidator(arrival.promise as Promise<ValidatorType>);
      return { schema, validator, ready: validator.ready };
    }, [schema]),
}));

const schema: RJSFSchema = { type: 'object', required: ['Surname'], properties: { Surname: { type: 'string', title: 'Surname' } } };

function awaitModule() {
  arrival.promise = new Promise((resolve) => {
    arrival.resolve = resolve;
  });
}

describe('<EngineForm> submitted before its validator has come', () => {
  it('waits for the validator, then submits what was typed', async () => {
    awaitModule();
    const { user, onSubmit } = renderForm({ schema });
    await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Nguyen');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByText(STILL_LOADING)).toBeNull();
    await act(async () => arrival.resolve(ajvValidator));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.lastCall?.[0]).toMatchObject({ Surname: 'Nguyen' });
  });

  it('waits, then shows the form’s own errors when it is incomplete', async () => {
    awaitModule();
    const { user, onSubmit } = renderForm({ schema });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await act(async () => arrival.resolve(ajvValidator));
    await screen.findByText(MANDATORY);
    expect(screen.queryByText(STILL_LOADING)).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
