// What POST /validators agrees to compile (issue 10, no eval). The compiled module is JavaScript served from our own
// origin, which `script-src 'self'` trusts, and ajv treats a schema as code: a `pattern` is a regular expression run
// on every keystroke (ReDoS), property names are written into the generated code, and nesting or size drive compile
// time. So the server compiles only what the form engine itself builds (src/engine schema.ts, references.ts, local.ts
// and the local forms in schemas/forms): its keywords, its own patterns, plain property names, bounded depth and size.
// Anything else is refused before it is compiled or kept. A keyword the engine starts emitting is added here.
import * as datePatterns from '../src/engine/dates';
import * as valuePatterns from '../src/engine/patterns';

/**
 * How deep schemas nest: the engine's deepest is 8 (step, section, block list, item, branch, then, field, choice).
 * Request bodies stop at 20 JSON levels anyway (http.ts), but a chain of `items` reaches 19 schema levels within that.
 */
export const MAX_DEPTH = 12;
/**
 * Compile time is what these bound (measured: ajv compiles a `oneOf` of 500 choices in about 2 s, of 1,000 in 6 s, and
 * `if`/`else` pairs double the branches rjsf's schema parser explores, 16 of them take 10 s). The engine's lists and
 * the local forms' run-time lists are `enum`s (one check, linear: three lists of 200 countries compile in 52 ms against
 * 648 as `oneOf`s); `oneOf` lists remain only in a few static local forms, of two or three choices. The bounds leave room for operators' larger forms while keeping any
 * accepted schema to a couple of seconds.
 */
/** Subschemas in one posted schema, every field, branch and choice counted. */
export const MAX_SCHEMAS = 2_000;
/** Choices of one `oneOf` list of consts (the static local forms' few short ones). */
export const MAX_CHOICES = 300;
/** Choices of all the lists of one schema. */
export const MAX_ALL_CHOICES = 1_000;
/** `else` branches in one schema (the engine adds one per dependent list with a fallback; each doubles the parse). */
export const MAX_ELSE = 8;
/** Entries of an `enum` or `required` (checked in linear time). */
export const MAX_ARRAY = 2_000;
/** Characters of one string (a title is a question a client wrote: at most 1,000; the longest label is shorter). */
export const MAX_STRING = 2_000;
/** The schema's JSON, in characters (the largest the app builds has 12,000). */
export const MAX_JSON = 200_000;

const TYPES = new Set(['object', 'array', 'string', 'integer', 'number', 'boolean', 'null']);

/**
 * The patterns the engine puts in schemas: every exported `*_PATTERN` of its date and value rules, so a rule the
 * engine adds there is accepted without a second list to keep.
 */
export const ENGINE_PATTERNS: ReadonlySet<string> = new Set(
  Object.entries({ ...datePatterns, ...valuePatterns })
    .filter(([name]) => name.endsWith('_PATTERN'))
    .map(([, value]) => (value instanceof RegExp ? value.source : String(value))),
);

/**
 * Formats whose check ajv compiles to an inline regular expression (ajv-formats' email). Formats checked by a
 * function (date, uri...) need ajv-formats at run time, which the module does not carry (validator-code.ts).
 */
export const FORMATS: ReadonlySet<string> = new Set(['email']);

/** Property names as the engine makes them (model.ts allocateKey, 'q0' of references, the local forms' names). */
const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,99}$/;

type Check = (value: unknown, at: string, walk: Walk) => string | null;
interface Walk {
  schema(value: unknown, at: string): string | null;
  /** The same inside an if/then/else, where no further conditions may start. */
  branch(value: unknown, at: string): string | null;
  /** Counts uses of something bounded per schema; the sentence when the bound is passed. */
  count(what: 'choices' | 'else', at: string, uses?: number): string | null;
}

const isScalar = (v: unknown) => v === null || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v)) || typeof v === 'string';
const isCount = (v: unknown) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 1_000_000;

const string: Check = (v, at) => (typeof v === 'string' ? text(v, at) : `${at} must be a string`);
const scalar: Check = (v, at) => (isScalar(v) ? (typeof v === 'string' ? text(v, at) : null) : `${at} must be a string, number, boolean or null`);
const count: Check = (v, at) => (isCount(v) ? null : `${at} must be a whole number from 0`);
const number: Check = (v, at) => (typeof v === 'number' && Number.isFinite(v) ? null : `${at} must be a number`);
const subschema: Check = (v, at, walk) => walk.schema(v, at);

function text(value: string, at: string): string | null {
  return value.length > MAX_STRING ? `${at} is longer than ${MAX_STRING} characters` : null;
}

function list(each: Check, max: number, nonEmpty = false): Check {
  return (v, at, walk) => {
    if (!Array.isArray(v)) return `${at} must be an array`;
    if (nonEmpty && v.length === 0) return `${at} must not be empty`;
    if (v.length > max) return `${at} has more than ${max} entries`;
    for (let i = 0; i < v.length; i += 1) {
      const problem = each(v[i], `${at}/${i}`, walk);
      if (problem) return problem;
    }
    return null;
  };
}

