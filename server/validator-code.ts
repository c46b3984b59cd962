// A form's JSON schema compiled ahead of time into a self-contained ES module of ajv validate functions, so the browser
// validates without `new Function` (the Content-Security-Policy has no 'unsafe-eval'). One compiler for both sources:
// the build (local forms, scripts/vite-precompiled-validators.ts) and the server (schemas built at run time, routes/
// validators.ts). The browser turns the module into an rjsf validator with createPrecompiledValidator (widgets/validator.ts).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import { RJSF_REF_KEY } from '@rjsf/utils/lib/constants.js';
import ParserValidator from '@rjsf/utils/lib/parser/ParserValidator.js';
import { resolveAnyOrOneOfSchemas, retrieveSchemaInternal } from '@rjsf/utils/lib/schema/retrieveSchema.js';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import Ajv2019 from 'ajv/dist/2019.js';
import Ajv2020 from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { transformSync } from 'esbuild';

const require = createRequire(import.meta.url);

/**
 * The modules generated code may require, inlined into the module (the browser cannot resolve a bare package name):
 * ajv's runtime helpers (string length in code points, deep equality for enum/const of objects) and ajv-formats'
 * format checks (date, time, date-time, uri... are functions, not regular expressions ajv could write inline). Only
 * those a schema's code requires go into its module (ajv-formats' are 11 kB, 5 kB minified). Anything else is refused
 * at compile time rather than shipped broken.
 */
const RUNTIME = ['ajv/dist/runtime/ucs2length', 'ajv/dist/runtime/equal', 'fast-deep-equal', 'ajv-formats/dist/formats'];

const sources = new Map<string, string>();

