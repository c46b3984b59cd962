// The precompiled validators (server/validator-code.ts) on the engine's corpus: every schema compiles into a module
// the browser can import (no bare imports left), and the module accepts and refuses what ajv itself does: string
// formats checked by ajv-formats' functions (inlined), a recursive $ref, draft 2020-12 where the schema declares it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { compileValidatorModule } from '../../server/validator-code';
import { CORPUS } from './corpus';

const dir = mkdtempSync(path.join(tmpdir(), 'validators-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function precompiled(name: string, schema: RJSFSchema): Promise<{ code: string; validator: ValidatorType }> {
  const code = compileValidatorModule(schema);
  const file = path.join(dir, `${name}.mjs`);
  writeFileSync(file, code);
  const fns = ((await import(pathToFileURL(file).href)) as { default: never }).default;
  return { code, validator: createPrecompiledValidator(fns, schema) as ValidatorType };
}

describe('precompiled validators of the corpus', () => {
  it.each(Object.entries(CORPUS))('%s: compiles, accepts its valid data and refuses its invalid data', async (name, entry) => {
    const { code, validator } = await precompiled(name, entry.schema);
    // Self-contained: nothing left for the browser to resolve.
    expect(code).not.toMatch(/(^|[;\n}])\s*import[\s{(]/);
    for (const data of entry.valid) {
      expect(validator.validateFormData(data, entry.schema).errors, JSON.stringify(data)).toEqual([]);
    }
    for (const data of entry.invalid) {
      expect(validator.validateFormData(data, entry.schema).errors.length, JSON.stringify(data)).toBeGreaterThan(0);
    }
  });

  it('inlines ajv-formats only into the modules whose schema uses a format checked by a function', async () => {
    const withDate = await precompiled('with-date', { type: 'string', format: 'date' });
    const plain = await precompiled('plain', { type: 'string', minLength: 2 });
    expect(withDate.code).toContain('fullFormats');
    expect(plain.code).not.toContain('fullFormats');
    expect(withDate.validator.isValid({ type: 'string', format: 'date' }, '2026-02-30', { type: 'string', format: 'date' })).toBe(false);
  });

  it('validates a recursive $ref at any depth', async () => {
    const { schema } = CORPUS.recursive;
    const { validator } = await precompiled('deep', schema);
    let tree: Record<string, unknown> = { role: 'Clerk' };
    for (let i = 0; i < 12; i += 1) tree = { role: `level ${i}`, reports: [tree] };
    expect(validator.validateFormData(tree, schema).errors).toEqual([]);
    let bad: Record<string, unknown> = { role: 1 };
    for (let i = 0; i < 12; i += 1) bad = { role: `level ${i}`, reports: [bad] };
    expect(validator.validateFormData(bad, schema).errors.map((e) => e.name)).toContain('type');
  });
});