const name: Check = (v, at) => (typeof v === 'string' && NAME.test(v) ? null : `${at} is not a plain property name`);

/** A schema made only of the given keywords (each still checked as a schema's keyword). */
function only(keywords: string[], what: string): Check {
  return (v, at, walk) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const other = Object.keys(v).find((k) => !keywords.includes(k));
      if (other !== undefined) return `${at}/${other} is not allowed in ${what}`;
    }
    return walk.schema(v, at);
  };
}

/** A choice of a list, as the engine writes them: `{ const, title }` (no branches for rjsf to expand). */
const choice = only(['const', 'title', 'description'], 'a choice');
/** A branch of a dependent list (schema.ts dependencyBranches): `{ if, then }` or `{ if, else }`. */
const branch = only(['if', 'then', 'else'], 'an allOf branch');

/** Every keyword a form schema may use, with the check of its value. */
const KEYWORDS: Record<string, Check> = {
  type: (v, at) => (typeof v === 'string' && TYPES.has(v) ? null : `${at} must be one JSON type`),
  properties: (v, at, walk) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return `${at} must be an object`;
    for (const [key, value] of Object.entries(v)) {
      const problem = name(key, `${at}/${key}`, walk) ?? walk.schema(value, `${at}/${key}`);
      if (problem) return problem;
    }
    return null;
  },
  required: list(name, MAX_ARRAY),
  items: subschema,
  allOf: list(branch, MAX_ARRAY, true),
  // Conditions inside conditions multiply the branches rjsf explores: 4 levels of 4 exhaust the memory. The engine's
  // branches only give a sibling field its list, so none nests.
  oneOf: (v, at, walk) => list(choice, MAX_CHOICES, true)(v, at, walk) ?? walk.count('choices', at, (v as unknown[]).length),
  if: (v, at, walk) => walk.branch(v, at),
  then: (v, at, walk) => walk.branch(v, at),
  else: (v, at, walk) => walk.count('else', at) ?? walk.branch(v, at),
  enum: list(scalar, MAX_ARRAY, true),
  const: scalar,
  default: scalar,
  title: string,
  description: string,
  readOnly: (v, at) => (typeof v === 'boolean' ? null : `${at} must be true or false`),
  minLength: count,
  maxLength: count,
  minItems: count,
  maxItems: count,
  minimum: number,
  maximum: number,
  pattern: (v, at) => (typeof v === 'string' && ENGINE_PATTERNS.has(v) ? null : `${at} is not one of the form engine's patterns`),
  format: (v, at) => (typeof v === 'string' && FORMATS.has(v) ? null : `${at} is not a supported format`),
};

/**
 * Why the root schemas of one module may not be compiled (a sentence naming where, as a JSON pointer into the list),
 * or null when they use only the engine's vocabulary within the bounds. The bounds hold for the list as a whole (a
 * step's sections together count as the whole step would), so a module of many roots costs no more to compile than
 * one schema may.
 */
export function vocabularyProblem(schemas: readonly unknown[]): string | null {
  if (JSON.stringify(schemas).length > MAX_JSON) return `The form schemas are larger than ${MAX_JSON} characters.`;
  let count = 0;
  const used = { choices: 0, else: 0 };
  const limits = { choices: MAX_ALL_CHOICES, else: MAX_ELSE };
  const walk = (depth: number, inBranch: boolean): Walk => ({
    branch(value, at) {
      return walk(depth, true).schema(value, at);
    },
    count(what, at, uses = 1) {
      used[what] += uses;
      return used[what] > limits[what] ? `${at}: the form schema has more than ${limits[what]} ${what === 'else' ? '`else` branches' : what}` : null;
    },
    schema(value, at) {
      if (depth >= MAX_DEPTH) return `${at} is nested deeper than ${MAX_DEPTH} levels`;
      if (++count > MAX_SCHEMAS) return `The form schema has more than ${MAX_SCHEMAS} subschemas`;
      if (!value || typeof value !== 'object' || Array.isArray(value)) return `${at} must be a schema object`;
      const inner = walk(depth + 1, inBranch);
      for (const [keyword, keywordValue] of Object.entries(value)) {
        if (inBranch && keyword === 'allOf') return `${at}/allOf: conditions may not nest inside an if, then or else`;
        const check = Object.hasOwn(KEYWORDS, keyword) ? KEYWORDS[keyword] : undefined;
        if (!check) return `${at}/${keyword} is not a keyword form schemas use`;
        const problem = check(keywordValue, `${at}/${keyword}`, inner);
        if (problem) return problem;
      }
      return null;
    },
  });
  for (const [index, schema] of schemas.entries()) {
    const root = `/schemas/${index}`;
    const problem = walk(0, false).schema(schema, root);
    if (problem) return `The form schema cannot be compiled: ${problem}.`;
  }
  return null;
}
