// Form validators compiled ahead of time (issue 10, no eval): the browser sends a form's JSON schema once and imports
// the compiled ES module from the URL named by the schema's digest (server/validator-code.ts).
import { Type as T } from '@sinclair/typebox';
import { route } from './route';

/** The SHA-256 of a schema's canonical JSON, in hex: the compiled module's name. */
export const SchemaDigest = T.String({ pattern: '^[0-9a-f]{64}$', minLength: 64, maxLength: 64 });

export const validatorRoutes = {
  'POST /validators': route({
    summary:
      "Compiles a form's JSON schema (built at run time from field definitions or with injected choices) into a validator module and answers its digest (GET /validators/:digest). Only the form engine's vocabulary is compiled (server/validator-vocabulary.ts: its keywords and patterns, bounded size): anything else is a 400. At most 120 calls per user in 10 minutes (429).",
    access: { kinds: ['individual', 'client', 'operator'] },
    body: T.Object({ schema: T.Object({}, { additionalProperties: true }) }),
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
