import { useMemo } from 'react';
import { afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';

afterEach(() => cleanup());

// findBy*/waitFor wait up to 5 s (Testing Library's default is 1 s): a lazy route or a form's first render can take
// longer than a second on a busy 2-core machine, and a wait only lasts as long as the page needs.
configure({ asyncUtilTimeout: 5_000 });

// The registry's large widgets load their code on first draw in the app (widgets/deferredWidget.tsx); the tests look
// at a form as soon as it renders, as a step that brings its widgets with it (ConsentStep) is drawn.
beforeAll(async () => {
  const { preloadDeferredWidgets } = await import('../../widgets/registry');
  await preloadDeferredWidgets();
});

// In the app every form validates with a validator compiled ahead of time and imported as a module (widgets/validator.ts:
// local forms by the build, other schemas by POST /api/validators), so its first render waits for that import. The
// component tests look at forms as soon as they render, so here the same ajv validates in process, at once: the rules
// are the same (the precompiled module is ajv's own code for the schema). The precompiled path itself is covered in
// Chromium (tests/e2e/csp.test.ts and every e2e form) and by tests/api/validators.test.ts.
// A schema declaring draft 2020-12 gets ajv's class for it, as its precompiled module does (server/validator-code.ts).
vi.mock('../../widgets/validator', async () => {
  const { default: validator, customizeValidator } = await import('@rjsf/validator-ajv8');
  const { default: Ajv2020 } = await import('ajv/dist/2020.js');
  const validator2020 = customizeValidator({ AjvClass: Ajv2020 });
  const validatorFor = (schema: RJSFSchema) =>
    String(schema.$schema ?? '').startsWith('https://json-schema.org/draft/2020-12/') ? validator2020 : validator;
  return {
    // Every validator is there at once in process: nothing to load ahead.
    loadFormValidators: () => {},
    formValidator: async (schema: RJSFSchema) => validatorFor(schema),
    loadedValidator: (schema: RJSFSchema) => validatorFor(schema),
    useSchemaValidator: (schema: RJSFSchema) => useMemo(() => ({ schema, validator: validatorFor(schema), ready: null }), [schema]),
  };
});
