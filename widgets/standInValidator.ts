// A validator that stands in for a form's own until its module has come (widgets/validator.ts, issue 33), and which
// schemas may be drawn with it. Apart from validator.ts so that it can be tested without the build's virtual modules.
import type { ValidationData, ValidatorType } from '@rjsf/utils';

/**
 * Keywords with which rjsf asks a validator while it draws (retrieveSchema: an `if` condition, `dependencies`, the
 * option of a oneOf/anyOf that matches): a schema holding any of them is drawn only once its validator has come.
 */
const DRAWING_KEYWORDS = new Set(['if', 'oneOf', 'anyOf', 'dependencies']);

/** Whether rjsf may ask the validator while drawing this schema (a property named like a keyword counts too: it waits). */
export function asksValidatorToDraw(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some(asksValidatorToDraw);
  if (!schema || typeof schema !== 'object') return false;
  return Object.entries(schema).some(([key, value]) => DRAWING_KEYWORDS.has(key) || asksValidatorToDraw(value));
}

/** The one message of a check asked for before the form's validator has come (a submit by Enter while it loads). */
export const STILL_LOADING = 'The form is still loading. Please try again in a moment.';

/**
 * A validator that stands in for a schema's until its module has come, then answers with it: a first visit draws a
 * form at once instead of waiting a round trip to the server for each section (issue 33). The form keeps this one
 * object throughout, so rjsf never derives its state again when the module comes. Drawing a schema without the
 * keywords above asks a validator nothing; a check before the module has come is refused with STILL_LOADING (the
 * application's BACK and NEXT are hidden until then: `pendingValidator` marks the page).
 */
export class StandInValidator implements ValidatorType {
  private loaded: ValidatorType | undefined;

  constructor(readonly ready: Promise<ValidatorType>) {
    // A failed load is the form's to show (useSchemaValidator throws it to the error boundary), not this object's.
    ready.then(
      (validator) => (this.loaded = validator),
      () => undefined,
    );
  }

  /** Whether the form's own validator has come (every check now answers with it). */
  get came(): boolean {
    return this.loaded !== undefined;
  }

  validateFormData(...args: Parameters<ValidatorType['validateFormData']>): ValidationData<unknown> {
    if (this.loaded) return this.loaded.validateFormData(...args);
    return { errors: [{ property: '.', message: STILL_LOADING, stack: STILL_LOADING }], errorSchema: { __errors: [STILL_LOADING] } };
  }

  isValid(...args: Parameters<ValidatorType['isValid']>): boolean {
    if (!this.loaded) throw new Error('A schema with conditions was drawn before its validator came (asksValidatorToDraw)');
    return this.loaded.isValid(...args);
  }

  rawValidation<Result = unknown>(...args: Parameters<ValidatorType['rawValidation']>) {
    if (this.loaded) return this.loaded.rawValidation<Result>(...args);
    return { errors: [] as Result[], validationError: new Error(STILL_LOADING) };
  }
}

