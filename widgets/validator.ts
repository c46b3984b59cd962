// The one way a form gets its rjsf validator (issue 10, no eval). ajv's usual validator compiles schemas with
// `new Function`, which the Content-Security-Policy forbids; here every schema is compiled ahead of time into an ES
// module of validate functions, turned into a validator with createPrecompiledValidator:
// - local forms (schemas/forms/*.json) as shipped: by the build (scripts/vite-precompiled-validators.ts);
// - any other schema (application steps built from field definitions, local forms with run-time choices): by the
//   server, imported from a URL named by the schemas' digest (widgets/schemaCompiler.ts).
// A precompiled validator serves exactly one root schema (rjsf checks it), so the unit is the schema a <Form> renders,
// identified by rjsf's hashForSchema: a form rendered as one Form per section has a validator per section, whose
// functions the server compiles into one module for all the sections (loadFormValidators).
import { startTransition, useEffect, useMemo, useState } from 'react';
import { hashForSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';
import LOCAL_FORM_KEYS from 'virtual:local-form-validator-keys';
import { schemaCompiler } from './schemaCompiler';
import { asksValidatorToDraw, StandInValidator } from './standInValidator';

type LocalModule = { default: ValidatorFunctions };
/** A module the server compiled (POST /validators): each root schema's functions, in the order the schemas were sent. */
type GroupModule = { default: ValidatorFunctions[] };

const bySchemaKey = new Map<string, Promise<ValidatorType>>();
// rjsf checks a precompiled validator's root by content (deepEquals), so one made for an equal schema serves.
const readyByKey = new Map<string, ValidatorType>();

/**
 * The map of the local forms' validators is a chunk of its own, read when a local form first asks for its validator:
 * it grows with every local form, and pages that draw none (the application's steps, whose schemas come from the
 * server) would otherwise carry it in their first load. The module system keeps it after the first read.
 */
const localValidators = () => import('virtual:local-form-validators').then((module) => module.default);

async function importGroup(url: string, count: number): Promise<ValidatorFunctions[]> {
  const functions = ((await import(/* @vite-ignore */ url)) as GroupModule).default;
  if (!Array.isArray(functions) || functions.length !== count) throw new Error(`The validator module at ${url} does not hold ${count} schemas`);
  return functions;
}

/** Each schema's validate functions, in order, from one module the server compiled for them together. */
async function compiledFunctions(schemas: readonly RJSFSchema[]): Promise<ValidatorFunctions[]> {
  const compiler = schemaCompiler();
  // Schemas this browser has had compiled before are imported at once (from its HTTP cache, the module's URL never
  // changes content), without sending them again.
  const remembered = await compiler.remembered?.(schemas);
  if (!remembered) return importGroup(await compiler.compile(schemas), schemas.length);
  try {
    return await importGroup(remembered, schemas.length);
  } catch {
    // The server no longer keeps it (or it could not be reached): compiled again. The browser keeps a failed import
    // by its URL for the page's life, so the module is asked for under another.
    compiler.forget?.(schemas);
    return importGroup(`${await compiler.compile(schemas)}?again`, schemas.length);
  }
}

const keyBySchema = new WeakMap<RJSFSchema, string>();

/** rjsf's hash of a schema, once per schema object: a step asks for each section's several times as it draws. */
function schemaKey(schema: RJSFSchema): string {
  let key = keyBySchema.get(schema);
  if (key === undefined) {
    key = hashForSchema(schema);
    keyBySchema.set(schema, key);
  }
  return key;
}

/** A local form's functions as the build compiled them; the server's when the map has none for the key. */
async function localFunctions(key: string, schema: RJSFSchema): Promise<ValidatorFunctions> {
  const local = (await localValidators())[key];
  if (local) return ((await local()) as LocalModule).default;
  return (await compiledFunctions([schema]))[0];
}

function remember(key: string, schema: RJSFSchema, functions: Promise<ValidatorFunctions>): void {
  const validator = functions.then((fns) => createPrecompiledValidator(fns, schema) as ValidatorType);
  // A failed load (network) is not remembered: the next render asks again.
  validator.catch(() => bySchemaKey.delete(key));
  bySchemaKey.set(key, validator);
}

/**
 * Starts loading the validators of root schemas not loaded or loading yet. Which schemas are local forms is known
 * without the map's chunk; all the others (a step's sections) are compiled by the server as one module: one request
 * to compile and one download for the whole step, not one of each per section.
 */
export function loadFormValidators(schemas: readonly RJSFSchema[]): void {
  const fromServer = new Map<string, RJSFSchema>();
  for (const schema of schemas) {
    const key = schemaKey(schema);
    if (bySchemaKey.has(key) || fromServer.has(key)) continue;
    if (LOCAL_FORM_KEYS.has(key)) remember(key, schema, localFunctions(key, schema));
    else fromServer.set(key, schema);
  }
  if (fromServer.size === 0) return;
  const group = compiledFunctions([...fromServer.values()]);
  [...fromServer].forEach(([key, schema], index) => remember(key, schema, group.then((functions) => functions[index])));
}

/** The validator of a form's root schema; the same promise for the same schema (by content). */
export function formValidator(schema: RJSFSchema): Promise<ValidatorType> {
  const key = schemaKey(schema);
  if (!bySchemaKey.has(key)) loadFormValidators([schema]);
  return bySchemaKey.get(key)!.then((v) => {
    readyByKey.set(key, v);
    return v;
  });
}

/** The validator of a schema already loaded once (an equal schema counts), without waiting. */
export function loadedValidator(schema: RJSFSchema): ValidatorType | undefined {
  return readyByKey.get(schemaKey(schema));
}

export interface SchemaWithValidator {
  schema: RJSFSchema;
  validator: ValidatorType;
  /** Settles when the validator's module has come: until then the form is drawn but cannot be checked yet. */
  ready: Promise<ValidatorType> | null;
}

/**
 * For a component rendering `schema`: the schema with a validator to draw it with (null before the first, for a
 * schema that needs its validator to draw). A schema that asks nothing of a validator while drawn gets a stand-in at
 * once, which answers with the real one when its module has come (`ready`). Otherwise, while a changed schema's
 * validator loads, the previous pair stays, so the form never meets a validator of another schema and does not blink.
 * A failed load is thrown to the nearest error boundary.
 */
export function useSchemaValidator(schema: RJSFSchema): SchemaWithValidator | null {
  // Hashing a large schema costs a little: once per schema object, not per render.
  const early = useMemo((): SchemaWithValidator | null => {
    const loaded = loadedValidator(schema);
    if (loaded) return { schema, validator: loaded, ready: null };
    if (asksValidatorToDraw(schema)) return null;
    const validator = new StandInValidator(formValidator(schema));
    return { schema, validator, ready: validator.ready };
  }, [schema]);
  const [state, setState] = useState<{ pair: SchemaWithValidator | null; error?: unknown }>({ pair: null });
  const pair = early ?? state.pair;
  const current = pair?.schema === schema;
  useEffect(() => {
    if (current && !early?.ready) return;
    let live = true;
    (early?.ready ?? formValidator(schema)).then(
      (validator) => {
        // As a transition: the form drawn with it (a section's first render, its fields' first run of rjsf's code)
        // is rendered in slices between which the page answers, not as one long task. A stand-in already drawn
        // keeps its object: nothing to draw again.
        if (live && !early) startTransition(() => setState({ pair: { schema, validator, ready: null } }));
      },
      (error: unknown) => live && setState((previous) => ({ ...previous, error })),
    );
    return () => {
      live = false;
    };
  }, [schema, current, early]);
  if (state.error !== undefined) throw state.error;
  return pair;
}
