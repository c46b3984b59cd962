// Where the browser gets a compiled validator module for a schema the build did not see (widgets/validator.ts): the
// app registers the call (POST /validators with the user's token, src/app/validators.ts), the referee's page its own.
// Kept apart from validator.ts so registering it loads no rjsf code.

export interface SchemaCompiler {
  /**
   * Has root schemas compiled together: the URL of an ES module whose default export lists each schema's validate
   * functions, in the order given.
   */
  compile(schemas: readonly object[]): Promise<string>;
  /** That URL without asking, when this browser has had these schemas compiled before; null when it has not. */
  remembered?(schemas: readonly object[]): Promise<string | null>;
  /** The remembered module could not be imported (the server no longer keeps it): remembered no more. */
  forget?(schemas: readonly object[]): void;
}

let registered: SchemaCompiler | undefined;

export function setSchemaCompiler(compiler: SchemaCompiler): void {
  registered = compiler;
}

export function schemaCompiler(): SchemaCompiler {
  if (!registered) throw new Error('No schema compiler registered (setSchemaCompiler)');
  return registered;
}
