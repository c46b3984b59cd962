// Where the browser gets a compiled validator module for a schema the build did not see (widgets/validator.ts): the
// app registers the call (POST /validators with the user's token, src/app/validators.ts); tests register an in-process
// compiler. Kept apart from validator.ts so registering it loads no rjsf code.

/** Answers the URL of an ES module whose default export is the schema's validate functions. */
export type SchemaCompiler = (schema: object) => Promise<string>;

let registered: SchemaCompiler | undefined;

export function setSchemaCompiler(compiler: SchemaCompiler): void {
  registered = compiler;
}

export function schemaCompiler(): SchemaCompiler {
  if (!registered) throw new Error('No schema compiler registered (setSchemaCompiler)');
  return registered;
}
