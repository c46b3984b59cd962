// The schema utilities of a section of plain values (widgets/plainSection.ts) answer at once what rjsf derives on every
// change. The property: for any section schema and data, where a section counts as plain, the shortcuts answer exactly
// as rjsf does; the schemas generated hold what would make rjsf answer otherwise (defaults, constants, references,
// conditions, nested objects, lists), so a predicate that let one through would fail here.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSchemaUtils, type RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { DEFAULT_FORM_STATE_BEHAVIOR } from '../../widgets/formOptions';
import { isPlainSection, withPlainSectionShortcuts } from '../../widgets/plainSection';

const primitive = fc.constantFrom('string', 'number', 'integer', 'boolean');
const value = fc.oneof(fc.string({ maxLength: 3 }), fc.integer({ min: -2, max: 2 }), fc.boolean(), fc.constant(null), fc.constant(undefined));

/** A property's schema: plain ones, and ones that give rjsf something to do. */
const property: fc.Arbitrary<RJSFSchema> = fc.oneof(
  // Plain values, weighted so that plain sections come often.
  { weight: 4, arbitrary: fc.record({ type: primitive, title: fc.string({ maxLength: 3 }) }, { requiredKeys: ['type'] }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('string'), enum: fc.uniqueArray(fc.string({ maxLength: 2 }), { minLength: 1, maxLength: 3 }) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('string'), maxLength: fc.nat(5), pattern: fc.constant('^[A-Z]*$'), format: fc.constant('email') }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant(['string', 'null'] as unknown as 'string') }) },
  // What gives rjsf something to do.
  fc.record({ type: fc.constant('string'), default: fc.string({ maxLength: 2 }) }),
  fc.record({ type: fc.constant('string'), const: fc.string({ maxLength: 2 }) }),
  fc.record({ type: fc.constant('string'), oneOf: fc.constant<RJSFSchema[]>([{ const: 'a', title: 'A' }, { const: 'b', title: 'B' }]) }),
  fc.record({ $ref: fc.constant('#/definitions/name') }),
  fc.record({ type: fc.constant('object'), properties: fc.constant({ inner: { type: 'string', default: 'x' } }) }),
  fc.record({ type: fc.constant('array'), items: fc.constant({ type: 'string' }), minItems: fc.nat(2) }),
  fc.record({ type: fc.constant('boolean'), readOnly: fc.boolean() }),
);

const section: fc.Arbitrary<RJSFSchema> = fc
  .record(
    {
      properties: fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd', 'e'), property, { minKeys: 1, maxKeys: 5 }),
      title: fc.string({ maxLength: 3 }),
      extra: fc.constantFrom<Partial<RJSFSchema>>(
        {},
        { required: ['a'] },
        { required: ['a', 'b', 'c', 'd', 'e'] },
        { definitions: { name: { type: 'string', default: 'Ann' } } },
        { dependencies: { a: { properties: { z: { type: 'string', default: 'z' } } } } },
        { if: { properties: { a: { const: 'x' } } }, then: { properties: { y: { type: 'string', default: 'y' } } } },
        { additionalProperties: { type: 'string' } },
      ),
    },
    { requiredKeys: ['properties', 'extra'] },
  )
  .map(({ extra, ...rest }) => ({ type: 'object', ...rest, ...extra }) as RJSFSchema);

const data = fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'x'), value, { maxKeys: 6 });

describe('the schema utilities of a plain section', () => {
  it('answer as rjsf does for every section they take, and leave every other section to rjsf', () => {
    let plainSeen = 0;
    fc.assert(
      fc.property(section, data, (schema, formData) => {
        const rjsf = createSchemaUtils(validator, schema, DEFAULT_FORM_STATE_BEHAVIOR);
        const shortcuts = withPlainSectionShortcuts(rjsf);
        if (!isPlainSection(schema)) {
          expect(shortcuts).toBe(rjsf);
          return;
        }
        plainSeen += 1;
        expect(shortcuts.getDefaultFormState(schema, formData, false, true)).toEqual(rjsf.getDefaultFormState(schema, formData, false, true));
        expect(shortcuts.getDefaultFormState(schema, formData)).toEqual(rjsf.getDefaultFormState(schema, formData));
        expect(shortcuts.retrieveSchema(schema, formData)).toEqual(rjsf.retrieveSchema(schema, formData));
      }),
      { numRuns: 400 },
    );
    // The generator reaches both kinds.
    expect(plainSeen).toBeGreaterThan(20);
  });

  it('are one object per set of utilities, and ask rjsf for anything but the section itself', () => {
    const schema: RJSFSchema = { type: 'object', properties: { name: { type: 'string' }, age: { type: 'integer' } } };
    const rjsf = createSchemaUtils(validator, schema, DEFAULT_FORM_STATE_BEHAVIOR);
    const shortcuts = withPlainSectionShortcuts(rjsf);
    expect(shortcuts).not.toBe(rjsf);
    expect(withPlainSectionShortcuts(rjsf)).toBe(shortcuts);
    expect(withPlainSectionShortcuts(shortcuts)).toBe(shortcuts);
    expect(shortcuts.getRootSchema()).toBe(schema);
    expect(shortcuts.doesSchemaUtilsDiffer(validator, schema, DEFAULT_FORM_STATE_BEHAVIOR, undefined)).toBe(false);
    const other: RJSFSchema = { type: 'string', default: 'x' };
    expect(shortcuts.getDefaultFormState(other, undefined)).toBe('x');
    expect(shortcuts.getDefaultFormState(schema, undefined)).toEqual({});
  });
});
