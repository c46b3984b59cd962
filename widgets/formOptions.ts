/**
 * rjsf's default turns the first `const` of a `oneOf` into the field's default: an optional select built from
 * `oneOf: [{const, title}]` would arrive pre-filled with its first choice. Consts outside a oneOf still apply.
 */
export const DEFAULT_FORM_STATE_BEHAVIOR = { constAsDefaults: 'skipOneOf' } as const;

/** Validation failures are shown beside the fields; rjsf would otherwise also log them to the console. */
export function ignoreErrors() {}
