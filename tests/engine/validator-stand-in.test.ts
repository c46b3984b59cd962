// A form drawn before its validator's module has come (widgets/validator.ts, issue 33): which schemas may be drawn with
// the stand-in (rjsf asks a validator nothing while drawing them), and what the stand-in answers before and after the
// module comes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { asksValidatorToDraw, STILL_LOADING, StandInValidator } from '../../widgets/standInValidator';

const KEYWORDS = ['if', 'oneOf', 'anyOf', 'dependencies'];

/** Schema-like trees whose keys are never one of the keywords. */
const plainTree = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)),
    fc.array(tie('node'), { maxLength: 3 }),
    fc.dictionary(
      fc.string().filter((key) => !KEYWORDS.includes(key)),
      tie('node'),
      { maxKeys: 4 },
    ),
  ),
})).node;

/** Puts `{ [keyword]: value }` somewhere inside a tree (at the root when the tree is not an object or array). */
function plant(tree: unknown, keyword: string, path: number[]): unknown {
  if (Array.isArray(tree) && tree.length > 0) {
    const at = (path[0] ?? 0) % tree.length;
    return tree.map((item, index) => (index === at ? plant(item, keyword, path.slice(1)) : item));
  }
  if (tree && typeof tree === 'object' && !Array.isArray(tree)) {
    const keys = Object.keys(tree);
    if (keys.length > 0 && path.length > 0 && path[0] % 2 === 0) {
      const key = keys[path[0] % keys.length];
      return { ...tree, [key]: plant((tree as Record<string, unknown>)[key], keyword, path.slice(1)) };
    }
    return { ...tree, [keyword]: {} };
  }
  return { [keyword]: {}, value: tree };
}

describe('which schemas are drawn before their validator', () => {
  it('an application section of plain fields is; one with a condition or a choice of schemas is not', () => {
    const plain: RJSFSchema = {
      type: 'object',
      required: ['Surname'],
      properties: { Surname: { type: 'string', minLength: 1 }, Country: { type: 'string', enum: ['AU', 'NZ'] } },
    };
    expect(asksValidatorToDraw(plain)).toBe(false);
    expect(asksValidatorToDraw({ ...plain, if: { properties: { Country: { const: 'AU' } } }, then: { required: ['State'] } })).toBe(true);
    expect(asksValidatorToDraw({ type: 'object', properties: { x: { oneOf: [{ const: 'a' }, { const: 'b' }] } } })).toBe(true);
    expect(asksValidatorToDraw({ type: 'array', items: { anyOf: [{ type: 'string' }] } })).toBe(true);
    expect(asksValidatorToDraw({ type: 'object', dependencies: { a: ['b'] } })).toBe(true);
  });

  it('a tree without the keywords never asks; the same tree with one planted anywhere always does', () => {
    fc.assert(
      fc.property(plainTree, fc.constantFrom(...KEYWORDS), fc.array(fc.nat(), { maxLength: 6 }), (tree, keyword, path) => {
        expect(asksValidatorToDraw(tree)).toBe(false);
        expect(asksValidatorToDraw(plant(tree, keyword, path))).toBe(true);
      }),
    );
  });
});

describe('the stand-in validator', () => {
  const schema: RJSFSchema = { type: 'object', required: ['Surname'], properties: { Surname: { type: 'string', minLength: 1 } } };

  it('refuses a check with a plain message until the module comes, then answers with the real validator', async () => {
    let arrive!: (v: ValidatorType) => void;
    const standIn = new StandInValidator(new Promise<ValidatorType>((resolve) => (arrive = resolve)));
    const early = standIn.validateFormData({ Surname: 'Smith' }, schema);
    expect(early.errors.map((e) => e.message)).toEqual([STILL_LOADING]);
    expect(early.errorSchema.__errors).toEqual([STILL_LOADING]);
    expect(() => standIn.isValid(schema, {}, schema)).toThrow(/before its validator came/);

    arrive(validator as ValidatorType);
    await standIn.ready;
    expect(standIn.validateFormData({ Surname: 'Smith' }, schema).errors).toEqual([]);
    expect(standIn.validateFormData({}, schema).errors.map((e) => e.name)).toEqual(['required']);
    expect(standIn.isValid(schema, { Surname: 'Smith' }, schema)).toBe(true);
  });

  it('a module that fails to load leaves the stand-in refusing checks (the form shows the failure)', async () => {
    const standIn = new StandInValidator(Promise.reject(new Error('offline')));
    await standIn.ready.catch(() => undefined);
    expect(standIn.validateFormData({ Surname: 'Smith' }, schema).errors.map((e) => e.message)).toEqual([STILL_LOADING]);
  });
});
