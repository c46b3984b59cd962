// Form validators compiled ahead of time (issue 10, no eval): the browser sends a form's JSON schema once and imports
// the compiled ES module from the URL named by the schema's digest (server/validator-code.ts).
import { Type as T } from '@sinclair/typebox';
import { route } from './route';

/** The SHA-256 of a schema's canonical JSON, in hex: the compiled module's name. */
export const SchemaDigest = T.String({ pattern: '^[0-9a-f]{64}$', minLength: 64, maxLength: 64 });

/** Root schemas in one compiled module: a step's sections (the seeded steps have one to four; operators may add more). */
export const MAX_ROOTS = 24;

export const validatorRoutes = {
  'POST /validators': route({
    summary:
      "Compiles forms' JSON schemas (built at run time from field definitions or with injected choices) into one validator module and answers its digest (GET /validators/:digest): the module's default export lists each schema's validate functions in the order sent, so a step's sections (each its own form) come in one module. Only the form engine's vocabulary is compiled (server/validator-vocabulary.ts: its keywords and patterns, bounded size for the schemas together): anything else is a 400. At most 120 calls per user in 10 minutes (429).",
    access: { kinds: ['individual', 'client', 'operator'] },
    body: T.Object({ schemas: T.Array(T.Object({}, { additionalProperties: true }), { minItems: 1, maxItems: MAX_ROOTS }) }),
    response: { 200: T.Object({ digest: SchemaDigest }) },
  }),
  'GET /validators/:digest': route({
    summary: 'A compiled validator module (JavaScript), named by the digest of its schema; it never changes.',
    // A browser's import() sends no Authorization header. The module holds a form's schema (field names, choices,
    // patterns) compiled to code, never a user's data, and its name is a SHA-256 that only the schema gives.
    access: { public: 'a compiled form schema, no user data; import() cannot send a bearer token' },
    params: T.Object({ digest: SchemaDigest }),
    response: { 200: T.String() },
    produces: 'text/javascript',
  }),
};