function inlinedRuntime(ids: readonly string[]): string {
  const sourceOf = (id: string) => {
    let source = sources.get(id);
    if (source === undefined) {
      source = readFileSync(require.resolve(id), 'utf8').replace(/\/\/# sourceMappingURL=.*$/m, '');
      sources.set(id, source);
    }
    return source;
  };
  // With what they require in turn (ajv's equal is fast-deep-equal's).
  const all = new Set(ids);
  for (const id of all) for (const [, inner] of sourceOf(id).matchAll(/require\("([^"]+)"\)/g)) if (RUNTIME.includes(inner)) all.add(inner);
  const entries = [...all].map((id) => {
    const source = sourceOf(id);
    return `${JSON.stringify(id)}: () => { const module = { exports: {} }; const exports = module.exports; ${source}\nreturn module.exports; }`;
  });
  return `const factories = {\n${entries.join(',\n')}\n};\nconst loaded = {};\nfunction require(id) {\n  if (!(id in factories)) throw new Error('Not inlined: ' + id);\n  return (loaded[id] ??= factories[id]());\n}\n`;
}

const DRAFT_2019_09 = 'https://json-schema.org/draft/2019-09/schema';
const DRAFT_2020_12 = 'https://json-schema.org/draft/2020-12/schema';

/** ajv's class for the draft a schema declares with `$schema` (draft-07 by default, as rjsf's). */
function ajvClassFor(schema: object) {
  const declared = String((schema as { $schema?: unknown }).$schema ?? '').replace(/#$/, '');
  if (declared === DRAFT_2020_12) return Ajv2020;
  if (declared === DRAFT_2019_09) return Ajv2019;
  return undefined;
}

/**
 * How deep the walk below follows a schema that refers to itself: rjsf resolves one more level of a recursive `$ref`
 * each time it draws one, so the schemas it asks a validator about (oneOf/anyOf options, if conditions) repeat from
 * the second level on, and their keys are found among the first levels'.
 */
const MAX_REF_DEPTH = 3;

/**
 * The schemas rjsf may ask a precompiled validator about, by key: rjsf's schemaParser, with one change. rjsf's walks
 * a recursive `$ref` (a tree of nodes whose children are nodes) without end, one level deeper each time round (and
 * overflows the stack); this one stops once a reference is expanded MAX_REF_DEPTH times on the path.
 */
function schemaMap(rootSchema: RJSFSchema): Record<string, RJSFSchema> {
  const validator = new ParserValidator(rootSchema);
  const seen = new Set<string>();
  const parse = (schema: RJSFSchema, path: readonly string[]) => {
    for (const local of retrieveSchemaInternal(validator, schema, rootSchema, undefined, true)) {
      const key = hashForSchema(local);
      if (seen.has(key)) continue;
      seen.add(key);
      const ref = (local as Record<symbol, unknown>)[RJSF_REF_KEY];
      const inner = typeof ref === 'string' ? [...path, ref] : path;
      if (typeof ref === 'string' && inner.filter((r) => r === ref).length > MAX_REF_DEPTH) continue;
      for (const option of resolveAnyOrOneOfSchemas(validator, local, rootSchema, true)) {
        if (option.properties) for (const value of Object.values(local.properties ?? {})) parse(value as RJSFSchema, inner);
      }
      if (local.items && !Array.isArray(local.items) && typeof local.items !== 'boolean') parse(local.items as RJSFSchema, inner);
    }
  };
  parse(rootSchema, []);
  return validator.getSchemaMap();
}

/** rjsf's compileSchemaValidatorsCode, with the walk above and the draft's ajv. */
function compileCode(schema: RJSFSchema): string {
  const ajv = createAjvInstance(
    undefined,
    undefined,
    { verbose: false, code: { lines: true, source: true }, schemas: Object.values(schemaMap(schema)) },
    undefined,
    ajvClassFor(schema) as never,
  );
  return standaloneCode(ajv);
}

/** The `require` calls of compiled code, each checked to be one the module inlines. */
function requiredRuntime(code: string, into: Set<string>): void {
  for (const [, id] of code.matchAll(/require\("([^"]+)"\)/g)) {
    if (!RUNTIME.includes(id)) throw new Error(`Compiled validator needs ${id}, which is not inlined`);
    into.add(id);
  }
}

/** One root's validate functions as an expression: its CommonJS code run in a function that gives it `exports`. */
const functionsOf = (code: string) => `(() => {\nconst exports = {};\n${code}\nreturn exports;\n})()`;

/**
 * An ES module whose default export is `value` (an expression over the root schemas' validate functions), with the
 * ajv runtime the code requires inlined once, minified: the server serves it as it is (the build minifies the local
 * forms' modules again, to no effect), and ajv's output is a third whitespace and long local names (a Personal
 * Details module: 269 -> 181 kB).
 */
function validatorModule(codes: readonly string[], value: (functions: string[]) => string): string {
  const required = new Set<string>();
  for (const code of codes) requiredRuntime(code, required);
  const runtime = inlinedRuntime(RUNTIME.filter((id) => required.has(id)));
  const module = `const validateFns = (() => {\n${runtime}return ${value(codes.map(functionsOf))};\n})();\nexport default validateFns;\n`;
  const minified = transformSync(module, { loader: 'js', format: 'esm', minify: true, legalComments: 'none' }).code;
  return `// Generated by server/validator-code.ts: ajv validate functions, compiled ahead of time.\n${minified}`;
}

/**
 * rjsf asks ajv for `verbose` errors (each carrying its schema, parent schema and data): that is code for every check
 * of every field (a quarter of a module). rjsf reads only the parent schema's titles from it, to name a field in
 * messages the engine words itself (src/engine/validation.ts transformErrors) and in the error list no form shows;
 * where it has no parent schema it reads the titles from the root schema instead.
 *
 * The ES module (its default export is the map of validate functions by schema hash that createPrecompiledValidator
 * takes) for a root schema: the build's local forms (scripts/vite-precompiled-validators.ts). ajv emits CommonJS (its
 * ESM output cannot name the hash keys), so the code runs inside a function that gives it `exports` and the inlined
 * `require`.
 */
export function compileValidatorModule(schema: object): string {
  return validatorModule([compileCode(schema as RJSFSchema)], ([functions]) => functions);
}

/**
 * The module the server compiles (POST /validators): its default export is an array with, for each root schema in
 * order, that root's map of validate functions, so one module serves every section of a step (each section is its
 * own rjsf form and root, widgets/SectionForms.tsx) in one download. Each root is compiled on its own, as
 * compileValidatorModule would: two roots never share a function, whatever their schemas hold.
 */
export function compileValidatorGroupModule(schemas: readonly object[]): string {
  return validatorModule(
    schemas.map((schema) => compileCode(schema as RJSFSchema)),
    (functions) => `[\n${functions.join(',\n')}\n]`,
  );
}

/** Keys sorted at every level: the same schema always gives the same text, whatever order its keys were built in. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) sorted[key] = canonical((value as Record<string, unknown>)[key]);
    return sorted;
  }
  return value;
}

/**
 * SHA-256 of the schema's canonical JSON (or of a list of root schemas, a group module's): the name of its compiled
 * module (the same schemas, the same name).
 */
export function schemaDigest(schema: object): string {
  return createHash('sha256').update(JSON.stringify(canonical(schema))).digest('hex');
}
